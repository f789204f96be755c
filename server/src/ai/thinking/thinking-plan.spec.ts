import { analyseQuestion, planFor, THINKING_FALLBACK, type Intent } from './thinking-plan';

interface Case {
  question: string;
  intent: Intent;
  /** Fragments that must appear in the plan (case-insensitive). */
  parts: string[];
  /** Fragments that must not appear. */
  absent?: string[];
}

const CASES: Case[] = [
  {
    question: 'How many leads did we convert from LinkedIn last month?',
    intent: 'count',
    parts: ['Intent: count.', 'Measure: number of converted leads.', 'Filter: source is LinkedIn.', 'Time window: last month.', 'compare with the month before'],
  },
  {
    question: 'Top 5 products by revenue in 1997',
    intent: 'rank',
    parts: ['top 5', 'Measure: revenue.', 'the year 1997', 'revenue per product', 'highest to lowest'],
    absent: ['Filter:'],
  },
  {
    question: 'Bottom three sales reps by won deals in Q3 2024',
    intent: 'rank',
    parts: ['bottom 3', 'number of won deals', 'per sales rep', 'lowest to highest', 'Time window: Q3 2024.'],
  },
  {
    question: 'What was our total ad spend on Facebook this quarter?',
    intent: 'sum',
    parts: ['Intent: total (sum).', 'Measure: ad spend.', 'source is Facebook', 'Time window: this quarter.', 'add up ad spend'],
  },
  {
    question: 'What is the average order value by country?',
    intent: 'average',
    parts: ['Intent: average.', 'average order value, grouped by country', 'all available data'],
  },
  {
    question: 'Show the monthly revenue trend for 2023',
    intent: 'trend',
    parts: ['trend over time', 'Measure: revenue.', 'the year 2023', 'per month', 'direction'],
  },
  {
    question: 'How many orders per week in the last 90 days?',
    intent: 'trend',
    parts: ['number of orders', 'last 90 days', 'count orders per week'],
  },
  {
    question: 'Compare sales for Chai and Chang in 1997',
    intent: 'compare',
    parts: ['compare groups', 'Measure: sales.', 'comparing Chai and Chang', 'the year 1997', 'side by side'],
    absent: ['person is', 'name is'],
  },
  {
    question: 'What is our conversion rate by source?',
    intent: 'compare',
    parts: ['conversion rate, grouped by source', 'for each source'],
  },
  {
    question: 'Compare Q1 and Q2 revenue',
    intent: 'compare',
    parts: ['Time window: Q1 compared with Q2.', 'revenue for Q1 and Q2'],
  },
  {
    question: 'Which customers in Germany spent the most?',
    intent: 'rank',
    parts: ['Measure: spend.', 'location is Germany', 'per customer', 'highest to lowest'],
  },
  {
    question: 'List customers in Germany who signed up since January',
    intent: 'list',
    parts: ['list matching records', 'new customers', 'location is Germany', 'Time window: since January.'],
  },
  {
    question: 'Show me orders over $500 shipped to Brazil between January and March 2024',
    intent: 'list',
    parts: ['shipped orders', 'location is Brazil', 'value over $500', 'between January and March 2024'],
  },
  {
    question: 'What percentage of signups came from Google Ads in the last 30 days?',
    intent: 'share',
    parts: ['share as a percentage', 'sign-ups', 'source is Google Ads.', 'last 30 days', 'divide sign-ups that match the filter by all sign-ups'],
    absent: ['source is Google Ads or Google'],
  },
  {
    question: 'What share of revenue comes from each region?',
    intent: 'share',
    parts: ['revenue, grouped by region', "each region's share of revenue"],
  },
  {
    question: 'Why did our conversion rate drop in March?',
    intent: 'why',
    parts: ['explain why', 'Measure: conversion rate.', 'Time window: March.', 'break the change down', 'biggest contributors'],
  },
  {
    question: 'How many deals did Sarah close this quarter?',
    intent: 'count',
    parts: ['number of closed deals', 'sales rep is Sarah', 'this quarter'],
  },
  {
    question: 'Which 3 campaigns had the highest click-through rate last week?',
    intent: 'rank',
    parts: ['top 3', 'click-through rate', 'per campaign', 'Time window: last week.'],
  },
];

describe('planFor', () => {
  it('covers every intent in the table', () => {
    const intents = new Set(CASES.map((item) => item.intent));
    expect([...intents].sort()).toEqual(['average', 'compare', 'count', 'list', 'rank', 'share', 'sum', 'trend', 'why']);
  });

  describe.each(CASES)('$question', ({ question, intent, parts, absent }) => {
    const plan = planFor(question);

    it(`recognises the intent as ${intent}`, () => {
      expect(analyseQuestion(question).intent).toBe(intent);
    });

    it('names the recognised parts', () => {
      for (const part of parts) expect({ part, found: plan.toLowerCase().includes(part.toLowerCase()), plan }).toEqual({ part, found: true, plan });
      for (const part of absent ?? []) expect(plan).not.toContain(part);
    });

    it('has 2 to 5 lines, none starting with whitespace, dots, dashes or bullets', () => {
      const lines = plan.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(5);
      for (const line of lines) {
        expect(line).not.toMatch(/^[\s.\-–—•*·>]/u);
        expect(line).not.toMatch(/^\d+[.)]\s/u);
        expect(line.trim()).toBe(line);
        expect(line).toMatch(/[.!?]$/u);
      }
    });
  });

  it('is deterministic', () => {
    for (const { question } of CASES) expect(planFor(question)).toBe(planFor(question));
  });

  it('gives different plans for different questions', () => {
    const plans = new Set(CASES.map(({ question }) => planFor(question)));
    expect(plans.size).toBe(CASES.length);
  });

  it('returns the fallback for empty or blank input', () => {
    expect(THINKING_FALLBACK).toBe('The assistant is evaluating...');
    expect(planFor('')).toBe(THINKING_FALLBACK);
    expect(planFor('   \n\t ')).toBe(THINKING_FALLBACK);
  });

  it('keeps user text with leading markers or markdown from starting a line', () => {
    for (const question of ['- how many leads?', '...top 3 *products* by revenue', '• revenue\n- by country\n* last year', '> # why did sales drop?']) {
      const plan = planFor(question);
      expect(plan).not.toBe(THINKING_FALLBACK);
      for (const line of plan.split('\n')) expect(line).toMatch(/^(?:Intent|Measure|Filter|Time window|Approach): /u);
    }
  });

  it('still plans an unfamiliar question from its nouns', () => {
    expect(planFor('How many widgets did we sell?')).toContain('Measure: number of widgets.');
  });
});
