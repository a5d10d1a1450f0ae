import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { extractTopics } from '@parley/language';
import {
  ApiError,
  InjectConfig,
  InjectLogger,
  Logger,
  UnsafeUrlError,
  ValidationFailed,
  assertPublicUrl,
  invalid,
  uuidv7,
} from '@parley/platform';
import type { LanguageConfig } from '../config';
import { LiveTopicCache } from './live-topic-cache';
import { TOPIC_CALLBACK_QUEUE, TopicCallbackJob } from './queue';
import { LiveSegmentDto, TopicItemDto } from './topics.dto';

export const DEFAULT_TOP = 10;

/** Each item's transcription when filled (non-blank), else its summarization; combined in order. */
export function combinedText(data: TopicItemDto[]): string {
  return data
    .map((d) => (d.transcription?.trim() ? d.transcription : (d.summarization ?? '')))
    .filter((t) => t.trim())
    .join('\n\n');
}

export function topicNames(text: string, langCode: string): string[] {
  return extractTopics(text, langCode, { top: DEFAULT_TOP }).map((t) => t.tag_name);
}

/** The identity of a topic within a meeting. */
export function topicKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

@Injectable()
export class TopicsService {
  constructor(
    @InjectConfig() private readonly config: LanguageConfig,
    @InjectQueue(TOPIC_CALLBACK_QUEUE) private readonly queue: Queue<TopicCallbackJob>,
    private readonly cache: LiveTopicCache,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** A callback URL a user sends; an unusable one is a 422 on the field. */
  async checkUrl(url: string, field: string): Promise<void> {
    try {
      await assertPublicUrl(url, { allowPrivate: this.config.allowPrivateUrls });
    } catch (err) {
      if (err instanceof UnsafeUrlError) throw new ValidationFailed([invalid(['body', field], err.message, 'value_error.url')]);
      throw err;
    }
  }

  extractNow(langCode: string, data: TopicItemDto[]): { tag_name: string }[] {
    return topicNames(combinedText(data), langCode).map((tag_name) => ({ tag_name }));
  }

  async startExtract(langCode: string, data: TopicItemDto[], url: string): Promise<string> {
    await this.checkUrl(url, 'url');
    const jobId = uuidv7();
    await this.queue.add('extract', { kind: 'extract', jobId, langCode, text: combinedText(data), url }, { jobId });
    return jobId;
  }

  /**
   * Returns true when a callback was queued (the segment brought topics new to the meeting).
   *
   * Claim, enqueue, settle: the claim is recorded per sequence and stays pending until the job
   * is queued, so when anything fails in between the request answers 503 and its retry queues
   * the same topics. The job id is derived from the sequence and completed jobs are kept as long
   * as the meeting's cache, so the retry of a request that failed only at `settle` (its job was
   * queued) adds no second job: exactly one callback either way.
   */
  async live(workspaceId: string, langCode: string, seg: LiveSegmentDto): Promise<boolean> {
    await this.checkUrl(seg.callback_url, 'callback_url');
    // The cache holds a normalised key per topic (case, width and spacing folded), so "Cloud
    // revenue" in one segment and "cloud revenue" in a later one are the same topic.
    const byKey = new Map<string, string>();
    for (const name of topicNames(seg.transcription, langCode)) {
      const key = topicKey(name);
      if (key && !byKey.has(key)) byKey.set(key, name);
    }
    try {
      const claimed = await this.cache.claim(workspaceId, seg.meeting_id, seg.sequence, byKey);
      if (claimed.length === 0) return false;
      const body = {
        meeting_id: seg.meeting_id,
        sequence: seg.sequence,
        account_id: seg.account_id,
        // Extraction order (most relevant first), only the ones this sequence claimed.
        topics: claimed.map((tag_name) => ({ tag_name })),
      };
      const jobId = `live-${createHash('sha256').update(`${workspaceId}\n${seg.meeting_id}\n${seg.sequence}`).digest('hex')}`;
      const removeOnComplete = { age: this.config.liveTopicTtlSeconds };
      await this.queue.add('live', { kind: 'send', url: seg.callback_url, body }, { jobId, removeOnComplete });
      await this.cache.settle(workspaceId, seg.meeting_id, seg.sequence);
      return true;
    } catch (err) {
      this.logger.error({ err, meetingId: seg.meeting_id, sequence: seg.sequence }, 'live topics not queued');
      throw new ApiError(503, 'The live topics could not be queued; retry the request (its new topics are kept for the retry)');
    }
  }
}
