import { Injectable } from '@nestjs/common';
import { DataSource, FindOptionsOrder } from 'typeorm';
import { BaseConfig, InjectConfig, UUID_RE, notFound, parseOrderBy, uuidv7 } from '@parley/platform';
import {
  CreateSubscriptionDto,
  ListSubscriptionsQuery,
  SUBSCRIPTION_ORDER_FIELDS,
  UpdateSubscriptionDto,
} from './dto/subscription.dto';
import { SubscriptionEntity } from './subscription.entity';
import { SubscriptionCache } from './subscription-cache';
import { checkWebhookUrl } from './webhook-url';

const ORDER_COLUMNS: Record<(typeof SUBSCRIPTION_ORDER_FIELDS)[number], keyof SubscriptionEntity> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  id: 'id',
  created_by: 'createdBy',
  updated_by: 'updatedBy',
  is_enabled: 'isEnabled',
  type: 'type',
};

const unique = <T>(values: T[]): T[] => [...new Set(values)];

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SubscriptionCache,
    @InjectConfig() private readonly config: BaseConfig,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(SubscriptionEntity);
  }

  async create(workspaceId: string, dto: CreateSubscriptionDto): Promise<SubscriptionEntity> {
    const now = new Date();
    const entity = this.repo.create({
      id: uuidv7(),
      workspaceId,
      webhookUrl: await checkWebhookUrl(dto.webhook_url, this.config.allowPrivateUrls),
      eventTypes: unique(dto.event_types),
      createdBy: dto.created_by ?? null,
      isEnabled: dto.is_enabled,
      type: dto.type ?? 'PLATFORM',
      createdAt: now,
      updatedAt: now,
      // The creator is the last updater until someone else changes it.
      updatedBy: dto.created_by ?? null,
    });
    await this.repo.insert(entity);
    this.cache.changed(workspaceId);
    return entity;
  }

  /** 404 for an unknown id, another workspace's subscription or text that is not a UUID. */
  async get(workspaceId: string, id: string): Promise<SubscriptionEntity> {
    const found = UUID_RE.test(id) ? await this.repo.findOne({ where: { id, workspaceId } }) : null;
    if (!found) throw notFound('Subscription not found');
    return found;
  }

  async list(workspaceId: string, query: ListSubscriptionsQuery): Promise<SubscriptionEntity[]> {
    const { field, direction } = parseOrderBy(query.order_by, SUBSCRIPTION_ORDER_FIELDS, 'created_at:desc');
    const order = { [ORDER_COLUMNS[field as keyof typeof ORDER_COLUMNS]]: direction } as FindOptionsOrder<SubscriptionEntity>;
    if (field !== 'id') order.id = direction; // stable order among equal values
    return this.repo.find({
      where: { workspaceId, ...(query.type ? { type: query.type } : {}) },
      order,
    });
  }

  async update(workspaceId: string, id: string, dto: UpdateSubscriptionDto): Promise<SubscriptionEntity> {
    const entity = await this.get(workspaceId, id);
    if (dto.webhook_url != null) {
      entity.webhookUrl = await checkWebhookUrl(dto.webhook_url, this.config.allowPrivateUrls);
    }
    if (dto.event_types != null) entity.eventTypes = unique(dto.event_types);
    if (dto.is_enabled != null) entity.isEnabled = dto.is_enabled;
    if (dto.type != null) entity.type = dto.type;
    entity.updatedBy = dto.updated_by;
    entity.updatedAt = new Date();
    await this.repo.update(
      { id, workspaceId },
      {
        webhookUrl: entity.webhookUrl,
        eventTypes: entity.eventTypes,
        isEnabled: entity.isEnabled,
        type: entity.type,
        updatedBy: entity.updatedBy,
        updatedAt: entity.updatedAt,
      },
    );
    this.cache.changed(workspaceId);
    return entity;
  }

  /** Deleting cascades to the subscription's pending deliveries, so its retries stop too. */
  async remove(workspaceId: string, id: string): Promise<void> {
    if (!UUID_RE.test(id)) throw notFound('Subscription not found');
    const result = await this.repo.delete({ id, workspaceId });
    if (!result.affected) throw notFound('Subscription not found');
    this.cache.changed(workspaceId);
  }
}
