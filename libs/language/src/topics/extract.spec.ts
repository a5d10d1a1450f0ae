import { extractTopics, similarity } from './extract';
import { stopWordLanguage, stopWords } from '../text';

const names = (text: string, lang: string, top = 10) => extractTopics(text, lang, { top }).map((t) => t.tag_name.toLowerCase());

function noStopEdges(list: string[], lang: 'en' | 'id' | 'vi' | 'zh') {
  const stops = stopWords(lang);
  for (const phrase of list) {
    const words = phrase.split(' ');
    expect(stops.has(words[0])).toBe(false);
    expect(stops.has(words[words.length - 1])).toBe(false);
  }
}

describe('extractTopics', () => {
  const english = `Solar panels are becoming cheaper every year. Many households now install solar panels on
their roofs to cut their electricity bills. The electricity produced by solar panels can be stored
in home batteries, and the batteries release it in the evening. Installers say that solar panels
pay for themselves within eight years.`;

  it.each(['graph', 'yake'] as const)('%s: finds the obvious key phrase of an English paragraph, no stop-word phrases', (method) => {
    const topics = extractTopics(english, 'en-XX', { top: 5, method });
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.length).toBeLessThanOrEqual(5);
    const list = topics.map((t) => t.tag_name.toLowerCase());
    expect(list.slice(0, 3)).toContain('solar panels');
    noStopEdges(list, 'en');
    // sorted by YAKE score, lower = more relevant
    for (let i = 1; i < topics.length; i++) expect(topics[i].score).toBeGreaterThanOrEqual(topics[i - 1].score);
  });

  it.each(['graph', 'yake'] as const)('%s: merges "neural network" and "neural networks"', (method) => {
    const text = `A neural network learns from examples. Neural networks are trained with gradient descent.
Deep neural networks stack many layers, and each neural network layer transforms its input.`;
    const list = extractTopics(text, 'en-XX', { method }).map((t) => t.tag_name.toLowerCase());
    const variants = list.filter((t) => /^neural networks?$/.test(t));
    expect(variants).toHaveLength(1);
  });

  it("drops contraction pieces (n't, 's)", () => {
    const list = names("Customers don't like the slow checkout page. The checkout page doesn't load and can't be fixed.", 'en-XX');
    expect(list.some((t) => /n't|^ca$|'s/.test(t))).toBe(false);
    expect(list).toContain('slow checkout page');
  });

  it('cuts English phrases at verbs', () => {
    const list = names('The proposed algorithm reduces the memory footprint. The algorithm generates sparse matrices.', 'en-XX');
    expect(list.some((t) => /reduces|generates/.test(t))).toBe(false);
    expect(list).toContain('memory footprint');
  });

  it('gives Indonesian candidates without stop words', () => {
    const text = `Pemerintah Indonesia meluncurkan program vaksinasi nasional untuk seluruh warga. Program
vaksinasi nasional ini dilaksanakan di semua provinsi dan akan berlangsung sampai akhir tahun. Menurut
menteri kesehatan, program vaksinasi nasional sangat penting bagi kesehatan masyarakat.`;
    const list = names(text, 'id-XX');
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((t) => t.includes('vaksinasi'))).toBe(true);
    noStopEdges(list, 'id');
    // affixed verbs (meluncurkan, dilaksanakan) never start or end a phrase
    expect(list.some((t) => /^(meluncurkan|dilaksanakan)\b|\b(meluncurkan|dilaksanakan)$/.test(t))).toBe(false);
  });

  it('gives Vietnamese candidates without stop words', () => {
    const text = `Biến đổi khí hậu đang ảnh hưởng đến nông nghiệp Việt Nam. Nông dân ở đồng bằng sông Cửu Long
phải đối mặt với hạn hán và xâm nhập mặn. Các nhà khoa học cho rằng biến đổi khí hậu sẽ làm giảm năng suất
lúa trong những năm tới.`;
    const list = names(text, 'vi-XX');
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((t) => t.includes('khí hậu'))).toBe(true);
    noStopEdges(list, 'vi');
    const yake = extractTopics(text, 'vi-XX', { method: 'yake' }).map((t) => t.tag_name.toLowerCase());
    expect(yake.some((t) => t.includes('khí hậu'))).toBe(true);
    noStopEdges(yake, 'vi');
  });

  it('segments Chinese (Traditional and Simplified) and drops stop words', () => {
    const simplified = '人工智能正在改变医疗行业。医院使用人工智能来分析医学影像。专家认为人工智能可以提高诊断的准确率。';
    const listCn = extractTopics(simplified, 'zh-CN').map((t) => t.tag_name);
    expect(listCn.some((t) => t.includes('人工智能'))).toBe(true);
    expect(listCn).not.toContain('的');
    const graph = extractTopics(simplified, 'zh-CN', { method: 'graph' }).map((t) => t.tag_name);
    expect(graph.some((t) => t.includes('人工智能'))).toBe(true);
    const traditional = '人工智慧正在改變醫療行業。醫院使用人工智慧來分析醫學影像。專家認為人工智慧可以提高診斷的準確率。';
    const listTw = extractTopics(traditional, 'zh-TW').map((t) => t.tag_name);
    expect(listTw.length).toBeGreaterThan(0);
    expect(listTw.some((t) => t.includes('人工智慧') || t.includes('醫'))).toBe(true);
  });

  it('caps phrase length with maxWords', () => {
    const text = 'Advanced distributed diagnostic expert control system software. The advanced distributed diagnostic expert control system software works.';
    for (const method of ['graph', 'yake'] as const) {
      for (const t of extractTopics(text, 'en-XX', { method, maxWords: 2 })) expect(t.tag_name.split(' ').length).toBeLessThanOrEqual(2);
    }
    expect(names(text, 'en-XX').every((t) => t.split(' ').length <= 5)).toBe(true);
  });

  it('gives [] for empty or stop-word-only text', () => {
    expect(extractTopics('', 'en-XX')).toEqual([]);
    expect(extractTopics('   \n ', 'en-XX')).toEqual([]);
    expect(extractTopics('and the of it is', 'en-XX')).toEqual([]);
    expect(extractTopics('Some text', 'en-XX', { top: 0 })).toEqual([]);
  });

  it('respects top and falls back to English for unknown codes', () => {
    expect(extractTopics(english, 'en-XX', { top: 2 })).toHaveLength(2);
    expect(stopWordLanguage('xx-YY')).toBe('en');
    expect(stopWordLanguage('zh-TW')).toBe('zh');
    expect(stopWordLanguage('jv-XX')).toBe('jv');
    expect(extractTopics(english, 'fr-FR', { top: 3 })).toEqual(extractTopics(english, 'en-XX', { top: 3 }));
  });

  it('has stop-word lists for every spec language', () => {
    for (const code of ['en-XX', 'zh-TW', 'zh-CN', 'id-XX', 'jv-XX', 'ms-XX', 'tl-XX', 'vi-XX']) {
      expect(stopWords(stopWordLanguage(code)).size).toBeGreaterThan(50);
    }
    expect(names('Pamarentah ngumumake program anyar kanggo para petani ing desa. Program anyar iku mbiyantu petani.', 'jv-XX').length).toBeGreaterThan(0);
    expect(names('Ang pamahalaan ay naglunsad ng bagong programa para sa mga magsasaka. Ang bagong programa ay tumutulong sa mga magsasaka.', 'tl-XX').length).toBeGreaterThan(0);
  });

  it('similarity is a Levenshtein ratio', () => {
    expect(similarity('abc', 'abc')).toBe(1);
    expect(similarity('abcd', 'abce')).toBeCloseTo(0.75);
  });
});
