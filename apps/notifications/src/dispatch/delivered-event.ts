import type { DeliveredEnvelope, EventEnvelope } from '@parley/contracts';
import type { DeliveredEventObj } from '../logs/delivery-log.entity';

/** The part of a delivery row an attempt needs. */
export interface DeliveryTask {
  id: string;
  workspaceId: string;
  eventId: string;
  subscriptionId: string;
  eventType: string;
  webhookUrl: string;
  envelope: EventEnvelope;
  subscriptionCreatedBy: string | null;
  subscriptionUpdatedBy: string | null;
  /** Attempts already made. */
  attempts: number;
}

const CHAT_CHANNELS = new Set([
  'WEBCHAT',
  'WEB',
  'WIDGET',
  'WHATSAPP',
  'MESSENGER',
  'FACEBOOK',
  'INSTAGRAM',
  'LINE',
  'TELEGRAM',
  'WECHAT',
  'VIBER',
  'SLACK',
  'TEAMS',
  'API',
]);
const MESSAGING_CHANNELS = new Set(['SMS', 'MMS', 'VOICE', 'CALL', 'RCS', 'CAMPAIGN', 'CONTACT', 'CONTACTS', 'MESSAGING']);

/**
 * `event_source` of a delivery log: the product that emitted the event, named after its
 * app. Decided from source.type (the channel): chat channels come from the AI agents,
 * SMS/MMS/voice from bulk messaging, meetings from the meeting recorder. A channel we do
 * not know falls back to the event type's family.
 */
export function eventSource(envelope: Pick<EventEnvelope, 'event_type' | 'source'>): string {
  const type = (envelope.source?.type ?? '').toUpperCase();
  if (CHAT_CHANNELS.has(type)) return 'agents';
  if (MESSAGING_CHANNELS.has(type)) return 'messaging';
  if (type === 'MEETING') return 'meetings';
  const family = envelope.event_type.split('.')[0];
  if (family === 'conversation' || family === 'message') return 'agents';
  if (family === 'meeting') return 'meetings';
  return 'messaging'; // contact.*, call.*
}

/** The envelope's subscription_* fields are strings (spec 03): an unrecorded creator or updater is "". */
const asText = (value: string | null) => value ?? '';

/** The JSON body POSTed to the receiver: the envelope plus the two subscription_* fields. */
export function deliveredBody(d: DeliveryTask): DeliveredEnvelope {
  return {
    ...d.envelope,
    subscription_created_by: asText(d.subscriptionCreatedBy),
    subscription_updated_by: asText(d.subscriptionUpdatedBy),
  };
}

/** `delivered_event_obj` of the log entry; `event_triggered_by` is source.identifier (bot or integration name). */
export function deliveredEventObj(d: DeliveryTask, sentAt: Date): DeliveredEventObj {
  const e = d.envelope;
  return {
    id: e.id,
    workspace_id: e.workspace.id,
    workspace_name: e.workspace.name,
    value: {
      event_type: e.event_type,
      event_source: eventSource(e),
      event_triggered_by: e.source?.identifier ?? '',
      payload: e.data,
      occurred_at: e.timestamp,
      sent_at: sentAt.toISOString(),
      subscription_created_by: asText(d.subscriptionCreatedBy),
      subscription_updated_by: asText(d.subscriptionUpdatedBy),
    },
  };
}
