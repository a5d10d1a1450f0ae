import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectConfig, InjectRedis } from '@parley/platform';
import type { LanguageConfig } from '../config';

/**
 * One atomic step per live segment: record the sequence (a sequence seen before claims nothing),
 * then add the segment's topics to the meeting's set and return only the members that were new.
 * Both keys get the TTL again on every segment. Being one script, two concurrent segments can
 * never both claim the same topic.
 */
const CLAIM = `
if redis.call('SADD', KEYS[1], ARGV[2]) == 0 then
  return {'dup'}
end
local fresh = {'ok'}
for i = 3, #ARGV do
  if redis.call('SADD', KEYS[2], ARGV[i]) == 1 then
    table.insert(fresh, ARGV[i])
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
if #ARGV >= 3 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
return fresh
`;

export type LiveClaim = { duplicate: true } | { duplicate: false; fresh: string[] };

@Injectable()
export class LiveTopicCache {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: LanguageConfig,
  ) {}

  /** Keys are per workspace and meeting, under the queue prefix (tests stay isolated). */
  private keys(workspaceId: string, meetingId: string): [string, string] {
    const id = createHash('sha256').update(`${workspaceId}\n${meetingId}`).digest('hex').slice(0, 32);
    const base = `${this.config.queuePrefix}:language:live:{${id}}`;
    return [`${base}:sequences`, `${base}:topics`];
  }

  async claim(workspaceId: string, meetingId: string, sequence: number, topics: string[]): Promise<LiveClaim> {
    const [seqKey, topicKey] = this.keys(workspaceId, meetingId);
    const reply = (await this.redis.eval(
      CLAIM,
      2,
      seqKey,
      topicKey,
      String(this.config.liveTopicTtlSeconds),
      String(sequence),
      ...topics,
    )) as string[];
    if (reply[0] === 'dup') return { duplicate: true };
    return { duplicate: false, fresh: reply.slice(1) };
  }
}
