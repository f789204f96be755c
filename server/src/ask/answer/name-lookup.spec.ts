import { catalog, column, join, key, table } from '../../../test/ask-catalogs';
import { planQuestion } from '../pipeline/plan-question';
import { namesToLookUp } from './name-lookup';

/** Films and showtimes, with far too many titles and customers to keep their names. */
const cinema = catalog(
  [
    table('flm', 5000, [key('flm_id', 5000), column('ttl_txt', 'text', { distinctCount: 4990, samples: ['Heat', 'Alien'] }), column('rel_yr', 'integer', { distinctCount: 40, min: 1980, max: 2026 })]),
    table('cust', 9000, [key('cust_no', 9000), column('cust_nm', 'text', { distinctCount: 8900, samples: ['Acme'] })]),
    table('shw', 90000, [key('shw_id', 90000), column('flm_id', 'integer', { distinctCount: 4000 }), column('cust_no', 'integer', { distinctCount: 8000 }), column('shw_dt', 'date', { distinctCount: 900, min: '2024-01-01', max: '2026-11-20' })]),
  ],
  [join('shw.flm_id', 'flm.flm_id'), join('shw.cust_no', 'cust.cust_no')],
);

function names(question: string): string[] {
  return namesToLookUp(question, planQuestion(question, cinema, { today: '2026-11-25' }).words);
}

describe('namesToLookUp', () => {
  it('takes a run of capitalised words holding a word nothing bound, without the words around it', () => {
    expect(names('how many showtimes did Reel Harmony have in 2025?')).toEqual(['Reel Harmony']);
    expect(names('For Silverline Chemicals in 2025, how many showtimes?')).toEqual(['Silverline Chemicals']);
  });

  it('keeps the small words and signs inside a name, and a title\'s "The"', () => {
    expect(names('how many showtimes did Harbor Tool & Die book in 2025?')).toEqual(['Harbor Tool & Die']);
    expect(names('how many showtimes of The Distant Summer in 2025?')).toEqual(['The Distant Summer', 'Distant Summer']);
    expect(names("how many showtimes of Tuna Helper's in 2025?")).toEqual(['Tuna Helper']);
  });

  it('reads each quoted name apart, whatever its case', () => {
    expect(names("how many showtimes of 'Dune' and 'dune: part two'?")).toEqual(['Dune', 'dune: part two']);
  });

  it('looks up nothing when every word was understood, or when the words not understood are not names', () => {
    expect(names('how many showtimes in 2025?')).toEqual([]);
    expect(names('how many showtimes had a waitlist in 2025?')).toEqual([]);
    expect(names('Who watched the most showtimes?')).not.toContain('Who');
  });

  it('reads a question typed without apostrophes as the same question', () => {
    expect(names('whats the number of showtimes of Reel Harmony')).toEqual(['Reel Harmony']);
  });
});
