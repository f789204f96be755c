import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import { Project } from '../projects/project.entity';

/** SPEC §4; any status may follow any other. */
export enum EpicStatus {
  TO_DO = 'To Do',
  IN_PROGRESS = 'In Progress',
  DONE = 'Done',
  ON_HOLD = 'On Hold',
  ARCHIVED = 'Archived',
}

export const EPIC_STATUSES: readonly EpicStatus[] = Object.values(EpicStatus);

registerEnumType(EpicStatus, { name: 'EpicStatus', description: 'REST uses the values (e.g. "On Hold").' });

@ObjectType({ description: 'A large body of work in a project, split into user stories.' })
@Entity({ name: 'epics' })
export class Epic extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => EpicStatus)
  @Column({ type: 'enum', enum: EpicStatus, enumName: 'epic_status', default: EpicStatus.TO_DO })
  status: EpicStatus;

  @Field(() => Int)
  @Index()
  @Column({ name: 'project_id' })
  projectId: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project: Relation<Project>;
}
