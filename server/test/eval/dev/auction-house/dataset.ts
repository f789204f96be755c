/**
 * Pryce & Hartwell, a regional fine-art and antiques auction house with its saleroom in Cirencester,
 * Gloucestershire (UK). Private owners, executors, dealers and the odd institution consign property to it; its
 * specialist departments catalogue the property into lots with estimates and reserves; the lots are offered at
 * auction in the saleroom (with live bidding in the room, on the telephone, by commission bid and online through
 * the live-bidding platforms) or in timed online-only sales. Buyers are invoiced the hammer price plus the buyer's
 * premium (plus VAT on the premium); consignors (vendors) are paid the hammer price less the seller's commission,
 * the insurance charge and VAT. This is the saleroom system's database as it stood at the close of business on
 * 2026-11-24 (refreshed on 2026-11-25). Money is in pounds sterling (GBP).
 *
 * The system went live for the January 2023 sales; everything before that (clients registered years ago apart)
 * is not held. Sales are catalogued up to February 2027: rows dated after 2026-11-24 are plans (scheduled sales,
 * lots catalogued for them, commission bids already left on them).
 *
 * Terms used: a lot is "sold" when the auctioneer's hammer falls on a bid at or above the reserve; the "hammer
 * price" is that winning bid. A lot "unsold" (bought in / passed) was offered but did not reach its reserve. A
 * "withdrawn" lot was taken out of the sale before it was offered. A "rescinded" sale is one cancelled after the
 * auction because the buyer defaulted (never paid): the invoice is voided, the lot counts as neither sold nor
 * paid, and the buyer is barred. Lots offered = sold + unsold + rescinded (withdrawn lots were never offered).
 * The sell-through rate is lots sold (SLD) over lots offered.
 *
 * Schema `auct`:
 *
 * - `depts`: the specialist departments, keyed by `dept_cd`: PIC Pictures & Prints, FUR Furniture & Works of Art,
 *   CER Ceramics & Glass, SIL Silver & Objects of Vertu, JWL Jewellery & Watches, ASN Asian Art, BKM Books, Maps &
 *   Manuscripts, CLK Clocks & Scientific Instruments, COL Collectors (toys, militaria, coins, memorabilia).
 *   `dept_nm` the department's name; `hod_stf_id` the head of department now (`staff.stf_id`, NULL when there is
 *   none); `opn_dt` the day the department was set up; `cls_dt` the day it was closed, NULL while it runs (the
 *   Clocks department closed on 2025-06-30; clocks have been catalogued by Furniture & Works of Art since).
 *
 * - `staff`: everyone who works at the saleroom, keyed by `stf_id`. `first_nm`, `last_nm`; `role_cd` MD managing
 *   director, HOD head of department, SPC specialist, CAT cataloguer, ACC accounts, CSV client services (front
 *   counter, bids office), POR porter; `dept_cd` the department they work in (`depts.dept_cd`, NULL outside the
 *   specialist departments); `rpt_stf_id` the person they report to (`staff.stf_id`, NULL for the managing
 *   director); `auct_yn` Y qualified to take sales on the rostrum (auctioneer), N not; `strt_dt` first day;
 *   `end_dt` last day, NULL while still employed.
 *
 * - `clients`: everyone who has registered with the saleroom, to buy, to sell or both, keyed by `cli_id`.
 *   `cli_no` the client number ('C104233'); `ttl_cd` the title (Mr, Mrs, Ms, Miss, Dr, Prof, Sir, Lady; NULL for
 *   firms, institutions and estates); `cli_nm` the client's name as printed on invoices and statements (a person's
 *   first and last name, a firm's or institution's name, or 'Executors of the late ...' for an estate);
 *   `cli_typ_cd` PRV private individual, TRD trade (dealer or decorator), INS institution (museum, college,
 *   trust), EXE executors of an estate (they only ever consign); `town_nm`, `cnty_nm` the county (for a client
 *   abroad, the country's name), `ctry_cd` the ISO country code (GB United Kingdom, IE, FR, DE, NL, BE, CH, IT, US,
 *   HK, CN, SG, AU); `reg_dt` the day they registered; `reg_src_cd` how they registered: SRM at the saleroom
 *   front counter, WEB on our website, LBP through a live-bidding platform (online bidders), CNS when first
 *   consigning property; `aml_dt` the day their identity was verified for anti-money-laundering, NULL when not yet
 *   done; `blk_yn` Y barred from bidding (a buyer who defaulted), N not.
 *
 * - `consignments`: property taken in from a consignor (vendor) under one consignment agreement, keyed by
 *   `cnsgn_id`. `cnsgn_no` ('K24-0117'); `cli_id` the consignor (`clients.cli_id`); `rcvd_dt` the day the property
 *   was received; `src_cd` where it came from: VAL a valuation day (free valuation mornings at the saleroom and on
 *   the road), HOM a home visit by a specialist, WLK walked in at the front counter, PRB a probate instruction
 *   from executors or solicitors; `spc_stf_id` the specialist who took it in (`staff.stf_id`); `comm_pct` the
 *   seller's commission rate agreed, in percent of the hammer price (charged on each lot sold, plus VAT).
 *
 * - `sales`: the auctions, keyed by `sale_id`. `sale_no` ('S25-14', numbered within the year); `sale_ttl` the
 *   sale's title; `sale_typ_cd` INT Interiors (the monthly general sale of antiques, furniture and pictures), FIN
 *   a fine (specialist) sale, TML a timed online-only sale; `dept_cd` the department whose sale it is
 *   (`depts.dept_cd`, NULL for mixed sales: Interiors and the Christmas fine sale); `sale_dt` the day of the sale
 *   (the first day of a two-day sale; for a timed sale the day bidding closes); `days_qty` how many days it runs in
 *   the saleroom (1 or 2; 1 for timed sales); `venue_cd` CIR the Cirencester saleroom, ONL online only;
 *   `auct_stf_id` the auctioneer who took the sale (`staff.stf_id`; NULL for timed online sales, which have no
 *   auctioneer, and for sales still to come or cancelled); `bp_pct` the buyer's premium rate for the sale, in percent of the
 *   hammer price, before VAT (saleroom sales 25% to the end of 2024 and 26% since; timed sales 22%, then 24%);
 *   `stat_cd` CMP held (completed), SCH scheduled (still to come), CXL cancelled (never held, no lots).
 *
 * - `lots`: one row per lot catalogued into a sale, keyed by `lot_id`. `sale_id` (`sales.sale_id`); `lot_no` the
 *   lot number in the sale's catalogue; `cnsgn_id` the consignment it came from (`consignments.cnsgn_id`);
 *   `dept_cd` the department that catalogued it (`depts.dept_cd`); `lot_desc` the catalogue title; `artst_mkr_nm`
 *   the artist, maker or factory named in the catalogue, NULL when none is named; `low_est_gbp` and
 *   `high_est_gbp` the printed estimate; `rsv_gbp` the confidential reserve (never above the low estimate), NULL
 *   for a lot offered without reserve; `hammer_gbp` the hammer price, NULL unless the hammer fell (SLD, RSC);
 *   `buyer_cli_id` the buyer (`clients.cli_id`), NULL unless the hammer fell; `sold_via_cd` how the winning bid
 *   came in: RM a bidder in the room, TEL a telephone bidder, ABS a commission (absentee) bid executed by the
 *   auctioneer, ONL an online bidder through a live-bidding platform (all lots in timed sales); NULL unless the
 *   hammer fell; `inv_id` the buyer's invoice (`invoices.inv_id`, NULL unless the hammer fell); `stat_cd` SLD sold, UNS unsold (bought in, did
 *   not reach the reserve), WDN withdrawn before the sale, RSC sold but the sale was rescinded (buyer defaulted;
 *   not a sale), CAT catalogued for a sale still to come; `prv_lot_id` for a lot re-offered after failing to sell,
 *   the earlier unsold lot (`lots.lot_id`), usually at a lower estimate; NULL for a first offering.
 *
 * - `bids`: commission (absentee) bids and telephone-bid bookings left with the bids office before a saleroom
 *   sale, keyed by `bid_id` (bids made live in the room or online are not held here). `lot_id` (`lots.lot_id`);
 *   `cli_id` the bidder (`clients.cli_id`); `bid_typ_cd` ABS a commission bid: the auctioneer bids for the client
 *   up to `max_bid_gbp`; TEL a telephone line booked (staff ring the client during the sale), `max_bid_gbp` NULL;
 *   `plcd_dt` the day the bid was left; `stat_cd` ACT lodged, the sale is still to come, WON the bidder bought the
 *   lot, LST lost (outbid, or the lot did not reach its reserve), CXL cancelled by the bidder before the sale, NUL
 *   void because the lot was withdrawn.
 *
 * - `invoices`: buyer invoices, one per buyer per sale, keyed by `inv_id`. `inv_no` ('P2604512'); `sale_id`;
 *   `cli_id` the buyer; `inv_dt` the invoice date (the last day of the sale); `due_dt` payment due (7 days after the
 *   invoice, 30 days for institutions); `hammer_gbp` the hammer total of its lots; `bp_gbp` the buyer's premium
 *   (hammer x the sale's bp_pct, before VAT); `vat_gbp` the VAT on the premium (20%); `tot_gbp` the invoice total
 *   (hammer + premium + VAT); `stat_cd` OS outstanding (nothing paid), PP part paid, PD paid in full, VD void
 *   (the sale was rescinded: the buyer defaulted and the lots were not sold); `pd_dt` the day it was paid in full,
 *   NULL unless PD. An invoice is overdue when it is OS or PP after its due date. The amount still owed on an
 *   invoice is tot_gbp less its cleared payments.
 *
 * - `payments`: money received from buyers against invoices, keyed by `pay_id`. `inv_id` (`invoices.inv_id`);
 *   `pay_dt` the day received; `amt_gbp`; `mthd_cd` BAC bank transfer, DBC debit card, CRC credit card, CHQ
 *   cheque, CSH cash; `stat_cd` CLR cleared, RTN returned (a bounced cheque or a card charge-back: the money was
 *   never received, and the buyer paid again later).
 *
 * - `settlements`: the statement and payout to a consignor for one sale, keyed by `stl_id`; one row per consignor
 *   per sale in which they had lots sold. `stl_no` ('V2605931'); `cli_id` the consignor; `sale_id`; `lots_qty` the
 *   number of their lots sold; `hammer_gbp` the hammer total of those lots; `comm_gbp` the seller's commission
 *   (each lot's hammer x its consignment's comm_pct); `ins_gbp` the insurance (loss and damage) charge, 1.5% of the
 *   hammer; `vat_gbp` VAT at 20% on the commission and insurance; `net_gbp` paid to the vendor (hammer less
 *   commission, insurance and VAT); `stat_cd` PD paid out, HLD held (awaiting the buyers' payment, or within the 28
 *   days after the sale); `pd_dt` the payout day, NULL while held. Rescinded lots are taken off the statement.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const BP_CHANGE = '2025-01-01';
const CLK_CLOSE = '2025-06-30';

const art = (w: string) => (/^[aeiou]/i.test(w) ? 'An' : 'A');
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The n-th given weekday (0 Sunday) of a month. */
const nthWeekday = (year: number, month: number, weekday: number, n: number) => {
  let d = `${year}-${pad(month, 2)}-01`;
  while (dayOfWeek(d) !== weekday) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
};

/** Bidding increments: a price rounded down to the increment the auctioneer would be bidding in. */
const toIncrement = (p: number) => {
  const step = p < 100 ? 5 : p < 200 ? 10 : p < 500 ? 20 : p < 1000 ? 50 : p < 2000 ? 100 : p < 5000 ? 200 : p < 10000 ? 500 : p < 20000 ? 1000 : 2000;
  return Math.max(step, Math.floor(p / step) * step);
};

/** Estimate bands as printed in catalogues. */
const BANDS: [number, number][] = [
  [30, 50], [40, 60], [50, 80], [60, 90], [80, 120], [100, 150], [150, 200], [200, 300], [300, 500], [400, 600], [500, 700],
  [600, 800], [800, 1200], [1000, 1500], [1500, 2000], [2000, 3000], [3000, 5000], [4000, 6000], [5000, 7000], [6000, 8000],
  [8000, 12000], [10000, 15000], [15000, 20000], [20000, 30000], [30000, 50000],
];

const FIRST = ['James', 'Eleanor', 'William', 'Charlotte', 'Edward', 'Harriet', 'Thomas', 'Sophie', 'George', 'Alice', 'Henry', 'Lucy', 'Richard',
  'Margaret', 'Peter', 'Catherine', 'Robert', 'Emma', 'David', 'Helen', 'Andrew', 'Jane', 'Michael', 'Rachel', 'Simon', 'Fiona', 'Nicholas',
  'Victoria', 'Christopher', 'Anne', 'Jonathan', 'Sarah', 'Hugh', 'Clare', 'Rupert', 'Imogen', 'Oliver', 'Philippa', 'Giles', 'Rosalind', 'Mark',
  'Diana', 'Timothy', 'Joanna', 'Alexander', 'Penelope', 'Julian', 'Frances', 'Stephen', 'Louise', 'Martin', 'Gillian', 'Patrick', 'Susan'];
const LAST = ['Whitcombe', 'Ashworth', 'Pembury', 'Fairclough', 'Hollis', 'Lambert', 'Carrington', 'Blakeney', 'Thornton', 'Aldridge', 'Beaumont',
  'Chalmers', 'Davenport', 'Ellison', 'Fenwick', 'Gresham', 'Harcourt', 'Ingram', 'Jarvis', 'Kendrick', 'Lockwood', 'Marlowe', 'Newbold',
  'Osborne', 'Paxton', 'Quarles', 'Radcliffe', 'Selwyn', 'Tremayne', 'Underhill', 'Vickery', 'Wakefield', 'Yardley', 'Ashby', 'Bramley',
  'Cotterell', 'Drummond', 'Everard', 'Fortescue', 'Godwin', 'Hadley', 'Iveson', 'Kingsley', 'Langford', 'Mortimer', 'Norris', 'Ormerod',
  'Pilkington', 'Rowntree', 'Stanhope', 'Talbot', 'Verney', 'Westbury', 'Atherton', 'Bellamy', 'Crowther', 'Dunstan', 'Fielding', 'Hensley'];
/** First and last names for clients abroad, by country. */
const OVERSEAS: Record<string, [string[], string[]]> = {
  CN: [['Wei', 'Li', 'Jun', 'Hui', 'Ming', 'Xin'], ['Wong', 'Zhang', 'Chen', 'Liu', 'Huang', 'Zhou']],
  FR: [['Pierre', 'Claire', 'Julien', 'Camille', 'Antoine'], ['Dubois', 'Laurent', 'Moreau', 'Girard', 'Lefèvre']],
  DE: [['Hans', 'Anja', 'Lukas', 'Katrin', 'Jonas'], ['Becker', 'Vogel', 'Keller', 'Hoffmann', 'Wagner']],
  NL: [['Pieter', 'Sanne', 'Joris', 'Lotte', 'Bram'], ['de Vries', 'Janssens', 'Bakker', 'Peeters', 'Visser']],
  IT: [['Marco', 'Giulia', 'Luca', 'Chiara'], ['Rossi', 'Bianchi', 'Ferrari', 'Romano']],
  EN: [['John', 'Mary', 'Daniel', 'Kate', 'Bruce', 'Liam', 'Aoife', 'Sofia'], ['Miller', 'Carter', 'Murphy', 'Byrne', 'Clarke', 'Sullivan']],
};
const NAME_GROUP: Record<string, string> = { HK: 'CN', CN: 'CN', SG: 'CN', FR: 'FR', BE: 'NL', NL: 'NL', DE: 'DE', CH: 'DE', IT: 'IT' };

/** [town, county] around the saleroom, weighted by how many clients come from there. */
const TOWNS: [[string, string], number][] = [
  [['Cirencester', 'Gloucestershire'], 14], [['Cheltenham', 'Gloucestershire'], 12], [['Stroud', 'Gloucestershire'], 7], [['Tetbury', 'Gloucestershire'], 6],
  [['Gloucester', 'Gloucestershire'], 6], [['Stow-on-the-Wold', 'Gloucestershire'], 4], [['Moreton-in-Marsh', 'Gloucestershire'], 3],
  [['Malmesbury', 'Wiltshire'], 4], [['Swindon', 'Wiltshire'], 5], [['Marlborough', 'Wiltshire'], 3], [['Bath', 'Somerset'], 7],
  [['Burford', 'Oxfordshire'], 3], [['Oxford', 'Oxfordshire'], 6], [['Witney', 'Oxfordshire'], 3], [['Worcester', 'Worcestershire'], 3],
  [['Broadway', 'Worcestershire'], 2], [['Hereford', 'Herefordshire'], 2], [['Ledbury', 'Herefordshire'], 2], [['Bristol', 'Bristol'], 6],
  [['London', 'Greater London'], 9], [['Monmouth', 'Monmouthshire'], 2], [['Newbury', 'Berkshire'], 2],
];
const ABROAD: [[string, string, string], number][] = [
  [['Dublin', 'Ireland', 'IE'], 3], [['Paris', 'France', 'FR'], 3], [['Brussels', 'Belgium', 'BE'], 2], [['Amsterdam', 'Netherlands', 'NL'], 2],
  [['Munich', 'Germany', 'DE'], 2], [['Zurich', 'Switzerland', 'CH'], 1], [['Milan', 'Italy', 'IT'], 1], [['New York', 'United States', 'US'], 3],
  [['Boston', 'United States', 'US'], 1], [['Hong Kong', 'Hong Kong', 'HK'], 5], [['Shanghai', 'China', 'CN'], 3], [['Beijing', 'China', 'CN'], 2],
  [['Singapore', 'Singapore', 'SG'], 2], [['Sydney', 'Australia', 'AU'], 1],
];
const ASIA = new Set(['HK', 'CN', 'SG']);

const TRADE_NAMES = ['Cotswold Antiques Ltd', 'Tetbury Fine Furniture', 'Lockwood & Daughters', 'The Silver Vaults Bath', 'Bramley Interiors',
  'Orient House Antiques', 'Windrush Gallery', 'Long Street Antiques', 'Fairford Decorative Arts', 'Malthouse Antiques', 'Chalk Farm Dealers',
  'Stroud Valley Clocks', 'Harcourt Fine Art', 'The Map House Oxford', 'Severn Coin Company', 'Ledbury Militaria', 'Golden Pheasant Antiques',
  'Compass Rose Books', 'Montpellier Jewellers', 'Kingsley & Vane', 'Pagoda Oriental Art', 'Abbey Mill Antiques', 'Old Rectory Interiors',
  'Cheltenham Watch Exchange', 'Paxton Decorators', 'Beaumont Porcelain', 'Toy Box Collectables', 'Market Hall Antiques', 'J. & M. Ormerod',
  'Westbury Art Dealers', 'Hong Kong Jade House', 'Atelier Moreau Paris', 'Bristol Ceramics Exchange', 'Underhill & Sons', 'Churn Valley Antiques',
  'Ascot Lane Fine Art'];
const INST_NAMES = ['Corinium Museum Trust', 'Holst Birthplace Trust', 'Wychwood College', 'Severn Vale Museums Service', 'Cotswold Heritage Trust',
  'Abbotsmead School', 'Malvern Art Collection'];

interface Client {
  id: number; no: string; ttl: string | null; nm: string; typ: string; town: string; cnty: string; ctry: string; reg: string; src: string;
  aml: string | null; blk: boolean; blkFrom: string | null; w: number; pref: string | null;
}
interface Staff { id: number; first: string; last: string; role: string; dept: string | null; rpt: number | null; auct: string; strt: string; end: string | null }
interface Sale {
  id: number; no: string; ttl: string; typ: string; dept: string | null; dt: string; days: number; venue: string; auct: number | null; bp: number;
  stat: string; depts: [string, number][]; size: [number, number];
}
interface Consignment { id: number; no: string; cli: Client; rcvd: string; src: string; spc: number; comm: number }
interface Lot {
  id: number; sale: Sale; no: number; cn: Consignment; dept: string; desc: string; mkr: string | null; low: number; high: number; rsv: number | null;
  hammer: number | null; buyer: Client | null; via: string | null; inv: Invoice | null; stat: string; prv: Lot | null; band: number;
}
interface Bid { id: number; lot: Lot; cli: Client; typ: string; max: number | null; plcd: string; stat: string }
interface Invoice {
  id: number; no: string; sale: Sale; cli: Client; dt: string; due: string; hammer: number; bp: number; vat: number; tot: number; stat: string;
  pd: string | null; lots: Lot[];
}
interface Payment { id: number; inv: Invoice; dt: string; amt: number; mthd: string; stat: string }
interface Settlement {
  id: number; no: string; cli: Client; sale: Sale; qty: number; hammer: number; comm: number; ins: number; vat: number; net: number; stat: string; pd: string | null;
}

/** Catalogue titles and named makers per department. */
const PERIODS = ['George III', 'George II', 'Regency', 'William IV', 'Victorian', 'Edwardian', 'Queen Anne', '19th century', 'Arts and Crafts'];
const WOODS = ['mahogany', 'oak', 'walnut', 'rosewood', 'satinwood', 'burr walnut', 'elm', 'fruitwood'];
const FURN = ['bureau', 'bow-front chest of drawers', 'dining table', 'set of six dining chairs', 'bookcase', 'sideboard', 'davenport', 'linen press',
  'side table', 'wing armchair', 'tallboy', 'Pembroke table', 'corner cupboard', 'dresser', 'bachelor\'s chest', 'longcase clock case', 'kneehole desk'];
const ARTISTS = ['Helen Allingham', 'Edward Seago', 'Sir Alfred Munnings', 'John Atkinson Grimshaw', 'Myles Birket Foster', 'David Cox',
  'Thomas Sidney Cooper', 'Dame Laura Knight', 'John Piper', 'Mary Fedden', 'Benjamin Williams Leader', 'Walter Langley', 'Sir Kyffin Williams',
  'Sir Terry Frost', 'Sir William Russell Flint', 'Stanhope Forbes', 'Henry Moore', 'Philip Wilson Steer'];
const SUBJECTS = ['Cotswold cottage garden', 'Cattle watering at dusk', 'A view of Bibury', 'Harbour at low tide', 'Portrait of a lady',
  'Horses on the gallops', 'Still life with flowers', 'Evening on the Thames', 'A Welsh hillside', 'Fishing boats, Newlyn', 'The hay harvest',
  'Abstract composition', 'Seated figures', 'Winter landscape', 'Moonlit street'];
const MEDIA = ['oil on canvas', 'oil on board', 'watercolour', 'gouache', 'lithograph', 'etching', 'pencil and wash'];
const CER_MAKERS = ['Royal Worcester', 'Moorcroft', 'Clarice Cliff', 'Wedgwood', 'Meissen', 'Royal Doulton', 'Martin Brothers', 'Lalique',
  'Bernard Leach', 'Coalport'];
const CER_ITEMS = ['vase', 'pair of vases', 'charger', 'tea service', 'figure of a shepherdess', 'jardinière', 'bowl', 'ewer', 'plate painted with fruit'];
const SIL_MAKERS = ['Hester Bateman', 'Paul Storr', 'Omar Ramsden', 'Georg Jensen', 'Elkington & Co', 'Mappin & Webb', 'Peter and Anne Bateman'];
const SIL_ITEMS = ['teapot', 'pair of candlesticks', 'salver', 'cream jug', 'tea and coffee service', 'sauce boat', 'cigarette case', 'christening mug',
  'canteen of cutlery', 'vinaigrette'];
const WATCHES = ['Rolex', 'Omega', 'Cartier', 'Patek Philippe', 'Longines', 'Jaeger-LeCoultre', 'Tudor'];
const WATCH_MODELS: Record<string, string[]> = {
  Rolex: ['Submariner', 'Datejust', 'Oyster Perpetual', 'GMT-Master'], Omega: ['Seamaster', 'Speedmaster', 'Constellation'], Cartier: ['Tank', 'Santos'],
  'Patek Philippe': ['Calatrava'], Longines: ['Conquest', 'Flagship'], 'Jaeger-LeCoultre': ['Reverso'], Tudor: ['Black Bay', 'Prince Oysterdate'],
};
const JEWELS = ['diamond solitaire ring', 'sapphire and diamond cluster ring', 'emerald and diamond brooch', 'pearl necklace', 'gold bangle',
  'diamond line bracelet', 'ruby and diamond earrings', 'Victorian mourning locket', 'Art Deco diamond pendant'];
const ASN_ITEMS = ['Chinese famille rose vase', 'Chinese blue and white ginger jar', 'Chinese jade carving of a horse', 'Japanese Satsuma koro',
  'Japanese bronze okimono', 'Chinese cloisonné censer', 'Japanese Imari charger', 'Chinese carved lacquer box', 'Chinese celadon bowl',
  'Japanese ivory netsuke', 'Chinese scroll painting of birds'];
const CN_MARKS = ['Qianlong mark', 'Kangxi period', 'Guangxu mark', 'Republic period', '19th century', 'Tongzhi mark'];
const JP_MARKS = ['Meiji period', 'Edo period', 'Taisho period', '19th century'];
const BKM_ITEMS = ['John Speed, map of Gloucestershire', 'Christopher Saxton, map of Wiltshire', 'Ordnance Survey first edition sheet', 'Kelly\'s Directory',
  'Beatrix Potter, The Tale of Peter Rabbit, first edition', 'Ian Fleming, Goldfinger, first edition', 'Book of Hours leaf', 'Estate map on vellum',
  'Collection of Cotswold topographical prints', 'Charles Dickens, Bleak House, in original parts', 'Letter signed by the Duke of Wellington'];
const CLK_MAKERS = ['Thomas Lister', 'John Smith of Chester', 'Vulliamy', 'Dent', 'Frodsham', 'Barraud', 'Negretti & Zambra'];
const CLK_ITEMS = ['eight-day longcase clock', 'bracket clock', 'carriage clock', 'mantel clock', 'wheel barometer', 'pocket chronometer',
  'regulator wall clock', 'library telescope'];
const COL_ITEMS = ['Dinky Toys boxed lorry', 'Hornby O gauge locomotive', 'Steiff teddy bear', 'WWI medal group', 'collection of George III coins',
  'Beatles signed concert programme', 'Corgi James Bond Aston Martin', 'Victorian doll\'s house', 'Britains lead soldiers', 'WWII RAF flying jacket',
  'football programme collection', 'sovereign collection'];
const COL_MAKERS = ['Dinky Toys', 'Hornby', 'Steiff', 'Corgi', 'Britains'];

/** Median low-estimate band and spread per department, and how prices run against estimate. */
const DEPT_BAND: Record<string, [number, number]> = {
  PIC: [12, 4], FUR: [10, 3], CER: [9, 3], SIL: [10, 3], JWL: [11, 3], ASN: [11, 4], BKM: [9, 3], CLK: [11, 3], COL: [6, 3],
};
const DEPT_MU: Record<string, number> = { PIC: 0.05, FUR: -0.15, CER: 0.05, SIL: 0.1, JWL: 0.2, ASN: 0.15, BKM: 0.05, CLK: 0.0, COL: 0.1 };
const DEPT_STAR: Record<string, number> = { PIC: 0.015, FUR: 0.005, CER: 0.01, SIL: 0.008, JWL: 0.01, ASN: 0.05, BKM: 0.01, CLK: 0.005, COL: 0.01 };

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const gauss = () => {
    let u = 0;
    while (u === 0) u = r.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
  };

  // ---------- departments and staff ----------
  const DEPTS: [string, string, string, string | null][] = [
    ['PIC', 'Pictures & Prints', '2009-03-01', null], ['FUR', 'Furniture & Works of Art', '2009-03-01', null], ['CER', 'Ceramics & Glass', '2011-09-01', null],
    ['SIL', 'Silver & Objects of Vertu', '2011-09-01', null], ['JWL', 'Jewellery & Watches', '2014-01-06', null], ['ASN', 'Asian Art', '2016-05-03', null],
    ['BKM', 'Books, Maps & Manuscripts', '2018-02-01', null], ['CLK', 'Clocks & Scientific Instruments', '2015-04-01', CLK_CLOSE],
    ['COL', 'Collectors', '2019-09-02', null],
  ];
  // [first, last, role, dept, reports to (index), auctioneer, start, end]
  const STAFF_DEF: [string, string, string, string | null, number | null, string, string, string | null][] = [
    ['Charles', 'Pryce', 'MD', null, null, 'Y', '2009-03-01', null], // 1
    ['Harriet', 'Lyle', 'HOD', 'PIC', 1, 'Y', '2012-06-04', null], // 2
    ['Tom', 'Ashby', 'HOD', 'FUR', 1, 'Y', '2010-01-11', null], // 3
    ['Miriam', 'Okafor', 'HOD', 'CER', 1, 'N', '2015-09-07', null], // 4
    ['Gerald', 'Finch', 'HOD', 'SIL', 1, 'Y', '2011-09-01', '2024-03-29'], // 5
    ['Priya', 'Raman', 'HOD', 'JWL', 1, 'Y', '2014-01-06', null], // 6
    ['Daniel', 'Cheung', 'HOD', 'ASN', 1, 'N', '2016-05-03', null], // 7
    ['Rosamund', 'Hale', 'HOD', 'BKM', 1, 'N', '2018-02-01', null], // 8
    ['Arthur', 'Bellingham', 'HOD', 'CLK', 1, 'N', '2015-04-01', CLK_CLOSE], // 9
    ['Kieran', 'Doyle', 'HOD', 'COL', 1, 'N', '2019-09-02', null], // 10
    ['Isobel', 'Marsh', 'SPC', 'PIC', 2, 'N', '2019-10-01', null], // 11
    ['Ben', 'Talbot', 'SPC', 'FUR', 3, 'Y', '2017-03-13', null], // 12
    ['Lydia', 'Crane', 'HOD', 'SIL', 1, 'Y', '2024-04-15', null], // 13
    ['Owen', 'Price', 'SPC', 'JWL', 6, 'N', '2021-05-10', null], // 14
    ['Fern', 'Whitlock', 'CAT', 'FUR', 3, 'N', '2022-02-14', null], // 15
    ['Sam', 'Huxley', 'CAT', 'PIC', 2, 'N', '2023-09-04', '2025-08-29'], // 16
    ['Nadia', 'Brook', 'CAT', 'COL', 10, 'N', '2024-01-08', null], // 17
    ['Jill', 'Mercer', 'ACC', null, 1, 'N', '2013-05-20', null], // 18
    ['Amir', 'Shah', 'ACC', null, 18, 'N', '2022-07-04', null], // 19
    ['Carol', 'Dent', 'CSV', null, 1, 'N', '2016-02-01', null], // 20
    ['Megan', 'Royle', 'CSV', null, 20, 'N', '2023-03-06', null], // 21
    ['Stuart', 'Pell', 'POR', null, 1, 'N', '2012-08-13', null], // 22
    ['Jack', 'Tranter', 'POR', null, 22, 'N', '2020-11-02', null], // 23
    ['Leon', 'Gaskell', 'POR', null, 22, 'N', '2025-02-03', null], // 24
  ];
  const staff: Staff[] = STAFF_DEF.map(([first, last, role, dept, rpt, auct, strt, end], i) => ({ id: i + 1, first, last, role, dept, rpt, auct, strt, end }));
  const hod = (d: string) => staff.find((s) => s.role === 'HOD' && s.dept === d && s.end === null)?.id ?? null;
  const employed = (s: Staff, d: string) => s.strt <= d && (s.end === null || s.end >= d);
  const specialistsFor = (dept: string, d: string) => staff.filter((s) => (s.dept === dept || (dept === 'CLK' && s.dept === 'FUR' && d > CLK_CLOSE)) && ['HOD', 'SPC'].includes(s.role) && employed(s, d));

  // ---------- sales calendar ----------
  const sales: Sale[] = [];
  const addSale = (ttl: string, typ: string, dept: string | null, dt: string, days: number, depts: [string, number][], size: [number, number]) => {
    sales.push({ id: 0, no: '', ttl, typ, dept, dt, days, venue: typ === 'TML' ? 'ONL' : 'CIR', auct: null, bp: 0, stat: 'CMP', depts, size });
  };
  const INT_MIX = (d: string): [string, number][] => [['FUR', 30], ['PIC', 22], ['CER', 14], ['SIL', 10], ['COL', 8], ['JWL', 6], ['ASN', 5], ['BKM', 3],
    ...(d <= CLK_CLOSE ? [['CLK', 4] as [string, number]] : [])];
  for (const y of [2023, 2024, 2025, 2026, 2027]) {
    for (let m = 1; m <= 12; m++) {
      if (y === 2027 && m > 2) break;
      if (m === 8) continue;
      // Interiors: second Wednesday
      addSale('Interiors', 'INT', null, nthWeekday(y, m, 3, 2), 1, INT_MIX(nthWeekday(y, m, 3, 2)), [22, 34]);
    }
    const fine = (m: number, ttl: string, dept: string, size: [number, number] = [18, 30], week = 3) => {
      if (y === 2027 && m > 2) return;
      addSale(ttl, 'FIN', dept, nthWeekday(y, m, 4, week), 1, [[dept, 1]], size);
    };
    fine(3, 'Fine Pictures & Prints', 'PIC');
    fine(9, 'Fine Pictures & Prints', 'PIC');
    fine(4, 'Fine Furniture & Works of Art', 'FUR');
    fine(10, 'Fine Furniture & Works of Art', 'FUR');
    fine(5, 'Jewellery & Watches', 'JWL');
    fine(11, 'Jewellery & Watches', 'JWL');
    fine(6, 'Silver & Objects of Vertu', 'SIL');
    fine(5, 'Asian Art', 'ASN', [20, 32], 4);
    fine(11, 'Asian Art', 'ASN', [20, 32], 4);
    fine(2, 'Books, Maps & Manuscripts', 'BKM');
    fine(7, 'Books, Maps & Manuscripts', 'BKM');
    fine(6, 'Ceramics & Glass', 'CER', [18, 30], 4);
    if (y <= 2025) fine(1, 'Clocks & Scientific Instruments', 'CLK', [15, 24]);
    if (y <= 2026) {
      addSale('Christmas Fine Sale', 'FIN', null, nthWeekday(y, 12, 3, 1), 2,
        [['PIC', 25], ['FUR', 20], ['SIL', 15], ['JWL', 15], ['ASN', 12], ['CER', 10], ...(y <= 2024 ? [['CLK', 5] as [string, number]] : [])], [34, 46]);
    }
    for (const m of [3, 6, 9, 12]) {
      if (y === 2027) break;
      addSale(m === 6 ? 'Toys, Militaria & Coins Online' : 'Collectors Online', 'TML', 'COL', nthWeekday(y, m, 1, 3), 1, [['COL', 1]], [20, 30]);
    }
    if (y >= 2024 && y <= 2026) addSale('Online Jewellery & Watches', 'TML', 'JWL', nthWeekday(y, 8, 1, 4), 1, [['JWL', 1]], [20, 28]);
  }
  sales.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.typ < b.typ ? -1 : 1));
  const perYear: Record<string, number> = {};
  const CANCELLED = new Set(['Books, Maps & Manuscripts|2024-07', 'Interiors|2025-01']);
  sales.forEach((s, i) => {
    s.id = i + 1;
    const y = s.dt.slice(0, 4);
    perYear[y] = (perYear[y] ?? 0) + 1;
    s.no = `S${y.slice(2)}-${pad(perYear[y] as number, 2)}`;
    const after = s.dt >= BP_CHANGE;
    s.bp = s.typ === 'TML' ? (after ? 24 : 22) : after ? 26 : 25;
    s.stat = s.dt > LAST_DAY ? 'SCH' : CANCELLED.has(`${s.ttl}|${s.dt.slice(0, 7)}`) ? 'CXL' : 'CMP';
    if (s.typ !== 'TML' && s.stat === 'CMP') {
      const pool = staff.filter((x) => x.auct === 'Y' && employed(x, s.dt));
      const deptAuct = s.dept ? pool.find((x) => x.dept === s.dept) : undefined;
      if (deptAuct && r.chance(0.75)) s.auct = deptAuct.id;
      else if (s.typ === 'INT') s.auct = r.weighted(pool.map((x) => [x.id, x.role === 'MD' ? 3 : x.dept === 'FUR' ? 3 : 1] as [number, number]));
      else s.auct = r.weighted(pool.map((x) => [x.id, x.role === 'MD' ? 4 : 1] as [number, number]));
    }
  });

  // ---------- clients: a pool of registered buyers, consignors made as they come ----------
  const clients: Client[] = [];
  const usedNames = new Set<string>();
  const ukName = uniqueNames(r, FIRST, LAST, usedNames);
  const abroadNames: Record<string, () => [string, string]> = {};
  for (const [g, [f, l]] of Object.entries(OVERSEAS)) abroadNames[g] = uniqueNames(r, f, l, usedNames);
  const abroadName = (ctry: string) => (abroadNames[NAME_GROUP[ctry] ?? 'EN'] as () => [string, string])();
  const titleFor = () => r.weighted([['Mr', 40], ['Mrs', 25], ['Ms', 8], ['Miss', 4], ['Dr', 10], ['Prof', 2], ['Sir', 1], ['Lady', 1]] as [string, number][]);
  const newClient = (typ: string, reg: string, src: string, abroad = false): Client => {
    let ttl: string | null = null;
    let nm: string;
    let town: string;
    let cnty: string;
    let ctry = 'GB';
    if (abroad) {
      const [t, c, cc] = r.weighted(ABROAD);
      [town, cnty, ctry] = [t, c, cc];
    } else {
      [town, cnty] = r.weighted(TOWNS);
    }
    if (typ === 'TRD') {
      nm = TRADE_NAMES[clients.filter((c) => c.typ === 'TRD').length] as string;
      if (nm === 'Hong Kong Jade House') [town, cnty, ctry] = ['Hong Kong', 'Hong Kong', 'HK'];
      if (nm === 'Atelier Moreau Paris') [town, cnty, ctry] = ['Paris', 'France', 'FR'];
    } else if (typ === 'INS') {
      nm = INST_NAMES[clients.filter((c) => c.typ === 'INS').length] as string;
    } else if (typ === 'EXE') {
      const [f, l] = ukName();
      nm = `Executors of the late ${f} ${l}`;
    } else {
      const [f, l] = abroad ? abroadName(ctry) : ukName();
      nm = `${f} ${l}`;
      ttl = titleFor();
    }
    let aml: string | null = addDays(reg, r.int(0, 6));
    if (aml > LAST_DAY || r.chance(typ === 'PRV' ? 0.12 : 0.03)) aml = null;
    const c: Client = { id: 0, no: '', ttl, nm, typ, town, cnty, ctry, reg, src, aml, blk: false, blkFrom: null, w: 1, pref: null };
    clients.push(c);
    return c;
  };
  // registered buyers (and some sellers): long-standing clients and new registrations through the period
  for (let k = 0; k < TRADE_NAMES.length; k++) {
    const c = newClient('TRD', r.date('2010-01-01', '2025-06-30'), r.weighted([['SRM', 6], ['WEB', 2], ['LBP', 1]] as [string, number][]));
    c.w = r.float(4, 14);
    c.pref = r.pick(['FUR', 'PIC', 'CER', 'SIL', 'JWL', 'ASN', 'BKM', 'CLK', 'COL']);
    if (/Silver/.test(c.nm)) c.pref = 'SIL';
    if (/Jade|Orient|Pagoda/.test(c.nm)) c.pref = 'ASN';
    if (/Clock/.test(c.nm)) c.pref = 'CLK';
    if (/Map|Books/.test(c.nm)) c.pref = 'BKM';
    if (/Coin|Militaria|Toy/.test(c.nm)) c.pref = 'COL';
    if (/Watch|Jewell/.test(c.nm)) c.pref = 'JWL';
    if (/Art|Gallery/.test(c.nm)) c.pref = 'PIC';
    if (/Porcelain|Ceramics/.test(c.nm)) c.pref = 'CER';
  }
  for (let k = 0; k < INST_NAMES.length; k++) {
    const c = newClient('INS', r.date('2012-01-01', '2024-12-31'), 'SRM');
    c.w = 0.6;
    c.pref = r.pick(['PIC', 'BKM', 'CER', 'FUR']);
  }
  for (let k = 0; k < 520; k++) {
    const abroad = r.chance(0.12);
    const reg = r.chance(0.45) ? r.date('2012-01-01', '2022-12-31') : r.date('2023-01-01', '2026-11-20');
    const src = abroad ? r.weighted([['LBP', 8], ['WEB', 2]] as [string, number][]) : r.weighted([['SRM', 4], ['WEB', 3], ['LBP', 4]] as [string, number][]);
    const c = newClient('PRV', reg, src, abroad);
    c.w = Math.exp(gauss() * 1.0);
    if (abroad) c.pref = ASIA.has(c.ctry) ? 'ASN' : r.pick(['JWL', 'SIL', 'PIC', 'ASN']);
    else if (r.chance(0.5)) c.pref = r.pick(['FUR', 'PIC', 'PIC', 'CER', 'SIL', 'JWL', 'JWL', 'COL', 'COL', 'BKM', 'ASN', 'CLK']);
    if (reg >= '2026-07-01' && r.chance(0.5)) c.w = 0; // registered, never bid successfully
  }

  // ---------- consignments and lots ----------
  const consignments: Consignment[] = [];
  const lots: Lot[] = [];
  const bids: Bid[] = [];
  const invoices: Invoice[] = [];
  const reofferQueue: Lot[] = [];
  const commFor = (typ: string, big: boolean) =>
    typ === 'TRD' ? 10 : typ === 'INS' ? 10 : typ === 'EXE' ? (big ? 10 : 12.5) : big ? 12.5 : r.weighted([[15, 6], [17.5, 3], [12.5, 1]] as [number, number][]);

  const makeDesc = (dept: string): [string, string | null] => {
    switch (dept) {
      case 'FUR': {
        const period = r.pick(PERIODS);
        return [`${art(period)} ${period} ${r.pick(WOODS)} ${r.pick(FURN)}`, null];
      }
      case 'PIC': {
        const named = r.chance(0.6);
        const a = named ? r.pick(ARTISTS) : null;
        return [`${named ? '' : `${r.pick(['English School', 'Continental School', 'Circle of John Constable', 'Scottish School'])} - `}${r.pick(SUBJECTS)}, ${r.pick(MEDIA)}`, a];
      }
      case 'CER': {
        const m = r.chance(0.75) ? r.pick(CER_MAKERS) : null;
        return [`${m ?? 'An English porcelain'} ${r.pick(CER_ITEMS)}`, m];
      }
      case 'SIL': {
        const m = r.chance(0.5) ? r.pick(SIL_MAKERS) : null;
        const era = m === 'Omar Ramsden' || m === 'Georg Jensen' || m === 'Mappin & Webb' ? '20th century' : m === 'Elkington & Co' ? 'Victorian'
          : m ? r.pick(['George III', 'George II']) : r.pick(['George III', 'Victorian', 'Edwardian', 'George II', '20th century']);
        return [`${art(era)} ${era} silver ${r.pick(SIL_ITEMS)}${m ? `, ${m}` : ''}`, m];
      }
      case 'JWL': {
        if (r.chance(0.45)) {
          const m = r.pick(WATCHES);
          return [`${m} ${r.pick(WATCH_MODELS[m] as string[])} wristwatch`, m];
        }
        const metal = r.pick(['18ct gold', 'platinum', '9ct gold', 'Edwardian']);
        return [`${/^[aeiou1]/i.test(metal) ? 'An' : 'A'} ${metal} ${r.pick(JEWELS)}`, null];
      }
      case 'ASN': {
        const item = r.pick(ASN_ITEMS);
        return [`A ${item}, ${r.pick(item.startsWith('Japanese') ? JP_MARKS : CN_MARKS)}`.replace(/^A ([AEIOU])/, 'An $1'), null];
      }
      case 'BKM': return [r.pick(BKM_ITEMS), null];
      case 'CLK': {
        const m = r.chance(0.6) ? r.pick(CLK_MAKERS) : null;
        return [`A ${r.pick(['George III', 'Victorian', 'Regency', 'French 19th century'])} ${r.pick(CLK_ITEMS)}${m ? `, ${m}` : ''}`, m];
      }
      default: {
        const item = r.pick(COL_ITEMS);
        const m = COL_MAKERS.find((x) => item.startsWith(x)) ?? null;
        return [item.charAt(0).toUpperCase() + item.slice(1), m];
      }
    }
  };

  const pickBuyer = (sale: Sale, dept: string, d: string, via: string, exclude: Set<Client>): Client => {
    const pool = clients.filter((c) => c.typ !== 'EXE' && c.w > 0 && c.reg <= d && !c.blk && !exclude.has(c));
    return r.weighted(pool.map((c) => {
      let w = c.w * (c.pref === dept ? 4 : 1);
      if (c.ctry !== 'GB') w *= via === 'ONL' ? (dept === 'ASN' && ASIA.has(c.ctry) ? 6 : 1.5) : via === 'RM' ? 0.05 : 0.6;
      if (via === 'RM' && c.src === 'LBP') w *= 0.3;
      if (via === 'ONL' && c.src === 'SRM') w *= 0.5;
      return [c, w] as [Client, number];
    }));
  };
  const pickBidder = (d: string, dept: string): Client => {
    const pool = clients.filter((c) => c.typ !== 'EXE' && c.typ !== 'INS' && c.reg <= d && !c.blk);
    return r.weighted(pool.map((c) => [c, (0.3 + c.w) * (c.pref === dept ? 3 : 1) * (c.ctry === 'GB' ? 1 : 0.4)] as [Client, number]));
  };

  for (const sale of sales) {
    if (sale.stat === 'CXL') continue;
    // lots still being catalogued for the January and February 2027 sales
    let n = r.int(sale.size[0], sale.size[1]);
    if (sale.dt >= '2027-01-01') n = sale.dt >= '2027-02-01' ? 0 : Math.floor(n * 0.5);
    const saleLots: Lot[] = [];
    // re-offers of lots unsold in the last few months, where the sale takes that department
    for (let qi = 0; qi < reofferQueue.length && saleLots.length < n; ) {
      const old = reofferQueue[qi] as Lot;
      const fits = sale.depts.some(([d]) => d === old.dept || (old.dept === 'CLK' && d === 'FUR' && sale.dt > CLK_CLOSE));
      const gap = daysBetween(old.sale.dt, sale.dt);
      if (gap > 150) {
        reofferQueue.splice(qi, 1);
        continue;
      }
      if (fits && gap >= 21 && r.chance(sale.typ === 'INT' ? 0.8 : 0.5)) {
        reofferQueue.splice(qi, 1);
        const band = Math.max(0, old.band - r.int(1, 2));
        const [low, high] = BANDS[band] as [number, number];
        const dept = old.dept === 'CLK' && sale.dt > CLK_CLOSE ? 'FUR' : old.dept;
        saleLots.push({
          id: 0, sale, no: 0, cn: old.cn, dept, desc: old.desc, mkr: old.mkr, low, high, rsv: old.rsv === null ? null : Math.round(low * 0.8),
          hammer: null, buyer: null, via: null, inv: null, stat: '', prv: old, band,
        });
        continue;
      }
      qi++;
    }
    // new property, in consignments
    while (saleLots.length < n) {
      const dept = r.weighted(sale.depts);
      const rcvd = addDays(sale.dt, -r.int(18, 75));
      const src = r.weighted([['VAL', 30], ['HOM', 15], ['WLK', 35], ['PRB', 20]] as [string, number][]);
      let cli: Client;
      if (src === 'PRB') cli = newClient('EXE', rcvd, 'CNS');
      else if (r.chance(0.25)) cli = r.weighted(clients.filter((c) => c.typ === 'TRD' && c.reg <= rcvd).map((c) => [c, c.pref === dept ? 4 : 1] as [Client, number]));
      else if (r.chance(0.02)) cli = r.pick(clients.filter((c) => c.typ === 'INS' && c.reg <= rcvd));
      else if (r.chance(0.35)) {
        const pool = clients.filter((c) => c.typ === 'PRV' && c.reg <= rcvd && c.ctry === 'GB');
        cli = r.pick(pool);
      } else cli = newClient('PRV', rcvd, 'CNS');
      const specs = specialistsFor(dept, rcvd);
      const spc = specs.length ? (r.pick(specs) as Staff).id : (staff[0] as Staff).id;
      const size = src === 'PRB' ? r.int(3, 8) : src === 'HOM' ? r.int(2, 6) : r.int(1, 3);
      const big = r.chance(0.15);
      const cn: Consignment = { id: 0, no: '', cli, rcvd, src, spc, comm: commFor(cli.typ, big) };
      consignments.push(cn);
      for (let k = 0; k < size && saleLots.length < n; k++) {
        const d = k === 0 ? dept : r.chance(0.7) ? dept : r.weighted(sale.depts);
        const [mu, sd] = DEPT_BAND[d] as [number, number];
        let band = Math.round(mu + gauss() * sd * 0.6 + (sale.typ === 'FIN' ? 2 : -1) + (big ? 2 : 0));
        band = Math.min(BANDS.length - 1, Math.max(0, band));
        const [low, high] = BANDS[band] as [number, number];
        const [desc, mkr] = makeDesc(d);
        const noRsv = low < 200 ? r.chance(0.4) : r.chance(0.05);
        const rsv = noRsv ? null : Math.round(low * r.weighted([[0.7, 2], [0.8, 5], [1, 3]] as [number, number][]));
        saleLots.push({ id: 0, sale, no: 0, cn, dept: d, desc, mkr, low, high, rsv, hammer: null, buyer: null, via: null, inv: null, stat: '', prv: null, band });
      }
    }
    // catalogue order: by department, then estimate
    const order = ['PIC', 'CER', 'SIL', 'JWL', 'ASN', 'FUR', 'CLK', 'BKM', 'COL'];
    saleLots.sort((a, b) => order.indexOf(a.dept) - order.indexOf(b.dept) || a.low - b.low);
    saleLots.forEach((l, i) => {
      l.no = i + 1;
      lots.push(l);
    });

    const lastDay = addDays(sale.dt, sale.days - 1);
    // commission bids and telephone lines, and the auction itself
    for (const l of saleLots) {
      if (sale.stat === 'SCH') {
        l.stat = 'CAT';
        if (sale.typ !== 'TML' && sale.dt <= '2026-12-31') {
          const k = r.poisson(l.low >= 500 ? 0.9 : 0.5);
          for (let j = 0; j < k; j++) {
            const plcd = addDays(LAST_DAY, -r.int(0, 16));
            const tel = l.low >= 300 && r.chance(0.25);
            bids.push({ id: 0, lot: l, cli: pickBidder(plcd, l.dept), typ: tel ? 'TEL' : 'ABS',
              max: tel ? null : toIncrement(l.low * r.float(0.8, 1.5)), plcd, stat: r.chance(0.06) ? 'CXL' : 'ACT' });
          }
        }
        continue;
      }
      if (r.chance(0.04)) {
        l.stat = 'WDN';
      } else {
        const star = r.chance(DEPT_STAR[l.dept] as number);
        const ratio = star ? r.float(3.2, l.dept === 'ASN' ? 25 : 9) : Math.exp((DEPT_MU[l.dept] as number) + gauss() * 0.45 + (sale.dt >= '2025-06-01' && l.dept === 'FUR' ? -0.1 : 0));
        const price = l.low * ratio;
        const floor = l.rsv ?? l.low * 0.3;
        if (price < floor || (l.rsv === null && r.chance(0.08))) {
          l.stat = 'UNS';
        } else {
          l.stat = 'SLD';
          l.hammer = Math.max(toIncrement(price), l.rsv ?? 0);
          l.via = sale.typ === 'TML' ? 'ONL' : r.weighted([['RM', sale.dt < '2024-01-01' ? 34 : 28], ['TEL', l.low >= 300 ? 18 : 6], ['ABS', 16], ['ONL', sale.dt < '2024-01-01' ? 34 : 42]] as [string, number][]);
        }
      }
      if (sale.typ === 'TML') {
        if (l.stat === 'SLD') l.buyer = pickBuyer(sale, l.dept, sale.dt, 'ONL', new Set());
        continue;
      }
      // bids left with the bids office
      const k = r.poisson(l.low >= 500 ? 0.9 : 0.45);
      const bidders = new Set<Client>();
      if (l.stat === 'SLD' && (l.via === 'ABS' || l.via === 'TEL')) {
        const plcd = addDays(sale.dt, -r.int(0, 14));
        const cli = pickBidder(plcd, l.dept);
        bidders.add(cli);
        l.buyer = cli;
        const over = l.via === 'ABS' ? toIncrement((l.hammer as number) * r.float(1, 1.4)) : null;
        bids.push({ id: 0, lot: l, cli, typ: l.via, max: over === null ? null : Math.max(over, l.hammer as number), plcd, stat: 'WON' });
      }
      for (let j = 0; j < k; j++) {
        const plcd = addDays(sale.dt, -r.int(0, 14));
        const cli = pickBidder(plcd, l.dept);
        if (bidders.has(cli)) continue;
        bidders.add(cli);
        const cap = l.stat === 'SLD' ? (l.hammer as number) * 0.97 : l.rsv !== null ? l.rsv * 0.97 : null;
        if (l.stat === 'UNS' && l.rsv === null) continue;
        const isTel = l.low >= 300 && r.chance(0.2);
        let max: number | null = null;
        if (!isTel) {
          const want = l.low * r.float(0.6, 1.3);
          max = toIncrement(cap === null ? want : Math.min(want, cap));
          if (cap !== null && max > cap) continue;
        }
        let stat = l.stat === 'WDN' ? 'NUL' : 'LST';
        if (r.chance(0.05)) stat = 'CXL';
        bids.push({ id: 0, lot: l, cli, typ: isTel ? 'TEL' : 'ABS', max, plcd, stat });
      }
      if (l.stat === 'SLD' && l.buyer === null) l.buyer = pickBuyer(sale, l.dept, lastDay, l.via as string, bidders);
    }

    // invoices, one per buyer
    if (sale.stat === 'CMP') {
      const byBuyer = new Map<Client, Lot[]>();
      for (const l of saleLots) if (l.stat === 'SLD') byBuyer.set(l.buyer as Client, [...(byBuyer.get(l.buyer as Client) ?? []), l]);
      for (const [cli, ls] of byBuyer) {
        const hammer = ls.reduce((s, l) => s + (l.hammer as number), 0);
        const bp = round2((hammer * sale.bp) / 100);
        const vat = round2(bp * 0.2);
        const inv: Invoice = { id: 0, no: '', sale, cli, dt: lastDay, due: addDays(lastDay, cli.typ === 'INS' ? 30 : 7), hammer, bp, vat, tot: round2(hammer + bp + vat),
          stat: 'OS', pd: null, lots: ls };
        for (const l of ls) l.inv = inv;
        invoices.push(inv);
      }
    }
    // unsold lots may come back
    for (const l of saleLots) if (l.stat === 'UNS' && l.prv === null && r.chance(0.45)) reofferQueue.push(l);
  }

  // ---------- payments ----------
  const payments: Payment[] = [];
  invoices.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.cli.nm < b.cli.nm ? -1 : 1));
  const invSeq: Record<string, number> = {};
  invoices.forEach((inv, i) => {
    inv.id = i + 1;
    const yy = inv.dt.slice(2, 4);
    invSeq[yy] = (invSeq[yy] ?? 0) + 1;
    inv.no = `P${yy}${pad(invSeq[yy] as number, 5)}`;
  });
  const methodFor = (inv: Invoice) => {
    if (inv.cli.ctry !== 'GB') return r.weighted([['BAC', 8], ['CRC', 2]] as [string, number][]);
    if (inv.cli.typ === 'TRD') return r.weighted([['BAC', 7], ['CHQ', 2], ['DBC', 1]] as [string, number][]);
    if (inv.cli.typ === 'INS') return 'BAC';
    const opts: [string, number][] = [['BAC', 45], ['DBC', 28], ['CRC', 10], ['CHQ', inv.dt < '2025-01-01' ? 10 : 5]];
    if (inv.tot < 2000) opts.push(['CSH', 7]);
    return r.weighted(opts);
  };
  for (const inv of invoices) {
    const behaviour = r.weighted([['prompt', 78], ['split', 8], ['slow', 11], ['default', inv.tot > 150 ? 3 : 0]] as [string, number][]);
    const later = invoices.some((x) => x.cli === inv.cli && x.dt > inv.dt) || bids.some((b) => b.cli === inv.cli && b.plcd > inv.dt);
    if (behaviour === 'default' && daysBetween(inv.dt, LAST_DAY) > 60 && inv.cli.typ === 'PRV' && !inv.cli.blk && !later) {
      inv.stat = 'VD';
      for (const l of inv.lots) l.stat = 'RSC';
      inv.cli.blk = true;
      inv.cli.blkFrom = addDays(inv.dt, 35);
      continue;
    }
    const plan: [string, number][] = [];
    if (behaviour === 'split') {
      const first = round2(Math.min(inv.tot * r.float(0.2, 0.6), inv.tot - 1));
      plan.push([addDays(inv.dt, r.int(0, 5)), first]);
      plan.push([addDays(inv.dt, r.int(8, 30)), round2(inv.tot - first)]);
    } else if (behaviour === 'slow' || behaviour === 'default') {
      plan.push([addDays(inv.dt, r.int(12, inv.cli.typ === 'TRD' ? 200 : 120)), inv.tot]);
    } else {
      plan.push([addDays(inv.dt, inv.cli.typ === 'INS' ? r.int(10, 28) : r.weighted([[0, 30], [1, 15], [2, 12], [3, 10], [4, 8], [5, 6], [6, 5], [7, 5], [8, 3], [10, 3], [13, 3]] as [number, number][])), inv.tot]);
    }
    let paid = 0;
    for (const [dt, amt] of plan) {
      if (dt > LAST_DAY) break;
      const mthd = methodFor(inv);
      if ((mthd === 'CHQ' && r.chance(0.06)) || (mthd === 'CRC' && r.chance(0.02))) {
        payments.push({ id: 0, inv, dt, amt, mthd, stat: 'RTN' });
        const again = addDays(dt, r.int(4, 12));
        if (again > LAST_DAY) break;
        payments.push({ id: 0, inv, dt: again, amt, mthd: 'BAC', stat: 'CLR' });
        paid = round2(paid + amt);
        if (Math.abs(paid - inv.tot) < 0.005) inv.pd = again;
        continue;
      }
      payments.push({ id: 0, inv, dt, amt, mthd, stat: 'CLR' });
      paid = round2(paid + amt);
      if (Math.abs(paid - inv.tot) < 0.005) inv.pd = dt;
    }
    inv.stat = inv.pd !== null ? 'PD' : paid > 0 ? 'PP' : 'OS';
  }
  payments.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.id - b.inv.id));
  payments.forEach((p, i) => {
    p.id = i + 1;
  });

  // ---------- vendor settlements ----------
  const settlements: Settlement[] = [];
  for (const sale of sales) {
    if (sale.stat !== 'CMP') continue;
    const byVendor = new Map<Client, Lot[]>();
    for (const l of lots) if (l.sale === sale && l.stat === 'SLD') byVendor.set(l.cn.cli, [...(byVendor.get(l.cn.cli) ?? []), l]);
    for (const [cli, ls] of byVendor) {
      const hammer = ls.reduce((s, l) => s + (l.hammer as number), 0);
      const comm = round2(ls.reduce((s, l) => s + ((l.hammer as number) * l.cn.comm) / 100, 0));
      const ins = round2(hammer * 0.015);
      const vat = round2((comm + ins) * 0.2);
      const net = round2(hammer - comm - ins - vat);
      const lastDay = addDays(sale.dt, sale.days - 1);
      let pd: string | null = null;
      if (ls.every((l) => (l.inv as Invoice).pd !== null)) {
        const cleared = ls.reduce((m, l) => maxDate(m, (l.inv as Invoice).pd as string), lastDay);
        pd = addDays(maxDate(cleared, addDays(lastDay, 28)), r.int(0, 6));
        if (pd > LAST_DAY) pd = null;
      }
      settlements.push({ id: 0, no: '', cli, sale, qty: ls.length, hammer, comm, ins, vat, net, stat: pd ? 'PD' : 'HLD', pd });
    }
  }
  settlements.forEach((s, i) => {
    s.id = i + 1;
    s.no = `V${s.sale.dt.slice(2, 4)}${pad(i + 1, 5)}`;
  });

  // ---------- numbering ----------
  clients.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : a.nm < b.nm ? -1 : 1));
  clients.forEach((c, i) => {
    c.id = i + 1;
    c.no = `C${100000 + (i + 1) * 7}`;
  });
  consignments.sort((a, b) => (a.rcvd < b.rcvd ? -1 : a.rcvd > b.rcvd ? 1 : a.cli.id - b.cli.id));
  const cnSeq: Record<string, number> = {};
  consignments.forEach((c, i) => {
    c.id = i + 1;
    const yy = c.rcvd.slice(2, 4);
    cnSeq[yy] = (cnSeq[yy] ?? 0) + 1;
    c.no = `K${yy}-${pad(cnSeq[yy] as number, 4)}`;
  });
  lots.forEach((l, i) => {
    l.id = i + 1;
  });
  bids.sort((a, b) => (a.plcd < b.plcd ? -1 : a.plcd > b.plcd ? 1 : a.lot.id - b.lot.id));
  bids.forEach((b, i) => {
    b.id = i + 1;
  });

  const TABLE_COMMENTS: [string, string][] = [
    ['auct.depts', 'Specialist departments of the saleroom.'],
    ['auct.staff', 'Saleroom staff, past and present.'],
    ['auct.clients', 'Registered clients: buyers, consignors (vendors) or both.'],
    ['auct.consignments', 'Property received from a consignor under one consignment agreement.'],
    ['auct.sales', 'Auctions (sales), held, scheduled or cancelled.'],
    ['auct.lots', 'Lots catalogued into sales, with their estimates, reserve and result.'],
    ['auct.bids', 'Commission (absentee) bids and telephone-bid bookings left with the bids office.'],
    ['auct.invoices', 'Buyer invoices, one per buyer per sale.'],
    ['auct.payments', 'Payments received from buyers against invoices.'],
    ['auct.settlements', 'Vendor statements and payouts, one per consignor per sale.'],
  ];
  const COLUMN_COMMENTS: [string, string][] = [
    ['depts.dept_cd', 'Department code: PIC Pictures & Prints, FUR Furniture & Works of Art, CER Ceramics & Glass, SIL Silver & Objects of Vertu, JWL Jewellery & Watches, ASN Asian Art, BKM Books, Maps & Manuscripts, CLK Clocks & Scientific Instruments, COL Collectors'],
    ['depts.dept_nm', 'Department name'],
    ['depts.hod_stf_id', 'Current head of department (staff.stf_id); NULL when none'],
    ['depts.opn_dt', 'Date the department was set up'],
    ['depts.cls_dt', 'Date the department closed; NULL while it runs'],
    ['staff.first_nm', 'First name'],
    ['staff.last_nm', 'Last name'],
    ['staff.role_cd', 'Role: MD managing director, HOD head of department, SPC specialist, CAT cataloguer, ACC accounts, CSV client services, POR porter'],
    ['staff.dept_cd', 'Department (depts.dept_cd); NULL outside the specialist departments'],
    ['staff.rpt_stf_id', 'Line manager (staff.stf_id); NULL for the managing director'],
    ['staff.auct_yn', 'Y qualified auctioneer (takes sales on the rostrum), N not'],
    ['staff.strt_dt', 'First day of employment'],
    ['staff.end_dt', 'Last day of employment; NULL while employed'],
    ['clients.cli_no', 'Client number as printed on paddles, invoices and statements'],
    ['clients.ttl_cd', 'Title (Mr, Mrs, Ms, Miss, Dr, Prof, Sir, Lady); NULL for firms, institutions and estates'],
    ['clients.cli_nm', 'Client name as printed on invoices and statements'],
    ['clients.cli_typ_cd', 'Client type: PRV private individual, TRD trade (dealer/decorator), INS institution, EXE executors of an estate'],
    ['clients.town_nm', 'Town'],
    ['clients.cnty_nm', 'County; for clients abroad, the country name'],
    ['clients.ctry_cd', 'ISO country code (GB = United Kingdom)'],
    ['clients.reg_dt', 'Date registered'],
    ['clients.reg_src_cd', 'How registered: SRM saleroom front counter, WEB our website, LBP live-bidding platform, CNS on first consigning'],
    ['clients.aml_dt', 'Date identity verified for anti-money-laundering; NULL when not yet verified'],
    ['clients.blk_yn', 'Y barred from bidding (defaulted buyer), N not'],
    ['consignments.cnsgn_no', 'Consignment (receipt) number'],
    ['consignments.cli_id', 'Consignor / vendor (clients.cli_id)'],
    ['consignments.rcvd_dt', 'Date the property was received'],
    ['consignments.src_cd', 'Source: VAL valuation day, HOM home visit, WLK walk-in at the front counter, PRB probate instruction'],
    ['consignments.spc_stf_id', 'Specialist who took the consignment in (staff.stf_id)'],
    ['consignments.comm_pct', 'Seller\'s commission rate agreed, % of hammer price (plus VAT)'],
    ['sales.sale_no', 'Sale number, numbered within the year'],
    ['sales.sale_ttl', 'Sale title'],
    ['sales.sale_typ_cd', 'Sale type: INT Interiors (monthly general sale), FIN fine/specialist sale, TML timed online-only sale'],
    ['sales.dept_cd', 'Department whose sale it is (depts.dept_cd); NULL for mixed sales'],
    ['sales.sale_dt', 'Sale date (first day of a two-day sale; closing day of a timed sale)'],
    ['sales.days_qty', 'Number of sale days'],
    ['sales.venue_cd', 'Venue: CIR Cirencester saleroom, ONL online only'],
    ['sales.auct_stf_id', 'Auctioneer who took the sale (staff.stf_id); NULL for timed sales, sales to come and cancelled sales'],
    ['sales.bp_pct', 'Buyer\'s premium rate, % of hammer, before VAT'],
    ['sales.stat_cd', 'Status: CMP held, SCH scheduled, CXL cancelled'],
    ['lots.sale_id', 'Sale (sales.sale_id)'],
    ['lots.lot_no', 'Lot number in the catalogue'],
    ['lots.cnsgn_id', 'Consignment the lot came from (consignments.cnsgn_id)'],
    ['lots.dept_cd', 'Cataloguing department (depts.dept_cd)'],
    ['lots.lot_desc', 'Catalogue title'],
    ['lots.artst_mkr_nm', 'Artist, maker or factory named in the catalogue; NULL when none'],
    ['lots.low_est_gbp', 'Low estimate, GBP'],
    ['lots.high_est_gbp', 'High estimate, GBP'],
    ['lots.rsv_gbp', 'Reserve, GBP (confidential; never above the low estimate); NULL = without reserve'],
    ['lots.hammer_gbp', 'Hammer price, GBP; NULL unless the hammer fell (SLD, RSC)'],
    ['lots.buyer_cli_id', 'Buyer (clients.cli_id); NULL unless the hammer fell'],
    ['lots.sold_via_cd', 'Winning bid came from: RM room, TEL telephone, ABS commission bid, ONL online live bidding; NULL unless the hammer fell'],
    ['lots.inv_id', 'Buyer invoice (invoices.inv_id)'],
    ['lots.stat_cd', 'Status: SLD sold, UNS unsold/bought in, WDN withdrawn, RSC rescinded (buyer defaulted, not a sale), CAT catalogued for a sale to come'],
    ['lots.prv_lot_id', 'For a re-offered lot, the earlier unsold lot (lots.lot_id); NULL for a first offering'],
    ['bids.lot_id', 'Lot bid on (lots.lot_id)'],
    ['bids.cli_id', 'Bidder (clients.cli_id)'],
    ['bids.bid_typ_cd', 'ABS commission (absentee) bid, TEL telephone line booked'],
    ['bids.max_bid_gbp', 'Commission bid: the most the client will pay (hammer), GBP; NULL for telephone bids'],
    ['bids.plcd_dt', 'Date the bid was left'],
    ['bids.stat_cd', 'ACT lodged (sale to come), WON bought the lot, LST lost, CXL cancelled by the bidder, NUL void (lot withdrawn)'],
    ['invoices.inv_no', 'Invoice number'],
    ['invoices.sale_id', 'Sale (sales.sale_id)'],
    ['invoices.cli_id', 'Buyer (clients.cli_id)'],
    ['invoices.inv_dt', 'Invoice date (last day of the sale)'],
    ['invoices.due_dt', 'Payment due date'],
    ['invoices.hammer_gbp', 'Hammer total of the invoice\'s lots'],
    ['invoices.bp_gbp', 'Buyer\'s premium before VAT'],
    ['invoices.vat_gbp', 'VAT on the buyer\'s premium'],
    ['invoices.tot_gbp', 'Invoice total: hammer + premium + VAT'],
    ['invoices.stat_cd', 'OS outstanding, PP part paid, PD paid in full, VD void (sale rescinded)'],
    ['invoices.pd_dt', 'Date paid in full; NULL unless PD'],
    ['payments.inv_id', 'Invoice paid (invoices.inv_id)'],
    ['payments.pay_dt', 'Date received'],
    ['payments.amt_gbp', 'Amount, GBP'],
    ['payments.mthd_cd', 'Method: BAC bank transfer, DBC debit card, CRC credit card, CHQ cheque, CSH cash'],
    ['payments.stat_cd', 'CLR cleared, RTN returned (bounced cheque / charge-back; not received)'],
    ['settlements.stl_no', 'Vendor statement number'],
    ['settlements.cli_id', 'Consignor / vendor (clients.cli_id)'],
    ['settlements.sale_id', 'Sale (sales.sale_id)'],
    ['settlements.lots_qty', 'Number of the vendor\'s lots sold in the sale'],
    ['settlements.hammer_gbp', 'Hammer total of those lots'],
    ['settlements.comm_gbp', 'Seller\'s commission'],
    ['settlements.ins_gbp', 'Insurance (loss and damage) charge, 1.5% of hammer'],
    ['settlements.vat_gbp', 'VAT on commission and insurance'],
    ['settlements.net_gbp', 'Net proceeds paid to the vendor'],
    ['settlements.stat_cd', 'PD paid out, HLD held'],
    ['settlements.pd_dt', 'Payout date; NULL while held'],
  ];

  return [
    'CREATE SCHEMA auct;',
    `CREATE TABLE auct.staff (stf_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, role_cd varchar(3) NOT NULL, dept_cd varchar(3),
      rpt_stf_id integer REFERENCES auct.staff (stf_id), auct_yn char(1) NOT NULL, strt_dt date NOT NULL, end_dt date);`,
    `CREATE TABLE auct.depts (dept_cd varchar(3) PRIMARY KEY, dept_nm text NOT NULL, hod_stf_id integer REFERENCES auct.staff (stf_id), opn_dt date NOT NULL, cls_dt date);`,
    `CREATE TABLE auct.clients (cli_id integer PRIMARY KEY, cli_no varchar(8) NOT NULL UNIQUE, ttl_cd varchar(5), cli_nm text NOT NULL, cli_typ_cd varchar(3) NOT NULL,
      town_nm text NOT NULL, cnty_nm text NOT NULL, ctry_cd char(2) NOT NULL, reg_dt date NOT NULL, reg_src_cd varchar(3) NOT NULL, aml_dt date, blk_yn char(1) NOT NULL);`,
    `CREATE TABLE auct.consignments (cnsgn_id integer PRIMARY KEY, cnsgn_no varchar(8) NOT NULL UNIQUE, cli_id integer NOT NULL REFERENCES auct.clients (cli_id),
      rcvd_dt date NOT NULL, src_cd varchar(3) NOT NULL, spc_stf_id integer NOT NULL REFERENCES auct.staff (stf_id), comm_pct numeric(4,1) NOT NULL);`,
    `CREATE TABLE auct.sales (sale_id integer PRIMARY KEY, sale_no varchar(6) NOT NULL UNIQUE, sale_ttl text NOT NULL, sale_typ_cd varchar(3) NOT NULL,
      dept_cd varchar(3) REFERENCES auct.depts (dept_cd), sale_dt date NOT NULL, days_qty smallint NOT NULL, venue_cd varchar(3) NOT NULL,
      auct_stf_id integer REFERENCES auct.staff (stf_id), bp_pct numeric(4,1) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE auct.invoices (inv_id integer PRIMARY KEY, inv_no varchar(8) NOT NULL UNIQUE, sale_id integer NOT NULL REFERENCES auct.sales (sale_id),
      cli_id integer NOT NULL REFERENCES auct.clients (cli_id), inv_dt date NOT NULL, due_dt date NOT NULL, hammer_gbp numeric(10,2) NOT NULL,
      bp_gbp numeric(10,2) NOT NULL, vat_gbp numeric(10,2) NOT NULL, tot_gbp numeric(10,2) NOT NULL, stat_cd varchar(2) NOT NULL, pd_dt date);`,
    `CREATE TABLE auct.lots (lot_id integer PRIMARY KEY, sale_id integer NOT NULL REFERENCES auct.sales (sale_id), lot_no smallint NOT NULL,
      cnsgn_id integer NOT NULL REFERENCES auct.consignments (cnsgn_id), dept_cd varchar(3) NOT NULL REFERENCES auct.depts (dept_cd), lot_desc text NOT NULL,
      artst_mkr_nm text, low_est_gbp numeric(9,0) NOT NULL, high_est_gbp numeric(9,0) NOT NULL, rsv_gbp numeric(9,0), hammer_gbp numeric(9,0),
      buyer_cli_id integer REFERENCES auct.clients (cli_id), sold_via_cd varchar(3), inv_id integer REFERENCES auct.invoices (inv_id),
      stat_cd varchar(3) NOT NULL, prv_lot_id integer REFERENCES auct.lots (lot_id), UNIQUE (sale_id, lot_no));`,
    `CREATE TABLE auct.bids (bid_id integer PRIMARY KEY, lot_id integer NOT NULL REFERENCES auct.lots (lot_id), cli_id integer NOT NULL REFERENCES auct.clients (cli_id),
      bid_typ_cd varchar(3) NOT NULL, max_bid_gbp numeric(9,0), plcd_dt date NOT NULL, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE auct.payments (pay_id integer PRIMARY KEY, inv_id integer NOT NULL REFERENCES auct.invoices (inv_id), pay_dt date NOT NULL,
      amt_gbp numeric(10,2) NOT NULL, mthd_cd varchar(3) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE auct.settlements (stl_id integer PRIMARY KEY, stl_no varchar(8) NOT NULL UNIQUE, cli_id integer NOT NULL REFERENCES auct.clients (cli_id),
      sale_id integer NOT NULL REFERENCES auct.sales (sale_id), lots_qty smallint NOT NULL, hammer_gbp numeric(10,2) NOT NULL, comm_gbp numeric(10,2) NOT NULL,
      ins_gbp numeric(10,2) NOT NULL, vat_gbp numeric(10,2) NOT NULL, net_gbp numeric(10,2) NOT NULL, stat_cd varchar(3) NOT NULL, pd_dt date);`,
    ...TABLE_COMMENTS.map(([t, c]) => `COMMENT ON TABLE ${t} IS '${c.replace(/'/g, "''")}';`),
    ...COLUMN_COMMENTS.map(([col, c]) => `COMMENT ON COLUMN auct.${col} IS '${c.replace(/'/g, "''")}';`),
    insertRows('auct.staff', ['stf_id', 'first_nm', 'last_nm', 'role_cd', 'dept_cd', 'rpt_stf_id', 'auct_yn', 'strt_dt', 'end_dt'],
      staff.map((s) => [s.id, s.first, s.last, s.role, s.dept, s.rpt, s.auct, s.strt, s.end])),
    insertRows('auct.depts', ['dept_cd', 'dept_nm', 'hod_stf_id', 'opn_dt', 'cls_dt'], DEPTS.map(([cd, nm, opn, cls]) => [cd, nm, cls ? null : hod(cd), opn, cls])),
    insertRows('auct.clients', ['cli_id', 'cli_no', 'ttl_cd', 'cli_nm', 'cli_typ_cd', 'town_nm', 'cnty_nm', 'ctry_cd', 'reg_dt', 'reg_src_cd', 'aml_dt', 'blk_yn'],
      clients.map((c) => [c.id, c.no, c.ttl, c.nm, c.typ, c.town, c.cnty, c.ctry, c.reg, c.src, c.aml, c.blk ? 'Y' : 'N'])),
    insertRows('auct.consignments', ['cnsgn_id', 'cnsgn_no', 'cli_id', 'rcvd_dt', 'src_cd', 'spc_stf_id', 'comm_pct'],
      consignments.map((c) => [c.id, c.no, c.cli.id, c.rcvd, c.src, c.spc, c.comm])),
    insertRows('auct.sales', ['sale_id', 'sale_no', 'sale_ttl', 'sale_typ_cd', 'dept_cd', 'sale_dt', 'days_qty', 'venue_cd', 'auct_stf_id', 'bp_pct', 'stat_cd'],
      sales.map((s) => [s.id, s.no, s.ttl, s.typ, s.dept, s.dt, s.days, s.venue, s.auct, s.bp, s.stat])),
    insertRows('auct.invoices', ['inv_id', 'inv_no', 'sale_id', 'cli_id', 'inv_dt', 'due_dt', 'hammer_gbp', 'bp_gbp', 'vat_gbp', 'tot_gbp', 'stat_cd', 'pd_dt'],
      invoices.map((i) => [i.id, i.no, i.sale.id, i.cli.id, i.dt, i.due, i.hammer, i.bp, i.vat, i.tot, i.stat, i.pd])),
    insertRows('auct.lots', ['lot_id', 'sale_id', 'lot_no', 'cnsgn_id', 'dept_cd', 'lot_desc', 'artst_mkr_nm', 'low_est_gbp', 'high_est_gbp', 'rsv_gbp', 'hammer_gbp',
      'buyer_cli_id', 'sold_via_cd', 'inv_id', 'stat_cd', 'prv_lot_id'],
    lots.map((l) => [l.id, l.sale.id, l.no, l.cn.id, l.dept, l.desc, l.mkr, l.low, l.high, l.rsv, l.hammer, l.buyer ? l.buyer.id : null, l.via,
      l.inv ? l.inv.id : null, l.stat, l.prv ? l.prv.id : null])),
    insertRows('auct.bids', ['bid_id', 'lot_id', 'cli_id', 'bid_typ_cd', 'max_bid_gbp', 'plcd_dt', 'stat_cd'],
      bids.map((b) => [b.id, b.lot.id, b.cli.id, b.typ, b.max, b.plcd, b.stat])),
    insertRows('auct.payments', ['pay_id', 'inv_id', 'pay_dt', 'amt_gbp', 'mthd_cd', 'stat_cd'], payments.map((p) => [p.id, p.inv.id, p.dt, p.amt, p.mthd, p.stat])),
    insertRows('auct.settlements', ['stl_id', 'stl_no', 'cli_id', 'sale_id', 'lots_qty', 'hammer_gbp', 'comm_gbp', 'ins_gbp', 'vat_gbp', 'net_gbp', 'stat_cd', 'pd_dt'],
      settlements.map((s) => [s.id, s.no, s.cli.id, s.sale.id, s.qty, s.hammer, s.comm, s.ins, s.vat, s.net, s.stat, s.pd])),
  ].join('\n');
}
