import { DataSource } from 'typeorm';
import { connect, NatsConnection } from '@nats-io/transport-node';
import { BaseConfig } from '@parley/platform';
import { IDENTITY_ENTITIES, IDENTITY_SCHEMA } from '../entities';
import { KeyStore } from '../key-store';
import { RevocationBus } from '../revocation-bus';

export interface StandaloneKeyStore {
  store: KeyStore;
  close(): Promise<void>;
}

/**
 * A KeyStore outside Nest (keys CLI, demo seed): its own DataSource and, when `broadcast`
 * is set, its own NATS connection so revocations reach running services at once. If NATS is
 * unreachable the store still works; services then drop revoked keys when their cache expires.
 */
export async function openKeyStore(
  config: BaseConfig,
  options: { broadcast: boolean; warn?: (line: string) => void },
): Promise<StandaloneKeyStore> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    schema: IDENTITY_SCHEMA,
    entities: IDENTITY_ENTITIES,
    synchronize: false,
    poolSize: 2,
    applicationName: `parley-${config.service}`,
  });
  await dataSource.initialize();
  let nats: NatsConnection | undefined;
  if (options.broadcast) {
    try {
      nats = await connect({ servers: config.natsUrl, name: `parley-${config.service}`, timeout: 3000 });
    } catch (err) {
      options.warn?.(`NATS unreachable (${(err as Error).message}); running services will drop revoked keys within 10 s`);
    }
  }
  const store = new KeyStore(dataSource, nats && new RevocationBus(nats, config.natsSubjectPrefix, options.warn));
  return {
    store,
    async close() {
      await nats?.drain().catch(() => nats?.close());
      await dataSource.destroy();
    },
  };
}
