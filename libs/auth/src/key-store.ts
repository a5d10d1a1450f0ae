import { DataSource, FindOptionsWhere, In, IsNull } from 'typeorm';
import { UUID_RE, badRequest, notFound, uuidv7 } from '@parley/platform';
import { ApiKeyEntity, WorkspaceEntity } from './entities';
import { generateKey } from './key-format';
import { RevocationBus } from './revocation-bus';
import { Scope, isScope } from './scopes';

export interface NewKey {
  workspaceId: string;
  name: string;
  scopes: Scope[];
}

/** An active key with its stored hash and workspace name, for verification. */
export interface StoredKey {
  id: string;
  workspaceId: string;
  workspaceName: string;
  scopes: Scope[];
  hash: string;
  lastUsedAt: Date | null;
}

const LAST_USED_RESOLUTION = '1 minute';

/**
 * Workspaces and API keys over a DataSource: the one implementation behind ApiKeyService,
 * the keys CLI and the demo seed. Plain class, no Nest.
 */
export class KeyStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus?: RevocationBus,
  ) {}

  private get workspaces() {
    return this.dataSource.getRepository(WorkspaceEntity);
  }

  private get keys() {
    return this.dataSource.getRepository(ApiKeyEntity);
  }

  async createWorkspace(name: string): Promise<WorkspaceEntity> {
    if (!name?.trim()) throw badRequest('Workspace name is required');
    return this.workspaces.save(this.workspaces.create({ id: uuidv7(), name: name.trim(), createdAt: new Date() }));
  }

  async findWorkspace(id: string): Promise<WorkspaceEntity | null> {
    if (!UUID_RE.test(id)) return null;
    return this.workspaces.findOne({ where: { id } });
  }

  /** The oldest workspace with this exact name (names are not unique). */
  async findWorkspaceByName(name: string): Promise<WorkspaceEntity | null> {
    return this.workspaces.findOne({ where: { name }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Creates a key; the clear key is returned here once and never stored. */
  async createKey(input: NewKey): Promise<{ key: string; record: ApiKeyEntity }> {
    const name = input.name?.trim();
    if (!name) throw badRequest('API key name is required');
    const scopes = [...new Set(input.scopes ?? [])];
    if (scopes.length === 0) throw badRequest('At least one scope is required');
    const unknown = scopes.filter((s) => !isScope(s));
    if (unknown.length > 0) throw badRequest(`Unknown scope: ${unknown.join(', ')}`);
    if (!(await this.findWorkspace(input.workspaceId))) throw notFound('Workspace not found');

    const { key, prefix, hash } = generateKey();
    const record = this.keys.create({
      id: uuidv7(),
      workspaceId: input.workspaceId,
      name,
      scopes,
      prefix,
      hash,
      createdAt: new Date(),
      revokedAt: null,
      lastUsedAt: null,
    });
    await this.keys.insert(record);
    delete (record as Partial<ApiKeyEntity>).hash; // never hand the hash back out
    return { key, record };
  }

  /** Every key of the workspace, revoked ones included, oldest first; never the hash. */
  async listKeys(workspaceId: string): Promise<ApiKeyEntity[]> {
    if (!UUID_RE.test(workspaceId)) return [];
    return this.keys.find({ where: { workspaceId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Revokes one key (scoped to a workspace when given) and broadcasts it. Returns null for
   * an unknown key; revoking a revoked key changes nothing.
   */
  async revokeKey(keyId: string, workspaceId?: string): Promise<ApiKeyEntity | null> {
    if (!UUID_RE.test(keyId) || (workspaceId !== undefined && !UUID_RE.test(workspaceId))) return null;
    const where: FindOptionsWhere<ApiKeyEntity> = workspaceId ? { id: keyId, workspaceId } : { id: keyId };
    const key = await this.keys.findOne({ where });
    if (!key) return null;
    if (key.revokedAt) return key;
    const [revoked] = await this.revokeWhere(where);
    return revoked ?? (await this.keys.findOne({ where }));
  }

  /** Revokes every active key of the workspace with this name (the seed's and reset's need). */
  async revokeKeysNamed(workspaceId: string, name: string): Promise<ApiKeyEntity[]> {
    return this.revokeWhere({ workspaceId, name });
  }

  private async revokeWhere(where: FindOptionsWhere<ApiKeyEntity>): Promise<ApiKeyEntity[]> {
    const active = await this.keys.find({ where: { ...where, revokedAt: IsNull() } });
    if (active.length === 0) return [];
    const now = new Date();
    await this.keys.update({ id: In(active.map((k) => k.id)), revokedAt: IsNull() }, { revokedAt: now });
    for (const key of active) key.revokedAt = now;
    await this.bus?.publish(active.map((k) => k.prefix));
    return active;
  }

  /** The active key with this public prefix, hash included, or null. */
  async findActiveByPrefix(prefix: string): Promise<StoredKey | null> {
    const row = await this.keys
      .createQueryBuilder('k')
      .addSelect('k.hash')
      .innerJoinAndSelect('k.workspace', 'w')
      .where('k.prefix = :prefix', { prefix })
      .andWhere('k.revoked_at IS NULL')
      .getOne();
    if (!row?.workspace) return null;
    return {
      id: row.id,
      workspaceId: row.workspaceId,
      workspaceName: row.workspace.name,
      scopes: row.scopes,
      hash: row.hash,
      lastUsedAt: row.lastUsedAt,
    };
  }

  /** Records use; the condition keeps it to one write a minute per key across all services. */
  async touchLastUsed(keyId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE identity.api_keys SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '${LAST_USED_RESOLUTION}')`,
      [keyId],
    );
  }
}
