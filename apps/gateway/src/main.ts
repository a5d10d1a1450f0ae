import { ConfigError } from '@parley/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './gateway';

async function main() {
  const config = loadGatewayConfig(process.env);
  const gateway = await createGateway(config);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void gateway.close().then(() => process.exit(0)));
  }
  await gateway.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  process.stderr.write(err instanceof ConfigError ? `configuration error: ${err.message}\n` : `${err.stack}\n`);
  process.exit(1);
});
