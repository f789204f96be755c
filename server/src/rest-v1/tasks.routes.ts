import { Router } from 'express';
import type { Services } from '../app/services';
import { TaskNotFoundError } from '../modules/tasks/task.errors';
import { TaskCreateInput, TaskUpdateInput } from '../modules/tasks/task.inputs';
import { assigneeIds, dueDate, parentId, parseRestInput, pathId, toRestTask, userStoryId } from './project-management.serializer';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

const taskId = (value: unknown) => pathId(value, () => new TaskNotFoundError());

function taskFields(body: Record<string, unknown>): Record<string, [string, unknown]> {
  return {
    title: ['title', body.title],
    description: ['description', body.description],
    status: ['status', body.status],
    priority: ['priority', body.priority],
    due_date: ['dueDate', dueDate(body.due_date)],
    user_story_id: ['userStoryId', userStoryId(body.user_story_id)],
    assignee_ids: ['assigneeIds', assigneeIds(body.assignee_ids)],
  };
}

/** SPEC §7: /api/v1/tasks/... (a project's board is listed under /projects/{id}/tasks). */
export function taskRoutes(services: Services): Router {
  const router = Router();

  router.post('/tasks', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const input = parseRestInput(TaskCreateInput, { ...taskFields(body), project_id: ['projectId', parentId(body.project_id)] });
    res.status(201).json(toRestTask(await services.tasks.create(viewer, input)));
  });

  router.get('/tasks/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestTask(await services.tasks.get(viewer, taskId(req.params.id))));
  });

  router.patch('/tasks/:id', async (req, res) => {
    const viewer = viewerOf(res);
    const id = taskId(req.params.id);
    const input = parseRestInput(TaskUpdateInput, taskFields(asObject(req.body)));
    res.json(toRestTask(await services.tasks.update(viewer, id, input)));
  });

  router.delete('/tasks/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json({ id: await services.tasks.delete(viewer, taskId(req.params.id)) });
  });

  return router;
}
