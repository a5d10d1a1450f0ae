import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
  ApiServiceUnavailableResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentPrincipal, Principal, RequireScope } from '@parley/auth';
import { CheckLangCode } from '../common/validation';
import { TOPIC_LANGUAGE_CODES } from './queue';
import {
  ExtractCallbackBody,
  ExtractStartedView,
  LiveAcceptedView,
  LiveCallbackBody,
  LiveSegmentDto,
  TopicsCallbackRequestDto,
  TopicsRequestDto,
  TopicsView,
} from './topics.dto';
import { TopicsService } from './topics.service';

const LANG_PARAM = { name: 'lang_code', enum: [...TOPIC_LANGUAGE_CODES], description: 'Extraction language.' };

@ApiTags('topics')
@ApiExtraModels(ExtractCallbackBody, LiveCallbackBody)
@RequireScope('language')
@Controller('topics/:lang_code')
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @Post('extract_no_callback')
  @HttpCode(200)
  @CheckLangCode(TOPIC_LANGUAGE_CODES)
  @ApiOperation({
    summary: 'Extract topics now (short input)',
    description:
      'Each `data` item contributes its `transcription` when filled, else its `summarization`; the texts are ' +
      'combined and the 10 most relevant topics returned.',
  })
  @ApiParam(LANG_PARAM)
  @ApiResponse({ status: 200, type: TopicsView })
  @ApiUnprocessableEntityResponse({ description: 'Unsupported `lang_code` or invalid body' })
  extractNow(@Param('lang_code') lang: string, @Body() body: TopicsRequestDto): TopicsView {
    return { topics: this.topics.extractNow(lang, body.data) };
  }

  @Post('extract')
  @HttpCode(200)
  @CheckLangCode(TOPIC_LANGUAGE_CODES)
  @ApiOperation({
    summary: 'Extract topics in the background and POST them to `url` (long input)',
    description:
      'Answers at once. A `topic-callback` job then computes the topics (as `extract_no_callback`) and POSTs ' +
      '`{job_id, topics: [{tag_name}]}` (schema `ExtractCallbackBody`) to ' +
      '`url`; a non-2xx answer or network error is retried (5 attempts by default, exponential backoff). ' +
      'The URL is checked again before each attempt.',
  })
  @ApiParam(LANG_PARAM)
  @ApiResponse({ status: 200, type: ExtractStartedView })
  @ApiUnprocessableEntityResponse({ description: 'Unsupported `lang_code`, invalid body, or a private/loopback `url`' })
  async extract(@Param('lang_code') lang: string, @Body() body: TopicsCallbackRequestDto): Promise<ExtractStartedView> {
    const jobId = await this.topics.startExtract(lang, body.data, body.url);
    return { message: 'Topic extraction started', job_id: jobId };
  }

  @Post('extract_live')
  @HttpCode(200)
  @CheckLangCode(TOPIC_LANGUAGE_CODES)
  @ApiOperation({
    summary: 'Feed one live transcription segment of a meeting',
    description:
      "The segment's topics are cached per meeting (24 h after the last segment). When it brings topics not " +
      'predicted before for the meeting, `{meeting_id, sequence, account_id, topics: [{tag_name}]}` (schema ' +
      '`LiveCallbackBody`) is POSTed to `callback_url` with only the new topics ' +
      '(retried like `extract`). A segment without new topics, or a `sequence` already seen for the meeting, ' +
      'sends nothing. The answer is `accepted` in every one of these cases. If the callback cannot be queued ' +
      'the answer is 503 and the new topics are kept for the sequence: repeating the request sends them (once).',
  })
  @ApiParam(LANG_PARAM)
  @ApiResponse({ status: 200, type: LiveAcceptedView })
  @ApiUnprocessableEntityResponse({ description: 'Unsupported `lang_code`, invalid body, or a private/loopback `callback_url`' })
  @ApiServiceUnavailableResponse({ description: 'The callback could not be queued; repeat the request' })
  async live(
    @CurrentPrincipal() principal: Principal,
    @Param('lang_code') lang: string,
    @Body() body: LiveSegmentDto,
  ): Promise<LiveAcceptedView> {
    await this.topics.live(principal.workspaceId, lang, body);
    return { meeting_id: body.meeting_id, sequence: body.sequence, status: 'accepted' };
  }
}
