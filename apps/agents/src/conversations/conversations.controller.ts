import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@parley/auth';
import { ApiErrors, ChatApi } from '../common/api-docs';
import { ConversationView } from './conversation.view';
import { ConversationsService } from './conversations.service';
import { GetOrCreateConversationDto } from './dto/get-or-create.dto';

@ChatApi('conversations')
@Controller('api/v1/public/bots/:bot_id/conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Post('ops/get_or_create')
  @HttpCode(200)
  @ApiOperation({
    summary: "Get the user's conversation with the agent, or start one",
    description:
      'One conversation per agent and `user.id`, also under concurrent calls. An existing conversation is ' +
      'returned as stored (names sent later do not change it). A new one emits `conversation.new`; its ' +
      "title is the user's full name, else the user id. Works for a disabled agent too (only messages are refused).",
  })
  @ApiOkResponse({ type: ConversationView })
  @ApiErrors(400, 404, 422)
  getOrCreate(
    @CurrentPrincipal() principal: Principal,
    @Param('bot_id') botId: string,
    @Body() dto: GetOrCreateConversationDto,
  ): Promise<ConversationView> {
    return this.conversations.getOrCreate(principal, botId, dto);
  }
}
