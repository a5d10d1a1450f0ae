import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { DeliveryModule } from './delivery.module';
import { DeliverySweeper } from './delivery-sweeper';
import { DispatchConsumer } from './dispatch.consumer';
import { RetryProcessor } from './retry.processor';

/** Everything that feeds the delivery runner: events, retry jobs and the sweeper. */
@Module({
  imports: [SubscriptionsModule, DeliveryModule],
  providers: [DispatchConsumer, RetryProcessor, DeliverySweeper],
})
export class DispatchModule {}
