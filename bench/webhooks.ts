/**
 * Webhook delivery benchmark: events posted through the agents API (each user message makes
 * two `message.new` events: the user's and the reply), one local receiver, fan-out 1 and 10.
 *  1. throughput: a burst of messages with 10 (then 1) subscriptions; deliveries/s from the
 *     first post to the last delivery received;
 *  2. latency: 150 messages/s (= 300 events/s) for 10 s at fan-out 1; end-to-end = arrival at
 *     the receiver minus the envelope's timestamp (set when the agents service made the event);
 *  3. lost: expected (event, subscription) pairs never received.
 * Prints one JSON line.
 */
import { isolate, WebhookReceiver, waitFor } from '@parley/testing';
import { ALL_MIGRATION_SETS } from '../scripts/migration-sets';
import { client, fixedRate } from './lib/load';
import { spawnService } from './lib/services';
import { percentile, round } from './lib/stats';
import { createBenchKey } from './lib/keys';

const BURST_MESSAGES = Number(process.env.BENCH_BURST ?? 300);
const RATE_EVENTS = Number(process.env.BENCH_RATE ?? 300);
const RATE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const iso = await isolate(ALL_MIGRATION_SETS);
  const env = { ...iso.env, LOG_LEVEL: 'warn' };
  const receiver = await new WebhookReceiver().start();
  const arrivals = new Map<string, number>(); // `${event id}|${subscription created_by}` -> ms
  let duplicates = 0;
  receiver.respond = (req) => {
    const key = `${req.body.id}|${req.body.subscription_created_by}`;
    if (arrivals.has(key)) duplicates += 1;
    else arrivals.set(key, Date.now() - Date.parse(req.body.timestamp));
    return { status: 200, body: '{"ok":true}' };
  };
  // Keep memory flat: the receiver does not need to keep bodies here.
  receiver.received.push = () => 0;

  const agents = await spawnService('agents', 3101, env);
  const notifications = await spawnService('notifications', 3104, env);
  const { key, workspaceId } = await createBenchKey(iso.databaseUrl, ['chat', 'notify']);
  const auth = { authorization: `Bearer ${key}` };
  const notifyAuth = { 'x-api-key': key };
  const api = client(agents.url, 64);
  const notify = client(notifications.url, 4);

  try {
    const bot = await api.request('POST', '/api/v1/public/bots', auth, { workspace_id: workspaceId, name: 'Bench' });
    const conversations: string[] = [];
    for (let u = 0; u < 50; u++) {
      const c = await api.request('POST', `/api/v1/public/bots/${bot.body.id}/conversations/ops/get_or_create`, auth, {
        user: { id: `user-${u}`, first_name: 'Bench', last_name: `${u}` },
      });
      conversations.push(c.body.id);
    }
    const subs: string[] = [];
    for (let s = 0; s < 10; s++) {
      const r = await notify.request('POST', `/notify-api/v1/workspaces/${workspaceId}/subscription`, notifyAuth, {
        webhook_url: `${receiver.url}/hook`,
        event_types: ['message.new'],
        created_by: `bench-${s}`,
        is_enabled: true,
      });
      subs.push(r.body.id);
    }
    const post = (i: number) =>
      api
        .request('POST', `/api/v1/public/bots/${bot.body.id}/conversations/${conversations[i % 50]}/messages`, auth, {
          content: `question ${i}`,
        })
        .then((r) => {
          if (r.status !== 201) throw new Error(`POST messages ${r.status}`);
        });

    const burst = async (fanout: number) => {
      const before = arrivals.size;
      const expected = BURST_MESSAGES * 2 * fanout;
      const t0 = Date.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < BURST_MESSAGES) await post(next++);
        }),
      );
      await waitFor(() => arrivals.size - before >= expected, { timeoutMs: 120000, intervalMs: 20, what: 'burst deliveries' }).catch(
        () => undefined,
      );
      const received = arrivals.size - before;
      return { perS: received / ((Date.now() - t0) / 1000), lost: expected - received };
    };

    const fan10 = await burst(10);
    for (const id of subs.slice(1)) {
      await notify.request('PATCH', `/notify-api/v1/workspaces/${workspaceId}/subscription/${id}`, notifyAuth, {
        is_enabled: false,
        updated_by: 'bench',
      });
    }
    await new Promise((r) => setTimeout(r, 500));
    const fan1 = await burst(1);

    const before = arrivals.size;
    const latencyStart = new Set(arrivals.keys());
    const rate = RATE_EVENTS / 2;
    const load = await fixedRate(rate, RATE_SECONDS, post);
    const expected = Math.round(rate * RATE_SECONDS) * 2;
    await waitFor(() => arrivals.size - before >= expected, { timeoutMs: 60000, intervalMs: 20, what: 'rate deliveries' }).catch(
      () => undefined,
    );
    const e2e = [...arrivals.entries()].filter(([k]) => !latencyStart.has(k)).map(([, ms]) => ms);
    const lost = fan10.lost + fan1.lost + (expected - e2e.length);

    console.log(
      JSON.stringify({
        bench: 'webhooks',
        deliveries_per_s: round(fan10.perS),
        deliveries_per_s_fanout_1: round(fan1.perS),
        e2e_p50_ms: percentile(e2e, 50),
        e2e_p95_ms: percentile(e2e, 95),
        e2e_p99_ms: percentile(e2e, 99),
        lost,
        duplicates,
        events_per_s: RATE_EVENTS,
        post_errors: load.errors,
        burst_messages: BURST_MESSAGES,
      }),
    );
  } finally {
    await api.close();
    await notify.close();
    await agents.stop();
    await notifications.stop();
    await receiver.stop();
    await iso.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
