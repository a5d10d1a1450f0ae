// Transpiles apps/, libs/, bench/ and scripts/*.ts into dist/ with SWC (type-checking is
// `npm run typecheck`). @parley/* imports are rewritten to relative paths so the output
// runs on plain `node` with no loader, in development and in the container image alike.
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const { compilerOptions } = require('../tsconfig.base.json');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist');
const roots = ['apps', 'libs', 'bench', 'scripts'];
const aliases = Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
  alias,
  path.join(root, target.replace(/\.ts$/, '')),
]);

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') yield* walk(full);
    } else if (entry.name.endsWith('.ts') && !/\.(spec|int-spec|d)\.ts$/.test(entry.name)) {
      yield full;
    }
  }
}

function rewriteAliases(code, file) {
  return code.replace(/require\("(@parley\/[a-z-]+)"\)/g, (match, alias) => {
    const hit = aliases.find(([a]) => a === alias);
    if (!hit) return match;
    let rel = path.relative(path.dirname(file), hit[1]);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `require("${rel}")`;
  });
}

let count = 0;
for (const r of roots) {
  const dir = path.join(root, r);
  if (!fs.existsSync(dir)) continue;
  for (const file of walk(dir)) {
    const { code, map } = swc.transformFileSync(file, {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: true,
    });
    const target = path.join(out, path.relative(root, file)).replace(/\.ts$/, '.js');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${rewriteAliases(code, file)}\n//# sourceMappingURL=${path.basename(target)}.map`);
    fs.writeFileSync(`${target}.map`, map);
    count += 1;
  }
}
// Data the code loads at run time (trained models, gazetteers, word lists) lives in folders
// named `models` or `data` and ships beside the code.
function copyAssets(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'test') continue;
    if (entry.name === 'models' || entry.name === 'data') {
      fs.cpSync(full, path.join(out, path.relative(root, full)), { recursive: true });
    } else {
      copyAssets(full);
    }
  }
}
for (const r of roots) if (fs.existsSync(path.join(root, r))) copyAssets(path.join(root, r));
console.log(`build: ${count} files -> dist/`);
