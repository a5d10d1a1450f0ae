import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { REFERENCE_TIME_PATTERN } from '../common/validation';

/** Longest text accepted by the entity tagger. */
export const NER_TEXT_MAX = 100_000;

export class NerRequestDto {
  @ApiProperty({ maxLength: NER_TEXT_MAX, example: 'Ann met Bob in Jakarta tomorrow at 3pm.' })
  @IsString()
  @MaxLength(NER_TEXT_MAX)
  text: string;

  @ApiPropertyOptional({
    pattern: REFERENCE_TIME_PATTERN.source,
    example: '2026-03-10T09:00:00+07:00',
    description:
      'Reference time that relative expressions ("today", "tomorrow", "next Friday") are grounded on: ' +
      '`YYYY-MM-DD` or `YYYY-MM-DDThh:mm[:ss[.fff]]`, optionally followed by `Z` or a UTC offset (`±hh:mm`, ' +
      '`±hhmm`, `±hh`). It is read on its own wall clock: the date and time as written, in the zone the offset ' +
      'names, never converted to UTC or to the server\'s zone. So `2026-03-01T23:30:00-05:00` and ' +
      '`2026-03-01T23:30:00Z` both make "today" 2026-03-01 and "tomorrow" 2026-03-02; a value without an ' +
      'offset is taken as written, and a date alone is its midnight. Other ISO 8601 forms (week or ordinal ' +
      'dates, `2026-03`) and impossible dates are refused with 422. Default: the server\'s current local time.',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(REFERENCE_TIME_PATTERN, {
    message: 'reference_time must be YYYY-MM-DD or YYYY-MM-DDThh:mm[:ss[.fff]], optionally with Z or a ±hh:mm offset',
  })
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
