import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';

export enum ActivityItemType {
  EPIC = 'epic',
  USER_STORY = 'user_story',
  TASK = 'task',
}

registerEnumType(ActivityItemType, { name: 'ActivityItemType' });

export enum ActivityAction {
  CREATED = 'created',
  UPDATED = 'updated',
  MOVED = 'moved',
  DELETED = 'deleted',
}

registerEnumType(ActivityAction, { name: 'ActivityAction' });

/** One recorded change: who did what to which field of an item, from which value to which, and when. */
@ObjectType({ description: 'One change to an epic, user story or task.' })
@Entity({ name: 'activity_events' })
@Index(['itemType', 'itemId', 'id'])
export class ActivityEvent {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // Kept with the project (not the item) so the history of a deleted item stays readable.
  @Field(() => Int)
  @Index()
  @Column({ name: 'project_id' })
  projectId: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project: Relation<Project>;

  @Field(() => ActivityItemType)
  @Column({ name: 'item_type', type: 'enum', enum: ActivityItemType, enumName: 'activity_item_type' })
  itemType: ActivityItemType;

  @Field(() => Int)
  @Column({ name: 'item_id' })
  itemId: number;

  @Field(() => Int, { nullable: true, description: 'Who made the change; null once their account is deleted.' })
  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor: Relation<User> | null;

  @Field(() => ActivityAction)
  @Column({ type: 'enum', enum: ActivityAction, enumName: 'activity_action' })
  action: ActivityAction;

  @Field(() => String, { nullable: true, description: 'The changed field, for updates and moves.' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  field: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'old_value', type: 'text', nullable: true })
  oldValue: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'new_value', type: 'text', nullable: true })
  newValue: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
