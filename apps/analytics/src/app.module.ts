import { DynamicModule, Module } from '@nestjs/common';
import { SERVICES } from '@parley/contracts';
import { BaseConfig, DatabaseModule, PlatformModule } from '@parley/platform';

@Module({})
export class AppModule {
  static forRoot(config: BaseConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, { schema: SERVICES.analytics.schema!, entities: [] }),
      ],
    };
  }
}
