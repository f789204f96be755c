import { tabFromParam, TAB_KEYS, TAB_LABELS } from '../../dashboard/tabs';
import { HUB, hubNodes, ringPosition } from '../hub-nodes';

const table = (name: string, rowCount = 10) => ({ __typename: 'DataSourceTable' as const, name, rowCount });

describe('dashboard tabs (SPEC §2)', () => {
  it('keeps the eight tabs in order with chat as the default', () => {
    expect(TAB_KEYS).toEqual(['chat', 'integrations', 'profiles', 'explorer', 'reports', 'insights', 'timeline', 'pulse']);
    expect(TAB_LABELS.integrations).toBe('Integrations');
    expect(tabFromParam(null)).toBe('chat');
    expect(tabFromParam('pulse')).toBe('pulse');
  });

  it('reads SPEC’s spelling and unknown tabs as the integrations view', () => {
    expect(tabFromParam('intergrations')).toBe('integrations');
    expect(tabFromParam('nowhere')).toBe('integrations');
  });
});

describe('integration hub', () => {
  it('places six kinds on the ring and marks them by the workspace’s real sources', () => {
    const nodes = hubNodes([
      { name: 'Demo CRM & Sales', kind: 'DEMO', status: 'READY', updatedAt: '2026-11-23T10:00:00Z', tables: [table('customers'), table('deals'), table('leads', 5)] },
      { name: 'Warehouse copy', kind: 'POSTGRES', status: 'READY', updatedAt: '2026-11-22T10:00:00Z', tables: [table('facts', 1_000)] },
      { name: 'Half done', kind: 'UPLOAD', status: 'IMPORTING', updatedAt: '2026-11-23T10:00:00Z', tables: [] },
    ]);
    expect(nodes.map((node) => [node.key, node.connected])).toEqual([
      ['crm-sales', true],
      ['crm-marketing', true],
      ['relational', true],
      ['document', false],
      ['warehouse', false],
      ['spreadsheet', false],
    ]);
    expect(nodes[0]).toMatchObject({ subtitle: 'Connected · Demo CRM & Sales', stats: '1 source · 3 tables · 25 rows' });
    expect(nodes[5]?.subtitle).toBe('Disconnected');
    for (const node of nodes) {
      expect(Object.keys(node)).toEqual(expect.arrayContaining(['title', 'subtitle', 'stats', 'flavorText', 'perk', 'perkDesc', 'extra', 'logoColor']));
    }
  });

  it('uses SPEC’s radii and starts the ring at the top', () => {
    expect(HUB).toEqual({ ringRadius: 140, centerRadius: 60, nodeRadius: 30, tooltipWidth: 350 });
    expect(ringPosition(0, 6)).toEqual({ x: 0, y: -140 });
    const third = ringPosition(3, 6);
    expect(third.x).toBeCloseTo(0, 6);
    expect(third.y).toBe(140);
  });
});
