import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One pulse card (SPEC §3): a figure of the latest period against the one before.', simpleResolvers: true })
export class PulseCard {
  @Field({ description: 'Financial, Customer Metrics or Operations.' })
  group: string;

  @Field()
  title: string;

  @Field({ description: 'The latest period’s figure, formatted.' })
  value: string;

  @Field(() => Float, { nullable: true })
  current: number | null;

  @Field(() => Float, { nullable: true })
  previous: number | null;

  @Field(() => Float, { nullable: true, description: 'Change against the period before, in percent.' })
  changePercent: number | null;

  @Field()
  description: string;

  @Field({ description: 'An icon name: revenue, units, average, customers, new-customers, leads, conversion, orders, returns, deals.' })
  icon: string;

  @Field({ description: 'positive, neutral or negative.' })
  status: string;
}

@ObjectType({ description: 'The pulse of one data source: its cards over the latest period.', simpleResolvers: true })
export class Pulse {
  @Field(() => Int, { nullable: true })
  dataSourceId: number | null;

  @Field(() => String, { nullable: true })
  sourceName: string | null;

  @Field(() => Int)
  periodDays: number;

  @Field(() => [PulseCard])
  cards: PulseCard[];
}
