/** The public event catalogue of spec 03, with the `affect` each type carries. */
export type Affect = 'add' | 'change' | 'delete';

export const EVENT_TYPES = [
  'conversation.new',
  'conversation.updated',
  'conversation.ended',
  'message.new',
  'conversation.label.added',
  'conversation.label.deleted',
  'contact.label.added',
  'contact.label.deleted',
  'call.new',
  'call.updated',
  'call.ended',
  'meeting.ended',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export interface EventTypeInfo {
  event_type: EventType;
  description: string;
  affect: Affect;
}

/**
 * Descriptions are what `GET /notify-api/v1/event_types` returns. The spec leaves `affect`
 * open for the label, call and meeting types; we chose add for creations, delete for
 * removals and endings, change for updates (docs/decisions/0002-event-payloads.md).
 */
export const EVENT_CATALOGUE: readonly EventTypeInfo[] = [
  { event_type: 'conversation.new', description: 'A conversation is created', affect: 'add' },
  { event_type: 'conversation.updated', description: 'A conversation is updated', affect: 'change' },
  { event_type: 'conversation.ended', description: 'A conversation ends', affect: 'delete' },
  { event_type: 'message.new', description: 'A message is sent', affect: 'add' },
  { event_type: 'conversation.label.added', description: 'A label is added to a conversation', affect: 'add' },
  { event_type: 'conversation.label.deleted', description: 'A label is removed from a conversation', affect: 'delete' },
  { event_type: 'contact.label.added', description: 'A label is added to a contact', affect: 'add' },
  { event_type: 'contact.label.deleted', description: 'A label is removed from a contact', affect: 'delete' },
  { event_type: 'call.new', description: 'A call starts', affect: 'add' },
  { event_type: 'call.updated', description: 'A call summary is generated', affect: 'change' },
  { event_type: 'call.ended', description: 'A call ends', affect: 'delete' },
  { event_type: 'meeting.ended', description: 'A meeting ends', affect: 'delete' },
];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

export function affectOf(type: EventType): Affect {
  return EVENT_CATALOGUE.find((e) => e.event_type === type)!.affect;
}
