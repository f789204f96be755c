/** Business vocabulary the thinking plan recognises in questions (measures, dimensions, sources, qualifiers). */

export type MeasureKind = 'count' | 'amount' | 'rate';

export interface MeasureTerm {
  /** Matched against the lowercased question. */
  pattern: RegExp;
  /** How the plan names it ('revenue', 'leads'). For counts this is the plural entity. */
  label: string;
  kind: MeasureKind;
}

/** More specific terms come first; the first match at a position wins. */
export const MEASURE_TERMS: readonly MeasureTerm[] = [
  { pattern: /\bconversion rates?\b|\bconversion\b/u, label: 'conversion rate', kind: 'rate' },
  { pattern: /\bclick[- ]?through rates?\b|\bctr\b/u, label: 'click-through rate', kind: 'rate' },
  { pattern: /\bchurn rates?\b|\bchurn\b(?!ed)/u, label: 'churn rate', kind: 'rate' },
  { pattern: /\b(open|bounce|win|retention|response|close|engagement|unsubscribe|return) rates?\b/u, label: '$1 rate', kind: 'rate' },
  { pattern: /\baverage order values?\b|\baov\b/u, label: 'average order value', kind: 'amount' },
  { pattern: /\b(?:customer )?lifetime value\b|\bltv\b|\bclv\b/u, label: 'customer lifetime value', kind: 'amount' },
  { pattern: /\bcustomer acquisition costs?\b|\bcac\b/u, label: 'customer acquisition cost', kind: 'amount' },
  { pattern: /\bcost per (lead|click|acquisition)\b/u, label: 'cost per $1', kind: 'amount' },
  { pattern: /\bcpc\b/u, label: 'cost per click', kind: 'amount' },
  { pattern: /\bcpl\b/u, label: 'cost per lead', kind: 'amount' },
  { pattern: /\broas\b|\breturn on ad spend\b/u, label: 'return on ad spend', kind: 'rate' },
  { pattern: /\broi\b|\breturn on investment\b/u, label: 'return on investment', kind: 'rate' },
  { pattern: /\bmrr\b|\bmonthly recurring revenue\b/u, label: 'monthly recurring revenue', kind: 'amount' },
  { pattern: /\barr\b|\bannual recurring revenue\b/u, label: 'annual recurring revenue', kind: 'amount' },
  { pattern: /\bpipeline(?: value)?\b/u, label: 'pipeline value', kind: 'amount' },
  { pattern: /\brevenues?\b|\bincome\b|\bturnover\b|\bbookings\b|\bearn(?:ed|ings)?\b|\bmoney\b/u, label: 'revenue', kind: 'amount' },
  { pattern: /\bprofits?\b|\bmargins?\b/u, label: 'profit', kind: 'amount' },
  { pattern: /\bsales\b(?! (?:reps?|team|people|person|managers?|cycle|calls?))/u, label: 'sales', kind: 'amount' },
  { pattern: /\b(ad|advertising|marketing|media|campaign) (?:spend|spending|costs?|budget)\b/u, label: '$1 spend', kind: 'amount' },
  { pattern: /\bspen(?:d|t|ding)\b|\bcosts?\b|\bexpenses?\b|\bbudget\b/u, label: 'spend', kind: 'amount' },
  { pattern: /\bdiscounts?\b/u, label: 'discounts', kind: 'amount' },
  { pattern: /\bfreight\b|\bshipping costs?\b/u, label: 'freight cost', kind: 'amount' },
  { pattern: /\bunits?(?: sold)?\b|\bquantity\b|\bquantities\b/u, label: 'units sold', kind: 'count' },
  { pattern: /\bleads?\b/u, label: 'leads', kind: 'count' },
  { pattern: /\bdeals?\b|\bopportunit(?:y|ies)\b/u, label: 'deals', kind: 'count' },
  { pattern: /\borders?\b|\bpurchases?\b|\btransactions?\b/u, label: 'orders', kind: 'count' },
  { pattern: /\bsign[- ]?ups?\b|\bregistrations?\b|\btrials?\b/u, label: 'sign-ups', kind: 'count' },
  { pattern: /\bcustomers?\b|\bclients?\b|\bbuyers?\b/u, label: 'customers', kind: 'count' },
  { pattern: /\bactive users?\b/u, label: 'active users', kind: 'count' },
  { pattern: /\busers?\b|\bsubscribers?\b|\bmembers?\b/u, label: 'users', kind: 'count' },
  { pattern: /\bsessions?\b|\bvisits?\b|\bvisitors?\b|\btraffic\b|\bpage ?views?\b/u, label: 'visits', kind: 'count' },
  { pattern: /\bclicks?\b/u, label: 'clicks', kind: 'count' },
  { pattern: /\bimpressions?\b/u, label: 'impressions', kind: 'count' },
  { pattern: /\bemails? (?:sent|opened)\b|\bopens\b/u, label: 'emails', kind: 'count' },
  { pattern: /\btickets?\b|\bcomplaints?\b/u, label: 'tickets', kind: 'count' },
  { pattern: /\brefunds?\b|\breturns\b/u, label: 'refunds', kind: 'count' },
  { pattern: /\bsubscriptions?\b/u, label: 'subscriptions', kind: 'count' },
  { pattern: /\binvoices?\b/u, label: 'invoices', kind: 'count' },
  { pattern: /\bshipments?\b/u, label: 'shipments', kind: 'count' },
  { pattern: /\bcampaigns?\b/u, label: 'campaigns', kind: 'count' },
  { pattern: /\bemployees?\b|\bstaff\b|\bhires?\b/u, label: 'employees', kind: 'count' },
  { pattern: /\bproducts?\b|\bitems?\b|\bskus?\b/u, label: 'products', kind: 'count' },
  { pattern: /\bsuppliers?\b|\bvendors?\b/u, label: 'suppliers', kind: 'count' },
  { pattern: /\bmeetings?\b|\bdemos?\b|\bcalls?\b/u, label: 'meetings', kind: 'count' },
];

export interface DimensionTerm {
  pattern: RegExp;
  label: string;
}

/** Words that can follow 'by', 'per', 'for each', 'across' and mean a grouping. */
export const DIMENSION_TERMS: readonly DimensionTerm[] = [
  { pattern: /^(?:lead |traffic |marketing |utm )?(?:sources?|channels?|mediums?)\b/u, label: 'source' },
  { pattern: /^campaigns?\b/u, label: 'campaign' },
  { pattern: /^countr(?:y|ies)\b/u, label: 'country' },
  { pattern: /^regions?\b|^territor(?:y|ies)\b|^markets?\b/u, label: 'region' },
  { pattern: /^states?\b/u, label: 'state' },
  { pattern: /^cit(?:y|ies)\b/u, label: 'city' },
  { pattern: /^(?:product )?categor(?:y|ies)\b/u, label: 'product category' },
  { pattern: /^products?\b|^skus?\b|^items?\b/u, label: 'product' },
  { pattern: /^(?:sales ?)?reps?\b|^salespe(?:rson|ople)\b|^sellers?\b|^(?:account )?owners?\b|^agents?\b|^employees?\b/u, label: 'sales rep' },
  { pattern: /^customers?\b|^clients?\b|^accounts?\b/u, label: 'customer' },
  { pattern: /^(?:customer )?segments?\b/u, label: 'segment' },
  { pattern: /^industr(?:y|ies)\b|^verticals?\b/u, label: 'industry' },
  { pattern: /^(?:pricing )?(?:plans?|tiers?)\b/u, label: 'plan' },
  { pattern: /^devices?\b|^platforms?\b|^browsers?\b/u, label: 'device' },
  { pattern: /^teams?\b|^departments?\b/u, label: 'team' },
  { pattern: /^suppliers?\b|^vendors?\b/u, label: 'supplier' },
  { pattern: /^shippers?\b|^carriers?\b/u, label: 'shipper' },
  { pattern: /^stores?\b|^locations?\b|^branch(?:es)?\b/u, label: 'store' },
  { pattern: /^(?:lead )?status(?:es)?\b|^stages?\b/u, label: 'stage' },
];

export const TIME_GRAINS: Readonly<Record<string, string>> = {
  day: 'day', days: 'day', daily: 'day', week: 'week', weeks: 'week', weekly: 'week', month: 'month', months: 'month',
  monthly: 'month', quarter: 'quarter', quarters: 'quarter', quarterly: 'quarter', year: 'year', years: 'year',
  yearly: 'year', annual: 'year', annually: 'year',
};

/** Marketing and sales sources, with their usual spelling. */
export const SOURCES: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /\blinked ?in\b/u, label: 'LinkedIn' },
  { pattern: /\bgoogle ads\b|\badwords\b/u, label: 'Google Ads' },
  { pattern: /\bgoogle\b/u, label: 'Google' },
  { pattern: /\bfacebook\b/u, label: 'Facebook' },
  { pattern: /\binstagram\b/u, label: 'Instagram' },
  { pattern: /\btwitter\b/u, label: 'Twitter' },
  { pattern: /\btik ?tok\b/u, label: 'TikTok' },
  { pattern: /\byoutube\b/u, label: 'YouTube' },
  { pattern: /\bbing\b/u, label: 'Bing' },
  { pattern: /\breddit\b/u, label: 'Reddit' },
  { pattern: /\bproduct hunt\b/u, label: 'Product Hunt' },
  { pattern: /\b(?:from|via|through|by) (?:the )?(?:email|newsletters?)\b|\bemail campaigns?\b/u, label: 'email' },
  { pattern: /\borganic(?: search)?\b|\bseo\b/u, label: 'organic search' },
  { pattern: /\bpaid (?:search|social|ads)\b|\bppc\b/u, label: 'paid ads' },
  { pattern: /\b(?:from|via|through) (?:referrals?|partners?|affiliates?)\b/u, label: 'referrals' },
  { pattern: /\bwebinars?\b/u, label: 'webinars' },
  { pattern: /\btrade ?shows?\b|\bevents?\b|\bconferences?\b/u, label: 'events' },
  { pattern: /\bcold (?:calls?|calling|emails?|outreach)\b/u, label: 'cold outreach' },
];

/** Regions people name in lowercase or as acronyms, which the NLP tagger may miss. */
export const REGIONS: Readonly<Record<string, string>> = {
  us: 'US', usa: 'USA', uk: 'UK', eu: 'EU', emea: 'EMEA', apac: 'APAC', latam: 'LATAM', 'north america': 'North America',
  'south america': 'South America', europe: 'Europe', asia: 'Asia', africa: 'Africa', 'middle east': 'Middle East',
};

/** Status words that narrow a counted entity ('converted leads', 'won deals'). Verb forms map to the adjective. */
export const QUALIFIERS: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /\bconvert(?:ed|s|ing)?\b/u, label: 'converted' },
  { pattern: /\bw[oi]n(?:s|ning)?\b/u, label: 'won' },
  { pattern: /\blost\b|\blose\b/u, label: 'lost' },
  { pattern: /\bclos(?:e|ed|es|ing)\b(?! rate)/u, label: 'closed' },
  { pattern: /\bqualified\b|\bqualify\b|\bmqls?\b|\bsqls?\b/u, label: 'qualified' },
  { pattern: /\bchurned\b/u, label: 'churned' },
  { pattern: /\bnew\b|\bacquired?\b|\bsigned up\b|\bjoined\b/u, label: 'new' },
  { pattern: /\bactive\b/u, label: 'active' },
  { pattern: /\breturning\b|\brepeat\b/u, label: 'returning' },
  { pattern: /\bcancel(?:l?ed|s)?\b/u, label: 'cancelled' },
  { pattern: /\brefunded\b/u, label: 'refunded' },
  { pattern: /\bshipped\b|\bship\b/u, label: 'shipped' },
  { pattern: /\bdelivered\b/u, label: 'delivered' },
  { pattern: /\blate\b|\boverdue\b|\bdelayed\b/u, label: 'late' },
  { pattern: /\bopen\b(?! rate)/u, label: 'open' },
  { pattern: /\bpaid\b(?! (?:search|social|ads))/u, label: 'paid' },
];

export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
] as const;

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, fifty: 50, hundred: 100,
};
