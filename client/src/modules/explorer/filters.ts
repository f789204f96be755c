import type { ExplorerFilterInput } from '../../gql/graphql.generated';

/** The values chosen for a column with the 'in' operator; empty means any value. */
export function valuesOf(filters: readonly ExplorerFilterInput[], column: string): string[] {
  return filters.find((filter) => filter.column === column && (filter.operator ?? 'in') === 'in')?.values ?? [];
}

/** Sets (or with no values, removes) a column's 'in' filter, keeping the others in place. */
export function withValues(filters: readonly ExplorerFilterInput[], column: string, values: string[]): ExplorerFilterInput[] {
  const others = filters.filter((filter) => !(filter.column === column && (filter.operator ?? 'in') === 'in'));
  return values.length === 0 ? others : [...others, { column, operator: 'in', values }];
}

export function describeFilter(filter: ExplorerFilterInput): string {
  const name = filter.column.replace(/_/g, ' ');
  const values = filter.values.join(', ');
  switch (filter.operator) {
    case 'not_in':
      return `${name} is not ${values}`;
    case 'gt':
      return `${name} > ${values}`;
    case 'gte':
      return `${name} ≥ ${values}`;
    case 'lt':
      return `${name} < ${values}`;
    case 'lte':
      return `${name} ≤ ${values}`;
    case 'between':
      return `${name} from ${filter.values[0] ?? ''} to before ${filter.values[1] ?? ''}`;
    case 'contains':
      return `${name} contains ${values}`;
    default:
      return `${name}: ${values}`;
  }
}
