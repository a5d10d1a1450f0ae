import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, UUID_RE, notFound, parsePage } from '@parley/platform';
import { DeliveryLogEntity } from './delivery-log.entity';
import { LOG_ORDER_FIELDS, LogsQuery } from './dto/logs-query.dto';
import { parseQueryDate } from './query-dates';

const ORDER_COLUMNS: Record<(typeof LOG_ORDER_FIELDS)[number], string> = {
  created_at: 'l.createdAt',
  event_type: 'l.eventType',
  delivery_status: 'l.deliveryStatus',
  status_code: 'l.statusCode',
};

@Injectable()
export class LogsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the workspace's delivery logs. `subscriptionId` limits it to one
   * subscription; logs of a deleted subscription stay listed.
   */
  async list(workspaceId: string, query: LogsQuery, subscriptionId?: string): Promise<Page<DeliveryLogEntity>> {
    if (subscriptionId !== undefined && !UUID_RE.test(subscriptionId)) throw notFound('Subscription not found');
    const page = parsePage(query, { allowed: LOG_ORDER_FIELDS, defaultOrder: 'created_at:desc', zeroIsUnlimited: true });
    const start = query.start_date ? parseQueryDate(query.start_date, 'start_date') : undefined;
    const end = query.end_date ? parseQueryDate(query.end_date, 'end_date', true) : undefined;

    const qb = this.dataSource
      .getRepository(DeliveryLogEntity)
      .createQueryBuilder('l')
      .where('l.workspaceId = :workspaceId', { workspaceId });
    if (subscriptionId) qb.andWhere('l.subscriptionId = :subscriptionId', { subscriptionId });
    if (query.event_type) qb.andWhere('l.eventType = :eventType', { eventType: query.event_type });
    if (query.delivery_status) qb.andWhere('l.deliveryStatus = :status', { status: query.delivery_status });
    if (start) qb.andWhere('l.createdAt >= :start', { start });
    if (end) qb.andWhere('l.createdAt <= :end', { end });

    const { field, direction } = page.orderBy;
    qb.orderBy(ORDER_COLUMNS[field as keyof typeof ORDER_COLUMNS], direction);
    if (field !== 'created_at') qb.addOrderBy('l.createdAt', direction);
    qb.addOrderBy('l.id', direction);
    qb.offset(page.offset);
    if (page.limit !== null) qb.limit(page.limit);
    const [data, total] = await qb.getManyAndCount();
    return { total, data };
  }
}
