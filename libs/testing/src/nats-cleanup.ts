import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

export async function dropStream(name: string): Promise<void> {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(name).catch(() => undefined);
  } finally {
    await nc.close();
  }
}
