import { SERVICES } from '@parley/contracts';
import { BaseConfig, ServiceDefinition, loadBaseConfig } from '@parley/platform';
import { AppModule } from './app.module';

export const messagingDefinition: ServiceDefinition<BaseConfig> = {
  loadConfig: (env) => loadBaseConfig('messaging', SERVICES.messaging.port, env),
  module: (config) => AppModule.forRoot(config),
  dialect: SERVICES.messaging.dialect,
  docs: {
    title: 'Parley Messaging API',
    description:
      'Bulk messaging under `/seax-api/api/v1/workspace/{workspace_id}`: contacts and contact ' +
      'labels, campaigns and sends (SMS, MMS, voice, chat-app templates), sender numbers, ' +
      'templates, opt-outs and human-agent status.',
  },
};
