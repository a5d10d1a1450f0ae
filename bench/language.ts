/**
 * @parley/language throughput and latency, in process on one core (no services, no network).
 * All input is synthetic and deterministic (seeded generator over small word lists; no eval data):
 * - entity tagging: `loadTagger('en').tag()` over ~3,000 pre-tokenised sentences with names,
 *   places, companies and numbers; tokens/s, median of 5 timed passes after a warm-up pass
 *   (target ≥ 20,000 tokens/s). `ner_full_pipeline_tokens_per_s`: `extractEntities(text, 'en-US')`
 *   over the same sentences grouped in 5-sentence paragraphs (tokenisation, tagging and whatever
 *   else the pipeline does), same token count, median of 5 passes; null when the library does
 *   not export `extractEntities`.
 * - machine reading: `answerQuestion(question, context)` latency with 10 segments of ≤512
 *   characters per call, 200 questions after 50 warm-up calls (target p95 < 20 ms).
 * - topics: `extractTopics(doc, 'en-XX', { top: 10 })` over 500 documents of ~150 words;
 *   docs/s, median of 3 timed passes after a warm-up pass.
 * Prints one JSON line.
 */
import { answerQuestion, extractEntities, extractTopics, loadTagger, mulberry32, tokenize } from '@parley/language';
import { median, percentile, round } from './lib/stats';

const NER_SENTENCES = 3000;
const NER_PASSES = 5;
const READING_QUESTIONS = 200;
const READING_WARMUP = 50;
const READING_SEGMENTS = 10;
const TOPIC_DOCS = 500;
const TOPIC_PASSES = 3;

// ---- deterministic synthetic text ----

const rand = mulberry32(20261122);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const FIRST = ['Maria', 'John', 'Aisha', 'Wei', 'Carlos', 'Priya', 'Tomasz', 'Fatima', 'Kenji', 'Olivia', 'Ahmed', 'Sofia', 'David', 'Nadia', 'Lars', 'Grace'];
const LAST = ['Garcia', 'Smith', 'Rahman', 'Chen', 'Silva', 'Patel', 'Nowak', 'Haddad', 'Tanaka', 'Brown', 'Okafor', 'Rossi', 'Miller', 'Ivanova', 'Berg', 'Wilson'];
const PLACES = ['London', 'Jakarta', 'Berlin', 'Nairobi', 'Toronto', 'Manila', 'Lisbon', 'Chicago', 'Singapore', 'Madrid', 'Sydney', 'Hanoi', 'Prague', 'Boston', 'Lagos', 'Zagreb'];
const COUNTRIES = ['France', 'Indonesia', 'Germany', 'Kenya', 'Canada', 'Brazil', 'Japan', 'India', 'Vietnam', 'Poland', 'Mexico', 'Australia'];
const COMPANIES = ['Acme Corporation', 'Globex', 'Initech', 'Northwind Traders', 'Umbrella Systems', 'Stark Industries', 'Wayne Enterprises', 'Contoso', 'Blue River Bank', 'Helios Energy', 'Vertex Labs', 'Orion Airlines'];
const NATIONALITIES = ['French', 'Indonesian', 'German', 'Kenyan', 'Canadian', 'Brazilian', 'Japanese', 'Indian'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ROLES = ['chief executive', 'director', 'engineer', 'spokesperson', 'founder', 'analyst', 'manager', 'chairman'];
const PRODUCTS = ['battery', 'software platform', 'payment service', 'solar panel', 'delivery robot', 'mobile app', 'water filter', 'cloud database'];
const VERBS = ['announced', 'reported', 'confirmed', 'denied', 'revealed', 'expected', 'welcomed', 'criticised'];
const NOUNS = ['agreement', 'investment', 'partnership', 'merger', 'expansion', 'contract', 'acquisition', 'loan'];

const person = () => `${pick(FIRST)} ${pick(LAST)}`;
const money = () => `${int(2, 900)} million dollars`;

const TEMPLATES: Array<() => string> = [
  () => `${person()}, the ${pick(ROLES)} of ${pick(COMPANIES)}, said on Tuesday that the company would open an office in ${pick(PLACES)}.`,
  () => `${pick(COMPANIES)} ${pick(VERBS)} a ${pick(NOUNS)} worth ${money()} with ${pick(COMPANIES)} in ${pick(MONTHS)} ${int(1990, 2025)}.`,
  () => `The ${pick(NATIONALITIES)} government ${pick(VERBS)} the plan after ${person()} visited ${pick(PLACES)} last week.`,
  () => `In ${pick(PLACES)}, ${int(3, 95)} percent of customers used the new ${pick(PRODUCTS)} within ${int(2, 30)} days.`,
  () => `${person()} moved from ${pick(PLACES)} to ${pick(COUNTRIES)} in ${int(1970, 2024)} and joined ${pick(COMPANIES)} as a ${pick(ROLES)}.`,
  () => `Shares of ${pick(COMPANIES)} rose ${int(1, 19)}.${int(0, 9)} percent on Friday, according to ${person()}.`,
  () => `"We are proud of our team in ${pick(PLACES)}," ${person()} told reporters on ${int(1, 28)} ${pick(MONTHS)}.`,
  () => `About ${int(100, 9000)} people attended the ${pick(NATIONALITIES)} technology fair in ${pick(PLACES)}, ${pick(COUNTRIES)}.`,
  () => `${pick(COMPANIES)} hired ${int(10, 500)} engineers and plans to build a ${pick(PRODUCTS)} factory near ${pick(PLACES)}.`,
  () => `The ${pick(NOUNS)} between ${pick(COMPANIES)} and the city of ${pick(PLACES)} was signed by ${person()}.`,
];

const sentence = () => pick(TEMPLATES)();

// ---- measurements ----

function nsToS(ns: bigint): number {
  return Number(ns) / 1e9;
}

function timeMs(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

async function main() {
  // Entity tagging.
  const sentences = Array.from({ length: NER_SENTENCES }, sentence);
  const tokenised = sentences.map((s) => tokenize(s, 'en').map((t) => t.text));
  const nerTokens = tokenised.reduce((a, t) => a + t.length, 0);
  const tagger = loadTagger('en');
  for (const toks of tokenised) tagger.tag(toks); // warm-up pass
  const nerRates: number[] = [];
  for (let p = 0; p < NER_PASSES; p++) {
    const t0 = process.hrtime.bigint();
    for (const toks of tokenised) tagger.tag(toks);
    nerRates.push(nerTokens / nsToS(process.hrtime.bigint() - t0));
  }

  // The whole entity response (tokens, tagger, fine labels, numbers, dates, misc).
  let fullRate: number;
  {
    const paragraphs: string[] = [];
    for (let i = 0; i < sentences.length; i += 5) paragraphs.push(sentences.slice(i, i + 5).join(' '));
    const fullTokens = paragraphs.reduce((a, p) => a + tokenize(p, 'en').length, 0);
    const runPass = () => {
      for (const p of paragraphs) extractEntities(p, 'en-US');
    };
    runPass(); // warm-up pass
    const rates: number[] = [];
    for (let p = 0; p < NER_PASSES; p++) {
      const t0 = process.hrtime.bigint();
      runPass();
      rates.push(fullTokens / nsToS(process.hrtime.bigint() - t0));
    }
    fullRate = Math.round(median(rates));
  }

  // Machine reading: each call gets its own 10 segments of ≤512 characters and a question about one of them.
  const segment = (): string => {
    let s = sentence();
    for (;;) {
      const next = `${s} ${sentence()}`;
      if (next.length > 512) return s;
      s = next;
    }
  };
  const readingCase = () => {
    const company = pick(COMPANIES);
    const founder = person();
    const city = pick(PLACES);
    const year = int(1950, 2020);
    const staff = int(20, 20000);
    const fact = `${company} was founded by ${founder} in ${city} in ${year} and now employs ${staff} people.`;
    const context = Array.from({ length: READING_SEGMENTS }, segment);
    const at = int(0, READING_SEGMENTS - 1);
    let seg = fact;
    for (;;) {
      const next = `${seg} ${sentence()}`;
      if (next.length > 512) break;
      seg = next;
    }
    context[at] = seg;
    const question = pick([`Who founded ${company}?`, `Where was ${company} founded?`, `When was ${company} founded?`, `How many people does ${company} employ?`]);
    return { question, context };
  };
  const warm = Array.from({ length: READING_WARMUP }, readingCase);
  const cases = Array.from({ length: READING_QUESTIONS }, readingCase);
  for (const c of warm) answerQuestion(c.question, c.context);
  const readingMs = cases.map((c) => timeMs(() => answerQuestion(c.question, c.context)));

  // Topics: ~150-word documents.
  const docs = Array.from({ length: TOPIC_DOCS }, () => {
    const parts: string[] = [];
    let words = 0;
    while (words < 150) {
      const s = sentence();
      parts.push(s);
      words += s.split(/\s+/).length;
    }
    return parts.join(' ');
  });
  for (const d of docs) extractTopics(d, 'en-XX', { top: 10 }); // warm-up pass
  const topicRates: number[] = [];
  for (let p = 0; p < TOPIC_PASSES; p++) {
    const t0 = process.hrtime.bigint();
    for (const d of docs) extractTopics(d, 'en-XX', { top: 10 });
    topicRates.push(TOPIC_DOCS / nsToS(process.hrtime.bigint() - t0));
  }

  console.log(
    JSON.stringify({
      bench: 'language',
      ner_sentences: NER_SENTENCES,
      ner_tokens: nerTokens,
      ner_tokens_per_s: Math.round(median(nerRates)),
      ner_full_pipeline_tokens_per_s: fullRate,
      reading_questions: READING_QUESTIONS,
      reading_segments: READING_SEGMENTS,
      reading_p50_ms: percentile(readingMs, 50),
      reading_p95_ms: percentile(readingMs, 95),
      topics_docs: TOPIC_DOCS,
      topics_docs_per_s: round(median(topicRates)),
      node: process.version,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
