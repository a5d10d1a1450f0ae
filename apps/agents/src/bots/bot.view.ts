import { ApiProperty } from '@nestjs/swagger';
import { PageView } from '../common/page-query.dto';
import { BotEntity } from './bot.entity';
import { USE_CASES, UseCase } from './use-cases';

/** The agent record: every stored field plus id and timestamps (ISO 8601 UTC). */
export class BotView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() workspace_id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: USE_CASES, nullable: true }) use_case: UseCase | null;
  @ApiProperty() live_agent_transfer: boolean;
  @ApiProperty({ example: 'default' }) default_response_language: string;
  @ApiProperty() is_enabled: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class BotPage extends PageView {
  @ApiProperty({ type: [BotView] }) data: BotView[];
}

export function botView(bot: BotEntity): BotView {
  return {
    id: bot.id,
    workspace_id: bot.workspaceId,
    name: bot.name,
    description: bot.description,
    use_case: bot.useCase,
    live_agent_transfer: bot.liveAgentTransfer,
    default_response_language: bot.defaultResponseLanguage,
    is_enabled: bot.isEnabled,
    created_at: bot.createdAt.toISOString(),
    updated_at: bot.updatedAt.toISOString(),
  };
}
