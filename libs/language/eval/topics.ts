// `npm run eval -- topics`: F1@10 on Inspec (../shared/eval/keywords-inspec.zip), per the eval
// README: predictions and gold keyphrases lower-cased and Porter-stemmed word by word, exact
// match after stemming, precision/recall/F1 per document, macro-averaged over documents.
// Options: `--method yake` scores the plain YAKE ranking instead of the default graph ranking;
// a bare number limits the documents (development only).
import fs from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { extractTopics } from '../src/topics';
import { porterStem } from '../src/stem';
import { evalFile, report } from './_shared';

function normalise(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(porterStem)
    .join(' ');
}

function main(): void {
  const files = unzipSync(new Uint8Array(fs.readFileSync(evalFile('keywords-inspec.zip'))));
  const docs = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const [name, data] of Object.entries(files)) {
    const doc = /docsutf8\/([^/]+)\.txt$/.exec(name);
    const key = /keys\/([^/]+)\.key$/.exec(name);
    if (doc) docs.set(doc[1], strFromU8(data));
    else if (key) keys.set(key[1], strFromU8(data));
  }
  const args = process.argv.slice(2);
  const method = args.includes('--method') && args[args.indexOf('--method') + 1] === 'yake' ? 'yake' : 'graph';
  const limit = Number(args.find((a) => /^\d+$/.test(a))) || Infinity;
  let n = 0;
  let p = 0;
  let r = 0;
  let f = 0;
  let elapsed = 0;
  for (const [id, text] of [...docs.entries()].sort()) {
    if (n >= limit) break;
    const goldText = keys.get(id);
    if (goldText === undefined) continue;
    const gold = new Set(goldText.split('\n').map(normalise).filter(Boolean));
    const t0 = process.hrtime.bigint();
    const topics = extractTopics(text, 'en-XX', { top: 10, method });
    elapsed += Number(process.hrtime.bigint() - t0) / 1e9;
    const predicted = [...new Set(topics.map((t) => normalise(t.tag_name)).filter(Boolean))];
    const hits = predicted.filter((k) => gold.has(k)).length;
    const prec = predicted.length ? hits / predicted.length : 0;
    const rec = gold.size ? hits / gold.size : 0;
    p += prec;
    r += rec;
    f += prec + rec ? (2 * prec * rec) / (prec + rec) : 0;
    n += 1;
  }
  const round = (x: number) => Math.round(x * 10000) / 10000;
  report('topics', {
    method,
    documents: n,
    f1_at_10: round(f / n),
    precision_at_10: round(p / n),
    recall_at_10: round(r / n),
    docs_per_s: Math.round(n / elapsed),
  });
}

main();
