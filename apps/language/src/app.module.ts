import { DynamicModule, Module } from '@nestjs/common';
import { BaseConfig, PlatformModule } from '@parley/platform';

/** No Postgres schema: language is stateless apart from the live-topic cache in Redis. */
@Module({})
export class AppModule {
  static forRoot(config: BaseConfig): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(config)] };
  }
}
