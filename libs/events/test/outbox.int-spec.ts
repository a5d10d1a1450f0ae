import { Client } from 'pg';
import { DataSource, In, Not } from 'typeorm';
import { BaseConfig, CONFIG, uuidv7 } from '@parley/platform';
import { Isolation, RunningApp, waitFor } from '@parley/testing';
import { JetStreamService, OutboxEntity, OutboxPublisher, OutboxRelay, OutboxService } from '../src';
import { SCHEMA, envelope, handledIds, settled, setup, subjectOf } from './harness';

describe('transactional outbox', () => {
  let iso: Isolation;
  let svc: RunningApp;
  let outbox: OutboxService;
  let rows: () => Promise<OutboxEntity[]>;

  const stalePublished = uuidv7();
  const recentPublished = uuidv7();

  beforeAll(async () => {
    const s = await setup();
    iso = s.iso;
    // Published rows from a day ago and from an hour ago, present before the relay starts.
    const db = new Client({ connectionString: iso.databaseUrl });
    await db.connect();
    const old = (id: string, age: string) =>
      db.query(
        `INSERT INTO ${SCHEMA}.outbox (id, subject, payload, created_at, published_at)
         VALUES ($1, 'x', '{}', now() - $2::interval, now() - $2::interval)`,
        [id, age],
      );
    await old(stalePublished, '25 hours');
    await old(recentPublished, '1 hour');
    await db.end();
    svc = await s.start();
    outbox = svc.app.get(OutboxService);
    rows = () =>
      svc.app
        .get(DataSource)
        .getRepository(OutboxEntity)
        .find({ where: { id: Not(In([recentPublished])) }, order: { createdAt: 'ASC' } });
  });
  afterAll(async () => {
    await svc?.close();
    await iso?.cleanup();
  });
  afterEach(() => jest.restoreAllMocks());

  async function streamMessages(): Promise<number> {
    const info = await svc.app.get(JetStreamService).jsm().streams.info(svc.app.get<BaseConfig>(CONFIG).natsStream);
    return info.state.messages;
  }

  it('delivers an event from a committed transaction once, never one from a rolled-back one', async () => {
    const committed = envelope();
    const rolledBack = envelope();
    const result = await outbox.transaction(async (_m, emit) => {
      emit(committed);
      return 'done';
    });
    expect(result).toBe('done');
    await expect(
      outbox.transaction(async (_m, emit) => {
        emit(rolledBack);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    await waitFor(() => handledIds(committed.id).length === 1, { what: 'committed event' });
    await settled(svc);
    const subject = `events.${committed.workspace.id}.meeting.ended`;
    expect(handledIds(committed.id)).toEqual([{ id: committed.id, subject, deliveryCount: 1, firstTime: true }]);
    expect(handledIds(rolledBack.id)).toEqual([]);
    // Published marks are batched, so the row is marked shortly after the publish.
    const stored = await waitFor(async () => {
      const current = await rows();
      return current[0]?.publishedAt ? current : undefined;
    }, { what: 'row marked published' });
    expect(stored.map((r) => r.id)).toEqual([committed.id]);
    expect(stored[0].publishedAt).toBeInstanceOf(Date);
    expect(stored[0].payload).toEqual(committed);
    expect(await streamMessages()).toBe(1);
  });

  it('leaves events to the relay when the publish after commit fails, and each arrives once', async () => {
    // Each row's first attempt fails (the fast path's, and the relay's own for rows the fast
    // path never reached); later ones go through a wrapper, as a test double would.
    const publisher = svc.app.get(OutboxPublisher);
    const original = publisher.publish.bind(publisher);
    const failed = new Set<string>();
    jest.spyOn(publisher, 'publish').mockImplementation(async (row) => {
      if (failed.has(row.id)) return original(row);
      failed.add(row.id);
      throw new Error('nats unavailable');
    });
    const events = [envelope(), envelope(), envelope()];
    await outbox.transaction(async (_m, emit) => {
      events.forEach(emit);
    });
    const pending = (await rows()).filter((r) => events.some((e) => e.id === r.id) && r.publishedAt === null);
    expect(pending).toHaveLength(3);

    await waitFor(
      async () => (await rows()).filter((r) => events.some((e) => e.id === r.id) && r.publishedAt).length === 3,
      { what: 'relay to publish the rows' },
    );
    await settled(svc);
    for (const e of events) expect(handledIds(e.id)).toHaveLength(1);
    // The relay keeps created_at (= emit) order in the stream.
    const jsm = svc.app.get(JetStreamService).jsm();
    const stream = svc.app.get<BaseConfig>(CONFIG).natsStream;
    const last = (await jsm.streams.info(stream)).state.last_seq;
    const tail = await Promise.all([2, 1, 0].map((back) => jsm.streams.getMessage(stream, { seq: last - back })));
    expect(tail.map((m) => m!.json<{ id: string }>().id)).toEqual(events.map((e) => e.id));
  });

  it('drops a second publish of the same event, so it reaches the consumer once', async () => {
    const e = envelope();
    await outbox.transaction(async (_m, emit) => emit(e));
    const before = await streamMessages();
    // The relay racing the fast path, and a manual re-publish with the same id.
    const [row] = (await rows()).filter((r) => r.id === e.id);
    await svc.app.get(OutboxPublisher).publish(row);
    await svc.app.get(JetStreamService).publish(subjectOf(svc, e), e);

    expect(await streamMessages()).toBe(before);
    await waitFor(() => handledIds(e.id).length === 1, { what: 'event' });
    await settled(svc);
    expect(handledIds(e.id)).toHaveLength(1);
  });

  it('lets concurrent relays (replicas) claim disjoint batches, so each row is published once', async () => {
    const events = Array.from({ length: 30 }, envelope);
    const publish = jest.spyOn(svc.app.get(OutboxPublisher), 'publish');
    publish.mockRejectedValueOnce(new Error('nats unavailable')); // the fast path gives up
    await outbox.transaction(async (_m, emit) => events.forEach(emit));
    // Both passes run at once, beside the app's own relay.
    const relay = svc.app.get(OutboxRelay);
    const published = async () =>
      (await rows()).filter((r) => events.some((e) => e.id === r.id) && r.publishedAt).length;
    await waitFor(
      async () => {
        await Promise.all([relay.relayBatch(), relay.relayBatch()]);
        return (await published()) === 30;
      },
      { what: 'relays to publish every row' },
    );

    const relayed = publish.mock.calls.slice(1).map(([row]) => row.id);
    expect(relayed.sort()).toEqual(events.map((e) => e.id).sort());
    await settled(svc);
    for (const e of events) expect(handledIds(e.id)).toHaveLength(1);
  });

  it('prunes published rows older than a day and keeps younger ones', async () => {
    const find = (id: string) => svc.app.get(DataSource).getRepository(OutboxEntity).findOneBy({ id });
    await waitFor(async () => (await find(stalePublished)) === null, { what: 'stale row pruned' });
    expect(await find(recentPublished)).not.toBeNull();
  });
});
