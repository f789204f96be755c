import { Field, ObjectType } from 'type-graphql';
import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * created_at and updated_at, kept by TypeORM and inherited by each entity's GraphQL type. Never used as a type
 * itself, so it does not appear in the schema.
 */
@ObjectType()
export abstract class Timestamped {
  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
