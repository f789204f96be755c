import { ProfileSql } from './profile-sql';

describe('ProfileSql', () => {
  const postgres = new ProfileSql('postgres');
  const mysql = new ProfileSql('mysql');
  const staff = { schema: 'hr', name: 'staff' };
  const from = { schema: 'hr', table: 'staff', column: 'team_ref', type: 'text' as const };
  const to = { schema: 'org', table: 'teams', column: 'ref', type: 'text' as const };

  it('names every table with its own schema', () => {
    expect(postgres.aggregate(staff, [{ name: 'badge_no', type: 'integer' }])).toBe(
      'SELECT count(*), count(DISTINCT "badge_no"), count("badge_no"), min("badge_no"), max("badge_no") FROM "hr"."staff"',
    );
    expect(postgres.containedCount(from, to)).toBe(
      'SELECT count(*) FROM (SELECT DISTINCT "team_ref"::text COLLATE "C" AS v FROM "hr"."staff" WHERE "team_ref"::text COLLATE "C" IS NOT NULL) d ' +
        'WHERE d.v IN (SELECT "ref"::text COLLATE "C" FROM "org"."teams")',
    );
    expect(mysql.distinctValues({ schema: 'shop', name: 'orders' }, { name: 'status', type: 'text' }, 200)).toBe(
      'SELECT DISTINCT `status` FROM `shop`.`orders` WHERE `status` IS NOT NULL LIMIT 200',
    );
  });

  it('samples a few values from the first rows only', () => {
    expect(postgres.sampleValues(staff, { name: 'full_name', type: 'text' })).toBe(
      'SELECT DISTINCT v FROM (SELECT "full_name"::text COLLATE "C" AS v FROM "hr"."staff" WHERE "full_name"::text COLLATE "C" IS NOT NULL LIMIT 1000) s LIMIT 20',
    );
  });

  it('looks values up as parameters', () => {
    expect(postgres.foundCount(to, 3)).toBe('SELECT count(DISTINCT "ref"::text COLLATE "C") FROM "org"."teams" WHERE "ref"::text COLLATE "C" IN ($1, $2, $3)');
    expect(mysql.foundCount({ ...to, type: 'integer' }, 2)).toBe('SELECT count(DISTINCT `ref`) FROM `org`.`teams` WHERE `ref` IN (?, ?)');
  });
});
