import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { keyRevokedSubject } from '@parley/contracts';

/**
 * Core-NATS broadcast of revoked key prefixes. Every running service evicts a prefix from its
 * key cache the moment it hears it, so a revocation takes effect everywhere within a second.
 */
export class RevocationBus {
  readonly subject: string;

  constructor(
    private readonly nc: NatsConnection,
    subjectPrefix: string,
    private readonly warn: (message: string) => void = () => undefined,
  ) {
    this.subject = keyRevokedSubject(subjectPrefix);
  }

  /**
   * Publishes each prefix and flushes, so the message has left before the caller answers.
   * Never throws: the revocation is already committed, and without the broadcast services
   * still drop the key when their cache entry expires.
   */
  async publish(prefixes: string[]): Promise<void> {
    try {
      for (const prefix of prefixes) this.nc.publish(this.subject, prefix);
      await this.nc.flush();
    } catch (err) {
      this.warn(`could not broadcast key revocation (${(err as Error).message}); services drop the key within 10 s`);
    }
  }

  /** Resolves once the server has registered the subscription. */
  async subscribe(onRevoked: (prefix: string) => void): Promise<Subscription> {
    const sub = this.nc.subscribe(this.subject, {
      callback: (err, msg) => {
        if (!err) onRevoked(msg.string());
      },
    });
    await this.nc.flush();
    return sub;
  }
}
