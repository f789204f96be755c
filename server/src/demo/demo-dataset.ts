import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ImportFile } from '../modules/data-sources/import/import-files';
import { CsvFileWriter, type CsvValue } from './csv-file-writer';
import {
  DAY_COUNT,
  END_DAY,
  START_DAY,
  dailyMeans,
  dayOf,
  growth,
  isoDate,
  leadSeasonality,
  monthIndex,
  monthOf,
  orderSeasonality,
  yearsIn,
} from './demo-calendar';
import { DATA_DICTIONARY_FILE, DATA_DICTIONARY_HEADER, type DemoTableName, dataDictionaryRows, demoHeader } from './demo-dictionary';
import {
  type Campaign,
  CompanyNames,
  type Customer,
  type Product,
  type Region,
  SEGMENT_WEIGHT,
  type SalesRep,
  buildCampaigns,
  buildProducts,
  buildRegions,
  buildSalesReps,
  drawCustomer,
  existingAccountDay,
} from './demo-dimensions';
import type { CampaignChannel, LeadSource, Segment } from './demo-vocabulary';
import { SeededRandom } from './seeded-random';

/** The name the demo source carries in a new workspace. */
export const DEMO_SOURCE_NAME = 'Demo CRM & Sales';
/** The seed of the shipped demo data set; another seed gives another, equally plausible, company history. */
export const DEMO_SEED = 20241101;

export interface DemoDatasetOptions {
  seed?: number;
}

/** Target sizes; the generated counts vary a little around them. */
const CAMPAIGN_COUNT = 60;
const EXISTING_ACCOUNTS = 650;
const LEADS = 20_000;
const DEALS = 6_000;
const ORDERS = 15_000;

/**
 * Writes the demo CRM and sales data set as CSV files into `dir` (created when missing): one file per table, then
 * `data_dictionary.csv` describing every table and column. Returns the files in that order, shaped for
 * importFiles (the dictionary last). The same seed always gives byte-identical files.
 */
export async function writeDemoDataset(dir: string, options: DemoDatasetOptions = {}): Promise<ImportFile[]> {
  const seed = options.seed ?? DEMO_SEED;
  await mkdir(dir, { recursive: true });
  const files: ImportFile[] = [];
  const open = (table: DemoTableName): CsvFileWriter => {
    const originalName = `${table}.csv`;
    files.push({ path: path.join(dir, originalName), originalName });
    return CsvFileWriter.create(path.join(dir, originalName), demoHeader(table));
  };
  const writeAll = async (writer: CsvFileWriter, rows: Iterable<readonly CsvValue[]>): Promise<void> => {
    try {
      for (const row of rows) await writer.write(row);
    } finally {
      await writer.close();
    }
  };

  const regions = buildRegions();
  const reps = buildSalesReps(SeededRandom.derive(seed, 'sales_reps'), regions);
  const products = buildProducts();
  const campaigns = buildCampaigns(SeededRandom.derive(seed, 'campaigns'), CAMPAIGN_COUNT);
  // Leads are drawn twice from the same seed: first to learn which conversions opened new accounts (so customers can
  // be numbered in the order they were created), then to be written.
  const leads = (): Generator<LeadDraft> => drawLeads(SeededRandom.derive(seed, 'leads'), campaigns);
  const customers = buildCustomers(SeededRandom.derive(seed, 'customers'), regions, leads());

  await writeAll(open('regions'), regions.map((region) => [region.id, region.name]));
  await writeAll(
    open('sales_reps'),
    reps.map((rep) => [rep.id, rep.name, rep.regionId, isoDate(rep.hireDay), rep.manager]),
  );
  await writeAll(
    open('customers'),
    customers.list.map((c) => [c.id, c.companyName, c.industry, c.country, c.city, c.segment, c.regionId, isoDate(c.createdDay)]),
  );
  await writeAll(
    open('products'),
    products.map((p) => [p.id, p.name, p.category, money(p.unitPrice), money(p.unitCost)]),
  );
  await writeAll(
    open('campaigns'),
    campaigns.map((c) => [c.id, c.name, c.channel, isoDate(c.startDay), isoDate(c.endDay), money(c.budget)]),
  );

  const picker = new CustomerPicker(customers.list);
  const staff = new RepPicker(reps);
  await writeAll(open('leads'), leadRows(leads(), customers, picker, SeededRandom.derive(seed, 'lead_accounts')));
  await writeAll(open('deals'), dealRows(SeededRandom.derive(seed, 'deals'), picker, staff, products));
  await writeOrders(SeededRandom.derive(seed, 'orders'), open('orders'), open('order_items'), picker, staff, products, regions);

  const dictionary = CsvFileWriter.create(path.join(dir, DATA_DICTIONARY_FILE), DATA_DICTIONARY_HEADER);
  await writeAll(dictionary, dataDictionaryRows());
  files.push({ path: dictionary.path, originalName: DATA_DICTIONARY_FILE });
  return files;
}

function money(value: number): string {
  return value.toFixed(2);
}

/** Prices of the 2026 list; everything sold before 2026 was 4% cheaper. */
const PRICE_RISE_DAY = dayOf('2026-01-01');
function priceOn(product: Product, day: number): number {
  return day < PRICE_RISE_DAY ? Math.round(product.unitPrice * 96) / 100 : product.unitPrice;
}

// ---------------------------------------------------------------------------------------------------------------
// Leads
// ---------------------------------------------------------------------------------------------------------------

type LeadStatus = 'New' | 'Contacted' | 'Qualified' | 'Converted' | 'Lost';

interface LeadDraft {
  createdDay: number;
  source: LeadSource;
  campaignId: number | null;
  status: LeadStatus;
  convertedDay: number | null;
  /** A conversion that opened a new customer account (the others joined an existing account). */
  opensAccount: boolean;
}

/** The campaign channel that brings in leads of each source, where there is one. */
const SOURCE_CHANNEL: Readonly<Record<LeadSource, CampaignChannel | undefined>> = {
  Web: 'Content',
  'Paid Search': 'Paid Search',
  Social: 'Social',
  Events: 'Events',
  Referral: 'Referral',
  Email: 'Email',
  Partner: undefined,
};
/** How often a lead of a source is credited to a campaign of its channel that is running. */
const CAMPAIGN_CREDIT: Readonly<Record<LeadSource, number>> = {
  Web: 0.35,
  'Paid Search': 0.9,
  Social: 0.85,
  Events: 0.95,
  Referral: 0.5,
  Email: 0.9,
  Partner: 0,
};
/** Event leads are entered for a few weeks after the event; email replies trickle in for a week. */
const CAMPAIGN_TAIL_DAYS: Readonly<Record<CampaignChannel, number>> = {
  Email: 7,
  'Paid Search': 0,
  Social: 0,
  Events: 21,
  Referral: 0,
  Content: 14,
};
/** Base share of leads per source, and the extra share while a campaign of its channel is running. */
const SOURCE_MIX: readonly (readonly [LeadSource, number, number])[] = [
  ['Web', 0.3, 0.04],
  ['Paid Search', 0.12, 0.1],
  ['Social', 0.08, 0.06],
  ['Events', 0.02, 0.22],
  ['Referral', 0.08, 0.03],
  ['Email', 0.05, 0.09],
  ['Partner', 0.07, 0],
];
/** Conversion rate of a source's leads before seasonality. */
const SOURCE_CONVERSION: Readonly<Record<LeadSource, number>> = {
  Web: 0.13,
  'Paid Search': 0.1,
  Social: 0.08,
  Events: 0.19,
  Referral: 0.3,
  Email: 0.11,
  Partner: 0.24,
};
/** Index 0 is January: deals slow down over the holidays and in August, and speed up before year end. */
const CONVERSION_MONTH = [0.9, 0.95, 1.0, 1.02, 1.0, 0.95, 0.9, 0.86, 1.0, 1.08, 1.12, 0.88];
const NEW_ACCOUNT_SHARE = 0.3;

function campaignsByChannel(campaigns: readonly Campaign[]): Map<CampaignChannel, Campaign[]> {
  const byChannel = new Map<CampaignChannel, Campaign[]>();
  for (const campaign of campaigns) {
    const list = byChannel.get(campaign.channel) ?? [];
    list.push(campaign);
    byChannel.set(campaign.channel, list);
  }
  return byChannel;
}

function* drawLeads(rng: SeededRandom, campaigns: readonly Campaign[]): Generator<LeadDraft> {
  const byChannel = campaignsByChannel(campaigns);
  const running = (channel: CampaignChannel | undefined, day: number): Campaign[] =>
    channel === undefined
      ? []
      : (byChannel.get(channel) ?? []).filter((c) => c.startDay <= day && day <= c.endDay + CAMPAIGN_TAIL_DAYS[channel]);
  // Some months simply go better than others.
  const monthLuck = Array.from({ length: 24 }, () => rng.between(0.88, 1.12));
  const means = dailyMeans(LEADS, (day) => leadSeasonality(day) * Math.pow(1.15, yearsIn(day)));

  for (let i = 0; i < DAY_COUNT; i++) {
    const day = START_DAY + i;
    const active = new Map<LeadSource, Campaign[]>();
    const mix = SOURCE_MIX.map(([source, base, boost]) => {
      const live = running(SOURCE_CHANNEL[source], day);
      active.set(source, live);
      // Social keeps growing as a channel.
      const trend = source === 'Social' ? Math.pow(1.35, yearsIn(day)) : 1;
      return [source, base * trend + (live.length > 0 ? boost : 0)] as const;
    });
    const monthFactor = (CONVERSION_MONTH[monthOf(day) - 1] ?? 1) * (monthLuck[monthIndex(day)] ?? 1);
    // Sales and marketing get better at qualifying over time.
    const trend = 0.92 + 0.09 * yearsIn(day);

    const count = rng.poisson(means[i] ?? 0);
    for (let n = 0; n < count; n++) {
      const source = rng.weighted(mix);
      const live = active.get(source) ?? [];
      const campaign = live.length > 0 && rng.chance(CAMPAIGN_CREDIT[source]) ? rng.pick(live) : undefined;
      const converts = rng.chance(SOURCE_CONVERSION[source] * monthFactor * trend * (campaign ? 1.05 : 1));
      const lag = 2 + Math.min(118, Math.floor(rng.exponential(9)));
      const age = END_DAY - day;
      let status: LeadStatus;
      let convertedDay: number | null = null;
      if (converts && day + lag <= END_DAY) {
        status = 'Converted';
        convertedDay = day + lag;
      } else if (converts) {
        status = rng.chance(0.7) ? 'Qualified' : 'Contacted';
      } else if (age < 5) {
        status = rng.chance(0.7) ? 'New' : 'Contacted';
      } else if (age < 21) {
        status = rng.weighted<LeadStatus>([['New', 0.15], ['Contacted', 0.45], ['Qualified', 0.15], ['Lost', 0.25]]);
      } else {
        status = rng.weighted<LeadStatus>([['Lost', 0.9], ['Contacted', 0.04], ['Qualified', 0.06]]);
      }
      const opensAccount = convertedDay !== null && rng.chance(NEW_ACCOUNT_SHARE);
      yield { createdDay: day, source, campaignId: campaign?.id ?? null, status, convertedDay, opensAccount };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------------------------

interface CustomerBook {
  /** In order of creation; ids are 1, 2, … in this order. */
  list: Customer[];
  /** The account each account-opening lead created, by the lead's position in the lead stream. */
  openedByLead: Map<number, number>;
}

/** Accounts that existed before the data starts, plus one per account-opening conversion, numbered by creation. */
function buildCustomers(rng: SeededRandom, regions: readonly Region[], leads: Iterable<LeadDraft>): CustomerBook {
  const names = new CompanyNames(rng);
  const drafts: (Omit<Customer, 'id'> & { lead?: number })[] = [];
  for (let i = 0; i < EXISTING_ACCOUNTS; i++) drafts.push(drawCustomer(rng, names, regions, existingAccountDay(rng)));
  let ordinal = 0;
  for (const lead of leads) {
    if (lead.opensAccount && lead.convertedDay !== null) {
      drafts.push({ ...drawCustomer(rng, names, regions, lead.convertedDay), lead: ordinal });
    }
    ordinal++;
  }
  // Stable: same-day accounts keep the order in which they were drawn.
  drafts.sort((a, b) => a.createdDay - b.createdDay);
  const openedByLead = new Map<number, number>();
  const list = drafts.map(({ lead, ...draft }, i) => {
    if (lead !== undefined) openedByLead.set(lead, i + 1);
    return { ...draft, id: i + 1 };
  });
  return { list, openedByLead };
}

/** Picks the customer behind an order, a deal or a lead, among the accounts that exist on that day. */
class CustomerPicker {
  private readonly createdDays: Int32Array;
  private readonly cumulative: Float64Array;

  constructor(private readonly customers: readonly Customer[]) {
    this.createdDays = Int32Array.from(customers, (c) => c.createdDay);
    this.cumulative = new Float64Array(customers.length);
    let sum = 0;
    customers.forEach((c, i) => {
      sum += SEGMENT_WEIGHT[c.segment] * c.activity;
      this.cumulative[i] = sum;
    });
  }

  /** Larger and more active accounts are picked more often. */
  pick(rng: SeededRandom, day: number): Customer {
    const available = upperBound(this.createdDays, day);
    if (available === 0) throw new Error(`No customer exists on ${isoDate(day)}`);
    const target = rng.next() * (this.cumulative[available - 1] ?? 0);
    const index = Math.min(available - 1, upperBound(this.cumulative, target));
    const customer = this.customers[index];
    if (customer === undefined) throw new Error('customer index out of range');
    return customer;
  }
}

/** The number of leading values ≤ `value` in an ascending array. */
function upperBound(sorted: Int32Array | Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? Infinity) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Picks the rep for a customer's region among those already hired on that day. */
class RepPicker {
  private readonly byRegion = new Map<number, SalesRep[]>();

  constructor(reps: readonly SalesRep[]) {
    for (const rep of reps) {
      const list = this.byRegion.get(rep.regionId) ?? [];
      list.push(rep);
      this.byRegion.set(rep.regionId, list);
    }
  }

  pick(rng: SeededRandom, regionId: number, day: number): SalesRep {
    const hired = (this.byRegion.get(regionId) ?? []).filter((rep) => rep.hireDay <= day);
    return rng.pick(hired);
  }
}

function* leadRows(leads: Iterable<LeadDraft>, customers: CustomerBook, picker: CustomerPicker, rng: SeededRandom): Generator<CsvValue[]> {
  let ordinal = 0;
  for (const lead of leads) {
    let customerId: number | null = null;
    if (lead.convertedDay !== null) {
      customerId = lead.opensAccount
        ? (customers.openedByLead.get(ordinal) ?? null)
        : picker.pick(rng, lead.convertedDay).id;
    }
    ordinal++;
    yield [
      ordinal,
      isoDate(lead.createdDay),
      lead.source,
      lead.campaignId,
      customerId,
      lead.status,
      lead.convertedDay === null ? null : isoDate(lead.convertedDay),
    ];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Deals
// ---------------------------------------------------------------------------------------------------------------

/** Sales cycle in days, units bought per SMB unit, win rate and discount range, by segment. */
const DEAL_TERMS: Readonly<
  Record<Segment, { cycle: readonly [number, number]; scale: number; winRate: number; discount: readonly [number, number] }>
> = {
  SMB: { cycle: [10, 45], scale: 3, winRate: 0.45, discount: [0, 0.05] },
  'Mid-Market': { cycle: [20, 90], scale: 10, winRate: 0.38, discount: [0.05, 0.12] },
  Enterprise: { cycle: [40, 160], scale: 30, winRate: 0.3, discount: [0.1, 0.2] },
};
/** Deals are mostly about hardware fleets and software seats, rarely about accessories alone. */
const DEAL_CATEGORY_WEIGHT: Readonly<Record<string, number>> = {
  Laptops: 1.6,
  Desktops: 1.2,
  Monitors: 0.8,
  Networking: 1,
  Software: 1.4,
  Services: 0.6,
  Accessories: 0.15,
};

function* dealRows(rng: SeededRandom, picker: CustomerPicker, staff: RepPicker, products: readonly Product[]): Generator<CsvValue[]> {
  const means = dailyMeans(DEALS, (day) => orderSeasonality(day) * growth(day));
  const dealProducts = products.map((p) => [p, p.popularity * (DEAL_CATEGORY_WEIGHT[p.category] ?? 1)] as const);
  let dealId = 0;
  for (let i = 0; i < DAY_COUNT; i++) {
    const day = START_DAY + i;
    const count = rng.poisson(means[i] ?? 0);
    for (let n = 0; n < count; n++) {
      const customer = picker.pick(rng, day);
      const rep = staff.pick(rng, customer.regionId, day);
      const product = rng.weighted(dealProducts);
      const terms = DEAL_TERMS[customer.segment];
      const quantity = rng.int(product.quantity[0], product.quantity[1]) * terms.scale;
      const discount = rng.between(terms.discount[0], terms.discount[1]);
      const amount = Math.round(priceOn(product, day) * quantity * (1 - discount) * 100) / 100;

      const cycle = rng.int(terms.cycle[0], terms.cycle[1]);
      const yearEnd = monthOf(day) >= 10 ? 1.05 : 1;
      const won = rng.chance(Math.min(0.8, terms.winRate * rep.skill * yearEnd));
      // Lost deals tend to be dropped before the end of the cycle.
      const closeDay = day + (won ? cycle : Math.max(1, Math.round(cycle * rng.between(0.3, 1))));
      let stage: string;
      let closed: number | null = null;
      if (closeDay <= END_DAY) {
        stage = won ? 'Won' : 'Lost';
        closed = closeDay;
      } else {
        const progress = (END_DAY - day) / (closeDay - day);
        stage = progress < 0.25 ? 'Prospecting' : progress < 0.5 ? 'Qualification' : progress < 0.8 ? 'Proposal' : 'Negotiation';
      }
      dealId++;
      yield [dealId, customer.id, rep.id, product.id, stage, money(amount), isoDate(day), closed === null ? null : isoDate(closed)];
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Orders and order items
// ---------------------------------------------------------------------------------------------------------------

/** Lines per order: 1 to 6, three on average. */
const LINES_PER_ORDER: readonly (readonly [number, number])[] = [
  [1, 0.18],
  [2, 0.22],
  [3, 0.25],
  [4, 0.17],
  [5, 0.1],
  [6, 0.08],
];
const ORDER_QUANTITY_SCALE: Readonly<Record<Segment, number>> = { SMB: 1, 'Mid-Market': 2, Enterprise: 4 };
const ORDER_DISCOUNTS: Readonly<Record<Segment, readonly (readonly [number, number])[]>> = {
  SMB: [
    [0, 0.8],
    [0.05, 0.15],
    [0.1, 0.05],
  ],
  'Mid-Market': [
    [0, 0.5],
    [0.05, 0.3],
    [0.1, 0.15],
    [0.15, 0.05],
  ],
  Enterprise: [
    [0.05, 0.2],
    [0.1, 0.4],
    [0.15, 0.25],
    [0.2, 0.15],
  ],
};

async function writeOrders(
  rng: SeededRandom,
  orders: CsvFileWriter,
  items: CsvFileWriter,
  picker: CustomerPicker,
  staff: RepPicker,
  products: readonly Product[],
  regions: readonly Region[],
): Promise<void> {
  const means = dailyMeans(ORDERS, (day) => orderSeasonality(day) * growth(day));
  const popularity = products.map((p) => [p, p.popularity] as const);
  let orderId = 0;
  let itemId = 0;
  try {
    for (let i = 0; i < DAY_COUNT; i++) {
      const day = START_DAY + i;
      const count = rng.poisson(means[i] ?? 0);
      for (let n = 0; n < count; n++) {
        const customer = picker.pick(rng, day);
        const rep = staff.pick(rng, customer.regionId, day);
        const region = regions[customer.regionId - 1];
        const shipCountry =
          region !== undefined && region.countries.length > 1 && rng.chance(0.06) ? rng.pick(region.countries).name : customer.country;
        const age = END_DAY - day;
        let status: string;
        if (rng.chance(0.04)) status = 'Cancelled';
        else if (age <= 3 || (age <= 9 && rng.chance(0.5))) status = 'Shipped';
        else status = rng.chance(0.03) ? 'Returned' : 'Delivered';
        orderId++;
        await orders.write([orderId, customer.id, rep.id, isoDate(day), shipCountry, status]);

        const lines = rng.weighted(LINES_PER_ORDER);
        const chosen = new Set<Product>();
        while (chosen.size < lines) chosen.add(rng.weighted(popularity));
        // Year-end promotions add a little discount in November and December.
        const promotion = monthOf(day) >= 11 && rng.chance(0.3) ? 0.05 : 0;
        for (const product of chosen) {
          const quantity = rng.int(product.quantity[0], product.quantity[1]) * ORDER_QUANTITY_SCALE[customer.segment];
          const discount = Math.min(0.25, rng.weighted(ORDER_DISCOUNTS[customer.segment]) + promotion);
          itemId++;
          await items.write([itemId, orderId, product.id, quantity, money(priceOn(product, day)), discount.toFixed(2)]);
        }
      }
    }
  } finally {
    await orders.close();
    await items.close();
  }
}
