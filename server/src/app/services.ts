import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { TokenService } from '../modules/auth/token.service';
import { FileService } from '../modules/files/file.service';
import { UserService } from '../modules/users/user.service';
import { WorkspaceService } from '../modules/workspaces/workspace.service';

/** Every service, wired once per process and shared by GraphQL, graphql-ws and REST. */
export interface Services {
  tokens: TokenService;
  workspaces: WorkspaceService;
  files: FileService;
  users: UserService;
}

export function createServices(dataSource: DataSource, config: Pick<AppConfig, 'jwtSecret'>): Services {
  const tokens = new TokenService(config.jwtSecret);
  const workspaces = new WorkspaceService(dataSource);
  const files = new FileService(dataSource);
  const users = new UserService(dataSource, tokens, workspaces, files);
  return { tokens, workspaces, files, users };
}
