import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event too large for a NOTIFY payload (8,000 bytes): the notification carries its id and each node reads it
 * from here. Rows are removed after a few minutes.
 */
@Entity({ name: 'pubsub_spill' })
export class PubSubSpill {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  payload: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
