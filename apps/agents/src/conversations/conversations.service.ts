import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { Principal } from '@parley/auth';
import { OutboxService } from '@parley/events';
import { UUID_RE, notFound, uuidv7 } from '@parley/platform';
import { BotEntity } from '../bots/bot.entity';
import { BotsService } from '../bots/bots.service';
import { Columns } from '../common/columns';
import { conversationNewEvent } from '../events/envelopes';
import { ConversationEntity, WEBCHAT } from './conversation.entity';
import { ConversationView, conversationView, fullName } from './conversation.view';
import { GetOrCreateConversationDto } from './dto/get-or-create.dto';

export const conversationNotFound = () => notFound('Conversation not found');

export interface OwnedConversation {
  bot: BotEntity;
  conversation: ConversationEntity;
}

@Injectable()
export class ConversationsService {
  private readonly conversations: Repository<ConversationEntity>;
  private readonly ownedSql: string;
  private readonly conversationColumns: Columns<ConversationEntity>;
  private readonly botColumns: Columns<BotEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bots: BotsService,
    private readonly outbox: OutboxService,
  ) {
    this.conversations = dataSource.getRepository(ConversationEntity);
    this.conversationColumns = new Columns(dataSource, ConversationEntity);
    this.botColumns = new Columns(dataSource, BotEntity);
    this.ownedSql = `
      SELECT ${this.conversationColumns.select('c', 'c.')}, ${this.botColumns.select('b', 'b.')}
      FROM ${this.conversationColumns.table} c JOIN ${this.botColumns.table} b ON b.id = c.bot_id
      WHERE c.id = $1 AND c.bot_id = $2 AND c.workspace_id = $3 AND b.workspace_id = $3`;
  }

  /**
   * The user's conversation with the agent, made on first contact. The unique (bot_id,
   * user_id) index decides between concurrent first calls: exactly one insert wins and
   * emits conversation.new; the others read the winner's row.
   */
  async getOrCreate(principal: Principal, botId: string, dto: GetOrCreateConversationDto): Promise<ConversationView> {
    const bot = await this.bots.findOwned(principal.workspaceId, botId);
    const existing = await this.findByUser(bot, dto.user.id);
    if (existing) return conversationView(existing);

    const now = new Date();
    const { id: userId, first_name: firstName = null, last_name: lastName = null } = dto.user;
    const candidate: ConversationEntity = {
      id: uuidv7(),
      botId: bot.id,
      workspaceId: bot.workspaceId,
      userId,
      userFirstName: firstName,
      userLastName: lastName,
      title: fullName(firstName, lastName) ?? userId,
      channel: WEBCHAT,
      createdAt: now,
      updatedAt: now,
    };
    const created = await this.outbox.transaction(async (manager, emit) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ConversationEntity)
        .values(candidate)
        .orIgnore()
        .returning(['id'])
        .execute();
      if (inserted.raw.length === 0) return false;
      emit(conversationNewEvent(principal, bot, candidate));
      return true;
    });
    if (created) return conversationView(candidate);
    // Lost the race: the winner has committed by now (ON CONFLICT waited for it).
    const winner = await this.findByUser(bot, userId);
    if (!winner) throw conversationNotFound();
    return conversationView(winner);
  }

  private findByUser(bot: BotEntity, userId: string): Promise<ConversationEntity | null> {
    return this.conversations.findOneBy({ botId: bot.id, workspaceId: bot.workspaceId, userId });
  }

  /**
   * The conversation and its agent in one query when both are the workspace's; otherwise
   * a 404 naming whichever is missing (the agent first), revealing nothing of others.
   */
  async findOwned(workspaceId: string, botId: string, conversationId: string): Promise<OwnedConversation> {
    if (UUID_RE.test(botId) && UUID_RE.test(conversationId)) {
      const [row] = await this.dataSource.query(this.ownedSql, [conversationId, botId, workspaceId]);
      if (row) return { bot: this.botColumns.pick(row, 'b.'), conversation: this.conversationColumns.pick(row, 'c.') };
    }
    await this.bots.findOwned(workspaceId, botId);
    throw conversationNotFound();
  }
}
