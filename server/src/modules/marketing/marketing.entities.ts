import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One address on the newsletter list; stored lower-cased, so each address is there once. */
@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The page the form was sent from, e.g. /home. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  source: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export enum ContactRequestKind {
  DEMO = 'demo',
  CONTACT = 'contact',
}

/** A demo request (/demo) or a message (/contact), kept for the team to answer. */
@Entity({ name: 'contact_requests' })
export class ContactRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'enum', enum: ContactRequestKind, enumName: 'contact_request_kind' })
  kind: ContactRequestKind;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  message: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
