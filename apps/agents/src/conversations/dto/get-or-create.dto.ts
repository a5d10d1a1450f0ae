import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NotBlank } from '../../common/validators';

export const USER_FIELD_MAX = 255;

export class ConversationUserDto {
  @ApiProperty({ maxLength: USER_FIELD_MAX, description: 'Your id for the end user; one conversation per user and agent.' })
  @IsString()
  @NotBlank()
  @MaxLength(USER_FIELD_MAX)
  id: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: USER_FIELD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(USER_FIELD_MAX)
  first_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: USER_FIELD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(USER_FIELD_MAX)
  last_name?: string | null;
}

export class GetOrCreateConversationDto {
  @ApiProperty({ type: ConversationUserDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ConversationUserDto)
  user: ConversationUserDto;
}
