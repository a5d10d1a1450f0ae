/** What a key may do (ARCHITECTURE.md, "API keys and access"). */
export type Scope = 'chat' | 'analytics' | 'messaging' | 'notify' | 'language';

export const SCOPES: readonly Scope[] = ['chat', 'analytics', 'messaging', 'notify', 'language'];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Who is calling: set on the request by ApiKeyGuard. */
export interface Principal {
  workspaceId: string;
  workspaceName: string;
  keyId: string;
  scopes: Scope[];
}
