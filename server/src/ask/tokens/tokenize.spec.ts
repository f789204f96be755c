import { parseNumber, singularLemma, tokenize, verbLemma, yearOf, type Token } from './tokenize';

/** The one token of `question` whose text is `text`. */
function tokenOf(question: string, text: string): Token {
  const token = tokenize(question).find((candidate) => candidate.text === text);
  if (!token) throw new Error(`no token "${text}" in ${JSON.stringify(tokenize(question).map((t) => t.text))}`);
  return token;
}

describe('tokenize: numbers as written', () => {
  it.each([
    ['orders over 150,000', '150,000', 150_000, {}],
    ['revenue above 1.2M', '1.2M', 1_200_000, {}],
    ['deals over $50k', '$50k', 50_000, { currency: true }],
    ['a discount of 15%', '15%', 15, { percent: true }],
    ['a discount of 15 percent', '15 percent', 15, { percent: true }],
    ['the top five products', 'five', 5, {}],
    ['more than 3 million', '3 million', 3_000_000, {}],
    ['more than 1.5 bn', '1.5 bn', 1_500_000_000, {}],
    ['at least 50 k', '50 k', 50_000, {}],
    ['more than ten thousand', 'ten thousand', 10_000, {}],
    ['over five million dollars', 'five million', 5_000_000, {}],
    ['two hundred orders', 'two hundred', 200, {}],
    ['a dozen products', 'dozen', 12, {}],
    ['price over €20', '€20', 20, { currency: true }],
    ['costs 50 usd', '50 usd', 50, { currency: true }],
    ['revenue of $2,500', '$2,500', 2_500, { currency: true }],
    ['totals over 1,000.50', '1,000.50', 1_000.5, {}],
    ['a change of -5', '-5', -5, {}],
    ['a discount over 0.5', '0.5', 0.5, {}],
    ['a discount over .5', '.5', 0.5, {}],
  ])('%s → %s = %d', (question, text, value, flags) => {
    const token = tokenOf(question, text);
    expect(token.number).toBe(value);
    expect(token.pos).toBe('NUM');
    expect(Boolean(token.percent)).toBe(Boolean((flags as { percent?: boolean }).percent));
    expect(Boolean(token.currency)).toBe(Boolean((flags as { currency?: boolean }).currency));
  });

  it.each([
    ['the third largest order', 'third', 3],
    ['the 2nd highest price', '2nd', 2],
    ['the first order', 'first', 1],
    ['the tenth customer', 'tenth', 10],
  ])('%s: %s is ordinal %d', (question, text, ordinal) => {
    expect(tokenOf(question, text).ordinal).toBe(ordinal);
  });

  it('keeps the offsets of a number that spans words', () => {
    const token = tokenOf('more than 3 million units', '3 million');
    expect([token.start, token.end]).toEqual([10, 19]);
  });

  it.each([
    // Words that are Object's own properties are words, not numbers.
    ['constructor'],
    ['toString'],
    ['valueOf'],
    ['hasOwnProperty'],
  ])('%s is not a number', (word) => {
    const [token] = tokenize(`products named ${word}`).slice(-1);
    expect(token?.number).toBeUndefined();
    expect(token?.ordinal).toBeUndefined();
    expect(token?.pos).not.toBe('NUM');
  });

  it('does not multiply a number by a word that is not a multiplier', () => {
    const tokens = tokenize('5 constructor');
    expect(tokens.map((token) => [token.text, token.number])).toEqual([['5', 5], ['constructor', undefined]]);
  });

  it.each([
    ['1,5'],
    ['abc'],
    ['1e5'],
    ['constructor'],
    ['__proto__'],
  ])('parseNumber(%s) is undefined', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });

  it.each([
    ['150,000', 150_000],
    ['1.2', 1.2],
    ['50k', 50_000],
    ['1.2m', 1_200_000],
    ['$50k', 50_000],
    ['12bn', 12_000_000_000],
    ['-3', -3],
    ['.25', 0.25],
    ['five', 5],
  ])('parseNumber(%s) = %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });
});

describe('tokenize: years and dates', () => {
  it.each([
    ['orders in 2017', '2017', 2017],
    ['2019 revenue', '2019', 2019],
    ['orders in 1999?', '1999', 1999],
    ['orders in 1899', '1899', undefined],
    ['orders in 2100', '2100', undefined],
    ['more than 2017 units', '2017', 2017],
    ['a discount of 20%', '20%', undefined],
    ['over $2017', '$2017', undefined],
  ])('%s: yearOf(%s) = %s', (question, text, year) => {
    expect(yearOf(tokenOf(question, text))).toBe(year);
  });

  it('reads an ISO date as a date, not a number', () => {
    const token = tokenOf('orders since 2017-03-01', '2017-03-01');
    expect(token.date).toBe('2017-03-01');
    expect(token.number).toBeUndefined();
  });

  it.each([
    ["in the 90's", "90's", 4],
    ["in the 1990's", "1990's", 4],
    ['in the 1990’s', "1990's", 4],
    // The elided apostrophe is left out, like quotation marks.
    ["in the '90s", '90s', 5],
    ['in the ’90s', '90s', 5],
    ['in the 1990s', '1990s', 4],
  ])('%s: the decade is one word, %s', (question, text, start) => {
    const tokens = tokenize(question);
    expect(tokens.map((token) => token.text)).toEqual(['in', 'the', text]);
    expect(tokens[2]?.start).toBe(question.indexOf('the') + start);
    expect(tokens[2]?.quoted).toBeUndefined();
  });

  it('yearOf(undefined) is undefined', () => {
    expect(yearOf(undefined)).toBeUndefined();
  });
});

describe('tokenize: quoted values', () => {
  it.each([
    ['products named "Chai Tea"', ['Chai', 'Tea']],
    ["deals for 'GTX Pro'", ['GTX', 'Pro']],
    ['the “Chai” price', ['Chai']],
    ['the ‘GTX Pro’ deals', ['GTX', 'Pro']],
    ['the ‘Widgets’ category', ['Widgets']],
  ])('%s: quoted %j', (question, quoted) => {
    const tokens = tokenize(question);
    expect(tokens.filter((token) => token.quoted).map((token) => token.text)).toEqual(quoted);
    // The quotation marks themselves are not tokens.
    expect(tokens.some((token) => /^["'“”‘’]$/.test(token.text) && token.quoted)).toBe(false);
  });

  it.each([
    ["customers' orders in Germany"],
    ['customers’ orders in Germany'],
  ])('%s: a plural possessive opens no quote', (question) => {
    expect(tokenize(question).filter((token) => token.quoted)).toEqual([]);
  });
});

describe('tokenize: hyphenated words', () => {
  it('keeps the pieces of a hyphenated word glued together, so later stages can join them', () => {
    const tokens = tokenize('check-in dates');
    expect(tokens.map((token) => token.text)).toEqual(['check', '-', 'in', 'dates']);
    expect(tokens[1]?.start).toBe(tokens[0]?.end);
    expect(tokens[2]?.start).toBe(tokens[1]?.end);
  });

  it.each([
    ['total campaign spend in 2025', 'spend', 'NOUN'],
    ['lead status breakdown', 'lead', 'NOUN'],
    // After 'did' the bare form is the verb; a question may open with a verb that says what to do.
    ['how much did each campaign spend in 2025', 'spend', 'VERB'],
    ['rank customers by revenue', 'rank', 'VERB'],
  ])('%s: "%s" is a %s', (question, word, pos) => {
    expect(tokenize(question).find((token) => token.lower === word)?.pos).toBe(pos);
  });

  it.each([
    ['non-USA customers', ['non', 'USA', 'customers'], 'PROPN'],
    ['non-smokers', ['non', 'smokers'], 'NOUN'],
  ])('%s: a negating prefix is its own word', (question, texts, restPos) => {
    const tokens = tokenize(question);
    expect(tokens.map((token) => token.text)).toEqual(texts);
    expect(tokens[0]?.lemma).toBe('non');
    expect(tokens[1]?.pos).toBe(restPos);
    expect(tokens[1]?.start).toBe(4);
  });

  it.each([
    ['2016-2018', ['2016', '-', '2018'], [2016, undefined, 2018]],
    // An en dash reads like a hyphen.
    ['2016–2018', ['2016', '-', '2018'], [2016, undefined, 2018]],
    ['10-20', ['10', '-', '20'], [10, undefined, 20]],
    ['2017-03-01', ['2017-03-01'], [undefined]],
  ])('%s: a range of numbers is its two ends', (question, texts, numbers) => {
    const tokens = tokenize(question);
    expect(tokens.map((token) => token.text)).toEqual(texts);
    expect(tokens.map((token) => token.number)).toEqual(numbers);
    expect(tokens.map((token) => question.slice(token.start, token.end))).toEqual(texts.map((text) => text.replace('-', question.includes('–') ? '–' : '-')));
  });
});

describe('tokenize: lemmas', () => {
  it('reads a participle after an opening command as the participle it is without the command', () => {
    const token = (question: string, text: string) => tokenize(question).find((found) => found.lower === text);
    expect(token('compare won revenue in 2017 vs 2016', 'won')).toEqual(expect.objectContaining({ pos: 'VERB', lemma: 'win' }));
    expect(token('won revenue in 2017', 'won')).toEqual(expect.objectContaining({ pos: 'VERB', lemma: 'win' }));
    // An adjective that is no participle stays one.
    expect(token('compare active customers', 'active')).toEqual(expect.objectContaining({ pos: 'ADJ', lemma: 'active' }));
  });

  it('reads a bare form after do-support as the verb: "orders that did ship", "that didn\'t ship"', () => {
    const token = (question: string, text: string) => tokenize(question).find((found) => found.lower === text);
    expect(token('how many orders that did ship went out late?', 'ship')?.pos).toBe('VERB');
    expect(token("orders that didn't ship", 'ship')?.pos).toBe('VERB');
    // Not a noun that only follows a form of 'do' at a distance.
    expect(token('how many orders are in the ship?', 'ship')?.pos).not.toBe('VERB');
  });

  it('reads a past form tagged a noun, between what it is said of and its object, as the verb: "which month of 2017 saw the most"', () => {
    const token = (question: string, text: string) => tokenize(question).find((found) => found.lower === text);
    expect(token('which month of 2017 saw the most lost deals?', 'saw')).toEqual(expect.objectContaining({ pos: 'VERB', lemma: 'see' }));
    expect(token('2017 saw more deals than 2016', 'saw')).toEqual(expect.objectContaining({ pos: 'VERB', lemma: 'see' }));
    // A noun before no object stays one.
    expect(token('how many saw blades are in stock?', 'saw')?.pos).not.toBe('VERB');
  });

  it.each([
    ['orders', 'order'],
    ['categories', 'category'],
    ['companies', 'company'],
    ['employees', 'employee'],
    ['sales', 'sale'],
    ['boxes', 'box'],
    ['shipped', 'ship'],
    ['sold', 'sell'],
    ['hired', 'hire'],
    ['won', 'win'],
    ['biggest', 'big'],
  ])('%s → %s', (word, lemma) => {
    const question = ['shipped', 'sold', 'hired', 'won'].includes(word) ? `products they ${word}` : `the ${word}`;
    expect(tokenOf(question, word).lemma).toBe(lemma);
  });

  it.each([
    ['categories', 'category'],
    ['sales', 'sale'],
    ['addresses', 'address'],
    ['countries', 'country'],
    // Mass nouns and words ending like plurals keep their form.
    ['data', 'data'],
    ['media', 'media'],
    ['criteria', 'criteria'],
    ['status', 'status'],
    ['analysis', 'analysis'],
  ])('singularLemma(%s) = %s', (word, lemma) => {
    expect(singularLemma(word)).toBe(lemma);
  });

  it.each([
    ['Won', 'win'],
    ['Shipped', 'ship'],
    ['Closed', 'close'],
    ['sold', 'sell'],
    ['paid', 'pay'],
    ['bought', 'buy'],
  ])('verbLemma(%s) = %s', (word, lemma) => {
    expect(verbLemma(word)).toBe(lemma);
  });

  it('gives each token its text, lower form, part of speech and offsets', () => {
    const tokens = tokenize('  How many   orders?');
    expect(tokens.map((token) => [token.index, token.text, token.lower, token.pos])).toEqual([
      [0, 'How', 'how', 'ADV'],
      [1, 'many', 'many', 'ADJ'],
      [2, 'orders', 'orders', 'NOUN'],
      [3, '?', '?', 'PUNCT'],
    ]);
    // Offsets are in the question with its spaces collapsed.
    expect(tokens.map((token) => [token.start, token.end])).toEqual([[0, 3], [4, 8], [9, 15], [15, 16]]);
  });

  it('reads an empty question as no tokens', () => {
    expect(tokenize('   ')).toEqual([]);
  });
});

describe('tokenize: chat shorthand', () => {
  const words = (question: string) => tokenize(question).map((token) => token.text).join(' ');

  it.each([
    ['customers w/o a fax number', 'customers without a fax number'],
    ['products w/ a list price under 1k', 'products with a list price under 1k'],
    ['how many open opps do we have rn', 'how many open opps do we have right now'],
    ['how many suppliers r in the USA', 'how many suppliers are in the USA'],
    ['revenue jan thru oct', 'revenue jan through oct'],
    ['qty of Chai sold in 97', 'qty of Chai sold in 1997'],
    ['revenue in 97 vs 98', 'revenue in 1997 vs 1998'],
    ["orders since '05", 'orders since 2005'],
    ['won revenue from Sonron incl its subsidiaries', 'won revenue from Sonron including its subsidiaries'],
    ['how many diff accounts did we win', 'how many different accounts did we win'],
    ['wich industry won the most', 'which industry won the most'],
    ['# of past due invoices', '# of overdue invoices'],
    ['open invoices past their due date', 'open invoices overdue'],
    ['invoices paid past their due date', 'invoices paid past their due date'],
    ['revenue by month excl. cancelled orders', 'revenue by month excluding cancelled orders'],
    ["accounts HQ'd outside the US", 'accounts headquartered outside the US'],
    ['items below reorder level? skip discontinued ones', 'items below reorder level ? excluding discontinued ones'],
  ])('%s', (question, written) => expect(words(question)).toBe(written));

  it.each(['what is the diff between Q1 and Q2'])('leaves a difference said short: %s', (question) => {
    expect(words(question)).toContain('diff');
  });

  it.each(['sales in 12 categories', 'price between 10 and 20', 'delivered in 10 to 20 days', 'in 12,500 units', 'grade R students'])('leaves numbers and letters that are not shorthand: %s', (question) => {
    expect(words(question)).toBe(tokenize(question).map((token) => token.text).join(' '));
    expect(words(question).replace(/\s+/g, '')).toBe(question.replace(/\s+/g, ''));
  });
});
