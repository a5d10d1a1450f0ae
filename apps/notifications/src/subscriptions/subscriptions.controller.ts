import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { WorkspaceRoute } from '../common/workspace-route';
import {
  CreateSubscriptionDto,
  ListSubscriptionsQuery,
  SubscriptionListView,
  SubscriptionView,
  UpdateSubscriptionDto,
  toSubscriptionView,
} from './dto/subscription.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@WorkspaceRoute()
@Controller('notify-api/v1/workspaces/:workspace_id/subscription')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @ApiOperation({ summary: 'Create a webhook subscription' })
  @ApiResponse({ status: 201, type: SubscriptionView })
  async create(@Param('workspace_id') workspaceId: string, @Body() body: CreateSubscriptionDto) {
    return toSubscriptionView(await this.subscriptions.create(workspaceId, body));
  }

  @Get()
  @ApiOperation({ summary: 'List the workspace subscriptions' })
  @ApiResponse({ status: 200, type: SubscriptionListView })
  async list(
    @Param('workspace_id') workspaceId: string,
    @Query() query: ListSubscriptionsQuery,
  ): Promise<SubscriptionListView> {
    const all = await this.subscriptions.list(workspaceId, query);
    return { subscriptions: all.map(toSubscriptionView) };
  }

  @Get(':subscription_id')
  @ApiOperation({ summary: 'Get one subscription' })
  @ApiResponse({ status: 200, type: SubscriptionView })
  @ApiNotFoundResponse({ description: 'Subscription not found' })
  async get(@Param('workspace_id') workspaceId: string, @Param('subscription_id') id: string) {
    return toSubscriptionView(await this.subscriptions.get(workspaceId, id));
  }

  @Patch(':subscription_id')
  @ApiOperation({ summary: 'Update a subscription (pause or resume with is_enabled)' })
  @ApiResponse({ status: 200, type: SubscriptionView })
  @ApiNotFoundResponse({ description: 'Subscription not found' })
  async update(
    @Param('workspace_id') workspaceId: string,
    @Param('subscription_id') id: string,
    @Body() body: UpdateSubscriptionDto,
  ) {
    return toSubscriptionView(await this.subscriptions.update(workspaceId, id, body));
  }

  @Delete(':subscription_id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a subscription; delivery to it stops permanently, pending retries included' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Subscription not found' })
  async remove(@Param('workspace_id') workspaceId: string, @Param('subscription_id') id: string): Promise<void> {
    await this.subscriptions.remove(workspaceId, id);
  }
}
