/**
 * `data` payloads of the 12 public event types. conversation.new, conversation.updated,
 * conversation.ended and message.new follow spec 03 field for field; the others are not
 * shown there and are designed in the same style (docs/decisions/0002-event-payloads.md).
 */
export type Direction = 'INBOUND' | 'OUTBOUND';
export type SenderType = 'CUSTOMER' | 'BOT' | 'AGENT' | 'SYSTEM';

export interface Customer {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Matches the conversation's `channel`. */
  channel: string;
}

export interface MessageSummary {
  id: string;
  direction: Direction;
  text: string | null;
  type: string;
  created_at: string;
}

export interface ConversationNewData {
  conversation_id: string;
  conversation_title: string;
  channel: string;
  customer: Customer;
  latest_inbound_message: MessageSummary | null;
  latest_outbound_message: MessageSummary | null;
}

export interface UpdatedBy {
  id?: string;
  name?: string;
  type?: string;
}

export interface ConversationUpdatedData {
  conversation_id: string;
  conversation_title: string;
  channel: string;
  customer: Customer;
  updated_fields: string[];
  previous: Record<string, unknown> | null;
  current: Record<string, unknown>;
  updated_by: UpdatedBy;
  updated_at: string;
}

/** conversation.ended carries the final update in the same shape. */
export type ConversationEndedData = ConversationUpdatedData;

export interface MessageNewData {
  conversation_id: string;
  conversation_title: string;
  message_id: string;
  direction: Direction;
  created_at: string;
  sender: { type: SenderType; id: string; name?: string };
  content: { type: string; text: string | null; data?: Record<string, unknown> | null };
}

export interface LabelRef {
  id: string;
  name: string;
  color: string | null;
}

export interface ConversationLabelData {
  conversation_id: string;
  conversation_title: string;
  channel: string;
  customer: Customer;
  label: LabelRef;
  updated_by: UpdatedBy;
  updated_at: string;
}

export interface ContactLabelData {
  contact_id: string;
  contact: { id: string; name: string | null; phone: string | null; email: string | null };
  label: LabelRef;
  updated_by: UpdatedBy;
  updated_at: string;
}

export interface CallData {
  call_id: string;
  direction: Direction;
  from: string;
  to: string;
  channel: string;
  status: string;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number | null;
  summary: string | null;
  contact_id: string | null;
  campaign_id: string | null;
}

export interface MeetingEndedData {
  meeting_id: string;
  title: string | null;
  started_at: string;
  ended_at: string;
  duration_seconds: number;
  participants: { id: string; name: string | null }[];
  summary: string | null;
  topics: string[];
}

export interface EventDataMap {
  'conversation.new': ConversationNewData;
  'conversation.updated': ConversationUpdatedData;
  'conversation.ended': ConversationEndedData;
  'message.new': MessageNewData;
  'conversation.label.added': ConversationLabelData;
  'conversation.label.deleted': ConversationLabelData;
  'contact.label.added': ContactLabelData;
  'contact.label.deleted': ContactLabelData;
  'call.new': CallData;
  'call.updated': CallData;
  'call.ended': CallData;
  'meeting.ended': MeetingEndedData;
}
