import type { Catalog, MetricDefinition } from '../catalog/catalog';
import type { ColumnModel, SchemaModel, TableModel } from '../catalog/schema-model';
import { MONEY_NAME_WORDS } from '../intent/vocabulary';

/** A measure the catalog implies without anyone defining it, and the words people use for it. */
export interface DerivedMetric {
  metric: MetricDefinition;
  words: string[][];
}

const REVENUE_WORDS = [['revenue'], ['sale'], ['turnover'], ['takings'], ['taking'], ['income'], ['gross', 'sale'], ['net', 'sale'], ['sale', 'amount'], ['sale', 'value'], ['order', 'value'], ['earnings']];
const STOCK_VALUE_WORDS = [
  ['stock', 'value'], ['inventory', 'value'], ['value', 'of', 'stock'], ['value', 'of', 'inventory'], ['value', 'of', 'product', 'in', 'stock'],
  // 'what is our stock on hand worth': what stock is worth is its value.
  ['stock', 'worth'], ['inventory', 'worth'], ['stock', 'on', 'hand', 'worth'], ['stock', 'on', 'hand', 'value'], ['inventory', 'on', 'hand', 'worth'],
];

/** 'how much did we give away in discounts', 'discounts given away': what a discount gives away is the money it takes off. */
const GIVEN_AWAY = [['give', 'away', 'in', 'discount'], ['give', 'away', 'as', 'discount'], ['give', 'away', 'on', 'discount'], ['discount', 'give', 'away']];
const DISCOUNT_AMOUNT_WORDS = [
  ['discount', 'amount'], ['discount', 'value'], ['amount', 'of', 'discount'], ['value', 'of', 'discount'], ['money', 'off'],
  ...GIVEN_AWAY,
  // 'dollars given away in discounts', 'discount $ given away': with the money word said too.
  ...GIVEN_AWAY.flatMap((words) => ['amount', 'dollar'].map((money) => (words[0] === 'discount' ? ['discount', money, ...words.slice(1)] : [money, ...words]))),
];

/** The name of the money a rate of a line takes off it: 'discount' → 'discount amount'. */
export function amountOfRate(column: string): string {
  return `${column.replace(/_/g, ' ')} amount`;
}

const CTR_WORDS = [['click', 'through', 'rate'], ['click', 'thru', 'rate'], ['clickthrough', 'rate'], ['ctr'], ['click', 'rate']];

/** Advertising ratios of rows that keep spend beside clicks, conversions or revenue. */
const ROAS_WORDS = [['roas'], ['return', 'on', 'ad', 'spend'], ['return', 'on', 'advertising', 'spend'], ['return', 'on', 'ad', 'spending']];
const CPC_WORDS = [['cpc'], ['cost', 'per', 'click']];
const CPA_WORDS = [['cpa'], ['cost', 'per', 'acquisition'], ['cost', 'per', 'conversion']];
const CONVERSION_RATE_WORDS = [['conversion', 'rate'], ['conv', 'rate']];

const SOLD_QUANTITY_WORDS = new Set(['quantity', 'order', 'ordered', 'sold', 'sale', 'ship', 'shipped', 'line', 'purchase', 'purchased', 'invoice', 'invoiced', 'bill', 'billed']);

/** A table's measures kept as numbers. */
function numericMeasures(table: TableModel): ColumnModel[] {
  return table.columns.filter((column) => column.role === 'measure' && (column.column.type === 'integer' || column.column.type === 'numeric'));
}

/** A quantity held in stock: 'units_in_stock', 'inventory_qty', 'qoh' (quantity on hand). */
function stockQuantity(numeric: readonly ColumnModel[]): ColumnModel | undefined {
  return numeric.find((column) => column.words.includes('stock') || column.words.includes('inventory') || column.words.join(' ').endsWith('on hand'));
}

/** The quantity a table's rows hold in stock, if they keep one. */
export function stockQuantityOf(table: TableModel): ColumnModel | undefined {
  return stockQuantity(numericMeasures(table));
}

/** What one unit costs or sells for: 'unit_price', 'std_cst' (standard cost), 'avg_cost'; never a total. */
function unitMoney(column: ColumnModel): boolean {
  return column.words.some((word) => ['price', 'cost'].includes(word)) && !column.words.some((word) => ['total', 'amount', 'extended', 'line'].includes(word));
}

/** Words of a column that say it is a span of time kept in minutes ('dur_min', 'minutesSpent'), not a count. */
const TIME_SPENT_WORDS = ['duration', 'time', 'length', 'spend', 'work', 'labor', 'labour', 'talk', 'handle', 'wait', 'travel'];

/**
 * 'lesson hours', 'hours spent' where the rows keep their minutes: the minutes added up, shown as hours. Only said
 * with a word of the rows or of the column beside 'hours' ('lesson hours'), so a bare 'hours' stays a unit of time.
 */
function hoursOfMinutes(table: TableModel, numeric: readonly ColumnModel[]): { name: string; expression: string; description: string; words: string[][] }[] {
  const minutes = numeric.filter((column) => column.words.includes('minute') && !column.words.some((word) => ['quantity', 'count', 'number', 'age', 'hour'].includes(word)) && (column.rawWords.some((word) => /^min(ute)?s$/i.test(word)) || column.words.some((word) => TIME_SPENT_WORDS.includes(word))));
  if (minutes.length !== 1 || !minutes[0] || numeric.some((column) => column.words.includes('hour'))) return [];
  const column = minutes[0];
  const said = [...new Set([...column.words.filter((word) => word !== 'minute'), ...table.words])].filter((word) => word.length > 2);
  const words = said.flatMap((word) => [[word, 'hour'], ['hour', word]]);
  return [{ name: `${said[0] ?? 'time'} hours`, expression: `sum(${quoteName(column.column.name)} / 60.0)`, description: `${column.column.name} / 60`, words }];
}

/** A column name as an expression writes it: quoted unless it is a plain lower-case name. */
export function quoteName(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/**
 * Revenue of order lines (price × quantity, less a discount when there is one) and the value of stock (price × units
 * in stock), for tables shaped like that. A metric the workspace defined under the same name takes precedence.
 */
export function derivedMetrics(catalog: Catalog, model: SchemaModel): DerivedMetric[] {
  const derived: DerivedMetric[] = [];
  const defined = new Map(catalog.metrics.map((metric) => [metric.name.trim().toLowerCase(), metric]));
  const add = (name: string, table: string, expression: string, description: string, words: string[][]) => {
    const own = defined.get(name);
    if (own && derived.some((entry) => entry.metric === own)) return;
    derived.push({ metric: own ?? { name, table, expression, description }, words });
  };
  for (const table of model.tables.values()) {
    const numeric = numericMeasures(table);
    const find = (test: (column: ColumnModel) => boolean) => numeric.find(test);
    // 'click-through rate' of rows that count impressions and clicks: the clicks per hundred impressions.
    const clicks = find((column) => column.words.some((word) => ['click', 'clicks'].includes(word)) && !column.words.some((word) => ['rate', 'cost', 'amount'].includes(word)));
    const impressions = find((column) => column.words.some((word) => ['impression', 'impressions', 'view', 'views'].includes(word)) && !column.words.includes('rate'));
    const ratio = (numerator: ColumnModel, denominator: ColumnModel, scale = '1.0') => `${scale} * sum(${quoteName(numerator.column.name)}) / nullif(sum(${quoteName(denominator.column.name)}), 0)`;
    if (clicks && impressions) add('click-through rate', table.id, ratio(clicks, impressions, '100.0'), `${clicks.column.name} per 100 ${impressions.column.name}`, CTR_WORDS);
    // Spend, and what it bought: 'ROAS' is revenue per unit of spend, 'CPC' spend per click, 'CPA' spend per conversion.
    // Beside clicks or impressions, the cost of the rows is what the ads spent ('cost_amt' of daily ad figures).
    const spend = find((column) => column.words.some((word) => ['spend', 'spent', 'spending'].includes(word))) ?? (clicks || impressions ? find((column) => column.words.includes('cost') && !column.words.some((word) => ['per', 'rate', 'unit', 'click'].includes(word))) : undefined);
    const conversions = find((column) => column.words.some((word) => ['conversion', 'conversions'].includes(word)) && !column.words.some((word) => ['rate', 'value', 'revenue', 'amount'].includes(word)));
    const revenue = find((column) => column !== spend && (column.words.includes('revenue') || (column.words.includes('conversion') && column.words.includes('value'))));
    if (spend && revenue) add('return on ad spend', table.id, ratio(revenue, spend), `${revenue.column.name} per unit of ${spend.column.name}`, ROAS_WORDS);
    if (spend && clicks) add('cost per click', table.id, ratio(spend, clicks), `${spend.column.name} per ${clicks.column.name}`, CPC_WORDS);
    if (spend && conversions) add('cost per conversion', table.id, ratio(spend, conversions), `${spend.column.name} per ${conversions.column.name}`, CPA_WORDS);
    if (clicks && conversions) add('conversion rate', table.id, ratio(conversions, clicks, '100.0'), `${conversions.column.name} per 100 ${clicks.column.name}`, CONVERSION_RATE_WORDS);
    for (const hours of hoursOfMinutes(table, numeric)) add(hours.name, table.id, hours.expression, hours.description, hours.words);
    const price = find((column) => column.words.includes('price')) ?? find((column) => column.words.includes('rate') && column.words.includes('unit'));
    if (!price) continue;
    // A quantity sold or ordered; not one that describes the product ('pack_qty', 'min_order_qty', 'reorder_qty').
    const quantity =
      find((column) => column.words.includes('quantity') && column.words.every((word) => SOLD_QUANTITY_WORDS.has(word))) ??
      find((column) => column.words.includes('unit') && !column.words.some((word) => ['stock', 'order', 'reorder'].includes(word) || MONEY_NAME_WORDS.has(word)));
    const discount = find((column) => column.words.includes('discount'));
    // 'ord_amt' beside unit_prc and qty: the amount charged is stored; working it out again would only differ from it.
    // So is an extended amount ('ext_c': the line's quantity times its price).
    const stored = find((column) => column !== price && column !== quantity && column !== discount && (column.words.some((word) => ['amount', 'total', 'value', 'extended'].includes(word)) || column.rawWords.some((raw) => raw.toLowerCase() === 'ext')) && !column.words.includes('unit'));
    if (quantity && !stored) {
      const max = discount?.column.max;
      // 'disc_amt' is money off the line; 'discount' of 0.15 or 15 is a fraction or a percentage of it.
      const money = discount !== undefined && discount.words.some((word) => ['amount', 'value', 'total'].includes(word));
      const fraction = discount && !money && typeof max === 'number' && max > 1 ? `${quoteName(discount.column.name)} / 100.0` : discount && !money ? quoteName(discount.column.name) : undefined;
      const less = money ? ` - ${quoteName(discount.column.name)}` : fraction ? ` * (1 - ${fraction})` : '';
      const expression = `sum(${quoteName(price.column.name)} * ${quoteName(quantity.column.name)}${less})`;
      add('revenue', table.id, expression, `${price.column.name} × ${quantity.column.name}${discount ? ` less ${discount.column.name}` : ''}`, REVENUE_WORDS);
      // 'how much did discounts cost us': the money a fraction off took, line by line.
      if (discount && fraction) {
        add(amountOfRate(discount.column.name), table.id, `sum(${quoteName(price.column.name)} * ${quoteName(quantity.column.name)} * ${fraction})`, `${price.column.name} × ${quantity.column.name} × ${discount.column.name}`, DISCOUNT_AMOUNT_WORDS);
      }
    }
    const stock = stockQuantity(numeric);
    if (stock) add('stock value', table.id, `sum(${quoteName(price.column.name)} * ${quoteName(stock.column.name)})`, `${price.column.name} × ${stock.column.name}`, STOCK_VALUE_WORDS);
  }
  // Stock rows that keep only a quantity (qoh per warehouse and part), each pointing at the item that has a cost or
  // price (the part's std_cst): the stock value is that quantity times the item's cost.
  for (const table of model.tables.values()) {
    const numeric = numericMeasures(table);
    const stock = stockQuantity(numeric);
    if (!stock || derived.some((entry) => entry.metric.name === 'stock value' && entry.metric.table === table.id)) continue;
    // 'what is our tyre stock worth' where stock lines keep qoh and their own buying cost (cost_p) but no price: stock is
    // worth what it cost.
    const ownCosts = numeric.filter((column) => unitMoney(column) && column.words.includes('cost'));
    const ownCost = ownCosts.length === 1 && !numeric.some((column) => unitMoney(column) && column.words.includes('price')) ? ownCosts[0] : undefined;
    if (ownCost) {
      // A cost kept in pence is worth its pounds.
      const pounds = model.inCents(ownCost.ref) ? ' / 100.0' : '';
      add('stock value', table.id, `sum(${quoteName(ownCost.column.name)} * ${quoteName(stock.column.name)})${pounds}`, `${ownCost.column.name} × ${stock.column.name}`, STOCK_VALUE_WORDS);
      continue;
    }
    if (numeric.some((column) => unitMoney(column))) continue;
    const items = model.reachable(table.id).filter((other) => other !== table.id && model.reachesWithoutFanOut(table.id, other) && model.path(table.id, other)?.length === 1);
    const costs = items.flatMap((other) => model.table(other).columns.filter((column) => column.role === 'measure' && unitMoney(column) && model.metricColumn({ table: table.id }, column.column.name)?.table === other));
    const cost = costs.length === 1 ? costs[0] : undefined;
    if (cost) add('stock value', table.id, `sum(${quoteName(cost.column.name)} * ${quoteName(stock.column.name)})`, `${cost.column.name} × ${stock.column.name}`, STOCK_VALUE_WORDS);
  }
  // Two tables can both look like order lines; only a single reading is offered without asking.
  const revenues = derived.filter((entry) => entry.metric.name === 'revenue');
  return revenues.length > 1 && !defined.has('revenue') ? derived.filter((entry) => entry.metric.name !== 'revenue') : derived;
}
