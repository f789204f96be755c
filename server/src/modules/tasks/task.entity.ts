import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { UserStory } from '../user-stories/user-story.entity';
import { TaskPriority, TaskStatus } from './task-status';

@ObjectType({ description: 'A workspace member a task is assigned to.', simpleResolvers: true })
export class Assignee {
  @Field(() => Int)
  id: number;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  username: string | null;

  @Field(() => String, { nullable: true })
  profilePictureUrl: string | null;
}

@ObjectType({ description: 'A card on the task board.', simpleResolvers: true })
@Entity({ name: 'tasks' })
// The board reads a column in rank order; uniqueness keeps the order total. Deferred to commit, so re-keying
// neighbours one row at a time may pass through a momentary duplicate.
@Unique('UQ_tasks_column_rank', ['projectId', 'status', 'rank'], { deferrable: 'INITIALLY DEFERRED' })
export class Task extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => TaskStatus)
  @Column({ type: 'enum', enum: TaskStatus, enumName: 'task_status', default: TaskStatus.BACKLOG })
  status: TaskStatus;

  @Field(() => TaskPriority)
  @Column({ type: 'enum', enum: TaskPriority, enumName: 'task_priority', default: TaskPriority.MEDIUM })
  priority: TaskPriority;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate: string | null;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ name: 'user_story_id', type: 'int', nullable: true })
  userStoryId: number | null;

  // Deleting a story unlinks its tasks.
  @ManyToOne(() => UserStory, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_story_id' })
  userStory: Relation<UserStory> | null;

  @Field(() => Int)
  @Column({ name: 'project_id' })
  projectId: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project: Relation<Project>;

  /** Fractional-index key ordering the task within its column; byte order, hence collation "C". */
  @Field({ description: 'Orders the task within its column (byte-wise ascending).' })
  @Column({ type: 'varchar', length: 200, collation: 'C' })
  rank: string;

  /** Filled by the task reader, not a column. */
  @Field(() => [Assignee])
  assignees: Assignee[];
}

/** The assignment join table: one row per (task, member). */
@Entity({ name: 'task_assignees' })
export class TaskAssignment {
  @PrimaryColumn({ name: 'task_id' })
  taskId: number;

  @ManyToOne(() => Task, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task: Relation<Task>;

  @Index()
  @PrimaryColumn({ name: 'user_id' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
}
