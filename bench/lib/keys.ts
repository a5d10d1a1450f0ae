import { DataSource } from 'typeorm';
import { IDENTITY_ENTITIES, KeyStore, Scope } from '@parley/auth';

/** A fresh workspace and key in the benchmark's own database. */
export async function createBenchKey(databaseUrl: string, scopes: Scope[]) {
  const ds = new DataSource({ type: 'postgres', url: databaseUrl, entities: IDENTITY_ENTITIES });
  await ds.initialize();
  try {
    const store = new KeyStore(ds);
    const workspace = await store.createWorkspace('Bench');
    const { key } = await store.createKey({ workspaceId: workspace.id, name: 'bench', scopes });
    return { key, workspaceId: workspace.id };
  } finally {
    await ds.destroy();
  }
}
