import { Job, UnrecoverableError } from 'bullmq';
import { UnsafeUrlError } from '@parley/platform';
import { CallbackSender } from './callback-sender';
import { TopicCallbackJob } from './queue';
import { TopicCallbackProcessor } from './topic-callback.processor';

function processorWith(send: jest.Mock) {
  return new TopicCallbackProcessor({ send } as unknown as CallbackSender);
}
const job = (data: TopicCallbackJob) => ({ data }) as Job<TopicCallbackJob>;

describe('TopicCallbackProcessor', () => {
  it('computes the topics of an extract job and sends {job_id, topics}', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    await processorWith(send).process(
      job({ kind: 'extract', jobId: 'j1', langCode: 'en-XX', text: 'Penguins eat krill. Penguins live in Antarctica.', url: 'https://x.test/cb' }),
    );
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0];
    expect(url).toBe('https://x.test/cb');
    expect(body.job_id).toBe('j1');
    expect(body.topics.length).toBeGreaterThan(0);
    for (const t of body.topics) expect(Object.keys(t)).toEqual(['tag_name']);
  });

  it('sends a live body as it is', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const body = { meeting_id: 'm', sequence: 1, account_id: 'a', topics: [{ tag_name: 'x' }] };
    await processorWith(send).process(job({ kind: 'send', url: 'https://x.test/l', body }));
    expect(send).toHaveBeenCalledWith('https://x.test/l', body);
  });

  it('gives up for good when the URL became unsafe, and lets other failures retry', async () => {
    const unsafe = jest.fn().mockRejectedValue(new UnsafeUrlError('private_address', 'resolves to a private address'));
    await expect(processorWith(unsafe).process(job({ kind: 'send', url: 'https://x.test', body: {} }))).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    const down = jest.fn().mockRejectedValue(new Error('callback answered 503'));
    const err = await processorWith(down)
      .process(job({ kind: 'send', url: 'https://x.test', body: {} }))
      .catch((e) => e);
    expect(err).not.toBeInstanceOf(UnrecoverableError);
  });
});
