import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity';

export const TYPING_SPEEDS = ['normal', 'fast', 'instant'] as const;
export type TypingSpeed = (typeof TYPING_SPEEDS)[number];

/** Dashboard choices a user makes once and expects on every device: chat settings, the early-access prompt. */
@ObjectType('UserPreferences', { description: 'The signed-in user’s dashboard preferences.', simpleResolvers: true })
@Entity({ name: 'user_preferences' })
export class UserPreferences {
  @PrimaryColumn({ name: 'user_id' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Field({ description: 'normal (SPEC: 6 ms a character for thinking, 20 ms for replies), fast or instant.' })
  @Column({ name: 'chat_typing_speed', type: 'varchar', length: 10, default: 'normal' })
  chatTypingSpeed: string;

  @Field({ description: 'Whether chat answers show their SQL.' })
  @Column({ name: 'chat_show_sql', default: true })
  chatShowSql: boolean;

  @Field({ description: 'True once the user closed the early-access prompt without subscribing.' })
  @Column({ name: 'updates_prompt_dismissed', default: false })
  updatesPromptDismissed: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
