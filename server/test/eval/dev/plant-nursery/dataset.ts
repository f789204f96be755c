/**
 * Hollowbrook Nurseries Ltd, a wholesale plant nursery in the Vale of Evesham, Worcestershire. It propagates trees,
 * shrubs, perennials and ornamental grasses (from seed, cuttings, grafts and division, or from bought-in liners),
 * pots them up and grows them on in containers at its two growing sites, and sells them to landscape contractors,
 * garden centres and public bodies (councils, trusts). Hollowbrook is the home nursery, with the propagation
 * glasshouses, the polytunnels and the dispatch yard; Long Meadow, 9 km away, is the field site with the container
 * standing beds and the field-grown (rootballed) trees. Plants travel between the two sites on Danish trolleys
 * (CC trolleys), and out to customers on our own lorries, our van, or a haulier. This is the nursery's operations
 * database, 2025-01-01 to 2026-11-24 (the day before it was last loaded), with every batch started since
 * 2024-01-01 and its losses. Money is in pounds sterling (GBP), net of VAT unless a column says otherwise.
 *
 * Schema `nur`:
 * - `site`: places plants are grown at or delivered to, keyed by `site_id`. `site_cd`; `site_nm`; `site_typ` NUR one
 *   of our own two nursery sites (1 Hollowbrook, 2 Long Meadow), STR a customer's own store, yard or depot, PRJ a
 *   landscape project site of a customer; `cust_id` the customer the site belongs to (`cust.cust_id`, NULL for our
 *   own sites); `pc_area` the postcode area (WR, GL, B ...); `dist_km` road distance from Hollowbrook; `act_yn` N for
 *   a site we no longer deliver to (a finished project, a closed store), Y otherwise.
 * - `cust`: trade customers, keyed by `cust_id`. `cust_no` the account number (C1001 ...); `cust_nm`; `cust_typ` LSC
 *   landscape contractor, GCN garden centre, PUB public body (council, trust, estate); `pay_terms_d` payment terms in
 *   days; `crd_lmt_gbp` the credit limit; `open_dt` the day the account was opened; `cls_dt` the day the account was
 *   closed, NULL for an active account; `hold_yn` Y when the account is on credit hold (no new orders until it pays).
 * - `plnt`: the plant catalogue, keyed by `plnt_cd` (ACPAL ...). `plnt_nm` the botanical name with the cultivar
 *   (e.g. 'Acer palmatum Bloodgood'); `com_nm` the common name, NULL when there is none in use; `grp_cd` TRE tree,
 *   SHR shrub (hedging included), PER herbaceous perennial, GRS ornamental grass or sedge; `nat_yn` Y for a UK native
 *   species.
 * - `pot`: the container sizes (a code table), keyed by `pot_cd`: PLG plug tray cell, P9 9 cm pot, C2 2 litre, C3 3
 *   litre, C5 5 litre, C10 10 litre, C20 20 litre and C45 45 litre containers, RB rootballed (field-grown, lifted with
 *   a wrapped root ball, no container). `pot_desc`; `vol_l` the volume in litres (NULL for RB); `pot_cost_gbp` the
 *   cost of one empty container (for RB the hessian and wire basket); `cc_cap` plants of that size a Danish trolley
 *   carries.
 * - `btch`: crop batches: one lot of one plant in one container size, started on one day, keyed by `btch_id`.
 *   `btch_no` (B25-0143 = the 143rd batch started in 2025); `plnt_cd`; `pot_cd`; `site_id` the site the batch is
 *   booked to (where it was potted or lined out, or where it was moved to as a whole; trolleys of a ready batch
 *   brought to the Hollowbrook dispatch yard stay on its site's books); `prop_cd` how it was started: SD sown from
 *   seed, CT cuttings, GR grafts, DV division, BI bought-in young plants (plugs, liners or whips), PU potted up from
 *   another of our batches; `par_btch_id` the batch it was potted up from (`btch.btch_id`, set only when `prop_cd` =
 *   PU); `crop_yr` the year the crop is planned to be ready for sale; `strt_dt` the day it was sown, stuck, potted or
 *   lined out; `qty_strt` plants (or cells) it started with; `unit_cost_gbp` the growing cost of one plant; `sts_cd`
 *   PRP in propagation, GRW growing on, RDY ready for sale, CLS closed; `cls_dt` the day the batch was closed (potted
 *   up into a new batch, sold through, or written off), NULL while it is open. When a batch is potted up, the plants
 *   that are not potted on are recorded as a CUL loss on the day.
 * - `loss`: plants lost from a batch, one row per loss record, keyed by `loss_id`. `btch_id`; `loss_dt`; `qty`
 *   plants; `rsn_cd` FRS frost, DRT drought or irrigation failure, WND wind or storm damage, DIS disease (box blight,
 *   botrytis, root rot), PST pests (vine weevil, aphids), ANM rabbits or deer, CUL culled for quality (including the
 *   plants not potted on when a batch is potted up); `wo_val_gbp` the value written off (qty x the batch unit cost);
 *   `ins_yn` Y when the loss was claimed on the crop insurance.
 * - `ord_ln`: sales order lines; an order (`ord_no`) has one or more lines (`ln_no`) and the order-level fields
 *   repeat on each line. `ord_dt` the day the order was taken; `cust_id`; `dlv_site_id` the site to deliver to
 *   (`site.site_id`); `req_dt` the delivery day the customer asked for; `sts_cd` OPN open (not delivered yet), DLV
 *   delivered, CAN cancelled; `cncl_dt` the day it was cancelled, NULL otherwise; `plnt_cd`; `pot_cd`; `qty` plants;
 *   `unit_px_gbp` the list price of one plant; `disc_pct` the customer's discount in %; `net_gbp` the line amount
 *   after discount (= qty x price x (1 - discount)). Prices went up about 4% on 2026-01-01.
 * - `dlv`: lorry and van runs, one row per delivery, keyed by `dlv_id`. `dlv_no`; `dlv_dt`; `dlv_typ` CUS a delivery
 *   of a customer order, TRF a transfer of a batch between our two sites; `from_site_id` and `to_site_id` the sites
 *   it went from and to (both `site.site_id`: one of our nursery sites to a customer site for CUS, one nursery site
 *   to the other for TRF); `ord_no` the order delivered (CUS only); `btch_id` the batch moved (TRF only);
 *   `veh_cd` LR1 our 18 t lorry, LR2 our 7.5 t lorry, VN1 our van, TRC our tractor and trailer (transfers), HAU an
 *   outside haulier; `cc_cnt` Danish trolleys on the load; `plnt_qty` plants on the load; `dist_km` distance
 *   driven one way; `cost_gbp` the cost of the run; `pod_yn` Y when the customer signed the proof of delivery (N for
 *   a drop left unsigned; always Y for transfers).
 * - `"Invoice Register"`: the sales invoice register exported from the accounts package as a spreadsheet and loaded
 *   as it comes, one row per invoice; every delivered order is invoiced on its delivery day. Its columns keep the
 *   export's headers: "Invoice No"; "Account" (= `cust.cust_no`); "Customer" the customer name; "Order No" (=
 *   `ord_ln.ord_no`); "Invoice Date"; "Due Date" (invoice date + the customer's terms); "Net (GBP)"; "VAT (GBP)" (20%);
 *   "Invoice Total" = net + VAT; "Paid On" the day it was paid, NULL while unpaid; "Status" Paid, Open (not paid yet)
 *   or Credited (cancelled by a credit note, never to be paid). An Open invoice past its due date is overdue.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';
const HISTORY_START = '2024-01-08';

/** [pot_cd, pot_desc, vol_l, pot_cost_gbp, cc_cap, list price of a plant, growing cost of a plant] */
type Pot = [string, string, number | null, number, number, number, number];
const POTS: Pot[] = [
  ['PLG', 'Plug tray cell (84-cell tray)', 0.03, 0.02, 2000, 0, 0.18],
  ['P9', '9 cm pot', 0.5, 0.04, 480, 1.65, 0.55],
  ['C2', '2 litre container', 2, 0.11, 150, 3.4, 1.1],
  ['C3', '3 litre container', 3, 0.14, 100, 4.95, 1.6],
  ['C5', '5 litre container', 5, 0.22, 60, 8.5, 2.8],
  ['C10', '10 litre container', 10, 0.48, 24, 18.5, 6.2],
  ['C20', '20 litre container', 20, 1.05, 8, 42, 14.5],
  ['C45', '45 litre container', 45, 2.6, 3, 95, 34],
  ['RB', 'Rootballed, field-grown', null, 0.85, 6, 38, 11],
];
const POT = new Map(POTS.map((p) => [p[0], p]));

type Grp = 'TRE' | 'SHR' | 'PER' | 'GRS';
/** [plnt_cd, plnt_nm, com_nm, grp_cd, nat_yn, price multiplier, how it is started] */
type Plant = [string, string, string | null, Grp, 'Y' | 'N', number, string[]];
const PLANTS: Plant[] = [
  ['ACCAM', 'Acer campestre', 'Field maple', 'TRE', 'Y', 0.9, ['SD', 'BI']],
  ['ACPAL', 'Acer palmatum Bloodgood', 'Japanese maple', 'TRE', 'N', 1.8, ['GR']],
  ['AMLAM', 'Amelanchier lamarckii', 'Snowy mespilus', 'TRE', 'N', 1.1, ['BI']],
  ['BEPEN', 'Betula pendula', 'Silver birch', 'TRE', 'Y', 0.9, ['SD', 'BI']],
  ['BEUTJ', 'Betula utilis Jacquemontii', 'Himalayan birch', 'TRE', 'N', 1.4, ['BI', 'GR']],
  ['CABET', 'Carpinus betulus', 'Hornbeam', 'TRE', 'Y', 0.9, ['SD', 'BI']],
  ['CRMON', 'Crataegus monogyna', 'Hawthorn', 'TRE', 'Y', 0.8, ['SD', 'BI']],
  ['MAEVE', 'Malus Evereste', 'Crab apple', 'TRE', 'N', 1.3, ['GR']],
  ['PRAVI', 'Prunus avium', 'Wild cherry', 'TRE', 'Y', 1, ['SD', 'BI']],
  ['PRKAN', 'Prunus Kanzan', 'Japanese flowering cherry', 'TRE', 'N', 1.3, ['GR']],
  ['PYCAL', 'Pyrus calleryana Chanticleer', 'Ornamental pear', 'TRE', 'N', 1.2, ['BI']],
  ['QUROB', 'Quercus robur', 'English oak', 'TRE', 'Y', 1, ['SD']],
  ['SOAUC', 'Sorbus aucuparia', 'Rowan', 'TRE', 'Y', 1, ['SD', 'BI']],
  ['TICOR', 'Tilia cordata', 'Small-leaved lime', 'TRE', 'Y', 1.1, ['BI']],
  ['BUSEM', 'Buxus sempervirens', 'Box', 'SHR', 'Y', 1.2, ['CT']],
  ['CHTER', 'Choisya ternata', 'Mexican orange blossom', 'SHR', 'N', 1, ['CT']],
  ['COALB', 'Cornus alba Sibirica', 'Red-barked dogwood', 'SHR', 'N', 0.9, ['CT']],
  ['COSAN', 'Cornus sanguinea', 'Common dogwood', 'SHR', 'Y', 0.8, ['CT', 'BI']],
  ['ESCAP', 'Escallonia Apple Blossom', null, 'SHR', 'N', 1, ['CT']],
  ['EUJAP', 'Euonymus japonicus', 'Japanese spindle', 'SHR', 'N', 1, ['CT']],
  ['HYMAC', 'Hydrangea macrophylla', 'Mophead hydrangea', 'SHR', 'N', 1.1, ['CT']],
  ['ILAQU', 'Ilex aquifolium', 'Holly', 'SHR', 'Y', 1.1, ['CT', 'BI']],
  ['LAANG', 'Lavandula angustifolia Hidcote', 'English lavender', 'SHR', 'N', 0.9, ['CT']],
  ['LIOVA', 'Ligustrum ovalifolium', 'Garden privet', 'SHR', 'N', 0.8, ['CT']],
  ['PHRED', 'Photinia Red Robin', null, 'SHR', 'N', 1.1, ['CT', 'BI']],
  ['PITEN', 'Pittosporum tenuifolium', 'Kohuhu', 'SHR', 'N', 1, ['CT']],
  ['PRLAU', 'Prunus laurocerasus Rotundifolia', 'Cherry laurel', 'SHR', 'N', 0.9, ['CT']],
  ['ROOFF', 'Salvia rosmarinus', 'Rosemary', 'SHR', 'N', 0.9, ['CT']],
  ['SKJAP', 'Skimmia japonica Rubella', null, 'SHR', 'N', 1.2, ['CT', 'BI']],
  ['TABAC', 'Taxus baccata', 'Yew', 'SHR', 'Y', 1.6, ['CT']],
  ['VITIN', 'Viburnum tinus', 'Laurustinus', 'SHR', 'N', 1, ['CT']],
  ['ACMIL', 'Achillea millefolium', 'Yarrow', 'PER', 'Y', 1, ['SD']],
  ['ASFRI', 'Aster frikartii Monch', null, 'PER', 'N', 1.1, ['CT', 'DV']],
  ['DIPUR', 'Digitalis purpurea', 'Foxglove', 'PER', 'Y', 0.9, ['SD']],
  ['ECPUR', 'Echinacea purpurea', 'Purple coneflower', 'PER', 'N', 1.1, ['SD', 'BI']],
  ['GERRO', 'Geranium Rozanne', 'Cranesbill', 'PER', 'N', 1.2, ['BI']],
  ['HEORI', 'Helleborus orientalis', 'Lenten rose', 'PER', 'N', 1.5, ['SD', 'DV']],
  ['HEMSO', 'Hemerocallis Stella de Oro', 'Daylily', 'PER', 'N', 1, ['DV']],
  ['HEUPP', 'Heuchera Palace Purple', 'Coral bells', 'PER', 'N', 1.1, ['SD', 'BI']],
  ['NEFAA', 'Nepeta faassenii', 'Catmint', 'PER', 'N', 0.9, ['CT', 'DV']],
  ['PRVUL', 'Primula vulgaris', 'Primrose', 'PER', 'Y', 0.8, ['SD']],
  ['RUFUL', 'Rudbeckia fulgida Goldsturm', 'Black-eyed Susan', 'PER', 'N', 1, ['SD', 'DV']],
  ['SANEM', 'Salvia nemorosa Caradonna', 'Balkan clary', 'PER', 'N', 1, ['CT']],
  ['SEHER', 'Sedum Herbstfreude', 'Stonecrop', 'PER', 'N', 1, ['CT', 'DV']],
  ['CAKFO', 'Calamagrostis Karl Foerster', 'Feather reed grass', 'GRS', 'N', 1.1, ['DV']],
  ['CAOSH', 'Carex oshimensis Evergold', 'Japanese sedge', 'GRS', 'N', 1, ['DV', 'BI']],
  ['DECES', 'Deschampsia cespitosa', 'Tufted hair grass', 'GRS', 'Y', 0.9, ['SD']],
  ['MISIN', 'Miscanthus sinensis Gracillimus', 'Maiden grass', 'GRS', 'N', 1.1, ['DV']],
  ['PEALO', 'Pennisetum alopecuroides Hameln', 'Fountain grass', 'GRS', 'N', 1, ['DV', 'SD']],
  ['STTEN', 'Stipa tenuissima', 'Mexican feather grass', 'GRS', 'N', 0.9, ['SD']],
];
const PLANT = new Map(PLANTS.map((p) => [p[0], p]));
/** Plants that frost hurts when they stand outside at Long Meadow. */
const TENDER = ['LAANG', 'HYMAC', 'PITEN', 'ROOFF', 'CHTER', 'ESCAP', 'PEALO', 'SANEM', 'STTEN', 'PHRED'];
/** Frost nights, and how hard they hit tender plants outside (the share of the plants lost). */
const FROSTS: [string, number][] = [
  ['2025-01-09', 0.08],
  ['2025-02-18', 0.05],
  ['2025-12-03', 0.04],
  ['2026-01-06', 0.12],
  ['2026-01-19', 0.07],
  ['2026-02-26', 0.05],
];
/** The Long Meadow irrigation pump failed in the July 2025 heatwave. */
const DROUGHT: [string, string] = ['2025-07-11', '2025-07-19'];
/** Storm Eowyn-like gale of 2026-01-24 blew over big container trees at Long Meadow. */
const STORM = '2026-01-24';

/** [name, type, terms, credit limit, orders a year, stores/depots, project sites] */
type CustSeed = [string, 'LSC' | 'GCN' | 'PUB', number, number, number, number, number];
const CUSTOMERS: CustSeed[] = [
  ['Kingfisher Landscapes', 'LSC', 30, 25000, 22, 1, 3],
  ['Greenline Landscape Contractors', 'LSC', 30, 40000, 30, 1, 4],
  ['Oakridge Grounds Maintenance', 'LSC', 30, 10000, 10, 1, 1],
  ['Severn Vale Landscaping', 'LSC', 45, 30000, 18, 1, 3],
  ['Cotswold Garden Design', 'LSC', 30, 15000, 12, 1, 2],
  ['Malvern Landscape Services', 'LSC', 30, 12000, 9, 1, 2],
  ['Arden Landscapes', 'LSC', 30, 20000, 16, 1, 2],
  ['Evenlode Gardens', 'LSC', 30, 8000, 7, 1, 1],
  ['Hawthorn and Finch Landscaping', 'LSC', 30, 18000, 14, 1, 2],
  ['Bredon Hill Landscapes', 'LSC', 30, 10000, 8, 1, 1],
  ['Three Counties Groundworks', 'LSC', 45, 35000, 15, 1, 3],
  ['Urban Green Contracts', 'LSC', 30, 45000, 26, 1, 4],
  ['Meadowsweet Garden Design', 'LSC', 30, 6000, 6, 1, 1],
  ['Stratford Landscape Co', 'LSC', 30, 20000, 13, 1, 2],
  ['Ledbury Garden Services', 'LSC', 30, 5000, 5, 1, 0],
  ['Blackthorn Landscaping', 'LSC', 30, 15000, 11, 1, 2],
  ['Wyre Forest Landscapes', 'LSC', 30, 12000, 10, 1, 1],
  ['Pershore Garden Care', 'LSC', 30, 4000, 6, 1, 0],
  ['Cheltenham Landscape Partnership', 'LSC', 45, 30000, 17, 1, 3],
  ['Avon Valley Landscapes', 'LSC', 30, 14000, 12, 1, 2],
  ['Birchwood Estates Landscaping', 'LSC', 30, 22000, 14, 1, 2],
  ['Fosse Way Landscapes', 'LSC', 30, 9000, 8, 1, 1],
  ['Teme Valley Gardens', 'LSC', 30, 6000, 5, 1, 1],
  ['Redditch Grounds Ltd', 'LSC', 30, 16000, 12, 1, 2],
  ['Willow and Stone Landscapes', 'LSC', 30, 11000, 9, 1, 1],
  ['Hereford Landscape Solutions', 'LSC', 30, 13000, 10, 1, 2],
  ['Brightwater Gardens', 'LSC', 30, 7000, 7, 1, 1],
  ['Greenscape Midlands', 'LSC', 45, 50000, 28, 1, 4],
  ['Larkspur Landscaping', 'LSC', 30, 8000, 6, 1, 1],
  ['Chase Landscapes', 'LSC', 30, 10000, 9, 1, 1],
  ['Summit Grounds Maintenance', 'LSC', 30, 12000, 10, 1, 1],
  ['Cherwell Landscape Design', 'LSC', 30, 9000, 8, 1, 1],
  ['Bramble Cross Garden Centre', 'GCN', 30, 20000, 20, 1, 0],
  ['Willowmead Garden Centre', 'GCN', 30, 18000, 18, 1, 0],
  ['The Potting Shed Garden Centre', 'GCN', 30, 10000, 12, 1, 0],
  ['Blooms of Broadway', 'GCN', 30, 15000, 15, 1, 0],
  ['Riverside Garden Centres', 'GCN', 30, 45000, 26, 3, 0],
  ['Hollybush Nurseries and Garden Centre', 'GCN', 30, 12000, 13, 1, 0],
  ['Malvern View Garden Centre', 'GCN', 30, 14000, 14, 1, 0],
  ['Cotswold Country Gardens', 'GCN', 30, 16000, 16, 1, 0],
  ['Greenfingers Garden Centre', 'GCN', 30, 9000, 10, 1, 0],
  ['Abbey Garden Centre', 'GCN', 30, 11000, 12, 1, 0],
  ['Wyevale Lane Garden Centre', 'GCN', 30, 13000, 12, 1, 0],
  ['Stonebridge Garden Centre', 'GCN', 30, 10000, 11, 1, 0],
  ['Primrose Hill Garden Centre', 'GCN', 30, 8000, 9, 1, 0],
  ['Orchard Park Garden Centre', 'GCN', 30, 12000, 12, 1, 0],
  ['The Garden Barn', 'GCN', 30, 6000, 8, 1, 0],
  ['Highfield Garden World', 'GCN', 30, 30000, 22, 2, 0],
  ['Fernleigh Garden Centre', 'GCN', 30, 7000, 8, 1, 0],
  ['Moreton Garden Centre', 'GCN', 30, 9000, 10, 1, 0],
  ['Kenilworth Garden Centre', 'GCN', 30, 10000, 11, 1, 0],
  ['Lakeside Plant Centre', 'GCN', 30, 6000, 7, 1, 0],
  ['Hillside Garden Centre', 'GCN', 30, 8000, 9, 1, 0],
  ['Wychavon District Council', 'PUB', 30, 40000, 5, 1, 1],
  ['Worcester City Council', 'PUB', 30, 50000, 6, 1, 2],
  ['Cotswold District Council', 'PUB', 30, 35000, 4, 1, 1],
  ['Malvern Hills Trust', 'PUB', 30, 15000, 3, 1, 0],
  ['Gloucestershire County Council', 'PUB', 30, 60000, 5, 1, 2],
  ['Forest of Avon Trust', 'PUB', 30, 20000, 4, 1, 1],
  ['Canal and River Trust Midlands', 'PUB', 30, 25000, 3, 1, 1],
  ['Croome Estate Trust', 'PUB', 30, 15000, 3, 1, 0],
];
/** Customers whose account is on credit hold, and the day they stopped paying. */
const HOLDS: Record<string, string> = {
  'Evenlode Gardens': '2026-06-15',
  'Chase Landscapes': '2026-07-20',
  'Greenfingers Garden Centre': '2026-08-10',
  'Larkspur Landscaping': '2026-05-01',
  'Fosse Way Landscapes': '2026-09-01',
};
/** Accounts closed, with the day. */
const CLOSED: Record<string, string> = {
  'Ledbury Garden Services': '2025-09-30',
  'Lakeside Plant Centre': '2026-03-31',
  'Teme Valley Gardens': '2026-06-30',
  'Pershore Garden Care': '2025-12-31',
};
/** Accounts opened lately that have not ordered yet. */
const NEW_ACCOUNTS: [string, 'LSC' | 'GCN' | 'PUB', string][] = [
  ['Northwick Landscapes', 'LSC', '2026-09-14'],
  ['Elmstone Garden Centre', 'GCN', '2026-10-05'],
  ['Tewkesbury Town Council', 'PUB', '2026-10-21'],
  ['Green Acre Grounds', 'LSC', '2026-11-09'],
];
/** Customers whose account opened during the data period. */
const OPENED_LATE: Record<string, string> = {
  'Cherwell Landscape Design': '2025-04-14',
  'Hillside Garden Centre': '2025-08-04',
  'Summit Grounds Maintenance': '2025-10-20',
  'Croome Estate Trust': '2026-02-02',
};
const PC_AREAS = ['WR', 'WR', 'WR', 'GL', 'GL', 'B', 'CV', 'HR', 'OX', 'DY'];
const PC_DIST: Record<string, [number, number]> = { WR: [6, 40], GL: [25, 60], B: [40, 70], CV: [30, 65], HR: [45, 80], OX: [55, 95], DY: [35, 60] };
const TOWNS: Record<string, string[]> = {
  WR: ['Worcester', 'Evesham', 'Pershore', 'Droitwich', 'Malvern', 'Upton'],
  GL: ['Cheltenham', 'Gloucester', 'Tewkesbury', 'Stroud', 'Cirencester'],
  B: ['Solihull', 'Edgbaston', 'Bromsgrove', 'Redditch'],
  CV: ['Stratford', 'Warwick', 'Kenilworth', 'Leamington'],
  HR: ['Hereford', 'Ledbury', 'Leominster'],
  OX: ['Chipping Norton', 'Banbury', 'Witney'],
  DY: ['Kidderminster', 'Stourport', 'Bewdley'],
};
const PROJECTS = [
  'Housing Phase 1', 'Housing Phase 2', 'Business Park', 'School Grounds', 'Hospital Car Park', 'Retail Park',
  'Riverside Walk', 'Care Home', 'Country Park', 'Office Campus', 'Community Orchard', 'Bypass Verges',
  'Marina Quay', 'Science Park', 'Sports Ground', 'Village Green', 'Station Forecourt', 'Leisure Centre',
];

function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
function weekday(day: string): string {
  let d = day;
  while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
  return d;
}
function month(day: string): number {
  return Number(day.slice(5, 7));
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

interface Batch {
  id: number;
  no: string;
  plnt: string;
  pot: string;
  site: number;
  prop: string;
  par: Batch | null;
  cropYr: number;
  strt: string;
  qty: number;
  cost: number;
  sts: string;
  cls: string | null;
  left: number;
}
interface Loss {
  btch: Batch;
  dt: string;
  qty: number;
  rsn: string;
  ins: string;
}

/** One stage of a crop: pot, weeks in it, and the next stages to choose from (empty = sold from this stage). */
interface Stage {
  pot: string;
  weeks: [number, number];
  next: [string, number][];
}
const CHAINS: Record<Grp, Record<string, Stage>> = {
  PER: {
    PLG: { pot: 'PLG', weeks: [6, 10], next: [['P9', 6], ['C2', 4]] },
    P9: { pot: 'P9', weeks: [10, 16], next: [] },
    C2: { pot: 'C2', weeks: [12, 20], next: [] },
  },
  GRS: {
    PLG: { pot: 'PLG', weeks: [8, 12], next: [['C2', 8], ['P9', 2]] },
    P9: { pot: 'P9', weeks: [10, 14], next: [] },
    C2: { pot: 'C2', weeks: [14, 22], next: [['', 7], ['C3', 3]] },
    C3: { pot: 'C3', weeks: [16, 26], next: [] },
  },
  SHR: {
    PLG: { pot: 'PLG', weeks: [12, 16], next: [['C2', 7], ['P9', 3]] },
    P9: { pot: 'P9', weeks: [14, 22], next: [['', 5], ['C3', 5]] },
    C2: { pot: 'C2', weeks: [20, 30], next: [['', 4], ['C3', 4], ['C5', 3]] },
    C3: { pot: 'C3', weeks: [26, 40], next: [['', 7], ['C10', 3]] },
    C5: { pot: 'C5', weeks: [30, 44], next: [['', 7], ['C10', 3]] },
    C10: { pot: 'C10', weeks: [40, 56], next: [] },
  },
  TRE: {
    PLG: { pot: 'PLG', weeks: [16, 24], next: [['C2', 1]] },
    C2: { pot: 'C2', weeks: [26, 40], next: [['C10', 1]] },
    C10: { pot: 'C10', weeks: [36, 52], next: [['', 5], ['C20', 4]] },
    C20: { pot: 'C20', weeks: [44, 60], next: [['', 7], ['C45', 2]] },
    C45: { pot: 'C45', weeks: [48, 70], next: [] },
    RB: { pot: 'RB', weeks: [60, 90], next: [] },
  },
};
/** Plants in a new plug batch (cuttings) and in a field-grown tree batch: [min, max]. */
const PLUG_QTY: [number, number] = [800, 3200];
const RB_QTY: [number, number] = [80, 320];
/** Bought-in liners: pot and quantity range. */
const BOUGHT_IN: Record<Grp, [string, number, number]> = {
  TRE: ['C2', 150, 500],
  SHR: ['P9', 300, 1200],
  PER: ['PLG', 600, 2000],
  GRS: ['PLG', 600, 1800],
};
/** How many batches a potted-up crop splits into at most, by new pot. */
const MAX_CHILD: Record<string, number> = { P9: 1500, C2: 1000, C3: 600, C5: 400, C10: 240, C20: 110, C45: 45 };

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(20261125);

  // ---------------------------------------------------------------- batches and losses
  const batches: Batch[] = [];
  const losses: Loss[] = [];
  const newBatch = (b: Omit<Batch, 'id' | 'no' | 'left'>): Batch => {
    const batch: Batch = { ...b, id: 0, no: '', left: b.qty };
    batches.push(batch);
    return batch;
  };
  const addLoss = (b: Batch, dt: string, qty: number, rsn: string, ins = 'N'): void => {
    const q = Math.min(Math.round(qty), b.left);
    if (q <= 0) return;
    b.left -= q;
    losses.push({ btch: b, dt, qty: q, rsn, ins });
  };
  const unitCost = (plnt: string, pot: string): number => {
    const p = PLANT.get(plnt);
    const pp = POT.get(pot);
    return round((pp?.[6] ?? 1) * (p?.[5] ?? 1) * r.float(0.9, 1.1, 3), 2);
  };

  /** Natural and weather losses of a batch standing at `site` between two days (end excluded). */
  const liveLosses = (b: Batch, from: string, to: string): void => {
    const plant = PLANT.get(b.plnt);
    if (!plant) return;
    const grp = plant[3];
    const outside = b.site === 2 || (b.pot !== 'PLG' && b.site === 1 && r.chance(0.3));
    const weeks = daysBetween(from, to) / 7;
    if (weeks <= 0) return;
    // Weather first, in date order with the natural losses mixed in.
    const events: [string, () => void][] = [];
    for (const [day, hit] of FROSTS) {
      if (day < from || day >= to || b.pot === 'PLG') continue;
      if (!outside) continue;
      const tender = TENDER.includes(b.plnt);
      const share = tender ? hit * r.float(0.7, 1.6) : hit * r.float(0, 0.25);
      if (share < 0.004) continue;
      events.push([day, () => addLoss(b, day, b.left * share, 'FRS', tender && share > 0.06 ? 'Y' : 'N')]);
    }
    if (b.site === 2 && b.pot !== 'PLG' && DROUGHT[0] < to && DROUGHT[1] >= from) {
      const day = r.date(DROUGHT[0] > from ? DROUGHT[0] : from, DROUGHT[1] < addDays(to, -1) ? DROUGHT[1] : addDays(to, -1));
      const small = ['P9', 'C2', 'C3'].includes(b.pot);
      events.push([day, () => addLoss(b, day, b.left * (small ? r.float(0.03, 0.11) : r.float(0.005, 0.03)), 'DRT')]);
    }
    if (b.site === 2 && ['C10', 'C20', 'C45'].includes(b.pot) && grp === 'TRE' && STORM >= from && STORM < to) {
      events.push([STORM, () => addLoss(b, STORM, b.left * r.float(0.01, 0.06), 'WND', 'Y')]);
    }
    if (b.plnt === 'BUSEM') {
      // Box blight: bad in the wet summer of 2025.
      for (const [a, z, share] of [['2025-06-01', '2025-09-30', 0.35], ['2026-06-15', '2026-09-15', 0.08]] as [string, string, number][]) {
        if (a >= to || z < from) continue;
        const day = r.date(a > from ? a : from, z < addDays(to, -1) ? z : addDays(to, -1));
        events.push([day, () => addLoss(b, day, b.left * share * r.float(0.6, 1.5), 'DIS')]);
      }
    }
    if (['HEUPP', 'SKJAP', 'HEORI', 'PRVUL'].includes(b.plnt)) {
      // Vine weevil larvae in the autumn.
      for (const yr of [2024, 2025, 2026]) {
        const a = `${yr}-09-01`;
        const z = `${yr}-11-15`;
        if (a >= to || z < from || !r.chance(0.7)) continue;
        const day = r.date(a > from ? a : from, z < addDays(to, -1) ? z : addDays(to, -1));
        events.push([day, () => addLoss(b, day, b.left * r.float(0.03, 0.16), 'PST')]);
      }
    }
    // Everyday losses.
    const n = r.poisson(Math.min(4, weeks / (b.pot === 'PLG' ? 4 : 12)));
    for (let k = 0; k < n; k++) {
      const day = r.date(from, addDays(to, -1));
      const m = month(day);
      const wet = m >= 10 || m <= 3;
      const rsn =
        b.pot === 'PLG'
          ? r.weighted([['CUL', 5], ['DIS', wet ? 4 : 2], ['PST', 1]] as const)
          : r.weighted([
              ['DIS', wet ? 3 : 1.5],
              ['PST', m >= 4 && m <= 9 ? 2 : 0.5],
              ['CUL', 2],
              ['ANM', b.site === 2 && (grp === 'TRE' || b.pot === 'RB') ? 2 : 0.1],
              ['DRT', m >= 6 && m <= 8 ? 0.6 : 0],
            ] as const);
      const share = b.pot === 'PLG' ? r.float(0.01, 0.05, 3) : r.float(0.003, 0.02, 3);
      events.push([day, () => addLoss(b, day, b.left * share, rsn)]);
    }
    events.sort((a, z) => a[0].localeCompare(z[0]));
    for (const [, run] of events) run();
  };

  /** Grows a batch from its start to its end, then pots it on or sells it through. */
  const grow = (b: Batch, grp: Grp, stage: Stage): string => {
    const weeks = r.int(stage.weeks[0], stage.weeks[1]);
    const end = weekday(addDays(b.strt, weeks * 7));
    const nextPot = stage.next.length > 0 ? r.weighted(stage.next) : '';
    if (nextPot === '') {
      // Final stage: ready at `end`, sold through over the following months.
      const sellWeeks = grp === 'TRE' || b.pot === 'C10' ? r.int(26, 70) : grp === 'SHR' ? r.int(16, 44) : r.int(8, 30);
      const soldOut = weekday(addDays(end, sellWeeks * 7));
      const stop = soldOut <= LAST_DAY ? soldOut : addDays(LAST_DAY, 1);
      liveLosses(b, b.strt, stop);
      if (end > LAST_DAY) b.sts = b.pot === 'PLG' ? 'PRP' : 'GRW';
      else if (soldOut <= LAST_DAY) {
        b.sts = 'CLS';
        b.cls = soldOut;
      } else b.sts = 'RDY';
      if (b.left === 0 && b.sts !== 'CLS') {
        b.sts = 'CLS';
        const last = losses.filter((l) => l.btch === b).map((l) => l.dt).sort().pop();
        b.cls = last ?? soldOut;
      }
      b.cropYr = Number(end.slice(0, 4));
      return end;
    }
    const stop = end <= LAST_DAY ? end : addDays(LAST_DAY, 1);
    liveLosses(b, b.strt, stop);
    const nextStage = CHAINS[grp][nextPot];
    if (!nextStage) throw new Error(`no stage ${nextPot}`);
    // Planned ready day when the crop has not been potted on yet: through the typical later stages.
    let planned = addDays(end, (nextStage.weeks[0] + nextStage.weeks[1]) * 3.5);
    for (let st = nextStage; st.next.length > 0 && st.next[0]?.[0]; ) {
      const nx = CHAINS[grp][st.next[0][0]];
      if (!nx) break;
      planned = addDays(planned, (nx.weeks[0] + nx.weeks[1]) * 3.5);
      st = nx;
    }
    b.cropYr = Number(planned.slice(0, 4));
    if (end > LAST_DAY) {
      b.sts = b.pot === 'PLG' ? 'PRP' : 'GRW';
      if (b.left === 0) {
        b.sts = 'CLS';
        b.cls = losses.filter((l) => l.btch === b).map((l) => l.dt).sort().pop() ?? end;
      }
      return planned;
    }
    b.sts = 'CLS';
    b.cls = end;
    if (b.left === 0) return planned;
    // Grade: the plants not good enough to pot on are culled on the day.
    const potted = Math.floor(b.left * (b.pot === 'PLG' ? r.float(0.82, 0.97) : r.float(0.9, 1)));
    addLoss(b, end, b.left - potted, 'CUL');
    if (potted <= 0) return planned;
    const cap = MAX_CHILD[nextPot] ?? 1000;
    const parts = Math.max(1, Math.ceil(potted / cap));
    let left = potted;
    let ready: string | null = null;
    for (let i = 0; i < parts; i++) {
      const q = i === parts - 1 ? left : Math.floor(potted / parts);
      left -= q;
      const bigTree = grp === 'TRE' && ['C10', 'C20', 'C45'].includes(nextPot);
      const site = bigTree || nextPot === 'C10' ? 2 : nextPot === 'P9' || nextPot === 'PLG' ? 1 : r.chance(0.35) ? 2 : 1;
      const child = newBatch({
        plnt: b.plnt,
        pot: nextPot,
        site,
        prop: 'PU',
        par: b,
        cropYr: 0,
        strt: end,
        qty: q,
        cost: unitCost(b.plnt, nextPot),
        sts: 'GRW',
        cls: null,
      });
      const rd = grow(child, grp, nextStage);
      if (!ready || rd < ready) ready = rd;
    }
    if (ready) b.cropYr = Number(ready.slice(0, 4));
    return ready ?? planned;
  };

  // Root batches: crops started from seed, cuttings, grafts, division or bought-in plants.
  const starts: [string, Plant, boolean][] = [];
  for (const p of PLANTS) {
    const grp = p[3];
    const perYear = grp === 'PER' ? 4 : grp === 'GRS' ? 3 : grp === 'SHR' ? 2 : 1.5;
    for (let day = HISTORY_START; day <= addDays(LAST_DAY, -14); ) {
      const m = month(day);
      // Seasons: perennials and grasses Feb to Aug, shrub cuttings spring and late summer, trees winter and spring.
      const ok =
        grp === 'PER' || grp === 'GRS'
          ? m >= 2 && m <= 8
          : grp === 'SHR'
            ? (m >= 3 && m <= 5) || (m >= 8 && m <= 10)
            : m <= 4 || m >= 11;
      if (ok && r.chance(perYear / 40)) starts.push([weekday(day), p, false]);
      day = addDays(day, 7);
    }
  }
  // Field-grown trees lined out at Long Meadow each winter.
  for (const cd of ['ACCAM', 'BEPEN', 'CABET', 'CRMON', 'PRAVI', 'QUROB', 'SOAUC', 'TICOR', 'BEUTJ', 'PYCAL', 'AMLAM']) {
    const p = PLANT.get(cd);
    if (!p) continue;
    for (const yr of [2024, 2025, 2026]) {
      if (yr === 2026 || r.chance(0.75)) starts.push([weekday(r.date(`${yr}-01-10`, `${yr}-03-10`)), p, true]);
    }
  }
  starts.sort((a, b) => a[0].localeCompare(b[0]) || a[1][0].localeCompare(b[1][0]) || Number(a[2]) - Number(b[2]));
  for (const [day, p, isRb] of starts) {
    const grp = p[3];
    if (isRb) {
      const q = r.int(RB_QTY[0], RB_QTY[1]);
      const b = newBatch({ plnt: p[0], pot: 'RB', site: 2, prop: 'BI', par: null, cropYr: 0, strt: day, qty: q, cost: unitCost(p[0], 'RB'), sts: 'GRW', cls: null });
      grow(b, grp, CHAINS.TRE.RB as Stage);
      continue;
    }
    const prop = r.pick(p[6]);
    let pot = 'PLG';
    let qty = r.int(PLUG_QTY[0], PLUG_QTY[1]);
    if (prop === 'BI') {
      const [bp, lo, hi] = BOUGHT_IN[grp];
      pot = bp;
      qty = r.int(lo, hi);
    } else if (prop === 'GR') {
      pot = 'C2';
      qty = r.int(120, 400);
    } else if (grp === 'TRE') {
      qty = r.int(600, 1500);
    } else if (prop === 'DV') {
      qty = r.int(400, 1200);
    }
    const stage = CHAINS[grp][pot];
    if (!stage) throw new Error(`no stage ${pot} for ${grp}`);
    const b = newBatch({ plnt: p[0], pot, site: 1, prop, par: null, cropYr: 0, strt: day, qty, cost: unitCost(p[0], pot), sts: 'GRW', cls: null });
    grow(b, grp, stage);
  }
  // Batch ids and numbers in the order the batches were started.
  batches.sort((a, b) => a.strt.localeCompare(b.strt) || a.plnt.localeCompare(b.plnt) || a.pot.localeCompare(b.pot) || a.qty - b.qty);
  const seqByYear = new Map<number, number>();
  batches.forEach((b, i) => {
    b.id = i + 1;
    const yr = Number(b.strt.slice(0, 4));
    const seq = (seqByYear.get(yr) ?? 0) + 1;
    seqByYear.set(yr, seq);
    b.no = `B${String(yr).slice(2)}-${String(seq).padStart(4, '0')}`;
  });

  // Transfers between the sites: batches potted at Hollowbrook then stood out at Long Meadow, and ready batches at
  // Long Meadow brought to the Hollowbrook dispatch yard.
  interface Run {
    dt: string;
    typ: string;
    from: number;
    to: number;
    ord: string | null;
    btch: number | null;
    veh: string;
    cc: number;
    qty: number;
    km: number;
    cost: number;
    pod: string;
  }
  const runs: Run[] = [];
  const lmKm = 9;
  for (const b of batches) {
    if (b.pot === 'PLG' || b.strt < '2024-10-01') continue;
    const cap = POT.get(b.pot)?.[4] ?? 100;
    const end = b.cls ?? LAST_DAY;
    if (b.site === 2 && b.pot !== 'RB' && b.prop === 'PU' && ['P9', 'C2', 'C3', 'C5'].includes(b.pot) && r.chance(0.9)) {
      // Potted at Hollowbrook, moved out within a few weeks.
      const dt = weekday(addDays(b.strt, r.int(7, 35)));
      if (dt < end && dt <= LAST_DAY && dt >= FIRST_DAY) {
        const qty = b.qty;
        const cc = Math.ceil(qty / cap);
        runs.push({ dt, typ: 'TRF', from: 1, to: 2, ord: null, btch: b.id, veh: 'TRC', cc, qty, km: lmKm, cost: round(40 * Math.ceil(cc / 12), 2), pod: 'Y' });
      }
    }
    if (b.site === 2 && (b.sts === 'RDY' || b.sts === 'CLS') && ['C3', 'C5', 'C10'].includes(b.pot) && r.chance(0.25)) {
      // Part of a ready batch brought back to the dispatch yard; the batch stays on the Long Meadow books.
      const readyish = addDays(b.strt, 200);
      const dt = weekday(readyish < end ? r.date(readyish, end) : end);
      if (dt <= LAST_DAY && dt >= FIRST_DAY) {
        const qty = Math.max(cap, Math.round((b.qty * r.float(0.2, 0.5)) / 10) * 10);
        const cc = Math.ceil(qty / cap);
        runs.push({ dt, typ: 'TRF', from: 2, to: 1, ord: null, btch: b.id, veh: cc > 12 ? 'LR1' : 'TRC', cc, qty, km: lmKm, cost: round(cc > 12 ? 58 : 40 * Math.ceil(cc / 12), 2), pod: 'Y' });
      }
    }
  }

  // ---------------------------------------------------------------- customers and their sites
  interface Cust {
    id: number;
    no: string;
    nm: string;
    typ: 'LSC' | 'GCN' | 'PUB';
    terms: number;
    lmt: number;
    open: string;
    cls: string | null;
    hold: string | null;
    rate: number;
    payDays: [number, number];
    lateChance: number;
    disc: number;
    sites: SiteRow[];
  }
  interface SiteRow {
    id: number;
    cd: string;
    nm: string;
    typ: string;
    cust: number | null;
    pc: string;
    km: number;
    act: string;
    from: string;
    to: string;
  }
  const sites: SiteRow[] = [
    { id: 1, cd: 'HB', nm: 'Hollowbrook', typ: 'NUR', cust: null, pc: 'WR', km: 0, act: 'Y', from: HISTORY_START, to: LAST_DAY },
    { id: 2, cd: 'LM', nm: 'Long Meadow', typ: 'NUR', cust: null, pc: 'WR', km: lmKm, act: 'Y', from: HISTORY_START, to: LAST_DAY },
  ];
  const custs: Cust[] = [];
  const allCust: [string, 'LSC' | 'GCN' | 'PUB', number, number, number, number, number][] = [
    ...CUSTOMERS,
    ...NEW_ACCOUNTS.map(([nm, typ]) => [nm, typ, 30, typ === 'PUB' ? 30000 : 8000, 0, 1, 0] as CustSeed),
  ];
  const usedProjects = new Set<string>();
  allCust.forEach(([nm, typ, terms, lmt, rate, stores, projects], i) => {
    const late = NEW_ACCOUNTS.find((x) => x[0] === nm)?.[2] ?? OPENED_LATE[nm];
    const open = late ?? r.date('2009-03-01', '2024-10-31');
    const c: Cust = {
      id: i + 1,
      no: `C${1001 + i}`,
      nm,
      typ,
      terms,
      lmt,
      open,
      cls: CLOSED[nm] ?? null,
      hold: HOLDS[nm] ?? null,
      rate,
      payDays: typ === 'GCN' ? [14, 31] : typ === 'PUB' ? [18, 34] : [16, terms + 4],
      lateChance: typ === 'PUB' ? 0.25 : r.float(0.05, 0.45),
      disc: typ === 'GCN' ? r.pick([10, 12.5, 12.5, 15]) : typ === 'PUB' ? 5 : r.pick([0, 0, 2.5, 5, 5, 7.5]),
      sites: [],
    };
    custs.push(c);
    const pc = r.pick(PC_AREAS);
    const [lo, hi] = PC_DIST[pc] ?? [10, 50];
    for (let s = 0; s < stores; s++) {
      const spc = s === 0 ? pc : r.pick(PC_AREAS);
      const [slo, shi] = PC_DIST[spc] ?? [10, 50];
      const town = r.pick(TOWNS[spc] ?? ['Worcester']);
      const nmS = c.typ === 'GCN' ? (stores > 1 ? `${nm} ${town}` : nm) : c.typ === 'PUB' ? `${nm} Depot` : `${nm} Yard`;
      sites.push({ id: sites.length + 1, cd: '', nm: nmS, typ: 'STR', cust: c.id, pc: spc, km: r.int(slo, shi), act: c.cls ? 'N' : 'Y', from: open, to: c.cls ?? LAST_DAY });
      c.sites.push(sites[sites.length - 1] as SiteRow);
    }
    for (let s = 0; s < projects; s++) {
      let proj = '';
      let town = '';
      for (let tries = 0; tries < 50; tries++) {
        const ppc = r.pick(PC_AREAS);
        town = r.pick(TOWNS[ppc] ?? ['Worcester']);
        proj = `${town} ${r.pick(PROJECTS)}`;
        if (!usedProjects.has(proj)) break;
      }
      usedProjects.add(proj);
      const spc = Object.entries(TOWNS).find(([, ts]) => ts.includes(town))?.[0] ?? pc;
      const [plo, phi] = PC_DIST[spc] ?? [lo, hi];
      const from = r.date('2024-06-01', '2026-06-30');
      const to = addDays(from, r.int(120, 600));
      const end = c.cls && c.cls < to ? c.cls : to;
      sites.push({ id: sites.length + 1, cd: '', nm: proj, typ: 'PRJ', cust: c.id, pc: spc, km: r.int(plo, phi), act: end <= LAST_DAY ? 'N' : 'Y', from, to: end });
      c.sites.push(sites[sites.length - 1] as SiteRow);
    }
  });
  for (const s of sites) if (!s.cd) s.cd = `S${String(s.id).padStart(3, '0')}`;
  // A few project sites got their name from the same project list: make names unique per site.
  const seenNm = new Map<string, number>();
  for (const s of sites) {
    const n = (seenNm.get(s.nm) ?? 0) + 1;
    seenNm.set(s.nm, n);
    if (n > 1) s.nm = `${s.nm} ${n}`;
  }

  // ---------------------------------------------------------------- orders, deliveries, invoices
  const year2026 = (day: string) => day >= '2026-01-01';
  const listPx = (plnt: string, pot: string, day: string): number => {
    const p = PLANT.get(plnt);
    const pp = POT.get(pot);
    return round((pp?.[5] ?? 1) * (p?.[5] ?? 1) * (year2026(day) ? 1.04 : 1), 2);
  };
  const seasonal = (typ: string, m: number): number => {
    if (typ === 'GCN') return [0.4, 0.9, 1.8, 2.2, 2, 1.3, 0.8, 0.6, 1.1, 1, 0.6, 0.3][m - 1] ?? 1;
    if (typ === 'PUB') return [1.6, 1.4, 0.8, 0.3, 0.1, 0.1, 0.1, 0.1, 0.3, 1.2, 2.6, 2.2][m - 1] ?? 1;
    return [1.1, 1.3, 1.5, 1.3, 1, 0.7, 0.6, 0.6, 0.9, 1.3, 1.5, 0.9][m - 1] ?? 1;
  };
  const PLANT_MIX: Record<string, [Grp, number][]> = {
    GCN: [['PER', 45], ['GRS', 15], ['SHR', 35], ['TRE', 5]],
    LSC: [['PER', 20], ['GRS', 14], ['SHR', 40], ['TRE', 26]],
    PUB: [['TRE', 60], ['SHR', 40]],
  };
  const POT_MIX: Record<string, Record<Grp, [string, number][]>> = {
    GCN: { PER: [['P9', 6], ['C2', 4]], GRS: [['C2', 7], ['C3', 3]], SHR: [['C2', 4], ['C3', 4], ['C5', 2]], TRE: [['C10', 8], ['C20', 2]] },
    LSC: { PER: [['P9', 5], ['C2', 5]], GRS: [['C2', 6], ['C3', 4]], SHR: [['C2', 3], ['C3', 4], ['C5', 2], ['C10', 1.5]], TRE: [['C10', 4], ['C20', 3], ['C45', 1], ['RB', 2]] },
    PUB: { PER: [['P9', 1]], GRS: [['C2', 1]], SHR: [['P9', 3], ['C2', 4], ['C3', 2]], TRE: [['C10', 3], ['C20', 2], ['RB', 4]] },
  };
  const QTY: Record<string, [number, number]> = { P9: [24, 480], C2: [10, 240], C3: [10, 150], C5: [5, 80], C10: [3, 40], C20: [1, 20], C45: [1, 6], RB: [5, 60] };
  const byGrp = (g: Grp, natOnly: boolean) => PLANTS.filter((p) => p[3] === g && (!natOnly || p[4] === 'Y'));

  const ordLines: unknown[][] = [];
  const invoices: unknown[][] = [];
  interface Ord {
    no: string;
    dt: string;
    cust: Cust;
    site: SiteRow;
    req: string;
    sts: string;
    cncl: string | null;
    lines: { plnt: string; pot: string; qty: number; px: number; disc: number; net: number }[];
  }
  const orders: Ord[] = [];
  for (let wk = '2024-12-30'; wk <= LAST_DAY; wk = addDays(wk, 7)) {
    for (const c of custs) {
      if (c.rate === 0) continue;
      const days = [0, 1, 2, 3, 4].map((d) => addDays(wk, d)).filter((d) => d >= FIRST_DAY && d <= LAST_DAY);
      if (days.length === 0) continue;
      const n = r.poisson((c.rate / 52) * seasonal(c.typ, month(wk)) * 0.95);
      for (let k = 0; k < n; k++) {
        const dt = r.pick(days);
        if (dt < c.open || (c.cls && dt > addDays(c.cls, -20)) || (c.hold && dt >= c.hold)) continue;
        const live = c.sites.filter((s) => s.from <= dt && s.to >= dt);
        if (live.length === 0) continue;
        const projects = live.filter((s) => s.typ === 'PRJ');
        const site = projects.length > 0 && r.chance(0.6) ? r.pick(projects) : r.pick(live);
        const lineN = r.weighted([[1, 3], [2, 3], [3, 3], [4, 2], [5, 1.5], [6, 1], [8, 0.5]] as const);
        const lines: Ord['lines'] = [];
        const usedItems = new Set<string>();
        for (let l = 0; l < lineN; l++) {
          const grp = r.weighted(PLANT_MIX[c.typ] ?? []);
          const pool = byGrp(grp, c.typ === 'PUB' && r.chance(0.8));
          const plant = r.pick(pool);
          let pot = r.weighted(POT_MIX[c.typ]?.[grp] ?? [['C2', 1]]);
          if (pot === 'RB' && plant[0] === 'ACPAL') pot = 'C20';
          const key = `${plant[0]}/${pot}`;
          if (usedItems.has(key)) continue;
          usedItems.add(key);
          const [qlo, qhi] = QTY[pot] ?? [5, 50];
          let qty = r.int(qlo, Math.round(qhi * (c.typ === 'PUB' ? 1.5 : 1)));
          if (pot === 'P9') qty = Math.max(12, Math.round(qty / 12) * 12);
          else if (qty > 20) qty = Math.round(qty / 5) * 5;
          const px = listPx(plant[0], pot, dt);
          const disc = month(dt) === 9 && c.typ === 'GCN' ? c.disc + 5 : c.disc;
          lines.push({ plnt: plant[0], pot, qty, px, disc, net: round(qty * px * (1 - disc / 100), 2) });
        }
        const big = lines.some((x) => ['C20', 'C45', 'RB'].includes(x.pot));
        const req = weekday(addDays(dt, big ? r.int(7, 28) : r.int(2, 14)));
        orders.push({ no: '', dt, cust: c, site, req, sts: 'OPN', cncl: null, lines });
      }
    }
  }
  orders.sort((a, b) => a.dt.localeCompare(b.dt) || a.cust.id - b.cust.id);
  orders.forEach((o, i) => {
    o.no = `SO${o.dt.slice(2, 4)}${String(i + 1).padStart(5, '0')}`;
  });

  let invSeq = 0;
  for (const o of orders) {
    const c = o.cust;
    if (r.chance(0.055)) {
      const cn = addDays(o.dt, r.int(1, 12));
      if (cn <= LAST_DAY && cn < o.req) {
        o.sts = 'CAN';
        o.cncl = cn;
      }
    }
    if (o.sts !== 'CAN') {
      let dd = o.req;
      if (r.chance(0.12)) dd = weekday(addDays(o.req, r.int(1, 6)));
      // Recent orders waiting for stock.
      if (o.req >= '2026-10-26' && o.req <= LAST_DAY && r.chance(0.22)) dd = weekday(addDays(LAST_DAY, r.int(3, 20)));
      if (dd <= LAST_DAY) {
        o.sts = 'DLV';
        const plants = o.lines.reduce((s, x) => s + x.qty, 0);
        const cc = Math.max(1, Math.ceil(o.lines.reduce((s, x) => s + x.qty / (POT.get(x.pot)?.[4] ?? 100), 0)));
        const fromLm = o.lines.some((x) => ['C20', 'C45', 'RB'].includes(x.pot));
        const from = fromLm ? 2 : 1;
        const km = Math.max(3, o.site.km + (fromLm ? r.int(-4, 6) : 0));
        let veh = cc <= 2 && r.chance(0.8) ? 'VN1' : cc <= 10 ? 'LR2' : cc <= 22 ? 'LR1' : 'HAU';
        if (veh !== 'VN1' && veh !== 'HAU' && r.chance(0.12)) veh = 'HAU';
        const cost = veh === 'HAU' ? 95 + km * 1.9 + cc * 2 : veh === 'VN1' ? 15 + km * 2 * 0.6 : (veh === 'LR1' ? 35 : 25) + km * 2 * (veh === 'LR1' ? 1.45 : 1.1);
        const unsigned = r.chance(o.site.typ === 'PRJ' ? 0.1 : 0.03);
        runs.push({ dt: dd, typ: 'CUS', from, to: o.site.id, ord: o.no, btch: null, veh, cc, qty: plants, km, cost: round(cost * r.float(0.95, 1.08), 2), pod: unsigned ? 'N' : 'Y' });
        // The invoice.
        invSeq += 1;
        const net = round(o.lines.reduce((s, x) => s + x.net, 0), 2);
        const vat = round(net * 0.2, 2);
        const due = addDays(dd, c.terms);
        let paid: string | null = null;
        let status = 'Open';
        if (r.chance(0.018)) status = 'Credited';
        else {
          let days = r.int(c.payDays[0], c.payDays[1]);
          if (r.chance(c.lateChance)) days = c.terms + r.int(3, 40);
          const pd = weekday(addDays(dd, days));
          const stopped = c.hold && addDays(dd, 100) >= c.hold;
          if (!stopped && pd <= LAST_DAY) {
            paid = pd;
            status = 'Paid';
          }
        }
        invoices.push([`SI${String(40000 + invSeq)}`, c.no, c.nm, o.no, dd, due, net, vat, round(net + vat, 2), paid, status]);
      }
    }
    o.lines.forEach((x, i) => {
      ordLines.push([o.no, i + 1, o.dt, c.id, o.site.id, o.req, o.sts, o.cncl, x.plnt, x.pot, x.qty, x.px, x.disc, x.net]);
    });
  }

  runs.sort((a, b) => a.dt.localeCompare(b.dt) || a.typ.localeCompare(b.typ) || (a.ord ?? '').localeCompare(b.ord ?? '') || (a.btch ?? 0) - (b.btch ?? 0));
  const dlvRows = runs.map((x, i) => [i + 1, `D${x.dt.slice(2, 4)}${String(i + 1).padStart(5, '0')}`, x.dt, x.typ, x.from, x.to, x.ord, x.btch, x.veh, x.cc, x.qty, x.km, x.cost, x.pod]);

  const lossRows = losses
    .slice()
    .sort((a, b) => a.dt.localeCompare(b.dt) || a.btch.id - b.btch.id)
    .map((l, i) => [i + 1, l.btch.id, l.dt, l.qty, l.rsn, round(l.qty * l.btch.cost, 2), l.ins]);

  return [
    'CREATE SCHEMA nur;',
    `CREATE TABLE nur.cust (cust_id integer PRIMARY KEY, cust_no varchar(6) NOT NULL UNIQUE, cust_nm text NOT NULL, cust_typ varchar(3) NOT NULL,
      pay_terms_d smallint NOT NULL, crd_lmt_gbp numeric(10,2) NOT NULL, open_dt date NOT NULL, cls_dt date, hold_yn char(1) NOT NULL);`,
    `CREATE TABLE nur.site (site_id integer PRIMARY KEY, site_cd varchar(4) NOT NULL UNIQUE, site_nm text NOT NULL, site_typ varchar(3) NOT NULL,
      cust_id integer REFERENCES nur.cust (cust_id), pc_area varchar(2) NOT NULL, dist_km integer NOT NULL, act_yn char(1) NOT NULL);`,
    `CREATE TABLE nur.plnt (plnt_cd varchar(5) PRIMARY KEY, plnt_nm text NOT NULL, com_nm text, grp_cd varchar(3) NOT NULL, nat_yn char(1) NOT NULL);`,
    `CREATE TABLE nur.pot (pot_cd varchar(3) PRIMARY KEY, pot_desc text NOT NULL, vol_l numeric(5,2), pot_cost_gbp numeric(6,2) NOT NULL, cc_cap integer NOT NULL);`,
    `CREATE TABLE nur.btch (btch_id integer PRIMARY KEY, btch_no varchar(8) NOT NULL UNIQUE, plnt_cd varchar(5) NOT NULL REFERENCES nur.plnt (plnt_cd),
      pot_cd varchar(3) NOT NULL REFERENCES nur.pot (pot_cd), site_id integer NOT NULL REFERENCES nur.site (site_id), prop_cd varchar(2) NOT NULL,
      par_btch_id integer REFERENCES nur.btch (btch_id), crop_yr smallint NOT NULL, strt_dt date NOT NULL, qty_strt integer NOT NULL,
      unit_cost_gbp numeric(8,2) NOT NULL, sts_cd varchar(3) NOT NULL, cls_dt date);`,
    `CREATE TABLE nur.loss (loss_id integer PRIMARY KEY, btch_id integer NOT NULL REFERENCES nur.btch (btch_id), loss_dt date NOT NULL, qty integer NOT NULL,
      rsn_cd varchar(3) NOT NULL, wo_val_gbp numeric(10,2) NOT NULL, ins_yn char(1) NOT NULL);`,
    `CREATE TABLE nur.ord_ln (ord_no varchar(9) NOT NULL, ln_no smallint NOT NULL, ord_dt date NOT NULL, cust_id integer NOT NULL REFERENCES nur.cust (cust_id),
      dlv_site_id integer NOT NULL REFERENCES nur.site (site_id), req_dt date NOT NULL, sts_cd varchar(3) NOT NULL, cncl_dt date,
      plnt_cd varchar(5) NOT NULL REFERENCES nur.plnt (plnt_cd), pot_cd varchar(3) NOT NULL REFERENCES nur.pot (pot_cd), qty integer NOT NULL,
      unit_px_gbp numeric(8,2) NOT NULL, disc_pct numeric(4,1) NOT NULL, net_gbp numeric(10,2) NOT NULL, PRIMARY KEY (ord_no, ln_no));`,
    `CREATE TABLE nur.dlv (dlv_id integer PRIMARY KEY, dlv_no varchar(8) NOT NULL UNIQUE, dlv_dt date NOT NULL, dlv_typ varchar(3) NOT NULL,
      from_site_id integer NOT NULL REFERENCES nur.site (site_id), to_site_id integer NOT NULL REFERENCES nur.site (site_id), ord_no varchar(9),
      btch_id integer REFERENCES nur.btch (btch_id), veh_cd varchar(3) NOT NULL, cc_cnt integer NOT NULL, plnt_qty integer NOT NULL,
      dist_km integer NOT NULL, cost_gbp numeric(8,2) NOT NULL, pod_yn char(1) NOT NULL);`,
    `CREATE TABLE nur."Invoice Register" ("Invoice No" text NOT NULL, "Account" text NOT NULL, "Customer" text NOT NULL, "Order No" text NOT NULL,
      "Invoice Date" date NOT NULL, "Due Date" date NOT NULL, "Net (GBP)" numeric(10,2) NOT NULL, "VAT (GBP)" numeric(10,2) NOT NULL,
      "Invoice Total" numeric(10,2) NOT NULL, "Paid On" date, "Status" text NOT NULL);`,
    insertRows(
      'nur.cust',
      ['cust_id', 'cust_no', 'cust_nm', 'cust_typ', 'pay_terms_d', 'crd_lmt_gbp', 'open_dt', 'cls_dt', 'hold_yn'],
      custs.map((c) => [c.id, c.no, c.nm, c.typ, c.terms, c.lmt, c.open, c.cls, c.hold ? 'Y' : 'N']),
    ),
    insertRows(
      'nur.site',
      ['site_id', 'site_cd', 'site_nm', 'site_typ', 'cust_id', 'pc_area', 'dist_km', 'act_yn'],
      sites.map((s) => [s.id, s.cd, s.nm, s.typ, s.cust, s.pc, s.km, s.act]),
    ),
    insertRows('nur.plnt', ['plnt_cd', 'plnt_nm', 'com_nm', 'grp_cd', 'nat_yn'], PLANTS.map((p) => [p[0], p[1], p[2], p[3], p[4]])),
    insertRows('nur.pot', ['pot_cd', 'pot_desc', 'vol_l', 'pot_cost_gbp', 'cc_cap'], POTS.map((p) => [p[0], p[1], p[2], p[3], p[4]])),
    insertRows(
      'nur.btch',
      ['btch_id', 'btch_no', 'plnt_cd', 'pot_cd', 'site_id', 'prop_cd', 'par_btch_id', 'crop_yr', 'strt_dt', 'qty_strt', 'unit_cost_gbp', 'sts_cd', 'cls_dt'],
      batches.map((b) => [b.id, b.no, b.plnt, b.pot, b.site, b.prop, b.par?.id ?? null, b.cropYr, b.strt, b.qty, b.cost, b.sts, b.cls]),
    ),
    insertRows('nur.loss', ['loss_id', 'btch_id', 'loss_dt', 'qty', 'rsn_cd', 'wo_val_gbp', 'ins_yn'], lossRows),
    insertRows(
      'nur.ord_ln',
      ['ord_no', 'ln_no', 'ord_dt', 'cust_id', 'dlv_site_id', 'req_dt', 'sts_cd', 'cncl_dt', 'plnt_cd', 'pot_cd', 'qty', 'unit_px_gbp', 'disc_pct', 'net_gbp'],
      ordLines,
    ),
    insertRows(
      'nur.dlv',
      ['dlv_id', 'dlv_no', 'dlv_dt', 'dlv_typ', 'from_site_id', 'to_site_id', 'ord_no', 'btch_id', 'veh_cd', 'cc_cnt', 'plnt_qty', 'dist_km', 'cost_gbp', 'pod_yn'],
      dlvRows,
    ),
    insertRows(
      'nur."Invoice Register"',
      ['"Invoice No"', '"Account"', '"Customer"', '"Order No"', '"Invoice Date"', '"Due Date"', '"Net (GBP)"', '"VAT (GBP)"', '"Invoice Total"', '"Paid On"', '"Status"'],
      invoices,
    ),
  ].join('\n');
}
