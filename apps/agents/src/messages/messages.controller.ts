import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@parley/auth';
import { ApiErrors, ChatApi } from '../common/api-docs';
import { PageQueryDto } from '../common/page-query.dto';
import { PostMessageDto } from './dto/message.dto';
import { MessagePage, ReplyView } from './message.view';
import { MessagesService } from './messages.service';

@ChatApi('messages')
@Controller('api/v1/public/bots/:bot_id/conversations/:conversation_id/messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiOperation({
    summary: 'Message history of a conversation',
    description: 'order_by field: `created_at` (default `created_at:asc`, oldest first).',
  })
  @ApiOkResponse({ type: MessagePage })
  @ApiErrors(404, 422)
  list(
    @CurrentPrincipal() principal: Principal,
    @Param('bot_id') botId: string,
    @Param('conversation_id') conversationId: string,
    @Query() query: PageQueryDto,
  ): Promise<MessagePage> {
    return this.messages.list(principal, botId, conversationId, query);
  }

  @Post()
  @ApiOperation({
    summary: "Send a user message and get the agent's reply",
    description:
      "Stores the user's message, then the agent's reply; each emits `message.new`. Returns the reply, with " +
      "`in_reply_to` naming the stored user message. A disabled agent answers 409 and stores nothing.\n\n" +
      'Until the knowledge-base import lands, replies come from the no-knowledge engine, which says that the ' +
      'agent has no knowledge base to answer from yet; the import replaces it with answers grounded in the ' +
      "agent's documents.",
  })
  @ApiCreatedResponse({ type: ReplyView })
  @ApiErrors(400, 404, 409, 422)
  post(
    @CurrentPrincipal() principal: Principal,
    @Param('bot_id') botId: string,
    @Param('conversation_id') conversationId: string,
    @Body() dto: PostMessageDto,
  ): Promise<ReplyView> {
    return this.messages.post(principal, botId, conversationId, dto.content);
  }
}
