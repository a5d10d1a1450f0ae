import { bootstrapService } from '@parley/platform';
import { notificationsDefinition } from './definition';

void bootstrapService(notificationsDefinition);
