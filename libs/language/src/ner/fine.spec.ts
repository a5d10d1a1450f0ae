import { referenceToConll, refineEntity, refineTags } from './fine';

describe('reference labels from coarse classes', () => {
  it('refines locations', () => {
    expect(refineEntity(['Indonesia'], 'LOC')).toBe('COUNTRY');
    expect(refineEntity(['U.S.'], 'LOC')).toBe('COUNTRY');
    expect(refineEntity(['Jerman'], 'PLACE')).toBe('COUNTRY');
    expect(refineEntity(['Texas'], 'LOC')).toBe('STATE_OR_PROVINCE');
    expect(refineEntity(['Provinsi', 'Jawa', 'Timur'], 'PLACE')).toBe('STATE_OR_PROVINCE');
    expect(refineEntity(['Paris'], 'LOC')).toBe('CITY');
    expect(refineEntity(['Kota', 'Surabaya'], 'PLACE')).toBe('CITY');
    expect(refineEntity(['Heathrow', 'Airport'], 'LOC')).toBe('FAC');
    expect(refineEntity(['Danube'], 'LOC')).toBe('LOC');
  });

  it('refines organisations, people and MISC', () => {
    expect(refineEntity(['Siemens', 'AG'], 'ORG')).toBe('ORG_COMP');
    expect(refineEntity(['PT', 'Telkom', 'Indonesia'], 'ORGANISATION')).toBe('ORG_COMP');
    expect(refineEntity(['United', 'Nations'], 'ORG')).toBe('ORG');
    expect(refineEntity(['Angela', 'Merkel'], 'PER')).toBe('PERSON');
    expect(refineEntity(['German'], 'MISC', { next: 'advice' })).toBe('NATIONALITY');
    expect(refineEntity(['French'], 'MISC', { prev: 'in', next: '.' })).toBe('LANGUAGE');
    expect(refineEntity(['Islam'], 'MISC')).toBe('RELIGION');
    expect(refineEntity(['Republicans'], 'MISC')).toBe('NORP');
    expect(refineEntity(['World', 'Cup'], 'MISC')).toBe('EVENT');
    expect(refineEntity(['Windows'], 'MISC')).toBe('MISC');
  });

  it('keeps spans and maps back to the coarse CoNLL class', () => {
    const tokens = ['Merkel', 'met', 'Siemens', 'AG', 'in', 'Berlin', ',', 'Germany', '.'];
    const coarse = ['B-PER', 'O', 'B-ORG', 'I-ORG', 'O', 'B-LOC', 'O', 'B-LOC', 'O'];
    const fine = refineTags(tokens, coarse);
    expect(fine).toEqual(['B-PERSON', 'O', 'B-ORG_COMP', 'I-ORG_COMP', 'O', 'B-CITY', 'O', 'B-COUNTRY', 'O']);
    expect(fine.map((t) => (t === 'O' ? 'O' : `${t.slice(0, 2)}${referenceToConll(t.slice(2))}`))).toEqual(coarse);
    expect(referenceToConll('DATE')).toBe('O');
  });
});
