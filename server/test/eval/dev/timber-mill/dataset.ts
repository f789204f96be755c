/**
 * Hadden & Sons, a family sawmill near Kelso in the Scottish Borders. The mill buys logs from forest owners (private
 * estates, farms, Forestry and Land Scotland) in the Borders and the counties around, has them hauled in by timber
 * hauliers, saws them on one headrig line into carcassing, fencing, cladding, beams, sleepers and joinery boards,
 * kiln-dries what is sold dry, and sells the timber to builders' merchants, builders, farms, fencing contractors,
 * joiners and self-builders. This is the mill's operations database: log intake and sawing from 2024-11-01, kiln
 * charges from the first charge of that stock, sales from 2025-01-01, all to 2026-11-24 (the day before it was last
 * loaded). Money is in pounds sterling (GBP); timber and logs are measured in cubic metres (m3).
 *
 * Schema `hsm`:
 * - `spc`: the species code table, keyed by `spc_cd`: SS Sitka spruce, NS Norway spruce, SP Scots pine, DF Douglas
 *   fir, LA larch, WC western red cedar (softwoods), OK oak, AS ash (hardwoods). `spc_nm` the species name; `bot_nm`
 *   its botanical name; `hw_yn` Y for a hardwood; `kd_dys` the standard kiln schedule in days; `dens_kg` the
 *   density of the dried timber in kg/m3.
 * - `pty`: the parties we buy logs from and the hauliers who bring them in, keyed by `pty_id`. `pty_cd` (FO001 ...
 *   for forest owners, HL01 ... for hauliers); `pty_nm`; `pty_typ` OWN forest owner, HLR timber haulier; `rgn_cd`
 *   where they are: SB Scottish Borders, DG Dumfries & Galloway, NB Northumberland, CU Cumbria, EL East Lothian, ML
 *   Midlothian; `fsc_yn` Y for a forest owner whose woods are FSC certified (always N for hauliers); `strt_dt` the day
 *   we started dealing with them; `end_dt` the day we stopped buying from them (or stopped using the haulier), NULL
 *   while we still deal with them.
 * - `log_ld`: log loads bought, one row per lorry load over the weighbridge, keyed by `ld_id`. `tkt_no` the
 *   weighbridge ticket; `ld_dt` the day it came in; `sllr_pty_id` the forest owner who sold the logs and `hlr_pty_id`
 *   the haulier who brought them (both `pty.pty_id`); `spc_cd`; `grd_cd` the log grade: A prime sawlog, B standard
 *   sawlog, C small sawlog / bar log; `plnt_yr` the year the felled crop was planted; `vol_m3` measured volume;
 *   `px_m3` the agreed price per m3 at the roadside; `amt_gbp` what we pay the owner (= volume x price; 0 for a
 *   rejected load); `hl_gbp` the haulier's charge for the load (paid also for a rejected load); `rej_yn` Y when the
 *   load was rejected at the mill (rot, metal, wrong spec) and sent back: a rejected load is not bought and not sawn.
 * - `saw_run`: saw runs, one row per shift on the headrig, each sawing one species, keyed by `run_id`. `run_dt`;
 *   `shft_cd` E early shift (06:00-14:00), L late shift (14:00-22:00, run when there is a log backlog); `spc_cd`;
 *   `swyr_nm` the sawyer in charge; `log_m3` log volume sawn; `swn_m3` sawn timber produced (the packs made); `run_hrs`
 *   hours actually sawing; `dt_min` downtime minutes (breakdowns, blade changes). Recovery is sawn m3 / log m3.
 * - `kiln_chg`: kiln charges, keyed by `chg_id`. `chg_no` (KC25-001 ...); `kiln_cd` K1 and K2 the two 45 m3
 *   softwood kilns, K3 the 20 m3 hardwood kiln; `spc_cd` (one species a charge); `ld_dt` the day it was loaded;
 *   `unld_dt` the day it was unloaded, NULL while the charge is still drying; `vol_m3` timber in the charge; `tgt_mc`
 *   the target moisture content in %; `fin_mc` the moisture measured at unloading, NULL while drying; `kwh`
 *   electricity used (so far, for a charge still drying); `rdry_yn` Y
 *   when the charge failed its first moisture check and had to be dried again (the extra days are in `unld_dt`).
 * - `pack`: stock packs, one strapped pack of sawn timber of one size, keyed by `pack_id`. `pack_no` the pack
 *   label; `run_id` the saw run it came off (its species and sawing day are the run's); `chg_id` the kiln charge it was
 *   dried in, NULL for a pack that has not been kiln dried (green); `prd_typ` the product: CAR carcassing
 *   (construction timber), FEN fencing boards and rails, PKG packaging timber, CLD cladding boards, BEA beams and
 *   posts, SLP sleepers, JNY joinery boards; `thk_mm`, `wid_mm`, `len_m` the size; `pcs` pieces in the pack; `vol_m3`;
 *   `trt_yn` Y for pressure-treated timber; `sts_cd` STK in stock in the yard, KLN in a kiln now, DSP despatched to
 *   a customer, WO written off (rot, blue stain, damage); `ord_no` the order it was despatched on (`ord_ln.ord_no`),
 *   NULL unless despatched.
 * - `cust`: customers, keyed by `cust_id`. `acct_cd` the account code; `cust_nm`; `cust_typ` MER builders' merchant,
 *   BLD builder, FAR farm or estate, FNC fencing contractor, JNR joiner or furniture maker, PRV private customer /
 *   self-builder; `town`; `trd_yn` Y for a trade account invoiced on 30-day terms, N for a customer who pays before
 *   collection or delivery; `disc_pct` the standing discount off list price in %; `opn_dt` the day the account was
 *   opened; `cls_dt` the day it was closed, NULL for an active account.
 * - `ord_ln`: customer orders, one row per order line; an order (`ord_no`) has one or more lines (`ln_no`) and the
 *   order-level fields repeat on each line. `ord_dt`; `cust_id`; line fields: `spc_cd`, `prd_typ`, `thk_mm`,
 *   `wid_mm`, `len_m` as in `pack`, `kd_yn` Y for kiln-dried timber, `trt_yn` Y for treated, `qty_m3`, `px_m3` the
 *   price per m3 after the customer's discount, `ln_amt` the line value excluding VAT (= qty x price). Order fields:
 *   `sts_cd` OPN open (not delivered yet), DLV delivered or collected, CNC cancelled; `dlv_mth` OWN our own lorry,
 *   HLR a hired haulier, COL collected by the customer; `dlv_dt` the day it was delivered or collected, NULL while
 *   open or when cancelled; `cncl_dt` the day it was cancelled, NULL otherwise.
 * - `"Sales Ledger"`: the sales ledger export from the accounts package, loaded as it comes, one row per invoice
 *   (one invoice per delivered order, dated the delivery day). Its columns keep the export's headers: "Invoice No";
 *   "Order No" (= `ord_ln.ord_no`); "Account" (= `cust.acct_cd`); "Customer Name"; "Invoice Date"; "Due Date" (30
 *   days after the invoice for a trade account, the invoice day otherwise); "Net Amount" (excluding VAT); "VAT" (20%);
 *   "Invoice Total" = net + VAT; "Amount Paid"; "Paid On" the day the invoice was paid in full, NULL while not fully
 *   paid; "Status" Paid, Part Paid, Outstanding (nothing paid yet) or Credited (cancelled by a credit note, nothing
 *   to pay).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2024-11-01';
const SALES_START = '2025-01-01';
const LAST_DAY = '2026-11-24';

/** [spc_cd, spc_nm, bot_nm, hw_yn, kd_dys, dens_kg] */
const SPECIES: [string, string, string, string, number, number][] = [
  ['SS', 'Sitka spruce', 'Picea sitchensis', 'N', 4, 450],
  ['NS', 'Norway spruce', 'Picea abies', 'N', 4, 470],
  ['SP', 'Scots pine', 'Pinus sylvestris', 'N', 5, 520],
  ['DF', 'Douglas fir', 'Pseudotsuga menziesii', 'N', 6, 530],
  ['LA', 'Larch', 'Larix decidua', 'N', 6, 590],
  ['WC', 'Western red cedar', 'Thuja plicata', 'N', 7, 370],
  ['OK', 'Oak', 'Quercus robur', 'Y', 35, 720],
  ['AS', 'Ash', 'Fraxinus excelsior', 'Y', 16, 700],
];
const HARDWOOD = new Set(['OK', 'AS']);
/** Roadside log price per m3 by grade A, B, C (2025; 2026 prices are 4% up). */
const LOG_PX: Record<string, [number, number, number]> = {
  SS: [68, 58, 44],
  NS: [66, 56, 42],
  SP: [64, 55, 42],
  DF: [88, 74, 55],
  LA: [84, 70, 52],
  WC: [120, 95, 70],
  OK: [210, 150, 95],
  AS: [110, 85, 60],
};
/** Share of the log intake by species. */
const SPC_SUPPLY: [string, number][] = [
  ['SS', 38], ['NS', 9], ['SP', 10], ['DF', 16], ['LA', 15], ['WC', 3], ['OK', 6], ['AS', 3],
];
const RECOVERY: Record<string, number> = { SS: 0.52, NS: 0.51, SP: 0.5, DF: 0.56, LA: 0.54, WC: 0.48, OK: 0.43, AS: 0.46 };

/** Forest owners: [name, region, weight, FSC, started (null = before 2024-11), ended (null = still buying)] */
type Owner = [string, string, number, boolean, string | null, string | null];
const OWNERS: Owner[] = [
  ['Forestry and Land Scotland', 'SB', 9, true, null, null],
  ['Buccleuch Estates', 'SB', 7, true, null, null],
  ['Forestry England (Kielder)', 'NB', 6, true, null, null],
  ['Bowhill Estate', 'SB', 3, true, null, null],
  ['Wauchope Forest', 'SB', 4.5, true, null, null],
  ['Craik Woodlands', 'SB', 3.5, true, null, null],
  ['Eskdalemuir Forest', 'DG', 4, true, null, null],
  ['Glentress Woodlands', 'SB', 2, false, null, null],
  ['Cardrona Estate', 'SB', 2.2, false, null, null],
  ['Elibank Forest', 'SB', 1.6, false, null, '2025-09-30'],
  ['Traquair Estate', 'SB', 1.8, true, null, null],
  ['Thirlestane Estate', 'SB', 1.5, false, null, null],
  ['Mellerstain Estate', 'SB', 1.4, false, null, null],
  ['Floors Estate', 'SB', 2.6, true, null, null],
  ['Ancrum Woodlands', 'SB', 1.1, false, null, null],
  ['Riddell Estate', 'SB', 1.2, false, null, '2026-04-30'],
  ['Bonchester Farm', 'SB', 0.8, false, null, null],
  ['Minto Estate', 'SB', 1.3, false, null, null],
  ['Stobs Woodlands', 'SB', 1.0, false, '2025-05-12', null],
  ['Redesdale Forest', 'NB', 2.4, true, null, null],
  ['Harwood Estate', 'NB', 1.7, false, null, null],
  ['Wark Forest Owners Group', 'NB', 1.5, true, null, '2026-07-31'],
  ['Chillingham Woodlands', 'NB', 0.9, false, null, null],
  ['Ford & Etal Estates', 'NB', 1.3, false, null, null],
  ['Kershope Forest', 'CU', 1.8, true, null, null],
  ['Bewcastle Woods', 'CU', 1.0, false, null, '2025-06-30'],
  ['Spadeadam Forest', 'CU', 1.2, true, '2025-03-03', null],
  ['Greskine Forest', 'DG', 1.6, true, null, null],
  ['Ae Forest Partnership', 'DG', 2.0, true, null, null],
  ['Dalbeattie Woods', 'DG', 1.1, false, null, null],
  ['Clatteringshaws Forest', 'DG', 1.4, true, null, '2026-02-27'],
  ["Castle O'er Estate", 'DG', 1.3, false, null, null],
  ['Lammermuir Woodlands', 'EL', 1.4, false, null, null],
  ['Humbie Estate', 'EL', 1.2, true, null, null],
  ['Saltoun Estate', 'EL', 1.0, false, null, null],
  ['Penicuik Estate', 'ML', 1.3, true, null, null],
  ['Dalkeith Country Park Woods', 'ML', 0.9, false, null, '2026-09-30'],
  ['Fala Farm Woodlands', 'ML', 0.6, false, null, null],
  ['Yair Estate', 'SB', 1.2, false, null, null],
  ['Philiphaugh Estate', 'SB', 1.1, false, null, null],
  ['Bowmont Forest', 'SB', 1.5, true, null, null],
  ['Ettrick Forest Trust', 'SB', 1.3, true, '2025-10-06', null],
  ['Tushielaw Farm', 'SB', 0.5, false, null, null],
  ['Alemoor Woodlands', 'SB', 0.9, false, null, null],
  ['Legerwood Farm', 'SB', 0.4, false, null, null],
  ['Manderston Estate', 'SB', 1.0, false, null, null],
  ['Paxton Woods', 'SB', 0.7, false, null, '2025-11-28'],
  ['Spottiswoode Estate', 'SB', 0.9, false, null, null],
  ['Hundalee Farm', 'SB', 0.5, false, null, null],
  ['Edgerston Estate', 'SB', 1.0, false, null, null],
  ['Hermitage Woodlands', 'SB', 0.8, false, '2026-01-12', null],
  ['Newcastleton Forest', 'SB', 2.1, true, null, null],
  ['Kielder Woodland Owners', 'NB', 0.8, false, null, null],
  ['Eden Valley Woods', 'CU', 0.7, false, null, null],
  ['Whitslaid Farm', 'SB', 0.4, false, null, null],
];
/** Hardwood woods: these owners also sell oak and ash. */
const HARDWOOD_OWNERS = ['Mellerstain Estate', 'Floors Estate', 'Minto Estate', 'Ford & Etal Estates', 'Humbie Estate', 'Saltoun Estate', 'Dalkeith Country Park Woods', 'Manderston Estate', 'Paxton Woods', 'Edgerston Estate'];

/** Hauliers: [name, region, rate factor, started, ended] */
const HAULIERS: [string, string, number, string | null, string | null][] = [
  ['Tweed Haulage Ltd', 'SB', 1.0, null, null],
  ['J. Hogarth & Son', 'SB', 0.95, null, null],
  ['Cheviot Timber Transport', 'NB', 1.05, null, null],
  ['Solway Log Haulage', 'DG', 1.08, null, null],
  ['Lammermuir Haulage', 'EL', 1.02, null, '2026-03-31'],
  ['Eden Valley Transport', 'CU', 1.1, null, null],
];
/** Haulage charge per m3 from each region (before the haulier's own rate). */
const HAUL_RATE: Record<string, number> = { SB: 7.5, EL: 9, ML: 9, NB: 10.5, DG: 12, CU: 13 };

/** Products: [prd_typ, thk_mm, wid_mm, len_m, kiln dried, treated, species weights in the sawing mix] */
type Product = { typ: string; thk: number; wid: number; len: number; kd: boolean; trt: boolean; spc: Record<string, number> };
const PRODUCTS: Product[] = [
  { typ: 'CAR', thk: 47, wid: 100, len: 4.8, kd: true, trt: true, spc: { SS: 3, NS: 3, SP: 3 } },
  { typ: 'CAR', thk: 47, wid: 150, len: 4.8, kd: true, trt: true, spc: { SS: 4, NS: 3, SP: 3 } },
  { typ: 'CAR', thk: 47, wid: 200, len: 4.8, kd: true, trt: true, spc: { SS: 3, DF: 3 } },
  { typ: 'CAR', thk: 47, wid: 225, len: 6.0, kd: true, trt: false, spc: { DF: 3 } },
  { typ: 'FEN', thk: 22, wid: 100, len: 3.6, kd: false, trt: true, spc: { SS: 3, NS: 2, SP: 2, LA: 1 } },
  { typ: 'FEN', thk: 38, wid: 87, len: 3.6, kd: false, trt: true, spc: { SS: 2, NS: 2, SP: 2 } },
  { typ: 'PKG', thk: 22, wid: 100, len: 2.4, kd: false, trt: false, spc: { SS: 2, NS: 2 } },
  { typ: 'CLD', thk: 22, wid: 150, len: 4.8, kd: false, trt: false, spc: { LA: 4, DF: 2 } },
  { typ: 'CLD', thk: 19, wid: 125, len: 3.6, kd: true, trt: false, spc: { WC: 6 } },
  { typ: 'BEA', thk: 150, wid: 150, len: 4.8, kd: false, trt: false, spc: { DF: 2, LA: 2, OK: 2 } },
  { typ: 'BEA', thk: 200, wid: 200, len: 6.0, kd: false, trt: false, spc: { DF: 2, OK: 2 } },
  { typ: 'SLP', thk: 100, wid: 200, len: 2.4, kd: false, trt: false, spc: { DF: 1, LA: 2, OK: 1 } },
  { typ: 'JNY', thk: 27, wid: 150, len: 2.7, kd: true, trt: false, spc: { OK: 3, AS: 4 } },
  { typ: 'JNY', thk: 52, wid: 200, len: 2.7, kd: true, trt: false, spc: { OK: 2, AS: 3 } },
];
/** List price per m3 of a product type (Sitka spruce 2025), times the species factor; treated +25. */
const TYPE_PX: Record<string, number> = { CAR: 330, FEN: 240, PKG: 190, CLD: 400, BEA: 430, SLP: 380, JNY: 520 };
const SPC_PX: Record<string, number> = { SS: 1, NS: 0.98, SP: 1.05, DF: 1.25, LA: 1.2, WC: 2.3, OK: 3.6, AS: 1.8 };

/** Kilns: [kiln_cd, capacity m3, hardwood kiln, kWh per m3] */
const KILNS: [string, number, boolean, number][] = [
  ['K1', 45, false, 150],
  ['K2', 45, false, 178],
  ['K3', 20, true, 410],
];

const SAWYERS: Record<string, [string, number, string | null][]> = {
  E: [['Davie Hadden', 3, null], ['Callum Scott', 2, null]],
  L: [['Rab Elliot', 2, null], ['Gary Turnbull', 2, null], ['Stevie Laidlaw', 2, '2026-03-02']],
};
/** Extra downtime a sawyer tends to have, in minutes. */
const SAWYER_DT: Record<string, number> = { 'Davie Hadden': 0, 'Callum Scott': 6, 'Rab Elliot': 10, 'Gary Turnbull': 3, 'Stevie Laidlaw': 14 };

type CustType = 'MER' | 'BLD' | 'FAR' | 'FNC' | 'JNR' | 'PRV';
/** [name, type, town] for the trade customers. */
const TRADE_CUSTOMERS: [string, CustType, string][] = [
  ['Borders Building Supplies', 'MER', 'Galashiels'],
  ['Jewson Galashiels', 'MER', 'Galashiels'],
  ['Travis Perkins Hawick', 'MER', 'Hawick'],
  ['MKM Berwick', 'MER', 'Berwick-upon-Tweed'],
  ['Selkirk Timber & Builders Merchants', 'MER', 'Selkirk'],
  ['Tweed Valley Builders Merchants', 'MER', 'Peebles'],
  ['Carlisle Timber Centre', 'MER', 'Carlisle'],
  ['Lothian Timber Supplies', 'MER', 'Dalkeith'],
  ['Alnwick Builders Merchants', 'MER', 'Alnwick'],
  ['Dumfries Timber Co', 'MER', 'Dumfries'],
  ['Kelso Farm & Building Supplies', 'MER', 'Kelso'],
  ['Hexham Timber Yard', 'MER', 'Hexham'],
  ['Kerr Construction', 'BLD', 'Kelso'],
  ['Brydon Homes', 'BLD', 'Hawick'],
  ['Elliot & Son Builders', 'BLD', 'Jedburgh'],
  ['Tait Joinery & Building', 'BLD', 'Duns'],
  ['Scott Brothers Builders', 'BLD', 'Selkirk'],
  ['Renwick Developments', 'BLD', 'Galashiels'],
  ['Hume Timber Frame', 'BLD', 'Earlston'],
  ['Lauder Builders', 'BLD', 'Lauder'],
  ['Eildon Homes', 'BLD', 'Melrose'],
  ['Ettrick Construction', 'BLD', 'Selkirk'],
  ['Oliver & Turnbull', 'BLD', 'Hawick'],
  ['Border Timber Frame Ltd', 'BLD', 'Kelso'],
  ['R. Anderson Builders', 'BLD', 'Coldstream'],
  ['Henderson Renovations', 'BLD', 'Peebles'],
  ['Yarrow Homes', 'BLD', 'Selkirk'],
  ['McLeod Building Services', 'BLD', 'Innerleithen'],
  ['Jedburgh Construction', 'BLD', 'Jedburgh'],
  ['Melrose Restorations', 'BLD', 'Melrose'],
  ['Coldstream Building Co', 'BLD', 'Coldstream'],
  ['Tweeddale Housing', 'BLD', 'Peebles'],
  ['Ashkirk Builders', 'BLD', 'Ashkirk'],
  ['Cheviot Self Build Co', 'BLD', 'Wooler'],
  ['Haig Contractors', 'BLD', 'Berwick-upon-Tweed'],
  ['Lammermuir Homes', 'BLD', 'Haddington'],
  ['Douglas & Weir Builders', 'BLD', 'Dalkeith'],
  ['Greenlaw Joinery & Construction', 'BLD', 'Greenlaw'],
  ['Newtown Builders', 'BLD', 'Newtown St Boswells'],
  ['Bowmont Construction', 'BLD', 'Yetholm'],
  ['Bowden Mains Farm', 'FAR', 'Bowden'],
  ['Whitmuir Farm', 'FAR', 'Selkirk'],
  ['Lilliesleaf Estate', 'FAR', 'Lilliesleaf'],
  ['Hownam Grange', 'FAR', 'Kelso'],
  ['Sprouston Farms', 'FAR', 'Kelso'],
  ['Mertoun Estate', 'FAR', 'St Boswells'],
  ['Ladykirk Farms', 'FAR', 'Norham'],
  ['Crailing Mains', 'FAR', 'Jedburgh'],
  ['Blackhouse Farm', 'FAR', 'Yarrow'],
  ['Greenknowe Farm', 'FAR', 'Gordon'],
  ['Nisbet Mill Farm', 'FAR', 'Jedburgh'],
  ['Kirkhope Farm', 'FAR', 'Ettrickbridge'],
  ['Swinton Estate Farms', 'FAR', 'Swinton'],
  ['Hutton Castle Farms', 'FAR', 'Hutton'],
  ['Borders Fencing', 'FNC', 'Galashiels'],
  ['A & J Fencing', 'FNC', 'Hawick'],
  ['Cheviot Fencing Contractors', 'FNC', 'Wooler'],
  ['Tweed Fencing Services', 'FNC', 'Kelso'],
  ['Solway Fencing', 'FNC', 'Lockerbie'],
  ['Lammermuir Fencing', 'FNC', 'Duns'],
  ['Teviot Agricultural Fencing', 'FNC', 'Hawick'],
  ['Ochiltree Furniture', 'JNR', 'Melrose'],
  ['Hawick Joinery', 'JNR', 'Hawick'],
  ['Peebles Woodcraft', 'JNR', 'Peebles'],
  ['Eildon Oak', 'JNR', 'Melrose'],
  ['Teviot Kitchens', 'JNR', 'Denholm'],
  ['Border Oak Frames', 'JNR', 'Kelso'],
  ['Abbey Joinery', 'JNR', 'Jedburgh'],
  ['Tweedbank Cabinet Makers', 'JNR', 'Tweedbank'],
  ['Northumbria Oak Frame', 'JNR', 'Morpeth'],
];
/** Merchants that buy only spruce and pine (their groups buy Douglas fir and larch centrally). */
const SPRUCE_PINE_ONLY = ['Jewson Galashiels', 'Travis Perkins Hawick', 'MKM Berwick'];
/** Renwick Developments stopped paying from 2026-05-01 and its account was closed. */
const DELINQUENT: [string, string, string] = ['Renwick Developments', '2026-05-01', '2026-09-15'];
/** Closed trade accounts: [name, closed]. */
const CLOSED: Record<string, string> = {
  'Renwick Developments': DELINQUENT[2],
  'Lauder Builders': '2025-08-29',
  'Hexham Timber Yard': '2026-03-31',
  'Nisbet Mill Farm': '2025-12-19',
  'Solway Fencing': '2026-06-30',
  'Tweedbank Cabinet Makers': '2025-05-30',
  'Douglas & Weir Builders': '2026-10-09',
};
/** Trade accounts opened during the period. */
const OPENED: Record<string, string> = {
  'Bowmont Construction': '2025-04-07',
  'Haig Contractors': '2025-09-01',
  'Northumbria Oak Frame': '2026-02-16',
  'Teviot Agricultural Fencing': '2025-06-02',
  'Hutton Castle Farms': '2026-04-20',
  'Lammermuir Homes': '2025-02-10',
};
/** Slow payers: [name, pay days min, max]. */
const SLOW: Record<string, [number, number]> = {
  'Brydon Homes': [45, 75],
  'Oliver & Turnbull': [40, 65],
  'Carlisle Timber Centre': [42, 58],
  'Kirkhope Farm': [60, 110],
  'Cheviot Fencing Contractors': [35, 70],
  'Melrose Restorations': [50, 95],
};

const FIRST_NAMES = [
  'Alan', 'Fiona', 'Graeme', 'Morag', 'Iain', 'Catriona', 'Euan', 'Kirsty', 'Neil', 'Shona', 'Ross', 'Lorna', 'Gordon',
  'Ailsa', 'Murray', 'Eilidh', 'Craig', 'Heather', 'Stuart', 'Jill', 'Douglas', 'Alison', 'Keith', 'Gillian',
  'Malcolm', 'Joanna', 'Hamish', 'Rachel', 'Colin', 'Isobel',
];
const LAST_NAMES = [
  'Scott', 'Elliot', 'Armstrong', 'Turnbull', 'Douglas', 'Kerr', 'Hume', 'Pringle', 'Rutherford', 'Laidlaw', 'Oliver',
  'Nichol', 'Brown', 'Anderson', 'Henderson', 'Murray', 'Robson', 'Thomson', 'Johnstone', 'Hogg', 'Amos', 'Riddell',
  'Cranston', 'Bell', 'Lyall', 'Tait', 'Crozier', 'Storie',
];
const TOWNS = ['Kelso', 'Melrose', 'Galashiels', 'Hawick', 'Jedburgh', 'Peebles', 'Selkirk', 'Duns', 'Coldstream', 'Earlston', 'Lauder', 'Berwick-upon-Tweed'];

function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
/** The mill works Monday to Friday and shuts from 24 December to 2 January. */
function isWorkDay(day: string): boolean {
  const w = dayOfWeek(day);
  if (w === 0 || w === 6) return false;
  const md = day.slice(5);
  return !(md >= '12-24' || md <= '01-02');
}
function nextWorkDay(day: string): string {
  let d = day;
  while (!isWorkDay(d)) d = addDays(d, 1);
  return d;
}
function addWorkDays(day: string, n: number): string {
  let d = day;
  for (let k = 0; k < n; k++) d = nextWorkDay(addDays(d, 1));
  return d;
}
/** Seasonal demand factor for timber sales by month. */
const SEASON = [0.6, 0.8, 1.0, 1.15, 1.2, 1.2, 1.1, 1.05, 1.1, 1.0, 0.9, 0.6];

interface Pack {
  id: number;
  no: string;
  run: number;
  sawn: string;
  spc: string;
  p: number;
  pcs: number;
  vol: number;
  chg: number | null;
  /** Day it can be sold (sawn day for green products, unloading day for kiln-dried ones); null while not ready. */
  avail: string | null;
  sts: string;
  ord: string | null;
  reserved: boolean;
}
interface Charge {
  id: number;
  no: string;
  kiln: string;
  spc: string;
  ld: string;
  unld: string | null;
  vol: number;
  tgt: number;
  fin: number | null;
  kwh: number;
  rdry: string;
  packs: Pack[];
  doneDay: string;
}
interface Customer {
  id: number;
  acct: string;
  nm: string;
  typ: CustType;
  town: string;
  trd: boolean;
  disc: number;
  opn: string;
  cls: string | null;
  w: number;
  pay: [number, number];
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // Parties: forest owners then hauliers.
  const pty: unknown[][] = [];
  const owners: { id: number; nm: string; rgn: string; w: number; strt: string; end: string | null; mix: [string, number][] }[] = [];
  OWNERS.forEach(([nm, rgn, w, fsc, strt, end], i) => {
    const id = i + 1;
    const start = strt ?? r.date('2009-01-01', '2024-06-30');
    pty.push([id, `FO${String(id).padStart(3, '0')}`, nm, 'OWN', rgn, fsc ? 'Y' : 'N', start, end]);
    const mix: [string, number][] = [];
    for (const [n, w2] of [[1, 5], [r.chance(0.7) ? 1 : 0, 3], [r.chance(0.35) ? 1 : 0, 2]] as const) {
      for (let t = 0; t < 20 && n > 0; t++) {
        const s = r.weighted(SPC_SUPPLY.filter(([c]) => !HARDWOOD.has(c)));
        if (!mix.some(([c]) => c === s)) {
          mix.push([s, w2]);
          break;
        }
      }
    }
    if (HARDWOOD_OWNERS.includes(nm)) mix.push(['OK', 4], ['AS', 2.5]);
    owners.push({ id, nm, rgn, w, strt: start, end, mix });
  });
  const hauliers: { id: number; rgn: string; f: number; end: string | null }[] = [];
  HAULIERS.forEach(([nm, rgn, f, strt, end], i) => {
    const id = OWNERS.length + i + 1;
    pty.push([id, `HL${String(i + 1).padStart(2, '0')}`, nm, 'HLR', rgn, 'N', strt ?? r.date('2005-01-01', '2022-12-31'), end]);
    hauliers.push({ id, rgn, f, end });
  });

  // Customers.
  const customers: Customer[] = [];
  TRADE_CUSTOMERS.forEach(([nm, typ, town]) => {
    const id = customers.length + 1;
    const typW: Record<CustType, number> = { MER: 4.5, BLD: 1.6, FAR: 0.9, FNC: 2.2, JNR: 1.4, PRV: 0.3 };
    const disc = typ === 'MER' ? r.pick([7.5, 10, 12.5]) : typ === 'BLD' || typ === 'FNC' ? r.pick([0, 5, 5, 7.5]) : r.pick([0, 0, 5]);
    customers.push({
      id,
      acct: '',
      nm,
      typ,
      town,
      trd: true,
      disc,
      opn: OPENED[nm] ?? r.date('2004-01-01', '2024-10-31'),
      cls: CLOSED[nm] ?? null,
      w: typW[typ] * (0.5 + r.next()),
      pay: SLOW[nm] ?? [12, 32],
    });
  });
  const personName = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
  for (let k = 0; k < 46; k++) {
    const [f, l] = personName();
    const opn = r.chance(0.25) ? r.date('2020-01-01', '2024-12-31') : r.date('2025-01-01', '2026-10-31');
    customers.push({
      id: customers.length + 1,
      acct: '',
      nm: `${f} ${l}`,
      typ: 'PRV',
      town: r.pick(TOWNS),
      trd: false,
      disc: 0,
      opn,
      cls: r.chance(0.12) ? addDays(opn, r.int(120, 400)) : null,
      w: 0.3 * (0.5 + r.next()),
      pay: [0, 0],
    });
  }
  for (const c of customers) {
    if (c.cls && c.cls > LAST_DAY) c.cls = null;
    c.acct = `${c.nm.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}${String(c.id).padStart(3, '0')}`;
  }

  const logStock: Record<string, number> = {};
  const logLoads: unknown[][] = [];
  const runs: unknown[][] = [];
  const packs: Pack[] = [];
  const charges: Charge[] = [];
  const kilnFree: Record<string, string> = {};
  const lines: unknown[][] = [];
  const orders: { no: string; cust: Customer; dt: string; dlv: string | null; sts: string; net: number }[] = [];
  let tkt = 0;
  let runId = 0;
  let packNo = 0;
  const chgSeq: Record<string, number> = {};
  const ordSeq: Record<string, number> = {};

  const available = (day: string) => packs.filter((p) => p.sts === 'STK' && !p.reserved && p.avail !== null && p.avail <= day);

  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    // Kiln charges that finish today release their packs.
    for (const c of charges) {
      if (c.unld === day) for (const p of c.packs) p.avail = day;
    }
    if (!isWorkDay(day)) continue;
    const yr = Number(day.slice(0, 4));

    // Log loads.
    const activeOwners = owners.filter((o) => o.strt <= day && (o.end === null || o.end >= day));
    const nLoads = r.poisson(day.slice(5, 7) === '11' || day.slice(5, 7) === '02' ? 2.3 : 2.0);
    for (let k = 0; k < nLoads; k++) {
      const o = r.weighted(activeOwners.map((x) => [x, x.w] as const));
      const spc = r.weighted(o.mix);
      const hw = HARDWOOD.has(spc);
      const grd = r.weighted(hw ? ([['A', 2], ['B', 5], ['C', 3]] as const) : ([['A', 2.5], ['B', 5.5], ['C', 2]] as const));
      const gi = grd === 'A' ? 0 : grd === 'B' ? 1 : 2;
      const vol = hw ? r.float(10, 20, 2) : r.float(22, 30, 2);
      const px = round((LOG_PX[spc]?.[gi] ?? 60) * (1 + normal(r) * 0.04) * (yr === 2026 ? 1.04 : 1), 2);
      const rej = r.chance(0.03);
      const activeH = hauliers.filter((h) => h.end === null || h.end >= day);
      const h = r.weighted(activeH.map((x) => [x, x.rgn === o.rgn ? 5 : x.rgn === 'SB' ? 2 : 0.3] as const));
      const hl = round(vol * (HAUL_RATE[o.rgn] ?? 9) * h.f * (1 + normal(r) * 0.03), 2);
      const plnt = hw ? r.int(1870, 1955) : yr - r.int(32, 62);
      tkt += 1;
      logLoads.push([tkt, `W${day.slice(2, 4)}${String(tkt).padStart(5, '0')}`, day, o.id, h.id, spc, grd, plnt, vol, px, rej ? 0 : round(vol * px, 2), hl, rej ? 'Y' : 'N']);
      if (!rej) logStock[spc] = (logStock[spc] ?? 0) + vol;
    }

    // Saw runs: the early shift always, the late shift when the log backlog is big.
    const backlog = Object.values(logStock).reduce((s, v) => s + v, 0);
    const shifts = backlog > 140 ? ['E', 'L'] : ['E'];
    for (const sh of shifts) {
      const candidates = Object.entries(logStock).filter(([s, v]) => v >= (HARDWOOD.has(s) ? 8 : 15));
      if (candidates.length === 0) break;
      // Hardwood is sawn when enough has built up; otherwise the biggest softwood pile.
      const hwReady = candidates.filter(([s, v]) => HARDWOOD.has(s) && v >= 25);
      const [spc, stock] = hwReady[0] ?? candidates.filter(([s]) => !HARDWOOD.has(s)).sort((a, b) => b[1] - a[1])[0] ?? candidates[0]!;
      const hw = HARDWOOD.has(spc);
      const logM3 = round(Math.min(stock, hw ? r.float(9, 15) : r.float(26, 35)), 2);
      logStock[spc] = stock - logM3;
      const sawyers = (SAWYERS[sh] ?? []).filter(([, , from]) => from === null || from <= day);
      const [swyr] = r.weighted(sawyers.map((s) => [s, s[1]] as const));
      const dt = r.weighted([[0, 4], [10, 3], [20, 3], [35, 2], [50, 1.5], [75, 1], [110, 0.5]] as const) + r.int(0, SAWYER_DT[swyr] ?? 0);
      runId += 1;
      const target = logM3 * (RECOVERY[spc] ?? 0.5) * (1 + normal(r) * 0.03);
      const prods = PRODUCTS.map((p, i) => [i, p.spc[spc] ?? 0] as const).filter(([, w]) => w > 0);
      let made = 0;
      while (made < target - 0.1) {
        const pi = r.weighted(prods);
        const p = PRODUCTS[pi]!;
        const piece = (p.thk * p.wid * p.len) / 1e6;
        const want = Math.min(hw ? r.float(0.6, 1.6) : r.float(1.8, 3.6), target - made);
        const pcs = Math.round(want / piece);
        if (pcs < 1) break;
        const vol = round(pcs * piece, 3);
        made += vol;
        packNo += 1;
        packs.push({
          id: packNo,
          no: `${day.slice(2, 4)}${String(packNo).padStart(5, '0')}`,
          run: runId,
          sawn: day,
          spc,
          p: pi,
          pcs,
          vol,
          chg: null,
          avail: p.kd ? null : day,
          sts: r.chance(0.012) ? 'WO' : 'STK',
          ord: null,
          reserved: false,
        });
      }
      const hrs = round(7.5 - dt / 60 + normal(r) * 0.1, 2);
      runs.push([runId, day, sh, spc, swyr, logM3, round(made, 3), hrs, dt]);
    }

    // Kilns: load a free kiln with one species of green packs waiting to be dried.
    for (const [kcd, cap, hwKiln, kwhM3] of KILNS) {
      if ((kilnFree[kcd] ?? '') >= day) continue;
      const waiting = packs.filter((p) => p.sts === 'STK' && p.chg === null && p.avail === null && PRODUCTS[p.p]!.kd && HARDWOOD.has(p.spc) === hwKiln);
      if (waiting.length === 0) continue;
      const bySpc = new Map<string, Pack[]>();
      for (const p of waiting) bySpc.set(p.spc, [...(bySpc.get(p.spc) ?? []), p]);
      const ranked = [...bySpc.entries()]
        .map(([s, ps]) => ({ s, ps, vol: ps.reduce((a, p) => a + p.vol, 0), oldest: ps[0]!.sawn }))
        .sort((a, b) => (a.oldest < b.oldest ? -1 : a.oldest > b.oldest ? 1 : b.vol - a.vol));
      const pick = ranked.find((x) => x.vol >= cap * 0.6) ?? ranked.find((x) => addDays(x.oldest, hwKiln ? 20 : 8) <= day);
      if (!pick) continue;
      const load: Pack[] = [];
      let vol = 0;
      for (const p of pick.ps) {
        if (vol + p.vol > cap) break;
        load.push(p);
        vol += p.vol;
      }
      if (load.length === 0) continue;
      const base = SPECIES.find((s) => s[0] === pick.s)?.[4] ?? 5;
      const rdry = r.chance(0.07);
      const days = Math.max(3, Math.round(base * (1 + normal(r) * 0.1))) + (rdry ? r.int(2, 4) : 0);
      const unld = nextWorkDay(addDays(day, days));
      const tgt = hwKiln ? 10 : pick.s === 'WC' ? 14 : 18;
      const fin = round(tgt - 0.9 + normal(r) * 0.9 - (rdry ? 0.6 : 0), 1);
      const kwh = Math.round(vol * kwhM3 * (1 + normal(r) * 0.06) * (rdry ? 1.3 : 1));
      const yy = day.slice(2, 4);
      chgSeq[yy] = (chgSeq[yy] ?? 0) + 1;
      const c: Charge = {
        id: charges.length + 1,
        no: `KC${yy}-${String(chgSeq[yy]).padStart(3, '0')}`,
        kiln: kcd,
        spc: pick.s,
        ld: day,
        unld: unld > LAST_DAY ? null : unld,
        vol: round(vol, 3),
        tgt,
        fin: unld > LAST_DAY ? null : fin,
        kwh: unld > LAST_DAY ? Math.round(kwh * 0.5) : kwh,
        rdry: unld > LAST_DAY ? 'N' : rdry ? 'Y' : 'N',
        packs: load,
        doneDay: unld,
      };
      for (const p of load) p.chg = c.id;
      charges.push(c);
      kilnFree[kcd] = c.doneDay;
    }

    // Orders.
    if (day < SALES_START) continue;
    const avail = available(day);
    const availVol = avail.reduce((s, p) => s + p.vol, 0);
    const month = Number(day.slice(5, 7));
    const lambda = 2.3 * (SEASON[month - 1] ?? 1) * Math.min(1.7, Math.max(0.3, Math.pow(availVol / 900, 0.8)));
    const nOrd = r.poisson(lambda);
    const activeCust = customers.filter((c) => c.opn <= day && (c.cls === null || c.cls > day));
    for (let k = 0; k < nOrd; k++) {
      const cust = r.weighted(activeCust.map((c) => [c, c.w] as const));
      const stock = available(day).filter((p) => !(SPRUCE_PINE_ONLY.includes(cust.nm) && !['SS', 'NS', 'SP'].includes(p.spc)));
      const pref: Record<CustType, Record<string, number>> = {
        MER: { CAR: 6, FEN: 3, PKG: 0.4, CLD: 1.5, SLP: 0.5 },
        BLD: { CAR: 6, CLD: 2, BEA: 1.5, SLP: 0.5 },
        FAR: { FEN: 4, SLP: 2, BEA: 1, PKG: 0.5 },
        FNC: { FEN: 6, SLP: 1 },
        JNR: { JNY: 5, CLD: 1, BEA: 1 },
        PRV: { CLD: 2, SLP: 2, BEA: 1.5, JNY: 1, FEN: 1 },
      };
      const nLines = r.weighted(
        cust.typ === 'MER' ? ([[1, 2], [2, 3], [3, 3], [4, 2]] as const) : cust.typ === 'BLD' ? ([[1, 4], [2, 3], [3, 1]] as const) : ([[1, 5], [2, 2]] as const),
      );
      const cancelled = r.chance(0.035);
      const yy = day.slice(2, 4);
      const used = new Set<string>();
      const ordLines: { key: string; p: number; spc: string; take: Pack[] }[] = [];
      for (let ln = 0; ln < nLines; ln++) {
        const volByKey = new Map<string, number>();
        for (const p of stock) {
          const key = `${p.p}|${p.spc}`;
          if (used.has(key) || !(PRODUCTS[p.p]!.typ in pref[cust.typ])) continue;
          if (cust.typ === 'JNR' && PRODUCTS[p.p]!.typ !== 'JNY' && !['OK', 'WC'].includes(p.spc)) continue;
          volByKey.set(key, (volByKey.get(key) ?? 0) + p.vol);
        }
        if (volByKey.size === 0) break;
        const key = r.weighted([...volByKey.entries()].map(([kk, v]) => [kk, (pref[cust.typ][PRODUCTS[Number(kk.split('|')[0])]!.typ] ?? 0) * Math.sqrt(v)] as const));
        used.add(key);
        const [pi, spc] = [Number(key.split('|')[0]), key.split('|')[1] ?? ''];
        const want = ({ MER: r.float(4, 14), BLD: r.float(1.5, 7), FAR: r.float(1.5, 6), FNC: r.float(3, 9), JNR: r.float(0.5, 2.5), PRV: r.float(0.3, 2) } as const)[cust.typ] * (HARDWOOD.has(spc) ? 0.5 : 1);
        const take: Pack[] = [];
        let vol = 0;
        for (const p of stock) {
          if (p.p !== pi || p.spc !== spc || take.includes(p)) continue;
          if (take.length > 0 && vol >= want) break;
          take.push(p);
          vol += p.vol;
        }
        ordLines.push({ key, p: pi, spc, take });
      }
      if (ordLines.length === 0) continue;
      ordSeq[yy] = (ordSeq[yy] ?? 0) + 1;
      const no = `SO${yy}-${String(ordSeq[yy]).padStart(5, '0')}`;
      const mth = r.weighted(
        ({
          MER: [['OWN', 5], ['HLR', 3], ['COL', 1]],
          BLD: [['OWN', 6], ['COL', 2], ['HLR', 1]],
          FAR: [['OWN', 4], ['COL', 3]],
          FNC: [['COL', 4], ['OWN', 3]],
          JNR: [['OWN', 3], ['COL', 3]],
          PRV: [['COL', 6], ['OWN', 3]],
        } as Record<CustType, [string, number][]>)[cust.typ],
      );
      const dlvDay = addWorkDays(day, mth === 'COL' ? r.int(0, 3) : r.int(1, 7));
      const cnclDay = cancelled ? addWorkDays(day, r.int(0, 4)) : null;
      let sts = 'DLV';
      let dlv: string | null = dlvDay;
      let cncl: string | null = null;
      if (cnclDay && cnclDay <= LAST_DAY) {
        sts = 'CNC';
        dlv = null;
        cncl = cnclDay;
      } else if (dlvDay > LAST_DAY) {
        sts = 'OPN';
        dlv = null;
      }
      let net = 0;
      ordLines.forEach((ol, i) => {
        const p = PRODUCTS[ol.p]!;
        const qty = round(ol.take.reduce((s, x) => s + x.vol, 0), 3);
        const list = ((TYPE_PX[p.typ] ?? 300) * (SPC_PX[ol.spc] ?? 1) + (p.trt ? 25 : 0)) * (day >= '2026-01-01' ? 1.03 : 1);
        const px = round(list * (1 - cust.disc / 100), 2);
        const amt = round(qty * px, 2);
        net += amt;
        lines.push([no, i + 1, day, cust.id, ol.spc, p.typ, p.thk, p.wid, p.len, p.kd ? 'Y' : 'N', p.trt ? 'Y' : 'N', qty, px, amt, sts, mth, dlv, cncl]);
        for (const x of ol.take) {
          if (sts === 'DLV') {
            x.sts = 'DSP';
            x.ord = no;
          } else if (sts === 'OPN') x.reserved = true;
        }
      });
      orders.push({ no, cust, dt: day, dlv, sts, net: round(net, 2) });
    }
  }

  // Packs still in a kiln, and old stock written off.
  for (const c of charges) {
    if (c.unld === null) for (const p of c.packs) p.sts = 'KLN';
  }
  for (const p of packs) {
    if (p.sts !== 'STK' || p.reserved) continue;
    if (p.sawn < '2026-01-01' && r.chance(PRODUCTS[p.p]!.kd ? 0.1 : 0.35)) p.sts = 'WO';
    else if (r.chance(0.004)) p.sts = 'WO';
  }

  // The sales ledger: one invoice per delivered order.
  const ledger: unknown[][] = [];
  const delivered = orders.filter((o) => o.sts === 'DLV').sort((a, b) => (a.dlv! < b.dlv! ? -1 : a.dlv! > b.dlv! ? 1 : a.no < b.no ? -1 : 1));
  const invSeq: Record<string, number> = {};
  for (const o of delivered) {
    const inv = o.dlv!;
    const yy = inv.slice(2, 4);
    invSeq[yy] = (invSeq[yy] ?? 0) + 1;
    const invNo = `IN${yy}${String(invSeq[yy]).padStart(5, '0')}`;
    const vat = round(o.net * 0.2, 2);
    const total = round(o.net + vat, 2);
    const due = o.cust.trd ? addDays(inv, 30) : inv;
    let status = 'Paid';
    let paid = total;
    let paidOn: string | null = o.cust.trd ? addDays(inv, r.int(o.cust.pay[0], o.cust.pay[1])) : inv;
    if (o.cust.trd && r.chance(0.015)) {
      status = 'Credited';
      paid = 0;
      paidOn = null;
    } else if (o.cust.nm === DELINQUENT[0] && inv >= DELINQUENT[1]) {
      paidOn = null;
    }
    if (status !== 'Credited' && (paidOn === null || paidOn > LAST_DAY)) {
      paidOn = null;
      if (o.cust.trd && r.chance(0.25)) {
        status = 'Part Paid';
        paid = round(total * r.float(0.3, 0.7), 2);
      } else {
        status = 'Outstanding';
        paid = 0;
      }
    }
    ledger.push([invNo, o.no, o.cust.acct, o.cust.nm, inv, due, o.net, vat, total, paid, paidOn, status]);
  }

  return [
    'CREATE SCHEMA hsm;',
    `CREATE TABLE hsm.spc (spc_cd varchar(2) PRIMARY KEY, spc_nm text NOT NULL, bot_nm text NOT NULL, hw_yn char(1) NOT NULL, kd_dys smallint NOT NULL,
      dens_kg smallint NOT NULL);`,
    `CREATE TABLE hsm.pty (pty_id integer PRIMARY KEY, pty_cd varchar(5) NOT NULL UNIQUE, pty_nm text NOT NULL, pty_typ varchar(3) NOT NULL,
      rgn_cd varchar(2) NOT NULL, fsc_yn char(1) NOT NULL, strt_dt date NOT NULL, end_dt date);`,
    `CREATE TABLE hsm.log_ld (ld_id integer PRIMARY KEY, tkt_no varchar(8) NOT NULL UNIQUE, ld_dt date NOT NULL,
      sllr_pty_id integer NOT NULL REFERENCES hsm.pty (pty_id), hlr_pty_id integer NOT NULL REFERENCES hsm.pty (pty_id),
      spc_cd varchar(2) NOT NULL REFERENCES hsm.spc (spc_cd), grd_cd char(1) NOT NULL, plnt_yr smallint NOT NULL, vol_m3 numeric(6,2) NOT NULL,
      px_m3 numeric(7,2) NOT NULL, amt_gbp numeric(10,2) NOT NULL, hl_gbp numeric(8,2) NOT NULL, rej_yn char(1) NOT NULL);`,
    `CREATE TABLE hsm.saw_run (run_id integer PRIMARY KEY, run_dt date NOT NULL, shft_cd char(1) NOT NULL, spc_cd varchar(2) NOT NULL REFERENCES hsm.spc (spc_cd),
      swyr_nm text NOT NULL, log_m3 numeric(6,2) NOT NULL, swn_m3 numeric(7,3) NOT NULL, run_hrs numeric(4,2) NOT NULL, dt_min smallint NOT NULL);`,
    `CREATE TABLE hsm.kiln_chg (chg_id integer PRIMARY KEY, chg_no varchar(8) NOT NULL UNIQUE, kiln_cd varchar(2) NOT NULL,
      spc_cd varchar(2) NOT NULL REFERENCES hsm.spc (spc_cd), ld_dt date NOT NULL, unld_dt date, vol_m3 numeric(6,3) NOT NULL,
      tgt_mc numeric(4,1) NOT NULL, fin_mc numeric(4,1), kwh integer NOT NULL, rdry_yn char(1) NOT NULL);`,
    `CREATE TABLE hsm.pack (pack_id integer PRIMARY KEY, pack_no varchar(8) NOT NULL UNIQUE, run_id integer NOT NULL REFERENCES hsm.saw_run (run_id),
      chg_id integer REFERENCES hsm.kiln_chg (chg_id), prd_typ varchar(3) NOT NULL, thk_mm smallint NOT NULL, wid_mm smallint NOT NULL,
      len_m numeric(3,1) NOT NULL, pcs integer NOT NULL, vol_m3 numeric(6,3) NOT NULL, trt_yn char(1) NOT NULL, sts_cd varchar(3) NOT NULL, ord_no varchar(10));`,
    `CREATE TABLE hsm.cust (cust_id integer PRIMARY KEY, acct_cd varchar(6) NOT NULL UNIQUE, cust_nm text NOT NULL, cust_typ varchar(3) NOT NULL,
      town text NOT NULL, trd_yn char(1) NOT NULL, disc_pct numeric(4,1) NOT NULL, opn_dt date NOT NULL, cls_dt date);`,
    `CREATE TABLE hsm.ord_ln (ord_no varchar(10) NOT NULL, ln_no smallint NOT NULL, ord_dt date NOT NULL, cust_id integer NOT NULL REFERENCES hsm.cust (cust_id),
      spc_cd varchar(2) NOT NULL REFERENCES hsm.spc (spc_cd), prd_typ varchar(3) NOT NULL, thk_mm smallint NOT NULL, wid_mm smallint NOT NULL,
      len_m numeric(3,1) NOT NULL, kd_yn char(1) NOT NULL, trt_yn char(1) NOT NULL, qty_m3 numeric(7,3) NOT NULL, px_m3 numeric(8,2) NOT NULL,
      ln_amt numeric(10,2) NOT NULL, sts_cd varchar(3) NOT NULL, dlv_mth varchar(3) NOT NULL, dlv_dt date, cncl_dt date, PRIMARY KEY (ord_no, ln_no));`,
    `CREATE TABLE hsm."Sales Ledger" ("Invoice No" text NOT NULL, "Order No" text NOT NULL, "Account" text NOT NULL, "Customer Name" text NOT NULL,
      "Invoice Date" date NOT NULL, "Due Date" date NOT NULL, "Net Amount" numeric(10,2) NOT NULL, "VAT" numeric(10,2) NOT NULL,
      "Invoice Total" numeric(10,2) NOT NULL, "Amount Paid" numeric(10,2) NOT NULL, "Paid On" date, "Status" text NOT NULL);`,
    insertRows('hsm.spc', ['spc_cd', 'spc_nm', 'bot_nm', 'hw_yn', 'kd_dys', 'dens_kg'], SPECIES),
    insertRows('hsm.pty', ['pty_id', 'pty_cd', 'pty_nm', 'pty_typ', 'rgn_cd', 'fsc_yn', 'strt_dt', 'end_dt'], pty),
    insertRows(
      'hsm.log_ld',
      ['ld_id', 'tkt_no', 'ld_dt', 'sllr_pty_id', 'hlr_pty_id', 'spc_cd', 'grd_cd', 'plnt_yr', 'vol_m3', 'px_m3', 'amt_gbp', 'hl_gbp', 'rej_yn'],
      logLoads,
    ),
    insertRows('hsm.saw_run', ['run_id', 'run_dt', 'shft_cd', 'spc_cd', 'swyr_nm', 'log_m3', 'swn_m3', 'run_hrs', 'dt_min'], runs),
    insertRows(
      'hsm.kiln_chg',
      ['chg_id', 'chg_no', 'kiln_cd', 'spc_cd', 'ld_dt', 'unld_dt', 'vol_m3', 'tgt_mc', 'fin_mc', 'kwh', 'rdry_yn'],
      charges.map((c) => [c.id, c.no, c.kiln, c.spc, c.ld, c.unld, c.vol, c.tgt, c.fin, c.kwh, c.rdry]),
    ),
    insertRows(
      'hsm.pack',
      ['pack_id', 'pack_no', 'run_id', 'chg_id', 'prd_typ', 'thk_mm', 'wid_mm', 'len_m', 'pcs', 'vol_m3', 'trt_yn', 'sts_cd', 'ord_no'],
      packs.map((p) => {
        const pr = PRODUCTS[p.p]!;
        return [p.id, p.no, p.run, p.chg, pr.typ, pr.thk, pr.wid, pr.len, p.pcs, p.vol, pr.trt ? 'Y' : 'N', p.sts, p.ord];
      }),
    ),
    insertRows(
      'hsm.cust',
      ['cust_id', 'acct_cd', 'cust_nm', 'cust_typ', 'town', 'trd_yn', 'disc_pct', 'opn_dt', 'cls_dt'],
      customers.map((c) => [c.id, c.acct, c.nm, c.typ, c.town, c.trd ? 'Y' : 'N', c.disc, c.opn, c.cls]),
    ),
    insertRows(
      'hsm.ord_ln',
      ['ord_no', 'ln_no', 'ord_dt', 'cust_id', 'spc_cd', 'prd_typ', 'thk_mm', 'wid_mm', 'len_m', 'kd_yn', 'trt_yn', 'qty_m3', 'px_m3', 'ln_amt', 'sts_cd', 'dlv_mth', 'dlv_dt', 'cncl_dt'],
      lines,
    ),
    insertRows(
      'hsm."Sales Ledger"',
      ['"Invoice No"', '"Order No"', '"Account"', '"Customer Name"', '"Invoice Date"', '"Due Date"', '"Net Amount"', '"VAT"', '"Invoice Total"', '"Amount Paid"', '"Paid On"', '"Status"'],
      ledger,
    ),
  ].join('\n');
}
