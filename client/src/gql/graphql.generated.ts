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
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  subscribedToUpdates: Scalars['Boolean']['output'];
  /** A bearer token, valid for 7 days. */
  token: Scalars['String']['output'];
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in with email and password. */
  login: AuthPayload;
  /** Creates an account and its workspace (the user is Owner) and signs in. */
  register: AuthPayload;
  /** Subscribes the signed-in user to product updates. */
  subscribe: SubscribeResult;
  /** Changes the signed-in user’s profile; the picture must be JPG, PNG or GIF, at most 2 MB. */
  updateProfile: User;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
  picture?: InputMaybe<Scalars['Upload']['input']>;
};

/** A capability granted by a workspace role. */
export type Permission =
  | 'CREATE_REPORTS'
  | 'INVITE_MEMBERS'
  | 'MANAGE_BILLING'
  | 'MANAGE_DATA_SOURCES'
  | 'VIEW_REPORTS';

export type Query = {
  __typename?: 'Query';
  /** The signed-in user. */
  me: User;
  /** The workspaces the signed-in user belongs to, with their role in each. */
  myWorkspaces: Array<WorkspaceMember>;
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

export type SubscribeResult = {
  __typename?: 'SubscribeResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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
