import { ValidationFailed } from '@parley/platform';
import { parseQueryDate } from './query-dates';

describe('parseQueryDate', () => {
  it.each([
    ['2024-03-01T10:00:00Z', '2024-03-01T10:00:00.000Z'],
    ['2024-03-01T10:00:00+08:00', '2024-03-01T02:00:00.000Z'],
    ['2024-03-01T10:00:00 08:00', '2024-03-01T02:00:00.000Z'], // unencoded '+'
    ['2024-03-01T10:00:00-0530', '2024-03-01T15:30:00.000Z'],
    ['2024-03-01T10:00:00.123456Z', '2024-03-01T10:00:00.123Z'],
    ['2024-03-01T10:00', '2024-03-01T10:00:00.000Z'],
    ['2024-03-01T10:00:00', '2024-03-01T10:00:00.000Z'], // no offset: UTC
    ['2024-03-01', '2024-03-01T00:00:00.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(parseQueryDate(raw, 'start_date').toISOString()).toBe(iso);
  });

  it('reads a date alone as the end of that day for an end bound', () => {
    expect(parseQueryDate('2024-03-01', 'end_date', true).toISOString()).toBe('2024-03-01T23:59:59.999Z');
  });

  it.each(['yesterday', '2024-13-01', '2024-02-30', '2024-03-01T25:00:00Z', '1709280000', ''])(
    'refuses %s with a 422 item on the parameter',
    (raw) => {
      let error: unknown;
      try {
        parseQueryDate(raw, 'end_date');
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ValidationFailed);
      expect((error as ValidationFailed).items[0].loc).toEqual(['query', 'end_date']);
    },
  );
});
