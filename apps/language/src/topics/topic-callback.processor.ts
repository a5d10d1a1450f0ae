import { BeforeApplicationShutdown } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { extractTopics } from '@parley/language';
import { UnsafeUrlError } from '@parley/platform';
import { CallbackSender } from './callback-sender';
import { TOPIC_CALLBACK_QUEUE, TopicCallbackJob } from './queue';

/**
 * Runs `topic-callback` jobs: computes the topics of an `extract` job, or takes the body of a live
 * job as it is, and POSTs it. A failed POST throws so BullMQ retries with exponential backoff;
 * a URL that became unsafe (private address at send time) fails the job for good.
 */
@Processor(TOPIC_CALLBACK_QUEUE, { concurrency: 8 })
export class TopicCallbackProcessor extends WorkerHost implements BeforeApplicationShutdown {
  constructor(private readonly sender: CallbackSender) {
    super();
  }

  async process(job: Job<TopicCallbackJob>): Promise<void> {
    const data = job.data;
    const body =
      data.kind === 'extract'
        ? { job_id: data.jobId, topics: extractTopics(data.text, data.langCode, { top: 10 }).map((t) => ({ tag_name: t.tag_name })) }
        : data.body;
    try {
      await this.sender.send(data.url, body);
    } catch (err) {
      if (err instanceof UnsafeUrlError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }
}
