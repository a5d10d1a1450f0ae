/** BullMQ queue of topic callbacks (ARCHITECTURE.md: `topic-callback`). */
export const TOPIC_CALLBACK_QUEUE = 'topic-callback';

/** The topic codes of spec 03 B3, exactly as spelled there. */
export const TOPIC_LANGUAGE_CODES = ['en-XX', 'zh-TW', 'zh-CN', 'id-XX', 'jv-XX', 'ms-XX', 'tl-XX', 'vi-XX'] as const;

/** `extract`: topics are computed in the worker, then POSTed as `{job_id, topics}`. */
export interface ExtractJob {
  kind: 'extract';
  jobId: string;
  langCode: string;
  text: string;
  url: string;
}

/** `live`: the body is final (new topics already claimed in Redis); the worker only sends it. */
export interface SendJob {
  kind: 'send';
  url: string;
  body: Record<string, unknown>;
}

export type TopicCallbackJob = ExtractJob | SendJob;
