import { Agent, request, type Dispatcher } from 'undici';
import { assertPublicUrl, publicOnlyLookup } from './ssrf';

export interface OutboundHttpOptions {
  /** Connect, headers, body and whole-request timeout of each POST. */
  timeoutMs: number;
  /** Lets private and loopback addresses through (tests and development only). */
  allowPrivateUrls: boolean;
  userAgent: string;
  /** Pool settings (keep-alive, connections); the connect lookup and timeout are set here. */
  pool?: Omit<Agent.Options, 'connect'>;
}

/**
 * POSTs to URLs our users gave us (webhooks, callbacks) over a keep-alive pool. `assertAllowed`
 * checks a URL before each attempt, and outside development the pool's own DNS lookup refuses
 * private addresses too, so a host re-resolving to an internal address (DNS rebinding) gets
 * nowhere. Redirects are not followed.
 */
export class OutboundHttp {
  private readonly agent: Agent;

  constructor(private readonly opts: OutboundHttpOptions) {
    this.agent = new Agent({
      ...opts.pool,
      connect: { timeout: opts.timeoutMs, ...(opts.allowPrivateUrls ? {} : { lookup: publicOnlyLookup }) },
    });
  }

  /** Throws UnsafeUrlError for a URL we must not call. */
  async assertAllowed(url: string): Promise<void> {
    await assertPublicUrl(url, { allowPrivate: this.opts.allowPrivateUrls });
  }

  /** POSTs a JSON body; the caller reads or dumps the response body. */
  post(url: string, body: string, headers: Record<string, string> = {}): Promise<Dispatcher.ResponseData> {
    const timeout = this.opts.timeoutMs;
    return request(url, {
      method: 'POST',
      dispatcher: this.agent,
      headers: { 'content-type': 'application/json', 'user-agent': this.opts.userAgent, ...headers },
      body,
      signal: AbortSignal.timeout(timeout),
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
