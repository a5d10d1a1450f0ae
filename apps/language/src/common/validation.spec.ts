import { REFERENCE_TIME_PATTERN, wallClock } from './validation';

const parts = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()];

describe('wallClock', () => {
  it('keeps the written local date and time, whatever the offset', () => {
    expect(parts(wallClock('2026-03-10T23:30:05.250-05:00'))).toEqual([2026, 3, 10, 23, 30, 5, 250]);
    expect(parts(wallClock('2026-03-10T23:30:05Z'))).toEqual([2026, 3, 10, 23, 30, 5, 0]);
    expect(parts(wallClock('2026-03-10 23:30+0530'))).toEqual([2026, 3, 10, 23, 30, 0, 0]);
    expect(parts(wallClock('2026-03-10T23:30:05,5+14'))).toEqual([2026, 3, 10, 23, 30, 5, 500]);
  });

  it('takes a value without an offset as written, and a date alone as its midnight', () => {
    expect(parts(wallClock('2026-03-10T07:45'))).toEqual([2026, 3, 10, 7, 45, 0, 0]);
    expect(parts(wallClock('2026-03-10'))).toEqual([2026, 3, 10, 0, 0, 0, 0]);
  });

  it('reads only calendar dates with an optional time and offset', () => {
    for (const bad of ['2026-03', '2026', '2026-W10-2', '2026-069', '20260310T2330', '2026-03-10T', '2026-03-10T23', '2026-03-10Z', 'tomorrow']) {
      expect(REFERENCE_TIME_PATTERN.test(bad)).toBe(false);
      expect(() => wallClock(bad)).toThrow();
    }
  });
});
