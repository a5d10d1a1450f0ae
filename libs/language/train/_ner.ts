// Shared by train/ner-en.ts and train/ner-id.ts (not a model of its own).
import fs from 'node:fs';
import path from 'node:path';
import { evalFile } from '../eval/_shared';
import { iob1ToBio, parseConll, parseTwoColumn, type TaggedSentence } from '../src/ner/corpus';
import { serializeModel } from '../src/ner/model';
import { evaluateModel, trainTagger } from '../src/ner/train';
import { modelsDir } from './_shared';

export function loadNerCorpus(file: string, format: 'conll' | 'two-column'): TaggedSentence[] {
  const text = fs.readFileSync(evalFile(file), 'utf8');
  if (format === 'conll') return parseConll(text).map((s) => ({ ...s, tags: iob1ToBio(s.tags) }));
  return parseTwoColumn(text);
}

export function trainAndSave(opts: {
  lang: 'en' | 'id';
  format: 'conll' | 'two-column';
  train: string;
  dev: string;
  epochs: number;
  licence: string;
  /** Out-of-vocabulary features (default on). */
  oovFeatures?: boolean;
}): void {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const epochs = Number(arg('epochs') ?? opts.epochs);
  const started = Date.now();
  const train = loadNerCorpus(opts.train, opts.format);
  const model = trainTagger(train, {
    lang: opts.lang,
    epochs,
    seed: 20260101,
    oovFeatures: opts.oovFeatures ?? true,
    lowercaseCopies: 0.3,
    meta: { trainedOn: opts.train, licence: opts.licence },
    log: (line) => console.log(line),
  });
  const seconds = (Date.now() - started) / 1000;
  const file = path.join(modelsDir(), `ner-${opts.lang}.bin`);
  if (!arg('dry-run')) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, serializeModel(model));
  }
  const devSentences = loadNerCorpus(opts.dev, opts.format);
  const dev = evaluateModel(model, devSentences);
  const lower = evaluateModel(
    model,
    devSentences.map((s) => ({ ...s, tokens: s.tokens.map((t) => t.toLowerCase()) })),
  );
  const r = (x: number) => Math.round(x * 10000) / 10000;
  console.log(`ner-${opts.lang}: trained in ${seconds.toFixed(1)} s; ${arg('dry-run') ? '(dry run, not written)' : `wrote ${file} (${fs.statSync(file).size} bytes)`}`);
  console.log(
    `ner-${opts.lang} dev: P ${r(dev.precision)} R ${r(dev.recall)} F1 ${r(dev.f1)}; ` +
      Object.entries(dev.perClass)
        .map(([t, s]) => `${t} F1 ${r(s.f1)}`)
        .join(', ') +
      `; ${Math.round(dev.tokensPerSecond)} tokens/s (cold)`,
  );
  console.log(`ner-${opts.lang} dev, all lower-cased: F1 ${r(lower.f1)}`);
}
