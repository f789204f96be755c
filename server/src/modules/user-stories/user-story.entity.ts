import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import { Epic } from '../epics/epic.entity';
import { Project } from '../projects/project.entity';

/** SPEC §4; any status may follow any other. */
export enum UserStoryStatus {
  TO_DO = 'To Do',
  IN_PROGRESS = 'In Progress',
  REVIEW = 'Review',
  DONE = 'Done',
  BACKLOG = 'Backlog',
}

export const USER_STORY_STATUSES: readonly UserStoryStatus[] = Object.values(UserStoryStatus);

registerEnumType(UserStoryStatus, { name: 'UserStoryStatus', description: 'REST uses the values (e.g. "In Progress").' });

@ObjectType({ description: 'A user story of an epic; its description also holds the acceptance criteria.' })
@Entity({ name: 'user_stories' })
export class UserStory extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => UserStoryStatus)
  @Column({ type: 'enum', enum: UserStoryStatus, enumName: 'user_story_status', default: UserStoryStatus.TO_DO })
  status: UserStoryStatus;

  @Field(() => Int)
  @Index()
  @Column({ name: 'epic_id' })
  epicId: number;

  @ManyToOne(() => Epic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'epic_id' })
  epic: Relation<Epic>;

  /** Copied from the epic (which never changes project), so project lists and access checks need no join. */
  @Field(() => Int)
  @Index()
  @Column({ name: 'project_id' })
  projectId: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project: Relation<Project>;
}
