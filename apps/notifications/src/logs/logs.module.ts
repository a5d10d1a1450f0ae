import { Module } from '@nestjs/common';
import { WorkspaceGuard } from '../common/workspace-route';
import { LogsController } from './logs.controller';
import { LogsService } from './logs.service';

@Module({
  controllers: [LogsController],
  providers: [LogsService, WorkspaceGuard],
})
export class LogsModule {}
