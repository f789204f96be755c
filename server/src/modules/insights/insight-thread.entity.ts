import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DataSourceEntity } from '../data-sources/data-source.entity';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';
import type { InsightQuery } from './insight-scanner';

/** The author of every thread the insight engine opens, and of its answers to follow-ups. */
export const INSIGHT_AUTHOR = 'Quarry Insights';

/**
 * A timeline thread (SPEC §3): one finding of the insight engine over a workspace's data, and the follow-up
 * questions and answers about it. `fingerprint` names the finding, so the same one is never posted twice.
 */
@ObjectType({ description: 'A timeline thread: a finding about the workspace’s data and the conversation about it (SPEC §3).' })
@Entity({ name: 'insight_threads' })
@Index(['workspaceId', 'fingerprint'], { unique: true })
@Index(['workspaceId', 'createdAt'])
export class InsightThread {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  @Field(() => Int, { nullable: true, description: 'The data source the finding is about.' })
  @Column({ name: 'source_id', type: 'int', nullable: true })
  sourceId: number | null;

  @ManyToOne(() => DataSourceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_id' })
  source: Relation<DataSourceEntity> | null;

  /** detector|measure|window…: equal for the same finding, whichever run or node finds it. */
  @Column({ type: 'varchar', length: 400 })
  fingerprint: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field()
  @Column({ type: 'varchar', length: 120 })
  author: string;

  @Field()
  @Column({ name: 'is_resolved', type: 'boolean', default: false })
  isResolved: boolean;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When the thread last got a message or was resolved.' })
  @Column({ name: 'last_updated', type: 'timestamptz', default: () => 'now()' })
  lastUpdated: Date;

  @Field(() => [InsightMessage], { description: 'Oldest first.' })
  @OneToMany(() => InsightMessage, (message) => message.thread)
  messages: Relation<InsightMessage[]>;
}

/** SPEC §3: a thread's message is an insight (from the engine) or a followup (a question and its answer). */
export type InsightMessageType = 'insight' | 'followup';

@ObjectType({ description: 'A message of a timeline thread: an insight, or a follow-up answer (SPEC §3).' })
@Entity({ name: 'insight_messages' })
@Index(['threadId', 'id'])
export class InsightMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'thread_id' })
  threadId: number;

  @ManyToOne(() => InsightThread, (thread) => thread.messages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id' })
  thread: Relation<InsightThread>;

  @Field(() => String, { description: 'insight or followup.' })
  @Column({ type: 'varchar', length: 12 })
  type: InsightMessageType;

  @Field({ description: 'Markdown-free text with the numbers.' })
  @Column({ type: 'text' })
  content: string;

  /** The query behind the message, which its dataLink opens in a report. */
  @Column({ type: 'jsonb', nullable: true })
  query: InsightQuery | null;

  @Field(() => String, { nullable: true, description: 'A client link that opens the reports tab with the query behind the message, ready to add as a card.' })
  @Column({ name: 'data_link', type: 'text', nullable: true })
  dataLink: string | null;

  @Field(() => String, { nullable: true, description: 'For a followup: the question it answers.' })
  @Column({ type: 'text', nullable: true })
  question: string | null;

  @Field(() => String, { nullable: true, description: 'For a followup: who asked.' })
  @Column({ name: 'asked_by', type: 'varchar', length: 200, nullable: true })
  askedBy: string | null;

  @Column({ name: 'asked_by_id', type: 'int', nullable: true })
  askedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'asked_by_id' })
  askedByUser: Relation<User> | null;

  @Field()
  @CreateDateColumn({ name: 'generated_at', type: 'timestamptz' })
  generatedAt: Date;
}
