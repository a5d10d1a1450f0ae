import { SERVICES } from '@parley/contracts';
import { ServiceDefinition } from '@parley/platform';
import { AppModule } from './app.module';
import { LanguageConfig, loadLanguageConfig } from './config';

export const languageDefinition: ServiceDefinition<LanguageConfig> = {
  loadConfig: (env) => loadLanguageConfig(env),
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
