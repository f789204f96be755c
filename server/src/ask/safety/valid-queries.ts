/*
 * Valid PostgreSQL of the kinds the ask engine, a model or a user writes, over the Northwind test policy (schema ds_1).
 * Every entry must pass validateSql, and its printed form must run on PostgreSQL.
 */

export const VALID_POSTGRES: readonly (readonly [string, string])[] = [
  ['a plain select', 'SELECT order_id, freight FROM orders'],
  ['select star', 'SELECT * FROM orders'],
  ['a qualified star', 'SELECT o.* FROM orders o'],
  ['the schema named', 'SELECT order_id FROM ds_1.orders'],
  ['quoted names', 'SELECT "order_id" FROM "ds_1"."orders"'],
  ['an inner join', 'SELECT o.order_id, c.company_name FROM orders o JOIN customers c ON c.customer_id = o.customer_id'],
  [
    'a three-way join with group by',
    `SELECT c.country, sum(d.unit_price * d.quantity * (1 - d.discount)) AS revenue
     FROM order_details d JOIN orders o ON o.order_id = d.order_id
     LEFT JOIN customers c ON c.customer_id = o.customer_id
     GROUP BY c.country ORDER BY revenue DESC LIMIT 10`,
  ],
  ['a join with using', 'SELECT order_id, product_id FROM orders JOIN order_details USING (order_id)'],
  ['a cross join', 'SELECT s.company_name, e.last_name FROM shippers s CROSS JOIN employees e'],
  ['group by and having', 'SELECT ship_country, count(*) AS n FROM orders GROUP BY ship_country HAVING count(*) > 10'],
  ['group by position', 'SELECT ship_country, count(*) FROM orders GROUP BY 1 ORDER BY 2 DESC'],
  ['count distinct', 'SELECT count(DISTINCT customer_id) FROM orders'],
  ['a CTE', 'WITH big AS (SELECT * FROM orders WHERE freight > 100) SELECT ship_country, count(*) FROM big GROUP BY 1'],
  [
    'two CTEs, the second reading the first',
    `WITH per_customer AS (SELECT customer_id, count(*) AS n FROM orders GROUP BY customer_id),
          ranked AS (SELECT customer_id, n, rank() OVER (ORDER BY n DESC) AS r FROM per_customer)
     SELECT c.company_name, r.n FROM ranked r JOIN customers c ON c.customer_id = r.customer_id WHERE r.r <= 5`,
  ],
  ['a recursive CTE', 'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 5) SELECT n FROM t'],
  ['a derived table', 'SELECT t.customer_id, t.n FROM (SELECT customer_id, count(*) AS n FROM orders GROUP BY 1) t'],
  ['renamed derived columns', 'SELECT x.a FROM (SELECT customer_id FROM orders) AS x(a)'],
  ['an IN subquery', 'SELECT * FROM customers WHERE customer_id IN (SELECT customer_id FROM orders)'],
  [
    'a correlated EXISTS',
    'SELECT o.order_id FROM orders o WHERE EXISTS (SELECT 1 FROM order_details d WHERE d.order_id = o.order_id)',
  ],
  ['NOT EXISTS', 'SELECT c.customer_id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)'],
  ['a scalar subquery', 'SELECT order_id, freight - (SELECT avg(freight) FROM orders) AS above FROM orders'],
  [
    'a lateral subquery',
    'SELECT o.order_id, x.product_id FROM orders o, LATERAL (SELECT product_id FROM order_details d WHERE d.order_id = o.order_id LIMIT 1) x',
  ],
  [
    'window functions',
    `SELECT order_id, row_number() OVER (PARTITION BY customer_id ORDER BY order_date) AS rn,
            lag(freight) OVER (ORDER BY order_date), sum(freight) OVER (PARTITION BY ship_country),
            dense_rank() OVER (ORDER BY freight DESC), ntile(4) OVER (ORDER BY freight),
            percent_rank() OVER (ORDER BY freight), cume_dist() OVER (ORDER BY freight),
            first_value(freight) OVER (ORDER BY order_date), lead(freight, 1) OVER (ORDER BY order_date)
     FROM orders`,
  ],
  ['date_trunc by month', "SELECT date_trunc('month', order_date) AS month, count(*) FROM orders GROUP BY 1 ORDER BY 1"],
  ['extract', 'SELECT extract(year FROM order_date) AS year, extract(quarter FROM order_date) FROM orders'],
  ['date arithmetic', "SELECT * FROM orders WHERE order_date >= now() - interval '30 days' AND order_date < current_date"],
  ['date functions', "SELECT to_char(order_date, 'YYYY-MM'), date_part('dow', order_date), age(shipped_date, order_date), make_date(2017, 1, 1) FROM orders"],
  ['CASE', "SELECT CASE WHEN freight > 100 THEN 'high' WHEN freight > 10 THEN 'mid' ELSE 'low' END AS band, count(*) FROM orders GROUP BY band"],
  ['a simple CASE', "SELECT CASE ship_via WHEN 1 THEN 'one' ELSE 'other' END FROM orders"],
  ['casts', "SELECT order_id::text, CAST(freight AS integer), freight::numeric(10, 2), '2017-01-01'::date, order_date::timestamp FROM orders"],
  ['typed literals', "SELECT * FROM orders WHERE order_date > date '2017-01-01' AND order_date < timestamp '2018-01-01 00:00'"],
  ['ILIKE and LIKE', "SELECT * FROM customers WHERE company_name ILIKE '%market%' OR contact_name LIKE 'A%'"],
  ['IN lists', "SELECT * FROM orders WHERE ship_country IN ('Germany', 'France') AND ship_via NOT IN (1, 2)"],
  ['BETWEEN', "SELECT * FROM orders WHERE order_date BETWEEN '2017-01-01' AND '2017-12-31' AND freight NOT BETWEEN 1 AND 2"],
  ['IS NULL', 'SELECT * FROM orders WHERE shipped_date IS NULL OR ship_region IS NOT NULL'],
  ['ORDER BY an alias', 'SELECT customer_id, count(*) AS orders_count FROM orders GROUP BY customer_id ORDER BY orders_count DESC'],
  ['ORDER BY NULLS LAST', 'SELECT * FROM orders ORDER BY shipped_date DESC NULLS LAST'],
  ['DISTINCT ON', 'SELECT DISTINCT ON (customer_id) customer_id, order_date FROM orders ORDER BY customer_id, order_date DESC'],
  ['string functions', "SELECT lower(company_name), upper(city), length(phone), substring(phone, 1, 3), replace(phone, '-', ''), concat(city, ', ', country), split_part(contact_name, ' ', 1), initcap(city), trim(phone) FROM customers"],
  ['substring with FROM', 'SELECT substring(company_name FROM 1 FOR 5) FROM customers'],
  ['position', "SELECT position('a' IN company_name) FROM customers"],
  ['null handling', 'SELECT coalesce(ship_region, ship_country), nullif(freight, 0), greatest(freight, 1), least(freight, 100) FROM orders'],
  ['maths', 'SELECT round(freight, 1), floor(freight), ceil(freight), abs(freight), power(freight, 2), sqrt(freight), ln(freight + 1), mod(order_id, 7), sign(freight), trunc(freight) FROM orders'],
  ['aggregates', "SELECT avg(freight), min(freight), max(freight), stddev(freight), variance(freight), string_agg(ship_country, ', '), array_agg(order_id), bool_and(freight > 0) FROM orders"],
  ['aggregates with FILTER', 'SELECT count(*) FILTER (WHERE freight > 100) FROM orders'],
  ['percentiles', 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY freight), percentile_disc(0.9) WITHIN GROUP (ORDER BY freight) FROM orders'],
  ['a ratio', 'SELECT sum(CASE WHEN shipped_date IS NULL THEN 1 ELSE 0 END)::numeric / count(*) AS unshipped_rate FROM orders'],
  ['share of total', 'SELECT ship_country, count(*) * 100.0 / sum(count(*)) OVER () AS share FROM orders GROUP BY ship_country'],
  ['UNION', 'SELECT city FROM customers UNION SELECT ship_city FROM orders'],
  ['UNION ALL with ORDER BY and LIMIT', 'SELECT city FROM customers UNION ALL SELECT ship_city FROM orders ORDER BY 1 LIMIT 20'],
  ['VALUES', "VALUES (1, 'one'), (2, 'two')"],
  ['VALUES in FROM', 'SELECT v.a FROM (VALUES (1), (2)) AS v(a)'],
  ['a select without FROM', 'SELECT 1 + 1 AS two, current_date'],
  ['comments', 'SELECT order_id -- the id\nFROM orders /* all of them */'],
  ['a trailing semicolon', 'SELECT order_id FROM orders;'],
  ['OFFSET', 'SELECT * FROM orders ORDER BY order_id LIMIT 10 OFFSET 20'],
  ['FETCH FIRST', 'SELECT * FROM orders ORDER BY order_id FETCH FIRST 5 ROWS ONLY'],
  ['a CTE shadowing a table', 'WITH orders AS (SELECT 1 AS x) SELECT x FROM orders'],
  ['a whole-row reference', 'SELECT count(o) FROM orders o'],
];

