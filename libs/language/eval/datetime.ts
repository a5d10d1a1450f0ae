// `npm run eval -- datetime`: our English date/time grounding on the Microsoft
// Recognizers-Text English DateTimeModel specification cases (../shared/eval/), scored by the
// README's rule: a case passes when every expected result has a returned result with the same
// span (Start/End, text case-insensitively), type name and resolution values (order-insensitive).
// Cases whose NotSupported lists javascript are skipped. Pass `--fails` to list failing cases.
import fs from 'node:fs';
import { recognizeDateTimes, type DateTimeItem } from '../src/datetime';
import { evalFile, report } from './_shared';

interface SpecResult {
  Text: string;
  Start: number;
  End: number;
  TypeName: string;
  Resolution?: { values?: Record<string, unknown>[] };
}
interface SpecCase {
  Input: string;
  Context?: { ReferenceDateTime?: string };
  NotSupported?: string;
  NotSupportedByDesign?: string;
  Results: SpecResult[];
}

/** `2016-11-07T00:00:00` as a local time (the recognizers read local date parts). */
function referenceTime(s: string | undefined): Date {
  const m = s?.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/);
  if (!m) return new Date();
  return new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
}

function canonical(v: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(v).sort().map((k) => [k, String(v[k])]));
}

function sameValues(got: Record<string, unknown>[], want: Record<string, unknown>[]): boolean {
  if (got.length !== want.length) return false;
  const a = got.map(canonical).sort();
  const b = want.map(canonical).sort();
  return a.every((x, i) => x === b[i]);
}

function matches(e: SpecResult, g: DateTimeItem): boolean {
  return (
    g.start === e.Start &&
    g.end === e.End &&
    g.text.toLowerCase() === e.Text.toLowerCase() &&
    g.type_name === e.TypeName &&
    sameValues(g.resolution.values as Record<string, unknown>[], e.Resolution?.values ?? [])
  );
}

function category(c: SpecCase): string {
  const t = c.Results.map((r) => r.TypeName?.replace('datetimeV2.', '')).join('+') || 'none';
  return t;
}

function main(): void {
  const raw = fs.readFileSync(evalFile('datetime-recognizers-en.json'), 'utf8').replace(/^\uFEFF/, '');
  const cases = JSON.parse(raw) as SpecCase[];
  const listFails = process.argv.includes('--fails');
  let runnable = 0;
  let passed = 0;
  let byDesignRunnable = 0;
  let byDesignPassed = 0;
  const failuresByType: Record<string, number> = {};
  const started = Date.now();
  for (const c of cases) {
    if (c.NotSupported && /javascript/i.test(c.NotSupported)) continue;
    runnable++;
    const byDesign = !!c.NotSupportedByDesign && /javascript/i.test(c.NotSupportedByDesign);
    if (byDesign) byDesignRunnable++;
    const got = recognizeDateTimes(c.Input, 'en-US', referenceTime(c.Context?.ReferenceDateTime));
    const ok = c.Results.every((e) => got.some((g) => matches(e, g)));
    if (ok) {
      passed++;
      if (byDesign) byDesignPassed++;
    } else {
      const cat = category(c);
      failuresByType[cat] = (failuresByType[cat] ?? 0) + 1;
      if (listFails) {
        console.error(`FAIL ${JSON.stringify(c.Input)} @ ${c.Context?.ReferenceDateTime}`);
        for (const e of c.Results) console.error(`  want ${e.Start}-${e.End} ${e.TypeName} ${JSON.stringify(e.Text)} ${JSON.stringify(e.Resolution?.values)}`);
        for (const g of got) console.error(`  got  ${g.start}-${g.end} ${g.type_name} ${JSON.stringify(g.text)} ${JSON.stringify(g.resolution.values)}`);
      }
    }
  }
  report('datetime', {
    passed,
    runnable,
    pass_rate: Math.round((passed / runnable) * 10000) / 10000,
    skipped_not_supported_javascript: cases.length - runnable,
    not_supported_by_design_javascript: { runnable: byDesignRunnable, passed: byDesignPassed },
    failures_by_expected_type: failuresByType,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  });
}

main();
