/** SPEC §2: the eight tabs, in order; chat is the default. */
export const TAB_KEYS = ['chat', 'integrations', 'profiles', 'explorer', 'reports', 'insights', 'timeline', 'pulse'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const TAB_LABELS: Record<TabKey, string> = {
  chat: 'Chat',
  integrations: 'Integrations',
  profiles: 'Profiles',
  explorer: 'Explorer',
  reports: 'Reports',
  insights: 'Insights',
  timeline: 'Timeline',
  pulse: 'Pulse',
};

/** The tab a `?tab=` value names: none is chat, SPEC's spelling 'intergrations' is integrations, anything else too. */
export function tabFromParam(value: string | null): TabKey {
  if (value === null || value === '') return 'chat';
  const key = value.toLowerCase();
  if (key === 'intergrations') return 'integrations';
  return (TAB_KEYS as readonly string[]).includes(key) ? (key as TabKey) : 'integrations';
}
