import type { CatalogColumn, CatalogTable } from './catalog/catalog';
import { keepDescriptions } from './catalog-builder';
import type { StoredCatalog } from './data-source.entity';

const column = (name: string, description?: string): CatalogColumn => ({
  name,
  type: 'text',
  nullable: true,
  distinctCount: 1,
  nullCount: 0,
  isPrimaryKey: false,
  ...(description === undefined ? {} : { description }),
});
const table = (name: string, columns: CatalogColumn[], description?: string): CatalogTable => ({
  schema: 'ds_1',
  name,
  rowCount: 1,
  columns,
  ...(description === undefined ? {} : { description }),
});
const catalog = (tables: CatalogTable[]): StoredCatalog => ({ dialect: 'postgres', tables, joins: [] });

describe('keepDescriptions', () => {
  it('carries table and column descriptions over to a fresh profile, by name', () => {
    const previous = catalog([table('accounts', [column('revenue', 'Annual revenue'), column('gone', 'Old')], 'Companies'), table('dropped', [], 'Gone')]);
    const fresh = catalog([table('accounts', [column('revenue'), column('sector')]), table('added', [column('x')])]);
    expect(keepDescriptions(previous, fresh).tables).toEqual([
      table('accounts', [column('revenue', 'Annual revenue'), { ...column('sector'), description: undefined }], 'Companies'),
      table('added', [column('x')]),
    ]);
  });

  it('lets a description found by the fresh profile win, and copes with no previous catalog', () => {
    const previous = catalog([table('t', [column('c', 'old')], 'old table')]);
    const fresh = catalog([table('t', [column('c', 'new')], 'new table')]);
    expect(keepDescriptions(previous, fresh)).toEqual(fresh);
    expect(keepDescriptions(null, fresh)).toEqual(fresh);
  });
});
