// Extractive machine reading: BM25 over sentences, then the best typed span near the question's words.
import { AnswerType, EntityTagger, Span, TYPE_FIT, asksForKind, asksForList, candidateSpans, classifyQuestion, questionFocus, verbRole } from './answer-type';
import { loadTagger } from '../ner/tagger';
import { splitSentences } from '../text';
import { STOP_WORDS, Tok, isWord, stem, tokenize } from './text';

export interface ReadingAnswer {
  /** the extracted span, an exact substring of `review` */
  answer: string;
  /** the whole context segment the answer comes from */
  review: string;
  /** confidence in [0, 1]; below 0.2 means the context does not seem to answer the question */
  score: number;
}

export interface ReadingOptions {
  /** entity tagger for names/places (BIO over PER/LOC/ORG/MISC); default: capitalisation heuristics */
  tagger?: EntityTagger | null;
}

export const MAX_SEGMENT_CHARS = 512;

/** Weights of the span score (module-internal; tuned on made-up and development data). */
export const TUNING = { rel: 0.9, fit: 1.0, prox: 0.8, proxScale: 3, overlap: 1, npLen: 0.04, topSentences: 5, stopStep: 0.5, punctStep: 1, tagWeight: 0.5, focus: 0.3, role: 0.15 };

/** Problems with a machine-reading request (empty list when it is fine), for the HTTP layer's 422. */
export function validateReadingInput(question: unknown, context: unknown): string[] {
  const problems: string[] = [];
  if (typeof question !== 'string') problems.push('question must be a string');
  else if (!question.trim()) problems.push('question must not be empty');
  if (!Array.isArray(context)) problems.push('context must be an array of strings');
  else {
    if (context.length === 0) problems.push('context must hold at least one segment');
    context.forEach((c, i) => {
      if (typeof c !== 'string') problems.push(`context[${i}] must be a string`);
      else if (c.length > MAX_SEGMENT_CHARS) problems.push(`context[${i}] is longer than ${MAX_SEGMENT_CHARS} characters (${c.length})`);
    });
  }
  return problems;
}

/** undefined: not loaded yet; null: none (capitalisation heuristics only). */
let defaultTagger: EntityTagger | null | undefined;

/**
 * Sets the entity tagger used when a call passes none (null: heuristics only). Without a call, the
 * library's English tagger (`loadTagger('en')`) is loaded on first use, or heuristics if it cannot be.
 */
export function setReadingEntityTagger(tagger: EntityTagger | null): void {
  defaultTagger = tagger;
}

function currentTagger(): EntityTagger | null {
  if (defaultTagger === undefined) {
    try {
      defaultTagger = loadTagger('en');
    } catch {
      defaultTagger = null;
    }
  }
  return defaultTagger;
}

interface Sentence {
  seg: number;
  /** offset of the sentence in its segment */
  offset: number;
  toks: Tok[];
  stems: string[];
  bm25: number;
}

const QUESTION_NOISE = new Set(['name', 'called', 'kind', 'type', 'year', 'century', 'many', 'much', 'long', 'happen', 'happened', 'did', 'does']);

function questionTerms(question: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const t of tokenize(question)) {
    const l = t.text.toLowerCase();
    if (!isWord(l) || STOP_WORDS.has(l) || QUESTION_NOISE.has(l)) continue;
    const s = stem(l);
    terms.set(s, (terms.get(s) ?? 0) + 1);
  }
  return terms;
}

function matches(termStem: string, wordStem: string): number {
  if (termStem === wordStem) return 1;
  if (termStem.length >= 5 && wordStem.length >= 5 && termStem.slice(0, 5) === wordStem.slice(0, 5)) return 0.6;
  return 0;
}

export function answerQuestion(question: string, context: string[], options: ReadingOptions = {}): ReadingAnswer {
  const tagger = options.tagger === undefined ? currentTagger() : options.tagger;
  const none = (review = ''): ReadingAnswer => ({ answer: '', review, score: 0 });
  const segments = (context ?? []).filter((c) => typeof c === 'string');
  if (!question?.trim() || segments.length === 0) return none();
  const qTerms = questionTerms(question);
  const qType = classifyQuestion(question);

  // Term/word matching, memoised per call (the same words recur across sentences).
  const memo = new Map<string, Map<string, number>>();
  const match = (term: string, w: string): number => {
    let byWord = memo.get(term);
    if (!byWord) memo.set(term, (byWord = new Map()));
    let m = byWord.get(w);
    if (m === undefined) byWord.set(w, (m = matches(term, w)));
    return m;
  };
  const stemMemo = new Map<string, string>();
  const stemOf = (w: string): string => {
    let st = stemMemo.get(w);
    if (st === undefined) stemMemo.set(w, (st = stem(w)));
    return st;
  };

  // Sentences of every segment.
  const sentences: Sentence[] = [];
  const lowerWords = new Set<string>();
  segments.forEach((seg, si) => {
    for (const sp of splitSentences(seg)) {
      const toks = tokenize(seg.slice(sp.start, sp.end));
      for (const t of toks) if (/^\p{Ll}/u.test(t.text)) lowerWords.add(t.text);
      sentences.push({ seg: si, offset: sp.start, toks, stems: toks.map((t) => stemOf(t.text)), bm25: 0 });
    }
  });
  if (sentences.length === 0 || qTerms.size === 0) return none(segments[0]);

  // BM25 over sentences, term weights = idf (with a floor, so a word in every sentence still counts a little).
  const N = sentences.length;
  const avgLen = sentences.reduce((a, s) => a + s.toks.length, 0) / N;
  const idf = new Map<string, number>();
  for (const term of qTerms.keys()) {
    let df = 0;
    for (const s of sentences) if (s.stems.some((w) => match(term, w) > 0)) df++;
    idf.set(term, Math.max(0.1, Math.log(1 + (N - df + 0.5) / (df + 0.5))));
  }
  const totalIdf = [...qTerms.keys()].reduce((a, t) => a + (idf.get(t) ?? 0), 0);
  const coverage = new Map<Sentence, number>();
  for (const s of sentences) {
    let score = 0;
    let covered = 0;
    for (const term of qTerms.keys()) {
      let tf = 0;
      let best = 0;
      for (const w of s.stems) {
        const m = match(term, w);
        tf += m;
        best = Math.max(best, m);
      }
      if (tf === 0) continue;
      const k1 = 1.2;
      const b = 0.75;
      score += (idf.get(term) ?? 0) * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * s.toks.length) / avgLen)));
      covered += (idf.get(term) ?? 0) * best;
    }
    s.bm25 = score;
    coverage.set(s, totalIdf > 0 ? covered / totalIdf : 0);
  }
  const ranked = [...sentences].sort((a, b) => b.bm25 - a.bm25);
  const top = ranked[0];
  if (!top || top.bm25 <= 0) return none(segments[0]);

  // Candidate spans in the best few sentences (the entity tagger only where names can be the answer).
  const wantsList = asksForList(question);
  const wantsKind = asksForKind(question);
  const focusWord = questionFocus(question);
  const role = verbRole(question);
  const roleVerb = role ? stem(role.verb) : null;
  const focus = focusWord ? stem(focusWord) : null;
  const needsEntities = qType !== 'DATE' && qType !== 'NUMBER' && qType !== 'DURATION';
  let best: { sent: Sentence; span: Span; score: number; fit: number } | null = null;
  for (const sent of ranked.slice(0, TUNING.topSentences)) {
    if (sent.bm25 <= 0) break;
    const rel = sent.bm25 / top.bm25;
    const matched: Array<{ pos: number; w: number }> = [];
    const isQ = sent.stems.map((w) => {
      let m = 0;
      for (const term of qTerms.keys()) m = Math.max(m, match(term, w));
      return m;
    });
    const bestPos = new Map<string, number[]>();
    sent.stems.forEach((w, i) => {
      for (const term of qTerms.keys()) if (match(term, w) > 0) (bestPos.get(term) ?? bestPos.set(term, []).get(term)!).push(i);
    });
    for (const [term, positions] of bestPos) for (const pos of positions) matched.push({ pos, w: (idf.get(term) ?? 0) / positions.length });
    // Positions in which stop words and punctuation count for less than content words.
    const eff: number[] = [];
    let acc = 0;
    for (const t of sent.toks) {
      eff.push(acc);
      const l = t.text.toLowerCase();
      acc += !isWord(l) ? TUNING.punctStep : STOP_WORDS.has(l) ? TUNING.stopStep : 1;
    }
    const verbPos = roleVerb ? sent.stems.findIndex((w) => match(roleVerb, w) > 0) : -1;
    const focusPos: number[] = [];
    if (focus) sent.stems.forEach((w, i) => w === focus && focusPos.push(i));
    const matchedWeight = matched.reduce((a, m) => a + m.w, 0) || 1;
    for (const span of candidateSpans(sent.toks, lowerWords, needsEntities ? tagger : null, wantsKind)) {
      if (span.list && !wantsList) continue;
      const own = TYPE_FIT[qType][span.kind] ?? 0;
      const fit = span.alt ? (1 - TUNING.tagWeight) * own + TUNING.tagWeight * (TYPE_FIT[qType][span.alt] ?? 0) : own;
      if (fit <= 0) continue;
      let overlap = 0;
      let len = 0;
      let content = 0;
      for (let k = span.start; k < span.end; k++) {
        const w = sent.toks[k].text;
        if (!isWord(w)) continue;
        len++;
        if (STOP_WORDS.has(w.toLowerCase())) continue;
        content++;
        if (isQ[k] > 0 && w.length > 2 && !/^[IVX]+$/.test(w)) overlap++; // a shared numeral ("II") is not the same name
      }
      if (len === 0 || content === 0 || overlap >= content) continue;
      let prox = 0;
      for (const m of matched) {
        const d = m.pos < span.start ? eff[span.start] - eff[m.pos] : m.pos >= span.end ? eff[m.pos] - eff[span.end - 1] : 0;
        prox += m.w / (1 + d / TUNING.proxScale);
      }
      prox /= matchedWeight;
      let focusBonus = 0;
      for (const f of focusPos) {
        const d = f < span.start ? eff[span.start] - eff[f] : f >= span.end ? eff[f] - eff[span.end - 1] : 99;
        if (d <= 1.5) focusBonus = TUNING.focus;
      }
      let roleBonus = 0;
      if (verbPos >= 0 && role) {
        const passive = sent.toks[span.start - 1]?.text.toLowerCase() === 'by';
        if (role.side === 'before' ? span.end <= verbPos || (passive && span.start > verbPos) : span.start > verbPos) roleBonus = TUNING.role;
      }
      const lenPenalty = span.kind === 'NP' ? TUNING.npLen * (len - 1) : 0;
      const score = TUNING.rel * rel + TUNING.fit * fit + TUNING.prox * prox - TUNING.overlap * (overlap === 0 ? 0 : span.kind === 'NP' ? overlap / content : Math.max(overlap / content, 0.6)) - lenPenalty + punctBonus(sent.toks, span, qType) + (span.list ? 0.1 : 0) + focusBonus + roleBonus;
      if (!best || score > best.score) best = { sent, span, score, fit };
    }
  }
  const review = segments[(best?.sent ?? top).seg];
  if (!best) return { answer: '', review, score: Math.min(0.15, 0.15 * (coverage.get(top) ?? 0)) };
  const { sent, span } = best;
  const start = sent.offset + sent.toks[span.start].start;
  const end = sent.offset + sent.toks[span.end - 1].end;
  const cov = coverage.get(sent) ?? 0;
  const score = clamp01(cov * (0.45 + 0.55 * best.fit));
  return { answer: review.slice(start, end), review, score: round(score) };
}

/** Small preferences: an appositive/"by X" after a comma, etc. Kept tiny. */
function punctBonus(toks: Tok[], span: Span, qType: AnswerType): number {
  let prev = toks[span.start - 1]?.text.toLowerCase();
  if (prev === 'the' && qType === 'LOCATION') prev = toks[span.start - 2]?.text.toLowerCase();
  if (qType === 'PERSON' && prev === 'by') return 0.1;
  if (qType === 'LOCATION' && (prev === 'in' || prev === 'at' || prev === 'to')) return 0.1;
  if (qType === 'DATE' && prev === 'in') return 0.05;
  return 0;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
const round = (x: number) => Math.round(x * 1000) / 1000;
