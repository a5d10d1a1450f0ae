import { SERVICES } from '@parley/contracts';
import { ServiceDefinition } from '@parley/platform';
import { AppModule } from './app.module';
import { NotificationsConfig, loadNotificationsConfig } from './config';

export const notificationsDefinition: ServiceDefinition<NotificationsConfig> = {
  loadConfig: loadNotificationsConfig,
  module: (config) => AppModule.forRoot(config),
  dialect: SERVICES.notifications.dialect,
  docs: {
    title: 'Parley notifications',
    description:
      'Webhook subscriptions, event delivery and delivery logs (spec 03 part A). Every route needs an API key ' +
      'with the `notify` scope (X-API-KEY header, Bearer token or access_token query parameter). Events are ' +
      'POSTed as JSON with the header `x-parley-event-id`; a 2xx answer is a success. Failed attempts are ' +
      'retried with exponential backoff (DELIVERY_BACKOFF_BASE_MS * 2^(n-1), ±20 % jitter) up to ' +
      'DELIVERY_MAX_ATTEMPTS attempts; each attempt is one delivery log entry. Deliveries are at least once: ' +
      'receivers should de-duplicate on `id` / `x-parley-event-id`.',
    paths: ['docs', 'notify-api/v1/docs'],
  },
};
