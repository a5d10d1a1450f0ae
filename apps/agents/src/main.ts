import { bootstrapService } from '@parley/platform';
import { agentsDefinition } from './definition';

void bootstrapService(agentsDefinition);
