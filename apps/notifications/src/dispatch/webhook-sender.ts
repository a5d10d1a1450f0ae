import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Dispatcher } from 'undici';
import { InjectConfig, OutboundHttp, UnsafeUrlError } from '@parley/platform';
import type { NotificationsConfig } from '../config';

/** Spec 03: the log keeps the receiver's reply; we keep its first 20 KB. */
export const MAX_RESPONSE_CHARS = 20_480;
/** A UTF-16 code unit takes at most 3 bytes of UTF-8, so this many bytes always hold enough characters. */
const MAX_RESPONSE_BYTES = MAX_RESPONSE_CHARS * 3;

export interface AttemptResult {
  success: boolean;
  /** The HTTP status as a string, or an error code when no HTTP answer came back. */
  statusCode: string;
  responseBody: string;
}

const UNSAFE_CODES: Record<UnsafeUrlError['reason'], string> = {
  invalid_url: 'invalid_url',
  protocol: 'invalid_url',
  private_address: 'blocked_address',
  unresolvable: 'ENOTFOUND',
};

/**
 * `status_code` when there was no HTTP answer: 'timeout' for any timeout, 'blocked_address'
 * when the host resolved to a private address at connect time, otherwise the Node.js
 * network error code (ECONNREFUSED, ECONNRESET, ENOTFOUND, ...).
 */
export function failureCode(err: unknown): string {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timeout';
  const code = e?.code ?? e?.cause?.code;
  switch (code) {
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'timeout';
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return 'ECONNRESET';
    case 'EBLOCKED':
      return 'blocked_address';
    default:
      return code ?? 'network_error';
  }
}

/** Text safe for a Postgres text column (no NUL) and cut at MAX_RESPONSE_CHARS without splitting a pair. */
export function clipResponse(text: string): string {
  let out = text.replace(/\u0000/g, '');
  if (out.length > MAX_RESPONSE_CHARS) {
    out = out.slice(0, MAX_RESPONSE_CHARS);
    if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  }
  return out;
}

async function readCapped(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the stream (and that one connection); a normal end keeps it alive.
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= MAX_RESPONSE_BYTES) break;
  }
  return clipResponse(Buffer.concat(chunks).toString('utf8'));
}

/** POSTs webhook bodies through the platform's SSRF-guarded client (keep-alive pool). */
@Injectable()
export class WebhookSender implements OnApplicationShutdown {
  private readonly http: OutboundHttp;

  constructor(@InjectConfig() config: NotificationsConfig) {
    this.http = new OutboundHttp({
      timeoutMs: config.deliveryTimeoutMs,
      allowPrivateUrls: config.allowPrivateUrls,
      userAgent: 'Parley-Webhooks/1.0',
      pool: { keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: config.deliveryConcurrency },
    });
  }

  async send(url: string, body: string, eventId: string): Promise<AttemptResult> {
    try {
      await this.http.assertAllowed(url);
    } catch (err) {
      if (err instanceof UnsafeUrlError) {
        return { success: false, statusCode: UNSAFE_CODES[err.reason], responseBody: err.message };
      }
      throw err;
    }
    try {
      const res = await this.http.post(url, body, { 'x-parley-event-id': eventId });
      const text = await readCapped(res.body);
      return { success: res.statusCode >= 200 && res.statusCode < 300, statusCode: String(res.statusCode), responseBody: text };
    } catch (err) {
      return { success: false, statusCode: failureCode(err), responseBody: clipResponse((err as Error)?.message ?? '') };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.http.close();
  }
}
