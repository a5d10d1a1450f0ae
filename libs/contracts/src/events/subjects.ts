import { EventType } from './event-types';

/**
 * NATS subjects (ARCHITECTURE.md): `events.<workspace_id>.<event_type>` for the public
 * catalogue, `facts.<workspace_id>.<fact>` for internal facts. `prefix` isolates test runs
 * sharing one NATS server; it is empty in production.
 */
export const DEFAULT_STREAM = 'PARLEY_EVENTS';

export function eventSubject(prefix: string, workspaceId: string, type: EventType): string {
  return `${prefix}events.${workspaceId}.${type}`;
}

export function factSubject(prefix: string, workspaceId: string, fact: string): string {
  return `${prefix}facts.${workspaceId}.${fact}`;
}

export function streamSubjects(prefix: string): string[] {
  return [`${prefix}events.>`, `${prefix}facts.>`];
}

/** Core-NATS subject on which revoked API key prefixes are broadcast. */
export function keyRevokedSubject(prefix: string): string {
  return `${prefix}identity.key_revoked`;
}
