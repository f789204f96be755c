import type { SqlPolicy } from './sql-policy';

/** The Northwind tables the safety tests query, with the columns of ../shared/datasets/northwind. */
export const NORTHWIND_TABLES = [
  {
    name: 'orders',
    columns: [
      'order_id', 'customer_id', 'employee_id', 'order_date', 'required_date', 'shipped_date', 'ship_via', 'freight',
      'ship_name', 'ship_address', 'ship_city', 'ship_region', 'ship_postal_code', 'ship_country',
    ],
  },
  {
    name: 'customers',
    columns: [
      'customer_id', 'company_name', 'contact_name', 'contact_title', 'address', 'city', 'region', 'postal_code',
      'country', 'phone', 'fax',
    ],
  },
  { name: 'order_details', columns: ['order_id', 'product_id', 'unit_price', 'quantity', 'discount'] },
  {
    name: 'products',
    columns: [
      'product_id', 'product_name', 'supplier_id', 'category_id', 'quantity_per_unit', 'unit_price', 'units_in_stock',
      'units_on_order', 'reorder_level', 'discontinued',
    ],
  },
  {
    name: 'employees',
    columns: [
      'employee_id', 'last_name', 'first_name', 'title', 'title_of_courtesy', 'birth_date', 'hire_date', 'address',
      'city', 'region', 'postal_code', 'country', 'home_phone', 'extension', 'notes', 'reports_to', 'photo_path',
    ],
  },
  { name: 'shippers', columns: ['shipper_id', 'company_name', 'phone'] },
];

export function northwindPolicy(dialect: SqlPolicy['dialect'], schema = 'ds_1', maxRows = 1000): SqlPolicy {
  return { dialect, schema, tables: NORTHWIND_TABLES, maxRows };
}
