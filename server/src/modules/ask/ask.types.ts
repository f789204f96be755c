import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

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

@ObjectType({ description: 'An answer from the user’s data.' })
export class AskAnswerType {
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
