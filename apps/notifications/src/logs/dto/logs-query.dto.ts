import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { EVENT_TYPES } from '@parley/contracts';
import { DELIVERY_STATUSES, DeliveredEventObj, DeliveryLogEntity, DeliveryStatus } from '../delivery-log.entity';

export const LOG_ORDER_FIELDS = ['created_at', 'event_type', 'delivery_status', 'status_code'] as const;

const DATE_DOC =
  'ISO 8601, offset allowed (no offset means UTC). A date alone is the start of that day for ' +
  'start_date and its end for end_date.';

export class LogsQuery {
  @ApiPropertyOptional({ enum: EVENT_TYPES })
  @IsOptional()
  @IsIn(EVENT_TYPES)
  event_type?: string;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES)
  delivery_status?: DeliveryStatus;

  @ApiPropertyOptional({ description: `Logs created on or after. ${DATE_DOC}` })
  @IsOptional()
  @IsString()
  start_date?: string;

  @ApiPropertyOptional({ description: `Logs created on or before. ${DATE_DOC}` })
  @IsOptional()
  @IsString()
  end_date?: string;

  @ApiPropertyOptional({ description: `field:asc|desc, field one of ${LOG_ORDER_FIELDS.join(', ')}`, default: 'created_at:desc' })
  @IsOptional()
  @IsString()
  order_by?: string;

  @ApiPropertyOptional({ description: 'Maximum results; 0 (the default) means unlimited', default: 0 })
  @IsOptional()
  @IsString()
  limit?: string;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsString()
  offset?: string;
}

export class DeliveryLogView {
  @ApiProperty() id: string;
  @ApiProperty() workspace_id: string;
  @ApiProperty() event_id: string;
  @ApiProperty() subscription_id: string;
  @ApiProperty() event_type: string;
  @ApiProperty() webhook_url: string;
  @ApiProperty({ enum: DELIVERY_STATUSES }) delivery_status: DeliveryStatus;
  @ApiProperty({
    description:
      "The receiver's HTTP status as a string (e.g. '200', '500'). When no HTTP answer came back it is an " +
      "error code instead: 'timeout', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'blocked_address' (the URL " +
      "resolved to a private address), 'invalid_url', or another Node.js network error code.",
  })
  status_code: string;
  @ApiProperty({ description: "The receiver's reply (first 20480 characters), or the network error message" })
  response_body: string;
  @ApiProperty({
    description:
      'What was sent: {id, workspace_id, workspace_name, value: {event_type, event_source, event_triggered_by, ' +
      'payload, occurred_at, sent_at, subscription_created_by, subscription_updated_by}}. event_source names the ' +
      "emitting product, derived from the envelope's source.type: chat channels (WEBCHAT, WHATSAPP, MESSENGER, " +
      "LINE, ...) give 'agents', SMS / MMS / VOICE / CALL / campaign sources give 'messaging', MEETING gives " +
      "'meetings'; an unknown type falls back to the event family (conversation.* and message.* 'agents', " +
      "contact.* and call.* 'messaging', meeting.* 'meetings'). event_triggered_by is source.identifier (the " +
      'bot or integration name). payload is the envelope data, occurred_at its timestamp, sent_at the time of ' +
      'this attempt. subscription_created_by / subscription_updated_by are as sent ("" when not recorded).',
  })
  delivered_event_obj: DeliveredEventObj;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class DeliveryLogPage {
  @ApiProperty() total: number;
  @ApiProperty({ type: [DeliveryLogView] }) data: DeliveryLogView[];
}

export function toDeliveryLogView(l: DeliveryLogEntity): DeliveryLogView {
  return {
    id: l.id,
    workspace_id: l.workspaceId,
    event_id: l.eventId,
    subscription_id: l.subscriptionId,
    event_type: l.eventType,
    webhook_url: l.webhookUrl,
    delivery_status: l.deliveryStatus,
    status_code: l.statusCode,
    response_body: l.responseBody,
    delivered_event_obj: l.deliveredEventObj,
    created_at: l.createdAt.toISOString(),
  };
}
