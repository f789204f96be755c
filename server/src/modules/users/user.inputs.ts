import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { THEMES, TIMEZONES, User } from './user.entity';
import { IsEmailAddress } from '../../app/is-email-address';

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters and include letters, numbers and symbols.';
export const PASSWORD_PATTERN = /^(?=.*\p{L})(?=.*\p{N})(?=.*[^\p{L}\p{N}\s]).{8,}$/u;

@InputType({ description: 'The registration fields of every registration variant.' })
export class RegisterInput {
  @Field()
  @IsDefined({ message: 'Field required' })
  @IsString({ message: 'Email is required.' })
  @IsEmailAddress({ message: 'Enter a valid email address.' })
  @MaxLength(254)
  email: string;

  @Field()
  @IsDefined({ message: 'Field required' })
  @IsString({ message: 'Password is required.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @Matches(PASSWORD_PATTERN, { message: PASSWORD_RULE_MESSAGE })
  password: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  position?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Please enter a username.' })
  @MaxLength(60)
  username?: string;

  @Field({ nullable: true, description: 'Industry avatar: Marketing, Healthcare, Finance or Real Estate.' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  avatar?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  referralCode?: string;

  @Field({ nullable: true, description: 'The chat variant’s yes/no permission: product update emails.' })
  @IsOptional()
  @IsBoolean()
  subscribeToUpdates?: boolean;

  @Field({ nullable: true, description: 'Registration sends "user".' })
  @IsOptional()
  @IsIn(['user'], { message: 'permission must be "user".' })
  permission?: string;
}

@InputType({ description: 'Profile fields a user may change; omitted fields stay as they are.' })
export class UpdateProfileInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsEmailAddress({ message: 'Enter a valid email address.' })
  @MaxLength(254)
  email?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsIn(TIMEZONES, { message: `Timezone must be one of ${TIMEZONES.join(', ')}.` })
  timezone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsIn(THEMES, { message: `Theme must be one of ${THEMES.join(', ')}.` })
  theme?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  notificationEmail?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  notificationSlack?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  notificationBrowser?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  goals?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyWeeklyDigest?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyInsights?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyTeamActivity?: boolean;

  @Field({ nullable: true, description: 'Product update emails (the same flag POST /api/v1/subscribe sets).' })
  @IsOptional()
  @IsBoolean()
  subscribedToUpdates?: boolean;
}

@InputType({ description: 'A new password; the current one is required unless the account has none yet.' })
export class ChangePasswordInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @Field()
  @IsString({ message: 'Password is required.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @Matches(PASSWORD_PATTERN, { message: PASSWORD_RULE_MESSAGE })
  newPassword: string;
}

@InputType({ description: 'The setup wizard’s goals step.' })
export class SetupInput {
  @Field()
  @IsString()
  @MaxLength(2000, { message: 'Goals must be at most 2000 characters.' })
  goals: string;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'A bearer token, valid for 7 days.' })
  token: string;

  @Field(() => User)
  user: User;

  @Field()
  subscribedToUpdates: boolean;
}

@ObjectType()
export class SubscribeResult {
  @Field()
  success: boolean;

  @Field()
  message: string;
}

