import {
  isKeyLikeName,
  isOwnKeyName,
  isOwnKeyStem,
  isSelfReferenceName,
  keyStem,
  nameRelatesToKey,
  nameRelatesToTable,
  nameWords,
  singular,
  stemWords,
} from './key-names';

describe('key names', () => {
  it('makes table names singular', () => {
    expect(
      ['orders', 'categories', 'sales_teams', 'boxes', 'addresses', 'status', 'region', 'Shippers', 'news', 'analysis'].map(singular),
    ).toEqual(['order', 'category', 'sales_team', 'box', 'address', 'status', 'region', 'shipper', 'new', 'analysis']);
  });

  it("recognises a table's own key column", () => {
    expect(isOwnKeyName('id', 'orders')).toBe(true);
    expect(isOwnKeyName('Order_ID', 'orders')).toBe(true);
    expect(isOwnKeyName('orders_id', 'orders')).toBe(true);
    expect(isOwnKeyName('orderid', 'Orders')).toBe(true);
    expect(isOwnKeyName('customer_id', 'orders')).toBe(false);
  });

  it('recognises names that point at keys', () => {
    const singulars = new Set(['account', 'product']);
    expect(['ship_via', 'created_by', 'country_code', 'customer_id', 'account', 'Product'].map((name) => isKeyLikeName(name, singulars))).toEqual([
      true, true, true, true, true, true,
    ]);
    expect(isKeyLikeName('deal_stage', singulars)).toBe(false);
    expect(keyStem('ship_via')).toBe('ship');
  });

  it('relates key names to tables by their stems', () => {
    expect(nameRelatesToTable('ship_via', 'shippers')).toBe(true);
    expect(nameRelatesToTable('customer_code', 'customers')).toBe(true);
    expect(nameRelatesToTable('account', 'accounts')).toBe(true);
    expect(nameRelatesToTable('ship_via', 'categories')).toBe(false);
    // Stems this short must match exactly, or 'to' would relate to every 'to…' table.
    expect(nameRelatesToTable('to_id', 'tokens')).toBe(false);
  });

  it('reads names as words, abbreviations spelled out and key words stripped', () => {
    expect(nameWords('ShipCountry')).toEqual(['ship', 'country']);
    expect(nameWords('depts')).toEqual(['department']);
    // Words that are names of JavaScript's own properties are words like any other.
    expect(nameWords('constructor_id')).toEqual(['constructor', 'id']);
    expect(nameWords('toString')).toEqual(['to', 'string']);
    expect(stemWords('cust_no')).toEqual(['customer']);
    expect(stemWords('mgr_emp_no')).toEqual(['manager', 'employee']);
    expect(stemWords('code')).toEqual([]);
    expect(keyStem('team_ref')).toBe('team');
  });

  it('relates names to tables through abbreviations, plurals and last words', () => {
    const related: [string, string][] = [
      ['team_ref', 'teams'], ['carrier', 'carriers'], ['emp_no', 'employees'], ['dept_cd', 'depts'], ['cust', 'customers'],
      ['home_team', 'teams'], ['acct', 'accts'], ['prog', 'programs'], ['ship_to_wh', 'warehouses'], ['src_camp', 'campaigns'],
      ['supp_cd', 'suppliers'], ['stu', 'students'], ['crs_cd', 'courses'], ['prov_id', 'providers'], ['res_no', 'reservations'],
      ['loc', 'locations'], ['inv_no', 'invoices'], ['prod', 'products'], ['whs', 'warehouse'], ['empl_id', 'employees'],
    ];
    for (const [column, table] of related) expect([column, table, nameRelatesToTable(column, table)]).toEqual([column, table, true]);
    expect(nameRelatesToTable('rating', 'reviews')).toBe(false);
    // A generic last word relates only on its own: a visit_type is not a room type.
    expect(nameRelatesToTable('visit_type', 'room_types')).toBe(false);
    expect(nameRelatesToTable('status', 'order_statuses')).toBe(true);
  });

  it('relates names to key names by their meaningful words', () => {
    expect(nameRelatesToKey('reviewer_badge', 'badge_no')).toBe(true);
    expect(nameRelatesToKey('pcp_npi', 'npi')).toBe(true);
    expect(nameRelatesToKey('ship_name', 'company_name')).toBe(false);
    expect(nameRelatesToKey('code', 'code')).toBe(false);
  });

  it("recognises a table's own key by its words", () => {
    expect(isOwnKeyStem('depot_cd', 'depots')).toBe(true);
    expect(isOwnKeyStem('cust_ref', 'customers')).toBe(true);
    expect(isOwnKeyStem('code', 'carriers')).toBe(true);
    expect(isOwnKeyStem('prog_cd', 'programs')).toBe(true);
    expect(isOwnKeyStem('territory_id', 'employee_territories')).toBe(false);
    expect(isOwnKeyStem('ticket_no', 'csat')).toBe(false);
  });

  it('recognises names that point at another row of the same table', () => {
    const self: [string, string, string][] = [
      ['reports_to', 'staff', 'badge_no'], ['manager', 'employees', 'emp_no'], ['mgr_cd', 'csm', 'csm_cd'],
      ['supv_npi', 'providers', 'npi'], ['parent_cd', 'campaigns', 'camp_cd'], ['team_lead', 'agents', 'badge'],
      ['lead_badge', 'agents', 'badge'], ['referred_by', 'guests', 'guest_ref'], ['chair', 'instructors', 'emp_no'],
      ['hub_cd', 'depots', 'depot_cd'], ['parent_category_id', 'categories', 'category_id'], ['replaced_by', 'items', 'sku'],
      ['boss_id', 'people', 'id'], ['mentor', 'staff', 'badge_no'], ['head', 'departments', 'dept_id'], ['subsidiary_of', 'accounts', 'account'],
      ['sup_staff_no', 'staff', 'staff_no'],
      ['sup_no', 'staff', 'emp_no'],
      ['rpt_to', 'staff', 'staff_no'], ['ref_by', 'sub', 'sub_no'],
    ];
    for (const [column, table, key] of self) expect([column, isSelfReferenceName(column, table, key)]).toEqual([column, true]);
    for (const column of ['head_count', 'created_by', 'lead_source', 'rating', 'badge_no', 'supp_no', 'sup_cd']) {
      expect([column, isSelfReferenceName(column, 'staff', 'badge_no')]).toEqual([column, false]);
    }
  });
});
