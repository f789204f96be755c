// Marketing copy. SPEC §1's claims are marketing copy and stay as such (they are not measured by the product).

export interface PricingTier {
  tier: string;
  /** Dollars per month, or null for a custom price. */
  price: number | null;
  popular: boolean;
  desc: string;
  features: string[];
  cta: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** SPEC §9: Starter 10, Professional 49 (popular), Enterprise custom. */
export const PRICING_TIERS: readonly PricingTier[] = [
  {
    tier: 'Starter',
    price: 10,
    popular: false,
    desc: 'For individuals exploring their first data sources.',
    features: ['1 workspace, up to 3 members', '2 data sources', 'Chat with your data', 'CSV and Excel uploads', 'Email support'],
    cta: 'Start with Starter',
  },
  {
    tier: 'Professional',
    price: 49,
    popular: true,
    desc: 'For growing teams that run on their data every day.',
    features: ['Unlimited members with roles', 'Unlimited data sources', 'PostgreSQL and MySQL connections', 'Reports, insights and timeline', 'API keys', 'Priority support'],
    cta: 'Start with Professional',
  },
  {
    tier: 'Enterprise',
    price: null,
    popular: false,
    desc: 'For organisations with security, scale and compliance needs.',
    features: ['Everything in Professional', 'Single sign-on (Google, GitHub, OIDC)', 'Dedicated model training', 'Self-hosting assistance', 'Custom SLAs and onboarding'],
    cta: 'Talk to sales',
  },
];

export const PLAN_GUARANTEES = ['256-bit encryption', 'Daily backups', '99.9% uptime SLA'] as const;

export const ENTERPRISE_CAPABILITIES = [
  { title: 'Isolated AI model', body: 'Each customer gets its own model, trained on its own data and never shared with anyone else.' },
  { title: 'Roles and permissions', body: 'Owners, Admins, Analysts and Viewers, enforced on every request and every API key.' },
  { title: 'Self-hosted', body: 'Run Quarry on your own servers with one Node.js process and PostgreSQL. No data leaves your network.' },
  { title: 'Audit-ready', body: 'Sessions you can revoke, hashed API keys and encrypted database credentials.' },
] as const;

export const FAQ: readonly FaqItem[] = [
  {
    question: 'Which data sources can I connect?',
    answer: 'Upload CSV or Excel files, or connect PostgreSQL and MySQL databases read-only. CRM and marketing exports work as uploads today.',
  },
  {
    question: 'Does my data train anyone else’s model?',
    answer: 'No. Every customer gets an isolated model. Your data and the questions you ask stay in your workspace.',
  },
  {
    question: 'Do I need to know SQL?',
    answer: 'No. Ask in plain language. Quarry shows the SQL it ran with every answer, so analysts can check it.',
  },
  {
    question: 'Can I try it before I connect real data?',
    answer: 'Yes. Every workspace starts with a demo CRM and sales data set, so you can ask questions from the first minute.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes, upgrade or downgrade at any time. Changes apply from your next billing period.',
  },
];

export const FEATURES = [
  { title: 'Chat with your data', body: 'Ask questions in plain language and get answers with numbers, tables and charts in seconds.', icon: 'chat' },
  { title: 'Connect every source', body: 'CRM exports, marketing spreadsheets and live PostgreSQL or MySQL databases, side by side.', icon: 'plug' },
  { title: 'Reports that update', body: 'Turn any answer into a chart on a report your whole team sees, refreshed from the source.', icon: 'chart' },
  { title: 'Insights on a timeline', body: 'Quarry watches your metrics and posts what changed, with the query behind every finding.', icon: 'timeline' },
  { title: 'Private by design', body: 'An isolated model per customer, encrypted credentials and read-only queries with limits.', icon: 'shield' },
  { title: 'Built for teams', body: 'Invite colleagues as Admins, Analysts or Viewers, and hand API keys to your pipelines.', icon: 'team' },
] as const;

export const METRICS = [
  { value: '98.7%', label: 'accuracy in 30 days' },
  { value: '3,000+', label: 'companies' },
  { value: '99.9%', label: 'uptime SLA' },
  { value: '256-bit', label: 'encryption' },
] as const;

export const INDUSTRIES = [
  { name: 'Marketing', body: 'Campaign ROI, channel mix and lead quality without waiting for the weekly export.' },
  { name: 'Healthcare', body: 'Appointments, capacity and patient feedback, with data that stays on your servers.' },
  { name: 'Finance', body: 'Revenue, margins and forecasts, checked against the SQL that produced them.' },
  { name: 'Real Estate', body: 'Listings, pipeline and occupancy across every office in one conversation.' },
] as const;

export const LEARNING_STEPS = [
  { title: 'Connect', body: 'Quarry profiles your tables, columns and the values in them.' },
  { title: 'Learn', body: 'It learns your words: “deals”, “revenue”, “churn” mean what your team means.' },
  { title: 'Answer', body: 'Every question becomes one checked, read-only query, and an answer in plain words.' },
] as const;

export const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Integrations', to: '/integrations' },
      { label: 'Metrics', to: '/metrics' },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'Solutions', to: '/solutions' },
      { label: 'Customer stories', to: '/cases' },
      { label: 'Request a demo', to: '/demo' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', to: '/docs' },
      { label: 'Contact', to: '/contact' },
      { label: 'Log in', to: '/login' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
] as const;

export const MARKETING_NAV = [
  { label: 'Features', to: '/features' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Docs', to: '/docs' },
  { label: 'Contact', to: '/contact' },
] as const;

export function formatPrice(price: number | null): string {
  return price === null ? 'Custom' : `$${price}`;
}
