import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { AnswerStatus, ContractToken } from '../../ask/answer/ask';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';
import { AskConversation } from './ask-conversation.entity';

/**
 * One answer the ask engine gave, under the id the API returns (answer_id), so feedback can name it later: what was
 * asked, of which source, how it was answered (status, the SQL, the interpretation) and the words it did not place.
 */
@Entity({ name: 'ask_answers' })
@Index(['workspaceId', 'createdAt'])
export class AskAnswerRecord {
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

  @Column({ name: 'conversation_id', type: 'uuid', nullable: true })
  conversationId: string | null;

  @ManyToOne(() => AskConversation, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'conversation_id' })
  conversation: Relation<AskConversation> | null;

  @Column({ type: 'text' })
  question: string;

  /** The source that answered; null when none could. Not a foreign key: sources come and go, answers stay. */
  @Column({ name: 'source_id', type: 'int', nullable: true })
  sourceId: number | null;

  @Column({ type: 'varchar', length: 16 })
  status: AnswerStatus;

  /** offline or llm: which path wrote the SQL. */
  @Column({ type: 'varchar', length: 16 })
  engine: string;

  @Column({ type: 'text', nullable: true })
  sql: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  interpretation: ContractToken[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  unmatched: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
