import { Affect, EventType, affectOf } from './event-types';
import { EventDataMap } from './payloads';

export const ENVELOPE_VERSION = '0.0.1';

/** The envelope of spec 03. The dispatcher adds the two subscription_* fields per delivery. */
export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  event_type: T;
  affect: Affect;
  version: typeof ENVELOPE_VERSION;
  timestamp: string;
  workspace: { id: string; name: string };
  source: { id: string; type: string; identifier: string };
  data: EventDataMap[T];
}

export interface DeliveredEnvelope<T extends EventType = EventType> extends EventEnvelope<T> {
  subscription_created_by: string;
  subscription_updated_by: string;
}

export interface NewEnvelope<T extends EventType> {
  id: string;
  type: T;
  timestamp: Date;
  workspace: { id: string; name: string };
  source: { id: string; type: string; identifier: string };
  data: EventDataMap[T];
}

export function buildEnvelope<T extends EventType>(e: NewEnvelope<T>): EventEnvelope<T> {
  return {
    id: e.id,
    event_type: e.type,
    affect: affectOf(e.type),
    version: ENVELOPE_VERSION,
    timestamp: e.timestamp.toISOString(),
    workspace: e.workspace,
    source: e.source,
    data: e.data,
  };
}
