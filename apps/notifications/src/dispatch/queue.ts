/** BullMQ queue of delayed retry attempts (ARCHITECTURE.md: `webhook-delivery`). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

export interface RetryJob {
  deliveryId: string;
  /** 1-based number of the attempt this job makes. */
  attempt: number;
}

/** One job per attempt: a second enqueue of the same attempt is a no-op. */
export const retryJobId = (job: RetryJob) => `${job.deliveryId}-${job.attempt}`;
