import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Permission } from '../workspaces/workspace-role';
import { Pulse } from './pulse.types';
import { WorkspaceStats } from './workspace-stats.types';

@Resolver()
export class DashboardResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => WorkspaceStats, { description: 'Sources, tables, rows, questions asked and storage of the active workspace.' })
  workspaceStats(@Ctx() { viewer, services }: GraphQLContext): Promise<WorkspaceStats> {
    return services.workspaceStats.stats(assertPermissions(viewer, [Permission.VIEW_REPORTS]));
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => Pulse, { description: 'Financial, customer and operations cards of a source (by default the one with the most to show).' })
  pulse(
    @Arg('dataSourceId', () => Int, { nullable: true }) dataSourceId: number | null,
    @Arg('periodDays', () => Int, { defaultValue: 30 }) periodDays: number,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<Pulse> {
    return services.pulse.pulse(assertPermissions(viewer, [Permission.VIEW_REPORTS]), dataSourceId, periodDays);
  }
}
