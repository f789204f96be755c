import type { Filter, QueryPlan } from '../plan/plan';
import { contradiction } from './contradiction';

const product = { table: 'deals', column: 'product' };
const stage = { table: 'deals', column: 'stage' };
const gtk = (negated: boolean, label: string): Filter => ({ kind: 'exists', table: 'deals', negated, label, filters: [{ kind: 'values', column: product, values: ['GTK 500'], label: 'product is GTK 500' }] });

function plan(filters: Filter[]): QueryPlan {
  return { baseTable: 'accounts', measures: [{ aggregate: 'count', table: 'accounts', label: 'number of accounts' }], dimensions: [], listColumns: [], filters, having: [] };
}

describe('contradiction', () => {
  it('asks back when the rows must both have and lack the same related rows', () => {
    const asked = contradiction(plan([gtk(true, 'none whose product is GTK 500'), gtk(false, 'some whose product is GTK 500')]));
    expect(asked?.question).toMatch(/contradict each other/);
    expect(asked?.options).toEqual(['none whose product is GTK 500', 'some whose product is GTK 500']);
  });

  it('asks back when a value is both required and excluded, at any depth', () => {
    const inner: Filter = { kind: 'exists', table: 'deals', negated: false, label: 'some deals', filters: [
      { kind: 'values', column: stage, values: ['Won', 'Lost'], label: 'stage is Won or Lost' },
      { kind: 'values', column: stage, values: ['Lost', 'Won'], negated: true, label: 'stage is not Won or Lost' },
    ] };
    expect(contradiction(plan([inner]))).toBeDefined();
  });

  it('leaves conditions that differ in what they ask alone', () => {
    const won: Filter = { kind: 'exists', table: 'deals', negated: true, label: 'no won deal', filters: [{ kind: 'values', column: stage, values: ['Won'], label: 'stage is Won' }] };
    expect(contradiction(plan([gtk(false, 'some GTK 500 deal'), won]))).toBeUndefined();
    // The same condition said twice agrees with itself.
    expect(contradiction(plan([gtk(true, 'none whose product is GTK 500'), gtk(true, 'no GTK 500 deal')]))).toBeUndefined();
    expect(contradiction(plan([{ kind: 'values', column: stage, values: ['Won'], label: 'stage is Won' }, { kind: 'values', column: stage, values: ['Lost'], negated: true, label: 'stage is not Lost' }]))).toBeUndefined();
  });
});
