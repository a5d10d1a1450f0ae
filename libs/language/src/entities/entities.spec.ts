import { ENTITY_LABELS, NER_LANGUAGE_CODES, extractEntities, isNerLanguage, preloadEntityModels } from '.';
import { wellFormed } from './extract';
import { crossFamilyLabel, refineEntity } from '../ner/fine';

const REF = new Date('2024-05-01T10:00:00Z');
const LABELS = new Set<string>(ENTITY_LABELS);

/** [token, tag] pairs, checking the response shape on the way. */
function pairs(tags: Record<string, string>[]): [string, string][] {
  return tags.map((o) => {
    const entries = Object.entries(o);
    expect(entries).toHaveLength(1);
    return entries[0];
  });
}

function expectWellFormed(tags: [string, string][]) {
  tags.forEach(([, tag], i) => {
    if (tag === 'O') return;
    const m = /^([BI])-(.+)$/.exec(tag);
    expect(m).not.toBeNull();
    expect(LABELS.has(m![2])).toBe(true);
    if (m![1] === 'I') expect(tags[i - 1]?.[1]).toMatch(new RegExp(`^[BI]-${m![2]}$`));
  });
}

/** The entities as "text/LABEL" strings (tokens joined with a space, or nothing for Chinese). */
function entities(tags: [string, string][], joiner = ' '): string[] {
  const out: string[] = [];
  tags.forEach(([tok, tag]) => {
    if (tag.startsWith('B-')) out.push(`${tok}/${tag.slice(2)}`);
    else if (tag.startsWith('I-')) {
      const last = out.pop()!;
      const [text, label] = last.split('/');
      out.push(`${text}${joiner}${tok}/${label}`);
    }
  });
  return out;
}

describe('language codes', () => {
  it('lists the 14 codes of the spec and rejects others', () => {
    expect(NER_LANGUAGE_CODES).toHaveLength(14);
    for (const c of NER_LANGUAGE_CODES) expect(isNerLanguage(c)).toBe(true);
    for (const c of ['en', 'fr-FR', 'id-XX', 'zh', '']) expect(isNerLanguage(c)).toBe(false);
    expect(() => extractEntities('hi', 'fr-FR')).toThrow(/unsupported/);
  });

  it('has exactly the 30 reference labels', () => {
    expect(ENTITY_LABELS).toHaveLength(30);
    for (const l of ['CAUSE_OF_DEATH', 'HANDLE', 'IDEOLOGY']) expect(LABELS.has(l)).toBe(false);
  });
});

describe('fine labels of the MISC and LOC families', () => {
  it('finds laws, products, works of art and state codes', () => {
    expect(refineEntity(['Clean', 'Air', 'Act'], 'MISC')).toBe('LAW');
    expect(refineEntity(['Undang-Undang', 'Cipta', 'Kerja'], 'MISC')).toBe('LAW');
    expect(refineEntity(['iPhone', '15'], 'MISC')).toBe('PRODUCT');
    expect(refineEntity(['F-16'], 'MISC')).toBe('PRODUCT');
    expect(refineEntity(['Gone', 'with', 'the', 'Wind'], 'MISC', { prev: 'novel' })).toBe('WORK_OF_ART');
    expect(refineEntity(['IL'], 'LOC')).toBe('STATE_OR_PROVINCE');
    expect(refineEntity(['World', 'Cup'], 'MISC')).toBe('EVENT');
    expect(refineEntity(['Windows', '11'], 'MISC')).toBe('PRODUCT');
    expect(refineEntity(['Microsoft'], 'ORG')).toBe('ORG_COMP');
  });

  it('tags ages as DATE', () => {
    const ents = entities(pairs(extractEntities('A 34-year-old man was arrested.', 'en-US', { referenceTime: REF }).tags));
    expect(ents.some((e) => e.startsWith('34') && e.endsWith('/DATE'))).toBe(true);
  });

  it('keeps US$ amounts whole', () => {
    const ents = entities(pairs(extractEntities('Police found cocaine worth US$250,000.', 'en-US', { referenceTime: REF }).tags));
    expect(ents).toContain('US $ 250,000/MONEY');
  });
});

describe('extractEntities', () => {
  it('tags an English sentence with fine labels and the number/date/URL layers', () => {
    const text =
      'Mr. John Smith, CEO of Acme Inc., said on March 3, 2024 in Paris, France that revenue rose 12% to $4.5 million. See https://acme.com/news for details.';
    const r = extractEntities(text, 'en-US', { referenceTime: REF });
    const tags = pairs(r.tags);
    expectWellFormed(tags);
    const ents = entities(tags);
    expect(ents).toEqual(
      expect.arrayContaining([
        'John Smith/PERSON',
        'Acme Inc/ORG_COMP',
        'Paris/CITY',
        'France/COUNTRY',
        '12 %/PERCENT',
        '$ 4.5 million/MONEY',
        'https://acme.com/news/URL',
        'Mr ./TITLE',
      ]),
    );
    expect(ents.some((e) => e.endsWith('/DATE') && e.includes('March'))).toBe(true);
    expect(r.misc.URL).toEqual(['https://acme.com/news']);
    expect(r.datetime.some((d) => d.type_name === 'datetimeV2.date' && d.text === 'March 3, 2024')).toBe(true);
  });

  it('tags every English code the same way, with one entry per token', () => {
    const text = 'Angela Merkel visited Jakarta.';
    for (const code of ['en-XX', 'en-GB', 'en-AU', 'en-SG']) {
      const tags = pairs(extractEntities(text, code, { referenceTime: REF }).tags);
      expect(tags.map(([t]) => t)).toEqual(['Angela', 'Merkel', 'visited', 'Jakarta', '.']);
      expect(tags[0][1]).toBe('B-PERSON');
    }
  });

  it('tags an Indonesian sentence', () => {
    const text = 'Presiden Joko Widodo mengunjungi PT Telkom Indonesia Tbk di Jakarta pada 17 Agustus 2023 dengan biaya Rp 10 juta.';
    const tags = pairs(extractEntities(text, 'id-ID', { referenceTime: REF }).tags);
    expectWellFormed(tags);
    const ents = entities(tags);
    expect(ents).toEqual(expect.arrayContaining(['Joko Widodo/PERSON', 'PT Telkom Indonesia Tbk/ORG_COMP', 'Rp 10 juta/MONEY', '17 Agustus 2023/DATE']));
  });

  it('segments Chinese and tags its date, percentage and money', () => {
    const text = '台積電公司在2023年1月5日宣布營收增長百分之十二，達到500元。';
    const r = extractEntities(text, 'zh-TW', { referenceTime: REF });
    const tags = pairs(r.tags);
    expectWellFormed(tags);
    expect(tags.map(([t]) => t).join('')).toBe(text);
    expect(tags.length).toBeGreaterThan(8);
    const ents = entities(tags, '');
    expect(ents).toEqual(expect.arrayContaining(['2023年1月5日/DATE', '百分之十二/PERCENT', '500元/MONEY']));
    expect(extractEntities('我们在2023年1月5日见面。', 'zh-CN', { referenceTime: REF }).datetime.length).toBeGreaterThan(0);
  });

  it.each([
    ['jv-ID', 'Aku lunga menyang Yogyakarta tanggal 2024-01-05, kirim layang menyang budi@example.co.id.'],
    ['ms-MY', 'Saya ke Kuala Lumpur pada 2024-01-05, lihat https://contoh.com.my/berita untuk butiran.'],
    ['tl-PH', 'Pumunta ako sa Maynila noong 2024-01-05, mag-email sa juan@example.ph.'],
    ['vi-VN', 'Ông Nguyễn Văn An đến Hà Nội ngày 2024-01-05, email an@example.vn.'],
    ['cs-CZ', 'Pan Novák přijel do Prahy 2024-01-05, viz https://www.example.cz/zpravy.'],
    ['hr-HR', 'Gospodin Horvat stigao je u Zagreb 2024-01-05, pišite na horvat@example.hr.'],
  ])('%s: a tag for every token, the ISO date and the e-mail/URL', (code, text) => {
    const r = extractEntities(text, code, { referenceTime: REF });
    const tags = pairs(r.tags);
    expectWellFormed(tags);
    expect(tags.length).toBeGreaterThan(5);
    expect(tags.some(([t, tag]) => t === '2024-01-05' && tag === 'B-DATE')).toBe(true);
    expect(r.datetime.some((d) => d.text.includes('2024-01-05'))).toBe(true);
    expect(r.misc.Email.length + r.misc.URL.length).toBeGreaterThan(0);
    for (const url of r.misc.URL) expect(tags.some(([t, tag]) => t === url && tag === 'B-URL')).toBe(true);
  });

  it.each([
    ['zh-TW', '王小明先生說，台積電公司將前往美國和台北市。', ['王小明/PERSON', '先生/TITLE', '美國/COUNTRY', '台北市/CITY']],
    ['zh-CN', '中国银行行长李明表示，北京大学的学生说英语。', ['李明/PERSON', '北京大学/ORG', '英语/LANGUAGE']],
    ['zh-TW', '蔡英文總統昨天表示，台灣將與日本合作。', ['蔡英文/PERSON', '總統/TITLE', '台灣/COUNTRY', '日本/COUNTRY', '昨天/DATE']],
    ['zh-CN', '华为技术有限公司董事长任正非接受了采访。', ['华为技术有限公司/ORG_COMP', '董事长/TITLE', '任正非/PERSON']],
    ['jv-ID', 'Pak Budi Santoso lunga menyang Yogyakarta karo PT Sido Muncul Tbk.', ['Pak/TITLE', 'Budi Santoso/PERSON', 'Yogyakarta/CITY', 'PT Sido Muncul Tbk/ORG_COMP']],
    ['ms-MY', 'Datuk Seri Anwar Ibrahim melawat Selangor bersama Maybank Berhad, kos RM 5 juta.', ['Datuk Seri/TITLE', 'Anwar Ibrahim/PERSON', 'Selangor/STATE_OR_PROVINCE', 'Maybank Berhad/ORG_COMP', 'RM 5 juta/MONEY']],
    ['tl-PH', 'Si Pangulo Ferdinand Marcos ay pumunta sa Maynila kasama ang Ayala Corporation.', ['Pangulo/TITLE', 'Ferdinand Marcos/PERSON', 'Maynila/CITY', 'Ayala Corporation/ORG_COMP']],
    ['vi-VN', 'Ông Nguyễn Văn An đến Hà Nội, giá 3 triệu đồng, học tiếng Anh ở Việt Nam.', ['Ông/TITLE', 'Nguyễn Văn An/PERSON', 'Hà Nội/CITY', '3 triệu đồng/MONEY', 'Việt Nam/COUNTRY']],
    ['cs-CZ', 'Pan Novák přijel do Prahy z Německa, firma Škoda Auto a.s. zaplatila 5 milionů Kč za podvod.', ['Pan/TITLE', 'Novák/PERSON', 'Prahy/CITY', 'Německa/COUNTRY', 'Škoda Auto a.s./ORG_COMP', '5 milionů Kč/MONEY', 'podvod/CRIMINAL_CHARGE']],
    ['hr-HR', 'Premijer Andrej Plenković stigao je u Zagreb iz Hrvatske, Podravka d.d. platila je 10 posto.', ['Premijer/TITLE', 'Andrej Plenković/PERSON', 'Zagreb/CITY', 'Hrvatske/COUNTRY', 'Podravka d.d./ORG_COMP', '10 posto/PERCENT']],
    ['ms-MY', 'Kerajaan akan membelanjakan RM2 bilion untuk sambutan Hari Raya Aidilfitri.', ['RM2 bilion/MONEY', 'Hari Raya Aidilfitri/EVENT']],
    ['tl-PH', 'Ayon sa Department of Health, umabot sa 1,200 ang kaso.', ['Department of Health/ORG', '1,200/CARDINAL']],
    ['vi-VN', 'GDP của Việt Nam tăng 6,5% trong năm 2023.', ['Việt Nam/COUNTRY', '6,5 %/PERCENT', 'năm 2023/DATE']],
    ['cs-CZ', 'Ministr financí Zbyněk Stanjura to oznámil.', ['Ministr financí/TITLE', 'Zbyněk Stanjura/PERSON']],
  ])('%s: rule-based entities', (code, text, expected) => {
    const tags = pairs(extractEntities(text, code, { referenceTime: REF }).tags);
    expectWellFormed(tags);
    expect(entities(tags, code.startsWith('zh') ? '' : ' ')).toEqual(expect.arrayContaining(expected));
  });

  it('tags English SET/DURATION, criminal charges, ZIP codes and titles, and skips phone numbers', () => {
    const ents = (text: string) => entities(pairs(extractEntities(text, 'en-US', { referenceTime: REF }).tags));
    expect(ents('We meet every Monday at 5pm for three hours.')).toEqual(expect.arrayContaining(['three hours/DURATION']));
    expect(ents('We meet every Monday at 5pm for three hours.').some((e) => e.endsWith('/SET'))).toBe(true);
    expect(ents('Dr. Jane Doe was charged with money laundering and fraud.')).toEqual(
      expect.arrayContaining(['Dr ./TITLE', 'Jane Doe/PERSON', 'money laundering/CRIMINAL_CHARGE', 'fraud/CRIMINAL_CHARGE']),
    );
    const zip = ents('Send it to New York, NY 10118 or call 555-1234. Ottawa, Ontario K1A 0B6.');
    expect(zip).toEqual(expect.arrayContaining(['10118/ZIP_CODE', 'K1A 0B6/ZIP_CODE']));
    expect(zip.some((e) => e.startsWith('555-1234'))).toBe(false);
    expect(ents('There were 12345 votes.')).toEqual(['12345/CARDINAL']);
    expect(ents('Menteri Keuangan Sri Mulyani spoke.')).not.toContain('spoke/ORG');
  });

  it('corrects group nouns and facilities the tagger put in the wrong family', () => {
    expect(crossFamilyLabel(['Muslims'], 'PERSON')).toBe('NORP');
    expect(crossFamilyLabel(['Americans'], 'PERSON')).toBe('NATIONALITY');
    expect(crossFamilyLabel(['Christian'], 'PERSON')).toBeUndefined();
    expect(crossFamilyLabel(['Fifth', 'Avenue'], 'ORG')).toBe('FAC');
    expect(crossFamilyLabel(['Acme', 'Holdings'], 'ORG')).toBeUndefined();
  });

  it('applies Indonesian title modifiers', () => {
    const tags = pairs(extractEntities('Menteri Keuangan Sri Mulyani mengatakan inflasi turun 2,5 persen.', 'id-ID', { referenceTime: REF }).tags);
    expect(entities(tags)).toEqual(expect.arrayContaining(['Menteri Keuangan/TITLE', 'Sri Mulyani/PERSON', '2,5 persen/PERCENT']));
  });

  it('repairs tags into well-formed BIO over the reference labels', () => {
    expect(wellFormed(['I-PERSON', 'I-PERSON', 'B-HANDLE', 'I-ORG', 'O', 'B-DATE', 'I-TIME'])).toEqual([
      'B-PERSON',
      'I-PERSON',
      'O',
      'B-ORG',
      'O',
      'B-DATE',
      'B-TIME',
    ]);
  });

  it('splits a date-time expression into DATE and TIME', () => {
    const en = entities(pairs(extractEntities('Call me tomorrow at 5pm, or from 9am to 10am on Friday.', 'en-US', { referenceTime: REF }).tags));
    expect(en).toEqual(expect.arrayContaining(['tomorrow/DATE', '5pm/TIME', 'Friday/DATE']));
    expect(en.some((e) => e.startsWith('9am') && e.endsWith('/TIME'))).toBe(true);
    const zh = entities(pairs(extractEntities('我们明天下午3点见面。', 'zh-CN', { referenceTime: REF }).tags), '');
    expect(zh).toEqual(expect.arrayContaining(['明天/DATE', '下午3点/TIME']));
    const id = entities(pairs(extractEntities('Rapat besok pukul 10.00 di Jakarta.', 'id-ID', { referenceTime: REF }).tags));
    expect(id).toEqual(expect.arrayContaining(['besok/DATE', '10.00/TIME']));
  });

  it('preloads every language', () => {
    expect(() => preloadEntityModels()).not.toThrow();
  });

  it('keeps "5 m" a QUANTITY and "$5m" MONEY in every language', () => {
    for (const code of ['en-US', 'id-ID', 'cs-CZ']) {
      const ents = entities(pairs(extractEntities('It cost $5m to build 5 m of road.', code, { referenceTime: REF }).tags));
      expect(ents).toEqual(expect.arrayContaining(['$ 5m/MONEY', '5 m/QUANTITY']));
    }
  });

  it('keeps every character of odd inputs in the tokens, in every language', () => {
    const inputs = [' ', '...', '😀 👍🏽 ok', '\r\n', '$', 'RM', '1/2/3/4', 'http://', 'x@y', '2024-13-45', 'Dr. .', '第', '百分之', '__proto__ constructor', 'Tel: +62 21 555 0100', '1.000.000,50 Kč'];
    for (const code of NER_LANGUAGE_CODES) {
      for (const text of inputs) {
        const tags = pairs(extractEntities(text, code, { referenceTime: REF }).tags);
        expectWellFormed(tags);
        expect(tags.map(([t]) => t).join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }
    }
  });

  it('handles empty text', () => {
    expect(extractEntities('', 'en-US', { referenceTime: REF })).toEqual({ tags: [], datetime: [], misc: { Email: [], URL: [], 'IP-address': [] } });
  });
});
