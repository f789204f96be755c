import { type Request, type Response, Router } from 'express';
import multer, { MulterError } from 'multer';
import type { Services } from '../app/services';
import { DataSourceInputError, DataSourceNotFoundError, FileTooLargeError, MetricNotFoundError, SynonymNotFoundError } from '../modules/data-sources/data-source.errors';
import { AddMetricInput, AddSynonymInput, DatabaseConnectionInput, DatabaseSourceInput } from '../modules/data-sources/data-source.inputs';
import { MAX_UPLOAD_FILES } from '../modules/data-sources/import-upload';
import { createUploadDir, removeUploadDir } from '../modules/data-sources/upload-files';
import { toRestConnectionTest, toRestDataSource, toRestMetric, toRestSynonym } from './data-source.serializer';
import { parentId, parseRestInput, pathId } from './project-management.serializer';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

const sourceId = (value: unknown) => pathId(value, () => new DataSourceNotFoundError());

/** Multer's refusals in the words of the upload; anything else (a malformed form) goes to the shared handler. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (!(error instanceof MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return new FileTooLargeError(maxBytes);
  if (error.code === 'LIMIT_FILE_COUNT') return new DataSourceInputError(`At most ${MAX_UPLOAD_FILES} files can be imported at once.`);
  if (error.code === 'LIMIT_UNEXPECTED_FILE') return new DataSourceInputError(`Send the files in the "files" field (got "${error.field ?? ''}").`);
  return new DataSourceInputError(error.message);
}

/** Streams the multipart `files` to `dir` (stopping at the size limit) and leaves the text fields in req.body. */
function receiveFiles(req: Request, res: Response, dir: string, maxBytes: number): Promise<{ path: string; originalName: string }[]> {
  const upload = multer({
    storage: multer.diskStorage({ destination: dir }),
    limits: { fileSize: maxBytes, files: MAX_UPLOAD_FILES, fields: 10, fieldSize: 4096 },
    // Browsers send UTF-8 file names without saying so.
    defParamCharset: 'utf8',
  }).array('files', MAX_UPLOAD_FILES);
  return new Promise((resolve, reject) => {
    upload(req, res, (error: unknown) => {
      if (error) {
        reject(uploadError(error, maxBytes));
        return;
      }
      const files = Array.isArray(req.files) ? req.files : [];
      resolve(files.map((file) => ({ path: file.path, originalName: file.originalname })));
    });
  });
}

function connectionFields(body: Record<string, unknown>): Record<string, [string, unknown]> {
  return {
    kind: ['kind', body.kind],
    host: ['host', body.host],
    port: ['port', parentId(body.port)],
    database: ['database', body.database],
    user: ['user', body.user],
    password: ['password', body.password],
    ssl: ['ssl', body.ssl],
    schema: ['schema', body.schema ?? undefined],
  };
}

/** The issue's /api/v1/data-sources/...: uploads, live databases, catalogs, synonyms and metrics. */
export function dataSourceRoutes(services: Services): Router {
  const router = Router();
  const sources = services.dataSources;

  router.get('/data-sources', async (_req, res) => {
    const list = await sources.list(viewerOf(res));
    res.json(list.map(toRestDataSource));
  });

  // Multipart: a `name` field and one or more `files` (CSV or XLSX); answers once the import is ready.
  router.post('/data-sources', async (req, res) => {
    const viewer = viewerOf(res);
    // Refuse before receiving the files, not after.
    sources.assertCanManage(viewer);
    const dir = await createUploadDir();
    try {
      const files = await receiveFiles(req, res, dir, sources.maxImportBytes);
      const body = asObject(req.body ?? {});
      res.status(201).json(toRestDataSource(await sources.createUploadSource(viewer, body.name, files)));
    } finally {
      await removeUploadDir(dir);
    }
  });

  router.post('/data-sources/test-connection', async (req, res) => {
    const viewer = viewerOf(res);
    const input = parseRestInput(DatabaseConnectionInput, connectionFields(asObject(req.body)));
    res.json(toRestConnectionTest(await sources.testConnection(viewer, input)));
  });

  router.post('/data-sources/connections', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const input = parseRestInput(DatabaseSourceInput, { ...connectionFields(body), name: ['name', body.name] });
    res.status(201).json(toRestDataSource(await sources.createDatabaseSource(viewer, input)));
  });

  router.get('/data-sources/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestDataSource(await sources.get(viewer, sourceId(req.params.id))));
  });

  router.delete('/data-sources/:id', async (req, res) => {
    const viewer = viewerOf(res);
    res.json({ id: await sources.delete(viewer, sourceId(req.params.id)), deleted: true });
  });

  router.post('/data-sources/:id/refresh', async (req, res) => {
    const viewer = viewerOf(res);
    res.json(toRestDataSource(await sources.refreshCatalog(viewer, sourceId(req.params.id))));
  });

  router.get('/data-sources/:id/synonyms', async (req, res) => {
    const viewer = viewerOf(res);
    const synonyms = await sources.listSynonyms(viewer, sourceId(req.params.id));
    res.json(synonyms.map(toRestSynonym));
  });

  router.post('/data-sources/:id/synonyms', async (req, res) => {
    const viewer = viewerOf(res);
    const id = sourceId(req.params.id);
    const body = asObject(req.body);
    const input = parseRestInput(AddSynonymInput, {
      data_source_id: ['dataSourceId', id],
      term: ['term', body.term],
      table: ['table', body.table],
      column: ['column', body.column ?? undefined],
    });
    res.status(201).json(toRestSynonym(await sources.addSynonym(viewer, input)));
  });

  router.delete('/data-sources/:id/synonyms/:synonymId', async (req, res) => {
    const viewer = viewerOf(res);
    const id = sourceId(req.params.id);
    const synonymId = pathId(req.params.synonymId, () => new SynonymNotFoundError());
    res.json({ id: await sources.removeSynonym(viewer, synonymId, id), deleted: true });
  });

  router.get('/data-sources/:id/metrics', async (req, res) => {
    const viewer = viewerOf(res);
    const metrics = await sources.listMetrics(viewer, sourceId(req.params.id));
    res.json(metrics.map(toRestMetric));
  });

  router.post('/data-sources/:id/metrics', async (req, res) => {
    const viewer = viewerOf(res);
    const id = sourceId(req.params.id);
    const body = asObject(req.body);
    const input = parseRestInput(AddMetricInput, {
      data_source_id: ['dataSourceId', id],
      name: ['name', body.name],
      table: ['table', body.table],
      expression: ['expression', body.expression],
      description: ['description', body.description ?? undefined],
    });
    res.status(201).json(toRestMetric(await sources.addMetric(viewer, input)));
  });

  router.delete('/data-sources/:id/metrics/:metricId', async (req, res) => {
    const viewer = viewerOf(res);
    const id = sourceId(req.params.id);
    const metricId = pathId(req.params.metricId, () => new MetricNotFoundError());
    res.json({ id: await sources.removeMetric(viewer, metricId, id), deleted: true });
  });

  return router;
}
