// `npm run eval -- windows`: the Recognizers-Text models are shown only windows of text around
// cues (src/recognizers/cue-windows.ts). This checks that they answer as they do on whole text,
// on running text nobody wrote for them: the CoNLL dev sentences (news) and the SQuAD
// paragraphs (Wikipedia). Per model: items on whole text, items in windows, how many of the
// whole-text items the windows return (same span and resolution), and the time of each.
import fs from 'node:fs';
import { Culture, NumberRecognizer } from '@microsoft/recognizers-text-number';
import { recognizeEnglish } from '../src/datetime/microsoft';
import { EN_MODEL_CUES, NUMBER_WINDOW_WORDS } from '../src/entities/numbers';
import { parseConll } from '../src/ner/corpus';
import { recognizeInWindows, windowsAround } from '../src/recognizers/cue-windows';
import { evalFile, report } from './_shared';

interface Found {
  start: number;
  end: number;
  resolution?: unknown;
}

function agreement(texts: string[], whole: (t: string) => Found[], windowed: (t: string) => Found[]): Record<string, number> {
  const key = (f: Found) => `${f.start}:${f.end}:${JSON.stringify(f.resolution)}`;
  let nWhole = 0;
  let nWindows = 0;
  let same = 0;
  let msWhole = 0;
  let msWindows = 0;
  for (const text of texts) {
    let t = Date.now();
    const a = whole(text).map(key);
    msWhole += Date.now() - t;
    t = Date.now();
    const b = new Set(windowed(text).map(key));
    msWindows += Date.now() - t;
    nWhole += a.length;
    nWindows += b.size;
    same += a.filter((k) => b.has(k)).length;
  }
  const ratio = (x: number, y: number) => (y === 0 ? 1 : Math.round((x / y) * 10000) / 10000);
  return {
    items_whole: nWhole,
    items_windows: nWindows,
    recall_of_whole: ratio(same, nWhole),
    precision_vs_whole: ratio(same, nWindows),
    seconds_whole: Math.round(msWhole / 100) / 10,
    seconds_windows: Math.round(msWindows / 100) / 10,
  };
}

function main(): void {
  const conll = parseConll(fs.readFileSync(evalFile('ner-conll2003-en-dev.txt'), 'utf8')).map((s) => s.tokens.join(' '));
  const squad = (JSON.parse(fs.readFileSync(evalFile('reading-squad-dev.json'), 'utf8')) as { data: { paragraphs: { context: string }[] }[] }).data.flatMap(
    (a) => a.paragraphs.map((p) => p.context),
  );
  const texts = [...conll, ...squad];
  const ref = new Date(2026, 0, 15, 12, 0, 0);
  const numbers = new NumberRecognizer(Culture.English);
  const models = { number: numbers.getNumberModel(), ordinal: numbers.getOrdinalModel(), percentage: numbers.getPercentageModel() };
  const figures: Record<string, unknown> = {
    texts: texts.length,
    datetime: agreement(
      texts,
      (t) => recognizeEnglish(t, ref, { windows: false }).map((i) => ({ ...i, resolution: [i.type_name, i.resolution] })),
      (t) => recognizeEnglish(t, ref).map((i) => ({ ...i, resolution: [i.type_name, i.resolution] })),
    ),
  };
  for (const [name, model] of Object.entries(models)) {
    const cue = EN_MODEL_CUES[name as keyof typeof models];
    figures[name] = agreement(
      texts,
      (t) => model.parse(t),
      (t) => recognizeInWindows(t, windowsAround(t, cue, NUMBER_WINDOW_WORDS), (piece) => model.parse(piece)),
    );
  }
  report('windows', figures);
}

main();
