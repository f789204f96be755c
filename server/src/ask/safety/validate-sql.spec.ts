import { parse, type SelectStatement } from 'pgsql-ast-parser';
import { northwindPolicy } from './northwind-policy';
import { VALID_POSTGRES } from './valid-queries';
import { MAX_SQL_LENGTH, UnsafeSqlError, validateSql, type SqlPolicy } from './validate-sql';

const policy = northwindPolicy('postgres');

function outermostLimit(sql: string): unknown {
  const [statement] = parse(sql) as SelectStatement[];
  return statement?.type === 'select' ? statement.limit?.limit : undefined;
}

function refusal(sql: string, dialectPolicy = policy): string {
  try {
    validateSql(sql, dialectPolicy);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeSqlError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${sql}`);
}

describe('validateSql (PostgreSQL)', () => {
  it.each(VALID_POSTGRES)('accepts %s, printed as SQL that parses and checks the same', (_, sql) => {
    const validated = validateSql(sql, policy);
    expect(parse(validated.sql)).toHaveLength(1);
    expect(validateSql(validated.sql, policy)).toEqual(validated);
  });

  it('names the catalog tables read, in order of first mention', () => {
    const sql = `SELECT * FROM order_details d JOIN orders o USING (order_id) JOIN orders o2 USING (order_id)
                 WHERE EXISTS (SELECT 1 FROM customers)`;
    expect(validateSql(sql, policy).tables).toEqual(['order_details', 'orders', 'customers']);
    expect(validateSql('WITH x AS (SELECT 1 AS a) SELECT a FROM x', policy).tables).toEqual([]);
  });

  it('qualifies catalog tables with the schema, but not CTEs', () => {
    const { sql } = validateSql('WITH x AS (SELECT * FROM orders) SELECT * FROM x JOIN customers USING (customer_id)', policy);
    expect(sql).toContain('FROM ds_1.orders');
    expect(sql).toContain('ds_1.customers');
    expect(sql).not.toContain('ds_1.x');
  });

  it('drops comments', () => {
    const { sql } = validateSql('SELECT order_id /* ; DROP TABLE orders */ FROM orders -- ; DELETE FROM orders', policy);
    expect(sql).not.toMatch(/DROP|DELETE|--|\/\*/);
  });

  describe('the forced LIMIT', () => {
    it('is added when there is none', () => {
      expect(outermostLimit(validateSql('SELECT * FROM orders', policy).sql)).toEqual({ type: 'integer', value: 1001 });
    });

    it('keeps a lower LIMIT and its OFFSET', () => {
      const { sql } = validateSql('SELECT * FROM orders ORDER BY freight DESC LIMIT 5 OFFSET 10', policy);
      expect(outermostLimit(sql)).toEqual({ type: 'integer', value: 5 });
      expect(sql).toMatch(/OFFSET \(10\)/);
      expect(sql).toMatch(/ORDER BY freight DESC/);
    });

    it('keeps maxRows + 1 and lowers anything above it', () => {
      expect(outermostLimit(validateSql('SELECT * FROM orders LIMIT 1001', policy).sql)).toMatchObject({ value: 1001 });
      expect(outermostLimit(validateSql('SELECT * FROM orders LIMIT 1002', policy).sql)).toMatchObject({ value: 1001 });
      expect(outermostLimit(validateSql('SELECT * FROM orders LIMIT 1000000', policy).sql)).toMatchObject({ value: 1001 });
      expect(outermostLimit(validateSql('SELECT * FROM orders FETCH FIRST 5000 ROWS ONLY', policy).sql)).toMatchObject({
        value: 1001,
      });
    });

    it('caps a LIMIT expression with least()', () => {
      const { sql } = validateSql('SELECT * FROM orders LIMIT 5 + 5', policy);
      expect(sql).toMatch(/LIMIT \(least \(\(\(5\) \+ \(5\)\), \(1001\)\)/);
    });

    it('limits the main query of a WITH, not its CTEs', () => {
      const { sql } = validateSql('WITH x AS (SELECT * FROM orders) SELECT * FROM x', policy);
      expect(sql).toMatch(/^WITH x AS \(SELECT \* {2}FROM ds_1\.orders {3}\) SELECT \* {2}FROM x {3}LIMIT \(1001\)$/);
    });

    it('wraps a set operation or VALUES list to limit it', () => {
      const union = validateSql('SELECT city FROM customers UNION SELECT ship_city FROM orders', policy).sql;
      expect(union).toMatch(/^SELECT \* {2}FROM \(.* UNION .*\) {2}AS combined {3}LIMIT \(1001\)$/);
      const values = validateSql('VALUES (1), (2)', policy).sql;
      expect(values).toMatch(/^SELECT \* {2}FROM \(VALUES .*\) {2}AS combined {3}LIMIT \(1001\)$/);
    });

    it('lowers the LIMIT of a set operation and keeps its ORDER BY on the whole result', () => {
      const { sql } = validateSql('SELECT city FROM customers UNION SELECT ship_city FROM orders ORDER BY 1 DESC LIMIT 5000', policy);
      expect(sql).toBe(
        'SELECT *  FROM ((SELECT city  FROM ds_1.customers   ) UNION (SELECT ship_city  FROM ds_1.orders   ))' +
          '  AS combined    ORDER BY (1) DESC  LIMIT (1001)',
      );
    });
  });

  describe('printing what PostgreSQL reads', () => {
    it('keeps a chain of set operations left to right', () => {
      const { sql } = validateSql(
        'SELECT city FROM customers UNION ALL SELECT ship_city FROM orders UNION SELECT city FROM employees',
        policy,
      );
      expect(sql).toContain(
        '((SELECT city  FROM ds_1.customers   ) UNION ALL (SELECT ship_city  FROM ds_1.orders   )) UNION (SELECT city',
      );
    });

    it('keeps an ORDER BY inside a parenthesized operand there', () => {
      const { sql } = validateSql(
        'SELECT city FROM customers UNION (SELECT ship_city FROM orders ORDER BY ship_city LIMIT 3)',
        policy,
      );
      expect(sql).toContain('UNION (SELECT ship_city  FROM ds_1.orders    ORDER BY ship_city LIMIT (3))');
    });

    it('prints position(a IN b) as strpos(b, a)', () => {
      expect(validateSql("SELECT position('a' IN city) FROM customers", policy).sql).toContain("strpos (city, ('a'))");
    });
  });

  describe('names', () => {
    it('hints at the nearest table', () => {
      expect(refusal('SELECT * FROM ordrs')).toBe('Unknown table "ordrs". Did you mean "orders"?');
      expect(refusal('SELECT * FROM ds_1.custmers')).toBe('Unknown table "custmers". Did you mean "customers"?');
    });

    it('hints at the nearest column', () => {
      expect(refusal('SELECT shipcountry FROM orders')).toBe(
        'Unknown column "shipcountry" in table "orders". Did you mean "ship_country"?',
      );
      expect(refusal('SELECT ShipCountry FROM orders')).toBe(
        'Unknown column "shipcountry" in table "orders". Did you mean "ship_country"?',
      );
      expect(refusal('SELECT o.frieght FROM orders o')).toBe(
        'Unknown column "frieght" in table "orders". Did you mean "freight"?',
      );
    });

    it('finds the hint in whichever table of the query has it', () => {
      expect(refusal('SELECT company_nam FROM orders JOIN customers USING (customer_id)')).toBe(
        'Unknown column "company_nam" in table "customers". Did you mean "company_name"?',
      );
    });

    it('checks the columns of CTEs and subqueries', () => {
      expect(refusal('WITH x AS (SELECT customer_id FROM orders) SELECT customr_id FROM x')).toBe(
        'Unknown column "customr_id" in table "x". Did you mean "customer_id"?',
      );
      expect(refusal('SELECT t.n2 FROM (SELECT count(*) AS n FROM orders) t')).toBe(
        'Unknown column "n2" in table "t". Did you mean "n"?',
      );
    });

    it('refuses an unknown qualifier', () => {
      expect(refusal('SELECT x.order_id FROM orders o')).toBe('Unknown table "x". Did you mean "o"?');
      expect(refusal('SELECT customers.city FROM orders')).toBe('The table "customers" is not in the FROM clause.');
    });

    it('gives no hint when nothing is close', () => {
      expect(refusal('SELECT * FROM invoices')).toBe('The table invoices is not part of this data source.');
      expect(refusal('SELECT zzz FROM orders')).toBe('Unknown column "zzz" in table "orders".');
      expect(refusal('SELECT zzz FROM orders, customers')).toBe('Unknown column "zzz".');
    });

    it('accepts columns it cannot know', () => {
      expect(() => validateSql('SELECT t.anything FROM (SELECT *, 1 + 1 FROM orders) t', policy)).not.toThrow();
    });
  });

  it('refuses SQL too long or too deep to check', () => {
    expect(refusal(`SELECT 1${' '.repeat(MAX_SQL_LENGTH)}`)).toBe(
      `The SQL is too long: at most ${MAX_SQL_LENGTH} characters can be run.`,
    );
    const deep = `SELECT ${'('.repeat(4000)}1${')'.repeat(4000)}`;
    expect(refusal(deep, northwindPolicy('mysql'))).toBe('The SQL is nested too deeply to be checked.');
  });

  it('suggests another way for what the parser does not support', () => {
    expect(refusal('SELECT city FROM customers EXCEPT SELECT ship_city FROM orders')).toBe(
      'The SQL could not be parsed: EXCEPT is not supported, EXISTS or NOT EXISTS can say the same.',
    );
  });

  it('reports parse errors briefly', () => {
    expect(refusal('SELECT FROM WHERE')).toBe(
      'The SQL could not be parsed: unexpected "WHERE" at line 1, column 13.',
    );
    expect(refusal("SELECT 'unterminated")).toBe('The SQL could not be parsed: invalid syntax at line 1 column 8.');
    expect(refusal('   ')).toBe('There is no SQL statement to run.');
    expect(refusal('-- nothing')).toBe('The SQL could not be parsed: unexpected end of input.');
  });

  describe('several schemas', () => {
    // A live database: tables in hr and org, orders in two schemas, notes in the connection's own schema.
    const schemas: SqlPolicy = {
      dialect: 'postgres',
      schema: 'public',
      tables: [
        { schema: 'hr', name: 'staff', columns: ['badge_no', 'full_name', 'team_ref', 'reports_to'] },
        { schema: 'org', name: 'teams', columns: ['ref', 'team_name'] },
        { schema: 'sales', name: 'orders', columns: ['order_id', 'amount'] },
        { schema: 'archive', name: 'orders', columns: ['order_id', 'amount', 'archived_on'] },
        { name: 'notes', columns: ['note_id', 'body'] },
      ],
      maxRows: 1000,
    };
    const refused = (sql: string) => refusal(sql, schemas);

    it('finds an unqualified name in its only schema, and qualifies every table with its own', () => {
      const validated = validateSql(
        'SELECT s.full_name, t.team_name, m.full_name AS manager FROM staff s JOIN teams t ON t.ref = s.team_ref ' +
          'LEFT JOIN staff m ON m.badge_no = s.reports_to JOIN notes n ON n.note_id = s.badge_no',
        schemas,
      );
      expect(validated.sql).toContain('FROM hr.staff  AS s');
      expect(validated.sql).toContain('JOIN org.teams  AS t');
      expect(validated.sql).toContain('JOIN hr.staff  AS m');
      expect(validated.sql).toContain('JOIN public.notes  AS n');
      expect(validated.tables).toEqual(['staff', 'teams', 'notes']);
      expect(validateSql(validated.sql, schemas)).toEqual(validated);
    });

    it('accepts names qualified with their schema, in FROM and in column references', () => {
      const { sql } = validateSql('SELECT hr.staff.full_name, teams.team_name FROM hr.staff JOIN org.teams ON teams.ref = hr.staff.team_ref', schemas);
      expect(sql).toContain('FROM hr.staff');
      expect(sql).toContain('org.teams');
    });

    it('tells apart tables of the same name by their schema', () => {
      const validated = validateSql('SELECT a.archived_on, s.amount FROM archive.orders a JOIN sales.orders s USING (order_id)', schemas);
      expect(validated.sql).toContain('FROM archive.orders  AS a');
      expect(validated.sql).toContain('JOIN sales.orders  AS s');
      expect(validated.tables).toEqual(['archive.orders', 'sales.orders']);
      expect(refused('SELECT archived_on FROM sales.orders')).toBe('Unknown column "archived_on" in table "sales.orders".');
    });

    it('refuses an unqualified name that several schemas share, saying how to name it', () => {
      expect(refused('SELECT count(*) FROM orders')).toBe(
        'The table name "orders" is in more than one schema (sales, archive); name it with its schema, such as sales.orders.',
      );
    });

    it("reads an unqualified shared name as the default schema's table when there is one", () => {
      const withDefault: SqlPolicy = { ...schemas, tables: [...schemas.tables, { schema: 'public', name: 'orders', columns: ['order_id'] }] };
      expect(validateSql('SELECT order_id FROM orders', withDefault).sql).toContain('FROM public.orders');
      expect(validateSql('SELECT order_id FROM orders', withDefault).tables).toEqual(['public.orders']);
    });

    it('refuses qualified names outside the catalog', () => {
      expect(refused('SELECT * FROM hr.salaries')).toBe('The table hr.salaries is not part of this data source.');
      expect(refused('SELECT * FROM payroll.staff')).toBe('The table payroll.staff is not part of this data source.');
      expect(refused('SELECT * FROM org.staff')).toBe('Unknown table "org.staff". Did you mean "hr.staff"?');
      expect(refused('SELECT * FROM hr.staf')).toBe('Unknown table "staf". Did you mean "staff"?');
      expect(refused('SELECT * FROM pg_catalog.pg_tables')).toBe('The table pg_catalog.pg_tables is not part of this data source.');
      expect(refused('SELECT * FROM public.staff')).toBe('Unknown table "public.staff". Did you mean "hr.staff"?');
      expect(refused('SELECT org.staff.full_name FROM hr.staff')).toBe('The table "staff" is not in the FROM clause.');
      expect(refused('SELECT payroll.staff.full_name FROM hr.staff')).toBe('The table payroll.staff is not part of this data source.');
    });
  });
});
