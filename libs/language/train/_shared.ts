import path from 'node:path';

/** Where trained model files are committed (copied into dist/ by the build). */
export function modelsDir(): string {
  // From libs/language/train (sources) or dist/libs/language/train (built): write to the sources.
  const lib = path.resolve(__dirname, '..');
  const repo = lib.includes(`${path.sep}dist${path.sep}`) ? lib.replace(`${path.sep}dist${path.sep}`, path.sep) : lib;
  return path.join(repo, 'models');
}
