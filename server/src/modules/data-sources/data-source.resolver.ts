import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { DataSourceTable, tablesOf } from './data-source-table';
import { DataSourceEntity } from './data-source.entity';
import { AddMetricInput, AddSynonymInput, ConnectionTestResult, DatabaseConnectionInput, DatabaseSourceInput } from './data-source.inputs';
import { ImportProgress } from './import-progress';
import { DataSourceMetric, DataSourceSynonym } from './semantic-layer.entity';
import { createUploadDir, removeUploadDir, saveUploads } from './upload-files';

@Resolver(() => DataSourceEntity)
export class DataSourceResolver {
  @Authorized()
  @Query(() => [DataSourceEntity], { description: 'The data sources of the active workspace, oldest first.' })
  dataSources(@Ctx() { viewer, services }: GraphQLContext): Promise<DataSourceEntity[]> {
    return services.dataSources.list(assertPermissions(viewer, []));
  }

  @Authorized()
  @Query(() => DataSourceEntity)
  dataSource(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<DataSourceEntity> {
    return services.dataSources.get(assertPermissions(viewer, []), id);
  }

  @FieldResolver(() => [DataSourceTable], { description: 'The catalog’s tables; empty while the source is importing.' })
  tables(@Root() source: DataSourceEntity): DataSourceTable[] {
    return tablesOf(source.catalog);
  }

  @Authorized()
  @Mutation(() => DataSourceEntity, {
    description:
      'Imports CSV and XLSX files (one table per file or sheet) as a new source and returns it once ready. A CSV with the header Table,Field,Description describes the tables instead. Owners and Admins only.',
  })
  async createUploadSource(
    @Arg('name') name: string,
    @Arg('files', () => [GraphQLUpload]) files: Promise<FileUpload>[],
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<DataSourceEntity> {
    const checked = assertPermissions(viewer, []);
    // Refuse before receiving the files, not after.
    services.dataSources.assertCanManage(checked);
    const dir = await createUploadDir();
    try {
      const saved = await saveUploads(files, dir, services.dataSources.maxImportBytes);
      return await services.dataSources.createUploadSource(checked, name, saved);
    } finally {
      await removeUploadDir(dir);
    }
  }

  @Authorized()
  @Mutation(() => DataSourceEntity, { description: 'Tests, profiles and saves a live PostgreSQL or MySQL/MariaDB database. Owners and Admins only.' })
  createDatabaseSource(@Arg('input') input: DatabaseSourceInput, @Ctx() { viewer, services }: GraphQLContext): Promise<DataSourceEntity> {
    return services.dataSources.createDatabaseSource(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => ConnectionTestResult, { description: 'Checks database settings before they are saved.' })
  testConnection(@Arg('input') input: DatabaseConnectionInput, @Ctx() { viewer, services }: GraphQLContext): Promise<ConnectionTestResult> {
    return services.dataSources.testConnection(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes the source (an upload’s tables too) with its synonyms and metrics; returns its id.' })
  deleteDataSource(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.dataSources.delete(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Mutation(() => DataSourceEntity, { description: 'Profiles the source again; descriptions, synonyms and metrics are kept.' })
  refreshCatalog(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<DataSourceEntity> {
    return services.dataSources.refreshCatalog(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Mutation(() => DataSourceSynonym)
  addSynonym(@Arg('input') input: AddSynonymInput, @Ctx() { viewer, services }: GraphQLContext): Promise<DataSourceSynonym> {
    return services.dataSources.addSynonym(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Returns the removed synonym’s id.' })
  removeSynonym(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.dataSources.removeSynonym(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Mutation(() => DataSourceMetric)
  addMetric(@Arg('input') input: AddMetricInput, @Ctx() { viewer, services }: GraphQLContext): Promise<DataSourceMetric> {
    return services.dataSources.addMetric(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Returns the removed metric’s id.' })
  removeMetric(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.dataSources.removeMetric(assertPermissions(viewer, []), id);
  }

  @Subscription(() => ImportProgress, {
    description:
      'Progress of the workspace’s imports. Without sourceId, every import of the workspace (subscribe before uploading and learn the id from the first event); with it, that source only.',
    subscribe: async ({ args, context }) => {
      const { viewer, services } = context as GraphQLContext;
      const sourceId = args.sourceId === null || args.sourceId === undefined ? undefined : Number(args.sourceId);
      return services.dataSources.progressEvents(assertPermissions(viewer, []), sourceId);
    },
  })
  importProgress(@Root() event: ImportProgress, @Arg('sourceId', () => Int, { nullable: true }) _sourceId?: number): ImportProgress {
    return event;
  }
}
