import { DynamicModule, Global, Module } from '@nestjs/common';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyService } from './api-key.service';

/**
 * Global: ApiKeyService and ApiKeyGuard for every controller. Needs the DataSource of
 * DatabaseModule (with IDENTITY_ENTITIES among its entities) and PlatformModule's NATS,
 * CONFIG and LOGGER.
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(): DynamicModule {
    return {
      module: AuthModule,
      providers: [ApiKeyService, ApiKeyGuard],
      exports: [ApiKeyService, ApiKeyGuard],
    };
  }
}
