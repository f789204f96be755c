import { isWellFormedText } from './well-formed-text';

describe('isWellFormedText', () => {
  it.each<[string, boolean]>([
    ['revenue by month', true],
    ['emoji 📈 and accents é', true],
    ['\ud800', false],
    ['a\udc00b', false],
    ['broken \ud83d at the end', false],
  ])('%j is well formed: %s', (text, expected) => {
    expect(isWellFormedText(text)).toBe(expected);
  });
});
