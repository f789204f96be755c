import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity';
import { Workspace } from './workspace.entity';
import { WorkspaceRole } from './workspace-role';

/**
 * A pending member: someone invited by email who has not accepted yet. The accept link carries a random token of
 * which only a SHA-256 is kept, so a leaked table cannot be used to join.
 */
@ObjectType('TeamInvitation', { description: 'A pending member of the workspace.' })
@Entity({ name: 'workspace_invitations' })
@Index(['workspaceId', 'email'], { unique: true, where: 'accepted_at IS NULL AND revoked_at IS NULL' })
export class WorkspaceInvitation {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Field(() => WorkspaceRole)
  @Column({ type: 'enum', enum: WorkspaceRole, enumName: 'workspace_role' })
  role: WorkspaceRole;

  @Index({ unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'invited_by_id', type: 'integer', nullable: true })
  invitedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy: Relation<User> | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
