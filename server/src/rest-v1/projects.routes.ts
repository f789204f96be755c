import { Router } from 'express';
import type { Services } from '../app/services';
import { ProjectNotFoundError } from '../modules/projects/project.errors';
import { ProjectInput } from '../modules/projects/project.inputs';
import { parseRestInput, pathId, toRestDeletion, toRestEpic, toRestProject, toRestTask, toRestUserStory } from './project-management.serializer';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

const projectId = (value: unknown) => pathId(value, () => new ProjectNotFoundError());

function projectInput(body: unknown): ProjectInput {
  const fields = asObject(body);
  return parseRestInput(ProjectInput, { name: ['name', fields.name], description: ['description', fields.description] });
}

/** SPEC §7: /api/v1/projects/... — the projects of the active workspace and the lists inside one project. */
export function projectRoutes(services: Services): Router {
  const router = Router();

  router.get('/projects', async (_req, res) => {
    const projects = await services.projects.list(viewerOf(res));
    res.json(projects.map(toRestProject));
  });

  router.post('/projects', async (req, res) => {
    const viewer = viewerOf(res);
    const project = await services.projects.create(viewer, projectInput(req.body));
    res.status(201).json(toRestProject(project));
  });

  router.get('/projects/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestProject(await services.projects.get(viewer, projectId(req.params.id))));
  });

  router.patch('/projects/:id', async (req, res) => {
    const viewer = viewerOf(res);
    const id = projectId(req.params.id);
    res.json(toRestProject(await services.projects.update(viewer, id, projectInput(req.body))));
  });

  router.delete('/projects/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestDeletion(await services.projects.delete(viewer, projectId(req.params.id))));
  });

  router.get('/projects/:id/epics', async (req, res) => {
    const viewer = viewerOf(res);
    const epics = await services.epics.listForProject(viewer, projectId(req.params.id));
    res.json(epics.map(toRestEpic));
  });

  router.get('/projects/:id/user_stories', async (req, res) => {
    const viewer = viewerOf(res);
    const stories = await services.userStories.listForProject(viewer, projectId(req.params.id));
    res.json(stories.map(toRestUserStory));
  });

  router.get('/projects/:id/tasks', async (req, res) => {
    const viewer = viewerOf(res);
    const tasks = await services.tasks.listForProject(viewer, projectId(req.params.id));
    res.json(tasks.map(toRestTask));
  });

  return router;
}
