import express, { Router } from 'express';
import type { Services } from '../app/services';
import { aiRoutes, registrationChatRoutes } from './ai.routes';
import { askRoutes } from './ask.routes';
import { authRoutes } from './auth.routes';
import { dataSourceRoutes } from './data-sources.routes';
import { epicRoutes } from './epics.routes';
import { explorerRoutes } from './explorer.routes';
import { projectRoutes } from './projects.routes';
import { authenticate } from './rest-auth';
import { marketingRoutes } from './marketing.routes';
import { OPENAPI_DOCUMENT } from './openapi';
import { teamRoutes } from './team.routes';
import { taskRoutes } from './tasks.routes';
import { userRoutes } from './user.routes';
import { userStoryRoutes } from './user-stories.routes';

/** The /api/v1 compatibility layer: SPEC §7's paths and payloads over the same services as GraphQL. */
export function createRestRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  // The OpenAPI document of this layer, for anyone (it describes the API, no data).
  router.get('/openapi.json', (_req, res) => {
    res.json(OPENAPI_DOCUMENT);
  });
  // Register, login and the registration chat ignore any stale token the client still holds.
  router.use(authRoutes(services));
  router.use(registrationChatRoutes(services));
  router.use(marketingRoutes(services));
  router.use(authenticate(services));
  router.use(userRoutes(services));
  router.use(teamRoutes(services));
  router.use(projectRoutes(services));
  router.use(epicRoutes(services));
  router.use(userStoryRoutes(services));
  router.use(taskRoutes(services));
  router.use(aiRoutes(services));
  router.use(askRoutes(services));
  router.use(dataSourceRoutes(services));
  router.use(explorerRoutes(services));
  router.use((req, res) => {
    res.status(404).json({ detail: `No route for ${req.method} ${req.baseUrl}${req.path}` });
  });
  return router;
}
