import { loadBaseConfig } from '@parley/platform';
import { openKeyStore, seedDemo } from '@parley/auth';

/**
 * Demo data for `npm start`: the `Demo` workspace and one fresh key per scope. This is the
 * one place a key is printed (to the terminal of whoever started the stack).
 */
async function main() {
  const config = loadBaseConfig('seed', 0);
  const { store, close } = await openKeyStore(config, {
    broadcast: true,
    warn: (line) => console.error(`[seed] ${line}`),
  });
  try {
    const { workspace, keys } = await seedDemo(store);
    console.log(`[seed] workspace "${workspace.name}" id ${workspace.id}`);
    const width = Math.max(...keys.map((k) => k.scope.length));
    for (const { scope, key } of keys) console.log(`[seed]   ${scope.padEnd(width)}  ${key}`);
    // One line to paste into a shell for the README walk-through.
    const vars = keys.map(({ scope, key }) => `${scope.toUpperCase()}_KEY=${key}`).join(' ');
    console.log(`[seed] for the README walk-through:\nexport WS=${workspace.id} ${vars}`);
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(`[seed] failed: ${err.message}`);
  process.exit(1);
});
