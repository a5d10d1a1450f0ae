import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/** Longest transcription or summarization accepted in one item / live segment. */
export const TOPIC_TEXT_MAX = 100_000;
/** Most items in one `data` list. */
export const TOPIC_ITEMS_MAX = 1_000;
const ID_MAX = 255;
const URL_MAX = 2_048;

export class TopicItemDto {
  @ApiPropertyOptional({ maxLength: TOPIC_TEXT_MAX, description: 'Used when filled (non-blank).' })
  @IsOptional()
  @IsString()
  @MaxLength(TOPIC_TEXT_MAX)
  transcription?: string | null;

  @ApiPropertyOptional({ maxLength: TOPIC_TEXT_MAX, description: 'Used when `transcription` is empty or absent.' })
  @IsOptional()
  @IsString()
  @MaxLength(TOPIC_TEXT_MAX)
  summarization?: string | null;
}

export class TopicsRequestDto {
  @ApiProperty({
    type: [TopicItemDto],
    maxItems: TOPIC_ITEMS_MAX,
    description: 'Texts to read; the chosen text of every item is combined and topics extracted from the whole.',
  })
  @IsArray()
  @ArrayMaxSize(TOPIC_ITEMS_MAX)
  @ValidateNested({ each: true })
  @Type(() => TopicItemDto)
  data: TopicItemDto[];
}

export class TopicsCallbackRequestDto extends TopicsRequestDto {
  @ApiProperty({
    maxLength: URL_MAX,
    example: 'https://example.com/hooks/topics',
    description: 'http(s) callback URL; private and loopback addresses are refused (422).',
  })
  @IsString()
  @MaxLength(URL_MAX)
  url: string;
}

export class LiveSegmentDto {
  @ApiProperty({ maxLength: ID_MAX })
  @IsString()
  @MaxLength(ID_MAX)
  meeting_id: string;

  @ApiProperty({ type: 'integer', description: 'Segment number; a sequence seen before for the meeting is ignored.' })
  @IsInt()
  sequence: number;

  @ApiProperty({ maxLength: ID_MAX })
  @IsString()
  @MaxLength(ID_MAX)
  account_id: string;

  @ApiProperty({ maxLength: TOPIC_TEXT_MAX })
  @IsString()
  @MaxLength(TOPIC_TEXT_MAX)
  transcription: string;

  @ApiProperty({ maxLength: URL_MAX, description: 'http(s) URL; private and loopback addresses are refused (422).' })
  @IsString()
  @MaxLength(URL_MAX)
  callback_url: string;
}

export class TopicTagView {
  @ApiProperty({ example: 'renewal contract' })
  tag_name: string;
}

export class TopicsView {
  @ApiProperty({ type: [TopicTagView], description: 'At most 10, most relevant first.' })
  topics: TopicTagView[];
}

export class ExtractStartedView {
  @ApiProperty({ example: 'Topic extraction started' })
  message: string;

  @ApiProperty({ description: 'Identifies the result: the callback body carries the same `job_id`.' })
  job_id: string;
}

/** Documented body of the `extract` callback. */
export class ExtractCallbackBody {
  @ApiProperty()
  job_id: string;

  @ApiProperty({ type: [TopicTagView] })
  topics: TopicTagView[];
}

export class LiveAcceptedView {
  @ApiProperty()
  meeting_id: string;

  @ApiProperty({ type: 'integer' })
  sequence: number;

  @ApiProperty({ example: 'accepted', enum: ['accepted'] })
  status: 'accepted';
}

/** Documented body of the `extract_live` callback. */
export class LiveCallbackBody {
  @ApiProperty()
  meeting_id: string;

  @ApiProperty({ type: 'integer' })
  sequence: number;

  @ApiProperty()
  account_id: string;

  @ApiProperty({ type: [TopicTagView], description: 'Only topics not predicted before for this meeting (never empty).' })
  topics: TopicTagView[];
}
