import { DataSource } from 'typeorm';
import { ApiKeyService, Scope, identityMigrations } from '@parley/auth';
import { EventEnvelope } from '@parley/contracts';
import { JetStreamService } from '@parley/events';
import { BaseConfig, CONFIG } from '@parley/platform';
import { HttpResult, Isolation, RunningApp, http, isolate, startApp } from '@parley/testing';
import { agentsDefinition } from '../src/definition';
import { agentsMigrations } from '../src/migrations';

export const BOTS = '/api/v1/public/bots';

export interface Workspace {
  id: string;
  name: string;
  key: string;
}

export interface Agents {
  iso: Isolation;
  svc: RunningApp;
  db: DataSource;
  workspace(name: string, scopes?: Scope[]): Promise<Workspace>;
  /** A call with the key as `Authorization: Bearer`. */
  call(method: string, path: string, key: string, body?: unknown): Promise<HttpResult>;
  /** Every event in the isolated stream, in stream order, with its subject. */
  events(): Promise<{ subject: string; envelope: EventEnvelope }[]>;
  close(): Promise<void>;
}

/** One isolated database, stream and app for a test file. */
export async function startAgents(): Promise<Agents> {
  const iso = await isolate([identityMigrations, agentsMigrations]);
  const svc = await startApp(agentsDefinition, iso.env);
  const keys = svc.app.get(ApiKeyService);
  const config = svc.app.get<BaseConfig>(CONFIG);
  return {
    iso,
    svc,
    db: svc.app.get(DataSource),
    async workspace(name, scopes = ['chat']) {
      const ws = await keys.createWorkspace(name);
      const { key } = await keys.createKey({ workspaceId: ws.id, name: `${name} key`, scopes });
      return { id: ws.id, name: ws.name, key };
    },
    call: (method, path, key, body) =>
      http(method, `${svc.url}${path}`, { body, headers: { authorization: `Bearer ${key}` } }),
    async events() {
      const jsm = svc.app.get(JetStreamService).jsm();
      const { state } = await jsm.streams.info(config.natsStream);
      const out: { subject: string; envelope: EventEnvelope }[] = [];
      for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
        const m = await jsm.streams.getMessage(config.natsStream, { seq });
        if (m) out.push({ subject: m.subject, envelope: m.json<EventEnvelope>() });
      }
      return out;
    },
    async close() {
      await svc?.close();
      await iso?.cleanup();
    },
  };
}

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
