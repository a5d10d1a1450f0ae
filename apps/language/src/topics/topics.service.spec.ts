import { combinedText, topicKey } from './topics.service';
import { readingProblems } from '../reading/reading.controller';

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
