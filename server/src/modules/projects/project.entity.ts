import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';
import { WipLimit } from './wip-limit';

@ObjectType({ description: 'A project in a workspace: it holds epics, user stories and a task board.' })
@Entity({ name: 'projects' })
export class Project extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => Int)
  @Index()
  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'created_by_id', type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Field(() => [WipLimit], { description: 'Work-in-progress limits of the task board, at most one per status.' })
  @Column({ name: 'wip_limits', type: 'jsonb', default: () => "'[]'" })
  wipLimits: WipLimit[];
}
