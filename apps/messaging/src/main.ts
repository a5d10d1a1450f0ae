import { bootstrapService } from '@parley/platform';
import { messagingDefinition } from './definition';

void bootstrapService(messagingDefinition);
