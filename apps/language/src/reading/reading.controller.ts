import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { RequireScope } from '@parley/auth';
import { answerQuestion, validateReadingInput } from '@parley/language';
import { ValidationFailed, ValidationItem, invalid } from '@parley/platform';
import { ReadingAnswerView, ReadingRequestDto } from './reading.dto';

/** Maps the library's problem texts ("question ...", "context[3] ...", "context ...") onto body fields. */
export function readingProblems(problems: string[]): ValidationItem[] {
  return problems.map((msg) => {
    const seg = /^context\[(\d+)\]/.exec(msg);
    if (seg) return invalid(['body', 'context', Number(seg[1])], msg);
    if (msg.startsWith('context')) return invalid(['body', 'context'], msg);
    if (msg.startsWith('question')) return invalid(['body', 'question'], msg);
    return invalid(['body'], msg);
  });
}

@ApiTags('machine-reading')
@RequireScope('language')
@Controller('machine-reading')
export class ReadingController {
  @Post('marco-answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Extract the answer to a question from context segments (English)' })
  @ApiBody({ type: ReadingRequestDto })
  @ApiResponse({ status: 200, type: ReadingAnswerView })
  @ApiUnprocessableEntityResponse({ description: 'Blank question, empty context, a non-string or over-long segment' })
  answer(@Body() body: Record<string, unknown>): ReadingAnswerView {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationFailed([invalid(['body'], 'a JSON object is required', 'type_error.dict')]);
    }
    const items: ValidationItem[] = [];
    for (const key of Object.keys(body)) {
      if (key !== 'question' && key !== 'context') items.push(invalid(['body', key], 'extra fields not permitted', 'value_error.extra'));
    }
    items.push(...readingProblems(validateReadingInput(body.question, body.context)));
    if (items.length > 0) throw new ValidationFailed(items);
    return answerQuestion(body.question as string, body.context as string[]);
  }
}
