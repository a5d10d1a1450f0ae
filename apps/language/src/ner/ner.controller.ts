import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { RequireScope } from '@parley/auth';
import { EntityExtraction, NER_LANGUAGE_CODES, extractEntities } from '@parley/language';
import { CheckLangCode, wallClock } from '../common/validation';
import { NER_TEXT_MAX, NerRequestDto, NerResponseView } from './ner.dto';


@ApiTags('ner')
@RequireScope('language')
@Controller('ner/:lang_code')
export class NerController {
  @Post('extract')
  @HttpCode(200)
  @CheckLangCode(NER_LANGUAGE_CODES)
  @ApiOperation({
    summary: 'Tag entities, ground dates and times, and pick out e-mails, URLs and IP addresses',
    description:
      'Word-level tokens (Chinese through a word segmenter), one BIO tag each. ' +
      `\`text\` is at most ${NER_TEXT_MAX.toLocaleString('en-US')} characters.`,
  })
  @ApiParam({ name: 'lang_code', enum: [...NER_LANGUAGE_CODES] })
  @ApiResponse({ status: 200, type: NerResponseView })
  @ApiUnprocessableEntityResponse({ description: 'Unsupported `lang_code`, missing or over-long `text`, bad `reference_time`' })
  extract(@Param('lang_code') lang: string, @Body() body: NerRequestDto): EntityExtraction {
    const referenceTime = body.reference_time ? wallClock(body.reference_time) : undefined;
    return extractEntities(body.text, lang, { referenceTime });
  }
}
