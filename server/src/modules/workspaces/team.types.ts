import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { WorkspaceInvitation } from './workspace-invitation.entity';
import { Permission, WorkspaceRole } from './workspace-role';
import { IsEmailAddress } from '../../app/is-email-address';

@ObjectType({ description: 'A member of the active workspace.' })
export class TeamMember {
  @Field(() => Int, { description: 'The membership id (used to change the role or remove the member).' })
  id: number;

  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => WorkspaceRole)
  role: WorkspaceRole;

  @Field()
  joinedAt: Date;

  @Field({ description: 'True for the signed-in user.' })
  isYou: boolean;

  @Field(() => String, { nullable: true })
  profilePictureUrl: string | null;
}

@ObjectType({ description: 'The active workspace’s people: members, and pending invitations for those who may see them.' })
export class Team {
  @Field(() => Int)
  workspaceId: number;

  @Field()
  workspaceName: string;

  @Field(() => WorkspaceRole)
  yourRole: WorkspaceRole;

  @Field(() => [Permission])
  yourPermissions: Permission[];

  @Field(() => [TeamMember])
  members: TeamMember[];

  @Field(() => [WorkspaceInvitation], { description: 'Pending invitations; empty unless you may invite (Owner, Admin).' })
  invitations: WorkspaceInvitation[];
}

@InputType({ description: 'One row of the Add Team Members form.' })
export class TeamInviteInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Names must be at most 100 characters.' })
  name?: string;

  @Field()
  @IsString()
  @IsEmailAddress({ message: 'Enter a valid email address.' })
  @MaxLength(254)
  email: string;

  @Field(() => WorkspaceRole, { description: 'ADMIN, ANALYST or VIEWER.' })
  @IsEnum(WorkspaceRole)
  role: WorkspaceRole;
}

@InputType()
export class InviteTeamMembersInput {
  @Field(() => [TeamInviteInput])
  @ArrayMinSize(1, { message: 'Add at least one person to invite.' })
  @ArrayMaxSize(20, { message: 'Invite at most 20 people at a time.' })
  @ValidateNested({ each: true })
  invites: TeamInviteInput[];
}

@ObjectType({ description: 'An invitation just made, with its accept link (shown once; a new link can be made later).' })
export class SentInvitation {
  @Field(() => WorkspaceInvitation)
  invitation: WorkspaceInvitation;

  @Field()
  acceptUrl: string;

  @Field({ description: 'True when it was also sent by email (SMTP_URL is set).' })
  emailed: boolean;
}

@ObjectType({ description: 'What an accept link shows before it is accepted.' })
export class InvitationPreview {
  @Field()
  workspaceName: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => WorkspaceRole)
  role: WorkspaceRole;

  @Field(() => String, { nullable: true })
  invitedByName: string | null;

  @Field({ description: 'An account with this email exists: accepting asks for its password.' })
  accountExists: boolean;

  @Field()
  expiresAt: Date;
}

@InputType()
export class AcceptInvitationInput {
  @Field()
  @IsString()
  @MaxLength(200)
  token: string;

  @Field({ nullable: true, description: 'The existing account’s password, or the new account’s.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  password?: string;

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
}

@ObjectType({ description: 'The placeholder plan (no payment provider): visible to the Owner only.' })
export class Billing {
  @Field()
  plan: string;

  @Field(() => Int)
  priceMonthly: number;

  @Field()
  currency: string;

  @Field({ description: 'active, or canceling when it ends at the period end.' })
  status: string;

  @Field()
  billingEmail: string;

  @Field()
  renewsOn: Date;

  @Field(() => Int)
  seats: number;
}

@InputType()
export class BillingInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsEmailAddress({ message: 'Enter a valid email address.' })
  @MaxLength(254)
  billingEmail?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Choose true or false.' })
  cancelAtPeriodEnd?: boolean;
}
