import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BaseConfig, ServiceDefinition, createService } from '@parley/platform';

export interface RunningApp {
  app: NestFastifyApplication;
  /** Base URL, e.g. http://127.0.0.1:43121 */
  url: string;
  close(): Promise<void>;
}

/** Boots an app in-process on a free loopback port with the given settings on top of the environment. */
export async function startApp<C extends BaseConfig>(
  def: ServiceDefinition<C>,
  env: Record<string, string>,
): Promise<RunningApp> {
  const config = def.loadConfig({ ...process.env, ...env, PORT: '0' });
  const app = await createService(def, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  };
}
