import { StoredFile } from '../modules/files/stored-file.entity';
import { User } from '../modules/users/user.entity';
import { WorkspaceMember } from '../modules/workspaces/workspace-member.entity';
import { Workspace } from '../modules/workspaces/workspace.entity';

/** Every TypeORM entity; migrations are generated from this list. */
export const ENTITIES = [User, Workspace, WorkspaceMember, StoredFile];
