import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IfPresent, IsResponseLanguage, NotBlank } from '../../common/validators';
import { PageQueryDto } from '../../common/page-query.dto';
import { USE_CASES, UseCase } from '../use-cases';

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 5000;

/** Fields shared by create and update; all optional. */
class BotSettingsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  description?: string | null;

  @ApiPropertyOptional({ enum: USE_CASES, nullable: true })
  @IsOptional()
  @IsIn(USE_CASES)
  use_case?: UseCase | null;

  @ApiPropertyOptional({ default: false, description: 'Enables handoff to human operators.' })
  @IfPresent()
  @IsBoolean()
  live_agent_transfer?: boolean;

  @ApiPropertyOptional({
    default: 'default',
    example: 'zh-TW',
    description: 'The literal `default`, or a BCP 47 language tag such as `en` or `zh-TW`.',
  })
  @IfPresent()
  @IsString()
  @IsResponseLanguage()
  default_response_language?: string;

  @ApiPropertyOptional({ default: true, description: 'A disabled agent refuses new messages (409).' })
  @IfPresent()
  @IsBoolean()
  is_enabled?: boolean;
}

export class CreateBotDto extends BotSettingsDto {
  @ApiProperty({ description: "Owning workspace; must be the API key's workspace (else 403)." })
  @IsString()
  workspace_id: string;

  @ApiProperty({ maxLength: NAME_MAX })
  @IsString()
  @NotBlank()
  @MaxLength(NAME_MAX)
  name: string;
}

/** PUT: any subset of the create fields except workspace_id (an agent cannot change workspace). */
export class UpdateBotDto extends BotSettingsDto {
  @ApiPropertyOptional({ maxLength: NAME_MAX })
  @IfPresent()
  @IsString()
  @NotBlank()
  @MaxLength(NAME_MAX)
  name?: string;
}

export class ListBotsQuery extends PageQueryDto {
  @ApiPropertyOptional({ description: "Defaults to the API key's workspace; another workspace gives 403." })
  @IsOptional()
  @IsString()
  workspace_id?: string;
}
