import { tokenize } from '../tokens/tokenize';
import { findOperators, monthOf, readTime, type Operator, type TimeExpression } from './operators';

/** Each operator of a question with the words it spans. */
function operators(question: string): [string, Operator][] {
  const tokens = tokenize(question);
  return findOperators(tokens).map((span) => [tokens.slice(span.start, span.end).map((token) => token.text).join(' '), span.operator]);
}

/** The one operator of a question (the test fails if there are others). */
function only(question: string): [string, Operator] | undefined {
  const found = operators(question);
  expect(found).toHaveLength(1);
  return found[0];
}

describe('operators: aggregates', () => {
  it.each<[string, string, Operator]>([
    ['how many orders', 'how many', { op: 'aggregate', aggregate: 'count' }],
    ['number of orders', 'number of', { op: 'aggregate', aggregate: 'count' }],
    ['count orders', 'count', { op: 'aggregate', aggregate: 'count' }],
    ['the headcount', 'headcount', { op: 'aggregate', aggregate: 'count' }],
    ['how much revenue', 'how much', { op: 'how_much' }],
    ['total freight', 'total', { op: 'aggregate', aggregate: 'sum' }],
    ['sum of freight', 'sum of', { op: 'aggregate', aggregate: 'sum' }],
    ['average price', 'average', { op: 'aggregate', aggregate: 'avg' }],
    ['avg price', 'avg', { op: 'aggregate', aggregate: 'avg' }],
    ['mean price', 'mean', { op: 'aggregate', aggregate: 'avg' }],
    ['median salary', 'median', { op: 'aggregate', aggregate: 'median' }],
    ['90th percentile of price', '90th percentile of', { op: 'aggregate', aggregate: 'percentile', percentile: 0.9 }],
    ['p95 latency', 'p95', { op: 'aggregate', aggregate: 'percentile', percentile: 0.95 }],
  ])('%s: "%s" → %j', (question, words, operator) => {
    expect(only(question)).toEqual([words, operator]);
  });

  it('reads "count distinct" as a count and a distinct', () => {
    expect(operators('count distinct customers')).toEqual([
      ['count', { op: 'aggregate', aggregate: 'count' }],
      ['distinct', { op: 'distinct' }],
    ]);
  });

  it('reads "P1" and "P2" as the codes they are, not as the first or second percentile', () => {
    expect(operators('how many P2 tickets')).not.toContainEqual(['P2', expect.objectContaining({ op: 'aggregate' })]);
    expect(operators('p50 resolution time')).toContainEqual(['p50', { op: 'aggregate', aggregate: 'percentile', percentile: 0.5 }]);
  });

  it('does not read "distinct" as an operator at the start of a question', () => {
    expect(operators('distinct customers')).toEqual([]);
  });
});

describe('operators: superlatives and counts', () => {
  it.each<[string, string, Operator]>([
    ['top five products', 'top five', { op: 'superlative', direction: 'desc', word: 'top', count: 5 }],
    ['top 10 products', 'top 10', { op: 'superlative', direction: 'desc', word: 'top', count: 10 }],
    ['bottom 3 regions', 'bottom 3', { op: 'superlative', direction: 'asc', word: 'bottom', count: 3 }],
    ['the three biggest deals', 'three biggest', { op: 'superlative', direction: 'desc', word: 'biggest', count: 3 }],
    ['the 3 cheapest products', '3 cheapest', { op: 'superlative', direction: 'asc', word: 'cheapest', count: 3 }],
    ['top 5 most expensive products', 'top 5 most expensive', { op: 'superlative', direction: 'desc', word: 'most expensive', count: 5 }],
    ['the second highest price', 'second highest', { op: 'superlative', direction: 'desc', word: 'highest', ordinal: 2 }],
    ['the most expensive product', 'most expensive', { op: 'superlative', direction: 'desc', word: 'most expensive' }],
    ['the least popular product', 'least popular', { op: 'superlative', direction: 'asc', word: 'least popular' }],
    ['the cheapest product', 'cheapest', { op: 'superlative', direction: 'asc', word: 'cheapest' }],
    ['the youngest employee', 'youngest', { op: 'superlative', direction: 'desc', word: 'youngest' }],
    ['the best-selling product', 'best - selling', { op: 'superlative', direction: 'desc', word: 'best sell' }],
    ['the most recent orders', 'most recent', { op: 'superlative', direction: 'desc', word: 'most recent' }],
  ])('%s: "%s" → %j', (question, words, operator) => {
    expect(only(question)).toEqual([words, operator]);
  });

  it.each<[string, [string, Operator][]]>([
    ['which 3 products', [['which', { op: 'list' }], ['3', { op: 'count', count: 3 }]]],
    ['the 5 accounts', [['the 5', { op: 'count', count: 5 }]]],
  ])('%s: an explicit number of rows', (question, expected) => {
    expect(operators(question)).toEqual(expected);
  });

  it('does not read a year as a number of rows', () => {
    expect(operators('top 2017 products')).toEqual([
      ['top', { op: 'superlative', direction: 'desc', word: 'top' }],
      ['2017', { op: 'time', time: { kind: 'year', year: 2017 } }],
    ]);
  });
});

describe('operators: comparisons and negations', () => {
  it.each<[string, string, Operator]>([
    ['orders over 150,000', 'over 150,000', { op: 'compare', operator: '>', value: 150_000 }],
    ['deals above $1.2M', 'above $1.2M', { op: 'compare', operator: '>', value: 1_200_000 }],
    ['more than five orders', 'more than five', { op: 'compare', operator: '>', value: 5 }],
    ['at least 10 orders', 'at least 10', { op: 'compare', operator: '>=', value: 10 }],
    ['20 or more orders', '20 or more', { op: 'compare', operator: '>=', value: 20 }],
    ['5 or fewer orders', '5 or fewer', { op: 'compare', operator: '<=', value: 5 }],
    ['price under $50', 'under $50', { op: 'compare', operator: '<', value: 50 }],
    ['less than 15%', 'less than 15%', { op: 'compare', operator: '<', value: 15, percent: true }],
    ['no more than 3 items', 'no more than 3', { op: 'compare', operator: '<=', value: 3 }],
    ['exactly 2 orders', 'exactly 2', { op: 'compare', operator: '=', value: 2 }],
    ['between 10 and 20', 'between 10 and 20', { op: 'compare', operator: '>=', value: 10, upper: 20 }],
    // No number: a comparison with another column.
    ['stock below the reorder level', 'below', { op: 'compare', operator: '<' }],
    ['more than the reorder level', 'more than', { op: 'compare', operator: '>' }],
    ['shipped after the required date', 'after', { op: 'compare', operator: '>', date: true }],
  ])('%s: "%s" → %j', (question, words, operator) => {
    expect(only(question)).toEqual([words, operator]);
  });

  it.each<[string, string, Operator]>([
    ['not in Germany', 'not', { op: 'negate' }],
    ["don't ship", "n't", { op: 'negate' }],
    ['other than Germany', 'other than', { op: 'negate' }],
    ['excluding Germany', 'excluding', { op: 'negate' }],
    ['except Germany', 'except', { op: 'negate' }],
    ['outside Germany', 'outside', { op: 'negate' }],
    ['non-USA customers', 'non', { op: 'negate' }],
    ['customers without orders', 'without', { op: 'without' }],
    ['customers with no orders', 'with no', { op: 'without' }],
    ['products never ordered', 'never', { op: 'without' }],
    ['products out of stock', 'out of', { op: 'zero' }],
  ])('%s: "%s" → %j', (question, words, operator) => {
    expect(operators(question)).toContainEqual([words, operator]);
  });

  it.each(['how many offers were declined', 'orders that got dropped last month'])('%s: a passive participle is a state, never a change', (question) => {
    expect(operators(question).map(([, operator]) => operator.op)).not.toContain('growth');
  });

  it('"revenue declined" is still a change', () => {
    expect(operators('months where revenue declined').map(([, operator]) => operator.op)).toContain('growth');
  });

  it('reads "out of" before a number as no operator of its own', () => {
    expect(operators('3 out of 5').map(([, operator]) => operator.op)).not.toContain('zero');
  });
});

describe('operators: grains, order, shape', () => {
  it.each<[string, string, Operator]>([
    ['monthly revenue', 'monthly', { op: 'grain', grain: 'month' }],
    ['revenue by month', 'by month', { op: 'grain', grain: 'month' }],
    ['revenue per quarter', 'per quarter', { op: 'grain', grain: 'quarter' }],
    ['revenue each year', 'each year', { op: 'grain', grain: 'year' }],
    ['revenue for each week', 'for each week', { op: 'grain', grain: 'week' }],
    ['daily orders', 'daily', { op: 'grain', grain: 'day' }],
    ['revenue over time', 'over time', { op: 'grain', grain: 'auto' }],
    ['the revenue trend', 'trend', { op: 'grain', grain: 'auto' }],
    ['revenue, most first', 'most first', { op: 'order', direction: 'desc' }],
    ['revenue, lowest first', 'lowest first', { op: 'order', direction: 'asc' }],
    ['from highest to lowest', 'from highest to lowest', { op: 'order', direction: 'desc' }],
    ['win rate by manager, sorted best to worst', 'best to worst', { op: 'order', direction: 'desc', judged: true }],
    ['in descending order', 'in descending order', { op: 'order', direction: 'desc' }],
    ['in ascending order', 'in ascending order', { op: 'order', direction: 'asc' }],
    ['alphabetically', 'alphabetically', { op: 'order', direction: 'asc', alphabetical: true }],
    ['sorted by revenue', 'sorted by', { op: 'order', direction: 'desc' }],
    ['running total of revenue', 'running total', { op: 'running' }],
    ['cumulative revenue', 'cumulative', { op: 'running' }],
    ['revenue growth', 'growth', { op: 'growth' }],
    ['as a pie chart', 'pie chart', { op: 'chart', chart: 'pie' }],
    ['the win rate', 'rate', { op: 'rate', word: 'rate' }],
    ['share of orders', 'share of', { op: 'rate', word: 'share' }],
  ])('%s: "%s" → %j', (question, words, operator) => {
    expect(operators(question)).toContainEqual([words, operator]);
  });

  it.each<[string, [string, Operator][]]>([
    ['revenue by region', [['by', { op: 'group', word: 'by' }]]],
    ['orders per customer', [['per', { op: 'group', word: 'per' }]]],
    ['revenue broken down by region', [['broken down by', { op: 'group', word: 'by' }]]],
    ['top product in each category', [['top', { op: 'superlative', direction: 'desc', word: 'top' }], ['in each', { op: 'each' }]]],
    ['revenue across all accounts', [['across all', { op: 'filler' }]]],
    ['deals won and lost combined', [['and', { op: 'and' }], ['combined', { op: 'filler' }]]],
    ['combined revenue', [['combined', { op: 'aggregate', aggregate: 'sum' }]]],
    ['revenue this year vs last year', [['this year', { op: 'time', time: { kind: 'relative', unit: 'year', count: 0, mode: 'this' } }], ['vs', { op: 'versus' }], ['last year', { op: 'time', time: { kind: 'relative', unit: 'year', count: 1, mode: 'last' } }]]],
    ['yoy revenue', [['yoy', { op: 'growth' }], ['', { op: 'grain', grain: 'year' }]]],
  ])('%s → %j', (question, expected) => {
    expect(operators(question)).toEqual(expected);
  });

  // The grain rule for 'month by month' ('year over year') runs first and takes the three words as a grain alone, so
  // the period-over-period rule written for 'year over year' (growth plus a grain) is never reached.
  it('reads "year over year" as growth by year', () => {
    expect(operators('revenue year over year')).toEqual([
      ['year over year', { op: 'growth' }],
      ['', { op: 'grain', grain: 'year' }],
    ]);
  });

  it('leaves the words of names to the linker', () => {
    expect(operators('customer names and cities').map(([words]) => words)).toEqual(['and']);
  });
});

describe('operators: classes found on the twelfth round of blind sets', () => {
  it('"than they did in Q3" compares two periods like "than in Q3"', () => {
    const spans = findOperators(tokenize('Which agents won more deals in Q4 2017 than they did in Q3 2017?'));
    expect(spans.map((span) => span.operator)).toContainEqual({ op: 'difference', word: 'more', keep: true });
  });

  it.each(['avg order value by channel, leaving out cancelled orders', 'median invoice amount this year. Ignore voided invoices', 'avg deal size if you leave out the GTK 500'])('"leave out" and "ignore" exclude: %s', (question) => {
    expect(findOperators(tokenize(question)).map((span) => span.operator)).toContainEqual({ op: 'negate' });
  });

  it('"% share of" is one share', () => {
    const spans = findOperators(tokenize("each office's % share of won revenue"));
    expect(spans.filter((span) => span.operator.op === 'rate')).toEqual([expect.objectContaining({ operator: { op: 'rate', word: 'share' } })]);
  });
});

describe('operators: time expressions', () => {
  it.each<[string, string, TimeExpression]>([
    ['orders in 2017', '2017', { kind: 'year', year: 2017 }],
    ['between 2016 and 2018', 'between 2016 and 2018', { kind: 'years', from: 2016, to: 2018 }],
    ['from 2018 to 2016', 'from 2018 to 2016', { kind: 'years', from: 2016, to: 2018 }],
    ['orders 2016-2018', '2016 - 2018', { kind: 'years', from: 2016, to: 2018 }],
    ['orders 2016 to 2018', '2016 to 2018', { kind: 'years', from: 2016, to: 2018 }],
    ['since 2020', 'since 2020', { kind: 'years', from: 2020 }],
    ['after 2019', 'after 2019', { kind: 'years', from: 2020 }],
    ['before 2019', 'before 2019', { kind: 'years', to: 2018 }],
    ['until 2020', 'until 2020', { kind: 'years', to: 2020 }],
    ['revenue through 1998', 'through 1998', { kind: 'year', year: 1998 }],
    ['sales thru 1997', 'through 1997', { kind: 'year', year: 1997 }],
    ['throughout 2024', 'throughout 2024', { kind: 'year', year: 2024 }],
    ['prior to 2019', 'prior to 2019', { kind: 'years', to: 2018 }],
    ['in Q3', 'Q3', { kind: 'quarter', quarter: 3 }],
    ['Q3 2017', 'Q3 2017', { kind: 'quarter', quarter: 3, year: 2017 }],
    ['Q3 of 2017', 'Q3 of 2017', { kind: 'quarter', quarter: 3, year: 2017 }],
    ['Q3 last year', 'Q3 last year', { kind: 'quarter', quarter: 3, yearsAgo: 1 }],
    ['the second quarter of this year', 'second quarter of this year', { kind: 'quarter', quarter: 2, yearsAgo: 0 }],
    ['March last year', 'March last year', { kind: 'month', month: 3, yearsAgo: 1 }],
    ['the third quarter of 2017', 'third quarter of 2017', { kind: 'quarter', quarter: 3, year: 2017 }],
    ['won revenue in H2 2017', 'H2 2017', { kind: 'months', from: 7, to: 12, year: 2017 }],
    ['the second half of 2017', 'second half of 2017', { kind: 'months', from: 7, to: 12, year: 2017 }],
    ['orders in the first half', 'first half', { kind: 'months', from: 1, to: 6 }],
    ['in March', 'March', { kind: 'month', month: 3 }],
    ['March 2017', 'March 2017', { kind: 'month', month: 3, year: 2017 }],
    ['in Sept 2017', 'Sept 2017', { kind: 'month', month: 9, year: 2017 }],
    ['from March to June 2017', 'from March to June 2017', { kind: 'months', from: 3, to: 6, year: 2017 }],
    ['in May', 'May', { kind: 'month', month: 5 }],
    ['in the 1990s', '1990s', { kind: 'years', from: 1990, to: 1999 }],
    ["in the 90's", "90's", { kind: 'years', from: 1990, to: 1999 }],
    ["in the '60s", '60s', { kind: 'years', from: 1960, to: 1969 }],
    ['in the 2020s', '2020s', { kind: 'years', from: 2020, to: 2029 }],
    ['last month', 'last month', { kind: 'relative', unit: 'month', count: 1, mode: 'last' }],
    ['previous quarter', 'previous quarter', { kind: 'relative', unit: 'quarter', count: 1, mode: 'last' }],
    ['last week', 'last week', { kind: 'relative', unit: 'week', count: 1, mode: 'last' }],
    ['the last 3 months', 'last 3 months', { kind: 'relative', unit: 'month', count: 3, mode: 'rolling' }],
    ['the past 30 days', 'past 30 days', { kind: 'relative', unit: 'day', count: 30, mode: 'rolling' }],
    ['the past month', 'past month', { kind: 'relative', unit: 'month', count: 1, mode: 'rolling' }],
    ['the next 30 days', 'next 30 days', { kind: 'relative', unit: 'day', count: 30, mode: 'ahead' }],
    ['next month', 'next month', { kind: 'relative', unit: 'month', count: 1, mode: 'next' }],
    ['the coming week', 'coming week', { kind: 'relative', unit: 'week', count: 1, mode: 'ahead' }],
    ['this year', 'this year', { kind: 'relative', unit: 'year', count: 0, mode: 'this' }],
    ['the current quarter', 'current quarter', { kind: 'relative', unit: 'quarter', count: 0, mode: 'this' }],
    ['revenue year to date', 'year to date', { kind: 'relative', unit: 'year', count: 1, mode: 'to_date' }],
    ['revenue YTD', 'YTD', { kind: 'relative', unit: 'year', count: 1, mode: 'to_date' }],
    ['revenue MTD', 'MTD', { kind: 'relative', unit: 'month', count: 1, mode: 'to_date' }],
    ['revenue QTD', 'QTD', { kind: 'relative', unit: 'quarter', count: 1, mode: 'to_date' }],
    ['orders today', 'today', { kind: 'relative', unit: 'day', count: 0, mode: 'this' }],
    ['orders yesterday', 'yesterday', { kind: 'relative', unit: 'day', count: 1, mode: 'last' }],
    ['orders on 2017-03-01', '2017-03-01', { kind: 'date', from: '2017-03-01', to: '2017-03-02' }],
    ['orders since 2017-03-01', 'since 2017-03-01', { kind: 'date', from: '2017-03-01' }],
    ['orders after 2017-03-01', 'after 2017-03-01', { kind: 'date', from: '2017-03-02' }],
    ['orders before 2017-03-01', 'before 2017-03-01', { kind: 'date', to: '2017-03-01' }],
    ['orders until 2017-03-01', 'until 2017-03-01', { kind: 'date', to: '2017-03-02' }],
    ['tickets opened since July 1', 'since July 1', { kind: 'since', from: { kind: 'month', month: 7, day: 1 } }],
    ['orders before June 1', 'before June 1', { kind: 'since', from: { kind: 'month', month: 6, day: 1 }, before: true }],
    ['orders on Sept 3rd, 2025', 'Sept 3rd , 2025', { kind: 'month', month: 9, day: 3, year: 2025 }],
    ['tickets opened last qtr', 'last qtr', { kind: 'relative', unit: 'quarter', count: 1, mode: 'last' }],
    ['hires this yr', 'this yr', { kind: 'relative', unit: 'year', count: 0, mode: 'this' }],
    ['revenue in 1998 Q1', '1998 Q1', { kind: 'quarter', quarter: 1, year: 1998 }],
    ['orders since the start of 2024', 'since the start of 2024', { kind: 'years', from: 2024 }],
    ['agents hired since the beginning of 2023', 'since the beginning of 2023', { kind: 'years', from: 2023 }],
    ['orders before the start of 2024', 'before the start of 2024', { kind: 'years', to: 2023 }],
    ['orders before the end of 2024', 'before the end of 2024', { kind: 'years', to: 2024 }],
    ['orders until the end of 2024', 'until the end of 2024', { kind: 'years', to: 2024 }],
  ])('%s: "%s" → %j', (question, words, time) => {
    expect(only(question)).toEqual([words, { op: 'time', time }]);
  });

  it.each([['may I see the orders'], ['the most recent orders'], ['orders in 1899'], ['orders in the coming weeks']])('%s holds no time', (question) => {
    expect(operators(question).filter(([, operator]) => operator.op === 'time')).toEqual([]);
  });

  it.each<[string, string, TimeExpression]>([
    ['cancellations since 1 Jan', 'since 1 Jan', { kind: 'since', from: { kind: 'month', month: 1, day: 1 } }],
    ['cancellations since 1st of March 2026', 'since 1st of March 2026', { kind: 'since', from: { kind: 'month', month: 3, day: 1, year: 2026 } }],
    ['orders before 15 June', 'before 15 June', { kind: 'since', from: { kind: 'month', month: 6, day: 15 }, before: true }],
    ['bookings on 2 may', '2 may', { kind: 'month', month: 5, day: 2 }],
  ])('a day said before its month: %s: "%s" → %j', (question, words, time) => {
    expect(only(question)).toEqual([words, { op: 'time', time }]);
  });

  it.each([['top 5 March orders'], ['these 2 may need a refund']])('%s holds no day', (question) => {
    expect(operators(question).filter(([, operator]) => operator.op === 'time' && operator.time.kind === 'month' && operator.time.day !== undefined)).toEqual([]);
  });

  it('reads a time at a position, with the words it spans', () => {
    const tokens = tokenize('revenue in Q3 2017 by region');
    expect(readTime(tokens, 2)).toEqual({ start: 2, end: 4, time: { kind: 'quarter', quarter: 3, year: 2017 } });
    expect(readTime(tokens, 0)).toBeUndefined();
  });

  it.each([
    ['january', 1],
    ['jan', 1],
    ['sept', 9],
    ['sep.', 9],
    ['december', 12],
    ['monday', undefined],
    [undefined, undefined],
  ])('monthOf(%s) = %s', (word, month) => {
    expect(monthOf(word)).toBe(month);
  });
});
