import { DataSource } from 'typeorm';
import { BaseConfig, CONFIG } from '@parley/platform';
import { Isolation, RunningApp, waitFor } from '@parley/testing';
import { JetStreamService, OutboxEntity, OutboxPublisher, OutboxService } from '../src';
import { envelope, handledIds, settled, setup, subjectOf } from './harness';

describe('transactional outbox', () => {
  let iso: Isolation;
  let svc: RunningApp;
  let outbox: OutboxService;
  let rows: () => Promise<OutboxEntity[]>;

  beforeAll(async () => {
    const s = await setup();
    iso = s.iso;
    svc = await s.start();
    outbox = svc.app.get(OutboxService);
    rows = () => svc.app.get(DataSource).getRepository(OutboxEntity).find();
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

  it('delivers an event emitted in a committed transaction once, and never one from a rolled-back transaction', async () => {
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
    expect(handledIds(committed.id)).toEqual([
      { id: committed.id, subject: `events.${committed.workspace.id}.meeting.ended`, deliveryCount: 1, firstTime: true },
    ]);
    expect(handledIds(rolledBack.id)).toEqual([]);
    const stored = await rows();
    expect(stored.map((r) => r.id)).toEqual([committed.id]);
    expect(stored[0].publishedAt).toBeInstanceOf(Date);
    expect(stored[0].payload).toEqual(committed);
    expect(await streamMessages()).toBe(1);
  });

  it('leaves events to the relay when the publish after commit fails, and each arrives once', async () => {
    jest.spyOn(svc.app.get(OutboxPublisher), 'publish').mockRejectedValueOnce(new Error('nats unavailable'));
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
});
