import { ApiProperty } from '@nestjs/swagger';
import { ConversationEntity, WEBCHAT } from './conversation.entity';

/** "First Last" from whichever parts are present; null when neither is. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

export class ConversationUserView {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
}

export class ConversationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) bot_id: string;
  @ApiProperty() workspace_id: string;
  @ApiProperty({ type: ConversationUserView }) user: ConversationUserView;
  @ApiProperty({ description: "The user's full name, else the user id." }) title: string;
  @ApiProperty({ enum: [WEBCHAT] }) channel: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export function conversationView(c: ConversationEntity): ConversationView {
  return {
    id: c.id,
    bot_id: c.botId,
    workspace_id: c.workspaceId,
    user: { id: c.userId, first_name: c.userFirstName, last_name: c.userLastName },
    title: c.title,
    channel: c.channel,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
