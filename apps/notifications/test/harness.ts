import { DataSource } from 'typeorm';
import { ApiKeyService, identityMigrations } from '@parley/auth';
import { EventEnvelope, EventType, buildEnvelope, eventSubject } from '@parley/contracts';
import { JetStreamService } from '@parley/events';
import { uuidv7 } from '@parley/platform';
import { HttpResult, Isolation, RunningApp, http, isolate, startApp } from '@parley/testing';
import { notificationsDefinition } from '../src/definition';
import { notificationsMigrations } from '../src/migrations';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const API = '/notify-api/v1';

export interface Workspace {
  id: string;
  name: string;
  key: string;
}

/** One notifications app on an isolated database, stream and queue prefix, with helpers. */
export class Notifications {
  private stopping?: Promise<void>;

  private constructor(
    readonly iso: Isolation,
    readonly svc: RunningApp,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<Notifications> {
    const iso = await isolate([identityMigrations, notificationsMigrations]);
    try {
      const svc = await startApp(notificationsDefinition, { ...iso.env, DELIVERY_BACKOFF_BASE_MS: '50', ...env });
      return new Notifications(iso, svc);
    } catch (err) {
      await iso.cleanup();
      throw err;
    }
  }

  get url(): string {
    return this.svc.url;
  }

  get db(): DataSource {
    return this.svc.app.get(DataSource);
  }

  async workspace(name: string, scopes: ('notify' | 'chat')[] = ['notify']): Promise<Workspace> {
    const keys = this.svc.app.get(ApiKeyService);
    const ws = await keys.createWorkspace(name);
    const { key } = await keys.createKey({ workspaceId: ws.id, name: `${name} key`, scopes });
    return { id: ws.id, name, key };
  }

  async keyFor(ws: Workspace, scopes: ('notify' | 'chat')[]): Promise<string> {
    const { key } = await this.svc.app.get(ApiKeyService).createKey({ workspaceId: ws.id, name: 'extra', scopes });
    return key;
  }

  call<T = any>(method: string, path: string, key: string | null, body?: unknown): Promise<HttpResult<T>> {
    return http<T>(method, `${this.url}${API}${path}`, { body, headers: key ? { 'x-api-key': key } : {} });
  }

  /** Creates a subscription and returns it (fails the test on anything but 201). */
  async subscribe(ws: Workspace, body: Record<string, unknown>): Promise<any> {
    const res = await this.call('POST', `/workspaces/${ws.id}/subscription`, ws.key, { is_enabled: true, ...body });
    if (res.status !== 201) throw new Error(`subscription create failed: ${res.status} ${res.text}`);
    return res.body;
  }

  /** Publishes straight to JetStream, as the producing services' outbox does. */
  async publish(envelope: EventEnvelope): Promise<void> {
    const subject = eventSubject(this.iso.env.NATS_SUBJECT_PREFIX, envelope.workspace.id, envelope.event_type);
    await this.svc.app.get(JetStreamService).publish(subject, envelope);
  }

  /** Shuts the app down gracefully (once); the isolated database stays until close(). */
  stop(): Promise<void> {
    this.stopping ??= this.svc.close();
    return this.stopping;
  }

  async close(): Promise<void> {
    await this.stop();
    await this.iso.cleanup();
  }
}

/** An event of `type` in `ws` from a web-chat bot; only message.new and conversation.new carry full data. */
export function envelopeOf(ws: Workspace, type: EventType = 'message.new'): EventEnvelope {
  const customer = { id: 'c1', name: 'Ann', email: null, phone: null, address: null, channel: 'WEBCHAT' };
  const data =
    type === 'message.new'
      ? {
          conversation_id: 'conv-1',
          conversation_title: 'Order help',
          message_id: uuidv7(),
          direction: 'INBOUND',
          created_at: new Date().toISOString(),
          sender: { type: 'CUSTOMER', id: 'c1', name: 'Ann' },
          content: { type: 'text', text: 'Where is my order?' },
        }
      : {
          conversation_id: 'conv-1',
          conversation_title: 'Order help',
          channel: 'WEBCHAT',
          customer,
          latest_inbound_message: null,
          latest_outbound_message: null,
        };
  return buildEnvelope({
    id: uuidv7(),
    type,
    timestamp: new Date(),
    workspace: { id: ws.id, name: ws.name },
    source: { id: 'bot-1', type: 'WEBCHAT', identifier: 'Support Bot' },
    data: data as never,
  });
}
