import { ApiKeyService, Scope } from '@parley/auth';
import { RunningApp } from '@parley/testing';

export async function workspaceWithKey(app: RunningApp, name: string, scopes: Scope[]) {
  const keys = app.app.get(ApiKeyService);
  const workspace = await keys.createWorkspace(name);
  const { key, record } = await keys.createKey({ workspaceId: workspace.id, name: `${name}-key`, scopes });
  return { workspace, key, keyId: record.id };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
export const apiKey = (key: string) => ({ 'x-api-key': key });
