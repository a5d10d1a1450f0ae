import { bootstrapService } from '@parley/platform';
import { languageDefinition } from './definition';

void bootstrapService(languageDefinition);
