import { MigrationSet } from '@parley/platform';
import { NotificationsInit1795400000000 } from './1795400000000-notifications-init';

export const notificationsMigrations: MigrationSet = {
  schema: 'notifications',
  migrations: [NotificationsInit1795400000000],
};
