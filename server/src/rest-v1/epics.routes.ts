import { Router } from 'express';
import type { Services } from '../app/services';
import { EpicNotFoundError } from '../modules/epics/epic.errors';
import { EpicCreateInput, EpicUpdateInput } from '../modules/epics/epic.inputs';
import { parentId, parseRestInput, pathId, toRestDeletion, toRestEpic, toRestUserStory } from './project-management.serializer';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

const epicId = (value: unknown) => pathId(value, () => new EpicNotFoundError());

function epicFields(body: Record<string, unknown>): Record<string, [string, unknown]> {
  return { title: ['title', body.title], description: ['description', body.description], status: ['status', body.status] };
}

/** SPEC §7: /api/v1/epics/... (a project's epics are listed under /projects/{id}/epics). */
export function epicRoutes(services: Services): Router {
  const router = Router();

  router.post('/epics', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const input = parseRestInput(EpicCreateInput, { ...epicFields(body), project_id: ['projectId', parentId(body.project_id)] });
    res.status(201).json(toRestEpic(await services.epics.create(viewer, input)));
  });

  router.get('/epics/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestEpic(await services.epics.get(viewer, epicId(req.params.id))));
  });

  router.patch('/epics/:id', async (req, res) => {
    const viewer = viewerOf(res);
    const id = epicId(req.params.id);
    const input = parseRestInput(EpicUpdateInput, epicFields(asObject(req.body)));
    res.json(toRestEpic(await services.epics.update(viewer, id, input)));
  });

  router.delete('/epics/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestDeletion(await services.epics.delete(viewer, epicId(req.params.id))));
  });

  router.get('/epics/:id/user_stories', async (req, res) => {
    const viewer = viewerOf(res);
    const stories = await services.userStories.listForEpic(viewer, epicId(req.params.id));
    res.json(stories.map(toRestUserStory));
  });

  return router;
}
