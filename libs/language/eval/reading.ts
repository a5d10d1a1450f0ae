// `npm run eval -- reading`: SQuAD v1.1 EM / token F1 on shared/eval/reading-squad-dev.json (answerable
// questions; context = the paragraph split into segments of at most 512 characters on sentence
// boundaries), plus the latency of one call over 10 segments of 512 characters.
import fs from 'node:fs';
import { evalFile, report } from './_shared';
import { answerQuestion, exactMatch, maxOverGold, splitIntoSegments, tokenF1 } from '../src/reading';

interface SquadQa {
  question: string;
  is_impossible?: boolean;
  answers: Array<{ text: string }>;
}
interface SquadFile {
  data: Array<{ paragraphs: Array<{ context: string; qas: SquadQa[] }> }>;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const r3 = (x: number) => Math.round(x * 1000) / 1000;

function main(): void {
  const squad = JSON.parse(fs.readFileSync(evalFile('reading-squad-dev.json'), 'utf8')) as SquadFile;
  const verbose = process.argv.includes('--verbose');
  let n = 0;
  let em = 0;
  let f1 = 0;
  const times: number[] = [];
  const allSegments: string[] = [];
  for (const article of squad.data) {
    for (const para of article.paragraphs) {
      const context = splitIntoSegments(para.context, 512);
      allSegments.push(...context);
      for (const qa of para.qas) {
        if (qa.is_impossible || qa.answers.length === 0) continue;
        const golds = qa.answers.map((a) => a.text);
        const t0 = process.hrtime.bigint();
        const out = answerQuestion(qa.question, context);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        const e = maxOverGold(exactMatch, out.answer, golds);
        const f = maxOverGold(tokenF1, out.answer, golds);
        n++;
        em += e;
        f1 += f;
        if (verbose) console.error(`${f.toFixed(2)}\t${out.score}\t${qa.question}\t=> ${out.answer}\t| ${[...new Set(golds)].join(' / ')}`);
      }
    }
  }
  times.sort((a, b) => a - b);

  // Latency over 10 segments of 512 characters (built from the article's text, cut on word boundaries).
  const text = allSegments.join(' ');
  const ten: string[] = [];
  for (let pos = 0; ten.length < 10; ) {
    let piece = text.slice(pos, pos + 512);
    if (piece.length < 512) {
      pos = 0;
      continue;
    }
    ten.push(piece);
    pos += 512;
    piece = '';
  }
  const questions = ['Who was the Norse leader?', 'When was the Battle of Hastings?', 'How many men were in the army?', 'Where did the monks flee to?'];
  for (let i = 0; i < 20; i++) answerQuestion(questions[i % 4], ten); // warm-up
  const tenTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = process.hrtime.bigint();
    answerQuestion(questions[i % 4], ten);
    tenTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  tenTimes.sort((a, b) => a - b);
  report('reading', {
    questions: n,
    exact_match: r3(em / n),
    f1: r3(f1 / n),
    p50_ms: r3(pct(times, 50)),
    p95_ms: r3(pct(times, 95)),
    ten_segments_512: { p50_ms: r3(pct(tenTimes, 50)), p95_ms: r3(pct(tenTimes, 95)) },
  });
}

main();
