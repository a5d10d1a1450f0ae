import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { NotBlank } from '../../common/validators';

export const CONTENT_MAX = 10_000;

export class PostMessageDto {
  @ApiProperty({ maxLength: CONTENT_MAX, example: 'What are your opening hours?' })
  @IsString()
  @NotBlank()
  @MaxLength(CONTENT_MAX)
  content: string;
}
