import { Parser } from 'node-sql-parser/build/mysql';
import { northwindPolicy } from './northwind-policy';
import { UnsafeSqlError, validateSql, type SqlPolicy } from './validate-sql';

const policy = northwindPolicy('mysql');
const parser = new Parser();

const VALID_MYSQL: [string, string][] = [
  ['a plain select', 'SELECT order_id, freight FROM orders'],
  ['backticks and the database named', 'SELECT `order_id` FROM `ds_1`.`orders`'],
  ['column names in any case', 'SELECT Order_ID, FREIGHT FROM orders o WHERE O.Ship_Country = "Germany"'],
  ['a join', 'SELECT o.order_id, c.company_name FROM orders o INNER JOIN customers c ON c.customer_id = o.customer_id'],
  ['a left join with using', 'SELECT order_id, product_id FROM orders LEFT JOIN order_details USING (order_id)'],
  [
    'group by, having and order by an alias',
    'SELECT ship_country, COUNT(*) AS n FROM orders GROUP BY ship_country HAVING COUNT(*) > 5 ORDER BY n DESC',
  ],
  ['WITH ROLLUP', 'SELECT ship_country, SUM(freight) FROM orders GROUP BY ship_country WITH ROLLUP'],
  ['a CTE', 'WITH big AS (SELECT * FROM orders WHERE freight > 100) SELECT ship_country, COUNT(*) FROM big GROUP BY ship_country'],
  ['a derived table', 'SELECT t.customer_id, t.n FROM (SELECT customer_id, COUNT(*) AS n FROM orders GROUP BY customer_id) AS t WHERE t.n > 3'],
  ['IN and EXISTS subqueries', 'SELECT * FROM customers c WHERE customer_id IN (SELECT customer_id FROM orders) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.freight > 500)'],
  ['a scalar subquery', 'SELECT order_id, freight - (SELECT AVG(freight) FROM orders) AS above FROM orders'],
  ['window functions', 'SELECT order_id, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date) AS rn, LAG(freight, 1) OVER (ORDER BY order_date), RANK() OVER (ORDER BY freight DESC) FROM orders'],
  ['a window frame', 'SELECT order_id, SUM(freight) OVER (ORDER BY order_date ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM orders'],
  ['date functions', "SELECT YEAR(order_date), MONTH(order_date), DAY(order_date), QUARTER(order_date), WEEK(order_date), DAYOFWEEK(order_date), DATE(order_date), DATE_FORMAT(order_date, '%Y-%m'), STR_TO_DATE('2017-01-01', '%Y-%m-%d') FROM orders"],
  ['date arithmetic', 'SELECT DATEDIFF(shipped_date, order_date), DATE_ADD(order_date, INTERVAL 7 DAY), DATE_SUB(order_date, INTERVAL 1 MONTH), TIMESTAMPDIFF(MONTH, order_date, NOW()) FROM orders WHERE order_date >= CURDATE() - INTERVAL 30 DAY'],
  ['EXTRACT', 'SELECT EXTRACT(YEAR FROM order_date) AS y FROM orders'],
  ['IF and IFNULL', "SELECT IF(freight > 100, 'high', 'low'), IFNULL(ship_region, ship_country), COALESCE(ship_region, '-') FROM orders"],
  ['CASE', "SELECT CASE WHEN freight > 100 THEN 'high' ELSE 'low' END AS band, COUNT(*) FROM orders GROUP BY band"],
  ['casts', 'SELECT CAST(freight AS SIGNED), CAST(freight AS DECIMAL(10, 2)), CAST(order_date AS DATE), CAST(order_id AS CHAR) FROM orders'],
  ['LIKE, IN, BETWEEN, IS NULL', "SELECT * FROM orders WHERE ship_name LIKE '%a%' AND ship_via IN (1, 2) AND freight BETWEEN 1 AND 50 AND shipped_date IS NOT NULL"],
  ['string functions', "SELECT LOWER(company_name), UPPER(city), LENGTH(phone), SUBSTRING(phone, 1, 3), CONCAT(city, ', ', country), CONCAT_WS('-', city, country), REPLACE(phone, '-', ''), TRIM(city), LEFT(city, 2) FROM customers"],
  ['aggregates', "SELECT COUNT(DISTINCT customer_id), AVG(freight), MIN(freight), MAX(freight), GROUP_CONCAT(ship_country ORDER BY ship_country SEPARATOR ', ') FROM orders"],
  ['maths', 'SELECT ROUND(freight, 1), FLOOR(freight), CEIL(freight), ABS(freight), POWER(freight, 2), SQRT(freight), MOD(order_id, 7) FROM orders'],
  ['UNION with ORDER BY and LIMIT', 'SELECT city FROM customers UNION SELECT ship_city FROM orders ORDER BY 1 LIMIT 10'],
  ['UNION ALL of parenthesized selects', '(SELECT city FROM customers) UNION ALL (SELECT ship_city FROM orders) ORDER BY 1'],
  ['LIMIT with an offset', 'SELECT * FROM orders ORDER BY order_id LIMIT 20, 10'],
  ['LIMIT … OFFSET', 'SELECT * FROM orders ORDER BY order_id LIMIT 10 OFFSET 20'],
  ['SELECT without FROM', 'SELECT 1 + 1 AS two, CURRENT_DATE, NOW()'],
  ['FROM DUAL', 'SELECT 1 FROM DUAL'],
];

function refusal(sql: string, dialectPolicy = policy): string {
  try {
    validateSql(sql, dialectPolicy);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeSqlError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${sql}`);
}

const limitOf = (sql: string) => / LIMIT (.+)$/.exec(validateSql(sql, policy).sql)?.[1];

describe('validateSql (MySQL)', () => {
  it.each(VALID_MYSQL)('accepts %s, printed as SQL that parses and checks the same', (_, sql) => {
    const validated = validateSql(sql, policy);
    expect(parser.astify(validated.sql, { database: 'MySQL' })).not.toBeInstanceOf(Array);
    expect(validateSql(validated.sql, policy)).toEqual(validated);
  });

  it('qualifies catalog tables with the database and names them', () => {
    const validated = validateSql('SELECT * FROM orders JOIN customers USING (customer_id)', policy);
    expect(validated.sql).toBe(
      'SELECT * FROM `ds_1`.`orders` INNER JOIN `ds_1`.`customers` USING (customer_id) LIMIT 1001',
    );
    expect(validated.tables).toEqual(['orders', 'customers']);
  });

  describe('the forced LIMIT', () => {
    it('is added, kept when lower, and lowered when higher', () => {
      expect(limitOf('SELECT * FROM orders')).toBe('1001');
      expect(limitOf('SELECT * FROM orders LIMIT 5')).toBe('5');
      expect(limitOf('SELECT * FROM orders LIMIT 1001')).toBe('1001');
      expect(limitOf('SELECT * FROM orders LIMIT 1002')).toBe('1001');
    });

    it('keeps the offset in both spellings', () => {
      expect(limitOf('SELECT * FROM orders LIMIT 20, 5000')).toBe('20, 1001');
      expect(limitOf('SELECT * FROM orders LIMIT 5000 OFFSET 20')).toBe('1001 OFFSET 20');
    });

    it('limits a whole set operation and keeps its ORDER BY', () => {
      expect(validateSql('SELECT city FROM customers UNION SELECT ship_city FROM orders ORDER BY 1 DESC', policy).sql).toBe(
        'SELECT `city` FROM `ds_1`.`customers` UNION SELECT `ship_city` FROM `ds_1`.`orders` ORDER BY 1 DESC LIMIT 1001',
      );
      expect(validateSql('(SELECT city FROM customers) UNION (SELECT ship_city FROM orders) LIMIT 9999', policy).sql).toBe(
        '(SELECT `city` FROM `ds_1`.`customers`) UNION (SELECT `ship_city` FROM `ds_1`.`orders`) LIMIT 1001',
      );
      expect(
        validateSql('SELECT city FROM customers UNION (SELECT ship_city FROM orders ORDER BY ship_city LIMIT 3)', policy).sql,
      ).toBe(
        'SELECT `city` FROM `ds_1`.`customers` UNION (SELECT `ship_city` FROM `ds_1`.`orders` ORDER BY `ship_city` ASC LIMIT 3) LIMIT 1001',
      );
    });
  });

  describe('names', () => {
    it('hints at the nearest table and column', () => {
      expect(refusal('SELECT * FROM ordrs')).toBe('Unknown table "ordrs". Did you mean "orders"?');
      expect(refusal('SELECT shipcountry FROM orders')).toBe(
        'Unknown column "shipcountry" in table "orders". Did you mean "ship_country"?',
      );
      expect(refusal('SELECT c.citty FROM customers c')).toBe('Unknown column "citty" in table "customers". Did you mean "city"?');
    });

    it('compares table names exactly, as MySQL on Linux does', () => {
      expect(refusal('SELECT * FROM ORDERS')).toBe('Unknown table "ORDERS". Did you mean "orders"?');
    });

    it('refuses other databases', () => {
      expect(refusal('SELECT * FROM mysql.user')).toBe('The table mysql.user is not part of this data source.');
      expect(refusal('SELECT * FROM ds_2.orders')).toBe('The table ds_2.orders is not part of this data source.');
    });
  });

  describe('MySQL rules', () => {
    it.each([
      ['SELECT … INTO', 'SELECT order_id INTO @x FROM orders', 'SELECT … INTO is not allowed: a query can only read.'],
      ['INTO OUTFILE', "SELECT * FROM orders INTO OUTFILE '/tmp/x'", 'SELECT … INTO is not allowed: a query can only read.'],
      ['FOR UPDATE', 'SELECT * FROM orders FOR UPDATE', 'Locking rows (FOR UPDATE, FOR SHARE) is not allowed: a query can only read.'],
      ['LOCK IN SHARE MODE', 'SELECT * FROM orders LOCK IN SHARE MODE', 'Locking rows (FOR UPDATE, FOR SHARE) is not allowed: a query can only read.'],
      ['system variables', 'SELECT @@hostname', 'Variables are not allowed.'],
      ['user variables', 'SELECT @n := @n + 1 FROM orders', 'Variables are not allowed.'],
      ['a function outside the allowlist', 'SELECT MD5(ship_country) FROM orders', 'The function md5 is not allowed.'],
      ['sleep in a CTE', 'WITH x AS (SELECT SLEEP(1)) SELECT * FROM x', 'The function sleep is not allowed.'],
      ['sleep in a derived table', 'SELECT * FROM (SELECT SLEEP(1) AS s) t', 'The function sleep is not allowed.'],
      ['sleep in a window', 'SELECT SUM(freight) OVER (PARTITION BY SLEEP(1)) FROM orders', 'The function sleep is not allowed.'],
      ['a cast to a binary type', 'SELECT CAST(ship_country AS BINARY) FROM orders', 'Converting to the type BINARY is not allowed.'],
      ['a unit smuggling code into the printed SQL', 'SELECT TIMESTAMPDIFF(`day), SLEEP(5), (1`, order_date, order_date) FROM orders', 'These SQL constructs are not allowed.'],
      ['SQL_CALC_FOUND_ROWS', 'SELECT SQL_CALC_FOUND_ROWS * FROM orders', 'SELECT options are not allowed.'],
      ['two statements', 'SELECT 1; SELECT 2', 'Only a single statement can be run.'],
      ['a write', 'UPDATE orders SET freight = 0', 'Only a single SELECT statement can be run.'],
    ])('refuses %s', (_, sql, message) => {
      expect(refusal(sql)).toBe(message);
    });

    it('reports parse errors briefly', () => {
      expect(refusal('SELECT FROM WHERE')).toMatch(/^The SQL could not be parsed: unexpected "\w+" at line 1, column \d+\.$/);
      expect(refusal('SELECT * FROM')).toMatch(/^The SQL could not be parsed: unexpected end of input at line 1, column 14\.$/);
    });
  });

  describe('several databases', () => {
    const databases: SqlPolicy = {
      dialect: 'mysql',
      schema: 'shop',
      tables: [
        { schema: 'sales', name: 'orders', columns: ['order_id', 'customer_id', 'amount'] },
        { schema: 'archive', name: 'orders', columns: ['order_id', 'customer_id', 'amount', 'archived_on'] },
        { schema: 'crm', name: 'customers', columns: ['customer_id', 'name'] },
        { name: 'settings', columns: ['setting', 'value'] },
      ],
      maxRows: 1000,
    };

    it('qualifies every table with its own database', () => {
      const validated = validateSql('SELECT c.name, SUM(o.amount) FROM sales.orders o JOIN customers c USING (customer_id) GROUP BY c.name', databases);
      expect(validated.sql).toBe(
        'SELECT `c`.`name`, SUM(`o`.`amount`) FROM `sales`.`orders` AS `o` INNER JOIN `crm`.`customers` AS `c` USING (customer_id) GROUP BY `c`.`name` LIMIT 1001',
      );
      expect(validated.tables).toEqual(['sales.orders', 'customers']);
      expect(validateSql(validated.sql, databases)).toEqual(validated);
      expect(validateSql('SELECT value FROM settings', databases).sql).toBe('SELECT `value` FROM `shop`.`settings` LIMIT 1001');
    });

    it('tells apart tables of the same name, and refuses the name alone', () => {
      expect(validateSql('SELECT archived_on FROM archive.orders', databases).sql).toBe('SELECT `archived_on` FROM `archive`.`orders` LIMIT 1001');
      expect(refusal('SELECT archived_on FROM sales.orders', databases)).toBe('Unknown column "archived_on" in table "sales.orders".');
      expect(refusal('SELECT * FROM orders', databases)).toBe(
        'The table name "orders" is in more than one schema (sales, archive); name it with its schema, such as sales.orders.',
      );
    });

    it('refuses databases and tables outside the catalog', () => {
      expect(refusal('SELECT * FROM mysql.user', databases)).toBe('The table mysql.user is not part of this data source.');
      expect(refusal('SELECT * FROM crm.orders', databases)).toBe('Unknown table "crm.orders". Did you mean "sales.orders"?');
      expect(refusal('SELECT * FROM shop.customers', databases)).toBe('Unknown table "shop.customers". Did you mean "crm.customers"?');
    });
  });
});
