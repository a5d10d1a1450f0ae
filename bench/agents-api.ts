/**
 * Agents API latency at a fixed request rate (default 200 requests/s for 15 s each):
 * POST messages (stores the user message and the reply, two outbox events) and GET messages
 * (history page of 20). The agents service runs as its own process. Prints one JSON line.
 */
import { isolate } from '@parley/testing';
import { ALL_MIGRATION_SETS } from '../scripts/migration-sets';
import { client, fixedRate } from './lib/load';
import { spawnService } from './lib/services';
import { percentile } from './lib/stats';
import { createBenchKey } from './lib/keys';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

async function main() {
  const iso = await isolate(ALL_MIGRATION_SETS);
  const agents = await spawnService('agents', 3111, { ...iso.env, LOG_LEVEL: 'warn' });
  const { key, workspaceId } = await createBenchKey(iso.databaseUrl, ['chat']);
  const auth = { authorization: `Bearer ${key}` };
  const api = client(agents.url, 64);
  try {
    const bot = await api.request('POST', '/api/v1/public/bots', auth, { workspace_id: workspaceId, name: 'Bench' });
    const base = `/api/v1/public/bots/${bot.body.id}/conversations`;
    const conversations: string[] = [];
    for (let u = 0; u < 100; u++) {
      const c = await api.request('POST', `${base}/ops/get_or_create`, auth, { user: { id: `user-${u}` } });
      conversations.push(c.body.id);
    }
    const check = (status: number, want: number) => {
      if (status !== want) throw new Error(`status ${status}`);
    };
    // Warm-up: JIT, connection pools, plan caches.
    await fixedRate(RATE, 2, (i) => api.request('POST', `${base}/${conversations[i % 100]}/messages`, auth, { content: 'hi' }).then(() => undefined));

    const post = await fixedRate(RATE, SECONDS, (i) =>
      api
        .request('POST', `${base}/${conversations[i % 100]}/messages`, auth, { content: `question ${i}` })
        .then((r) => check(r.status, 201)),
    );
    const get = await fixedRate(RATE, SECONDS, (i) =>
      api.request('GET', `${base}/${conversations[i % 100]}/messages?limit=20&order_by=created_at:desc`, auth).then((r) => check(r.status, 200)),
    );
    console.log(
      JSON.stringify({
        bench: 'agents-api',
        rate_per_s: RATE,
        seconds: SECONDS,
        post_messages_p50_ms: percentile(post.latencies, 50),
        post_messages_p95_ms: percentile(post.latencies, 95),
        post_messages_p99_ms: percentile(post.latencies, 99),
        post_errors: post.errors,
        get_messages_p50_ms: percentile(get.latencies, 50),
        get_messages_p95_ms: percentile(get.latencies, 95),
        get_messages_p99_ms: percentile(get.latencies, 99),
        get_errors: get.errors,
      }),
    );
  } finally {
    await api.close();
    await agents.stop();
    await iso.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
