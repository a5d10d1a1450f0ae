import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@parley/auth';
import { Page } from '@parley/platform';
import { ApiErrors, ChatApi } from '../common/api-docs';
import { BotPage, BotView } from './bot.view';
import { BotsService } from './bots.service';
import { CreateBotDto, ListBotsQuery, UpdateBotDto } from './dto/bot.dto';

@ChatApi('agents')
@Controller('api/v1/public/bots')
export class BotsController {
  constructor(private readonly bots: BotsService) {}

  @Post()
  @ApiOperation({ summary: 'Create an agent' })
  @ApiCreatedResponse({ type: BotView })
  @ApiErrors(400, 422)
  create(@CurrentPrincipal() principal: Principal, @Body() dto: CreateBotDto): Promise<BotView> {
    return this.bots.create(principal, dto);
  }

  @Get()
  @ApiOperation({
    summary: 'List the agents of a workspace',
    description: 'order_by fields: `created_at`, `updated_at`, `name` (default `created_at:desc`).',
  })
  @ApiOkResponse({ type: BotPage })
  @ApiErrors(422)
  list(@CurrentPrincipal() principal: Principal, @Query() query: ListBotsQuery): Promise<Page<BotView>> {
    return this.bots.list(principal, query);
  }

  @Get(':bot_id')
  @ApiOperation({ summary: 'Get one agent' })
  @ApiOkResponse({ type: BotView })
  @ApiErrors(404)
  get(@CurrentPrincipal() principal: Principal, @Param('bot_id') botId: string): Promise<BotView> {
    return this.bots.get(principal, botId);
  }

  @Put(':bot_id')
  @ApiOperation({
    summary: 'Update an agent',
    description: 'Changes only the fields sent; `is_enabled` false disables the agent, true enables it again.',
  })
  @ApiOkResponse({ type: BotView })
  @ApiErrors(400, 404, 422)
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('bot_id') botId: string,
    @Body() dto: UpdateBotDto,
  ): Promise<BotView> {
    return this.bots.update(principal, botId, dto);
  }

  @Delete(':bot_id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an agent permanently, with all its conversations and messages' })
  @ApiNoContentResponse()
  @ApiErrors(404)
  async remove(@CurrentPrincipal() principal: Principal, @Param('bot_id') botId: string): Promise<void> {
    await this.bots.remove(principal, botId);
  }
}
