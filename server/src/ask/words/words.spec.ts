import { correctSpelling } from './spelling';
import { ABBREVIATIONS, expansionsOf } from './abbreviations';
import { dictionary } from './dictionary';
import { businessSynonyms } from './thesaurus';
import { derivedForms, isDictionaryWord, wordnetSynonyms } from './wordnet';

describe('abbreviations', () => {
  it.each([
    ['cust', ['cust', 'customer']],
    ['CUST', ['cust', 'customer']],
    ['dt', ['dt', 'date']],
    ['no', ['no', 'number']],
    ['qty', ['qty', 'quantity']],
    ['emp', ['emp', 'employee']],
    ['sal', ['sal', 'salary']],
    ['nm', ['nm', 'name']],
    ['dob', ['dob', 'date of birth']],
    // Ambiguous: every expansion, in order.
    ['inv', ['inv', 'invoice', 'inventory']],
    ['rev', ['rev', 'revenue', 'review', 'revision']],
    // An abbreviation that is its own word is not repeated.
    ['id', ['id']],
    ['sku', ['sku']],
    // Words that are not abbreviations are only themselves.
    ['customer', ['customer']],
    ['xyz', ['xyz']],
  ])('expansionsOf(%s) = %j', (word, expected) => {
    expect(expansionsOf(word)).toEqual(expected);
  });

  it.each([['constructor'], ['toString'], ['tostring'], ['__proto__'], ['hasOwnProperty'], ['valueOf']])(
    '%s finds nothing (the list has no prototype)',
    (word) => {
      expect(ABBREVIATIONS[word]).toBeUndefined();
      expect(ABBREVIATIONS[word.toLowerCase()]).toBeUndefined();
      expect(expansionsOf(word)).toEqual([word.toLowerCase()]);
    },
  );

  it('is frozen', () => {
    expect(Object.isFrozen(ABBREVIATIONS)).toBe(true);
  });
});

describe('dictionary', () => {
  it.each([['constructor'], ['toString'], ['__proto__'], ['hasOwnProperty']])('a word list without a prototype: %s is absent', (word) => {
    const list = dictionary({ total: 'sum' });
    expect(list[word]).toBeUndefined();
    expect(word in list).toBe(false);
    expect(list.total).toBe('sum');
  });
});

describe('thesaurus', () => {
  it.each([
    ['client', 'customer'],
    ['customer', 'client'],
    ['vendor', 'supplier'],
    ['pay', 'salary'],
    ['salary', 'wage'],
    ['turnover', 'revenue'],
    ['staff', 'employee'],
    ['bill', 'invoice'],
    ['booking', 'reservation'],
  ])('%s is interchangeable with %s', (word, synonym) => {
    expect([...businessSynonyms(word)]).toContain(synonym);
  });

  it('never lists a word as its own synonym', () => {
    expect([...businessSynonyms('customer')]).not.toContain('customer');
  });

  it('joins the groups a word belongs to: a client is a customer or a patient', () => {
    const synonyms = [...businessSynonyms('client')];
    expect(synonyms).toEqual(expect.arrayContaining(['customer', 'buyer', 'patient']));
  });

  it.each([['constructor'], ['toString'], ['__proto__'], ['jazz'], ['']])('%s has no synonyms', (word) => {
    expect(businessSynonyms(word).size).toBe(0);
  });
});

describe('wordnet', () => {
  it.each([
    ['client', 'noun', 'customer'],
    ['salary', 'noun', 'wage'],
    ['earnings', 'noun', 'net income'],
    ['car', 'noun', 'automobile'],
    ['buy', 'verb', 'purchase'],
    ['hire', 'verb', 'employ'],
    ['ship', 'verb', 'send'],
  ] as const)('wordnetSynonyms(%s, %s) includes %s', (word, pos, synonym) => {
    expect(wordnetSynonyms(word, pos)).toContain(synonym);
  });

  it.each([
    // Only the most common senses: 'client' is a customer, not a computer program.
    ['client', 'noun', ['customer']],
    ['employee', 'noun', []],
    ['qzxv', 'noun', []],
    ['toString', 'noun', []],
    // The index files open with license lines whose key is empty.
    ['', 'noun', []],
  ] as const)('wordnetSynonyms(%s, %s) = %j', (word, pos, synonyms) => {
    expect(wordnetSynonyms(word, pos)).toEqual(synonyms);
  });

  it('never lists the word itself, and writes multi-word entries with spaces', () => {
    const synonyms = wordnetSynonyms('net income');
    expect(synonyms).not.toContain('net income');
    expect(synonyms).toContain('net profit');
    expect(synonyms.every((synonym) => !synonym.includes('_'))).toBe(true);
  });

  it.each([
    ['payment', 'noun', 'verb', 'pay'],
    ['denial', 'noun', 'verb', 'deny'],
    ['submission', 'noun', 'verb', 'submit'],
    ['cancellation', 'noun', 'verb', 'cancel'],
    ['pay', 'verb', 'noun', 'payment'],
    ['ship', 'verb', 'noun', 'shipment'],
  ] as const)('derivedForms(%s, %s → %s) includes %s', (word, from, to, form) => {
    expect(derivedForms(word, from, to)).toContain(form);
  });

  it.each([
    ['qzxv', 'noun', 'verb'],
    ['constructor', 'verb', 'noun'],
  ] as const)('derivedForms(%s, %s → %s) is empty', (word, from, to) => {
    expect(derivedForms(word, from, to)).toEqual([]);
  });

  it('gives the same derived forms from its cache', () => {
    expect(derivedForms('payment', 'noun', 'verb')).toEqual(derivedForms('payment', 'noun', 'verb'));
  });

  it.each([
    ['customer', true],
    ['jazz', true],
    ['running', true],
    ['a', true],
    ['net income', true],
    // Inflected forms are words too: the index holds base forms only.
    ['customers', true],
    ['Customers', true],
    ['companies', true],
    ['women', true],
    ['shipped', true],
    ['biggest', true],
    // Typos and abbreviations are not.
    ['custmers', false],
    ['employes', false],
    ['prodcts', false],
    ['revnue', false],
    ['GTXPro', false],
    ['qty', false],
    ['emps', false],
    ['toString', false],
    ['', false],
  ])('isDictionaryWord(%s) = %s', (word, expected) => {
    expect(isDictionaryWord(word)).toBe(expected);
  });
});

describe('spelling', () => {
  const none = () => false;

  it.each([
    ['total payments recieved in october', 'total payments received in october'],
    ['avrage freight per order', 'average freight per order'],
    ['list the discontinud products', 'list the discontinued products'],
    ['lost oppurtunities in 2017', 'lost opportunities in 2017'],
    ['custmers with no orders', 'customers with no orders'],
    ['won revenue per regional ofice', 'won revenue per regional office'],
  ])('a word one slip from a real one is read as it: %s', (question, corrected) => {
    expect(correctSpelling(question, none).text).toBe(corrected);
  });

  it.each([
    ['names inside a sentence', 'deals won by Darcel Schlecht'],
    ['a name starting the question, whose first letter is never the slip', 'Darcel won how many deals'],
    ['codes in capitals', 'orders with status CXLD'],
    ['words the catalog knows', 'total frobnitz by plant'],
    ['two words as near as each other', 'bokes sold last year'],
    ['contractions typed without their apostrophe', 'customers that havent ordered'],
    ['shortenings people write', 'which accts have more than 10 opps'],
  ])('never changes %s', (_case, question) => {
    expect(correctSpelling(question, (word) => word === 'frobnitz').corrections).toEqual([]);
  });

  it('prefers the word the catalog knows among words as near: the catalog\'s own name wins', () => {
    expect(correctSpelling('total invoise amount', (word) => word === 'invoice').text).toBe('total invoice amount');
  });

  it('reads each catalog\'s words afresh: a correction made for one source is never carried into another', () => {
    // 'frobnits' is a slip of 'frobnitz' where that is a catalog's word; elsewhere no word is near enough.
    expect(correctSpelling('frobnits sales', (word) => word === 'frobnitz').text).toBe('frobnitz sales');
    expect(correctSpelling('frobnits sales', (word) => word === 'widget').corrections).toEqual([]);
  });
});
