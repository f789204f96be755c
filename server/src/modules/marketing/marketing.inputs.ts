import { IsEnum, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ContactRequestKind } from './marketing.entities';
import { IsEmailAddress } from '../../app/is-email-address';

registerEnumType(ContactRequestKind, { name: 'ContactRequestKind', description: 'demo (/demo) or contact (/contact).' });

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address.';

@InputType()
export class NewsletterInput {
  @Field()
  @IsString({ message: NEWSLETTER_EMAIL_MESSAGE })
  @MaxLength(254, { message: NEWSLETTER_EMAIL_MESSAGE })
  @IsEmailAddress({ message: NEWSLETTER_EMAIL_MESSAGE })
  email: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  source?: string;
}

@ObjectType()
export class NewsletterResult {
  @Field({ description: 'False when the address was already on the list.' })
  subscribed: boolean;

  @Field()
  message: string;
}

@InputType()
export class ContactRequestInput {
  @Field(() => ContactRequestKind)
  @IsEnum(ContactRequestKind)
  kind: ContactRequestKind;

  @Field()
  @IsString()
  @MinLength(1, { message: 'Please enter your name.' })
  @MaxLength(100, { message: 'Names must be at most 100 characters.' })
  name: string;

  @Field()
  @IsString()
  @MaxLength(254)
  @IsEmailAddress({ message: 'Please enter a valid email address.' })
  email: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @Field()
  @IsString()
  @MinLength(1, { message: 'Please write a short message.' })
  @MaxLength(5000, { message: 'Messages must be at most 5000 characters.' })
  message: string;
}

@ObjectType()
export class ContactRequestResult {
  @Field()
  message: string;
}
