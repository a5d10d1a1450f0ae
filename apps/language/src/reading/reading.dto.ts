import { ApiProperty } from '@nestjs/swagger';
import { READING_MAX_SEGMENT_CHARS } from '@parley/language';

/**
 * Shapes are checked by validateReadingInput (the library's rules) rather than class-validator,
 * so each problem maps onto the field it names; the DTO documents them.
 */
export class ReadingRequestDto {
  @ApiProperty({ description: 'The question (English, case-sensitive; must not be blank).', example: 'Who wrote Hamlet?' })
  question: string;

  @ApiProperty({
    type: [String],
    description: `Context segments, at least one, each at most ${READING_MAX_SEGMENT_CHARS} characters.`,
    example: ['Hamlet is a tragedy written by William Shakespeare around 1600.'],
  })
  context: string[];
}

export class ReadingAnswerView {
  @ApiProperty({ description: 'The extracted answer span (empty when nothing fits).', example: 'William Shakespeare' })
  answer: string;

  @ApiProperty({ description: 'The whole context segment holding the answer.' })
  review: string;

  @ApiProperty({ description: 'Confidence in [0, 1]; below 0.2 the context does not seem to answer.', example: 0.83 })
  score: number;
}
