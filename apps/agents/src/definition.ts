import { SERVICES } from '@parley/contracts';
import { BaseConfig, ServiceDefinition, loadBaseConfig } from '@parley/platform';
import { AgentsModule } from './app.module';

export type AgentsConfig = BaseConfig;

export const agentsDefinition: ServiceDefinition<AgentsConfig> = {
  dialect: SERVICES.agents.dialect,
  docs: {
    title: 'Parley agents',
    description:
      'Conversational agents (bots), their conversations and messages. Every route needs an API key with ' +
      'the chat scope: `Authorization: Bearer <API_KEY>` (also accepted: `X-API-KEY`, `access_token`).',
  },
  loadConfig: (env) => loadBaseConfig(SERVICES.agents.name, SERVICES.agents.port, env),
  module: (config) => AgentsModule.forRoot(config),
};
