import { isKeyLikeName, isOwnKeyName, keyStem, nameRelatesToTable, singular } from './key-names';

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
});
