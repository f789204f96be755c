import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ActivityAction, ActivityItemType } from './activity-event.entity';

/** One change on a project of the viewer's workspace, with the names a notification needs. */
@ObjectType({ description: 'A recent change on one of the workspace’s projects, for the notifications menu.' })
export class RecentActivity {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  projectId: number;

  @Field()
  projectName: string;

  @Field(() => ActivityItemType)
  itemType: ActivityItemType;

  @Field(() => Int)
  itemId: number;

  @Field(() => String, { nullable: true, description: 'The item’s title now; null once it is deleted.' })
  itemTitle: string | null;

  @Field(() => ActivityAction)
  action: ActivityAction;

  @Field(() => String, { nullable: true })
  field: string | null;

  @Field(() => String, { nullable: true })
  oldValue: string | null;

  @Field(() => String, { nullable: true })
  newValue: string | null;

  @Field(() => Int, { nullable: true })
  actorId: number | null;

  @Field(() => String, { nullable: true, description: 'First and last name, else username, else email; null once deleted.' })
  actorName: string | null;

  @Field()
  createdAt: Date;
}
