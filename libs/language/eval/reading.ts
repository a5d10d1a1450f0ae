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

  // Latency over 10 segments of exactly 512 characters, consecutive slices of the article's text
  // (the article is far longer than 5,120 characters).
  const text = allSegments.join(' ');
  const ten = Array.from({ length: 10 }, (_, i) => text.slice(i * 512, (i + 1) * 512));
  if (ten.some((t) => t.length !== 512)) throw new Error('article too short for 10 segments of 512 characters');
  const questions = [
    'Who was the Norse leader?',
    'When was the Battle of Hastings?',
    'How many men were in the army?',
    'Where did the monks flee to?',
    'What kind of arches does the architecture have?',
    'Who commissioned the tapestry?',
  ];
  for (let i = 0; i < 30; i++) answerQuestion(questions[i % questions.length], ten); // warm-up
  // Wall time, and this process's CPU time (less sensitive to other work on a shared machine).
  const tenTimes: number[] = [];
  const tenCpu: number[] = [];
  for (let i = 0; i < 400; i++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    answerQuestion(questions[i % questions.length], ten);
    tenTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    tenCpu.push((c.user + c.system) / 1000);
  }
  tenTimes.sort((a, b) => a - b);
  tenCpu.sort((a, b) => a - b);
  report('reading', {
    questions: n,
    exact_match: r3(em / n),
    f1: r3(f1 / n),
    p50_ms: r3(pct(times, 50)),
    p95_ms: r3(pct(times, 95)),
    ten_segments_512: { p50_ms: r3(pct(tenTimes, 50)), p95_ms: r3(pct(tenTimes, 95)), cpu_p50_ms: r3(pct(tenCpu, 50)), cpu_p95_ms: r3(pct(tenCpu, 95)) },
  });
}

main();
