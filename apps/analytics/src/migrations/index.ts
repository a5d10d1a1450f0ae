import { SERVICES } from '@parley/contracts';
import { MigrationSet } from '@parley/platform';
import { AnalyticsSchema1795315600000 } from './1795315600000-analytics-schema';

export const analyticsMigrations: MigrationSet = {
  schema: SERVICES.analytics.schema!,
  migrations: [AnalyticsSchema1795315600000],
};
