import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { WorkspaceMember } from './workspace-member.entity';

@ObjectType({ description: 'A team’s space: its members, data sources, reports and projects.' })
@Entity({ name: 'workspaces' })
export class Workspace {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Set once the workspace has been given the demo source, so deleting it does not bring it back. */
  @Column({ name: 'demo_source_added', type: 'boolean', default: false })
  demoSourceAdded: boolean;

  /** Billing contact for the placeholder Pro plan; null means the Owner's own email. */
  @Column({ name: 'billing_email', type: 'varchar', length: 254, nullable: true })
  billingEmail: string | null;

  /** The Owner asked to end the plan at the end of the current period. */
  @Column({ name: 'billing_cancel_at_period_end', type: 'boolean', default: false })
  billingCancelAtPeriodEnd: boolean;

  @OneToMany(() => WorkspaceMember, (member) => member.workspace)
  members: Relation<WorkspaceMember[]>;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
