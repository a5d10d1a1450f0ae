import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

/** Longest text accepted by the entity tagger. */
export const NER_TEXT_MAX = 100_000;

export class NerRequestDto {
  @ApiProperty({ maxLength: NER_TEXT_MAX, example: 'Ann met Bob in Jakarta tomorrow at 3pm.' })
  @IsString()
  @MaxLength(NER_TEXT_MAX)
  text: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-03-10T09:00:00+07:00',
    description:
      'ISO 8601 reference time for relative dates ("tomorrow", "next Friday"). The local date and time as written ' +
      'are used (the offset is not applied), so dates are grounded on the caller\'s wall clock. Default: the ' +
      "server's current local time.",
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  reference_time?: string;
}

class DateTimeValueView {
  @ApiProperty({ example: 'XXXX-WXX-5' })
  timex: string;

  @ApiProperty({ example: 'date' })
  type: string;

  @ApiPropertyOptional({ example: '2026-03-13', description: 'A single date, time or date-time (not a range).' })
  value?: string;

  @ApiPropertyOptional({ example: '2026-03-13', description: 'Start of a range.' })
  start?: string;

  @ApiPropertyOptional({ example: '2026-03-14', description: 'End of a range.' })
  end?: string;
}

class DateTimeResolutionView {
  @ApiProperty({ type: [DateTimeValueView] })
  values: DateTimeValueView[];
}

class DateTimeItemView {
  @ApiProperty({ type: 'integer', description: 'Offset of the first character in `text`.' })
  start: number;

  @ApiProperty({ type: 'integer', description: 'Offset of the last character (inclusive).' })
  end: number;

  @ApiProperty({ type: DateTimeResolutionView })
  resolution: DateTimeResolutionView;

  @ApiProperty({ example: 'next friday' })
  text: string;

  @ApiProperty({ example: 'datetimeV2.date' })
  type_name: string;
}

class MiscView {
  @ApiProperty({ type: [String] })
  Email: string[];

  @ApiProperty({ type: [String] })
  URL: string[];

  @ApiProperty({ type: [String], name: 'IP-address' })
  'IP-address': string[];
}

export class NerResponseView {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: { type: 'string' } },
    example: [{ Ann: 'B-PERSON' }, { met: 'O' }, { Bob: 'B-PERSON' }],
    description: 'One single-entry object `{<token>: <tag>}` per token, in token order; tags are `O`, `B-<LABEL>`, `I-<LABEL>`.',
  })
  tags: Record<string, string>[];

  @ApiProperty({ type: [DateTimeItemView] })
  datetime: DateTimeItemView[];

  @ApiProperty({ type: MiscView })
  misc: MiscView;
}
