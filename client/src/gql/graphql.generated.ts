export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

export type ActivityAction =
  | 'CREATED'
  | 'DELETED'
  | 'MOVED'
  | 'UPDATED';

/** One change to an epic, user story or task. */
export type ActivityEvent = {
  __typename?: 'ActivityEvent';
  action: ActivityAction;
  /** Who made the change; null once their account is deleted. */
  actorId?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The changed field, for updates and moves. */
  field?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  itemId: Scalars['Int']['output'];
  itemType: ActivityItemType;
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
  projectId: Scalars['Int']['output'];
};

export type ActivityItemType =
  | 'EPIC'
  | 'TASK'
  | 'USER_STORY';

export type AddMetricInput = {
  dataSourceId: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** An aggregate SQL expression over the table’s columns, e.g. sum(unit_price*quantity*(1-discount)). */
  expression: Scalars['String']['input'];
  /** What people call it, e.g. "revenue". */
  name: Scalars['String']['input'];
  table: Scalars['String']['input'];
};

export type AddSynonymInput = {
  /** Leave out when the term means the whole table. */
  column?: InputMaybe<Scalars['String']['input']>;
  dataSourceId: Scalars['Int']['input'];
  /** The table the term means, or the table of its column. */
  table: Scalars['String']['input'];
  /** The word people use, e.g. "deal". */
  term: Scalars['String']['input'];
};

/** Which AI provider is active and whether it answers. */
export type AiStatus = {
  __typename?: 'AiStatus';
  /** Whether the active provider answered a live check just now. */
  available: Scalars['Boolean']['output'];
  /** Why the provider is unavailable, when it is. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The provider that answers when the active one fails. */
  fallback: Scalars['String']['output'];
  model: Scalars['String']['output'];
  /** builtin (offline) or openai-compatible. */
  provider: Scalars['String']['output'];
};

/** An answer from the user’s data. */
export type AskAnswerType = {
  __typename?: 'AskAnswerType';
  /** The answer in words, with its key numbers. */
  answer: Scalars['String']['output'];
  chart?: Maybe<ChartSpecType>;
  clarification?: Maybe<ClarificationType>;
  columns: Array<Scalars['String']['output']>;
  /** Pass it back with the next question to let it refine this one. */
  conversationId: Scalars['ID']['output'];
  /** offline or llm: which path wrote the SQL. */
  engine: Scalars['String']['output'];
  /** Rows as arrays: numbers as JSON numbers, dates as ISO strings. */
  rows: Scalars['JSON']['output'];
  sourceIds: Array<Scalars['Int']['output']>;
  /** The SQL that produced the rows. */
  sql?: Maybe<Scalars['String']['output']>;
  /** Questions the data can answer, offered when this one could not be. */
  suggestions: Array<Scalars['String']['output']>;
  /** The plan behind the answer, in words. */
  thinking: Scalars['String']['output'];
  /** True when the rows were cut at the row limit. */
  truncated: Scalars['Boolean']['output'];
};

/** A workspace member a task is assigned to. */
export type Assignee = {
  __typename?: 'Assignee';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  subscribedToUpdates: Scalars['Boolean']['output'];
  /** A bearer token, valid for 7 days. */
  token: Scalars['String']['output'];
  user: User;
};

/** One board column: a status, its tasks in rank order, and its WIP limit if any. */
export type BoardColumn = {
  __typename?: 'BoardColumn';
  count: Scalars['Int']['output'];
  status: TaskStatus;
  tasks: Array<Task>;
  wipLimit?: Maybe<WipLimit>;
};

/** A change to a project’s board, its stories or epics, sent to every member watching it. */
export type BoardEvent = {
  __typename?: 'BoardEvent';
  /** Who made the change, so a client can ignore its own echo. */
  actorId: Scalars['Int']['output'];
  epic?: Maybe<Epic>;
  /** The changed item’s id (task, story, epic or project, by kind). */
  itemId: Scalars['Int']['output'];
  kind: BoardEventKind;
  occurredAt: Scalars['DateTimeISO']['output'];
  projectId: Scalars['Int']['output'];
  /** The task as it is now, for task events other than deletion. */
  task?: Maybe<Task>;
  userStory?: Maybe<UserStory>;
  /** Soft WIP-limit warnings raised by this change. */
  warnings: Array<Scalars['String']['output']>;
};

export type BoardEventKind =
  | 'EPIC_CREATED'
  | 'EPIC_DELETED'
  | 'EPIC_UPDATED'
  | 'PROJECT_DELETED'
  | 'PROJECT_UPDATED'
  | 'TASK_CREATED'
  | 'TASK_DELETED'
  | 'TASK_MOVED'
  | 'TASK_UPDATED'
  | 'USER_STORY_CREATED'
  | 'USER_STORY_DELETED'
  | 'USER_STORY_UPDATED';

/** How to draw an answer: chosen from the result’s shape by rules, never code. */
export type ChartSpecType = {
  __typename?: 'ChartSpecType';
  series?: Maybe<Scalars['String']['output']>;
  /** number, bar, line, pie or table. */
  type: Scalars['String']['output'];
  x?: Maybe<Scalars['String']['output']>;
  y?: Maybe<Array<Scalars['String']['output']>>;
};

/** A question back to the user when the question has more than one reading. */
export type ClarificationType = {
  __typename?: 'ClarificationType';
  /** 2 to 4 concrete rephrasings to choose from. */
  options: Array<Scalars['String']['output']>;
  question: Scalars['String']['output'];
};

/** What "Test connection" found. */
export type ConnectionTestResult = {
  __typename?: 'ConnectionTestResult';
  /** What worked, or what went wrong in terms the user can act on. */
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  serverVersion?: Maybe<Scalars['String']['output']>;
  /** Tables in the schema (PostgreSQL) or database (MySQL). */
  tableCount?: Maybe<Scalars['Int']['output']>;
};

/** Data the ask engine can answer from: uploaded files or a live database. */
export type DataSource = {
  __typename?: 'DataSource';
  /** Bytes of the uploaded files (0 for a database). */
  byteSize: Scalars['Float']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  createdById?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  kind: DataSourceKind;
  /** Named measures the ask engine can use, oldest first. */
  metrics: Array<DataSourceMetric>;
  name: Scalars['String']['output'];
  status: DataSourceStatus;
  /** The workspace’s own words for tables and columns, oldest first. */
  synonyms: Array<DataSourceSynonym>;
  /** The catalog’s tables; empty while the source is importing. */
  tables: Array<DataSourceTable>;
  updatedAt: Scalars['DateTimeISO']['output'];
  workspaceId: Scalars['Int']['output'];
};

/** A column of a data source table, as the catalog knows it. */
export type DataSourceColumn = {
  __typename?: 'DataSourceColumn';
  /** From a data dictionary, when one came with the files. */
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** integer, numeric, boolean, date, timestamp or text. */
  type: Scalars['String']['output'];
};

/** Uploaded CSV/XLSX files (kept in PostgreSQL), a live PostgreSQL or MySQL/MariaDB database, or the demo data. */
export type DataSourceKind =
  | 'DEMO'
  | 'MYSQL'
  | 'POSTGRES'
  | 'UPLOAD';

/** A named aggregate over one table of the source. */
export type DataSourceMetric = {
  __typename?: 'DataSourceMetric';
  createdAt: Scalars['DateTimeISO']['output'];
  dataSourceId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** An aggregate SQL expression over the table’s columns, e.g. sum(unit_price*quantity). */
  expression: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  table: Scalars['String']['output'];
};

/** Whether a source can be queried yet. */
export type DataSourceStatus =
  | 'IMPORTING'
  | 'READY';

/** A word the ask engine reads as a table or a column of the source. */
export type DataSourceSynonym = {
  __typename?: 'DataSourceSynonym';
  /** The column the term means; null when it means the table. */
  column?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  dataSourceId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** The table the term means, or the table of its column. */
  table: Scalars['String']['output'];
  term: Scalars['String']['output'];
};

/** A table of a data source with its row count and columns. */
export type DataSourceTable = {
  __typename?: 'DataSourceTable';
  columns: Array<DataSourceColumn>;
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  rowCount: Scalars['Float']['output'];
};

/** Where an external database lives and how to log in. The password is stored encrypted. */
export type DatabaseConnectionInput = {
  database: Scalars['String']['input'];
  host: Scalars['String']['input'];
  kind: DatabaseKind;
  /** May be empty when the server needs none. */
  password: Scalars['String']['input'];
  port: Scalars['Int']['input'];
  /** PostgreSQL only: the schema to read (default public). */
  schema?: InputMaybe<Scalars['String']['input']>;
  /** Encrypt the connection (the certificate is not verified). */
  ssl?: InputMaybe<Scalars['Boolean']['input']>;
  user: Scalars['String']['input'];
};

/** PostgreSQL, or MySQL and MariaDB. */
export type DatabaseKind =
  | 'MYSQL'
  | 'POSTGRES';

/** A live database to add as a data source. */
export type DatabaseSourceInput = {
  database: Scalars['String']['input'];
  host: Scalars['String']['input'];
  kind: DatabaseKind;
  name: Scalars['String']['input'];
  /** May be empty when the server needs none. */
  password: Scalars['String']['input'];
  port: Scalars['Int']['input'];
  /** PostgreSQL only: the schema to read (default public). */
  schema?: InputMaybe<Scalars['String']['input']>;
  /** Encrypt the connection (the certificate is not verified). */
  ssl?: InputMaybe<Scalars['Boolean']['input']>;
  user: Scalars['String']['input'];
};

/** What a delete removed or unlinked, so clients can say so. */
export type DeletionSummary = {
  __typename?: 'DeletionSummary';
  epics: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  tasks: Scalars['Int']['output'];
  /** Tasks kept but detached from a deleted user story. */
  unlinkedTasks: Scalars['Int']['output'];
  userStories: Scalars['Int']['output'];
};

/** What the draft is about: the project, epic, story or item title, and its description. */
export type DraftContextInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What to draft: epic titles, user stories, task titles, a description or acceptance criteria. */
export type DraftKind =
  | 'CRITERIA'
  | 'DESCRIPTION'
  | 'EPICS'
  | 'STORIES'
  | 'TASKS';

/** A large body of work in a project, split into user stories. */
export type Epic = {
  __typename?: 'Epic';
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  projectId: Scalars['Int']['output'];
  status: EpicStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type EpicCreateInput = {
  /** Trimmed; empty is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Missing gives "Project context is missing." */
  projectId?: InputMaybe<Scalars['Int']['input']>;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: InputMaybe<EpicStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** REST uses the values (e.g. "On Hold"). */
export type EpicStatus =
  | 'ARCHIVED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'ON_HOLD'
  | 'TO_DO';

/** Epic fields that can change; title is required after trimming. */
export type EpicUpdateInput = {
  /** Trimmed; empty is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: InputMaybe<EpicStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Loading the files, then profiling the tables for the catalog; then ready, or failed with nothing kept. */
export type ImportPhase =
  | 'FAILED'
  | 'IMPORTING'
  | 'PROFILING'
  | 'READY';

/** How far an upload’s import has come. */
export type ImportProgress = {
  __typename?: 'ImportProgress';
  /** Bytes of the files loaded so far. */
  bytes: Scalars['Float']['output'];
  /** The file the event is about, when it is about one. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Why the import failed. */
  message?: Maybe<Scalars['String']['output']>;
  /** 0 to 100. */
  percent: Scalars['Int']['output'];
  phase: ImportPhase;
  /** Rows loaded so far, over all files. */
  rows: Scalars['Float']['output'];
  sourceId: Scalars['Int']['output'];
  totalBytes: Scalars['Float']['output'];
  workspaceId: Scalars['Int']['output'];
};

/** A moved task, with any soft WIP-limit warnings the move raised. */
export type MoveTaskResult = {
  __typename?: 'MoveTaskResult';
  task: Task;
  warnings: Array<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addMetric: DataSourceMetric;
  addSynonym: DataSourceSynonym;
  /** Answers a question in plain language from the workspace’s data (twin of POST /api/v1/ask). A follow-up with the same conversationId refines the previous question. */
  ask: AskAnswerType;
  /** Judges one registration-chat answer (twin of POST /api/v1/echo-chat). Open to anonymous callers: it runs before sign-up. */
  checkRegistrationAnswer: RegistrationVerdict;
  /** Tests, profiles and saves a live PostgreSQL or MySQL/MariaDB database. Owners and Admins only. */
  createDatabaseSource: DataSource;
  createEpic: Epic;
  /** Creates a project in the active workspace (not for Viewers). */
  createProject: Project;
  /** Creates a task at the end of its column (Backlog unless a status is given). */
  createTask: Task;
  /** Imports CSV and XLSX files (one table per file or sheet) as a new source and returns it once ready. A CSV with the header Table,Field,Description describes the tables instead. Owners and Admins only. */
  createUploadSource: DataSource;
  createUserStory: UserStory;
  /** Deletes the source (an upload’s tables too) with its synonyms and metrics; returns its id. */
  deleteDataSource: Scalars['Int']['output'];
  /** Deletes the epic, its user stories and their tasks. */
  deleteEpic: DeletionSummary;
  /** Deletes the project with all its epics, user stories and tasks. */
  deleteProject: DeletionSummary;
  /** Deletes the task and returns its id. */
  deleteTask: Scalars['Int']['output'];
  /** Deletes the user story; its tasks stay, unlinked. */
  deleteUserStory: DeletionSummary;
  /** Answers a drafting prompt with text (twin of POST /api/chat). */
  draftText: Scalars['String']['output'];
  /** Signs in with email and password. */
  login: AuthPayload;
  /** Puts a task in a column between two neighbours (either may be left out: top, bottom or end of column). */
  moveTask: MoveTaskResult;
  /** Profiles the source again; descriptions, synonyms and metrics are kept. */
  refreshCatalog: DataSource;
  /** Creates an account and its workspace (the user is Owner) and signs in. */
  register: AuthPayload;
  /** Returns the removed metric’s id. */
  removeMetric: Scalars['Int']['output'];
  /** Returns the removed synonym’s id. */
  removeSynonym: Scalars['Int']['output'];
  /** Replaces the task board’s WIP limits. */
  setWipLimits: Project;
  /** Subscribes the signed-in user to product updates. */
  subscribe: SubscribeResult;
  /** Drafts 3-5 epic titles, stories, task titles or criteria, or one description, for a context. */
  suggest: Suggestions;
  /** Checks database settings before they are saved. */
  testConnection: ConnectionTestResult;
  /** Changes the given fields; fields left out stay as they are. */
  updateEpic: Epic;
  /** Changes the signed-in user’s profile; the picture must be JPG, PNG or GIF, at most 2 MB. */
  updateProfile: User;
  /** Changes the given fields; fields left out stay as they are. */
  updateProject: Project;
  /** Changes the given fields; fields left out stay as they are. */
  updateTask: Task;
  /** Changes the given fields; fields left out stay as they are. */
  updateUserStory: UserStory;
};


export type MutationAddMetricArgs = {
  input: AddMetricInput;
};


export type MutationAddSynonymArgs = {
  input: AddSynonymInput;
};


export type MutationAskArgs = {
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  dataSourceIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  memory?: InputMaybe<Scalars['Boolean']['input']>;
  question: Scalars['String']['input'];
};


export type MutationCheckRegistrationAnswerArgs = {
  input: RegistrationAnswerInput;
};


export type MutationCreateDatabaseSourceArgs = {
  input: DatabaseSourceInput;
};


export type MutationCreateEpicArgs = {
  input: EpicCreateInput;
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
};


export type MutationCreateTaskArgs = {
  input: TaskCreateInput;
};


export type MutationCreateUploadSourceArgs = {
  files: Array<Scalars['Upload']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateUserStoryArgs = {
  input: UserStoryCreateInput;
};


export type MutationDeleteDataSourceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteEpicArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteTaskArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteUserStoryArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDraftTextArgs = {
  prompt: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMoveTaskArgs = {
  afterId?: InputMaybe<Scalars['Int']['input']>;
  beforeId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  status: TaskStatus;
};


export type MutationRefreshCatalogArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveMetricArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRemoveSynonymArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSetWipLimitsArgs = {
  input: WipLimitsInput;
  projectId: Scalars['Int']['input'];
};


export type MutationSuggestArgs = {
  context: DraftContextInput;
  kind: DraftKind;
};


export type MutationTestConnectionArgs = {
  input: DatabaseConnectionInput;
};


export type MutationUpdateEpicArgs = {
  id: Scalars['Int']['input'];
  input: EpicUpdateInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
  picture?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpdateProjectArgs = {
  id: Scalars['Int']['input'];
  input: ProjectInput;
};


export type MutationUpdateTaskArgs = {
  id: Scalars['Int']['input'];
  input: TaskUpdateInput;
};


export type MutationUpdateUserStoryArgs = {
  id: Scalars['Int']['input'];
  input: UserStoryUpdateInput;
};

/** A capability granted by a workspace role. */
export type Permission =
  | 'CREATE_REPORTS'
  | 'EDIT_PROJECTS'
  | 'INVITE_MEMBERS'
  | 'MANAGE_BILLING'
  | 'MANAGE_DATA_SOURCES'
  | 'VIEW_REPORTS';

/** A project in a workspace: it holds epics, user stories and a task board. */
export type Project = {
  __typename?: 'Project';
  createdAt: Scalars['DateTimeISO']['output'];
  createdById?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Work-in-progress limits of the task board, at most one per status. */
  wipLimits: Array<WipLimit>;
  workspaceId: Scalars['Int']['output'];
};

/** A project’s task board: every status column, in SPEC order, even when empty. */
export type ProjectBoard = {
  __typename?: 'ProjectBoard';
  columns: Array<BoardColumn>;
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
};

/** Project fields; name is required on create (SPEC: "Project name is required."). */
export type ProjectInput = {
  /** Empty or blank is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The change history of an epic, user story or task, oldest first. */
  activity: Array<ActivityEvent>;
  /** Which AI provider is active and whether it answers (twin of GET /api/v1/ai/status). */
  aiStatus: AiStatus;
  dataSource: DataSource;
  /** The data sources of the active workspace, oldest first. */
  dataSources: Array<DataSource>;
  epic: Epic;
  /** A project’s epics, oldest first. */
  epics: Array<Epic>;
  /** The signed-in user. */
  me: User;
  /** The workspaces the signed-in user belongs to, with their role in each. */
  myWorkspaces: Array<WorkspaceMember>;
  project: Project;
  /** The task board: one column per status in SPEC order, each with its count and tasks. */
  projectBoard: ProjectBoard;
  /** The projects of the active workspace, oldest first. */
  projects: Array<Project>;
  /** The newest changes on the active workspace’s projects, newest first (at most 50). */
  recentActivity: Array<RecentActivity>;
  task: Task;
  /** A project’s tasks in board order. */
  tasks: Array<Task>;
  /** How the assistant will answer a question, in words (twin of POST /api/v1/think). */
  thinking: Scalars['String']['output'];
  /** The user stories of an epic, or of a whole project; give exactly one of the two. */
  userStories: Array<UserStory>;
  userStory: UserStory;
};


export type QueryActivityArgs = {
  itemId: Scalars['Int']['input'];
  itemType: ActivityItemType;
};


export type QueryDataSourceArgs = {
  id: Scalars['Int']['input'];
};


export type QueryEpicArgs = {
  id: Scalars['Int']['input'];
};


export type QueryEpicsArgs = {
  projectId: Scalars['Int']['input'];
};


export type QueryProjectArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProjectBoardArgs = {
  projectId: Scalars['Int']['input'];
};


export type QueryRecentActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTaskArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTasksArgs = {
  projectId: Scalars['Int']['input'];
};


export type QueryThinkingArgs = {
  question: Scalars['String']['input'];
};


export type QueryUserStoriesArgs = {
  epicId?: InputMaybe<Scalars['Int']['input']>;
  projectId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserStoryArgs = {
  id: Scalars['Int']['input'];
};

/** A recent change on one of the workspace’s projects, for the notifications menu. */
export type RecentActivity = {
  __typename?: 'RecentActivity';
  action: ActivityAction;
  actorId?: Maybe<Scalars['Int']['output']>;
  /** First and last name, else username, else email; null once deleted. */
  actorName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  field?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  itemId: Scalars['Int']['output'];
  /** The item’s title now; null once it is deleted. */
  itemTitle?: Maybe<Scalars['String']['output']>;
  itemType: ActivityItemType;
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
};

/** The registration fields of every registration variant. */
export type RegisterInput = {
  /** Industry avatar: Marketing, Healthcare, Finance or Real Estate. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  /** Registration sends "user". */
  permission?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** One answer of the registration chat, with where it was given. */
export type RegistrationAnswerInput = {
  /** The question: its 0-based index or key (firstName … permission). */
  currentStep: Scalars['String']['input'];
  message: Scalars['String']['input'];
  /** Earlier answers by key. */
  previousAnswers?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** A verdict on a registration answer (SPEC §4). */
export type RegistrationVerdict = {
  __typename?: 'RegistrationVerdict';
  reason: Scalars['String']['output'];
  /** What the assistant says back. */
  response: Scalars['String']['output'];
  /** real, maybe_real, maybe_fake or fake. */
  validity: Scalars['String']['output'];
};

export type SubscribeResult = {
  __typename?: 'SubscribeResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Task, user story and epic changes of a project, for members of its workspace. */
  boardChanged: BoardEvent;
  /** Progress of the workspace’s imports. Without sourceId, every import of the workspace (subscribe before uploading and learn the id from the first event); with it, that source only. */
  importProgress: ImportProgress;
};


export type SubscriptionBoardChangedArgs = {
  projectId: Scalars['Int']['input'];
};


export type SubscriptionImportProgressArgs = {
  sourceId?: InputMaybe<Scalars['Int']['input']>;
};

/** Drafted suggestions, following SPEC’s rules for their kind. */
export type Suggestions = {
  __typename?: 'Suggestions';
  items: Array<Scalars['String']['output']>;
  kind: DraftKind;
  /** Which provider wrote them: builtin or openai-compatible. */
  provider: Scalars['String']['output'];
};

/** A card on the task board. */
export type Task = {
  __typename?: 'Task';
  assignees: Array<Assignee>;
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  priority: TaskPriority;
  projectId: Scalars['Int']['output'];
  /** Orders the task within its column (byte-wise ascending). */
  rank: Scalars['String']['output'];
  status: TaskStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  userStoryId?: Maybe<Scalars['Int']['output']>;
};

export type TaskCreateInput = {
  /** Members of the project’s workspace; replaces the current set. */
  assigneeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Empty is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, or null for none. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to Medium on create; null leaves it unchanged. */
  priority?: InputMaybe<TaskPriority>;
  /** Missing gives "Project ID is missing." */
  projectId?: InputMaybe<Scalars['Int']['input']>;
  /** Defaults to Backlog on create; a change puts the task at the end of that column; null leaves it unchanged. */
  status?: InputMaybe<TaskStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** A user story of the same project, or null. */
  userStoryId?: InputMaybe<Scalars['Int']['input']>;
};

export type TaskPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

/** A task board column. REST uses the values (e.g. "To Do"). */
export type TaskStatus =
  | 'BACKLOG'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'REVIEW'
  | 'TO_DO';

/** Task fields that can change; title is required. */
export type TaskUpdateInput = {
  /** Members of the project’s workspace; replaces the current set. */
  assigneeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Empty is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, or null for none. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to Medium on create; null leaves it unchanged. */
  priority?: InputMaybe<TaskPriority>;
  /** Defaults to Backlog on create; a change puts the task at the end of that column; null leaves it unchanged. */
  status?: InputMaybe<TaskStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** A user story of the same project, or null. */
  userStoryId?: InputMaybe<Scalars['Int']['input']>;
};

/** Profile fields a user may change; omitted fields stay as they are. */
export type UpdateProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  goals?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  notificationBrowser?: InputMaybe<Scalars['Boolean']['input']>;
  notificationEmail?: InputMaybe<Scalars['Boolean']['input']>;
  notificationSlack?: InputMaybe<Scalars['Boolean']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** A person with an account. Only the user themself can read these fields. */
export type User = {
  __typename?: 'User';
  /** The industry avatar chosen at registration. */
  avatar?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  /** What the user wants to achieve, from the setup wizard. */
  goals?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  notificationBrowser: Scalars['Boolean']['output'];
  notificationEmail: Scalars['Boolean']['output'];
  notificationSlack: Scalars['Boolean']['output'];
  permission: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  referralCode?: Maybe<Scalars['String']['output']>;
  subscribedToUpdates: Scalars['Boolean']['output'];
  theme: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

/** A user story of an epic; its description also holds the acceptance criteria. */
export type UserStory = {
  __typename?: 'UserStory';
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  epicId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  projectId: Scalars['Int']['output'];
  status: UserStoryStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type UserStoryCreateInput = {
  /** Also holds the acceptance criteria. Empty is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Missing gives "Epic context is missing." */
  epicId?: InputMaybe<Scalars['Int']['input']>;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: InputMaybe<UserStoryStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** REST uses the values (e.g. "In Progress"). */
export type UserStoryStatus =
  | 'BACKLOG'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'REVIEW'
  | 'TO_DO';

/** User story fields that can change; title is required. */
export type UserStoryUpdateInput = {
  /** Also holds the acceptance criteria. Empty is stored as null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: InputMaybe<UserStoryStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type WipEnforcement =
  | 'HARD'
  | 'SOFT';

/** The most tasks a board column should hold. */
export type WipLimit = {
  __typename?: 'WipLimit';
  enforcement: WipEnforcement;
  limit: Scalars['Int']['output'];
  status: TaskStatus;
};

export type WipLimitInput = {
  enforcement?: WipEnforcement;
  limit: Scalars['Int']['input'];
  status: TaskStatus;
};

export type WipLimitsInput = {
  /** The whole set: statuses left out have no limit. */
  limits: Array<WipLimitInput>;
};

/** A team’s space: its members, data sources, reports and projects. */
export type Workspace = {
  __typename?: 'Workspace';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The signed-in user’s place in one workspace. */
export type WorkspaceMember = {
  __typename?: 'WorkspaceMember';
  /** What this role may do, from the permission table. */
  permissions: Array<Permission>;
  role: WorkspaceRole;
  workspace: Workspace;
};

/** A member’s role within a workspace. */
export type WorkspaceRole =
  | 'ADMIN'
  | 'ANALYST'
  | 'OWNER'
  | 'VIEWER';
