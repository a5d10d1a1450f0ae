import { conllEval, spans } from './conlleval';
import { iob1ToBio, parseConll, parseTwoColumn } from './corpus';

describe('conlleval', () => {
  it('reads spans from BIO and IOB1 the way conlleval does', () => {
    expect(spans(['B-PER', 'I-PER', 'O', 'I-LOC', 'I-LOC', 'B-LOC', 'I-ORG'])).toEqual([
      { start: 0, end: 2, type: 'PER' },
      { start: 3, end: 5, type: 'LOC' },
      { start: 5, end: 6, type: 'LOC' },
      { start: 6, end: 7, type: 'ORG' },
    ]);
  });

  it('scores exact spans: micro and per class', () => {
    const gold = [
      ['B-PER', 'I-PER', 'O', 'B-LOC'],
      ['B-ORG', 'O', 'B-PER'],
    ];
    const pred = [
      ['B-PER', 'I-PER', 'O', 'B-ORG'], // PER right, LOC missed, ORG spurious
      ['B-ORG', 'I-ORG', 'B-PER'], // ORG wrong span, PER right
    ];
    const s = conllEval(gold, pred);
    expect(s.correct).toBe(2);
    expect(s.gold).toBe(4);
    expect(s.predicted).toBe(4);
    expect(s.precision).toBeCloseTo(0.5);
    expect(s.recall).toBeCloseTo(0.5);
    expect(s.f1).toBeCloseTo(0.5);
    expect(s.perClass.PER.f1).toBe(1);
    expect(s.perClass.LOC).toMatchObject({ gold: 1, predicted: 0, f1: 0 });
    expect(s.perClass.ORG).toMatchObject({ gold: 1, predicted: 2, correct: 0 });
    expect(s.tokenAccuracy).toBeCloseTo(5 / 7);
  });

  it('maps types and drops unmapped ones', () => {
    const s = conllEval([['B-CITY', 'O', 'B-DATE']], [['B-COUNTRY', 'O', 'O']], (t) =>
      ({ CITY: 'LOC', COUNTRY: 'LOC' })[t],
    );
    expect(s).toMatchObject({ gold: 1, predicted: 1, correct: 1, f1: 1 });
  });

  it('converts IOB1 to BIO and parses both corpus formats', () => {
    expect(iob1ToBio(['I-PER', 'I-PER', 'B-PER', 'O', 'I-LOC', 'I-ORG'])).toEqual(['B-PER', 'I-PER', 'B-PER', 'O', 'B-LOC', 'B-ORG']);
    const conll = parseConll('-DOCSTART- -X- O O\n\nJohn NNP I-NP I-PER\nruns VBZ I-VP O\n\n-DOCSTART- -X- O O\n\nRome NNP I-NP I-LOC\n');
    expect(conll).toEqual([
      { tokens: ['John', 'runs'], tags: ['I-PER', 'O'], doc: 1 },
      { tokens: ['Rome'], tags: ['I-LOC'], doc: 2 },
    ]);
    expect(parseTwoColumn('Budi\tB-PERSON\nke\tO\n\nJakarta\tB-PLACE\n')).toEqual([
      { tokens: ['Budi', 'ke'], tags: ['B-PERSON', 'O'] },
      { tokens: ['Jakarta'], tags: ['B-PLACE'] },
    ]);
  });
});
