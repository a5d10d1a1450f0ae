import { Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { preloadEntityModels } from '@parley/language';
import { InjectConfig } from '@parley/platform';
import type { LanguageConfig } from '../config';
import { NerController } from './ner.controller';

/**
 * Loads the taggers, number models, gazetteers and date recognizers before the app listens
 * (PRELOAD_ENTITY_MODELS, default on), so the first entity request does not pay for it.
 */
@Injectable()
export class EntityModelsWarmup implements OnApplicationBootstrap {
  constructor(@InjectConfig() private readonly config: LanguageConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.preloadEntityModels) preloadEntityModels();
  }
}

@Module({ controllers: [NerController], providers: [EntityModelsWarmup] })
export class NerModule {}
