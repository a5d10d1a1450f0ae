import { type TaggedSentence } from './corpus';
import { shortShape, wordShape } from './features';
import { buildGazetteer, matchGazetteer } from './gazetteer';
import { deserializeModel, serializeModel, tagWithModel } from './model';
import { mulberry32 } from './perceptron';
import { taggerFromModel } from './tagger';
import { evaluateModel, trainTagger } from './train';

// A tiny synthetic language: "<title> <Name>" is a person, "in <Place>" a place, "<X> Corp" a company.
function corpus(n: number, seed: number): TaggedSentence[] {
  const rand = mulberry32(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const names = ['Alba', 'Borin', 'Cato', 'Dara', 'Elko', 'Fenn', 'Gita', 'Hale'];
  const places = ['Quarn', 'Rusk', 'Selby', 'Tovar', 'Umber', 'Vell'];
  const firms = ['Acme', 'Brix', 'Colt', 'Dyna'];
  const out: TaggedSentence[] = [];
  for (let i = 0; i < n; i++) {
    const tokens: string[] = [];
    const tags: string[] = [];
    const push = (t: string, tag: string) => (tokens.push(t), tags.push(tag));
    push(pick(['mr', 'dr']), 'O');
    push(pick(names), 'B-PER');
    if (rand() < 0.5) push(pick(names), 'I-PER');
    push(pick(['went', 'ran', 'moved']), 'O');
    push('in', 'O');
    push(pick(places), 'B-LOC');
    push('with', 'O');
    push(pick(firms), 'B-ORG');
    push('Corp', 'I-ORG');
    push('.', 'O');
    out.push({ tokens, tags });
  }
  return out;
}

describe('averaged perceptron tagger', () => {
  const model = trainTagger(corpus(150, 1), { lang: 'xx', epochs: 4, seed: 7, minFeatureCount: 1, pruneBelow: 0.01 });

  it('learns a simple pattern and generalises to unseen names', () => {
    const s = evaluateModel(model, corpus(40, 2));
    expect(s.f1).toBeGreaterThan(0.95);
    // Unseen words in the same contexts.
    expect(tagWithModel(model, ['dr', 'Zork', 'ran', 'in', 'Yonder', 'with', 'Wexa', 'Corp', '.'])).toEqual([
      'O', 'B-PER', 'O', 'O', 'B-LOC', 'O', 'B-ORG', 'I-ORG', 'O',
    ]);
  });

  it('round-trips through the compact binary format', () => {
    const bytes = serializeModel(model);
    const back = deserializeModel(bytes);
    expect(back.tags).toEqual(model.tags);
    expect(back.features.size).toBe(model.features.size);
    expect(Array.from(back.weights)).toEqual(Array.from(model.weights));
    expect(Array.from(back.transitions)).toEqual(Array.from(model.transitions));
    expect(back.gazetteer).toEqual(model.gazetteer);
    for (const s of corpus(10, 3)) expect(tagWithModel(back, s.tokens)).toEqual(tagWithModel(model, s.tokens));
    expect(serializeModel(back)).toEqual(bytes);
    const tagger = taggerFromModel(back);
    expect(tagger.tagText('mr Alba moved in Rusk with Brix Corp.').entities.map((e) => [e.text, e.label])).toEqual([
      ['Alba', 'PER'],
      ['Rusk', 'LOC'],
      ['Brix Corp', 'ORG'],
    ]);
  });

  it('training is deterministic for a seed', () => {
    const again = trainTagger(corpus(150, 1), { lang: 'xx', epochs: 4, seed: 7, minFeatureCount: 1, pruneBelow: 0.01 });
    expect(serializeModel(again)).toEqual(serializeModel(model));
  });
});

describe('features and gazetteer', () => {
  it('computes word shapes', () => {
    expect(wordShape('Merkel')).toBe('Xxxxxx');
    expect(wordShape('3.5')).toBe('d.d');
    expect(shortShape('McDonald-2')).toBe('XxXx-d');
  });

  it('builds gazetteers from tagged data and matches the longest entry', () => {
    const gaz = buildGazetteer([
      { tokens: ['New', 'York', 'City', 'and', 'York'], tags: ['B-LOC', 'I-LOC', 'I-LOC', 'O', 'B-LOC'] },
      { tokens: ['the', 'New', 'York', 'Times'], tags: ['O', 'B-ORG', 'I-ORG', 'I-ORG'] },
    ]);
    expect(gaz.get('new york city')).toBe('LOC');
    expect(matchGazetteer(['In', 'new', 'York', 'City', ',', 'the', 'New', 'York', 'Times'], gaz)).toEqual([
      '', 'B-LOC', 'I-LOC', 'I-LOC', '', '', 'B-ORG', 'I-ORG', 'I-ORG',
    ]);
  });
});
