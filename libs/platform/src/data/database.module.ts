import { DynamicModule, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, EntitySchema, MixedList } from 'typeorm';
import { BaseConfig } from '../config';
import { HealthRegistry } from '../http/health';

export interface DatabaseOptions {
  /** The service's own schema; entities of other schemas (identity) name theirs explicitly. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  poolSize?: number;
}

@Injectable()
class DatabaseHealth implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly health: HealthRegistry,
  ) {}
  onModuleInit() {
    this.health.register('postgres', async () => {
      await this.dataSource.query('SELECT 1');
    });
  }
}

/** One TypeORM DataSource per service, on its own schema; `synchronize` is never on. */
@Module({})
export class DatabaseModule {
  static forRoot(config: BaseConfig, options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.databaseUrl,
          schema: options.schema,
          entities: options.entities,
          synchronize: false,
          migrationsRun: false,
          poolSize: options.poolSize ?? 10,
          applicationName: `parley-${config.service}`,
        }),
      ],
      providers: [DatabaseHealth],
    };
  }
}
