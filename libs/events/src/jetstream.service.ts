import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  JetStreamClient,
  JetStreamManager,
  StorageType,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventEnvelope, streamSubjects } from '@parley/contracts';
import { BaseConfig, InjectConfig, InjectLogger, InjectNats, Logger, int } from '@parley/platform';

/** JetStream durations are nanoseconds. */
export const nanos = (ms: number): number => ms * 1_000_000;

/** A republish with the same msgID inside this window is dropped by the server. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

export function isApiError(err: unknown, code: number): boolean {
  return err instanceof JetStreamApiError && err.code === code;
}

/**
 * The app's JetStream clients. On module init (so before any consumer starts in
 * onApplicationBootstrap) it creates the events stream, or brings an existing one to the
 * expected subjects, duplicate window and replicas.
 */
@Injectable()
export class JetStreamService implements OnModuleInit {
  private client?: JetStreamClient;
  private manager?: JetStreamManager;

  constructor(
    @InjectNats() private readonly nats: NatsConnection,
    @InjectConfig() private readonly config: BaseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.manager = await jetstreamManager(this.nats);
    this.client = this.manager.jetstream();
    await this.ensureStream();
  }

  js(): JetStreamClient {
    if (!this.client) throw new Error('JetStreamService used before module init');
    return this.client;
  }

  jsm(): JetStreamManager {
    if (!this.manager) throw new Error('JetStreamService used before module init');
    return this.manager;
  }

  /** Publishes with msgID = envelope.id, so the server drops a republish inside the duplicate window. */
  async publish(subject: string, envelope: EventEnvelope): Promise<void> {
    await this.js().publish(subject, JSON.stringify(envelope), { msgID: envelope.id });
  }

  /** True when the server accepts several filter subjects on one consumer (2.10+). */
  supportsMultipleFilters(): boolean {
    const [major, minor] = (this.nats.info?.version ?? '0.0.0').split('.').map(Number);
    return major > 2 || (major === 2 && minor >= 10);
  }

  private async ensureStream(): Promise<void> {
    const name = this.config.natsStream;
    const wanted = {
      subjects: streamSubjects(this.config.natsSubjectPrefix),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      num_replicas: int(process.env, 'NATS_STREAM_REPLICAS', 1, 1, 5),
    };
    const jsm = this.jsm();
    try {
      await jsm.streams.info(name);
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
      try {
        await jsm.streams.add({ name, storage: StorageType.File, ...wanted });
        this.logger.info({ stream: name }, 'created JetStream stream');
        return;
      } catch (addErr) {
        // Another replica or service created it meanwhile: fall through to the update.
        this.logger.debug({ err: (addErr as Error).message, stream: name }, 'stream add raced');
      }
    }
    await jsm.streams.update(name, wanted);
  }
}
