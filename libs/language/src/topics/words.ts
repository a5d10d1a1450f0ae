import { porterStem } from '../stem/porter';
import { splitSentences, tokenize, type StopWordLanguage } from '../text';

export interface Word {
  surface: string;
  lower: string;
  /** Term identity: Porter stem for English, the lower-cased form otherwise. */
  key: string;
  stop: boolean;
  sentence: number;
  /** Sentence-initial (casing says nothing then). */
  initial: boolean;
}

// Indonesian/Malay verbs: me-/di- prefix with -kan/-i suffix (meluncurkan, dilaksanakan, memiliki).
const MALAY_VERB = /^(?:me|di)\p{L}{5,}(?:kan|i)$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\p{N}/u;

/**
 * Splits `text` into sentences (../text splitSentences; semicolons end clauses here) of chunks:
 * runs of words between punctuation, numbers and symbols. Stop words: the language's list,
 * one-character words (single Han characters included: mostly function words and light verbs),
 * contractions, and Indonesian/Malay affixed verbs.
 */
export function chunks(text: string, lang: StopWordLanguage, stops: ReadonlySet<string>): { chunks: Word[][]; sentences: number } {
  const tokens = tokenize(text, lang);
  const out: Word[][] = [];
  let current: Word[] = [];
  let sentence = 0;
  let sentenceHasWords = false;
  let initial = true;
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
  };
  const endSentence = () => {
    flush();
    if (sentenceHasWords) sentence += 1;
    sentenceHasWords = false;
    initial = true;
  };
  const ends = splitSentences(text, { atSemicolons: true }).map((s) => s.end);
  let next = 0;
  for (const tok of tokens) {
    // A token belongs to the sentence it starts in.
    if (next < ends.length && tok.start >= ends[next]) {
      while (next < ends.length && tok.start >= ends[next]) next++;
      endSentence();
    }
    const t = tok.text;
    if (!HAS_LETTER.test(t)) {
      // punctuation, numbers, symbols: break the chunk (numbers never make topics)
      flush();
      if (HAS_DIGIT.test(t)) initial = false;
      continue;
    }
    if (HAS_DIGIT.test(t) && !/^\p{L}/u.test(t)) {
      flush();
      continue;
    }
    const lower = t.toLowerCase();
    const stop = stops.has(lower) || [...lower].length < 2 || /^n?['’]/i.test(t) || ((lang === 'id' || lang === 'ms') && MALAY_VERB.test(lower));
    const key = lang === 'en' ? porterStem(lower) : lower;
    current.push({ surface: t, lower, key, stop, sentence, initial });
    sentenceHasWords = true;
    initial = false;
  }
  endSentence();
  return { chunks: out, sentences: Math.max(1, sentence) };
}

// English word shapes that rarely end (adjectives, participles, adverbs) or appear in
// (adverbs) a noun-phrase keyphrase; a cheap stand-in for a part-of-speech filter.
const NOT_FINAL = /(?:ly|ed|ous|ive|ful|less|able|ible|ical|ic|al|ary|ant|ent)$/;
const FINAL_OK = new Set([
  'signal', 'interval', 'terminal', 'proposal', 'material', 'potential', 'individual', 'manual', 'journal',
  'capital', 'hospital', 'animal', 'total', 'tutorial', 'portal', 'protocol', 'trial', 'rental', 'arrival',
  'approval', 'chemical', 'critical', 'integral', 'differential', 'polynomial', 'channel', 'kernel', 'level',
  'model', 'panel', 'pixel', 'label', 'vessel', 'fuel', 'control', 'symbol', 'need', 'speed', 'seed', 'feed',
  'bed', 'red', 'shed', 'logic', 'music', 'topic', 'traffic', 'electronic', 'graphic', 'plastic', 'mechanic',
  'agent', 'client', 'component', 'content', 'element', 'environment', 'equipment', 'event', 'gradient',
  'current', 'management', 'measurement', 'parent', 'patent', 'percent', 'segment', 'statement', 'student',
  'assessment', 'treatment', 'investment', 'government', 'development', 'deployment', 'requirement',
  'experiment', 'document', 'instrument', 'argument', 'department', 'movement', 'payment', 'agreement',
  'alignment', 'assignment', 'coefficient', 'constant', 'variant', 'plant', 'participant', 'applicant',
  'dictionary', 'library', 'boundary', 'summary', 'secondary', 'primary', 'glossary', 'salary', 'diary',
  'anomaly', 'assembly', 'family', 'supply', 'reply', 'poly', 'ontology', 'technology', 'methodology', 'topology',
  'apology', 'biology', 'morphology', 'terminology', 'anthropology', 'psychology', 'ecology', 'geology',
  'database', 'cable', 'table', 'variable', 'vehicle', 'article', 'particle', 'obstacle', 'principle',
  'executive', 'objective', 'derivative', 'alternative', 'initiative', 'representative', 'perspective',
  'incentive', 'directive', 'narrative',
]);

export function phraseShapeOk(words: Word[]): boolean {
  const last = words[words.length - 1].lower;
  if (NOT_FINAL.test(last) && !FINAL_OK.has(last) && !/(?:ology|ment|ness)$/.test(last)) return false;
  if (words.some((w) => /ly$/.test(w.lower) && w.lower.length > 4 && !FINAL_OK.has(w.lower))) return false;
  return true;
}

/** A scored candidate phrase, before de-duplication. Lower `score` = more relevant. */
export interface Scored {
  words: Word[];
  /** How often each surface form occurred. */
  surfaces: Map<string, number>;
  score: number;
  /** Order of first occurrence (tie-break). */
  first: number;
}

export function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}
