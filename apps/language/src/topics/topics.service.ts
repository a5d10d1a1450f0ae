import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { extractTopics } from '@parley/language';
import { InjectConfig, UnsafeUrlError, ValidationFailed, assertPublicUrl, invalid, uuidv7 } from '@parley/platform';
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

  /** Returns true when a callback was queued (the segment brought topics new to the meeting). */
  async live(workspaceId: string, langCode: string, seg: LiveSegmentDto): Promise<boolean> {
    await this.checkUrl(seg.callback_url, 'callback_url');
    // The cache holds a normalised key per topic (case, width and spacing folded), so "Cloud
    // revenue" in one segment and "cloud revenue" in a later one are the same topic.
    const byKey = new Map<string, string>();
    for (const name of topicNames(seg.transcription, langCode)) {
      const key = topicKey(name);
      if (key && !byKey.has(key)) byKey.set(key, name);
    }
    const claim = await this.cache.claim(workspaceId, seg.meeting_id, seg.sequence, [...byKey.keys()]);
    if (claim.duplicate || claim.fresh.length === 0) return false;
    const fresh = new Set(claim.fresh);
    const body = {
      meeting_id: seg.meeting_id,
      sequence: seg.sequence,
      account_id: seg.account_id,
      // Extraction order (most relevant first), only the ones this segment claimed.
      topics: [...byKey].filter(([key]) => fresh.has(key)).map(([, tag_name]) => ({ tag_name })),
    };
    const jobId = `live-${createHash('sha256').update(`${workspaceId}\n${seg.meeting_id}\n${seg.sequence}`).digest('hex')}`;
    await this.queue.add('live', { kind: 'send', url: seg.callback_url, body }, { jobId });
    return true;
  }
}
