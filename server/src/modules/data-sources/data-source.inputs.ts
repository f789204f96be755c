import { IsBoolean, IsDefined, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum DatabaseKind {
  POSTGRES = 'postgres',
  MYSQL = 'mysql',
}

registerEnumType(DatabaseKind, { name: 'DatabaseKind', description: 'PostgreSQL, or MySQL and MariaDB.' });

@InputType({ description: 'Where an external database lives and how to log in. The password is stored encrypted.' })
export class DatabaseConnectionInput {
  @Field(() => DatabaseKind)
  @IsDefined({ message: 'Database kind is required.' })
  @IsEnum(DatabaseKind, { message: 'Database kind must be postgres or mysql.' })
  kind: DatabaseKind;

  @Field()
  @IsDefined({ message: 'Host is required.' })
  @IsString({ message: 'Host is required.' })
  @MinLength(1, { message: 'Host is required.' })
  @MaxLength(255, { message: 'Host must be at most 255 characters.' })
  host: string;

  @Field(() => Int)
  @IsDefined({ message: 'Port is required.' })
  @IsInt({ message: 'Port must be a whole number between 1 and 65535.' })
  @Min(1, { message: 'Port must be a whole number between 1 and 65535.' })
  @Max(65535, { message: 'Port must be a whole number between 1 and 65535.' })
  port: number;

  @Field()
  @IsDefined({ message: 'Database name is required.' })
  @IsString({ message: 'Database name is required.' })
  @MinLength(1, { message: 'Database name is required.' })
  @MaxLength(128, { message: 'Database name must be at most 128 characters.' })
  database: string;

  @Field()
  @IsDefined({ message: 'User is required.' })
  @IsString({ message: 'User is required.' })
  @MinLength(1, { message: 'User is required.' })
  @MaxLength(128, { message: 'User must be at most 128 characters.' })
  user: string;

  @Field({ description: 'May be empty when the server needs none.' })
  @IsDefined({ message: 'Password is required (it may be empty).' })
  @IsString({ message: 'Password must be text.' })
  @MaxLength(1024, { message: 'Password must be at most 1024 characters.' })
  password: string;

  @Field({ nullable: true, description: 'Encrypt the connection (the certificate is not verified).' })
  @IsOptional()
  @IsBoolean({ message: 'ssl must be true or false.' })
  ssl?: boolean;

  @Field({ nullable: true, description: 'PostgreSQL only: the schema to read (default public).' })
  @IsOptional()
  @IsString({ message: 'Schema must be text.' })
  @MaxLength(63, { message: 'Schema must be at most 63 characters.' })
  schema?: string;
}

@InputType({ description: 'A live database to add as a data source.' })
export class DatabaseSourceInput extends DatabaseConnectionInput {
  @Field()
  @IsDefined({ message: 'Data source name is required.' })
  @IsString({ message: 'Data source name is required.' })
  name: string;
}

@ObjectType({ description: 'What "Test connection" found.', simpleResolvers: true })
export class ConnectionTestResult {
  @Field()
  ok: boolean;

  @Field({ description: 'What worked, or what went wrong in terms the user can act on.' })
  message: string;

  @Field(() => String, { nullable: true })
  serverVersion: string | null;

  @Field(() => Int, { nullable: true, description: 'Tables in the schema (PostgreSQL) or database (MySQL).' })
  tableCount: number | null;
}

@InputType()
export class AddSynonymInput {
  @Field(() => Int)
  @IsDefined({ message: 'dataSourceId is required.' })
  @IsInt({ message: 'dataSourceId must be a data source id.' })
  dataSourceId: number;

  @Field({ description: 'The word people use, e.g. "deal".' })
  @IsDefined({ message: 'Term is required.' })
  @IsString({ message: 'Term is required.' })
  term: string;

  @Field({ description: 'The table the term means, or the table of its column.' })
  @IsDefined({ message: 'Table is required.' })
  @IsString({ message: 'Table is required.' })
  table: string;

  @Field(() => String, { nullable: true, description: 'Leave out when the term means the whole table.' })
  @IsOptional()
  @IsString({ message: 'Column must be text.' })
  column?: string | null;
}

@InputType()
export class AddMetricInput {
  @Field(() => Int)
  @IsDefined({ message: 'dataSourceId is required.' })
  @IsInt({ message: 'dataSourceId must be a data source id.' })
  dataSourceId: number;

  @Field({ description: 'What people call it, e.g. "revenue".' })
  @IsDefined({ message: 'Metric name is required.' })
  @IsString({ message: 'Metric name is required.' })
  name: string;

  @Field()
  @IsDefined({ message: 'Table is required.' })
  @IsString({ message: 'Table is required.' })
  table: string;

  @Field({ description: 'An aggregate SQL expression over the table’s columns, e.g. sum(unit_price*quantity*(1-discount)).' })
  @IsDefined({ message: 'Expression is required.' })
  @IsString({ message: 'Expression is required.' })
  expression: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Description must be text.' })
  description?: string | null;
}
