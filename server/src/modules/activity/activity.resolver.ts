import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { ActivityEvent, ActivityItemType } from './activity-event.entity';

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
}
