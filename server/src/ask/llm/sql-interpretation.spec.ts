import type { Catalog, CatalogColumn, Dialect } from '../catalog/catalog';
import { interpretSql } from './sql-interpretation';

function column(name: string, type: CatalogColumn['type'], extra: Partial<CatalogColumn> = {}): CatalogColumn {
  return { name, type, nullable: false, distinctCount: 100, nullCount: 0, isPrimaryKey: false, ...extra };
}

function catalog(dialect: Dialect): Catalog {
  return {
    sourceId: 1,
    sourceName: 'Shop',
    dialect,
    tables: [
      {
        schema: 'shop',
        name: 'orders',
        rowCount: 830,
        columns: [
          column('order_id', 'integer', { isPrimaryKey: true, distinctCount: 830 }),
          column('customer_id', 'text'),
          column('order_date', 'date', { min: '1996-07-04', max: '1998-05-06' }),
          column('ship_country', 'text', { values: ['Brazil', 'France', 'Germany'], distinctCount: 3 }),
          column('freight', 'numeric', { min: 0, max: 1000 }),
          column('shipped_date', 'date', { nullable: true, nullCount: 21 }),
        ],
      },
      {
        schema: 'shop',
        name: 'customers',
        rowCount: 91,
        columns: [column('customer_id', 'text', { isPrimaryKey: true, distinctCount: 91 }), column('company_name', 'text', { distinctCount: 91 }), column('country', 'text', { values: ['France', 'Germany'], distinctCount: 2 })],
      },
    ],
    joins: [{ fromTable: 'orders', fromColumn: 'customer_id', toTable: 'customers', toColumn: 'customer_id', origin: 'name' }],
    synonyms: [],
    metrics: [],
  };
}

describe('the interpretation of SQL a model wrote, in plan terms', () => {
  const cases: { dialect: Dialect; sql: string; tokens: { kind: string; text: string }[] }[] = [
    {
      dialect: 'postgres',
      sql: "SELECT c.company_name, count(*) AS n FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE o.ship_country IN ('Brazil', 'France') AND o.order_date >= DATE '1997-01-01' AND o.order_date < '1998-01-01'::date GROUP BY 1 ORDER BY n DESC LIMIT 5",
      tokens: [
        { kind: 'measure', text: 'count of orders' },
        { kind: 'group', text: 'by company_name' },
        { kind: 'filter', text: 'ship_country = Brazil or France' },
        { kind: 'time', text: 'order_date from 1997-01-01 and before 1998-01-01' },
        { kind: 'order', text: 'highest count of orders first' },
        { kind: 'limit', text: 'top 5' },
        { kind: 'join', text: 'orders.customer_id → customers.customer_id' },
      ],
    },
    {
      dialect: 'postgres',
      sql: "SELECT date_trunc('month', order_date) AS month, sum(freight) AS total, avg(freight) FROM orders WHERE freight > 10 AND shipped_date IS NULL GROUP BY month ORDER BY month",
      tokens: [
        { kind: 'measure', text: 'sum of freight' },
        { kind: 'measure', text: 'average of freight' },
        { kind: 'time', text: 'by month of order_date' },
        { kind: 'filter', text: 'freight > 10' },
        { kind: 'filter', text: 'shipped_date is empty' },
        { kind: 'order', text: 'lowest month first' },
      ],
    },
    {
      dialect: 'postgres',
      sql: "SELECT count(DISTINCT customer_id), sum(freight * 2) AS doubled FROM orders WHERE extract(year from order_date) = 1997 AND ship_country <> 'Brazil' AND (freight < 5 OR freight > 500)",
      tokens: [
        { kind: 'measure', text: 'count of distinct customer_id' },
        { kind: 'measure', text: 'doubled (sum(freight * 2))' },
        { kind: 'time', text: 'year of order_date = 1997' },
        { kind: 'filter', text: 'ship_country ≠ Brazil' },
        { kind: 'filter', text: 'freight < 5 OR freight > 500' },
      ],
    },
    {
      dialect: 'postgres',
      sql: 'SELECT company_name, country FROM customers ORDER BY company_name',
      tokens: [
        { kind: 'list', text: 'list company_name, country of customers' },
        { kind: 'order', text: 'lowest company_name first' },
      ],
    },
    {
      dialect: 'postgres',
      sql: 'SELECT c.country, count(*) FROM orders o JOIN customers c USING (customer_id) GROUP BY c.country HAVING count(*) > 10',
      tokens: [
        { kind: 'measure', text: 'count of orders' },
        { kind: 'group', text: 'by country' },
        { kind: 'filter', text: 'count of orders > 10' },
        { kind: 'join', text: 'orders.customer_id → customers.customer_id' },
      ],
    },
    {
      dialect: 'mysql',
      sql: "SELECT DATE_FORMAT(`o`.`order_date`, '%Y-%m') AS m, SUM(o.freight) AS f FROM orders o INNER JOIN customers c ON o.customer_id = c.customer_id WHERE c.country = 'Germany' AND o.order_date BETWEEN '1997-01-01' AND '1997-12-31' GROUP BY m ORDER BY f DESC LIMIT 3",
      tokens: [
        { kind: 'measure', text: 'sum of freight' },
        { kind: 'time', text: 'by month of order_date' },
        { kind: 'filter', text: 'country = Germany' },
        { kind: 'time', text: 'order_date from 1997-01-01 to 1997-12-31' },
        { kind: 'order', text: 'highest sum of freight first' },
        { kind: 'limit', text: 'top 3' },
        { kind: 'join', text: 'orders.customer_id → customers.customer_id' },
      ],
    },
    {
      dialect: 'mysql',
      sql: 'SELECT YEAR(order_date) AS y, COUNT(DISTINCT customer_id) FROM orders WHERE shipped_date IS NOT NULL GROUP BY YEAR(order_date) LIMIT 10, 5',
      tokens: [
        { kind: 'measure', text: 'count of distinct customer_id' },
        { kind: 'time', text: 'by year of order_date' },
        { kind: 'filter', text: 'shipped_date is set' },
        { kind: 'limit', text: 'skip 10, top 5' },
      ],
    },
  ];

  it.each(cases)('$dialect: $sql', ({ dialect, sql, tokens }) => {
    expect(interpretSql(sql, catalog(dialect))).toEqual(tokens);
  });

  it('reads the main query of a WITH, and the conditions of the query it reads from', () => {
    const sql = "WITH german AS (SELECT * FROM orders WHERE ship_country = 'Germany') SELECT count(*) FROM german";
    expect(interpretSql(sql, catalog('postgres'))).toEqual([{ kind: 'measure', text: 'count of rows' }, { kind: 'filter', text: 'ship_country = Germany' }]);
  });

  it('gives no tokens for what is not one SELECT', () => {
    expect(interpretSql('DELETE FROM orders', catalog('postgres'))).toEqual([]);
    expect(interpretSql('SELECT 1; SELECT 2', catalog('postgres'))).toEqual([]);
    expect(interpretSql('not sql at all', catalog('mysql'))).toEqual([]);
  });
});
