import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Direction, SenderType } from '@parley/contracts';

@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'conversation_id' })
  conversationId: string;

  @Column('uuid', { name: 'bot_id' })
  botId: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text')
  direction: Direction;

  @Column('text', { name: 'sender_type' })
  senderType: SenderType;

  @Column('text', { name: 'sender_id' })
  senderId: string;

  @Column('text', { name: 'sender_name', nullable: true })
  senderName: string | null;

  @Column('text')
  content: string;

  @Column('text', { name: 'content_type' })
  contentType: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
