import { Pool } from 'undici';

/** Keep-alive HTTP client for load generation (one pool per origin). */
export function client(origin: string, connections = 64) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  return {
    async request(method: 'GET' | 'POST' | 'PATCH', path: string, headers: Record<string, string>, body?: unknown) {
      const res = await pool.request({
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.body.text();
      return { status: res.statusCode, body: text ? JSON.parse(text) : null };
    },
    close: () => pool.close(),
  };
}

/**
 * Open-loop load at a fixed rate: starts `fn` every 1/rate seconds for `seconds`, whatever
 * the latency of earlier calls (so slow answers do not lower the offered load).
 * Returns each call's latency in ms and the number of errors.
 */
export async function fixedRate(rate: number, seconds: number, fn: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    inflight.push(
      fn(i).then(
        () => void latencies.push(performance.now() - t0),
        () => void (errors += 1),
      ),
    );
  }
  await Promise.all(inflight);
  return { latencies, errors, elapsedS: (performance.now() - start) / 1000 };
}
