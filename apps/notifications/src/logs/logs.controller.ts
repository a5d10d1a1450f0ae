import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { WorkspaceRoute } from '../common/workspace-route';
import { DeliveryLogPage, LogsQuery, toDeliveryLogView } from './dto/logs-query.dto';
import { LogsService } from './logs.service';

@ApiTags('delivery logs')
@WorkspaceRoute()
@Controller('notify-api/v1/workspaces/:workspace_id/logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  @Get()
  @ApiOperation({ summary: 'Delivery logs of the workspace, one entry per attempt' })
  @ApiResponse({ status: 200, type: DeliveryLogPage })
  async list(@Param('workspace_id') workspaceId: string, @Query() query: LogsQuery): Promise<DeliveryLogPage> {
    const page = await this.logs.list(workspaceId, query);
    return { total: page.total, data: page.data.map(toDeliveryLogView) };
  }

  @Get(':subscription_id')
  @ApiOperation({ summary: 'Delivery logs of one subscription (also after it was deleted)' })
  @ApiResponse({ status: 200, type: DeliveryLogPage })
  async listForSubscription(
    @Param('workspace_id') workspaceId: string,
    @Param('subscription_id') subscriptionId: string,
    @Query() query: LogsQuery,
  ): Promise<DeliveryLogPage> {
    const page = await this.logs.list(workspaceId, query, subscriptionId);
    return { total: page.total, data: page.data.map(toDeliveryLogView) };
  }
}
