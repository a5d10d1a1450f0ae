import { WorkspaceEntity } from '../entities';
import { KeyStore } from '../key-store';
import { SCOPES, Scope } from '../scopes';

export const DEMO_WORKSPACE = 'Demo';

export interface DemoSeed {
  workspace: WorkspaceEntity;
  keys: { scope: Scope; key: string }[];
}

/**
 * Finds or creates the `Demo` workspace and issues a fresh `demo-<scope>` key per scope,
 * revoking the ones an earlier start issued (so each start prints keys that work).
 */
export async function seedDemo(store: KeyStore): Promise<DemoSeed> {
  const workspace =
    (await store.findWorkspaceByName(DEMO_WORKSPACE)) ?? (await store.createWorkspace(DEMO_WORKSPACE));
  const keys: DemoSeed['keys'] = [];
  for (const scope of SCOPES) {
    const name = `demo-${scope}`;
    await store.revokeKeysNamed(workspace.id, name);
    const { key } = await store.createKey({ workspaceId: workspace.id, name, scopes: [scope] });
    keys.push({ scope, key });
  }
  return { workspace, keys };
}
