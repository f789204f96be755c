import { isEmailAddress } from './is-email-address';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, including non-ASCII ones', () => {
    expect(isEmailAddress('ana@example.com')).toBe(true);
    expect(isEmailAddress('jürgen@münchen.de')).toBe(true);
    expect(isEmailAddress('rocket😀@example.com')).toBe(false);
  });

  it('answers false, without throwing, for text that is not valid Unicode or not text', () => {
    expect(isEmailAddress('\uD800')).toBe(false);
    expect(isEmailAddress('a\uD800@example.com')).toBe(false);
    expect(isEmailAddress('a\uDC00@example.com')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
    expect(isEmailAddress(null)).toBe(false);
  });
});
