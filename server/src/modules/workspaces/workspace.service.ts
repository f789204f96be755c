import type { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../app/errors';
import { User } from '../users/user.entity';
import { WorkspaceMember } from './workspace-member.entity';
import { Workspace } from './workspace.entity';
import { WorkspaceRole } from './workspace-role';

/** What a new workspace starts with besides its owner: the demo source, the sample reports. */
export interface WorkspaceStarter {
  addToWorkspace(manager: EntityManager, workspaceId: number, userId: number | null): Promise<void>;
}

export class WorkspaceService {
  constructor(
    private readonly dataSource: DataSource,
    /** Run in order, in the registration's transaction: the demo source first, then what builds on it (sample reports). */
    private readonly starters: readonly WorkspaceStarter[] = [],
  ) {}

  /** Every registration gets a workspace of its own, with the new user as Owner and the demo source. */
  async createForNewUser(manager: EntityManager, user: User): Promise<WorkspaceMember> {
    const displayName = user.firstName?.trim() || user.email.split('@')[0];
    const workspace = await manager.save(manager.create(Workspace, { name: `${displayName}'s workspace` }));
    const owner = await manager.save(manager.create(WorkspaceMember, { workspaceId: workspace.id, userId: user.id, role: WorkspaceRole.OWNER }));
    for (const starter of this.starters) await starter.addToWorkspace(manager, workspace.id, user.id);
    return owner;
  }

  membershipsOf(userId: number): Promise<WorkspaceMember[]> {
    return this.dataSource.getRepository(WorkspaceMember).find({
      where: { userId },
      relations: { workspace: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * The workspace a request acts in: the one asked for when the user belongs to it, else the one they chose last
   * (accepting an invitation or switching), else their first one.
   */
  async activeMembership(userId: number, requestedWorkspaceId?: number): Promise<Pick<WorkspaceMember, 'workspaceId' | 'role'> | undefined> {
    const rows: { workspace_id: number; role: WorkspaceMember['role'] }[] =
      requestedWorkspaceId !== undefined
        ? await this.dataSource.query('SELECT workspace_id, role FROM workspace_members WHERE user_id = $1 AND workspace_id = $2', [userId, requestedWorkspaceId])
        : await this.dataSource.query(
            `SELECT m.workspace_id, m.role FROM workspace_members m JOIN users u ON u.id = m.user_id
              WHERE m.user_id = $1
              ORDER BY (m.workspace_id = u.active_workspace_id) DESC NULLS LAST, m.created_at, m.id LIMIT 1`,
            [userId],
          );
    const row = rows[0];
    return row ? { workspaceId: row.workspace_id, role: row.role } : undefined;
  }

  /** Every workspace the user belongs to, with the role there, as one text: it changes when any of them does. */
  async membershipStamp(userId: number): Promise<string> {
    const [row]: { stamp: string | null }[] = await this.dataSource.query(
      `SELECT string_agg(workspace_id::text || ':' || role, ',' ORDER BY workspace_id) AS stamp FROM workspace_members WHERE user_id = $1`,
      [userId],
    );
    return row?.stamp ?? '';
  }

  /** Makes a workspace the user's default; they must belong to it. */
  async setActive(userId: number, workspaceId: number): Promise<void> {
    if (!(await this.activeMembership(userId, workspaceId))) throw new NotFoundError('Workspace not found.');
    await this.dataSource.getRepository(User).update({ id: userId }, { activeWorkspaceId: workspaceId });
  }
}
