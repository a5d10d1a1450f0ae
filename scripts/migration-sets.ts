import { MigrationSet } from '@parley/platform';

/**
 * Every schema's migrations, in order: identity first (every service reads it), then one
 * set per service. `npm run migrate` and the Kubernetes migrate Job run these.
 */
export const ALL_MIGRATION_SETS: MigrationSet[] = [];
