import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Scope } from './scopes';

// Explicit schema: these entities live in every service's DataSource, whose default
// schema is the service's own.
export const IDENTITY_SCHEMA = 'identity';

@Entity({ schema: IDENTITY_SCHEMA, name: 'workspaces' })
export class WorkspaceEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}

@Entity({ schema: IDENTITY_SCHEMA, name: 'api_keys' })
export class ApiKeyEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId: string;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: WorkspaceEntity;

  @Column('text')
  name: string;

  @Column('text', { array: true })
  scopes: Scope[];

  /** Public part of the key, used for lookup; safe to show. */
  @Column('text', { unique: true })
  prefix: string;

  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  @Column('text', { select: false })
  hash: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const IDENTITY_ENTITIES: Function[] = [WorkspaceEntity, ApiKeyEntity];
