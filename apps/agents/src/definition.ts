import { SERVICES } from '@parley/contracts';
import { BaseConfig, ServiceDefinition, int, loadBaseConfig } from '@parley/platform';
import { AgentsModule } from './app.module';

export interface AgentsConfig extends BaseConfig {
  /** How many earlier messages the answer engine sees (ANSWER_HISTORY_LIMIT, 0 to 100). */
  answerHistoryLimit: number;
}

export const agentsDefinition: ServiceDefinition<AgentsConfig> = {
  dialect: SERVICES.agents.dialect,
  docs: {
    title: 'Parley agents',
    description:
      'Conversational agents (bots), their conversations and messages. Every route needs an API key with ' +
      'the chat scope: `Authorization: Bearer <API_KEY>` (also accepted: `X-API-KEY`, `access_token`).',
  },
  loadConfig: (env) => ({
    ...loadBaseConfig(SERVICES.agents.name, SERVICES.agents.port, env),
    answerHistoryLimit: int(env, 'ANSWER_HISTORY_LIMIT', 20, 0, 100),
  }),
  module: (config) => AgentsModule.forRoot(config),
};
