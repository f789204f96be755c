import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import type { QueryPlan } from '../../ask/plan/plan';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';

/**
 * A conversation's memory: the last question and its plan, so a follow-up ('and by region?') can refine it. Kept in
 * the database so any server node can answer the next question.
 */
@Entity({ name: 'ask_conversations' })
@Index(['userId', 'workspaceId', 'channel'])
export class AskConversation extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  @Column({ name: 'user_id' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** 'ask' for conversations the client names by id; 'chat' for the one conversation of SPEC's chat. */
  @Column({ type: 'varchar', length: 16, default: 'ask' })
  channel: string;

  /** The source the last answer came from; null when it had none. Not a foreign key: sources come and go. */
  @Column({ name: 'source_id', type: 'int', nullable: true })
  sourceId: number | null;

  @Column({ name: 'last_question', type: 'text', nullable: true })
  lastQuestion: string | null;

  @Column({ name: 'last_plan', type: 'jsonb', nullable: true })
  lastPlan: QueryPlan | null;

  @Column({ name: 'question_count', type: 'int', default: 0 })
  questionCount: number;
}
