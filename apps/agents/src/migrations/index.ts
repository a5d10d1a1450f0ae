import { MigrationSet } from '@parley/platform';
import { AgentsInit1795400000000 } from './1795400000000-agents-init';

/** The agents schema; runs after identity's set. */
export const agentsMigrations: MigrationSet = {
  schema: 'agents',
  migrations: [AgentsInit1795400000000],
};
