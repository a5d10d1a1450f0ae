import { Column, Entity, PrimaryColumn } from 'typeorm';

export const WEBCHAT = 'WEBCHAT';

@Entity({ name: 'conversations' })
export class ConversationEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'bot_id' })
  botId: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'user_id' })
  userId: string;

  @Column('text', { name: 'user_first_name', nullable: true })
  userFirstName: string | null;

  @Column('text', { name: 'user_last_name', nullable: true })
  userLastName: string | null;

  @Column('text')
  title: string;

  @Column('text')
  channel: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
