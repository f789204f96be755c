import type { DataSource, EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';
import { WorkspaceMember } from './workspace-member.entity';
import { Workspace } from './workspace.entity';
import { WorkspaceRole } from './workspace-role';

/** What a new workspace starts with besides its owner: the demo source. */
export interface WorkspaceStarter {
  addToWorkspace(manager: EntityManager, workspaceId: number, userId: number | null): Promise<void>;
}

export class WorkspaceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly starter?: WorkspaceStarter,
  ) {}

  /** Every registration gets a workspace of its own, with the new user as Owner and the demo source. */
  async createForNewUser(manager: EntityManager, user: User): Promise<WorkspaceMember> {
    const displayName = user.firstName?.trim() || user.email.split('@')[0];
    const workspace = await manager.save(manager.create(Workspace, { name: `${displayName}'s workspace` }));
    const owner = await manager.save(manager.create(WorkspaceMember, { workspaceId: workspace.id, userId: user.id, role: WorkspaceRole.OWNER }));
    await this.starter?.addToWorkspace(manager, workspace.id, user.id);
    return owner;
  }

  membershipsOf(userId: number): Promise<WorkspaceMember[]> {
    return this.dataSource.getRepository(WorkspaceMember).find({
      where: { userId },
      relations: { workspace: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The workspace a request acts in: the one asked for when the user belongs to it, else their first one. */
  async activeMembership(userId: number, requestedWorkspaceId?: number): Promise<WorkspaceMember | undefined> {
    const repository = this.dataSource.getRepository(WorkspaceMember);
    if (requestedWorkspaceId !== undefined) {
      return (await repository.findOne({ where: { userId, workspaceId: requestedWorkspaceId } })) ?? undefined;
    }
    return (await repository.findOne({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } })) ?? undefined;
  }
}
