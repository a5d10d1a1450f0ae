import { BeforeApplicationShutdown, Inject, OnApplicationBootstrap } from '@nestjs/common';
import { AckPolicy, ConsumerConfig, DeliverPolicy, JetStreamApiCodes, JsMsg } from '@nats-io/jetstream';
import { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@parley/contracts';
import { BaseConfig, CONFIG, LOGGER, Logger } from '@parley/platform';
import { ProcessedEventEntity } from './entities';
import { JetStreamService, isApiError, nanos } from './jetstream.service';

export interface DeliveryMeta {
  /** The subject without the configured prefix, e.g. `events.<workspace>.<type>`. */
  subject: string;
  /** 1 on the first delivery. */
  deliveryCount: number;
}

const RESTART_DELAY_MS = 1_000;
/** How long an idle fetch waits for messages; also the longest shutdown wait for one. */
const FETCH_EXPIRES_MS = 1_000;

/** NATS subject matching (`*` one token, `>` the rest), for filters the server cannot apply. */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return s.length > i;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}

/**
 * Base of every durable JetStream pull consumer. Subclasses are plain @Injectable providers:
 * the base receives its own dependencies (DataSource, JetStreamService, CONFIG, LOGGER) by
 * property injection, so subclass constructors stay free for their own (they call super()
 * with no arguments). The injected fields have prefixed names so they cannot clash with a
 * subclass's own; `logger` is shared on purpose.
 *
 * On bootstrap (after JetStreamService has ensured the stream) the durable is created or
 * updated and a fetch loop starts with at most `concurrency` handlers in flight. A message
 * is acked only after handle() resolved; a throw naks it with exponential backoff until
 * `maxDeliver`, after which it is logged and terminated. Delivery is at least once: make
 * side effects idempotent with once(). On shutdown fetching stops, messages received but not
 * started are handed back (nak), in-flight handlers finish, then the hook returns.
 */
export abstract class DurableConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  @Inject(DataSource) private readonly eventsDataSource: DataSource;
  @Inject(JetStreamService) private readonly eventsJetStream: JetStreamService;
  @Inject(CONFIG) private readonly eventsConfig: BaseConfig;
  @Inject(LOGGER) protected readonly logger: Logger;

  /** e.g. 'notifications-dispatcher'; also the consumer key in processed_events. */
  abstract readonly durableName: string;
  /** Relative to the subject prefix, e.g. ['events.>']. */
  abstract readonly filterSubjects: string[];
  protected maxDeliver = 10;
  protected ackWaitMs = 30_000;
  protected concurrency = 32;
  /** Redelivery delay after the first failure, doubled on each further one, capped at retryMaxMs. */
  protected retryBaseMs = 1_000;
  protected retryMaxMs = 60_000;

  private loop?: Promise<void>;
  private stopping = false;
  /** Messages received and not yet settled (running or waiting for a slot). */
  private readonly tasks = new Set<Promise<void>>();
  private taskDone?: () => void;
  private running = 0;
  private readonly slotWaiters: (() => void)[] = [];
  /** Set when the server could not filter, so non-matching messages are acked and skipped. */
  private clientFilters?: string[];

  /** Handle one event. Throw to get it redelivered (with backoff) up to maxDeliver times. */
  protected abstract handle(envelope: EventEnvelope, meta: DeliveryMeta): Promise<void>;

  /**
   * Idempotency: runs fn in a transaction together with inserting (durableName, eventId)
   * into processed_events; if that row exists already, fn is skipped and false is returned.
   * A concurrent duplicate waits on the row lock and is then skipped.
   */
  protected async once(eventId: string, fn: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.eventsDataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedEventEntity)
        .values({ consumer: this.durableName, eventId })
        .orIgnore()
        .returning(['event_id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      await fn(manager);
      return true;
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureConsumer();
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.taskDone?.();
    await this.loop;
    await Promise.all(this.tasks);
  }

  private get prefix(): string {
    return this.eventsConfig.natsSubjectPrefix;
  }

  private async ensureConsumer(): Promise<void> {
    const jsm = this.eventsJetStream.jsm();
    const stream = this.eventsConfig.natsStream;
    const filters = this.filterSubjects.map((s) => this.prefix + s);
    const filter: Partial<ConsumerConfig> = {};
    if (filters.length === 1) filter.filter_subject = filters[0];
    else if (this.eventsJetStream.supportsMultipleFilters()) filter.filter_subjects = filters;
    else this.clientFilters = filters; // NATS < 2.10: take the whole stream, skip the rest here.
    const settings = { max_deliver: this.maxDeliver, ack_wait: nanos(this.ackWaitMs), ...filter };
    try {
      await jsm.consumers.info(stream, this.durableName);
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.ConsumerNotFound)) throw err;
      try {
        await jsm.consumers.add(stream, {
          durable_name: this.durableName,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ...settings,
        });
        return;
      } catch (addErr) {
        // Another replica created it meanwhile: fall through to the update.
        this.logger.debug({ err: (addErr as Error).message, durable: this.durableName }, 'consumer add raced');
      }
    }
    await jsm.consumers.update(stream, this.durableName, settings);
  }

  /**
   * Fetches batches until shutdown. A fetch is never cut short (closing a pull subscription
   * drops messages already on the wire, which then wait out ack_wait), so shutdown waits
   * for the current one to be fulfilled or to expire. At most 2 x concurrency messages are
   * held at once: `concurrency` running, the rest waiting for a slot.
   */
  private async run(): Promise<void> {
    const consumer = await this.eventsJetStream.js().consumers.get(this.eventsConfig.natsStream, this.durableName);
    while (!this.stopping) {
      try {
        while (this.tasks.size > this.concurrency && !this.stopping) {
          await new Promise<void>((r) => (this.taskDone = r));
        }
        if (this.stopping) break;
        const batch = await consumer.fetch({
          max_messages: 2 * this.concurrency - this.tasks.size,
          expires: FETCH_EXPIRES_MS,
        });
        for await (const msg of batch) {
          const task: Promise<void> = this.process(msg).finally(() => {
            this.tasks.delete(task);
            this.taskDone?.();
          });
          this.tasks.add(task);
        }
      } catch (err) {
        if (this.stopping) break;
        this.logger.error({ err, durable: this.durableName }, 'consumer fetch failed; retrying');
        await new Promise((r) => setTimeout(r, RESTART_DELAY_MS));
      }
    }
  }

  private async acquireSlot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((r) => this.slotWaiters.push(r)); // the releaser hands its slot over
  }

  private releaseSlot(): void {
    const next = this.slotWaiters.shift();
    if (next) next();
    else this.running--;
  }

  private async process(msg: JsMsg): Promise<void> {
    // Tell the server the message is still being worked on while it waits and runs, so a
    // long wait or handler does not cause a redelivery meanwhile.
    const keepAlive = setInterval(() => msg.working(), Math.max(1_000, this.ackWaitMs / 2));
    await this.acquireSlot();
    try {
      // Never started: hand it back for another instance. The delay keeps the server from
      // redelivering it into our own fetch, still open until it expires.
      if (this.stopping) msg.nak(2 * FETCH_EXPIRES_MS);
      else await this.handleMessage(msg);
    } finally {
      this.releaseSlot();
      clearInterval(keepAlive);
    }
  }

  private async handleMessage(msg: JsMsg): Promise<void> {
    const deliveryCount = msg.info.deliveryCount;
    if (this.clientFilters && !this.clientFilters.some((f) => subjectMatches(f, msg.subject))) {
      msg.ack();
      return;
    }
    let envelope: EventEnvelope;
    try {
      envelope = msg.json<EventEnvelope>();
    } catch {
      this.logger.error({ durable: this.durableName, subject: msg.subject }, 'unparseable event terminated');
      msg.term('invalid JSON');
      return;
    }
    const subject = msg.subject.startsWith(this.prefix) ? msg.subject.slice(this.prefix.length) : msg.subject;
    try {
      await this.handle(envelope, { subject, deliveryCount });
      msg.ack();
    } catch (err) {
      const log = { err, durable: this.durableName, eventId: envelope.id, deliveryCount };
      if (deliveryCount >= this.maxDeliver) {
        this.logger.error(log, 'event failed on its last delivery; terminated');
        msg.term('max deliveries reached');
      } else {
        const delay = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (deliveryCount - 1));
        this.logger.warn({ ...log, retryInMs: delay }, 'event handling failed; will be redelivered');
        msg.nak(delay);
      }
    }
  }
}
