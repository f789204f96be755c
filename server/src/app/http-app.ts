import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { useServer } from 'graphql-ws/use/ws';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { ruruHTML } from 'ruru/server';
import { WebSocketServer } from 'ws';
import type { AppConfig } from './config';
import type { GraphQLContext } from './context';
import { requestClientOf, scrubUrl } from './request-client';
import { DomainError, createGraphQLErrorFormatter, httpStatusOf } from './errors';
import { LIMIT_RULES, PARSE_OPTIONS, graphqlBodyErrors, legacyJsonStatus, limitBatches, signedInIntrospection, validateWithLimits } from './graphql-limits';
import { restErrorHandler } from './http-errors';
import { createObservability, prefersHtml } from './observability';
import { corsPolicy, graphiqlCsp, securityHeaders } from './security-headers';
import type { Services } from './services';
import { createSharedSubscribe } from './shared-subscriptions';
import { WsAccessRecheck } from './ws-access-recheck';
import { clientTabFrom, resolveViewer, type Viewer } from './viewer';
import { createDraftingRouter } from '../rest-v1/ai.routes';
import { createRestRouter } from '../rest-v1/router';
import { MAX_UPLOAD_FILES } from '../modules/data-sources/import-upload';

export interface HttpApp {
  app: Express;
  httpServer: Server;
  apollo: ApolloServer<GraphQLContext>;
  /** Resolves with the bound port (useful with PORT=0). */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUEST_ID_PATTERN = /^[\w.-]{1,100}$/;
const NON_SPA_PREFIXES = ['/api/', '/graphql', '/graphiql', '/files/', '/healthz', '/readyz', '/metrics'];

/** Context errors (a bad token) must reach HTTP clients as 401, not as Apollo's default 500. */
function asGraphQLContextError(error: unknown): never {
  if (error instanceof DomainError) {
    throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: httpStatusOf(error) } } });
  }
  throw error;
}

// A type alias (not an interface) so it fits graphql-ws's Record constraint.
type WsExtra = { viewer?: Viewer | null };

export async function createHttpApp(options: {
  config: AppConfig;
  logger: Logger;
  services: Services;
  schema: GraphQLSchema;
}): Promise<HttpApp> {
  const { config, logger, services, schema } = options;
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer, the client's address (for rate limits and the sessions list) is in X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      // Invitation links and sign-in callbacks carry one-time secrets in the URL: never log them.
      serializers: {
        req: pino.stdSerializers.wrapRequestSerializer((req) => Object.assign(req, { url: scrubUrl(req.url), query: {} })),
      },
    }),
  );

  // helmet (CSP and the usual headers) on every response; CORS only for the API, closed unless CORS_ORIGINS opens it.
  app.use(securityHeaders());
  app.use(['/graphql', '/api'], corsPolicy(config.corsOrigins));

  const observability = createObservability(services.health);
  app.use(observability.measure);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  observability.mount(app);

  // graphql-ws shares the HTTP port and path; the token arrives in connection_init.
  // Messages are queries and their variables: 1 MB, as for HTTP bodies (ws allows 100 MB by default).
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 1024 * 1024 });
  // Revoked sessions and keys, removed members and changed roles end their open connections too (see ws-access-recheck.ts).
  const accessOf = async (viewer: Viewer): Promise<string> =>
    `${viewer.userId}|${viewer.workspaceId}|${viewer.role}|${await services.workspaces.membershipStamp(viewer.userId)}`;
  const wsAccess = new WsAccessRecheck(
    async (authorization) => {
      const viewer = await resolveViewer(services, authorization);
      return viewer ? accessOf(viewer) : null;
    },
    config.wsRecheckMs,
    logger,
  );
  const wsCleanup = useServer<Record<string, unknown>, WsExtra>(
    {
      schema,
      validate: validateWithLimits,
      onConnect: async (ctx) => {
        try {
          const authorization = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
          ctx.extra.viewer = await resolveViewer(services, authorization);
          if (ctx.extra.viewer) wsAccess.track(ctx.extra.socket, authorization, await accessOf(ctx.extra.viewer));
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx): GraphQLContext => ({ viewer: ctx.extra.viewer ?? null, services, logger }),
      // One execution per event for all subscribers of the same operation and variables (see shared-subscriptions.ts).
      subscribe: createSharedSubscribe((): GraphQLContext => ({ viewer: null, services, logger })),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // Introspection for signed-in clients only (see signedInIntrospection); depth, cost, aliases and tokens limited.
    introspection: true,
    validationRules: LIMIT_RULES,
    parseOptions: PARSE_OPTIONS,
    allowBatchedHttpRequests: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown order (HTTP, then the pool, then PostgreSQL); Apollo must not race it.
    stopOnTerminationSignals: false,
    formatError: createGraphQLErrorFormatter(logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // No cache hints are used; the default plugin wraps every field resolver for nothing.
      ApolloServerPluginCacheControlDisabled(),
      // The default landing page loads from a CDN; GraphiQL is served locally at /graphiql instead.
      ApolloServerPluginLandingPageDisabled(),
      signedInIntrospection,
      legacyJsonStatus,
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            wsAccess.stop();
            await wsCleanup.dispose();
          },
        }),
      },
    ],
  });
  await apollo.start();

  app.use(
    '/graphql',
    // The largest limit of any upload; each consumer enforces its own (avatars 2 MB, imports UPLOAD_MAX_MB).
    graphqlUploadExpress({ maxFileSize: Math.max(config.maxUploadBytes, config.maxImportBytes) + 1, maxFiles: MAX_UPLOAD_FILES }),
    express.json({ limit: '1mb' }),
    limitBatches,
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        try {
          const viewer = await resolveViewer(services, req.headers.authorization, req.headers['x-workspace-id']);
          if (viewer) viewer.clientTab = clientTabFrom(req.headers['x-quarry-tab']);
          return { viewer, services, logger: req.log ?? logger, client: requestClientOf(req) };
        } catch (error) {
          return asGraphQLContextError(error);
        }
      },
    }),
  );

  app.use('/graphql', graphqlBodyErrors);

  app.use('/api/v1', createRestRouter(services));
  app.use('/api', createDraftingRouter(services));

  app.get('/files/:id', async (req, res) => {
    const file = UUID_PATTERN.test(req.params.id) ? await services.files.read(req.params.id) : undefined;
    if (!file) {
      res.status(404).json({ detail: 'File not found.' });
      return;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    res.send(file.data);
  });

  // GraphiQL's assets ship inside the ruru package; serve them from disk, never from a CDN.
  app.use('/graphiql/static', express.static(path.join(path.dirname(require.resolve('ruru/static')), '..', 'static'), { maxAge: '1d' }));
  const graphiqlPage = ruruHTML({ endpoint: '/graphql', staticPath: '/graphiql/static/', htmlParts: { titleTag: '<title>Quarry GraphiQL</title>' } });
  const graphiqlPolicy = graphiqlCsp(graphiqlPage);
  app.get('/graphiql', (_req, res) => {
    res.setHeader('Content-Security-Policy', graphiqlPolicy);
    res.type('html').send(graphiqlPage);
  });

  serveClient(app, config.clientDistDir);
  app.use(restErrorHandler(logger));

  return {
    app,
    httpServer,
    apollo,
    listen: (port, host = config.host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** The built client, with every other GET path falling back to index.html for the client router. */
function serveClient(app: Express, clientDistDir: string): void {
  const indexFile = path.join(clientDistDir, 'index.html');
  app.use(express.static(clientDistDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (NON_SPA_PREFIXES.some((prefix) => req.path.startsWith(prefix)) && !(req.path === '/metrics' && prefersHtml(req))) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text').send('The web client is not built yet. Run `npm run build` (npm start does this for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
