import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectConfig, InjectRedis } from '@parley/platform';
import type { LanguageConfig } from '../config';

/** The recorded claim of a sequence whose callback is queued (or that claimed nothing). */
const DONE = 'done';

/**
 * One atomic step per live segment. The first time a sequence is seen, its topics are added to
 * the meeting's set and the ones that were new are recorded under the sequence as a pending
 * claim (a JSON list of their names); from then on the sequence only reads that record back, so
 * two segments can never both claim a topic and a repeat claims nothing more. Both keys get the
 * TTL again on every segment. ARGV: ttl, sequence, then key and name of each topic.
 */
const CLAIM = `
local claim = redis.call('HGET', KEYS[1], ARGV[2])
if not claim then
  local fresh = {}
  for i = 3, #ARGV, 2 do
    if redis.call('SADD', KEYS[2], ARGV[i]) == 1 then table.insert(fresh, ARGV[i + 1]) end
  end
  claim = #fresh > 0 and cjson.encode(fresh) or '${DONE}'
  redis.call('HSET', KEYS[1], ARGV[2], claim)
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return claim
`;

/**
 * Per-meeting live-topic state in Redis: the topics predicted so far and, per sequence, what it
 * claimed. A claim stays pending until `settle` is called after its callback is queued, so a
 * request that failed in between hands the same topics to its retry instead of losing them.
 */
@Injectable()
export class LiveTopicCache {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: LanguageConfig,
  ) {}

  /** Keys are per workspace and meeting, under the queue prefix (tests stay isolated). */
  private keys(workspaceId: string, meetingId: string): [claims: string, topics: string] {
    const id = createHash('sha256').update(`${workspaceId}\n${meetingId}`).digest('hex').slice(0, 32);
    const base = `${this.config.queuePrefix}:language:live:{${id}}`;
    return [`${base}:claims`, `${base}:topics`];
  }

  /**
   * Claims the topics (normalised key → name, most relevant first) for the sequence and returns
   * the names of its pending claim: the topics new to the meeting the first time, the same ones
   * again while the claim is not settled, and nothing once it is.
   */
  async claim(workspaceId: string, meetingId: string, sequence: number, topics: ReadonlyMap<string, string>): Promise<string[]> {
    const reply = (await this.redis.eval(
      CLAIM,
      2,
      ...this.keys(workspaceId, meetingId),
      String(this.config.liveTopicTtlSeconds),
      String(sequence),
      ...[...topics].flat(),
    )) as string;
    return reply === DONE ? [] : (JSON.parse(reply) as string[]);
  }

  /** Marks the sequence's claim as delivered to the queue: repeats of the sequence send nothing. */
  async settle(workspaceId: string, meetingId: string, sequence: number): Promise<void> {
    const [claims] = this.keys(workspaceId, meetingId);
    await this.redis.multi().hset(claims, String(sequence), DONE).expire(claims, this.config.liveTopicTtlSeconds).exec();
  }
}
