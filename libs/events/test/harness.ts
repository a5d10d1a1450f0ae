import { DynamicModule, Injectable, Module } from '@nestjs/common';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { EventEnvelope, buildEnvelope, eventSubject } from '@parley/contracts';
import {
  BaseConfig,
  CONFIG,
  DatabaseModule,
  PlatformModule,
  ServiceDefinition,
  loadBaseConfig,
  uuidv7,
} from '@parley/platform';
import { Isolation, RunningApp, isolate, startApp, waitFor } from '@parley/testing';
import {
  DeliveryMeta,
  DurableConsumer,
  EVENTS_ENTITIES,
  EventsModule,
  JetStreamService,
  createEventsTables,
} from '../src';

export const SCHEMA = 'evtest';
export const WORKSPACE = { id: '0190a000-0000-7000-8000-000000000001', name: 'Acme' };

class EvTestInit1700000000000 implements MigrationInterface {
  async up(qr: QueryRunner): Promise<void> {
    await createEventsTables(qr, SCHEMA);
    // A side effect of the test consumer, written through once().
    await qr.query(`CREATE TABLE ${SCHEMA}.side_effects (event_id uuid NOT NULL)`);
  }
  async down(): Promise<void> {}
}

export interface Handling {
  id: string;
  subject: string;
  deliveryCount: number;
  /** once() ran the side effect (true) or found it done already (false). */
  firstTime: boolean;
}

/** What the test consumer saw, shared by every app instance of one test file. */
export const seen = {
  handled: [] as Handling[],
  /** Event id → how many more deliveries should throw (before or after the side effect). */
  failBefore: new Map<string, number>(),
  failAfter: new Map<string, number>(),
  /** Makes each handler take a while, so a shutdown finds some in flight. */
  delayMs: 0,
  /** Subjects the two-filter consumer received. */
  filtered: [] as string[],
  reset() {
    this.filtered.length = 0;
    this.handled.length = 0;
    this.failBefore.clear();
    this.failAfter.clear();
    this.delayMs = 0;
  },
};

const take = (m: Map<string, number>, id: string) => {
  const left = m.get(id) ?? 0;
  if (left > 0) m.set(id, left - 1);
  return left > 0;
};

export const DURABLE = 'evtest-recorder';

@Injectable()
export class Recorder extends DurableConsumer {
  readonly durableName = DURABLE;
  readonly filterSubjects = ['events.>'];
  protected override retryBaseMs = 20;
  protected override concurrency = 8;

  protected async handle(envelope: EventEnvelope, meta: DeliveryMeta): Promise<void> {
    if (seen.delayMs) await new Promise((r) => setTimeout(r, seen.delayMs));
    if (take(seen.failBefore, envelope.id)) throw new Error('handler failure before the side effect');
    const firstTime = await this.once(envelope.id, async (manager) => {
      await manager.query(`INSERT INTO ${SCHEMA}.side_effects (event_id) VALUES ($1)`, [envelope.id]);
    });
    if (take(seen.failAfter, envelope.id)) throw new Error('handler failure after the side effect');
    seen.handled.push({ id: envelope.id, subject: meta.subject, deliveryCount: meta.deliveryCount, firstTime });
  }
}

export const FILTERED_DURABLE = 'evtest-filtered';

/** Two filters: a server filter on NATS 2.10+, filtered in the base class before that. */
@Injectable()
export class FilteredRecorder extends DurableConsumer {
  readonly durableName = FILTERED_DURABLE;
  readonly filterSubjects = ['facts.>', 'events.*.call.new'];

  protected async handle(_envelope: EventEnvelope, meta: DeliveryMeta): Promise<void> {
    seen.filtered.push(meta.subject);
  }
}

export const definition: ServiceDefinition<BaseConfig> = {
  dialect: 'fastapi',
  docs: { title: 'events test', description: 'libs/events test app' },
  loadConfig: (env) => loadBaseConfig('evtest', 0, env),
  module: (config): DynamicModule => {
    @Module({ providers: [Recorder, FilteredRecorder] })
    class EvTestModule {}
    return {
      module: EvTestModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, { schema: SCHEMA, entities: EVENTS_ENTITIES }),
        EventsModule.forRoot({ relay: true }),
      ],
    };
  },
};

export function envelope(): EventEnvelope {
  return buildEnvelope({
    id: uuidv7(),
    type: 'meeting.ended',
    timestamp: new Date(),
    workspace: WORKSPACE,
    source: { id: 'src-1', type: 'test', identifier: 'evtest' },
    data: {} as never,
  });
}

export function subjectOf(app: RunningApp, e: EventEnvelope): string {
  return eventSubject(app.app.get<BaseConfig>(CONFIG).natsSubjectPrefix, e.workspace.id, e.event_type);
}

export async function setup(): Promise<{ iso: Isolation; start: () => Promise<RunningApp> }> {
  const iso = await isolate([{ schema: SCHEMA, migrations: [EvTestInit1700000000000] }]);
  return { iso, start: () => startApp(definition, iso.env) };
}

export const handledIds = (id: string) => seen.handled.filter((h) => h.id === id);

/** Waits until the consumer has been delivered every message in the stream and acked them all. */
export async function settled(app: RunningApp, durable = DURABLE): Promise<void> {
  const jsm = app.app.get(JetStreamService).jsm();
  const stream = app.app.get<BaseConfig>(CONFIG).natsStream;
  await waitFor(
    async () => {
      const [s, c] = await Promise.all([jsm.streams.info(stream), jsm.consumers.info(stream, durable)]);
      return c.num_pending === 0 && c.num_ack_pending === 0 && c.ack_floor.stream_seq === s.state.last_seq;
    },
    { what: 'consumer to ack the whole stream' },
  );
}
