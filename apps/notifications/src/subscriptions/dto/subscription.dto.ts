import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EVENT_TYPES, EventType } from '@parley/contracts';
import { SUBSCRIPTION_TYPES, SubscriptionEntity, SubscriptionType } from '../subscription.entity';

const URL_DOC =
  'Where events are POSTed. Must be https and resolve to a public address (private, loopback and ' +
  'link-local targets are refused, also when re-resolved before each attempt).';

export class CreateSubscriptionDto {
  @ApiProperty({ description: URL_DOC, example: 'https://example.com/hooks/parley' })
  @IsString()
  @MaxLength(2048)
  webhook_url: string;

  @ApiProperty({ enum: EVENT_TYPES, isArray: true, description: 'At least one known event type' })
  @IsArray()
  @ArrayNotEmpty()
  @IsIn(EVENT_TYPES, { each: true })
  event_types: EventType[];

  @ApiPropertyOptional({ description: 'Identifier of the creating user' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  created_by?: string;

  @ApiProperty({ description: 'true active, false paused' })
  @IsBoolean()
  is_enabled: boolean;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_TYPES, default: 'PLATFORM' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_TYPES)
  type?: SubscriptionType;
}

export class UpdateSubscriptionDto {
  @ApiPropertyOptional({ description: URL_DOC })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  webhook_url?: string;

  @ApiPropertyOptional({ enum: EVENT_TYPES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @IsIn(EVENT_TYPES, { each: true })
  event_types?: EventType[];

  @ApiPropertyOptional({
    description: 'false pauses the subscription: no new deliveries, and pending retries are abandoned',
  })
  @IsOptional()
  @IsBoolean()
  is_enabled?: boolean;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_TYPES })
  @IsOptional()
  @IsIn(SUBSCRIPTION_TYPES)
  type?: SubscriptionType;

  @ApiProperty({ description: 'Identifier or e-mail of the updater' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(320)
  updated_by: string;
}

export const SUBSCRIPTION_ORDER_FIELDS = [
  'created_at',
  'updated_at',
  'id',
  'created_by',
  'updated_by',
  'is_enabled',
  'type',
] as const;

export class ListSubscriptionsQuery {
  @ApiPropertyOptional({ description: `field:asc|desc, field one of ${SUBSCRIPTION_ORDER_FIELDS.join(', ')}`, default: 'created_at:desc' })
  @IsOptional()
  @IsString()
  order_by?: string;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_TYPES })
  @IsOptional()
  @IsIn(SUBSCRIPTION_TYPES)
  type?: SubscriptionType;
}

export class SubscriptionView {
  @ApiProperty() id: string;
  @ApiProperty() webhook_url: string;
  @ApiProperty({ enum: EVENT_TYPES, isArray: true }) event_types: EventType[];
  @ApiProperty({ nullable: true, type: String }) created_by: string | null;
  @ApiProperty() is_enabled: boolean;
  @ApiProperty({ enum: SUBSCRIPTION_TYPES }) type: SubscriptionType;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ nullable: true, type: String, description: 'Last updater; the creator (created_by) until the first update' })
  updated_by: string | null;
}

export class SubscriptionListView {
  @ApiProperty({ type: [SubscriptionView] }) subscriptions: SubscriptionView[];
}

export function toSubscriptionView(s: SubscriptionEntity): SubscriptionView {
  return {
    id: s.id,
    webhook_url: s.webhookUrl,
    event_types: s.eventTypes,
    created_by: s.createdBy,
    is_enabled: s.isEnabled,
    type: s.type,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    updated_by: s.updatedBy,
  };
}
