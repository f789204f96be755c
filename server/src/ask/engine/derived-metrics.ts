import type { Catalog, CatalogColumn, CatalogTable, MetricDefinition } from '../../modules/data-sources/catalog/catalog';
import { nameWords } from './text';

/** A measure the catalog implies without anyone defining it, and the words people use for it. */
export interface DerivedMetric {
  metric: MetricDefinition;
  words: string[][];
}

const REVENUE_WORDS = [['revenue'], ['sale'], ['turnover'], ['income'], ['gross', 'sale'], ['net', 'sale'], ['sale', 'amount'], ['sale', 'value'], ['order', 'value']];
const STOCK_VALUE_WORDS = [['stock', 'value'], ['inventory', 'value'], ['value', 'of', 'stock'], ['value', 'of', 'inventory'], ['value', 'of', 'product', 'in', 'stock']];

function numericColumns(table: CatalogTable, joinedColumns: ReadonlySet<string>): CatalogColumn[] {
  return table.columns.filter((column) => (column.type === 'integer' || column.type === 'numeric') && !column.isPrimaryKey && !joinedColumns.has(column.name));
}

function find(columns: readonly CatalogColumn[], test: (words: string[]) => boolean): CatalogColumn | undefined {
  return columns.find((column) => test(nameWords(column.name)));
}

function quote(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/**
 * Revenue of order lines (price × quantity, less a discount when there is one) and the value of stock (price × units
 * in stock), for tables shaped like that. A metric the workspace defined under the same name takes precedence and
 * gets the same words.
 */
export function derivedMetrics(catalog: Catalog): DerivedMetric[] {
  const derived: DerivedMetric[] = [];
  const defined = new Map(catalog.metrics.map((metric) => [metric.name.trim().toLowerCase(), metric]));
  const add = (name: string, table: string, expression: string, description: string, words: string[][]) => {
    const own = defined.get(name);
    if (own && derived.some((entry) => entry.metric === own)) return;
    derived.push({ metric: own ?? { name, table, expression, description }, words });
  };
  for (const table of catalog.tables) {
    const joined = new Set(catalog.joins.filter((join) => join.fromTable === table.name).map((join) => join.fromColumn));
    const numeric = numericColumns(table, joined);
    const price = find(numeric, (words) => words.includes('price')) ?? find(numeric, (words) => words.includes('rate') && words.includes('unit'));
    if (!price) continue;
    const quantity = find(numeric, (words) => words.includes('quantity') || words.includes('qty')) ??
      find(numeric, (words) => (words.includes('unit') || words.includes('units')) && !words.some((word) => ['stock', 'order', 'reorder', 'price'].includes(word)));
    const discount = find(numeric, (words) => words.includes('discount'));
    if (quantity) {
      const fraction = discount && typeof discount.max === 'number' && discount.max > 1 ? `${quote(discount.name)} / 100.0` : discount ? quote(discount.name) : undefined;
      const expression = `sum(${quote(price.name)} * ${quote(quantity.name)}${fraction ? ` * (1 - ${fraction})` : ''})`;
      add('revenue', table.name, expression, `${price.name} × ${quantity.name}${discount ? ` less ${discount.name}` : ''}`, REVENUE_WORDS);
    }
    const stock = find(numeric, (words) => words.includes('stock') || words.includes('inventory') || words.includes('onhand'));
    if (stock) add('stock value', table.name, `sum(${quote(price.name)} * ${quote(stock.name)})`, `${price.name} × ${stock.name}`, STOCK_VALUE_WORDS);
  }
  // Two tables can both look like order lines; only a single reading is offered without asking.
  const revenues = derived.filter((entry) => entry.metric.name === 'revenue');
  return revenues.length > 1 && !defined.has('revenue') ? derived.filter((entry) => entry.metric.name !== 'revenue') : derived;
}
