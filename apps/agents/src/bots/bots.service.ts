import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { Principal, assertWorkspace } from '@parley/auth';
import { Page, UUID_RE, notFound, parsePage, uuidv7 } from '@parley/platform';
import { BotEntity } from './bot.entity';
import { BotView, botView } from './bot.view';
import { CreateBotDto, ListBotsQuery, UpdateBotDto } from './dto/bot.dto';

const ORDER_FIELDS = { created_at: 'createdAt', updated_at: 'updatedAt', name: 'name' } as const;

export const agentNotFound = () => notFound('Agent not found');

/** Maps the snake_case settings of a request onto the entity's properties. */
function settings(dto: UpdateBotDto): Partial<BotEntity> {
  const patch: Partial<BotEntity> = {};
  if (dto.name !== undefined) patch.name = dto.name;
  if (dto.description !== undefined) patch.description = dto.description;
  if (dto.use_case !== undefined) patch.useCase = dto.use_case;
  if (dto.live_agent_transfer !== undefined) patch.liveAgentTransfer = dto.live_agent_transfer;
  if (dto.default_response_language !== undefined) patch.defaultResponseLanguage = dto.default_response_language;
  if (dto.is_enabled !== undefined) patch.isEnabled = dto.is_enabled;
  return patch;
}

@Injectable()
export class BotsService {
  private readonly bots: Repository<BotEntity>;

  constructor(dataSource: DataSource) {
    this.bots = dataSource.getRepository(BotEntity);
  }

  async create(principal: Principal, dto: CreateBotDto): Promise<BotView> {
    assertWorkspace(principal, dto.workspace_id);
    const now = new Date();
    const bot: BotEntity = {
      id: uuidv7(),
      workspaceId: principal.workspaceId,
      name: dto.name,
      description: null,
      useCase: null,
      liveAgentTransfer: false,
      defaultResponseLanguage: 'default',
      isEnabled: true,
      ...settings(dto),
      createdAt: now,
      updatedAt: now,
    };
    await this.bots.insert(bot);
    return botView(bot);
  }

  async list(principal: Principal, query: ListBotsQuery): Promise<Page<BotView>> {
    const workspaceId = query.workspace_id || principal.workspaceId;
    assertWorkspace(principal, workspaceId);
    const { offset, limit, orderBy } = parsePage(query, {
      allowed: Object.keys(ORDER_FIELDS),
      defaultOrder: 'created_at:desc',
    });
    const [rows, total] = await this.bots.findAndCount({
      where: { workspaceId },
      // id breaks ties so pages do not overlap.
      order: { [ORDER_FIELDS[orderBy.field as keyof typeof ORDER_FIELDS]]: orderBy.direction, id: orderBy.direction },
      skip: offset,
      take: limit ?? undefined,
    });
    return { total, data: rows.map(botView) };
  }

  /** The agent if it is the workspace's; 404 otherwise, so other workspaces' ids stay unknown. */
  async findOwned(workspaceId: string, botId: string): Promise<BotEntity> {
    if (!UUID_RE.test(botId)) throw agentNotFound();
    const bot = await this.bots.findOneBy({ id: botId, workspaceId });
    if (!bot) throw agentNotFound();
    return bot;
  }

  async get(principal: Principal, botId: string): Promise<BotView> {
    return botView(await this.findOwned(principal.workspaceId, botId));
  }

  async update(principal: Principal, botId: string, dto: UpdateBotDto): Promise<BotView> {
    const bot = await this.findOwned(principal.workspaceId, botId);
    const patch = settings(dto);
    if (Object.keys(patch).length === 0) return botView(bot);
    patch.updatedAt = new Date();
    await this.bots.update({ id: bot.id, workspaceId: principal.workspaceId }, patch);
    return botView({ ...bot, ...patch });
  }

  /** Conversations and messages go with the agent (ON DELETE CASCADE). */
  async remove(principal: Principal, botId: string): Promise<void> {
    if (!UUID_RE.test(botId)) throw agentNotFound();
    const result = await this.bots.delete({ id: botId, workspaceId: principal.workspaceId });
    if (!result.affected) throw agentNotFound();
  }
}
