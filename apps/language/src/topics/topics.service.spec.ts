import { combinedText, topicKey } from './topics.service';
import { readingProblems } from '../reading/reading.controller';
import { wallClock } from '../common/validation';

describe('topics helpers', () => {
  it('folds case, width and spacing into one topic key', () => {
    expect(topicKey('Cloud  Revenue')).toBe('cloud revenue');
    expect(topicKey(' ＣＬＯＵＤ revenue ')).toBe('cloud revenue');
    expect(topicKey('雲端服務')).toBe('雲端服務');
  });

  it('takes each transcription when filled, else the summarization, in order', () => {
    expect(
      combinedText([
        { transcription: 'a', summarization: 'x' },
        { transcription: '  ', summarization: 'b' },
        { summarization: null },
        {},
        { transcription: 'c' },
      ]),
    ).toBe('a\n\nb\n\nc');
  });
});

describe('reading problems', () => {
  it('names the field of each problem', () => {
    expect(readingProblems(['question must not be empty', 'context must hold at least one segment', 'context[2] is longer than 512 characters (600)']).map((i) => i.loc)).toEqual([
      ['body', 'question'],
      ['body', 'context'],
      ['body', 'context', 2],
    ]);
  });
});

describe('wallClock', () => {
  it('keeps the written local date and time, ignoring the offset', () => {
    const d = wallClock('2026-03-10T23:30:05.250-05:00');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()]).toEqual([
      2026, 2, 10, 23, 30, 5, 250,
    ]);
    const day = wallClock('2026-03-10');
    expect([day.getDate(), day.getHours()]).toEqual([10, 0]);
  });
});
