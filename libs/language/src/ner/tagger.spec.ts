import { loadTagger } from './tagger';

const entities = (text: string) =>
  loadTagger('en')
    .tagText(text)
    .entities.map((e) => [e.text, e.label]);

describe('committed English model', () => {
  it('loads once (cached) and tags tokens with its coarse labels', () => {
    const tagger = loadTagger('en');
    expect(loadTagger('en')).toBe(tagger);
    expect(tagger.labels).toEqual(['PER', 'LOC', 'ORG', 'MISC']);
    const tags = tagger.tag(['Angela', 'Merkel', 'visited', 'Paris', '.']);
    expect(tags).toEqual(['B-PER', 'I-PER', 'O', 'B-LOC', 'O']);
  });

  it('finds PER, LOC and ORG spans with character offsets', () => {
    expect(entities('Tim Cook said Apple will open a store in Jakarta next year.')).toEqual([
      ['Tim Cook', 'PER'],
      ['Apple', 'ORG'],
      ['Jakarta', 'LOC'],
    ]);
    expect(entities('Angela Merkel visited Paris.\nTim Cook said Apple will open a store in Jakarta next year.')).toEqual([
      ['Angela Merkel', 'PER'],
      ['Paris', 'LOC'],
      ['Tim Cook', 'PER'],
      ['Apple', 'ORG'],
      ['Jakarta', 'LOC'],
    ]);
    const found = loadTagger('en').tagText('Angela Merkel visited Paris with executives of Siemens .').entities;
    expect(found).toEqual([
      { text: 'Angela Merkel', start: 0, end: 13, label: 'PER' },
      { text: 'Paris', start: 22, end: 27, label: 'LOC' },
      // "Siemens" never occurs in the CoNLL-2003 training data: ORG comes from the context alone
      // (models before the lower-cased copies were added tagged it LOC).
      { text: 'Siemens', start: 47, end: 54, label: 'ORG' },
    ]);
  });

  it('copes with all lower-case chat text (trained with lower-cased copies)', () => {
    expect(entities('i talked to someone from microsoft in new york yesterday')).toEqual([
      ['microsoft', 'ORG'],
      ['new york', 'LOC'],
    ]);
  });

  it('loads the Indonesian model', () => {
    const tagger = loadTagger('id');
    expect(tagger.labels).toEqual(['PERSON', 'PLACE', 'ORGANISATION']);
    const tags = tagger.tag(['Presiden', 'Joko', 'Widodo', 'tiba', 'di', 'Surabaya', '.']);
    expect(tags).toEqual(['O', 'B-PERSON', 'I-PERSON', 'O', 'O', 'B-PLACE', 'O']);
  });
});
