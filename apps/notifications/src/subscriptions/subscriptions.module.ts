import { Module } from '@nestjs/common';
import { WorkspaceGuard } from '../common/workspace-route';
import { SubscriptionCache } from './subscription-cache';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscriptionCache, WorkspaceGuard],
  exports: [SubscriptionCache],
})
export class SubscriptionsModule {}
