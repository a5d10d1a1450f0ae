import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { factSubject } from '@parley/contracts';
import { BaseConfig, CONFIG } from '@parley/platform';
import { Isolation, RunningApp, waitFor } from '@parley/testing';
import { JetStreamService, OutboxService } from '../src';
import { FILTERED_DURABLE, SCHEMA, WORKSPACE, envelope, handledIds, seen, settled, setup, subjectOf } from './harness';

describe('durable consumer', () => {
  let iso: Isolation;
  let start: () => Promise<RunningApp>;
  let svc: RunningApp;

  beforeAll(async () => {
    ({ iso, start } = await setup());
    svc = await start();
  });
  afterAll(async () => {
    await svc?.close();
    await iso?.cleanup();
  });
  beforeEach(() => seen.reset());

  const emit = (...events: ReturnType<typeof envelope>[]) =>
    svc.app.get(OutboxService).transaction(async (_m, e) => events.forEach(e));

  async function sideEffects(id: string): Promise<number> {
    const [{ n }] = await svc.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM ${SCHEMA}.side_effects WHERE event_id = $1`, [id]);
    return n;
  }

  it('retries a handler that throws twice, then handles and acks the event', async () => {
    const e = envelope();
    seen.failBefore.set(e.id, 2);
    await emit(e);
    await waitFor(() => handledIds(e.id).length === 1, { what: 'third delivery' });
    await settled(svc);
    expect(handledIds(e.id)).toEqual([expect.objectContaining({ deliveryCount: 3, firstTime: true })]);
    expect(await sideEffects(e.id)).toBe(1);
  });

  it('runs the side effect of a redelivered event once when it goes through once()', async () => {
    const e = envelope();
    seen.failAfter.set(e.id, 1); // side effect committed, then the handler fails: redelivered
    await emit(e);
    await waitFor(() => handledIds(e.id).length === 1, { what: 'redelivery' });
    await settled(svc);
    expect(handledIds(e.id)).toEqual([expect.objectContaining({ deliveryCount: 2, firstTime: false })]);
    expect(await sideEffects(e.id)).toBe(1);
  });

  it('continues after a restart with the same durable without losing events', async () => {
    seen.delayMs = 50; // some handlers are still running when the app closes
    const before = Array.from({ length: 60 }, envelope);
    await emit(...before);
    await waitFor(() => seen.handled.length > 0, { what: 'first events handled', intervalMs: 5 });
    await svc.close();

    // Published while no consumer runs.
    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const during = Array.from({ length: 20 }, envelope);
    try {
      const js = jetstream(nc);
      for (const e of during) await js.publish(subjectOf(svc, e), JSON.stringify(e), { msgID: e.id });
    } finally {
      await nc.close();
    }

    svc = await start();
    const all = [...before, ...during];
    await waitFor(() => all.every((e) => handledIds(e.id).length > 0), { what: 'every event handled' });
    await settled(svc);
    // Messages handed back at shutdown come back once, not in a loop that burns max_deliver.
    expect(Math.max(...seen.handled.map((h) => h.deliveryCount))).toBeLessThanOrEqual(2);
    for (const e of all) expect(await sideEffects(e.id)).toBe(1);
  });

  it('delivers only the subjects a durable filters on, also with several filters', async () => {
    const config = svc.app.get<BaseConfig>(CONFIG);
    const fact = { ...envelope(), event_type: 'agent.status' };
    const meeting = envelope();
    const call = { ...envelope(), event_type: 'call.new' as const };
    const js = svc.app.get(JetStreamService);
    await js.publish(factSubject(config.natsSubjectPrefix, WORKSPACE.id, 'agent.status'), fact as never);
    await emit(meeting, call);

    await settled(svc);
    await settled(svc, FILTERED_DURABLE);
    expect(seen.handled.map((h) => h.id).sort()).toEqual([meeting.id, call.id].sort());
    expect(seen.filtered.sort()).toEqual([
      `events.${WORKSPACE.id}.call.new`,
      `facts.${WORKSPACE.id}.agent.status`,
    ]);
  });
});
