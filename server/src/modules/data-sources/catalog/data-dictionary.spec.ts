import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogColumn, CatalogTable } from './catalog';
import { applyDescriptions, isDataDictionaryHeader, readDataDictionary } from './data-dictionary';

const CRM_DICTIONARY = '/work/shared/datasets/crm-sales/data_dictionary.csv';

function column(name: string): CatalogColumn {
  return { name, type: 'text', nullable: true, distinctCount: 0, nullCount: 0, isPrimaryKey: false };
}

function table(name: string, columns: string[]): CatalogTable {
  return { schema: 'ds_1', name, rowCount: 0, columns: columns.map(column) };
}

describe('data dictionary', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'data-dictionary-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('recognises exactly the header Table,Field,Description', () => {
    expect(isDataDictionaryHeader(['Table', 'Field', 'Description'])).toBe(true);
    expect(isDataDictionaryHeader([' Table', 'Field ', 'Description'])).toBe(true);
    expect(isDataDictionaryHeader(['table', 'field', 'description'])).toBe(false);
    expect(isDataDictionaryHeader(['Table', 'Field'])).toBe(false);
    expect(isDataDictionaryHeader(['Table', 'Field', 'Description', 'Notes'])).toBe(false);
  });

  it('reads the CRM data dictionary', async () => {
    const entries = await readDataDictionary(CRM_DICTIONARY);
    expect(entries).toHaveLength(21);
    expect(entries).toContainEqual({ table: 'sales_pipeline', field: 'close_value', description: 'Revenue from the deal' });
    expect(entries).toContainEqual({ table: 'sales_pipeline', field: 'sales_agent', description: 'Sales agent' });
    expect(entries).toContainEqual({
      table: 'sales_pipeline',
      field: 'close_date',
      description: 'Date in which the deal was "Won" or "Lost"',
    });
  });

  it('refuses a file with another header', async () => {
    const file = path.join(dir, 'other.csv');
    writeFileSync(file, 'a,b\n1,2\n');
    await expect(readDataDictionary(file)).rejects.toThrow('A data dictionary needs exactly the header Table,Field,Description.');
  });

  it('describes tables and columns, matched like file names and case-insensitively', async () => {
    const file = path.join(dir, 'dictionary.csv');
    writeFileSync(
      file,
      '\ufeffTable,Field,Description\nSales Pipeline.csv,,One row per deal\nsales_pipeline,CLOSE_VALUE,Revenue from the deal\n' +
        'sales_pipeline,unknown,Nothing\nnowhere,x,Nothing\naccounts,account,\n',
    );
    const tables = [table('sales_pipeline', ['close_value', 'account']), table('accounts', ['account'])];
    const described = applyDescriptions(tables, await readDataDictionary(file));
    expect(described[0]).toMatchObject({
      description: 'One row per deal',
      columns: [{ name: 'close_value', description: 'Revenue from the deal' }, { name: 'account', description: undefined }],
    });
    expect(described[1]).toBe(tables[1]);
    expect(tables[0]?.description).toBeUndefined();
  });

  it('fills the CRM tables from the CRM dictionary', async () => {
    const described = applyDescriptions(
      [table('sales_pipeline', ['opportunity_id', 'close_value']), table('accounts', ['account', 'revenue'])],
      await readDataDictionary(CRM_DICTIONARY),
    );
    expect(described.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}: ${c.description}`))).toEqual([
      'sales_pipeline.opportunity_id: Unique identifier',
      'sales_pipeline.close_value: Revenue from the deal',
      'accounts.account: Company name',
      'accounts.revenue: Annual revenue (in millions of USD)',
    ]);
  });
});
