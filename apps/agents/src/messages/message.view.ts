import { ApiProperty } from '@nestjs/swagger';
import { PageView } from '../common/page-query.dto';
import { MessageEntity } from './message.entity';

export class SenderView {
  @ApiProperty({ enum: ['CUSTOMER', 'BOT'] }) type: string;
  @ApiProperty({ description: 'The user id for CUSTOMER, the agent id for BOT.' }) id: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
}

export class MessageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversation_id: string;
  @ApiProperty({ format: 'uuid' }) bot_id: string;
  @ApiProperty({ enum: ['INBOUND', 'OUTBOUND'] }) direction: string;
  @ApiProperty({ type: SenderView }) sender: SenderView;
  @ApiProperty() content: string;
  @ApiProperty({ enum: ['text'] }) content_type: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ReplyView extends MessageView {
  @ApiProperty({ format: 'uuid', description: "Id of the user's message, as stored." }) in_reply_to: string;
}

export class MessagePage extends PageView {
  @ApiProperty({ type: [MessageView] }) data: MessageView[];
}

export function messageView(m: MessageEntity): MessageView {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    bot_id: m.botId,
    direction: m.direction,
    sender: { type: m.senderType, id: m.senderId, name: m.senderName },
    content: m.content,
    content_type: m.contentType,
    created_at: m.createdAt.toISOString(),
  };
}
