import fs from 'node:fs';
import path from 'node:path';

/**
 * The public evaluation data (`../shared/eval/` beside the repository, or PARLEY_EVAL_DIR).
 * Found by walking up from here, so it works from the sources and from dist/ alike.
 */
export function evalDir(): string {
  if (process.env.PARLEY_EVAL_DIR) return process.env.PARLEY_EVAL_DIR;
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'eval');
    if (fs.existsSync(path.join(candidate, 'README.md'))) return candidate;
  }
  throw new Error('evaluation data not found: expected ../shared/eval beside the repository (or set PARLEY_EVAL_DIR)');
}

export function evalFile(name: string): string {
  return path.join(evalDir(), name);
}

/** Prints the one JSON line a task reports. */
export function report(task: string, figures: Record<string, unknown>): void {
  console.log(JSON.stringify({ task, ...figures }));
}
