import { Limiter } from './limiter';

describe('Limiter', () => {
  it('runs at most max tasks at once, in arrival order, and reports idle', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const release: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((i) =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise<void>((r) => release.push(r));
        running--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(limiter.size).toBe(4);
    expect(limiter.freeSlots).toBe(0);
    let idle = false;
    void limiter.idle().then(() => (idle = true));
    while (release.length || running) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(true);
  });
});
