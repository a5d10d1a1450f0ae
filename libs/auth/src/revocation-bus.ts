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
  ) {
    this.subject = keyRevokedSubject(subjectPrefix);
  }

  /** Publishes each prefix and flushes, so the message has left before the caller answers. */
  async publish(prefixes: string[]): Promise<void> {
    for (const prefix of prefixes) this.nc.publish(this.subject, prefix);
    await this.nc.flush();
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
