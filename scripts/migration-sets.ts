import { MigrationSet } from '@parley/platform';
import { identityMigrations } from '@parley/auth';
import { agentsMigrations } from '../apps/agents/src/migrations';
import { analyticsMigrations } from '../apps/analytics/src/migrations';
import { messagingMigrations } from '../apps/messaging/src/migrations';
import { notificationsMigrations } from '../apps/notifications/src/migrations';

/**
 * Every schema's migrations, in order: identity first (every service reads it), then one
 * set per service. `npm run migrate` and the Kubernetes migrate Job run these.
 */
export const ALL_MIGRATION_SETS: MigrationSet[] = [
  identityMigrations,
  agentsMigrations,
  analyticsMigrations,
  messagingMigrations,
  notificationsMigrations,
];
