import { SERVICES } from '@parley/contracts';
import { BaseConfig, ServiceDefinition, loadBaseConfig } from '@parley/platform';
import { AppModule } from './app.module';

export const languageDefinition: ServiceDefinition<BaseConfig> = {
  loadConfig: (env) => loadBaseConfig('language', SERVICES.language.port, env),
  module: (config) => AppModule.forRoot(config),
  dialect: SERVICES.language.dialect,
  docs: {
    title: 'Parley Language API',
    description:
      'Language services over text: entity tagging with date/time grounding (`/ner`), ' +
      'extractive machine reading (`/machine-reading`) and keyword/topic extraction (`/topics`).',
    // The spec gives the entity tagger its own docs page under its prefix.
    paths: ['docs', 'ner/docs'],
  },
};
