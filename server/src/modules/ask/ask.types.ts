import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AnswerStatus, ContractKind } from '../../ask/answer/ask';
import type { AskResult } from './ask.service';

/** How the engine dealt with a question. REST uses the values. */
export enum AskAnswerStatus {
  ANSWERED = 'answered',
  CLARIFICATION = 'clarification',
  DECLINED = 'declined',
}

registerEnumType(AskAnswerStatus, {
  name: 'AskAnswerStatus',
  description: 'answered: rows from the data; clarification: a question back before answering; declined: the data cannot answer it.',
});

/** What one interpretation token is about. REST uses the values. */
export enum InterpretationKind {
  MEASURE = 'measure',
  LIST = 'list',
  GROUP = 'group',
  FILTER = 'filter',
  TIME = 'time',
  ORDER = 'order',
  LIMIT = 'limit',
  JOIN = 'join',
}

registerEnumType(InterpretationKind, { name: 'InterpretationKind', description: 'What an interpretation token says: the measure, a listing, a grouping, a filter, the time, the order, the limit or a join.' });

@ObjectType({ description: 'How to draw an answer: chosen from the result’s shape by rules, never code.' })
export class ChartSpecType {
  @Field({ description: 'number, bar, line, pie or table.' })
  type: string;

  @Field(() => String, { nullable: true })
  x?: string | null;

  @Field(() => [String], { nullable: true })
  y?: string[] | null;

  @Field(() => String, { nullable: true })
  series?: string | null;
}

@ObjectType({ description: 'A question back to the user when the question has more than one reading.' })
export class ClarificationType {
  @Field()
  question: string;

  @Field(() => [String], { description: '2 to 4 concrete rephrasings to choose from.' })
  options: string[];
}

@ObjectType({ description: 'One part of what the engine understood, from the plan (or the SQL) that ran.' })
export class InterpretationTokenType {
  @Field(() => InterpretationKind)
  kind: InterpretationKind;

  @Field({ description: 'In words: “sum of freight”, “by ship_country”, “order_date in 1997”.' })
  text: string;
}

@ObjectType({ description: 'An answer from the user’s data.' })
export class AskAnswerType {
  @Field(() => ID, { description: 'Identifies this answer (stored with its question, source, status, SQL and interpretation), for feedback.' })
  answerId: string;

  @Field(() => AskAnswerStatus, { description: 'ANSWERED with rows; CLARIFICATION with a question back (see clarification); DECLINED when the data cannot answer (see suggestions).' })
  status: AskAnswerStatus;

  @Field({ description: 'The answer in words, with its key numbers.' })
  answer: string;

  @Field({ description: 'The plan behind the answer, in words.' })
  thinking: string;

  @Field(() => String, { nullable: true, description: 'The SQL that produced the rows.' })
  sql: string | null;

  @Field(() => [String])
  columns: string[];

  @Field(() => GraphQLJSON, { description: 'Rows as arrays: numbers as JSON numbers, dates as ISO strings.' })
  rows: unknown[][];

  @Field(() => ChartSpecType, { nullable: true })
  chart: ChartSpecType | null;

  @Field(() => ClarificationType, { nullable: true })
  clarification: ClarificationType | null;

  @Field(() => [InterpretationTokenType], { description: 'What was understood, in order: measures, groupings, filters and time, order, limit, joins. Empty when nothing ran.' })
  interpretation: InterpretationTokenType[];

  @Field(() => [String], { description: 'Words of the question that bound to nothing in the data.' })
  unmatched: string[];

  @Field(() => [Int])
  sourceIds: number[];

  @Field(() => [String], { description: 'Questions the data can answer, offered when this one could not be.' })
  suggestions: string[];

  @Field({ description: 'True when the rows were cut at the row limit.' })
  truncated: boolean;

  @Field({ description: 'offline or llm: which path wrote the SQL.' })
  engine: string;

  @Field(() => ID, { description: 'Pass it back with the next question to let it refine this one.' })
  conversationId: string;
}

const STATUSES: Readonly<Record<AnswerStatus, AskAnswerStatus>> = {
  answered: AskAnswerStatus.ANSWERED,
  clarification: AskAnswerStatus.CLARIFICATION,
  declined: AskAnswerStatus.DECLINED,
};

const KINDS: Readonly<Record<ContractKind, InterpretationKind>> = {
  measure: InterpretationKind.MEASURE,
  list: InterpretationKind.LIST,
  group: InterpretationKind.GROUP,
  filter: InterpretationKind.FILTER,
  time: InterpretationKind.TIME,
  order: InterpretationKind.ORDER,
  limit: InterpretationKind.LIMIT,
  join: InterpretationKind.JOIN,
};

/** The service's answer as the GraphQL type. */
export function answerType(result: AskResult): AskAnswerType {
  return {
    answerId: result.answerId,
    status: STATUSES[result.status],
    answer: result.answer,
    thinking: result.thinking,
    sql: result.sql,
    columns: result.columns,
    rows: result.rows,
    chart: result.chart ? { ...result.chart } : null,
    clarification: result.clarification,
    interpretation: result.interpretation.map((token) => ({ kind: KINDS[token.kind], text: token.text })),
    unmatched: result.unmatched,
    sourceIds: result.sourceIds,
    suggestions: result.suggestions,
    truncated: result.truncated,
    engine: result.engine,
    conversationId: result.conversationId,
  };
}
