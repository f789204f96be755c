import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { fileUrl } from '../files/file.service';

export const TIMEZONES = ['UTC', 'EST', 'CST', 'MST', 'PST', 'GMT', 'CET'] as const;
export const THEMES = ['dark', 'light', 'system'] as const;

@ObjectType({ description: 'A person with an account. Only the user themself can read these fields.' })
@Entity({ name: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased, so uniqueness is case-insensitive. */
  @Field()
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  position: string | null;

  /** Lower-cased like the email, unique when given. */
  @Field(() => String, { nullable: true })
  @Index({ unique: true, where: 'username IS NOT NULL' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  username: string | null;

  @Field(() => String, { nullable: true, description: 'The industry avatar chosen at registration.' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  avatar: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'referral_code', type: 'varchar', length: 60, nullable: true })
  referralCode: string | null;

  @Field()
  @Column({ type: 'varchar', length: 20, default: 'user' })
  permission: string;

  @Field()
  @Column({ type: 'varchar', length: 10, default: 'UTC' })
  timezone: string;

  @Field()
  @Column({ type: 'varchar', length: 10, default: 'dark' })
  theme: string;

  @Field()
  @Column({ name: 'notification_email', default: true })
  notificationEmail: boolean;

  @Field()
  @Column({ name: 'notification_slack', default: false })
  notificationSlack: boolean;

  @Field()
  @Column({ name: 'notification_browser', default: true })
  notificationBrowser: boolean;

  @Column({ name: 'profile_picture_id', type: 'uuid', nullable: true })
  profilePictureId: string | null;

  @Field(() => String, { nullable: true })
  get profilePictureUrl(): string | null {
    return this.profilePictureId ? fileUrl(this.profilePictureId) : null;
  }

  @Field()
  @Column({ name: 'subscribed_to_updates', default: false })
  subscribedToUpdates: boolean;

  @Field(() => String, { nullable: true, description: 'What the user wants to achieve, from the setup wizard.' })
  @Column({ type: 'text', nullable: true })
  goals: string | null;

  @Field(() => Date, { nullable: true, description: 'When the user finished the setup wizard.' })
  @Column({ name: 'setup_completed_at', type: 'timestamptz', nullable: true })
  setupCompletedAt: Date | null;

  @Field({ description: 'A weekly summary of the workspace by email.' })
  @Column({ name: 'notify_weekly_digest', default: true })
  notifyWeeklyDigest: boolean;

  @Field({ description: 'Alerts when the timeline finds something new in the data.' })
  @Column({ name: 'notify_insights', default: true })
  notifyInsights: boolean;

  @Field({ description: 'Notices about invitations, role changes and new members.' })
  @Column({ name: 'notify_team_activity', default: true })
  notifyTeamActivity: boolean;

  /** The workspace requests act in when they name none (set by accepting an invitation or switching). */
  @Column({ name: 'active_workspace_id', type: 'integer', nullable: true })
  activeWorkspaceId: number | null;

  /** False for accounts made through a sign-in provider until a password is set. */
  @Field({ description: 'False for accounts made through Google or GitHub until they set a password.' })
  @Column({ name: 'has_password', default: true })
  hasPassword: boolean;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
