import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { BaseConfig, InjectConfig, InjectLogger, InjectNats, Logger, notFound } from '@parley/platform';
import { ApiKeyEntity, WorkspaceEntity } from './entities';
import { KeyCache } from './key-cache';
import { keyMatches, keyPrefix } from './key-format';
import { KeyStore, NewKey, StoredKey } from './key-store';
import { RevocationBus } from './revocation-bus';
import { Principal } from './scopes';

const CACHE_TTL_MS = 10_000;
const CACHE_MAX_KEYS = 10_000;
const LAST_USED_EVERY_MS = 60_000;

interface CachedKey {
  key: StoredKey;
  principal: Principal;
  /** When this process last recorded use (or the stored value when loaded). */
  lastUsedMs: number;
}

/** Workspaces and API keys for a running service, with a revocation-aware verify cache. */
@Injectable()
export class ApiKeyService implements OnModuleInit, OnModuleDestroy {
  private readonly bus: RevocationBus;
  private readonly store: KeyStore;
  private readonly cache = new KeyCache<CachedKey>(CACHE_TTL_MS, CACHE_MAX_KEYS);
  private subscription?: Subscription;

  constructor(
    dataSource: DataSource,
    @InjectNats() nats: NatsConnection,
    @InjectConfig() config: BaseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.bus = new RevocationBus(nats, config.natsSubjectPrefix, (message) => logger.warn(message));
    this.store = new KeyStore(dataSource, this.bus);
  }

  async onModuleInit(): Promise<void> {
    this.subscription = await this.bus.subscribe((prefix) => this.cache.evict(prefix));
  }

  onModuleDestroy(): void {
    try {
      this.subscription?.unsubscribe();
    } catch {
      /* connection already closed */
    }
  }

  createWorkspace(name: string): Promise<WorkspaceEntity> {
    return this.store.createWorkspace(name);
  }

  createKey(input: NewKey): Promise<{ key: string; record: ApiKeyEntity }> {
    return this.store.createKey(input);
  }

  listKeys(workspaceId: string): Promise<ApiKeyEntity[]> {
    return this.store.listKeys(workspaceId);
  }

  /**
   * Revokes the key and broadcasts it to every service. Pass `workspaceId` to refuse a key
   * of another workspace (404, as if it did not exist).
   */
  async revokeKey(keyId: string, workspaceId?: string): Promise<void> {
    const key = await this.store.revokeKey(keyId, workspaceId);
    if (!key) throw notFound('API key not found');
    this.cache.evict(key.prefix);
  }

  /** The caller behind a key, or null for a malformed, unknown or revoked key. */
  async verify(key: string): Promise<Principal | null> {
    const prefix = typeof key === 'string' ? keyPrefix(key) : null;
    if (!prefix) return null;
    let entry = this.cache.get(prefix);
    if (!entry) {
      const generation = this.cache.generation;
      const stored = await this.store.findActiveByPrefix(prefix);
      if (!stored) return null;
      entry = {
        key: stored,
        principal: {
          workspaceId: stored.workspaceId,
          workspaceName: stored.workspaceName,
          keyId: stored.id,
          scopes: stored.scopes,
        },
        lastUsedMs: stored.lastUsedAt?.getTime() ?? 0,
      };
      // Refused if a revocation arrived while we read: the row may be stale.
      this.cache.set(prefix, entry, generation);
    }
    if (!keyMatches(key, entry.key.hash)) return null;
    this.recordUse(entry);
    return { ...entry.principal, scopes: [...entry.principal.scopes] };
  }

  private recordUse(entry: CachedKey): void {
    const now = Date.now();
    if (now - entry.lastUsedMs < LAST_USED_EVERY_MS) return;
    entry.lastUsedMs = now;
    this.store.touchLastUsed(entry.key.id).catch((err: Error) => {
      this.logger.warn({ keyId: entry.key.id, err: err.message }, 'could not record API key use');
    });
  }
}
