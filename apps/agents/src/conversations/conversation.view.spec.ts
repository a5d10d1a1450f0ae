import { fullName } from './conversation.view';

describe('fullName', () => {
  it('joins the parts that are present', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName('Ada', null)).toBe('Ada');
    expect(fullName(undefined, 'Lovelace')).toBe('Lovelace');
    expect(fullName('  Ada ', ' ')).toBe('Ada');
  });

  it('is null when no part carries a name', () => {
    expect(fullName(null, undefined)).toBeNull();
    expect(fullName('', '  ')).toBeNull();
  });
});
