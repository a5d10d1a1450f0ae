// Shared by eval/ner-en.ts and eval/ner-id.ts (not a task of its own).
import fs from 'node:fs';
import { conllEval } from '../src/ner/conlleval';
import { referenceToConll, refineTags } from '../src/ner/fine';
import { iob1ToBio, parseConll, parseTwoColumn } from '../src/ner/corpus';
import { loadTagger, modelPath, type NerLanguage } from '../src/ner/tagger';
import { evalFile, report } from './_shared';

export function runNerEval(task: string, lang: NerLanguage, file: string, format: 'conll' | 'two-column'): void {
  const text = fs.readFileSync(evalFile(file), 'utf8');
  const sentences = format === 'conll' ? parseConll(text).map((s) => ({ ...s, tags: iob1ToBio(s.tags) })) : parseTwoColumn(text);
  let t0 = process.hrtime.bigint();
  const tagger = loadTagger(lang);
  const loadMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const predicted = sentences.map((s) => tagger.tag(s.tokens));
  // Throughput: steady state (the pass above warmed up the JIT), best of three timed passes.
  let seconds = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    t0 = process.hrtime.bigint();
    for (const s of sentences) tagger.tag(s.tokens);
    seconds = Math.min(seconds, Number(process.hrtime.bigint() - t0) / 1e9);
  }
  const tokens = sentences.reduce((n, s) => n + s.tokens.length, 0);
  const score = conllEval(
    sentences.map((s) => s.tags),
    predicted,
  );
  // The same predictions refined to the spec's reference labels and mapped back with the
  // README's scoring map: must equal the coarse score (refinement stays within a class family).
  const coarseToConll: Record<string, string> = { PER: 'PER', PERSON: 'PER', ORGANISATION: 'ORG', PLACE: 'LOC' };
  const viaReference = conllEval(
    sentences.map((s) => s.tags),
    sentences.map((s, i) => refineTags(s.tokens, predicted[i])),
    (t) => coarseToConll[t] ?? referenceToConll(t),
  );
  const r = (x: number) => Math.round(x * 10000) / 10000;
  const perClass = Object.fromEntries(
    Object.entries(score.perClass).map(([t, s]) => [
      t,
      { precision: r(s.precision), recall: r(s.recall), f1: r(s.f1), gold: s.gold, predicted: s.predicted },
    ]),
  );
  report(task, {
    data: file,
    sentences: sentences.length,
    tokens,
    entities: score.gold,
    precision: r(score.precision),
    recall: r(score.recall),
    f1: r(score.f1),
    perClass,
    tokenAccuracy: r(score.tokenAccuracy),
    f1ViaReferenceLabels: r(viaReference.f1),
    tokensPerSecond: Math.round(tokens / seconds),
    modelBytes: fs.statSync(modelPath(lang)).size,
    loadMs: Math.round(loadMs),
  });
}
