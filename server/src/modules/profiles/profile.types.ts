import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A customer record to choose in the profile view.', simpleResolvers: true })
export class CustomerChoice {
  @Field({ description: 'The record’s key, as text.' })
  key: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  detail: string | null;
}

@ObjectType({ description: 'A labelled figure or fact on a profile card.', simpleResolvers: true })
export class ProfileFact {
  @Field()
  label: string;

  @Field()
  value: string;

  @Field(() => String, { nullable: true })
  hint: string | null;
}

@ObjectType({ description: 'The same customer found in another source, and how many key fields agree.', simpleResolvers: true })
export class CustomerMatch {
  @Field()
  sourceName: string;

  @Field()
  name: string;

  @Field(() => Int)
  matchedFields: number;

  @Field(() => Int)
  comparedFields: number;

  @Field(() => [String], { description: 'The key fields that agree.' })
  fields: string[];
}

@ObjectType({ description: 'A month of the customer’s history.', simpleResolvers: true })
export class ProfilePoint {
  @Field()
  period: string;

  @Field(() => Float)
  value: number;
}

@ObjectType({ description: 'A customer profile computed from the customer’s rows.', simpleResolvers: true })
export class CustomerProfile {
  @Field(() => Int)
  dataSourceId: number;

  @Field()
  sourceName: string;

  @Field()
  key: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'Industry, segment or the like, when the record has one.' })
  industry: string | null;

  @Field(() => [ProfileFact])
  demographics: ProfileFact[];

  @Field(() => [ProfileFact])
  traits: ProfileFact[];

  @Field(() => [ProfileFact])
  predictions: ProfileFact[];

  @Field(() => Float, { nullable: true, description: 'Lifetime value: the customer’s revenue over all orders.' })
  lifetimeValue: number | null;

  @Field(() => Float, { nullable: true, description: 'Lifetime value plus the next 12 months on the customer’s monthly trend.' })
  predictedLifetimeValue: number | null;

  @Field(() => Float, { nullable: true, description: 'Share (0 to 1) of key fields that agree in the best match in another source; null when found in one source only.' })
  matchConfidence: number | null;

  @Field(() => [CustomerMatch])
  matches: CustomerMatch[];

  @Field(() => [ProfilePoint], { description: 'Monthly revenue (or orders, without a revenue measure).' })
  history: ProfilePoint[];

  @Field(() => String, { nullable: true, description: 'What history measures.' })
  historyLabel: string | null;
}
