import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectConfig, OutboundHttp } from '@parley/platform';
import type { LanguageConfig } from '../config';

export class CallbackFailed extends Error {}

/**
 * POSTs callback bodies through the platform's SSRF-guarded client: the URL is re-checked
 * before each attempt (UnsafeUrlError propagates) and any non-2xx answer is a failure (retried
 * by the queue).
 */
@Injectable()
export class CallbackSender implements OnApplicationShutdown {
  private readonly http: OutboundHttp;

  constructor(@InjectConfig() config: LanguageConfig) {
    this.http = new OutboundHttp({
      timeoutMs: config.callbackTimeoutMs,
      allowPrivateUrls: config.allowPrivateUrls,
      userAgent: 'Parley-Language/1.0',
      pool: { keepAliveTimeout: 10_000 },
    });
  }

  async send(url: string, body: unknown): Promise<void> {
    await this.http.assertAllowed(url);
    const res = await this.http.post(url, JSON.stringify(body));
    await res.body.dump();
    if (res.statusCode < 200 || res.statusCode >= 300) throw new CallbackFailed(`callback answered ${res.statusCode}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.http.close();
  }
}
