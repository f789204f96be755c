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

export type AcceptInvitationInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The existing account’s password, or the new account’s. */
  password?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
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

/** An API key of the signed-in user; it acts with their role in its workspace. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** The first characters of the key (qry_ and 6 more), to tell keys apart. */
  keyPrefix: Scalars['String']['output'];
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
  workspaceId: Scalars['Int']['output'];
};

/** answered: rows from the data; clarification: a question back before answering; declined: the data cannot answer it. */
export type AskAnswerStatus =
  | 'ANSWERED'
  | 'CLARIFICATION'
  | 'DECLINED';

/** An answer from the user’s data. */
export type AskAnswerType = {
  __typename?: 'AskAnswerType';
  /** The answer in words, with its key numbers. */
  answer: Scalars['String']['output'];
  /** Identifies this answer (stored with its question, source, status, SQL and interpretation), for feedback. */
  answerId: Scalars['ID']['output'];
  chart?: Maybe<ChartSpecType>;
  clarification?: Maybe<ClarificationType>;
  columns: Array<Scalars['String']['output']>;
  /** Pass it back with the next question to let it refine this one. */
  conversationId: Scalars['ID']['output'];
  /** offline or llm: which path wrote the SQL. */
  engine: Scalars['String']['output'];
  /** What was understood, in order: measures, groupings, filters and time, order, limit, joins. Empty when nothing ran. */
  interpretation: Array<InterpretationTokenType>;
  /** Rows as arrays: numbers as JSON numbers, dates as ISO strings. */
  rows: Scalars['JSON']['output'];
  sourceIds: Array<Scalars['Int']['output']>;
  /** The SQL that produced the rows. */
  sql?: Maybe<Scalars['String']['output']>;
  /** ANSWERED with rows; CLARIFICATION with a question back (see clarification); DECLINED when the data cannot answer (see suggestions). */
  status: AskAnswerStatus;
  /** Questions the data can answer, offered when this one could not be. */
  suggestions: Array<Scalars['String']['output']>;
  /** The plan behind the answer, in words. */
  thinking: Scalars['String']['output'];
  /** True when the rows were cut at the row limit. */
  truncated: Scalars['Boolean']['output'];
  /** Words of the question that bound to nothing in the data. */
  unmatched: Array<Scalars['String']['output']>;
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

/** The placeholder plan (no payment provider): visible to the Owner only. */
export type Billing = {
  __typename?: 'Billing';
  billingEmail: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  priceMonthly: Scalars['Int']['output'];
  renewsOn: Scalars['DateTimeISO']['output'];
  seats: Scalars['Int']['output'];
  /** active, or canceling when it ends at the period end. */
  status: Scalars['String']['output'];
};

export type BillingInput = {
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  cancelAtPeriodEnd?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** The browser tab that made the change (its X-Quarry-Tab header), so that tab alone can skip its own echo. */
  originTab?: Maybe<Scalars['String']['output']>;
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

/** A card after setting its transform; with an error, the transform was not saved and the card is unchanged. */
export type CardTransformResult = {
  __typename?: 'CardTransformResult';
  card: ReportCard;
  error?: Maybe<TransformError>;
};

/** A new password; the current one is required unless the account has none yet. */
export type ChangePasswordInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};

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

export type ContactRequestInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  kind: ContactRequestKind;
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** demo (/demo) or contact (/contact). */
export type ContactRequestKind =
  | 'CONTACT'
  | 'DEMO';

export type ContactRequestResult = {
  __typename?: 'ContactRequestResult';
  message: Scalars['String']['output'];
};

/** A new API key: `key` is shown this once and cannot be read again. */
export type CreatedApiKeyPayload = {
  __typename?: 'CreatedApiKeyPayload';
  apiKey: ApiKey;
  key: Scalars['String']['output'];
};

/** A customer record to choose in the profile view. */
export type CustomerChoice = {
  __typename?: 'CustomerChoice';
  detail?: Maybe<Scalars['String']['output']>;
  /** The record’s key, as text. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The same customer found in another source, and how many key fields agree. */
export type CustomerMatch = {
  __typename?: 'CustomerMatch';
  comparedFields: Scalars['Int']['output'];
  /** The key fields that agree. */
  fields: Array<Scalars['String']['output']>;
  matchedFields: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sourceName: Scalars['String']['output'];
};

/** A customer profile computed from the customer’s rows. */
export type CustomerProfile = {
  __typename?: 'CustomerProfile';
  dataSourceId: Scalars['Int']['output'];
  demographics: Array<ProfileFact>;
  /** Monthly revenue (or orders, without a revenue measure). */
  history: Array<ProfilePoint>;
  /** What history measures. */
  historyLabel?: Maybe<Scalars['String']['output']>;
  /** Industry, segment or the like, when the record has one. */
  industry?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  /** Lifetime value: the customer’s revenue over all orders. */
  lifetimeValue?: Maybe<Scalars['Float']['output']>;
  /** Share (0 to 1) of key fields that agree in the best match in another source; null when found in one source only. */
  matchConfidence?: Maybe<Scalars['Float']['output']>;
  matches: Array<CustomerMatch>;
  name: Scalars['String']['output'];
  /** Lifetime value plus the next 12 months on the customer’s monthly trend. */
  predictedLifetimeValue?: Maybe<Scalars['Float']['output']>;
  predictions: Array<ProfileFact>;
  sourceName: Scalars['String']['output'];
  traits: Array<ProfileFact>;
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

/** A question rewritten with the catalog’s names (the chat’s Enhance). */
export type EnhancedQuestion = {
  __typename?: 'EnhancedQuestion';
  /** False when the question was kept as it was. */
  changed: Scalars['Boolean']['output'];
  /** What was done, or why nothing was. */
  note: Scalars['String']['output'];
  question: Scalars['String']['output'];
  /** The source the question was read against. */
  sourceName?: Maybe<Scalars['String']['output']>;
};

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

/** A question turned into filters on the table, or else answered by the ask engine. */
export type ExplorerAskResult = {
  __typename?: 'ExplorerAskResult';
  answer?: Maybe<AskAnswerType>;
  filters: Array<ExplorerFilter>;
  /** filters when the question became filters on this table, answer otherwise. */
  kind: Scalars['String']['output'];
  /** What was done, in words. */
  message: Scalars['String']['output'];
  sort?: Maybe<ExplorerSort>;
};

export type ExplorerColumn = {
  __typename?: 'ExplorerColumn';
  name: Scalars['String']['output'];
  /** integer, numeric, boolean, date, timestamp or text. */
  type: Scalars['String']['output'];
};

/** A column users can filter by its values. */
export type ExplorerFacet = {
  __typename?: 'ExplorerFacet';
  column: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** source, status or other: SPEC’s Source and Status filters come first. */
  role: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

/** One explorer filter: a column compared with values. */
export type ExplorerFilter = {
  __typename?: 'ExplorerFilter';
  column: Scalars['String']['output'];
  /** in, not_in, gt, gte, lt, lte, between (from inclusive, to exclusive) or contains. */
  operator: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ExplorerFilterInput = {
  column: Scalars['String']['input'];
  operator?: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** One page of rows. */
export type ExplorerPage = {
  __typename?: 'ExplorerPage';
  columns: Array<ExplorerColumn>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Rows as arrays in column order: numbers as numbers, dates as ISO strings. */
  rows: Scalars['JSON']['output'];
  /** Rows matching the selection, over all pages. */
  total: Scalars['Float']['output'];
};

/** Which rows of a source table: filters, a free-text search and an order. */
export type ExplorerSelectionInput = {
  dataSourceId: Scalars['Int']['input'];
  filters?: Array<ExplorerFilterInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ExplorerSortInput>;
  table: Scalars['String']['input'];
};

export type ExplorerSort = {
  __typename?: 'ExplorerSort';
  column: Scalars['String']['output'];
  descending: Scalars['Boolean']['output'];
};

export type ExplorerSortInput = {
  column: Scalars['String']['input'];
  descending?: Scalars['Boolean']['input'];
};

/** A figure about the selected rows. */
export type ExplorerStat = {
  __typename?: 'ExplorerStat';
  hint?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** Formatted for display. */
  value: Scalars['String']['output'];
};

export type ExplorerSummary = {
  __typename?: 'ExplorerSummary';
  matchingRows: Scalars['Float']['output'];
  stats: Array<ExplorerStat>;
  totalRows: Scalars['Float']['output'];
};

/** What the explorer offers for one table. */
export type ExplorerTableInfo = {
  __typename?: 'ExplorerTableInfo';
  columns: Array<ExplorerColumn>;
  facets: Array<ExplorerFacet>;
  rowCount: Scalars['Float']['output'];
  table: Scalars['String']['output'];
};

/** A saved explorer view: a user-given label with its filters, search and sort. */
export type ExplorerView = {
  __typename?: 'ExplorerView';
  createdAt: Scalars['DateTimeISO']['output'];
  createdById?: Maybe<Scalars['Int']['output']>;
  dataSourceId: Scalars['Int']['output'];
  filters: Array<ExplorerFilter>;
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  search?: Maybe<Scalars['String']['output']>;
  sort?: Maybe<ExplorerSort>;
  table: Scalars['String']['output'];
};

/** A saved chat question of the signed-in user. */
export type FavoriteQuestion = {
  __typename?: 'FavoriteQuestion';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  question: Scalars['String']['output'];
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

/** A message of a timeline thread: an insight, or a follow-up answer (SPEC §3). */
export type InsightMessage = {
  __typename?: 'InsightMessage';
  /** For a followup: who asked. */
  askedBy?: Maybe<Scalars['String']['output']>;
  /** Markdown-free text with the numbers. */
  content: Scalars['String']['output'];
  /** A client link that opens the reports tab with the query behind the message, ready to add as a card. */
  dataLink?: Maybe<Scalars['String']['output']>;
  generatedAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** For a followup: the question it answers. */
  question?: Maybe<Scalars['String']['output']>;
  /** insight or followup. */
  type: Scalars['String']['output'];
};

/** The query behind a timeline message, with its rows as of now: what its dataLink opens. */
export type InsightQueryPreview = {
  __typename?: 'InsightQueryPreview';
  chartType: ReportChartType;
  /** Rows as records. */
  data: Scalars['JSON']['output'];
  messageId: Scalars['Int']['output'];
  prompt: Scalars['String']['output'];
  sourceId: Scalars['Int']['output'];
  sql: Scalars['String']['output'];
  title: Scalars['String']['output'];
  xKey: Scalars['String']['output'];
  yKey: Scalars['String']['output'];
};

/** A timeline thread: a finding about the workspace’s data and the conversation about it (SPEC §3). */
export type InsightThread = {
  __typename?: 'InsightThread';
  author: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  isResolved: Scalars['Boolean']['output'];
  /** When the thread last got a message or was resolved. */
  lastUpdated: Scalars['DateTimeISO']['output'];
  /** Oldest first. */
  messages: Array<InsightMessage>;
  /** The data source the finding is about. */
  sourceId?: Maybe<Scalars['Int']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  workspaceId: Scalars['Int']['output'];
};

/** What an interpretation token says: the measure, a listing, a grouping, a filter, the time, the order, the limit or a join. */
export type InterpretationKind =
  | 'FILTER'
  | 'GROUP'
  | 'JOIN'
  | 'LIMIT'
  | 'LIST'
  | 'MEASURE'
  | 'ORDER'
  | 'TIME';

/** One part of what the engine understood, from the plan (or the SQL) that ran. */
export type InterpretationTokenType = {
  __typename?: 'InterpretationTokenType';
  kind: InterpretationKind;
  /** In words: “sum of freight”, “by ship_country”, “order_date in 1997”. */
  text: Scalars['String']['output'];
};

/** What an accept link shows before it is accepted. */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** An account with this email exists: accepting asks for its password. */
  accountExists: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  invitedByName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  role: WorkspaceRole;
  workspaceName: Scalars['String']['output'];
};

export type InviteTeamMembersInput = {
  invites: Array<TeamInviteInput>;
};

/** A moved task, with any soft WIP-limit warnings the move raised. */
export type MoveTaskResult = {
  __typename?: 'MoveTaskResult';
  task: Task;
  warnings: Array<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation: joins the existing account (signed in, or with its password) or creates it. */
  acceptInvitation: AuthPayload;
  /** Keeps a question to ask again; a question kept already is returned as it is. */
  addFavoriteQuestion: FavoriteQuestion;
  /** Adds the query behind a timeline message to a report as a card. */
  addInsightToReport: ReportCard;
  addMetric: DataSourceMetric;
  addSynonym: DataSourceSynonym;
  /** Answers a question in plain language from the workspace’s data (twin of POST /api/v1/ask). A follow-up with the same conversationId refines the previous question. */
  ask: AskAnswerType;
  /** Changes the password (the current one is required) and ends every other session; returns how many ended. */
  changePassword: Scalars['Int']['output'];
  /** Judges one registration-chat answer (twin of POST /api/v1/echo-chat). Open to anonymous callers: it runs before sign-up. */
  checkRegistrationAnswer: RegistrationVerdict;
  /** The setup wizard’s Finish Setup: saves the goals (non-empty after trimming). */
  completeSetup: User;
  /** Makes an API key (qry_…) that acts with your role in the active workspace. */
  createApiKey: CreatedApiKeyPayload;
  /** Tests, profiles and saves a live PostgreSQL or MySQL/MariaDB database. Owners and Admins only. */
  createDatabaseSource: DataSource;
  createEpic: Epic;
  /** Creates a project in the active workspace (not for Viewers). */
  createProject: Project;
  createReport: Report;
  /** Creates a task at the end of its column (Backlog unless a status is given). */
  createTask: Task;
  /** Imports CSV and XLSX files (one table per file or sheet) as a new source and returns it once ready. A CSV with the header Table,Field,Description describes the tables instead. Owners and Admins only. */
  createUploadSource: DataSource;
  createUserStory: UserStory;
  /** Deletes the source (an upload’s tables too) with its synonyms and metrics; returns its id. */
  deleteDataSource: Scalars['Int']['output'];
  /** Deletes the epic, its user stories and their tasks. */
  deleteEpic: DeletionSummary;
  /** Deletes a saved view; returns its id. */
  deleteExplorerView: Scalars['Int']['output'];
  /** Deletes the project with all its epics, user stories and tasks. */
  deleteProject: DeletionSummary;
  /** Returns the deleted report’s id. */
  deleteReport: Scalars['Int']['output'];
  /** Returns the deleted card’s id. */
  deleteReportCard: Scalars['Int']['output'];
  /** Deletes the task and returns its id. */
  deleteTask: Scalars['Int']['output'];
  /** Deletes the user story; its tasks stay, unlinked. */
  deleteUserStory: DeletionSummary;
  /** Answers a drafting prompt with text (twin of POST /api/chat). */
  draftText: Scalars['String']['output'];
  /** Rewrites a question with the catalog’s names; the rewritten one plans to the same query. */
  enhanceQuestion: EnhancedQuestion;
  /** Turns a question into filters on the table, or answers it from the source. */
  explorerAsk: ExplorerAskResult;
  /** Generate: adds the prompt and the answer to the messages, and a chart card built by the ask engine (titled with the prompt’s first 20 characters) when the answer can be charted. */
  generateReportCard: ReportTurn;
  /** A new report from Export Dashboard’s JSON; each card’s query runs again here. */
  importReport: Report;
  /** Invites people as admin, analyst or viewer (Owner and Admins only). */
  inviteTeamMembers: Array<SentInvitation>;
  /** Signs in with email and password. */
  login: AuthPayload;
  /** Ends the calling session (its token stops working). True when there was one to end. */
  logout: Scalars['Boolean']['output'];
  /** Puts a task in a column between two neighbours (either may be left out: top, bottom or end of column). */
  moveTask: MoveTaskResult;
  /** A follow-up question in a thread, answered by the ask engine as a followup message. */
  postInsightFollowUp: InsightThread;
  /** Profiles the source again; descriptions, synonyms and metrics are kept. */
  refreshCatalog: DataSource;
  /** Runs the card’s query again, then its transform. */
  refreshReportCard: ReportCard;
  /** Creates an account and its workspace (the user is Owner) and signs in. */
  register: AuthPayload;
  /** Removes a saved question; returns its id. */
  removeFavoriteQuestion: Scalars['Int']['output'];
  /** Removes a member (Owner and Admins), or leaves (yourself). The Owner cannot be removed. */
  removeMember: Scalars['Int']['output'];
  /** Returns the removed metric’s id. */
  removeMetric: Scalars['Int']['output'];
  /** Returns the removed synonym’s id. */
  removeSynonym: Scalars['Int']['output'];
  renameReport: Report;
  /** Makes a new accept link for a pending invitation; the old link stops working. */
  renewInvitation: SentInvitation;
  /** The report’s cards in a new order; cardIds lists each card once. */
  reorderReportCards: Array<ReportCard>;
  /** Width as a percentage of the grid (10–100), height in pixels (200–1200). */
  resizeReportCard: ReportCard;
  resolveInsightThread: InsightThread;
  /** Revokes one of your API keys; it stops working at once. Returns its id. */
  revokeApiKey: Scalars['Int']['output'];
  /** Cancels a pending invitation; returns its id. */
  revokeInvitation: Scalars['Int']['output'];
  /** Ends every session but this one; returns how many ended. */
  revokeOtherSessions: Scalars['Int']['output'];
  /** Ends one session: its token stops working at once. Returns its id. */
  revokeSession: Scalars['ID']['output'];
  /** Saves the selection under a name; an empty name is refused. */
  saveExplorerView: ExplorerView;
  /** The assistant panel: a message about the report; it may add a card. */
  sendReportMessage: ReportTurn;
  /** Sets the body of `(rows) => rows` for a card, run on the server in QuickJS (1 s, 32 MB, no I/O). Null or empty removes it. */
  setReportCardTransform: CardTransformResult;
  /** Replaces the task board’s WIP limits. */
  setWipLimits: Project;
  /** Stores a demo request (/demo) or a message (/contact). */
  submitContactRequest: ContactRequestResult;
  /** Subscribes the signed-in user to product updates. */
  subscribe: SubscribeResult;
  /** Adds an email to the newsletter (once per address). */
  subscribeToNewsletter: NewsletterResult;
  /** Drafts 3-5 epic titles, stories, task titles or criteria, or one description, for a context. */
  suggest: Suggestions;
  /** Makes a workspace you belong to your default one. */
  switchWorkspace: Scalars['Boolean']['output'];
  /** Checks database settings before they are saved. */
  testConnection: ConnectionTestResult;
  /** Makes another member the Owner; you become an Admin. Owner only. */
  transferOwnership: Team;
  /** Changes the billing email or cancels at the period end. Owner only; no payment provider. */
  updateBilling: Billing;
  /** Changes the given fields; fields left out stay as they are. */
  updateEpic: Epic;
  /** Sets a member’s role to ADMIN, ANALYST or VIEWER (Owner and Admins; never the Owner’s). */
  updateMemberRole: WorkspaceMember;
  /** Changes the given preferences; the others stay. */
  updatePreferences: UserPreferences;
  /** Changes the signed-in user’s profile; the picture must be JPG, PNG or GIF, at most 2 MB. */
  updateProfile: User;
  /** Changes the given fields; fields left out stay as they are. */
  updateProject: Project;
  /** Changes the given fields; fields left out stay as they are. */
  updateTask: Task;
  /** Changes the given fields; fields left out stay as they are. */
  updateUserStory: UserStory;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAddFavoriteQuestionArgs = {
  question: Scalars['String']['input'];
};


export type MutationAddInsightToReportArgs = {
  messageId: Scalars['Int']['input'];
  reportId: Scalars['Int']['input'];
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


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckRegistrationAnswerArgs = {
  input: RegistrationAnswerInput;
};


export type MutationCompleteSetupArgs = {
  input: SetupInput;
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
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


export type MutationCreateReportArgs = {
  name: Scalars['String']['input'];
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


export type MutationDeleteExplorerViewArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteReportArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteReportCardArgs = {
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


export type MutationEnhanceQuestionArgs = {
  dataSourceIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  question: Scalars['String']['input'];
};


export type MutationExplorerAskArgs = {
  question: Scalars['String']['input'];
  selection: ExplorerSelectionInput;
};


export type MutationGenerateReportCardArgs = {
  prompt: Scalars['String']['input'];
  reportId: Scalars['Int']['input'];
};


export type MutationImportReportArgs = {
  json: Scalars['JSON']['input'];
};


export type MutationInviteTeamMembersArgs = {
  input: InviteTeamMembersInput;
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


export type MutationPostInsightFollowUpArgs = {
  question: Scalars['String']['input'];
  threadId: Scalars['Int']['input'];
};


export type MutationRefreshCatalogArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRefreshReportCardArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFavoriteQuestionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRemoveMemberArgs = {
  memberId: Scalars['Int']['input'];
};


export type MutationRemoveMetricArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRemoveSynonymArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRenameReportArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenewInvitationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationReorderReportCardsArgs = {
  cardIds: Array<Scalars['Int']['input']>;
  reportId: Scalars['Int']['input'];
};


export type MutationResizeReportCardArgs = {
  height: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
  widthPercent: Scalars['Int']['input'];
};


export type MutationResolveInsightThreadArgs = {
  resolved?: InputMaybe<Scalars['Boolean']['input']>;
  threadId: Scalars['Int']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveExplorerViewArgs = {
  label: Scalars['String']['input'];
  selection: ExplorerSelectionInput;
};


export type MutationSendReportMessageArgs = {
  content: Scalars['String']['input'];
  reportId: Scalars['Int']['input'];
};


export type MutationSetReportCardTransformArgs = {
  id: Scalars['Int']['input'];
  transform?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetWipLimitsArgs = {
  input: WipLimitsInput;
  projectId: Scalars['Int']['input'];
};


export type MutationSubmitContactRequestArgs = {
  input: ContactRequestInput;
};


export type MutationSubscribeToNewsletterArgs = {
  input: NewsletterInput;
};


export type MutationSuggestArgs = {
  context: DraftContextInput;
  kind: DraftKind;
};


export type MutationSwitchWorkspaceArgs = {
  workspaceId: Scalars['Int']['input'];
};


export type MutationTestConnectionArgs = {
  input: DatabaseConnectionInput;
};


export type MutationTransferOwnershipArgs = {
  memberId: Scalars['Int']['input'];
};


export type MutationUpdateBillingArgs = {
  input: BillingInput;
};


export type MutationUpdateEpicArgs = {
  id: Scalars['Int']['input'];
  input: EpicUpdateInput;
};


export type MutationUpdateMemberRoleArgs = {
  memberId: Scalars['Int']['input'];
  role: WorkspaceRole;
};


export type MutationUpdatePreferencesArgs = {
  input: UpdatePreferencesInput;
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

export type NewsletterInput = {
  email: Scalars['String']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
};

export type NewsletterResult = {
  __typename?: 'NewsletterResult';
  message: Scalars['String']['output'];
  /** False when the address was already on the list. */
  subscribed: Scalars['Boolean']['output'];
};

/** A capability granted by a workspace role. */
export type Permission =
  | 'CREATE_REPORTS'
  | 'EDIT_PROJECTS'
  | 'INVITE_MEMBERS'
  | 'MANAGE_BILLING'
  | 'MANAGE_DATA_SOURCES'
  | 'VIEW_REPORTS';

/** A labelled figure or fact on a profile card. */
export type ProfileFact = {
  __typename?: 'ProfileFact';
  hint?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A month of the customer’s history. */
export type ProfilePoint = {
  __typename?: 'ProfilePoint';
  period: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

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

/** Public settings the sign-in and registration screens need. */
export type PublicSettings = {
  __typename?: 'PublicSettings';
  /** The form /register shows when no link chooses one: simple or chat. */
  registrationVariant: Scalars['String']['output'];
  signInProviders: Array<SignInProvider>;
};

/** The pulse of one data source: its cards over the latest period. */
export type Pulse = {
  __typename?: 'Pulse';
  cards: Array<PulseCard>;
  dataSourceId?: Maybe<Scalars['Int']['output']>;
  periodDays: Scalars['Int']['output'];
  sourceName?: Maybe<Scalars['String']['output']>;
};

/** One pulse card (SPEC §3): a figure of the latest period against the one before. */
export type PulseCard = {
  __typename?: 'PulseCard';
  /** Change against the period before, in percent. */
  changePercent?: Maybe<Scalars['Float']['output']>;
  current?: Maybe<Scalars['Float']['output']>;
  description: Scalars['String']['output'];
  /** Financial, Customer Metrics or Operations. */
  group: Scalars['String']['output'];
  /** An icon name: revenue, units, average, customers, new-customers, leads, conversion, orders, returns, deals. */
  icon: Scalars['String']['output'];
  previous?: Maybe<Scalars['Float']['output']>;
  /** positive, neutral or negative. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The latest period’s figure, formatted. */
  value: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The change history of an epic, user story or task, oldest first. */
  activity: Array<ActivityEvent>;
  /** Which AI provider is active and whether it answers (twin of GET /api/v1/ai/status). */
  aiStatus: AiStatus;
  /** Your API keys in the active workspace, newest first. */
  apiKeys: Array<ApiKey>;
  /** The placeholder Pro plan at $99/month. Owner only. */
  billing: Billing;
  /** Customer records of a source to choose from, by name; at most 50. */
  customerChoices: Array<CustomerChoice>;
  /** A customer’s demographics, behaviour and predictions, computed from their rows. */
  customerProfile: CustomerProfile;
  dataSource: DataSource;
  /** The data sources of the active workspace, oldest first. */
  dataSources: Array<DataSource>;
  epic: Epic;
  /** A project’s epics, oldest first. */
  epics: Array<Epic>;
  /** One page of a source table’s rows, filtered and sorted on the server. */
  explorerRows: ExplorerPage;
  /** Summary figures of the selected rows. */
  explorerSummary: ExplorerSummary;
  /** The columns of a source table and the values it can be filtered by. */
  explorerTable: ExplorerTableInfo;
  /** The workspace’s saved views of one table, oldest first. */
  explorerViews: Array<ExplorerView>;
  /** Export Dashboard: the report as JSON (cards, queries, transforms, layout). */
  exportReport: Scalars['JSON']['output'];
  /** The signed-in user’s saved questions, newest first. */
  favoriteQuestions: Array<FavoriteQuestion>;
  /** The setup wizard’s six goal suggestions. */
  goalSuggestions: Array<Scalars['String']['output']>;
  /** The query behind a timeline message (its dataLink), run now. */
  insightQuery: InsightQueryPreview;
  /** Every tag on the workspace’s timeline, for filtering. */
  insightTags: Array<Scalars['String']['output']>;
  /** The timeline: threads newest first (the latest 100), optionally with one tag, optionally open only. */
  insightThreads: Array<InsightThread>;
  /** Open to anyone with the link: what accepting it means. */
  invitation: InvitationPreview;
  /** The signed-in user. */
  me: User;
  /** The signed-in user’s active sessions, most recently used first. */
  mySessions: Array<UserSession>;
  /** The workspaces the signed-in user belongs to, with their role in each. */
  myWorkspaces: Array<WorkspaceMember>;
  /** The signed-in user’s chat settings and prompt choices. */
  preferences: UserPreferences;
  project: Project;
  /** The task board: one column per status in SPEC order, each with its count and tasks. */
  projectBoard: ProjectBoard;
  /** The projects of the active workspace, oldest first. */
  projects: Array<Project>;
  /** Open to anyone: the registration variant and which sign-in providers work. */
  publicSettings: PublicSettings;
  /** Financial, customer and operations cards of a source (by default the one with the most to show). */
  pulse: Pulse;
  /** The newest changes on the active workspace’s projects, newest first (at most 50). */
  recentActivity: Array<RecentActivity>;
  /** One report; cards waiting for their data source are run first. */
  report: Report;
  reportStats: ReportStats;
  /** The active workspace’s reports, oldest first. */
  reports: Array<Report>;
  /** Questions to offer in chat, shaped by the setup wizard’s goals and checked against the workspace’s data sources. */
  suggestedQuestions: Array<SuggestedQuestion>;
  task: Task;
  /** A project’s tasks in board order. */
  tasks: Array<Task>;
  /** The active workspace’s members and roles (and pending invitations for Owner and Admins). */
  team: Team;
  /** How the assistant will answer a question, in words (twin of POST /api/v1/think). */
  thinking: Scalars['String']['output'];
  /** The user stories of an epic, or of a whole project; give exactly one of the two. */
  userStories: Array<UserStory>;
  userStory: UserStory;
  /** Sources, tables, rows, questions asked and storage of the active workspace. */
  workspaceStats: WorkspaceStats;
};


export type QueryActivityArgs = {
  itemId: Scalars['Int']['input'];
  itemType: ActivityItemType;
};


export type QueryCustomerChoicesArgs = {
  dataSourceId: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerProfileArgs = {
  dataSourceId: Scalars['Int']['input'];
  key: Scalars['String']['input'];
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


export type QueryExplorerRowsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  selection: ExplorerSelectionInput;
};


export type QueryExplorerSummaryArgs = {
  selection: ExplorerSelectionInput;
};


export type QueryExplorerTableArgs = {
  dataSourceId: Scalars['Int']['input'];
  table: Scalars['String']['input'];
};


export type QueryExplorerViewsArgs = {
  dataSourceId: Scalars['Int']['input'];
  table: Scalars['String']['input'];
};


export type QueryExportReportArgs = {
  id: Scalars['Int']['input'];
};


export type QueryInsightQueryArgs = {
  messageId: Scalars['Int']['input'];
};


export type QueryInsightThreadsArgs = {
  includeResolved?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryProjectArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProjectBoardArgs = {
  projectId: Scalars['Int']['input'];
};


export type QueryPulseArgs = {
  dataSourceId?: InputMaybe<Scalars['Int']['input']>;
  periodDays?: Scalars['Int']['input'];
};


export type QueryRecentActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySuggestedQuestionsArgs = {
  limit?: Scalars['Int']['input'];
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
  /** The chat variant’s yes/no permission: product update emails. */
  subscribeToUpdates?: InputMaybe<Scalars['Boolean']['input']>;
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

/** A report of a workspace: chart cards in order, and the assistant’s conversation about it. */
export type Report = {
  __typename?: 'Report';
  /** In grid order. */
  cards: Array<ReportCard>;
  createdAt: Scalars['DateTimeISO']['output'];
  createdById?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** The assistant conversation, oldest first (the latest 200). */
  messages: Array<ReportMessage>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A chart card: the question, the query behind it, its rows (after its transform) and its place in the grid. */
export type ReportCard = {
  __typename?: 'ReportCard';
  chartType: ReportChartType;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The rows drawn: the query’s rows after the card’s transform, as records. */
  data: Scalars['JSON']['output'];
  /** Height in pixels (300 by default, at least 200). */
  height: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** Why the card is pending or failed. */
  message?: Maybe<Scalars['String']['output']>;
  /** Order in the grid, from 0. */
  position: Scalars['Int']['output'];
  /** The question the card answers. */
  prompt: Scalars['String']['output'];
  /** When the query last ran. */
  refreshedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  reportId: Scalars['Int']['output'];
  /** A second grouping drawn as one line or bar per value. */
  seriesKey?: Maybe<Scalars['String']['output']>;
  sourceId?: Maybe<Scalars['Int']['output']>;
  /** The checked, read-only SELECT that produced the rows; refresh runs it again. */
  sql?: Maybe<Scalars['String']['output']>;
  status: ReportCardStatus;
  /** The first 20 characters of the prompt (SPEC §9). */
  title: Scalars['String']['output'];
  /** The body of `(rows) => rows`, run on the server in a sandbox. */
  transform?: Maybe<Scalars['String']['output']>;
  /** Set when the transform failed on the last refresh; the rows are then drawn untransformed. */
  transformError?: Maybe<TransformError>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Width as a percentage of the grid’s width (100 by default). */
  widthPercent: Scalars['Int']['output'];
  /** The column on the x axis (or the pie’s labels). */
  xKey?: Maybe<Scalars['String']['output']>;
  /** The measured column. */
  yKey?: Maybe<Scalars['String']['output']>;
};

export type ReportCardStatus =
  | 'FAILED'
  | 'PENDING'
  | 'READY';

/** How a card is drawn: line, bar or pie (SPEC §3). */
export type ReportChartType =
  | 'BAR'
  | 'LINE'
  | 'PIE';

/** A message of a report’s assistant conversation (SPEC §3: role user or ai, and content). */
export type ReportMessage = {
  __typename?: 'ReportMessage';
  authorId?: Maybe<Scalars['Int']['output']>;
  /** The card this message added, if any. */
  cardId?: Maybe<Scalars['Int']['output']>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** Rephrasings to pick from, when the assistant asks back. */
  options: Array<Scalars['String']['output']>;
  reportId: Scalars['Int']['output'];
  /** user or ai. */
  role: Scalars['String']['output'];
};

/** The reports tab’s header figures, counted from the workspace’s data. */
export type ReportStats = {
  __typename?: 'ReportStats';
  /** Reports in the workspace. */
  activeReports: Scalars['Int']['output'];
  /** Open (unresolved) findings of the insight engine. */
  aiSuggestions: Scalars['Int']['output'];
  /** Timeline messages posted in the last 24 hours. */
  realtimeUpdates: Scalars['Int']['output'];
};

/** What one prompt produced: the new messages (user, then ai) and the card, when one was added. */
export type ReportTurn = {
  __typename?: 'ReportTurn';
  card?: Maybe<ReportCard>;
  messages: Array<ReportMessage>;
};

/** An invitation just made, with its accept link (shown once; a new link can be made later). */
export type SentInvitation = {
  __typename?: 'SentInvitation';
  acceptUrl: Scalars['String']['output'];
  /** True when it was also sent by email (SMTP_URL is set). */
  emailed: Scalars['Boolean']['output'];
  invitation: TeamInvitation;
};

/** The setup wizard’s goals step. */
export type SetupInput = {
  goals: Scalars['String']['input'];
};

/** A sign-in provider and whether this server has it configured. */
export type SignInProvider = {
  __typename?: 'SignInProvider';
  enabled: Scalars['Boolean']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Where the browser goes to start signing in. */
  startPath: Scalars['String']['output'];
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
  /** New timeline threads of a workspace, as the insight engine posts them. Members with VIEW_REPORTS only. */
  insightAdded: InsightThread;
};


export type SubscriptionBoardChangedArgs = {
  projectId: Scalars['Int']['input'];
};


export type SubscriptionImportProgressArgs = {
  sourceId?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionInsightAddedArgs = {
  workspaceId: Scalars['Int']['input'];
};

/** A question the workspace’s data can answer, chosen for the user’s goals. */
export type SuggestedQuestion = {
  __typename?: 'SuggestedQuestion';
  question: Scalars['String']['output'];
  sourceId: Scalars['Int']['output'];
  sourceName: Scalars['String']['output'];
  /** marketing, sales, reporting, leads, feedback, product or customers; null for a general starter. */
  theme?: Maybe<Scalars['String']['output']>;
};

/** Drafted suggestions, following SPEC’s rules for their kind. */
export type Suggestions = {
  __typename?: 'Suggestions';
  items: Array<Scalars['String']['output']>;
  kind: DraftKind;
  /** Which provider wrote them: builtin or openai-compatible. */
  provider: Scalars['String']['output'];
};

/** The largest tables of the workspace, for the metrics panel’s Records tab. */
export type TableSize = {
  __typename?: 'TableSize';
  rows: Scalars['Float']['output'];
  sourceName: Scalars['String']['output'];
  table: Scalars['String']['output'];
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

/** The active workspace’s people: members, and pending invitations for those who may see them. */
export type Team = {
  __typename?: 'Team';
  /** Pending invitations; empty unless you may invite (Owner, Admin). */
  invitations: Array<TeamInvitation>;
  members: Array<TeamMember>;
  workspaceId: Scalars['Int']['output'];
  workspaceName: Scalars['String']['output'];
  yourPermissions: Array<Permission>;
  yourRole: WorkspaceRole;
};

/** A pending member of the workspace. */
export type TeamInvitation = {
  __typename?: 'TeamInvitation';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
  role: WorkspaceRole;
};

/** One row of the Add Team Members form. */
export type TeamInviteInput = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** ADMIN, ANALYST or VIEWER. */
  role: WorkspaceRole;
};

/** A member of the active workspace. */
export type TeamMember = {
  __typename?: 'TeamMember';
  email: Scalars['String']['output'];
  /** The membership id (used to change the role or remove the member). */
  id: Scalars['Int']['output'];
  /** True for the signed-in user. */
  isYou: Scalars['Boolean']['output'];
  joinedAt: Scalars['DateTimeISO']['output'];
  name: Scalars['String']['output'];
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  role: WorkspaceRole;
  userId: Scalars['Int']['output'];
};

/** Why a card’s transform failed, and on which line of its body. */
export type TransformError = {
  __typename?: 'TransformError';
  line?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
};

export type UpdatePreferencesInput = {
  chatShowSql?: InputMaybe<Scalars['Boolean']['input']>;
  /** normal, fast or instant. */
  chatTypingSpeed?: InputMaybe<Scalars['String']['input']>;
  updatesPromptDismissed?: InputMaybe<Scalars['Boolean']['input']>;
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
  notifyInsights?: InputMaybe<Scalars['Boolean']['input']>;
  notifyTeamActivity?: InputMaybe<Scalars['Boolean']['input']>;
  notifyWeeklyDigest?: InputMaybe<Scalars['Boolean']['input']>;
  /** Product update emails (the same flag POST /api/v1/subscribe sets). */
  subscribedToUpdates?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** False for accounts made through Google or GitHub until they set a password. */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  notificationBrowser: Scalars['Boolean']['output'];
  notificationEmail: Scalars['Boolean']['output'];
  notificationSlack: Scalars['Boolean']['output'];
  /** Alerts when the timeline finds something new in the data. */
  notifyInsights: Scalars['Boolean']['output'];
  /** Notices about invitations, role changes and new members. */
  notifyTeamActivity: Scalars['Boolean']['output'];
  /** A weekly summary of the workspace by email. */
  notifyWeeklyDigest: Scalars['Boolean']['output'];
  permission: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  referralCode?: Maybe<Scalars['String']['output']>;
  /** When the user finished the setup wizard. */
  setupCompletedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  subscribedToUpdates: Scalars['Boolean']['output'];
  theme: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

/** The signed-in user’s dashboard preferences. */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  /** Whether chat answers show their SQL. */
  chatShowSql: Scalars['Boolean']['output'];
  /** normal (SPEC: 6 ms a character for thinking, 20 ms for replies), fast or instant. */
  chatTypingSpeed: Scalars['String']['output'];
  /** True once the user closed the early-access prompt without subscribing. */
  updatesPromptDismissed: Scalars['Boolean']['output'];
};

/** A signed-in device or browser of the signed-in user. */
export type UserSession = {
  __typename?: 'UserSession';
  createdAt: Scalars['DateTimeISO']['output'];
  /** True for the session that made this request. */
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  lastUsedAt: Scalars['DateTimeISO']['output'];
  /** How the session began: password, invitation, google or github. */
  method: Scalars['String']['output'];
  /** The browser or client, as its User-Agent names it. */
  userAgent?: Maybe<Scalars['String']['output']>;
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
  id: Scalars['Int']['output'];
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

/** Real counts of the active workspace for the metrics panel. */
export type WorkspaceStats = {
  __typename?: 'WorkspaceStats';
  /** Live PostgreSQL and MySQL/MariaDB databases. */
  databases: Scalars['Int']['output'];
  largestTables: Array<TableSize>;
  /** When a source last changed (an import or a refresh). */
  lastSyncAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Questions asked in this workspace, by every member. */
  questionsAsked: Scalars['Int']['output'];
  readySources: Scalars['Int']['output'];
  /** Rows over every table, as last profiled. */
  rows: Scalars['Float']['output'];
  /** Data sources, ready or importing. */
  sources: Scalars['Int']['output'];
  /** Bytes the workspace’s uploaded and demo tables take in PostgreSQL. */
  storageBytes: Scalars['Float']['output'];
  tables: Scalars['Int']['output'];
  /** Sources by kind: uploads of CSV or XLSX files. */
  uploads: Scalars['Int']['output'];
};
