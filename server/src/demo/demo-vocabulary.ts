/**
 * Word lists and fixed catalogues of the demo company, Brightline Supply, which sells business laptops, monitors,
 * networking gear, software subscriptions and services to companies around the world.
 */

export interface CountryInfo {
  name: string;
  /** Share of the region's customers. */
  weight: number;
  cities: readonly string[];
  /** Legal-form suffixes of company names, '' for none. */
  suffixes: readonly string[];
}

export interface RegionInfo {
  name: string;
  /** Share of all customers. */
  weight: number;
  countries: readonly CountryInfo[];
}

export const REGIONS: readonly RegionInfo[] = [
  {
    name: 'North America',
    weight: 0.38,
    countries: [
      {
        name: 'United States',
        weight: 0.82,
        cities: ['New York', 'Chicago', 'Austin', 'Seattle', 'Boston', 'Denver', 'Atlanta', 'San Francisco', 'Minneapolis', 'Raleigh', 'Phoenix', 'Columbus'],
        suffixes: ['Inc.', 'Inc.', 'LLC', 'Corp.', '', ''],
      },
      { name: 'Canada', weight: 0.18, cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa'], suffixes: ['Inc.', 'Ltd.', ''] },
    ],
  },
  {
    name: 'Latin America',
    weight: 0.08,
    countries: [
      { name: 'Brazil', weight: 0.38, cities: ['São Paulo', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte'], suffixes: ['Ltda.', 'S.A.'] },
      { name: 'Mexico', weight: 0.28, cities: ['Mexico City', 'Guadalajara', 'Monterrey'], suffixes: ['S.A. de C.V.', ''] },
      { name: 'Argentina', weight: 0.12, cities: ['Buenos Aires', 'Córdoba'], suffixes: ['S.A.', 'S.R.L.'] },
      { name: 'Chile', weight: 0.11, cities: ['Santiago', 'Valparaíso'], suffixes: ['SpA', 'S.A.'] },
      { name: 'Colombia', weight: 0.11, cities: ['Bogotá', 'Medellín'], suffixes: ['S.A.S.'] },
    ],
  },
  {
    name: 'Europe',
    weight: 0.3,
    countries: [
      { name: 'United Kingdom', weight: 0.24, cities: ['London', 'Manchester', 'Edinburgh', 'Bristol', 'Leeds'], suffixes: ['Ltd', 'Ltd', 'PLC'] },
      { name: 'Germany', weight: 0.2, cities: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt', 'Cologne'], suffixes: ['GmbH', 'GmbH', 'AG'] },
      { name: 'France', weight: 0.13, cities: ['Paris', 'Lyon', 'Toulouse', 'Nantes'], suffixes: ['SAS', 'SA'] },
      { name: 'Netherlands', weight: 0.09, cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'], suffixes: ['B.V.'] },
      { name: 'Spain', weight: 0.08, cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville'], suffixes: ['S.L.', 'S.A.'] },
      { name: 'Sweden', weight: 0.06, cities: ['Stockholm', 'Gothenburg', 'Malmö'], suffixes: ['AB'] },
      { name: 'Italy', weight: 0.07, cities: ['Milan', 'Rome', 'Turin', 'Bologna'], suffixes: ['S.p.A.', 'S.r.l.'] },
      { name: 'Poland', weight: 0.05, cities: ['Warsaw', 'Kraków', 'Wrocław'], suffixes: ['Sp. z o.o.'] },
      { name: 'Ireland', weight: 0.04, cities: ['Dublin', 'Cork', 'Galway'], suffixes: ['Ltd', 'DAC'] },
      { name: 'Switzerland', weight: 0.04, cities: ['Zürich', 'Geneva', 'Basel'], suffixes: ['AG', 'SA'] },
    ],
  },
  {
    name: 'Middle East & Africa',
    weight: 0.07,
    countries: [
      { name: 'United Arab Emirates', weight: 0.28, cities: ['Dubai', 'Abu Dhabi'], suffixes: ['LLC', 'FZE'] },
      { name: 'South Africa', weight: 0.22, cities: ['Johannesburg', 'Cape Town', 'Durban'], suffixes: ['(Pty) Ltd'] },
      { name: 'Saudi Arabia', weight: 0.16, cities: ['Riyadh', 'Jeddah'], suffixes: ['LLC', ''] },
      { name: 'Israel', weight: 0.14, cities: ['Tel Aviv', 'Haifa'], suffixes: ['Ltd.'] },
      { name: 'Nigeria', weight: 0.1, cities: ['Lagos', 'Abuja'], suffixes: ['Ltd', 'PLC'] },
      { name: 'Kenya', weight: 0.1, cities: ['Nairobi', 'Mombasa'], suffixes: ['Ltd'] },
    ],
  },
  {
    name: 'Asia Pacific',
    weight: 0.17,
    countries: [
      { name: 'Australia', weight: 0.3, cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'], suffixes: ['Pty Ltd'] },
      { name: 'Japan', weight: 0.2, cities: ['Tokyo', 'Osaka', 'Nagoya'], suffixes: ['K.K.', ''] },
      { name: 'Singapore', weight: 0.15, cities: ['Singapore'], suffixes: ['Pte. Ltd.'] },
      { name: 'India', weight: 0.2, cities: ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad'], suffixes: ['Pvt. Ltd.'] },
      { name: 'South Korea', weight: 0.08, cities: ['Seoul', 'Busan'], suffixes: ['Co., Ltd.'] },
      { name: 'New Zealand', weight: 0.07, cities: ['Auckland', 'Wellington'], suffixes: ['Ltd'] },
    ],
  },
];

export const SEGMENTS = ['SMB', 'Mid-Market', 'Enterprise'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Industry, share of customers, and words that companies of that industry put in their names. */
export const INDUSTRIES: readonly (readonly [string, number, readonly string[]])[] = [
  ['Technology', 0.16, ['Software', 'Systems', 'Labs', 'Technologies', 'Digital', 'Data', 'Networks', 'Cloud']],
  ['Healthcare', 0.1, ['Health', 'Medical', 'Clinics', 'Care', 'Diagnostics', 'Biosciences']],
  ['Financial Services', 0.1, ['Capital', 'Financial', 'Partners', 'Insurance', 'Credit', 'Investments']],
  ['Retail', 0.09, ['Retail', 'Outfitters', 'Goods', 'Stores', 'Market', 'Home']],
  ['Manufacturing', 0.11, ['Manufacturing', 'Industries', 'Components', 'Fabrication', 'Tooling', 'Works']],
  ['Education', 0.06, ['Academy', 'Learning', 'Education', 'Institute']],
  ['Logistics', 0.07, ['Logistics', 'Freight', 'Shipping', 'Transport', 'Distribution']],
  ['Media', 0.05, ['Media', 'Studios', 'Publishing', 'Creative']],
  ['Energy', 0.05, ['Energy', 'Power', 'Solar', 'Utilities', 'Renewables']],
  ['Hospitality', 0.05, ['Hotels', 'Hospitality', 'Resorts', 'Foods', 'Kitchens']],
  ['Real Estate', 0.04, ['Properties', 'Realty', 'Estates', 'Development']],
  ['Telecommunications', 0.04, ['Telecom', 'Communications', 'Wireless', 'Connect']],
  ['Professional Services', 0.08, ['Consulting', 'Advisors', 'Associates', 'Legal', 'Accounting']],
];

/** First parts of compound names: Brightfield, Ironbridge, Oakhaven. */
export const NAME_PREFIXES = [
  'North', 'South', 'East', 'West', 'Blue', 'Red', 'Green', 'Silver', 'Gold', 'Iron', 'Stone', 'Bright', 'Clear',
  'Swift', 'True', 'High', 'Deep', 'Oak', 'Pine', 'Cedar', 'Maple', 'River', 'Lake', 'Sun', 'Star', 'Sky', 'Fair',
  'Fox', 'Wolf', 'Bear', 'Willow', 'Aspen', 'Copper', 'Granite', 'Falcon', 'Eagle', 'Elm', 'Ash', 'Bay', 'Hart',
];
/** Words that stand before an industry word: Summit Health, Beacon Freight. */
export const NAME_WORDS = [
  'Summit', 'Harbor', 'Crest', 'Echo', 'Nova', 'Apex', 'Prime', 'Atlas', 'Vantage', 'Keystone', 'Beacon', 'Sierra',
  'Meridian', 'Horizon', 'Pinnacle', 'Cornerstone', 'Evergreen', 'Bluebird', 'Redwood', 'Lighthouse', 'Compass',
];
export const NAME_ROOTS = [
  'field', 'bridge', 'point', 'gate', 'ridge', 'wave', 'path', 'line', 'stone', 'brook', 'wood', 'view', 'haven',
  'port', 'mark', 'works', 'dale', 'crest', 'ford', 'well', 'vale', 'shore', 'spring', 'hill',
];
export const PLACE_WORDS = [
  'Pacific', 'Atlantic', 'Northern', 'Southern', 'Central', 'Metro', 'Valley', 'Coastal', 'Highland', 'Lakeside',
  'Riverside', 'Continental', 'Global', 'United', 'Pioneer', 'Heritage', 'Frontier', 'Capital', 'Liberty', 'Union',
];

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'James', 'Sophia', 'Lucas', 'Mia', 'Mateo', 'Amelia', 'Ethan', 'Priya',
  'Arjun', 'Yuki', 'Haruto', 'Chloé', 'Louis', 'Lena', 'Jonas', 'Sofía', 'Diego', 'Aisha', 'Omar', 'Zara', 'Kwame',
  'Ingrid', 'Lars', 'Hannah', 'Daniel', 'Grace', 'Samuel', 'Isabella', 'Gabriel', 'Mei', 'Wei', 'Fatima', 'Tomás',
  'Elena', 'Marco', 'Nora', 'Felix', 'Clara', 'Hugo', 'Maya', 'Leo', 'Camila', 'Rafael', 'Ji-woo', 'Min-jun',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson',
  'Taylor', 'Thomas', 'Moore', 'Martin', 'Lee', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green',
  'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner',
  'Müller', 'Schmidt', 'Fischer', 'Weber', 'Dubois', 'Moreau', 'Laurent', 'Rossi', 'Bianchi', 'Silva', 'Santos',
  'Oliveira', 'Fernández', 'Kowalski', 'Nowak', 'Jansen', 'de Vries', 'Andersson', 'Nilsson', 'O’Brien',
  'Murphy', 'Tanaka', 'Suzuki', 'Sato', 'Kim', 'Park', 'Chen', 'Wang', 'Patel', 'Sharma', 'Iyer', 'Okafor',
  'Mensah', 'Haddad', 'Cohen', 'Levi', 'Hartley', 'Moss', 'Keller', 'Vance', 'Whitaker', 'Hale',
];

export interface ProductInfo {
  name: string;
  category: string;
  unitPrice: number;
  unitCost: number;
  /** How often the product appears on orders, relative to the others. */
  popularity: number;
  /** Typical quantity on an SMB order line; larger customers buy more. */
  quantity: readonly [number, number];
}

/** The price list, as of 2026; 2025 orders were priced 4% lower. */
export const PRODUCTS: readonly ProductInfo[] = [
  { name: 'Apex 13 Laptop', category: 'Laptops', unitPrice: 999, unitCost: 720, popularity: 5, quantity: [1, 6] },
  { name: 'Apex 15 Laptop', category: 'Laptops', unitPrice: 1299, unitCost: 930, popularity: 6, quantity: [1, 6] },
  { name: 'Apex 15 Pro Laptop', category: 'Laptops', unitPrice: 1799, unitCost: 1250, popularity: 3, quantity: [1, 4] },
  { name: 'Vector 14 Business Laptop', category: 'Laptops', unitPrice: 1149, unitCost: 840, popularity: 5, quantity: [1, 8] },
  { name: 'Vector 16 Workstation', category: 'Laptops', unitPrice: 2499, unitCost: 1780, popularity: 1.5, quantity: [1, 3] },
  { name: 'Flex 12 Convertible', category: 'Laptops', unitPrice: 899, unitCost: 650, popularity: 2, quantity: [1, 5] },
  { name: 'Core Mini Desktop', category: 'Desktops', unitPrice: 649, unitCost: 470, popularity: 3, quantity: [1, 8] },
  { name: 'Core Tower Desktop', category: 'Desktops', unitPrice: 999, unitCost: 700, popularity: 2.5, quantity: [1, 6] },
  { name: 'Core Tower Pro Desktop', category: 'Desktops', unitPrice: 1599, unitCost: 1110, popularity: 1.2, quantity: [1, 4] },
  { name: 'Studio 27 All-in-One', category: 'Desktops', unitPrice: 1899, unitCost: 1350, popularity: 1, quantity: [1, 3] },
  { name: 'ClearView 22 Monitor', category: 'Monitors', unitPrice: 169, unitCost: 115, popularity: 4, quantity: [1, 10] },
  { name: 'ClearView 24 Monitor', category: 'Monitors', unitPrice: 219, unitCost: 148, popularity: 7, quantity: [1, 12] },
  { name: 'ClearView 27 QHD Monitor', category: 'Monitors', unitPrice: 349, unitCost: 232, popularity: 5, quantity: [1, 10] },
  { name: 'ClearView 32 4K Monitor', category: 'Monitors', unitPrice: 599, unitCost: 401, popularity: 2, quantity: [1, 6] },
  { name: 'ClearView 34 Ultrawide Monitor', category: 'Monitors', unitPrice: 749, unitCost: 510, popularity: 1.5, quantity: [1, 4] },
  { name: 'ClearView Portable 16 Monitor', category: 'Monitors', unitPrice: 259, unitCost: 170, popularity: 1.5, quantity: [1, 5] },
  { name: 'Wireless Keyboard', category: 'Accessories', unitPrice: 59, unitCost: 24, popularity: 7, quantity: [2, 25] },
  { name: 'Wireless Mouse', category: 'Accessories', unitPrice: 35, unitCost: 12, popularity: 8, quantity: [2, 30] },
  { name: 'Ergonomic Keyboard and Mouse Set', category: 'Accessories', unitPrice: 119, unitCost: 52, popularity: 3, quantity: [1, 12] },
  { name: 'USB-C Docking Station', category: 'Accessories', unitPrice: 229, unitCost: 128, popularity: 6, quantity: [1, 12] },
  { name: 'USB-C Travel Hub', category: 'Accessories', unitPrice: 69, unitCost: 28, popularity: 4, quantity: [1, 15] },
  { name: 'Noise-Cancelling Headset', category: 'Accessories', unitPrice: 149, unitCost: 71, popularity: 5, quantity: [1, 15] },
  { name: 'HD Webcam', category: 'Accessories', unitPrice: 89, unitCost: 38, popularity: 4, quantity: [1, 15] },
  { name: 'Laptop Backpack', category: 'Accessories', unitPrice: 79, unitCost: 31, popularity: 3, quantity: [1, 20] },
  { name: 'Adjustable Monitor Arm', category: 'Accessories', unitPrice: 129, unitCost: 58, popularity: 3, quantity: [1, 12] },
  { name: '65W USB-C Charger', category: 'Accessories', unitPrice: 49, unitCost: 19, popularity: 5, quantity: [2, 20] },
  { name: 'Edge 8-Port Switch', category: 'Networking', unitPrice: 189, unitCost: 110, popularity: 2.5, quantity: [1, 4] },
  { name: 'Edge 24-Port Managed Switch', category: 'Networking', unitPrice: 649, unitCost: 395, popularity: 1.5, quantity: [1, 3] },
  { name: 'AirLink Wi-Fi 6 Access Point', category: 'Networking', unitPrice: 279, unitCost: 160, popularity: 2.5, quantity: [1, 8] },
  { name: 'AirLink Wi-Fi 7 Access Point', category: 'Networking', unitPrice: 449, unitCost: 270, popularity: 1.5, quantity: [1, 6] },
  { name: 'Gateway Firewall Appliance', category: 'Networking', unitPrice: 1199, unitCost: 690, popularity: 1, quantity: [1, 2] },
  { name: 'Cat6 Cable Bundle (50)', category: 'Networking', unitPrice: 99, unitCost: 41, popularity: 2, quantity: [1, 6] },
  { name: 'Sentinel Endpoint Security (1 year)', category: 'Software', unitPrice: 59, unitCost: 9, popularity: 4, quantity: [5, 50] },
  { name: 'Office Productivity Suite (1 year)', category: 'Software', unitPrice: 99, unitCost: 22, popularity: 4, quantity: [5, 50] },
  { name: 'Device Management Cloud (1 year)', category: 'Software', unitPrice: 48, unitCost: 8, popularity: 3, quantity: [5, 40] },
  { name: 'Backup and Recovery Cloud (1 year)', category: 'Software', unitPrice: 72, unitCost: 15, popularity: 2.5, quantity: [5, 40] },
  { name: 'Collaboration Suite (1 year)', category: 'Software', unitPrice: 120, unitCost: 30, popularity: 3, quantity: [5, 50] },
  { name: 'Onsite Setup and Imaging', category: 'Services', unitPrice: 79, unitCost: 45, popularity: 2.5, quantity: [1, 10] },
  { name: 'Extended Warranty (3 years)', category: 'Services', unitPrice: 189, unitCost: 60, popularity: 3, quantity: [1, 10] },
  { name: 'Premium Support (1 year)', category: 'Services', unitPrice: 249, unitCost: 95, popularity: 2, quantity: [1, 5] },
];

export const CAMPAIGN_CHANNELS = ['Email', 'Paid Search', 'Social', 'Events', 'Referral', 'Content'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** Channel, share of campaigns, duration in days, budget range in USD, and name patterns. */
export const CAMPAIGN_TYPES: readonly {
  channel: CampaignChannel;
  weight: number;
  days: readonly [number, number];
  budget: readonly [number, number];
  names: readonly string[];
}[] = [
  {
    channel: 'Email', weight: 0.22, days: [10, 28], budget: [2_000, 9_000],
    names: ['Newsletter', 'Nurture Sequence', 'Upgrade Offer', 'Win-back Series', 'Product Update Mailing'],
  },
  {
    channel: 'Paid Search', weight: 0.2, days: [30, 90], budget: [12_000, 60_000],
    names: ['Search Ads', 'Brand Search', 'Competitor Keywords', 'Laptop Search Ads'],
  },
  {
    channel: 'Social', weight: 0.2, days: [14, 60], budget: [5_000, 30_000],
    names: ['LinkedIn Ads', 'Social Video', 'Customer Stories on Social', 'Hybrid Work Social'],
  },
  {
    channel: 'Events', weight: 0.17, days: [1, 4], budget: [8_000, 75_000],
    names: ['Trade Show', 'Partner Summit', 'IT Leaders Roundtable', 'Roadshow', 'Workplace Tech Expo'],
  },
  {
    channel: 'Referral', weight: 0.08, days: [60, 150], budget: [3_000, 15_000],
    names: ['Customer Referral Program', 'Refer-a-Friend Bonus', 'Partner Referral Drive'],
  },
  {
    channel: 'Content', weight: 0.13, days: [30, 120], budget: [3_000, 18_000],
    names: ['Buyer’s Guide', 'Webinar Series', 'IT Refresh Whitepaper', 'Security Checklist', 'Hybrid Office Playbook'],
  },
];

export const LEAD_SOURCES = ['Web', 'Paid Search', 'Social', 'Events', 'Referral', 'Email', 'Partner'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
