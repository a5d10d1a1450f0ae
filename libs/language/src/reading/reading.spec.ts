import { questionFocus } from './answer-type';
import { answerQuestion, classifyQuestion, exactMatch, maxOverGold, normalizeAnswer, splitIntoSegments, tokenF1, validateReadingInput } from './index';
import type { EntityTagger } from './index';

// Made-up paragraphs (not evaluation data).
const context = [
  'The Lighthouse Company was founded by Margaret Hollis in 1887. ' +
    'She built the first tower on the rocky cape after a winter of shipwrecks. ' +
    'The company later moved its workshop to Port Elwin, a small harbour town.',
  'By 1910 the workshop employed 240 craftsmen. ' +
    'Its lenses were shipped to harbours across the northern coast. ' +
    'The glass for the lenses came from a furnace in Dunmere.',
  'In the spring of 1931 a fire destroyed the old workshop. ' +
    'The company was rebuilt by Thomas Hollis, the grandson of the founder, within two years.',
];

describe('answerQuestion', () => {
  // Both with capitalisation heuristics alone (tagger: null) and with the library's default entity tagger.
  const expectSpan = (question: string, answer: string, seg: number) => {
    for (const tagger of [null, undefined]) {
      const out = answerQuestion(question, context, { tagger });
      expect({ tagger, answer: out.answer }).toEqual({ tagger, answer });
      expect(out.review).toBe(context[seg]);
      expect(out.review.includes(out.answer)).toBe(true);
      expect(out.score).toBeGreaterThanOrEqual(0.2);
      expect(out.score).toBeLessThanOrEqual(1);
    }
  };

  it('answers who with a person from the right segment', () => {
    expectSpan('Who founded the Lighthouse Company?', 'Margaret Hollis', 0);
    expectSpan('Who rebuilt the company after the fire?', 'Thomas Hollis', 2);
  });

  it('answers when / what year with a date', () => {
    expectSpan('When was the Lighthouse Company founded?', '1887', 0);
    expectSpan('In what year did a fire destroy the workshop?', '1931', 2);
  });

  it('answers how many with a number', () => {
    expectSpan('How many craftsmen did the workshop employ?', '240', 1);
  });

  it('answers where with a place', () => {
    expectSpan('Where did the company move its workshop?', 'Port Elwin', 0);
    expectSpan('Where was the furnace that made the glass?', 'Dunmere', 1);
  });

  it('answers a question asking for several names with the whole list', () => {
    const ctx = ['The guild traded with merchants from Vessa, Orlin and Tarmouth. Its ships were slow.'];
    expect(answerQuestion('Which towns did the guild trade with?', ctx).answer).toBe('Vessa, Orlin and Tarmouth');
    expect(answerQuestion('Which towns did the guild trade with?', ctx, { tagger: null }).answer).toBe('Vessa, Orlin and Tarmouth');
  });

  it('answers what-questions with the phrase beside the focus noun', () => {
    const ctx = ['The harbour town was plain. Its builders favoured pointed windows and a distinctive Lowland style of brickwork.'];
    expect(answerQuestion('What kind of windows did the builders favour?', ctx).answer).toBe('pointed');
    expect(answerQuestion('What style of brickwork did the builders favour?', ctx).answer).toMatch(/Lowland$/);
  });

  it('keeps case and returns an exact substring of one segment', () => {
    const out = answerQuestion('who founded the lighthouse company', context);
    expect(out.answer).toBe('Margaret Hollis');
    expect(context).toContain(out.review);
  });

  it('gives a low score when the context does not answer', () => {
    const out = answerQuestion('What is the boiling point of mercury in kelvin?', context);
    expect(out.score).toBeLessThan(0.2);
    const none = answerQuestion('Quantum chromodynamics?', context);
    expect(none.score).toBeLessThan(0.2);
  });

  it('copes with empty input without throwing', () => {
    expect(answerQuestion('', context).score).toBe(0);
    expect(answerQuestion('Who?', []).score).toBe(0);
  });

  it('uses a plugged-in entity tagger', () => {
    const tagger: EntityTagger = {
      tag: (tokens) => tokens.map((t) => (t === 'Dunmere' ? 'B-PER' : 'O')),
    };
    const out = answerQuestion('Who made the glass for the lenses?', [context[1]], { tagger });
    expect(out.answer).toBe('Dunmere');
  });
});

describe('questionFocus', () => {
  it('finds the noun the answer is an instance of', () => {
    expect(questionFocus('What religion did they follow?')).toBe('religion');
    expect(questionFocus('What kind of arches do the halls have?')).toBe('arches');
    expect(questionFocus('What was the name of the ship?')).toBe('ship');
    expect(questionFocus("What was the town's main export?")).toBe('export');
    expect(questionFocus('When did it happen?')).toBeNull();
  });
});

describe('classifyQuestion', () => {
  it('maps question words onto answer types', () => {
    expect(classifyQuestion('Who wrote it?')).toBe('PERSON');
    expect(classifyQuestion('When did it start?')).toBe('DATE');
    expect(classifyQuestion('What year was it?')).toBe('DATE');
    expect(classifyQuestion('How many ships?')).toBe('NUMBER');
    expect(classifyQuestion('How much did it cost?')).toBe('NUMBER');
    expect(classifyQuestion('Where is it?')).toBe('LOCATION');
    expect(classifyQuestion('What country is it in?')).toBe('LOCATION');
    expect(classifyQuestion('What did they build?')).toBe('NP');
  });
});

describe('validateReadingInput', () => {
  it('lists the problems', () => {
    expect(validateReadingInput('Who?', ['a'])).toEqual([]);
    expect(validateReadingInput('', ['a'])).toEqual(['question must not be empty']);
    expect(validateReadingInput('Who?', [])).toEqual(['context must hold at least one segment']);
    expect(validateReadingInput('Who?', ['x'.repeat(513)])[0]).toMatch(/longer than 512/);
    expect(validateReadingInput(3, 'x')).toHaveLength(2);
  });
});

describe('splitIntoSegments', () => {
  it('packs sentences into segments of at most 512 characters', () => {
    const sentence = 'This sentence is about forty characters. ';
    const text = sentence.repeat(40).trim();
    const segs = splitIntoSegments(text, 512);
    expect(segs.length).toBeGreaterThan(1);
    for (const s of segs) {
      expect(s.length).toBeLessThanOrEqual(512);
      expect(s.endsWith('.')).toBe(true);
    }
    expect(segs.join(' ')).toBe(text);
  });

  it('cuts an over-long sentence on word boundaries', () => {
    const segs = splitIntoSegments('word '.repeat(300).trim(), 512);
    for (const s of segs) expect(s.length).toBeLessThanOrEqual(512);
    expect(segs.join(' ')).toBe('word '.repeat(300).trim());
  });
});

describe('SQuAD scoring', () => {
  it('normalises like the official script', () => {
    expect(normalizeAnswer('The  Quick, brown fox!')).toBe('quick brown fox');
    expect(normalizeAnswer('an apple a day')).toBe('apple day');
    expect(normalizeAnswer("Sant'Eufemia.")).toBe('santeufemia');
  });

  it('computes exact match and token F1', () => {
    expect(exactMatch('the 5th century', '5th century')).toBe(1);
    expect(exactMatch('5th', '5th century')).toBe(0);
    expect(tokenF1('5th', '5th century')).toBeCloseTo(2 / 3);
    expect(tokenF1('Oslo', 'Oslo, Bergen and Tromso')).toBeCloseTo(0.4);
    expect(tokenF1('cat', 'dog')).toBe(0);
    expect(tokenF1('', '')).toBe(1);
    // 3 of 5 gold tokens, all predicted tokens right: P=1, R=0.6, F1=0.75; against 'Aldric': 0.5
    expect(maxOverGold(tokenF1, 'Queen Aldric II', ['Aldric', 'Queen Aldric II of Vessa'])).toBeCloseTo(0.75);
  });
});
