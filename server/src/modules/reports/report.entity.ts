import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import { DataSourceEntity } from '../data-sources/data-source.entity';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';

/** SPEC §3: a visualization card is a line, bar or pie chart. */
export enum ReportChartType {
  LINE = 'line',
  BAR = 'bar',
  PIE = 'pie',
}

registerEnumType(ReportChartType, { name: 'ReportChartType', description: 'How a card is drawn: line, bar or pie (SPEC §3).' });

export enum ReportCardStatus {
  /** Its rows are there. */
  READY = 'ready',
  /** Waiting for its data source (a new workspace's demo source may still be installing). */
  PENDING = 'pending',
  /** Its query failed the last time it ran; `message` says why and the last rows stay. */
  FAILED = 'failed',
}

registerEnumType(ReportCardStatus, { name: 'ReportCardStatus' });

/** A transform's error, with the line of its body (1 = first line) when the engine names one. */
@ObjectType({ description: 'Why a card’s transform failed, and on which line of its body.' })
export class TransformError {
  @Field()
  message: string;

  @Field(() => Int, { nullable: true })
  line: number | null;
}

/** Card sizes, SPEC §9: at least 300×200 px, 100% wide and 300 px high by default. Width is a share of the grid. */
export const CARD_DEFAULT_WIDTH_PERCENT = 100;
export const CARD_MIN_WIDTH_PERCENT = 10;
export const CARD_DEFAULT_HEIGHT = 300;
export const CARD_MIN_HEIGHT = 200;
export const CARD_MAX_HEIGHT = 1_200;

@ObjectType({ description: 'A report of a workspace: chart cards in order, and the assistant’s conversation about it.' })
@Entity({ name: 'reports' })
@Index(['workspaceId', 'createdAt'])
export class Report extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'created_by_id', type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @OneToMany(() => ReportCard, (card) => card.report)
  cards: Relation<ReportCard[]>;

  @OneToMany(() => ReportMessage, (message) => message.report)
  messages: Relation<ReportMessage[]>;
}

@ObjectType({ description: 'A chart card: the question, the query behind it, its rows (after its transform) and its place in the grid.' })
@Entity({ name: 'report_cards' })
@Index(['reportId', 'position'])
export class ReportCard extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'report_id' })
  reportId: number;

  @ManyToOne(() => Report, (report) => report.cards, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id' })
  report: Relation<Report>;

  @Field({ description: 'The first 20 characters of the prompt (SPEC §9).' })
  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Field({ description: 'The question the card answers.' })
  @Column({ type: 'text' })
  prompt: string;

  @Field(() => ReportChartType)
  @Column({ name: 'chart_type', type: 'enum', enum: ReportChartType, enumName: 'report_chart_type' })
  chartType: ReportChartType;

  @Field(() => String, { nullable: true, description: 'The column on the x axis (or the pie’s labels).' })
  @Column({ name: 'x_key', type: 'varchar', length: 200, nullable: true })
  xKey: string | null;

  @Field(() => String, { nullable: true, description: 'The measured column.' })
  @Column({ name: 'y_key', type: 'varchar', length: 200, nullable: true })
  yKey: string | null;

  @Field(() => String, { nullable: true, description: 'A second grouping drawn as one line or bar per value.' })
  @Column({ name: 'series_key', type: 'varchar', length: 200, nullable: true })
  seriesKey: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'source_id', type: 'int', nullable: true })
  sourceId: number | null;

  @ManyToOne(() => DataSourceEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'source_id' })
  source: Relation<DataSourceEntity> | null;

  @Field(() => String, { nullable: true, description: 'The checked, read-only SELECT that produced the rows; refresh runs it again.' })
  @Column({ name: 'sql_text', type: 'text', nullable: true })
  sql: string | null;

  /** The query's rows as records, before the transform; the transform always starts from these. */
  @Column({ name: 'source_rows', type: 'jsonb', default: () => "'[]'" })
  sourceRows: Record<string, unknown>[];

  @Field(() => GraphQLJSON, { description: 'The rows drawn: the query’s rows after the card’s transform, as records.' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  data: Record<string, unknown>[];

  @Field(() => String, { nullable: true, description: 'The body of `(rows) => rows`, run on the server in a sandbox.' })
  @Column({ type: 'text', nullable: true })
  transform: string | null;

  @Field(() => TransformError, { nullable: true, description: 'Set when the transform failed on the last refresh; the rows are then drawn untransformed.' })
  @Column({ name: 'transform_error', type: 'jsonb', nullable: true })
  transformError: TransformError | null;

  @Field(() => ReportCardStatus)
  @Column({ type: 'enum', enum: ReportCardStatus, enumName: 'report_card_status', default: ReportCardStatus.READY })
  status: ReportCardStatus;

  @Field(() => String, { nullable: true, description: 'Why the card is pending or failed.' })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field(() => Int, { description: 'Order in the grid, from 0.' })
  @Column({ type: 'int' })
  position: number;

  @Field(() => Int, { description: 'Width as a percentage of the grid’s width (100 by default).' })
  @Column({ name: 'width_percent', type: 'int', default: CARD_DEFAULT_WIDTH_PERCENT })
  widthPercent: number;

  @Field(() => Int, { description: 'Height in pixels (300 by default, at least 200).' })
  @Column({ type: 'int', default: CARD_DEFAULT_HEIGHT })
  height: number;

  @Field(() => Date, { nullable: true, description: 'When the query last ran.' })
  @Column({ name: 'refreshed_at', type: 'timestamptz', nullable: true })
  refreshedAt: Date | null;
}

@ObjectType({ description: 'A message of a report’s assistant conversation (SPEC §3: role user or ai, and content).' })
@Entity({ name: 'report_messages' })
@Index(['reportId', 'id'])
export class ReportMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'report_id' })
  reportId: number;

  @ManyToOne(() => Report, (report) => report.messages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id' })
  report: Relation<Report>;

  @Field(() => String, { description: 'user or ai.' })
  @Column({ type: 'varchar', length: 8 })
  role: 'user' | 'ai';

  @Field()
  @Column({ type: 'text' })
  content: string;

  @Field(() => Int, { nullable: true, description: 'The card this message added, if any.' })
  @Column({ name: 'card_id', type: 'int', nullable: true })
  cardId: number | null;

  @Field(() => [String], { description: 'Rephrasings to pick from, when the assistant asks back.' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  options: string[];

  @Field(() => Int, { nullable: true })
  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author: Relation<User> | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
