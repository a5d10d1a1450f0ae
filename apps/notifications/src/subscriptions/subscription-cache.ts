import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { KeyCache } from '@parley/auth';
import { BaseConfig, InjectConfig, InjectLogger, InjectNats, Logger } from '@parley/platform';

/** What the dispatcher needs to match an event: enabled subscriptions only. */
export interface ActiveSubscription {
  id: string;
  eventTypes: string[];
}

const TTL_MS = 2_000;
const MAX_WORKSPACES = 10_000;

/**
 * Enabled subscriptions per workspace, cached briefly so the dispatcher does not read them
 * for every event. A change evicts the workspace here at once and, over core NATS, in every
 * other replica; the TTL bounds staleness if a broadcast is lost. The dispatcher's insert
 * re-checks each candidate against the table, so a stale entry can never deliver to a
 * deleted or disabled subscription.
 */
@Injectable()
export class SubscriptionCache implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new KeyCache<ActiveSubscription[]>(TTL_MS, MAX_WORKSPACES);
  private readonly loading = new Map<string, Promise<ActiveSubscription[]>>();
  private readonly subject: string;
  private subscription?: Subscription;

  constructor(
    private readonly dataSource: DataSource,
    @InjectNats() private readonly nats: NatsConnection,
    @InjectConfig() config: BaseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.subject = `${config.natsSubjectPrefix}notifications.subscriptions_changed`;
  }

  onModuleInit(): void {
    this.subscription = this.nats.subscribe(this.subject, {
      callback: (err, msg) => {
        if (!err) this.evictLocal(msg.string());
      },
    });
  }

  onModuleDestroy(): void {
    try {
      this.subscription?.unsubscribe();
    } catch {
      /* connection already closed */
    }
  }

  /** Enabled subscriptions of the workspace that hold `eventType`. */
  async matching(workspaceId: string, eventType: string): Promise<ActiveSubscription[]> {
    const all = this.cache.get(workspaceId) ?? (await this.load(workspaceId));
    return all.filter((s) => s.eventTypes.includes(eventType));
  }

  /** Call after any change to the workspace's subscriptions. */
  changed(workspaceId: string): void {
    this.evictLocal(workspaceId);
    try {
      this.nats.publish(this.subject, workspaceId);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'could not broadcast subscription change');
    }
  }

  private evictLocal(workspaceId: string): void {
    this.cache.evict(workspaceId);
    this.loading.delete(workspaceId);
  }

  /** One query per workspace at a time, however many events wait for it. */
  private load(workspaceId: string): Promise<ActiveSubscription[]> {
    let pending = this.loading.get(workspaceId);
    if (!pending) {
      const generation = this.cache.generation;
      pending = this.dataSource
        .query<{ id: string; event_types: string[] }[]>(
          `SELECT id, event_types FROM notifications.subscriptions WHERE workspace_id = $1 AND is_enabled`,
          [workspaceId],
        )
        .then((rows) => {
          const list = rows.map((r) => ({ id: r.id, eventTypes: r.event_types }));
          this.cache.set(workspaceId, list, generation);
          return list;
        })
        .finally(() => {
          if (this.loading.get(workspaceId) === pending) this.loading.delete(workspaceId);
        });
      this.loading.set(workspaceId, pending);
    }
    return pending;
  }
}
