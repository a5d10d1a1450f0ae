import { EventEnvelope, buildEnvelope } from '@parley/contracts';
import type { Principal } from '@parley/auth';
import { uuidv7 } from '@parley/platform';
import { BotEntity } from '../bots/bot.entity';
import { ConversationEntity, WEBCHAT } from '../conversations/conversation.entity';
import { fullName } from '../conversations/conversation.view';
import { MessageEntity } from '../messages/message.entity';

/** Who emits: the workspace of the calling key, and the agent as a webchat source. */
function origin(principal: Principal, bot: BotEntity) {
  return {
    workspace: { id: principal.workspaceId, name: principal.workspaceName },
    source: { id: bot.id, type: WEBCHAT, identifier: bot.name },
  };
}

/** spec 03 `conversation.new`: a brand-new webchat conversation has no messages yet. */
export function conversationNewEvent(
  principal: Principal,
  bot: BotEntity,
  conversation: ConversationEntity,
): EventEnvelope<'conversation.new'> {
  return buildEnvelope({
    id: uuidv7(),
    type: 'conversation.new',
    timestamp: conversation.createdAt,
    ...origin(principal, bot),
    data: {
      conversation_id: conversation.id,
      conversation_title: conversation.title,
      channel: conversation.channel,
      customer: {
        id: conversation.userId,
        name: fullName(conversation.userFirstName, conversation.userLastName),
        email: null,
        phone: null,
        address: null,
        channel: conversation.channel,
      },
      latest_inbound_message: null,
      latest_outbound_message: null,
    },
  });
}

/** spec 03 `message.new`, for the user's message and for the agent's reply alike. */
export function messageNewEvent(
  principal: Principal,
  bot: BotEntity,
  conversation: ConversationEntity,
  message: MessageEntity,
): EventEnvelope<'message.new'> {
  const sender: EventEnvelope<'message.new'>['data']['sender'] = { type: message.senderType, id: message.senderId };
  if (message.senderName !== null) sender.name = message.senderName;
  return buildEnvelope({
    id: uuidv7(),
    type: 'message.new',
    timestamp: message.createdAt,
    ...origin(principal, bot),
    data: {
      conversation_id: conversation.id,
      conversation_title: conversation.title,
      message_id: message.id,
      direction: message.direction,
      created_at: message.createdAt.toISOString(),
      sender,
      content: { type: message.contentType, text: message.content, data: null },
    },
  });
}
