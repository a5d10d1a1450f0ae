import { SERVICES } from '@parley/contracts';
import { BaseConfig, ServiceDefinition, loadBaseConfig } from '@parley/platform';
import { AppModule } from './app.module';

export const analyticsDefinition: ServiceDefinition<BaseConfig> = {
  loadConfig: (env) => loadBaseConfig('analytics', SERVICES.analytics.port, env),
  module: (config) => AppModule.forRoot(config),
  dialect: SERVICES.analytics.dialect,
  docs: {
    title: 'Parley Analytics API',
    description:
      'Metric reports over conversations and messaging: `generate_metric_report` for the chat ' +
      'profile (`/api/v1/analytics`) and the messaging profile (`/analytics-api/v1`, ' +
      '`/seax-api/api/v1/analytics`), computed from a read model fed by every platform event.',
  },
};
