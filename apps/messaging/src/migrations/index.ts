import { SERVICES } from '@parley/contracts';
import { MigrationSet } from '@parley/platform';
import { MessagingSchema1795315600000 } from './1795315600000-messaging-schema';

export const messagingMigrations: MigrationSet = {
  schema: SERVICES.messaging.schema!,
  migrations: [MessagingSchema1795315600000],
};
