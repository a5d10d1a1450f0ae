import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { Principal } from '@parley/auth';
import { OutboxService } from '@parley/events';
import { ApiError, InjectConfig, InjectLogger, Logger, Page, conflict, parsePage, uuidv7 } from '@parley/platform';
import { ANSWER_ENGINE, AnswerEngine } from '../answers/answer-engine';
import { BotEntity } from '../bots/bot.entity';
import { PageQueryDto } from '../common/page-query.dto';
import { ConversationEntity } from '../conversations/conversation.entity';
import { fullName } from '../conversations/conversation.view';
import { ConversationsService } from '../conversations/conversations.service';
import type { AgentsConfig } from '../definition';
import { messageNewEvent } from '../events/envelopes';
import { MessageEntity } from './message.entity';
import { MessagePage, MessageView, ReplyView, messageView } from './message.view';

type NewMessage = Pick<MessageEntity, 'direction' | 'senderType' | 'senderId' | 'senderName' | 'content'>;

@Injectable()
export class MessagesService {
  private readonly messages: Repository<MessageEntity>;

  constructor(
    dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly outbox: OutboxService,
    @Inject(ANSWER_ENGINE) private readonly engine: AnswerEngine,
    @InjectConfig() private readonly config: AgentsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.messages = dataSource.getRepository(MessageEntity);
  }

  async list(principal: Principal, botId: string, conversationId: string, query: PageQueryDto): Promise<MessagePage> {
    const { offset, limit, orderBy } = parsePage(query, { allowed: ['created_at'], defaultOrder: 'created_at:asc' });
    const { conversation } = await this.conversations.findOwned(principal.workspaceId, botId, conversationId);
    const [rows, total] = await this.messages.findAndCount({
      where: { conversationId: conversation.id },
      // A question and its reply may share a millisecond; UUIDv7 ids keep them in order.
      order: { createdAt: orderBy.direction, id: orderBy.direction },
      skip: offset,
      take: limit ?? undefined,
    });
    return { total, data: rows.map(messageView) } satisfies Page<MessageView>;
  }

  /**
   * Stores the user's message (and emits message.new) before asking the engine, so the
   * question survives an engine failure; then stores and emits the reply.
   */
  async post(principal: Principal, botId: string, conversationId: string, content: string): Promise<ReplyView> {
    const { bot, conversation } = await this.conversations.findOwned(principal.workspaceId, botId, conversationId);
    if (!bot.isEnabled) throw conflict('Agent is disabled', { parameters: { bot_id: bot.id } });
    const history = await this.recentHistory(conversation.id);
    const question = await this.store(principal, bot, conversation, {
      direction: 'INBOUND',
      senderType: 'CUSTOMER',
      senderId: conversation.userId,
      senderName: fullName(conversation.userFirstName, conversation.userLastName),
      content,
    });
    let text: string;
    try {
      ({ text } = await this.engine.answer({ bot, conversation, history, question: content }));
    } catch (err) {
      this.logger.error({ err, botId: bot.id, messageId: question.id }, 'answer engine failed');
      throw new ApiError(503, 'The agent could not answer right now; your message was stored', {
        parameters: { message_id: question.id },
      });
    }
    const reply = await this.store(principal, bot, conversation, {
      direction: 'OUTBOUND',
      senderType: 'BOT',
      senderId: bot.id,
      senderName: bot.name,
      content: text,
    });
    return { ...messageView(reply), in_reply_to: question.id };
  }

  /** The last messages before the question, oldest first, for the engine's context. */
  private async recentHistory(conversationId: string): Promise<MessageEntity[]> {
    if (this.config.answerHistoryLimit === 0) return [];
    const rows = await this.messages.find({
      where: { conversationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: this.config.answerHistoryLimit,
    });
    return rows.reverse();
  }

  /** One transaction: the message, the conversation's updated_at, and its message.new event. */
  private async store(
    principal: Principal,
    bot: BotEntity,
    conversation: ConversationEntity,
    fields: NewMessage,
  ): Promise<MessageEntity> {
    const message: MessageEntity = {
      id: uuidv7(),
      conversationId: conversation.id,
      botId: bot.id,
      workspaceId: conversation.workspaceId,
      contentType: 'text',
      createdAt: new Date(),
      ...fields,
    };
    await this.outbox.transaction(async (manager, emit) => {
      await manager.insert(MessageEntity, message);
      await manager.update(ConversationEntity, { id: conversation.id }, { updatedAt: message.createdAt });
      emit(messageNewEvent(principal, bot, conversation, message));
    });
    return message;
  }
}
