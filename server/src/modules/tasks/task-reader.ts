import type { EntityManager } from 'typeorm';
import type { Task } from './task.entity';

/**
 * Tasks as JSON built by PostgreSQL, assignees included: one statement per read however many tasks, and no
 * entity hydration. Keys match the GraphQL Task type.
 */
export const ASSIGNEES_BY_TASK = `
  SELECT ta.task_id,
         json_agg(json_build_object(
           'id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name, 'username', u.username,
           'profilePictureUrl', CASE WHEN u.profile_picture_id IS NULL THEN NULL ELSE '/files/' || u.profile_picture_id END
         ) ORDER BY u.id) AS assignees
    FROM task_assignees ta
    JOIN users u ON u.id = ta.user_id`;

export const TASK_JSON = `json_build_object(
  'id', t.id, 'title', t.title, 'description', t.description, 'status', t.status, 'priority', t.priority,
  'dueDate', t.due_date, 'userStoryId', t.user_story_id, 'projectId', t.project_id, 'rank', t.rank,
  'createdAt', t.created_at, 'updatedAt', t.updated_at, 'assignees', COALESCE(a.assignees, '[]'::json))`;

interface TaskJsonRow {
  task: Task;
}

/** JSON timestamps arrive as text; the GraphQL DateTime scalar and REST want them as dates. */
function withDates(task: Task): Task {
  task.createdAt = new Date(task.createdAt);
  task.updatedAt = new Date(task.updatedAt);
  return task;
}

export async function readTasksByIds(manager: EntityManager, ids: readonly number[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  const rows: TaskJsonRow[] = await manager.query(
    `WITH a AS (${ASSIGNEES_BY_TASK} WHERE ta.task_id = ANY($1) GROUP BY ta.task_id)
     SELECT ${TASK_JSON} AS task FROM tasks t LEFT JOIN a ON a.task_id = t.id WHERE t.id = ANY($1) ORDER BY t.id`,
    [ids],
  );
  return rows.map((row) => withDates(row.task));
}

/** A project's tasks in board order: column by column, then by rank. */
export async function readProjectTasks(manager: EntityManager, projectId: number): Promise<Task[]> {
  const rows: TaskJsonRow[] = await manager.query(
    `WITH a AS (${ASSIGNEES_BY_TASK} JOIN tasks pt ON pt.id = ta.task_id WHERE pt.project_id = $1 GROUP BY ta.task_id)
     SELECT ${TASK_JSON} AS task FROM tasks t LEFT JOIN a ON a.task_id = t.id WHERE t.project_id = $1 ORDER BY t.status, t.rank`,
    [projectId],
  );
  return rows.map((row) => withDates(row.task));
}
