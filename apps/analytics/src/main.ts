import { bootstrapService } from '@parley/platform';
import { analyticsDefinition } from './definition';

void bootstrapService(analyticsDefinition);
