import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Permission } from '../workspaces/workspace-role';
import { ExplorerView } from './explorer-view.entity';
import { ExplorerAskResult, ExplorerPage, ExplorerSelectionInput, ExplorerSummary, ExplorerTableInfo } from './explorer.types';

@Resolver()
export class ExplorerResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => ExplorerTableInfo, { description: 'The columns of a source table and the values it can be filtered by.' })
  explorerTable(
    @Arg('dataSourceId', () => Int) dataSourceId: number,
    @Arg('table') table: string,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ExplorerTableInfo> {
    return services.explorer.tableInfo(assertPermissions(viewer, [Permission.VIEW_REPORTS]), dataSourceId, table);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => ExplorerPage, { description: 'One page of a source table’s rows, filtered and sorted on the server.' })
  explorerRows(
    @Arg('selection') selection: ExplorerSelectionInput,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 25 }) limit: number,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ExplorerPage> {
    return services.explorer.rows(assertPermissions(viewer, [Permission.VIEW_REPORTS]), selection, offset, limit);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => ExplorerSummary, { description: 'Summary figures of the selected rows.' })
  explorerSummary(@Arg('selection') selection: ExplorerSelectionInput, @Ctx() { viewer, services }: GraphQLContext): Promise<ExplorerSummary> {
    return services.explorer.summary(assertPermissions(viewer, [Permission.VIEW_REPORTS]), selection);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => [ExplorerView], { description: 'The workspace’s saved views of one table, oldest first.' })
  explorerViews(
    @Arg('dataSourceId', () => Int) dataSourceId: number,
    @Arg('table') table: string,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ExplorerView[]> {
    return services.explorer.listViews(assertPermissions(viewer, [Permission.VIEW_REPORTS]), dataSourceId, table);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => ExplorerView, { description: 'Saves the selection under a name; an empty name is refused.' })
  saveExplorerView(
    @Arg('selection') selection: ExplorerSelectionInput,
    @Arg('label') label: string,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ExplorerView> {
    return services.explorer.saveView(assertPermissions(viewer, [Permission.CREATE_REPORTS]), selection, label);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Int, { description: 'Deletes a saved view; returns its id.' })
  deleteExplorerView(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.explorer.deleteView(assertPermissions(viewer, [Permission.CREATE_REPORTS]), id);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Mutation(() => ExplorerAskResult, { description: 'Turns a question into filters on the table, or answers it from the source.' })
  explorerAsk(
    @Arg('selection') selection: ExplorerSelectionInput,
    @Arg('question') question: string,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ExplorerAskResult> {
    return services.explorer.ask(assertPermissions(viewer, [Permission.VIEW_REPORTS]), selection, question);
  }
}
