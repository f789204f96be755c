import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { ActivityEvent, ActivityItemType } from './activity-event.entity';
import { RECENT_ACTIVITY_DEFAULT } from './activity.service';
import { RecentActivity } from './recent-activity';

@Resolver(() => ActivityEvent)
export class ActivityResolver {
  @Authorized()
  @Query(() => [ActivityEvent], { description: 'The change history of an epic, user story or task, oldest first.' })
  activity(
    @Arg('itemType', () => ActivityItemType) itemType: ActivityItemType,
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ActivityEvent[]> {
    return services.activity.history(assertPermissions(viewer, []), itemType, itemId);
  }

  @Authorized()
  @Query(() => [RecentActivity], { description: 'The newest changes on the active workspace’s projects, newest first (at most 50).' })
  recentActivity(
    @Arg('limit', () => Int, { nullable: true, defaultValue: RECENT_ACTIVITY_DEFAULT }) limit: number | null,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<RecentActivity[]> {
    return services.activity.recent(assertPermissions(viewer, []), limit ?? RECENT_ACTIVITY_DEFAULT);
  }
}
