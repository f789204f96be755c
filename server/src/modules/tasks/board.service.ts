import type { DataSource } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { ProjectNotFoundError } from '../projects/project.errors';
import type { WipLimit } from '../projects/wip-limit';
import type { BoardColumn, ProjectBoard } from './board';
import type { Task } from './task.entity';
import { ASSIGNEES_BY_TASK, TASK_JSON } from './task-reader';
import { TASK_STATUSES, type TaskStatus } from './task-status';

interface BoardRow {
  project: { id: number; name: string; wip_limits: WipLimit[] } | null;
  columns: Partial<Record<TaskStatus, { count: number; tasks: Task[] }>> | null;
}

/**
 * The whole board in one statement, access check included: PostgreSQL shapes the JSON (json_agg), so no
 * entity is hydrated, and there is no N+1 over tasks or assignees.
 */
export const BOARD_SQL = `
  WITH access AS (
    SELECT p.id, p.name, p.wip_limits
      FROM projects p
      JOIN workspace_members m ON m.workspace_id = p.workspace_id AND m.user_id = $2
     WHERE p.id = $1
  ),
  a AS (${ASSIGNEES_BY_TASK} JOIN tasks pt ON pt.id = ta.task_id WHERE pt.project_id = $1 GROUP BY ta.task_id),
  cols AS (
    SELECT t.status, count(*)::int AS count, json_agg(${TASK_JSON} ORDER BY t.rank) AS tasks
      FROM tasks t
      LEFT JOIN a ON a.task_id = t.id
     WHERE t.project_id = $1 AND EXISTS (SELECT 1 FROM access)
     GROUP BY t.status
  )
  SELECT (SELECT row_to_json(access) FROM access) AS project,
         (SELECT json_object_agg(status, json_build_object('count', count, 'tasks', tasks)) FROM cols) AS columns`;

export class BoardService {
  constructor(private readonly dataSource: DataSource) {}

  async board(viewer: Viewer, projectId: number): Promise<ProjectBoard> {
    if (!Number.isSafeInteger(projectId) || projectId <= 0 || projectId > 2_147_483_647) throw new ProjectNotFoundError();
    const [row]: BoardRow[] = await this.dataSource.query(BOARD_SQL, [projectId, viewer.userId]);
    if (!row?.project) throw new ProjectNotFoundError();
    const { project } = row;
    const columns = TASK_STATUSES.map((status): BoardColumn => {
      const column = row.columns?.[status];
      return {
        status,
        count: column?.count ?? 0,
        wipLimit: project.wip_limits.find((limit) => limit.status === status) ?? null,
        tasks: column?.tasks ?? [],
      };
    });
    return { projectId: project.id, projectName: project.name, columns };
  }
}
