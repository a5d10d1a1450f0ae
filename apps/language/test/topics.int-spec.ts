import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { WebhookReceiver, waitFor } from '@parley/testing';
import { LiveTopicCache } from '../src/topics/live-topic-cache';
import { TOPIC_CALLBACK_QUEUE } from '../src/topics/queue';
import { Language, sleep } from './harness';

const CODES = ['en-XX', 'zh-TW', 'zh-CN', 'id-XX', 'jv-XX', 'ms-XX', 'tl-XX', 'vi-XX'];
const SAMPLES: Record<string, string> = {
  'en-XX':
    'The quarterly sales report shows strong growth in cloud revenue. Cloud revenue grew because enterprise customers renewed their contracts.',
  'zh-TW': '我們討論了雲端服務的銷售報告。雲端服務的營收成長很快，企業客戶續約了合約。',
  'zh-CN': '我们讨论了云服务的销售报告。云服务的营收增长很快，企业客户续签了合同。',
  'id-XX': 'Laporan penjualan menunjukkan pertumbuhan pendapatan layanan cloud. Pelanggan perusahaan memperpanjang kontrak layanan cloud.',
  'jv-XX': 'Laporan dodolan nuduhake wutah pendapatan layanan cloud. Pelanggan perusahaan nganyari kontrak layanan cloud.',
  'ms-XX': 'Laporan jualan menunjukkan pertumbuhan hasil perkhidmatan awan. Pelanggan korporat memperbaharui kontrak perkhidmatan awan.',
  'tl-XX': 'Ipinakita ng ulat ng benta ang paglago ng kita sa serbisyo ng cloud. Nag-renew ng kontrata ang mga kliyente ng cloud.',
  'vi-XX': 'Báo cáo doanh số cho thấy doanh thu dịch vụ đám mây tăng mạnh. Khách hàng doanh nghiệp đã gia hạn hợp đồng dịch vụ đám mây.',
};

describe('topic extraction', () => {
  let lang: Language;
  let key: string;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    lang = await Language.start();
    key = await lang.key(['language']);
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await receiver?.stop();
    await lang?.close();
  });

  it('needs a key with the language scope', async () => {
    const body = { data: [{ transcription: SAMPLES['en-XX'] }] };
    expect((await lang.call('/topics/en-XX/extract_no_callback', null, body)).status).toBe(401);
    expect((await lang.call('/topics/en-XX/extract_no_callback', await lang.key(['chat']), body)).status).toBe(403);
  });

  it.each(CODES)('extract_no_callback returns {topics:[{tag_name}]} for %s', async (code) => {
    const res = await lang.call(`/topics/${code}/extract_no_callback`, key, { data: [{ transcription: SAMPLES[code] }] });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['topics']);
    expect(res.body.topics.length).toBeGreaterThan(0);
    expect(res.body.topics.length).toBeLessThanOrEqual(10);
    for (const t of res.body.topics) {
      expect(Object.keys(t)).toEqual(['tag_name']);
      expect(typeof t.tag_name).toBe('string');
    }
  });

  it('uses transcription when filled, else summarization, and combines the items', async () => {
    const only = await lang.call('/topics/en-XX/extract_no_callback', key, {
      data: [{ transcription: '', summarization: 'Penguins live in Antarctica. Penguins eat krill.' }, {}],
    });
    expect(only.status).toBe(200);
    expect(only.body.topics.map((t: any) => t.tag_name).join(' ')).toMatch(/penguin/i);
    const preferred = await lang.call('/topics/en-XX/extract_no_callback', key, {
      data: [{ transcription: 'Volcanoes erupt lava. Volcanoes form mountains.', summarization: 'Penguins eat krill.' }],
    });
    const names = preferred.body.topics.map((t: any) => t.tag_name).join(' ');
    expect(names).toMatch(/volcano/i);
    expect(names).not.toMatch(/penguin/i);
    expect((await lang.call('/topics/en-XX/extract_no_callback', key, { data: [] })).body).toEqual({ topics: [] });
  });

  it('refuses an unknown language code with 422 naming the supported ones, and a bad body', async () => {
    const res = await lang.call('/topics/fr-FR/extract_no_callback', key, { data: [] });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['path', 'lang_code'], msg: `unsupported language code; supported: ${CODES.join(', ')}`, type: 'value_error.lang_code' },
    ]);
    const bad = await lang.call('/topics/en-XX/extract_no_callback', key, { data: [{ transcription: 5 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'data', 0, 'transcription']);
    const wrong = await lang.call('/topics/en-US/extract_live', key, {});
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail.map((d: any) => d.loc)).toEqual([['path', 'lang_code']]);
  });

  it('extract answers at once and POSTs {job_id, topics} to the url once', async () => {
    const res = await lang.call('/topics/en-XX/extract', key, {
      data: [{ transcription: SAMPLES['en-XX'] }],
      url: `${receiver.url}/extract`,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Topic extraction started');
    expect(typeof res.body.job_id).toBe('string');
    const got = await waitFor(() => receiver.received.find((r) => r.body?.job_id === res.body.job_id), { what: 'callback' });
    expect(got.path).toBe('/extract');
    expect(Object.keys(got.body).sort()).toEqual(['job_id', 'topics']);
    expect(got.body.topics.length).toBeGreaterThan(0);
    expect(got.body.topics.map((t: any) => t.tag_name).join(' ')).toMatch(/cloud/i);
    await sleep(200);
    expect(receiver.received.filter((r) => r.body?.job_id === res.body.job_id)).toHaveLength(1);
  });

  it('retries a failing callback', async () => {
    let failures = 2;
    receiver.respond = (r) => (r.path === '/flaky' && failures-- > 0 ? { status: 503 } : { status: 200, body: '{}' });
    try {
      const res = await lang.call('/topics/en-XX/extract', key, {
        data: [{ summarization: SAMPLES['en-XX'] }],
        url: `${receiver.url}/flaky`,
      });
      await waitFor(() => receiver.received.filter((r) => r.path === '/flaky').length >= 3, { what: 'three attempts' });
      const hits = receiver.received.filter((r) => r.path === '/flaky');
      expect(hits.every((h) => h.body.job_id === res.body.job_id)).toBe(true);
    } finally {
      receiver.respond = () => ({ status: 200, body: '{"ok":true}' });
    }
  });

  it('live: only topics new to the meeting are called back; repeated sequences and no-news segments send nothing', async () => {
    const meeting = `m-${Date.now()}`;
    const url = `${receiver.url}/live/${meeting}`;
    const seg = (sequence: number, transcription: string) =>
      lang.call('/topics/en-XX/extract_live', key, { meeting_id: meeting, sequence, account_id: 'acc-1', transcription, callback_url: url });
    const mine = () => receiver.received.filter((r) => r.path === `/live/${meeting}`);

    const first = await seg(1, 'Penguins live in Antarctica. Penguins eat krill every day.');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ meeting_id: meeting, sequence: 1, status: 'accepted' });
    const cb1 = await waitFor(() => mine().find((r) => r.body.sequence === 1), { what: 'first live callback' });
    expect(Object.keys(cb1.body).sort()).toEqual(['account_id', 'meeting_id', 'sequence', 'topics']);
    expect(cb1.body).toMatchObject({ meeting_id: meeting, sequence: 1, account_id: 'acc-1' });
    const firstTopics: string[] = cb1.body.topics.map((t: any) => t.tag_name);
    expect(firstTopics.length).toBeGreaterThan(0);

    // Same sequence again (different text): accepted, nothing sent.
    expect((await seg(1, 'Volcanoes erupt lava near the coast.')).body.status).toBe('accepted');
    // Only topics seen already: nothing sent.
    expect((await seg(2, 'Penguins live in Antarctica. Penguins eat krill every day.')).status).toBe(200);
    // Overlapping segment: only the new topics.
    await seg(3, 'Penguins swim fast. Volcanoes erupt lava near the coast.');
    const cb3 = await waitFor(() => mine().find((r) => r.body.sequence === 3), { what: 'third live callback' });
    const third: string[] = cb3.body.topics.map((t: any) => t.tag_name);
    expect(third.length).toBeGreaterThan(0);
    for (const t of third) expect(firstTopics).not.toContain(t);
    expect(third.join(' ')).toMatch(/volcano/i);

    await sleep(300);
    expect(mine().map((r) => r.body.sequence).sort()).toEqual([1, 3]);
  });

  describe('live: a request that failed after claiming its topics', () => {
    const text = 'Penguins live in Antarctica. Penguins eat krill every day.';
    const setup = (prefix: string) => {
      const meeting = `${prefix}-${Date.now()}`;
      const url = `${receiver.url}/live/${meeting}`;
      return {
        seg: () =>
          lang.call('/topics/en-XX/extract_live', key, { meeting_id: meeting, sequence: 1, account_id: 'acc-1', transcription: text, callback_url: url }),
        mine: () => receiver.received.filter((r) => r.path === `/live/${meeting}`),
      };
    };
    const expectRetryableFailure = (res: { status: number; body: any }) => {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: expect.stringMatching(/retry the request/) });
    };

    it('answers 503 when the callback cannot be queued; the retry sends those topics once, further repeats nothing', async () => {
      const { seg, mine } = setup('qf');
      const queue = lang.svc.app.get<Queue>(getQueueToken(TOPIC_CALLBACK_QUEUE));
      const add = jest.spyOn(queue, 'add').mockRejectedValueOnce(new Error('Connection is closed.'));
      try {
        expectRetryableFailure(await seg());
      } finally {
        add.mockRestore();
      }
      await sleep(200);
      expect(mine()).toHaveLength(0);

      expect((await seg()).body.status).toBe('accepted');
      const cb = await waitFor(() => mine()[0], { what: 'the re-delivered callback' });
      const expected = await lang.call('/topics/en-XX/extract_no_callback', key, { data: [{ transcription: text }] });
      expect(cb.body).toEqual({ meeting_id: expect.any(String), sequence: 1, account_id: 'acc-1', topics: expected.body.topics });

      expect((await seg()).body.status).toBe('accepted');
      await sleep(300);
      expect(mine()).toHaveLength(1);
    });

    it('sends one callback when the job was queued but the request still failed', async () => {
      const { seg, mine } = setup('sf');
      const cache = lang.svc.app.get(LiveTopicCache);
      const settle = jest.spyOn(cache, 'settle').mockRejectedValueOnce(new Error('Connection is closed.'));
      try {
        expectRetryableFailure(await seg());
      } finally {
        settle.mockRestore();
      }
      // The job was queued: its callback arrives, and the retry (claim still pending) adds no second one.
      await waitFor(() => mine()[0], { what: 'the queued callback' });
      expect((await seg()).body.status).toBe('accepted');
      await sleep(300);
      expect(mine()).toHaveLength(1);
    });
  });

  it('live: concurrent segments never report the same topic twice', async () => {
    const meeting = `c-${Date.now()}`;
    const url = `${receiver.url}/live/${meeting}`;
    const text = 'Solar panels convert sunlight into electricity. Solar panels need clean glass.';
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((sequence) =>
        lang.call('/topics/en-XX/extract_live', key, { meeting_id: meeting, sequence, account_id: 'a', transcription: text, callback_url: url }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    await waitFor(() => receiver.received.some((r) => r.path === `/live/${meeting}`), { what: 'a live callback' });
    await sleep(300);
    const hits = receiver.received.filter((r) => r.path === `/live/${meeting}`);
    expect(hits).toHaveLength(1);
  });
});

describe('topic callbacks to private addresses', () => {
  let lang: Language;
  let key: string;
  beforeAll(async () => {
    lang = await Language.start({ ALLOW_PRIVATE_URLS: 'false' });
    key = await lang.key(['language']);
  });
  afterAll(() => lang?.close());

  it('refuses loopback and private callback URLs with 422 on the field', async () => {
    const res = await lang.call('/topics/en-XX/extract', key, { data: [{ transcription: 'Cats.' }], url: 'http://127.0.0.1:9/x' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'url'], type: 'value_error.url' })]);
    const live = await lang.call('/topics/en-XX/extract_live', key, {
      meeting_id: 'm',
      sequence: 1,
      account_id: 'a',
      transcription: 'Cats.',
      callback_url: 'http://10.0.0.1/x',
    });
    expect(live.status).toBe(422);
    expect(live.body.detail[0].loc).toEqual(['body', 'callback_url']);
  });
});
