import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Agent, request } from 'undici';
import { InjectConfig, assertPublicUrl, publicOnlyLookup } from '@parley/platform';
import type { LanguageConfig } from '../config';

export class CallbackFailed extends Error {}

/**
 * POSTs callback bodies. The URL is re-checked before each attempt (UnsafeUrlError propagates),
 * and outside development the connection's own DNS lookup refuses private addresses too.
 * Redirects are not followed; any non-2xx answer is a failure (retried by the queue).
 */
@Injectable()
export class CallbackSender implements OnApplicationShutdown {
  private readonly agent: Agent;

  constructor(@InjectConfig() private readonly config: LanguageConfig) {
    this.agent = new Agent({
      keepAliveTimeout: 10_000,
      connect: { timeout: config.callbackTimeoutMs, ...(config.allowPrivateUrls ? {} : { lookup: publicOnlyLookup }) },
    });
  }

  async send(url: string, body: unknown): Promise<void> {
    await assertPublicUrl(url, { allowPrivate: this.config.allowPrivateUrls });
    const timeout = this.config.callbackTimeoutMs;
    const res = await request(url, {
      method: 'POST',
      dispatcher: this.agent,
      headers: { 'content-type': 'application/json', 'user-agent': 'Parley-Language/1.0' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    await res.body.dump();
    if (res.statusCode < 200 || res.statusCode >= 300) throw new CallbackFailed(`callback answered ${res.statusCode}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agent.close();
  }
}
