import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Principal } from '@parley/auth';
import { OutboxService } from '@parley/events';
import { ApiError, InjectLogger, Logger, conflict, parsePage, uuidv7 } from '@parley/platform';
import { ANSWER_ENGINE, AnswerEngine } from '../answers/answer-engine';
import { BotEntity } from '../bots/bot.entity';
import { Columns } from '../common/columns';
import { PageQueryDto } from '../common/page-query.dto';
import { ConversationEntity } from '../conversations/conversation.entity';
import { fullName } from '../conversations/conversation.view';
import { ConversationsService } from '../conversations/conversations.service';
import { messageNewEvent } from '../events/envelopes';
import { MessageEntity } from './message.entity';
import { MessagePage, ReplyView, messageView } from './message.view';

type NewMessage = Pick<MessageEntity, 'direction' | 'senderType' | 'senderId' | 'senderName' | 'content'>;

/**
 * POST and GET messages are the hot paths (p95 target 20 ms at 200 requests/s): one
 * ownership query, then plain SQL on the (conversation_id, created_at, id) index.
 */
@Injectable()
export class MessagesService {
  private readonly columns: Columns<MessageEntity>;
  private readonly conversationsTable: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly outbox: OutboxService,
    @Inject(ANSWER_ENGINE) private readonly engine: AnswerEngine,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.columns = new Columns(dataSource, MessageEntity);
    this.conversationsTable = new Columns(dataSource, ConversationEntity).table;
  }

  async list(principal: Principal, botId: string, conversationId: string, query: PageQueryDto): Promise<MessagePage> {
    const { offset, limit, orderBy } = parsePage(query, { allowed: ['created_at'], defaultOrder: 'created_at:asc' });
    const { conversation } = await this.conversations.findOwned(principal.workspaceId, botId, conversationId);
    const dir = orderBy.direction;
    // The window count is taken before OFFSET/LIMIT, so one query gives the page and the total.
    // A question and its reply may share a millisecond; UUIDv7 ids keep them in order.
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${this.columns.select('m')}, count(*) OVER () AS total FROM ${this.columns.table} m
       WHERE m.conversation_id = $1 ORDER BY m.created_at ${dir}, m.id ${dir} OFFSET $2 LIMIT $3`,
      [conversation.id, offset, limit],
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(conversation.id, offset);
    return { total, data: rows.map((row) => messageView(this.columns.pick(row))) };
  }

  /** Only needed for a page past the end (or of an empty conversation). */
  private async count(conversationId: string, offset: number): Promise<number> {
    if (offset === 0) return 0;
    const [row] = await this.dataSource.query(`SELECT count(*) AS n FROM ${this.columns.table} WHERE conversation_id = $1`, [
      conversationId,
    ]);
    return Number(row.n);
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

  /** The last messages before the question, oldest first, as many as the engine wants. */
  private async recentHistory(conversationId: string): Promise<MessageEntity[]> {
    if (this.engine.historyLimit <= 0) return [];
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${this.columns.select('m')} FROM ${this.columns.table} m
       WHERE m.conversation_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $2`,
      [conversationId, this.engine.historyLimit],
    );
    return rows.map((row) => this.columns.pick(row)).reverse();
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
      await this.insert(manager, message);
      emit(messageNewEvent(principal, bot, conversation, message));
    });
    return message;
  }

  /** Inserts the message and moves the conversation's updated_at in one round trip. */
  private async insert(manager: EntityManager, message: MessageEntity): Promise<void> {
    const { sql, params } = this.columns.insert(message, 3);
    await manager.query(
      `WITH inserted AS (${sql}) UPDATE ${this.conversationsTable} SET updated_at = $2 WHERE id = $1`,
      [message.conversationId, message.createdAt, ...params],
    );
  }
}
