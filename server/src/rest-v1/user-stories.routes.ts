import { Router } from 'express';
import type { Services } from '../app/services';
import { UserStoryNotFoundError } from '../modules/user-stories/user-story.errors';
import { UserStoryCreateInput, UserStoryUpdateInput } from '../modules/user-stories/user-story.inputs';
import { parentId, parseRestInput, pathId, toRestDeletion, toRestUserStory } from './project-management.serializer';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

const storyId = (value: unknown) => pathId(value, () => new UserStoryNotFoundError());

function storyFields(body: Record<string, unknown>): Record<string, [string, unknown]> {
  return { title: ['title', body.title], description: ['description', body.description], status: ['status', body.status] };
}

/** SPEC §7: /api/v1/user_stories/... (lists live under /projects/{id} and /epics/{id}). */
export function userStoryRoutes(services: Services): Router {
  const router = Router();

  router.post('/user_stories', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const input = parseRestInput(UserStoryCreateInput, { ...storyFields(body), epic_id: ['epicId', parentId(body.epic_id)] });
    res.status(201).json(toRestUserStory(await services.userStories.create(viewer, input)));
  });

  router.get('/user_stories/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestUserStory(await services.userStories.get(viewer, storyId(req.params.id))));
  });

  router.patch('/user_stories/:id', async (req, res) => {
    const viewer = viewerOf(res);
    const id = storyId(req.params.id);
    const input = parseRestInput(UserStoryUpdateInput, storyFields(asObject(req.body)));
    res.json(toRestUserStory(await services.userStories.update(viewer, id, input)));
  });

  router.delete('/user_stories/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestDeletion(await services.userStories.delete(viewer, storyId(req.params.id))));
  });

  return router;
}
