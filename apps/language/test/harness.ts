import { ApiKeyService, Scope, identityMigrations } from '@parley/auth';
import { HttpResult, Isolation, RunningApp, http, isolate, startApp } from '@parley/testing';
import { languageDefinition } from '../src/definition';

/** One language app on an isolated database (identity schema only) and queue prefix. */
export class Language {
  private constructor(
    readonly iso: Isolation,
    readonly svc: RunningApp,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<Language> {
    const iso = await isolate([identityMigrations]);
    try {
      const svc = await startApp(languageDefinition, {
        ...iso.env,
        CALLBACK_BACKOFF_MS: '50',
        // Most files never tag entities; the boot test and the NER file keep the start-up preload on.
        PRELOAD_ENTITY_MODELS: 'false',
        ...env,
      });
      return new Language(iso, svc);
    } catch (err) {
      await iso.cleanup();
      throw err;
    }
  }

  get url(): string {
    return this.svc.url;
  }

  /** A fresh workspace and a key with the given scopes. */
  async key(scopes: Scope[] = ['language']): Promise<string> {
    const keys = this.svc.app.get(ApiKeyService);
    const ws = await keys.createWorkspace(`ws-${Math.random().toString(36).slice(2, 8)}`);
    const { key } = await keys.createKey({ workspaceId: ws.id, name: 'test key', scopes });
    return key;
  }

  call<T = any>(path: string, key: string | null, body?: unknown): Promise<HttpResult<T>> {
    const q = key === null ? '' : `${path.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(key)}`;
    return http<T>('POST', `${this.url}${path}${q}`, { body });
  }

  async close(): Promise<void> {
    await this.svc.close();
    await this.iso.cleanup();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
