import type { DashboardSourceFragment } from '../dashboard/graphql/dashboard.generated';
import { formatCount } from '../dashboard/format';

/** SPEC §3 integration info card, with the node's place on the ring and its real state. */
export interface HubNode {
  key: string;
  /** Short text drawn inside the node. */
  badge: string;
  title: string;
  subtitle: string;
  stats: string;
  flavorText: string;
  perk: string;
  perkDesc: string;
  extra: string;
  logoColor: string;
  connected: boolean;
  sources: string[];
}

/** SPEC §9 hub layout. */
export const HUB = { ringRadius: 140, centerRadius: 60, nodeRadius: 30, tooltipWidth: 350 } as const;

type Source = Pick<DashboardSourceFragment, 'name' | 'kind' | 'status' | 'tables' | 'updatedAt'>;

const words = (name: string) => name.toLowerCase().split(/[^a-z]+/).filter(Boolean).map((word) => word.replace(/(ies)$/, 'y').replace(/s$/, ''));
const hasTable = (source: Source, names: string[]) => source.tables.some((table) => words(table.name).some((word) => names.includes(word)));

interface Kind {
  key: string;
  badge: string;
  title: string;
  logoColor: string;
  flavorText: string;
  perk: string;
  perkDesc: string;
  /** How to connect one, shown while none is. */
  howTo: string;
  matches: (source: Source) => boolean;
}

/** The six kinds around the hub: two CRMs, a relational database, a document database, a warehouse, a spreadsheet database. */
const KINDS: Kind[] = [
  {
    key: 'crm-sales',
    badge: 'CRM',
    title: 'Sales CRM',
    logoColor: '#38bdf8',
    flavorText: 'Accounts, deals and orders: where revenue is won.',
    perk: 'Pipeline answers',
    perkDesc: 'Ask about win rates, revenue by rep and deal stages.',
    howTo: 'Upload a CRM export (accounts, deals, orders) as CSV or XLSX.',
    matches: (source) => hasTable(source, ['customer', 'account', 'client']) && hasTable(source, ['deal', 'opportunity', 'order', 'sale']),
  },
  {
    key: 'crm-marketing',
    badge: 'MKT',
    title: 'Marketing CRM',
    logoColor: '#f472b6',
    flavorText: 'Leads and campaigns: where customers come from.',
    perk: 'Funnel answers',
    perkDesc: 'Ask about lead sources, conversion and campaign spend.',
    howTo: 'Upload leads and campaigns exported from your marketing tool.',
    matches: (source) => hasTable(source, ['lead', 'campaign', 'contact', 'prospect']),
  },
  {
    key: 'relational',
    badge: 'SQL',
    title: 'Relational database',
    logoColor: '#7382e1',
    flavorText: 'PostgreSQL, MySQL and MariaDB, queried live and read-only.',
    perk: 'Live queries',
    perkDesc: 'Every question runs on the current data, in a read-only transaction.',
    howTo: 'Connect a PostgreSQL or MySQL database in Settings → Integrations.',
    matches: (source) => source.kind === 'POSTGRES' || source.kind === 'MYSQL',
  },
  {
    key: 'document',
    badge: 'DOC',
    title: 'Document database',
    logoColor: '#34d399',
    flavorText: 'Collections of JSON documents, such as MongoDB.',
    perk: 'Flattened collections',
    perkDesc: 'Export collections to CSV and they become tables you can ask about.',
    howTo: 'Export a collection to CSV and upload it.',
    matches: () => false,
  },
  {
    key: 'warehouse',
    badge: 'DWH',
    title: 'Data warehouse',
    logoColor: '#fbbf24',
    flavorText: 'Snowflake, BigQuery or Redshift: the company’s history in one place.',
    perk: 'Warehouse scale',
    perkDesc: 'Connect a PostgreSQL-compatible warehouse endpoint, or upload extracts.',
    howTo: 'Connect a PostgreSQL-compatible endpoint, or upload an extract.',
    matches: () => false,
  },
  {
    key: 'spreadsheet',
    badge: 'XLS',
    title: 'Spreadsheet database',
    logoColor: '#a78bfa',
    flavorText: 'CSV files and XLSX workbooks, each sheet a table.',
    perk: 'Instant tables',
    perkDesc: 'Types, keys and joins are found for you when the files load.',
    howTo: 'Use Upload in the chat to add CSV or XLSX files.',
    matches: (source) => source.kind === 'UPLOAD',
  },
];

/** The hub's six nodes, each Connected when a ready source of the workspace is of that kind. */
export function hubNodes(sources: readonly Source[]): HubNode[] {
  return KINDS.map((kind) => {
    const matched = sources.filter((source) => source.status === 'READY' && kind.matches(source));
    const tables = matched.reduce((sum, source) => sum + source.tables.length, 0);
    const rows = matched.reduce((sum, source) => sum + source.tables.reduce((inner, table) => inner + table.rowCount, 0), 0);
    const latest = matched.map((source) => source.updatedAt).sort().pop();
    const connected = matched.length > 0;
    return {
      key: kind.key,
      badge: kind.badge,
      title: kind.title,
      subtitle: connected ? `Connected · ${matched.map((source) => source.name).join(', ')}` : 'Disconnected',
      stats: connected ? `${matched.length} ${matched.length === 1 ? 'source' : 'sources'} · ${tables} tables · ${formatCount(rows)} rows` : 'No source of this kind yet',
      flavorText: kind.flavorText,
      perk: kind.perk,
      perkDesc: kind.perkDesc,
      extra: connected && latest ? `Last synced ${new Date(latest).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : kind.howTo,
      logoColor: kind.logoColor,
      connected,
      sources: matched.map((source) => source.name),
    };
  });
}

/** Where node `index` of `count` sits on the ring, starting at the top, clockwise. */
export function ringPosition(index: number, count: number, radius: number = HUB.ringRadius): { x: number; y: number } {
  const angle = (index / count) * 2 * Math.PI - Math.PI / 2;
  return { x: Math.round(Math.cos(angle) * radius * 1000) / 1000, y: Math.round(Math.sin(angle) * radius * 1000) / 1000 };
}
