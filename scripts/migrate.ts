import { loadBaseConfig, runMigrations } from '@parley/platform';
import { ALL_MIGRATION_SETS } from './migration-sets';

async function main() {
  const { databaseUrl } = loadBaseConfig('migrate', 0);
  await runMigrations(databaseUrl, ALL_MIGRATION_SETS, (line) => console.log(`[migrate] ${line}`));
}

main().catch((err) => {
  console.error(`[migrate] failed: ${err.message}`);
  process.exit(1);
});
