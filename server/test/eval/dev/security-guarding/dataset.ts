/**
 * Ardcairn Security Services Ltd, a manned-security (contract guarding) company in Ireland. It supplies licensed
 * security officers to client sites: office campuses, retail stores and shopping centres, construction sites,
 * hospitals, warehouses / data centres and event venues. Head office and the Dublin branch are in Sandyford; there
 * are branch offices in Cork and Galway. Every officer works out of one branch and every site is serviced by one
 * branch. Clients sign a guarding contract per site at an agreed hourly charge rate; the officers are employees
 * paid by the hour. Every officer must hold a current licence from the Private Security Authority (PSA) to work.
 *
 * This is the operations and billing database as it stood at 08:00 on 2026-11-25, after the night shifts that
 * started on 2026-11-24 had ended: every shift that started on or before 2026-11-24 is final. Money is in euro,
 * held in cents (integer columns ending in `_cents`); charge rates and invoice net amounts are ex VAT, and VAT on
 * security services is 23%. Rows dated after 2026-11-24 are plans: the roster runs to 2026-12-20, a site contract
 * due to start in December, training courses booked.
 *
 * Branch codes (`brnch_cd`, on sites and officers; there is no branch table): DUB Dublin (Sandyford, head office),
 * CRK Cork, GWY Galway.
 *
 * Schema `grd`:
 *
 * - `clnt`: client companies, current and past, keyed by `clnt_id`. `clnt_no` the account number ('C1001' ...);
 *   `clnt_nm` the company name; `sector_cd` the client's business: PRP property / facilities management (landlords
 *   of offices and shopping centres), RTL retailer, CNS construction contractor, EVT events promoter, HC healthcare
 *   provider, LOG logistics / distribution, PUB public sector body, COR corporate (a company guarding its own
 *   premises); `acct_mgr_nm` our account manager for the client; `pay_terms_dd` the payment terms in days (an
 *   invoice is due that many days after its invoice date); `po_req_yn` Y when the client requires a purchase order
 *   number on every invoice, N otherwise; `vat_no` the client's VAT number; `clnt_since_dt` the day the client's
 *   first contract started. A client is a current client while at least one of its sites is live (see `site`).
 *
 * - `site`: the client sites we guard or have guarded, one row per site contract, keyed by `site_id`. `site_cd` a
 *   short code ('HPT' ...); `site_nm` the site name; `clnt_id` the client (`clnt.clnt_id`); `site_typ_cd` the kind of
 *   site: OFF office building / campus, RET retail store, SHC shopping centre or retail park, CON construction site,
 *   EVT event venue (officers supplied on event days only), HOS hospital, IND warehouse, depot or data centre;
 *   `brnch_cd` the branch that services the site; `cnty_nm` the county; `cntr_start_dt` the first day of the
 *   guarding contract; `cntr_end_dt` the last day of the contract, NULL while it runs with no end agreed (a date in
 *   the future means notice has been given and the contract runs until then); `chg_rt_cents` the current hourly
 *   charge rate, ex VAT, in cents (rates went up on 2026-07-01; the rate in force on a given shift is on the shift
 *   row); `ptrl_yn` Y a patrol site: on every night shift (a shift starting at 18:00 or later) the officer walks
 *   the patrol route and scans its checkpoints (see `chkpt`), N static guarding only. A site is live on a day
 *   between its contract start and end (end NULL = open-ended); a site whose contract starts after today is signed
 *   but not live yet.
 *
 * - `offr`: security officers and supervisors, current and past, keyed by `offr_id`. `emp_no` the payroll number
 *   ('E0101' ...); `first_nm`, `last_nm`; `brnch_cd` the branch they work out of; `grade_cd` OFF security officer, SUP
 *   supervisor (runs a team of officers and also works some shifts); `emp_typ_cd` FT full-time (rostered about 40
 *   to 48 hours a week), PT part-time (up to about 28 hours), RLF relief (on the relief panel, offered shifts as
 *   needed, no guaranteed hours); `supv_offr_id` the supervisor the officer reports to (`offr.offr_id`; NULL for
 *   supervisors, who report to the branch manager, who is not in this table); `hire_dt` the day they started;
 *   `term_dt` their last day of employment, NULL while still employed (a current officer); `pay_rt_cents` the
 *   officer's current basic hourly pay rate in cents (basic rates went up on 2026-07-01; the rate paid on a shift
 *   is on the shift row); `psa_lic_no` the PSA licence number; `psa_exp_dt` the day their current PSA licence
 *   expires (licences are renewed every three years; a licence is valid up to and including that day).
 *
 * - `trng`: training courses officers have taken or are booked on, keyed by `trng_id`. `offr_id` (`offr.offr_id`);
 *   `crs_cd` the course: MH manual handling (certificate valid 3 years), FA occupational first aid (valid 2 years),
 *   FW fire warden (valid 3 years), CM conflict management (no expiry), SP Safe Pass, the construction-site safety
 *   card (valid 4 years; needed for construction sites), CTV CCTV operation (no expiry); `crs_dt` the day of the
 *   course (or the day booked for a coming course); `rslt_cd` P passed, F failed, BKD booked (a coming course);
 *   `exp_dt` the day the certificate expires, only for a passed course of a kind that expires, else NULL; a
 *   certificate is valid up to and including `exp_dt`; `cost_cents` the course fee we paid, ex VAT (charged when
 *   booked, so booked courses have it too); `prov_nm` the training provider.
 *
 * - `shft`: the roster, one row per shift (one officer at one site for one stretch of hours), keyed by `shft_id`.
 *   Shifts before 2026-01-01 were rostered in the old system and are not here (invoices and incidents go back to
 *   January 2025). `site_id` (`site.site_id`); `offr_id` the officer rostered (`offr.offr_id`), NULL for a coming
 *   shift nobody has been assigned to yet (an open or unfilled shift); `shft_dt` the day the shift starts (a night
 *   shift belongs to the day it starts); `strt_tm` the rostered start time; `plan_hrs` the rostered (planned)
 *   hours; `stat_cd` RST rostered (a coming shift), WRK worked, NSH no-show (the officer did not turn up and did not
 *   work), CXL cancelled by the client (not worked, not billed, not paid); `wrk_hrs` the hours actually worked
 *   (from the time-and-attendance clock), NULL unless worked: more than planned when the officer was held over,
 *   less when they left early; `ot_hrs` the hours of the shift paid as overtime at time-and-a-half, NULL unless
 *   worked, else 0 or more: the hours held over past the rostered end, and all the hours of a cover shift;
 *   `cvr_for_shft_id` on a cover shift, the no-show shift it covers (`shft.shft_id`), else NULL: when an officer
 *   no-shows, the control room calls in another officer on overtime, who starts later than the rostered start;
 *   the cover shift's plan_hrs are the hours that were left of the no-show shift (a no-show without a cover shift
 *   left the post uncovered); `pay_rt_cents` the hourly pay rate for the shift: the officer's basic rate in force
 *   that day plus a night premium of 100 cents an hour for shifts starting at 18:00 or later (NULL when no officer
 *   is assigned); `bill_rt_cents` the site's hourly charge rate in force that day, ex VAT.
 *   Definitions the business uses: hours worked are `wrk_hrs` of worked (WRK) shifts, cover shifts included. The
 *   no-show rate is the no-shows as a percentage of the shifts that were due to be worked (WRK and NSH); cancelled
 *   and coming shifts are left out. A shift is billed for its worked hours at its charge rate: billed amount =
 *   wrk_hrs * bill_rt_cents. Its pay cost is wrk_hrs * pay_rt_cents plus the overtime premium 0.5 * ot_hrs *
 *   pay_rt_cents. Gross margin = billed amount - pay cost (employer's PRSI and other overheads are not counted);
 *   gross margin % = gross margin / billed amount * 100.
 *
 * - `inc`: incident reports written by officers at sites, keyed by `inc_id`. `inc_ref` ('IR26-0001' ...); `site_id`
 *   the site (`site.site_id`); `shft_id` the shift during which it was reported (`shft.shft_id`; NULL for
 *   incidents before 2026, which predate the roster system); `rpt_offr_id` the officer who wrote the report
 *   (`offr.offr_id`); `inc_ts` when it happened (date and time); `inc_typ_cd` THF theft (shoplifting, theft of
 *   materials or stock), TRS trespass / intruder, VAN vandalism or criminal damage, ASB anti-social behaviour, ASL
 *   assault or threats against staff or officers, MED medical emergency, FIR fire or fire alarm activation, ALM
 *   intruder alarm activation (no intruder found), HS health and safety hazard, EJC ejection of a patron from an
 *   event; `sev_cd` severity: L low, M medium, H high, C critical; `gda_yn` Y when An Garda Siochana (the police,
 *   "the gardai") were called, N otherwise; `loss_cents` the estimated value of goods stolen or damaged, only for THF and VAN
 *   incidents (NULL otherwise, and NULL for a theft where nothing was taken); `cls_dt` the day the report was
 *   closed by the supervisor, NULL while the incident is still open; `smry_txt` a one-line summary.
 *
 * - `chkpt`: patrol checkpoints (NFC tags fixed around patrol sites), keyed by `chkpt_id`. `site_id`
 *   (`site.site_id`); `seq_no` the checkpoint's place on the patrol route; `chkpt_nm` where it is; `tag_uid` the
 *   tag's id; `actv_yn` Y on the route now, N retired (the tag was removed; it may have scans from before).
 *
 * - `ptrl_scan`: checkpoint scans logged by the guard-tour app, one row per scan, keyed by `scan_id`. The app went
 *   live on 2026-10-05; there are no scans before that. `chkpt_id` (`chkpt.chkpt_id`); `shft_id` the shift the
 *   officer was working (`shft.shft_id`); `offr_id` the officer logged in to the app (`offr.offr_id`); `scan_ts`
 *   when the tag was scanned. A patrol round walks the route once, scanning each checkpoint; an officer usually does
 *   two or three rounds a night shift.
 *
 * - `inv`: client invoices, keyed by `inv_id`: one invoice per client per month, for the worked hours at all the
 *   client's sites in that month, raised in the first days of the next month. `inv_no` ('SI2610-004' ...);
 *   `clnt_id` (`clnt.clnt_id`); `bill_prd` the month billed as an integer yyyymm (202610 = October 2026); `inv_dt`
 *   the invoice date; `due_dt` the day payment is due (the invoice date plus the client's payment terms); `po_no`
 *   the client's purchase order number, NULL for clients who do not use them; `hrs_billed` the hours billed;
 *   `amt_net_cents` the amount ex VAT in cents; `vat_cents` the VAT (23%); `stat_cd` ISS issued and unpaid, PD paid,
 *   CRN credited (cancelled in full by a credit note because it was wrong; a corrected invoice for the same client
 *   and month was raised, so a credited invoice is never owed and is not revenue); `pd_dt` the day payment was
 *   received, NULL unless paid. An invoice is overdue when it is unpaid (ISS) and its due date is before today.
 *   Revenue for a period is the net amount (ex VAT) of the invoices, credited ones excepted, whose billing month
 *   (`bill_prd`) falls in the period, whatever the invoice date. November 2026 has not been invoiced yet. Days to
 *   pay = pd_dt - inv_dt.
 */
import { addDays, dayOfWeek, daysBetween, insertRows, maxDate, minDate, pad, seededRandom, uniqueNames } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const ROSTER_FROM = '2026-01-01';
const ROSTER_TO = '2026-12-20';
const TOUR_FROM = '2026-10-05';
const HIST_FROM = '2025-01-01';
const RATE_RISE = '2026-07-01';

const BANK_HOL = new Set([
  '2025-01-01', '2025-02-03', '2025-03-17', '2025-04-21', '2025-05-05', '2025-06-02', '2025-08-04', '2025-10-27', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-02-02', '2026-03-17', '2026-04-06', '2026-05-04', '2026-06-01', '2026-08-03', '2026-10-26', '2026-12-25', '2026-12-26',
]);

const yyyymm = (d: string) => Number(d.slice(0, 4) + d.slice(5, 7));
const mondayOf = (d: string) => addDays(d, -((dayOfWeek(d) + 6) % 7));
/** Minutes since midnight of 'HH:MM'. */
const mins = (tm: string) => Number(tm.slice(0, 2)) * 60 + Number(tm.slice(3, 5));
/** A timestamp text `m` minutes after midnight of day `d` (m may run past 24 hours). */
const tsAt = (d: string, m: number) => {
  const day = addDays(d, Math.floor(m / 1440));
  const mm = ((m % 1440) + 1440) % 1440;
  return `${day} ${pad(Math.floor(mm / 60), 2)}:${pad(mm % 60, 2)}:00`;
};
const tmOf = (m: number) => `${pad(Math.floor((m % 1440) / 60), 2)}:${pad(m % 60, 2)}`;
const roundHalf = (h: number) => Math.round(h * 2) / 2;

// ------------------------------------------------------------------------------------------------ clients
interface Client {
  id: number;
  nm: string;
  sector: string;
  mgr: string;
  terms: number;
  po: 'Y' | 'N';
  payMean: number;
  paySd: number;
}
const CLIENTS: Client[] = [
  { id: 1, nm: 'Liffey Quay Properties Ltd', sector: 'PRP', mgr: 'Deirdre Nolan', terms: 30, po: 'Y', payMean: 27, paySd: 5 },
  { id: 2, nm: "Brennan's Foodstores Ltd", sector: 'RTL', mgr: 'Colm Fahy', terms: 45, po: 'Y', payMean: 41, paySd: 6 },
  { id: 3, nm: 'Corrib Shopping Centre DAC', sector: 'PRP', mgr: 'Maeve Costello', terms: 30, po: 'N', payMean: 33, paySd: 6 },
  { id: 4, nm: 'Kelleher Construction Ltd', sector: 'CNS', mgr: 'Colm Fahy', terms: 60, po: 'Y', payMean: 64, paySd: 9 },
  { id: 5, nm: 'Murphy & Rourke Builders', sector: 'CNS', mgr: 'Deirdre Nolan', terms: 45, po: 'N', payMean: 47, paySd: 7 },
  { id: 6, nm: 'Atlantic Live Promotions', sector: 'EVT', mgr: 'Maeve Costello', terms: 30, po: 'N', payMean: 52, paySd: 14 },
  { id: 7, nm: 'Brigid Healthcare DAC', sector: 'HC', mgr: 'Deirdre Nolan', terms: 30, po: 'Y', payMean: 29, paySd: 4 },
  { id: 8, nm: 'Shannon Freight Logistics', sector: 'LOG', mgr: 'Colm Fahy', terms: 45, po: 'Y', payMean: 38, paySd: 6 },
  { id: 9, nm: 'Galway County Council', sector: 'PUB', mgr: 'Maeve Costello', terms: 30, po: 'Y', payMean: 24, paySd: 4 },
  { id: 10, nm: 'Fitzwilliam Software Ltd', sector: 'COR', mgr: 'Deirdre Nolan', terms: 30, po: 'N', payMean: 18, paySd: 4 },
  { id: 11, nm: 'Mahon Retail Park Management CLG', sector: 'PRP', mgr: 'Colm Fahy', terms: 30, po: 'N', payMean: 36, paySd: 6 },
  { id: 12, nm: 'Bluebell Garden Centres Ltd', sector: 'RTL', mgr: 'Colm Fahy', terms: 30, po: 'N', payMean: 30, paySd: 5 },
  { id: 13, nm: 'Kestrel Data Centres Ltd', sector: 'COR', mgr: 'Deirdre Nolan', terms: 30, po: 'Y', payMean: 21, paySd: 3 },
];

// ------------------------------------------------------------------------------------------------ sites
interface Slot {
  dows: number[];
  tm: string;
  hrs: number;
}
interface Site {
  id: number;
  cd: string;
  nm: string;
  clnt: number;
  typ: string;
  br: string;
  cnty: string;
  start: string;
  end: string | null;
  rate: number;
  upl: number;
  ptrl: 'Y' | 'N';
  slots: Slot[];
  closedBankHol: boolean;
}
const ALL = [0, 1, 2, 3, 4, 5, 6];
const WKDAY = [1, 2, 3, 4, 5];
const SITES: Site[] = [
  { id: 1, cd: 'HPT', nm: 'Harbour Point Campus', clnt: 1, typ: 'OFF', br: 'DUB', cnty: 'Dublin', start: '2021-03-01', end: null, rate: 2780, upl: 1.03, ptrl: 'Y', slots: [{ dows: ALL, tm: '19:00', hrs: 12 }], closedBankHol: false },
  { id: 2, cd: 'GCH', nm: 'Grand Canal House', clnt: 1, typ: 'OFF', br: 'DUB', cnty: 'Dublin', start: '2022-06-01', end: '2025-06-30', rate: 2650, upl: 1.0, ptrl: 'N', slots: [{ dows: WKDAY, tm: '08:00', hrs: 10 }], closedBankHol: true },
  { id: 3, cd: 'BTL', nm: "Brennan's Tallaght", clnt: 2, typ: 'RET', br: 'DUB', cnty: 'Dublin', start: '2020-09-01', end: null, rate: 2540, upl: 1.025, ptrl: 'N', slots: [{ dows: [0, 4, 5, 6], tm: '12:00', hrs: 9 }], closedBankHol: false },
  { id: 4, cd: 'BDG', nm: "Brennan's Douglas", clnt: 2, typ: 'RET', br: 'CRK', cnty: 'Cork', start: '2023-02-01', end: null, rate: 2490, upl: 1.025, ptrl: 'N', slots: [{ dows: [0, 5, 6], tm: '12:00', hrs: 9 }], closedBankHol: false },
  { id: 5, cd: 'BSH', nm: "Brennan's Salthill", clnt: 2, typ: 'RET', br: 'GWY', cnty: 'Galway', start: '2024-04-01', end: null, rate: 2490, upl: 1.025, ptrl: 'N', slots: [{ dows: [0, 5, 6], tm: '13:00', hrs: 8 }], closedBankHol: false },
  { id: 6, cd: 'CSC', nm: 'Corrib Shopping Centre', clnt: 3, typ: 'SHC', br: 'GWY', cnty: 'Galway', start: '2019-05-01', end: null, rate: 2620, upl: 1.035, ptrl: 'N', slots: [{ dows: [1, 2, 3, 4, 5, 6], tm: '09:00', hrs: 12 }, { dows: [0], tm: '11:00', hrs: 8 }], closedBankHol: false },
  { id: 7, cd: 'CHW', nm: 'Cherrywood Block C', clnt: 4, typ: 'CON', br: 'DUB', cnty: 'Dublin', start: '2024-10-14', end: null, rate: 2690, upl: 1.03, ptrl: 'Y', slots: [{ dows: ALL, tm: '18:00', hrs: 12 }, { dows: [0, 6], tm: '06:00', hrs: 12 }], closedBankHol: false },
  { id: 8, cd: 'BLC', nm: 'Ballincollig Residential', clnt: 4, typ: 'CON', br: 'CRK', cnty: 'Cork', start: '2025-03-03', end: '2026-08-14', rate: 2580, upl: 1.0, ptrl: 'N', slots: [{ dows: ALL, tm: '18:00', hrs: 12 }], closedBankHol: false },
  { id: 9, cd: 'ADM', nm: 'Adamstown Schools Project', clnt: 5, typ: 'CON', br: 'DUB', cnty: 'Dublin', start: '2026-03-02', end: null, rate: 2640, upl: 1.0, ptrl: 'N', slots: [{ dows: ALL, tm: '18:00', hrs: 12 }], closedBankHol: false },
  { id: 10, cd: 'CLG', nm: 'Clongriffin Apartments', clnt: 5, typ: 'CON', br: 'DUB', cnty: 'Dublin', start: '2026-12-07', end: null, rate: 2690, upl: 1.0, ptrl: 'N', slots: [{ dows: ALL, tm: '18:00', hrs: 12 }], closedBankHol: false },
  { id: 11, cd: 'PRS', nm: 'Pearse Stadium', clnt: 6, typ: 'EVT', br: 'GWY', cnty: 'Galway', start: '2023-05-01', end: null, rate: 3350, upl: 1.03, ptrl: 'N', slots: [], closedBankHol: false },
  { id: 12, cd: 'CSG', nm: 'Cork Showgrounds', clnt: 6, typ: 'EVT', br: 'CRK', cnty: 'Cork', start: '2024-03-01', end: null, rate: 3350, upl: 1.03, ptrl: 'N', slots: [], closedBankHol: false },
  { id: 13, cd: 'SBH', nm: "St Brigid's Private Hospital", clnt: 7, typ: 'HOS', br: 'DUB', cnty: 'Dublin', start: '2022-01-10', end: null, rate: 2860, upl: 1.035, ptrl: 'N', slots: [{ dows: ALL, tm: '20:00', hrs: 12 }], closedBankHol: false },
  { id: 14, cd: 'BCL', nm: 'Ballycoolin Distribution Centre', clnt: 8, typ: 'IND', br: 'DUB', cnty: 'Dublin', start: '2023-09-01', end: null, rate: 2560, upl: 1.03, ptrl: 'Y', slots: [{ dows: ALL, tm: '19:00', hrs: 12 }], closedBankHol: false },
  { id: 15, cd: 'RGK', nm: 'Ringaskiddy Depot', clnt: 8, typ: 'IND', br: 'CRK', cnty: 'Cork', start: '2024-01-08', end: '2027-01-29', rate: 2560, upl: 1.03, ptrl: 'N', slots: [{ dows: WKDAY, tm: '18:00', hrs: 12 }], closedBankHol: false },
  { id: 16, cd: 'PHB', nm: 'County Buildings, Prospect Hill', clnt: 9, typ: 'OFF', br: 'GWY', cnty: 'Galway', start: '2025-02-03', end: null, rate: 2520, upl: 1.02, ptrl: 'N', slots: [{ dows: WKDAY, tm: '08:00', hrs: 10 }], closedBankHol: true },
  { id: 17, cd: 'FWH', nm: 'Fitzwilliam Software HQ', clnt: 10, typ: 'OFF', br: 'DUB', cnty: 'Dublin', start: '2024-06-04', end: null, rate: 2720, upl: 1.03, ptrl: 'N', slots: [{ dows: WKDAY, tm: '07:00', hrs: 12 }], closedBankHol: true },
  { id: 18, cd: 'MRP', nm: 'Mahon Retail Park', clnt: 11, typ: 'SHC', br: 'CRK', cnty: 'Cork', start: '2022-11-01', end: '2026-04-30', rate: 2590, upl: 1.0, ptrl: 'N', slots: [{ dows: ALL, tm: '10:00', hrs: 10 }], closedBankHol: false },
  { id: 19, cd: 'BGN', nm: 'Bluebell Garden Centre Naas', clnt: 12, typ: 'RET', br: 'DUB', cnty: 'Kildare', start: '2024-03-01', end: '2025-09-30', rate: 2450, upl: 1.0, ptrl: 'N', slots: [{ dows: [0, 6], tm: '10:00', hrs: 8 }], closedBankHol: false },
  { id: 20, cd: 'KDC', nm: 'Kestrel Data Centre Clonee', clnt: 13, typ: 'IND', br: 'DUB', cnty: 'Meath', start: '2026-09-14', end: null, rate: 2940, upl: 1.0, ptrl: 'Y', slots: [{ dows: ALL, tm: '07:00', hrs: 12 }, { dows: ALL, tm: '19:00', hrs: 12 }], closedBankHol: false },
  { id: 21, cd: 'BSW', nm: "Brennan's Swords", clnt: 2, typ: 'RET', br: 'DUB', cnty: 'Dublin', start: '2026-06-01', end: null, rate: 2540, upl: 1.0, ptrl: 'N', slots: [{ dows: [0, 5, 6], tm: '12:00', hrs: 9 }], closedBankHol: false },
];
const siteBy = (id: number) => SITES[id - 1] as Site;
const liveOn = (s: Site, d: string) => s.start <= d && (s.end === null || s.end >= d);
/** The charge rate in force on a day. */
const chargeRate = (s: Site, d: string) => {
  if (d >= RATE_RISE || s.start >= RATE_RISE) return s.rate;
  const h1 = Math.round(s.rate / s.upl);
  if (d >= '2026-01-01') return h1;
  return Math.round(h1 / 1.025);
};

// ------------------------------------------------------------------------------------------------ officers
type Grade = 'OFF' | 'SUP';
type EmpTyp = 'FT' | 'PT' | 'RLF';
interface Officer {
  id: number;
  no: string;
  first: string;
  last: string;
  br: string;
  grade: Grade;
  typ: EmpTyp;
  supv: number | null;
  hire: string;
  term: string | null;
  rate: number;
  lic: string;
  psaExp: string;
  pending: boolean;
  ns: number;
  sp: boolean;
}
/** [branch, grade, type, hire, term, supervisor slot (0/1 for Dublin), note] */
type OffrSpec = [string, Grade, EmpTyp, string, string | null, number];
const OFFR_SPECS: OffrSpec[] = [
  ['DUB', 'SUP', 'FT', '2015-04-13', null, 0],
  ['DUB', 'SUP', 'FT', '2019-09-02', null, 1],
  ['CRK', 'SUP', 'FT', '2017-02-20', null, 0],
  ['GWY', 'SUP', 'FT', '2018-06-11', null, 0],
  // Dublin officers
  ['DUB', 'OFF', 'FT', '2016-10-03', null, 0],
  ['DUB', 'OFF', 'FT', '2017-05-15', null, 1],
  ['DUB', 'OFF', 'FT', '2018-01-22', null, 0],
  ['DUB', 'OFF', 'FT', '2019-03-04', null, 1],
  ['DUB', 'OFF', 'FT', '2020-07-27', null, 0],
  ['DUB', 'OFF', 'FT', '2021-02-15', null, 1],
  ['DUB', 'OFF', 'FT', '2021-11-08', null, 0],
  ['DUB', 'OFF', 'FT', '2022-05-30', null, 1],
  ['DUB', 'OFF', 'FT', '2023-01-16', null, 0],
  ['DUB', 'OFF', 'FT', '2023-08-21', null, 1],
  ['DUB', 'OFF', 'FT', '2024-04-08', null, 0],
  ['DUB', 'OFF', 'FT', '2025-02-10', null, 1],
  ['DUB', 'OFF', 'FT', '2026-05-11', null, 0],
  ['DUB', 'OFF', 'FT', '2026-09-07', null, 1],
  ['DUB', 'OFF', 'FT', '2026-09-07', null, 0],
  ['DUB', 'OFF', 'PT', '2019-10-14', null, 1],
  ['DUB', 'OFF', 'PT', '2022-09-12', null, 0],
  ['DUB', 'OFF', 'PT', '2024-10-21', null, 1],
  ['DUB', 'OFF', 'RLF', '2021-06-14', null, 0],
  ['DUB', 'OFF', 'RLF', '2023-11-06', null, 1],
  ['DUB', 'OFF', 'RLF', '2025-05-19', null, 0],
  ['DUB', 'OFF', 'RLF', '2026-11-09', null, 0],
  ['DUB', 'OFF', 'FT', '2018-08-20', '2026-03-20', 0],
  ['DUB', 'OFF', 'PT', '2023-03-13', '2026-07-31', 1],
  ['DUB', 'OFF', 'RLF', '2022-02-07', '2025-11-30', 0],
  ['DUB', 'OFF', 'FT', '2026-02-09', '2026-06-19', 1],
  // Cork officers
  ['CRK', 'OFF', 'FT', '2017-09-18', null, 0],
  ['CRK', 'OFF', 'FT', '2019-04-01', null, 0],
  ['CRK', 'OFF', 'FT', '2021-08-09', null, 0],
  ['CRK', 'OFF', 'FT', '2023-05-22', null, 0],
  ['CRK', 'OFF', 'FT', '2025-03-03', null, 0],
  ['CRK', 'OFF', 'PT', '2020-11-16', null, 0],
  ['CRK', 'OFF', 'PT', '2024-02-26', null, 0],
  ['CRK', 'OFF', 'RLF', '2022-06-20', null, 0],
  ['CRK', 'OFF', 'RLF', '2025-09-15', null, 0],
  ['CRK', 'OFF', 'FT', '2025-02-24', '2026-08-21', 0],
  // Galway officers
  ['GWY', 'OFF', 'FT', '2018-03-12', null, 0],
  ['GWY', 'OFF', 'FT', '2020-09-07', null, 0],
  ['GWY', 'OFF', 'FT', '2022-04-25', null, 0],
  ['GWY', 'OFF', 'FT', '2026-04-20', null, 0],
  ['GWY', 'OFF', 'PT', '2021-05-10', null, 0],
  ['GWY', 'OFF', 'PT', '2023-10-02', null, 0],
  ['GWY', 'OFF', 'RLF', '2024-07-15', null, 0],
  ['GWY', 'OFF', 'PT', '2024-01-15', '2026-05-15', 0],
];

const IRISH_FIRST = ['Sean', 'Ciaran', 'Declan', 'Padraig', 'Eoin', 'Niall', 'Darragh', 'Conor', 'Cathal', 'Fergal', 'Dermot', 'Brendan', 'Kevin', 'Gary', 'Alan', 'Aoife', 'Siobhan', 'Niamh', 'Orla', 'Grainne', 'Sinead', 'Ciara', 'Paul', 'Shane', 'Thomas', 'Denis', 'Michael', 'John'];
const IRISH_LAST = ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', 'Byrne', 'Ryan', "O'Brien", 'Doyle', 'McCarthy', 'Gallagher', 'Doherty', 'Kennedy', 'Lynch', 'Murray', 'Quinn', 'Moore', 'McLoughlin', 'Carroll', 'Connolly', 'Daly', 'Dunne', 'Burke', 'Collins', 'Farrell', 'Fitzgerald', 'Hayes', 'Keane', 'Nolan', 'Power', 'Cullen', 'Hegarty'];
const NAME_GROUPS: [string[], string[], number][] = [
  [IRISH_FIRST, IRISH_LAST, 58],
  [['Tomasz', 'Marek', 'Piotr', 'Krzysztof', 'Pawel', 'Agnieszka'], ['Kowalczyk', 'Wisniewski', 'Nowak', 'Zielinski', 'Lewandowski'], 12],
  [['Andrius', 'Tadas', 'Mindaugas', 'Darius'], ['Kazlauskas', 'Petrauskas', 'Jankauskas'], 7],
  [['Chinedu', 'Emeka', 'Oluwaseun', 'Adebayo', 'Ngozi'], ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun'], 10],
  [['Ionut', 'Florin', 'Andrei', 'Mihai'], ['Popescu', 'Ionescu', 'Dumitru'], 6],
  [['Rafael', 'Thiago', 'Bruno', 'Lucas'], ['Silva', 'Santos', 'Oliveira', 'Costa'], 7],
];

// ------------------------------------------------------------------------------------------------ rows
interface Shift {
  id: number;
  site: Site;
  offr: Officer | null;
  dt: string;
  tm: string;
  plan: number;
  stat: string;
  wrk: number | null;
  ot: number | null;
  cvrFor: Shift | null;
  pay: number | null;
  bill: number;
}
interface Incident {
  id: number;
  ref: string;
  site: Site;
  shft: Shift | null;
  offr: Officer;
  ts: string;
  typ: string;
  sev: string;
  gda: string;
  loss: number | null;
  cls: string | null;
  smry: string;
}
interface Invoice {
  id: number;
  no: string;
  clnt: Client;
  prd: number;
  dt: string;
  due: string;
  po: string | null;
  hrs: number;
  net: number;
  vat: number;
  stat: string;
  pd: string | null;
}

const INC_TYPES: Record<string, [string, number][]> = {
  RET: [['THF', 60], ['ASB', 18], ['ASL', 8], ['MED', 8], ['HS', 6]],
  SHC: [['THF', 30], ['ASB', 30], ['MED', 15], ['ASL', 8], ['HS', 10], ['FIR', 7]],
  CON: [['TRS', 40], ['THF', 25], ['VAN', 20], ['HS', 10], ['FIR', 5]],
  OFF: [['ALM', 35], ['TRS', 15], ['MED', 20], ['FIR', 20], ['HS', 10]],
  HOS: [['ASB', 35], ['ASL', 30], ['MED', 10], ['TRS', 10], ['FIR', 5], ['THF', 10]],
  IND: [['TRS', 35], ['ALM', 25], ['THF', 20], ['VAN', 10], ['HS', 10]],
  EVT: [['MED', 35], ['EJC', 30], ['ASB', 20], ['ASL', 10], ['HS', 5]],
};
/** Incidents per officer-shift by site type. */
const INC_RATE: Record<string, number> = { RET: 0.075, SHC: 0.06, CON: 0.035, OFF: 0.012, HOS: 0.05, IND: 0.022, EVT: 0.05 };
const SUMMARY: Record<string, string[]> = {
  THF: ['Shoplifter detained, goods recovered', 'Shoplifting, suspect left the premises', 'Copper cable taken from compound', 'Power tools missing from container', 'Pallet of stock missing from yard', 'Theft from staff locker'],
  TRS: ['Intruders found on site and escorted off', 'Youths climbing the hoarding', 'Unauthorised vehicle in the yard', 'Person sleeping rough in stairwell'],
  VAN: ['Hoarding panels damaged', 'Graffiti on gable wall', 'Windows of site cabin broken', 'Vehicle barrier damaged'],
  ASB: ['Group causing a disturbance at entrance', 'Intoxicated person refused entry', 'Verbal abuse towards staff', 'Loitering group moved on'],
  ASL: ['Officer pushed while detaining a suspect', 'Staff member threatened by customer', 'Visitor assaulted a nurse, restrained until Gardai arrived', 'Threats made to officer at gate'],
  MED: ['Person collapsed, ambulance called', 'First aid given for a cut hand', 'Patron fainted in the crowd', 'Slip and fall, first aid given'],
  FIR: ['Fire alarm activation, building evacuated', 'Small bin fire extinguished', 'False fire alarm from burnt toast', 'Smoke from electrical panel'],
  ALM: ['Intruder alarm activation, building checked, all clear', 'Alarm triggered by cleaner, reset', 'Perimeter sensor alarm, no cause found'],
  HS: ['Spillage in aisle, area cordoned off', 'Loose scaffold board reported', 'Blocked fire exit reported to client', 'Broken lighting in car park reported'],
  EJC: ['Patron ejected for fighting', 'Patron ejected for climbing barrier', 'Patron ejected for pitch incursion'],
};

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // ---------------------------------------------------------------- officers
  const usedNames = new Set<string>();
  const makers = NAME_GROUPS.map(([f, l]) => uniqueNames(r, f, l, usedNames));
  const sorted = OFFR_SPECS.map((s, k) => ({ s, k })).sort((a, b) => (a.s[3] < b.s[3] ? -1 : a.s[3] > b.s[3] ? 1 : a.k - b.k));
  const officers: Officer[] = [];
  for (const [order, { s }] of sorted.entries()) {
    const [br, grade, typ, hire, term] = s;
    const g = r.weighted(NAME_GROUPS.map((grp, k) => [k, grp[2]] as const));
    const [first, last] = (makers[g] as () => [string, string])();
    const years = Math.max(0, 2026 - Number(hire.slice(0, 4)));
    const rate = grade === 'SUP' ? 1890 + 10 * r.int(0, 9) : 1555 + 5 * Math.min(20, years * 2 + r.int(0, 3));
    // current PSA expiry: renewed every three years from a date near the hire date
    let exp = addDays(hire, r.int(300, 1000));
    while (exp < '2026-11-25') exp = addDays(exp, 365 * 3);
    if (term !== null) {
      exp = addDays(hire, r.int(300, 1000));
      while (exp < term) exp = addDays(exp, 365 * 3);
    }
    officers.push({
      id: order + 1,
      no: `E${pad(101 + order, 4)}`,
      first,
      last,
      br,
      grade,
      typ,
      supv: null,
      hire,
      term,
      rate,
      lic: `0${r.int(210000, 899999)}`,
      psaExp: exp,
      pending: false,
      ns: grade === 'SUP' ? 0.004 : (typ === 'FT' ? 0.011 : typ === 'PT' ? 0.02 : 0.04) * r.float(0.3, 2.2),
      sp: false,
    });
  }
  // supervisors and teams
  const sups = (br: string) => officers.filter((o) => o.grade === 'SUP' && o.br === br);
  for (const [k, { s }] of sorted.entries()) {
    const o = officers[k] as Officer;
    if (o.grade === 'SUP') continue;
    const list = sups(o.br);
    o.supv = (list[Math.min(s[5], list.length - 1)] as Officer).id;
  }
  // PSA licence cases: renewals due soon, a lapse
  const current = (br: string, typ?: EmpTyp) =>
    officers.filter((o) => o.term === null && o.grade === 'OFF' && o.br === br && (typ === undefined || o.typ === typ) && o.hire < '2026-01-01');
  const setExp = (o: Officer, d: string, pending = false) => {
    o.psaExp = d;
    o.pending = pending;
  };
  setExp(current('DUB', 'FT')[3] as Officer, '2026-12-09', true);
  setExp(current('CRK', 'FT')[1] as Officer, '2026-12-02', true);
  setExp(current('GWY', 'FT')[2] as Officer, '2027-01-12');
  setExp(current('DUB', 'RLF')[1] as Officer, '2026-12-28');
  setExp(current('DUB', 'FT')[7] as Officer, '2027-01-19');
  setExp(current('DUB', 'FT')[5] as Officer, '2026-10-20');
  for (const o of officers) {
    if (o.psaExp > '2026-11-24' && o.psaExp < '2027-01-24' && !['2026-12-09', '2026-12-02', '2027-01-12', '2026-12-28', '2027-01-19'].includes(o.psaExp)) {
      o.psaExp = addDays(o.psaExp, 120);
    }
  }
  const employedOn = (o: Officer, d: string) => o.hire <= d && (o.term === null || o.term >= d);
  const licensedOn = (o: Officer, d: string) => o.pending || o.psaExp >= d;
  const payRate = (o: Officer, d: string) => (d >= RATE_RISE || o.hire >= RATE_RISE ? o.rate : Math.round(o.rate / 1.03));

  // regular teams per site
  const team = new Map<number, Set<number>>();
  for (const s of SITES) {
    const pool = officers.filter((o) => o.br === s.br && o.grade === 'OFF' && o.typ !== 'RLF');
    const n = s.typ === 'EVT' ? 0 : s.slots.reduce((a, x) => a + x.dows.length, 0) >= 9 ? 4 : 3;
    team.set(s.id, new Set(r.shuffle(pool).slice(0, n).map((o) => o.id)));
  }
  for (const o of officers) {
    if (SITES.some((s) => s.typ === 'CON' && team.get(s.id)?.has(o.id))) o.sp = true;
    else if (o.br !== 'GWY' && o.grade === 'OFF' && r.chance(0.6)) o.sp = true;
  }

  // ---------------------------------------------------------------- event calendar
  const events = new Map<string, { site: Site; tm: string; hrs: number; n: number }[]>();
  for (const s of SITES.filter((x) => x.typ === 'EVT')) {
    for (let m = 0; m < 24; m++) {
      const first = `${2025 + Math.floor(m / 12)}-${pad((m % 12) + 1, 2)}-01`;
      const mo = (m % 12) + 1;
      const season = mo >= 4 && mo <= 9;
      const n = s.cd === 'PRS' ? (season ? r.int(3, 4) : r.int(0, 1)) : season || mo === 3 || mo === 10 ? 2 : r.int(0, 1);
      const used = new Set<string>();
      for (let k = 0; k < n; k++) {
        let d = addDays(first, r.int(0, 27));
        while (dayOfWeek(d) !== 6 && dayOfWeek(d) !== 0) d = addDays(d, 1);
        if (used.has(d) || d < s.start || d > ROSTER_TO) continue;
        used.add(d);
        const ev = { site: s, tm: s.cd === 'PRS' ? r.pick(['12:00', '13:00', '16:00']) : r.pick(['10:00', '17:00']), hrs: s.cd === 'PRS' ? 7 : 8, n: s.cd === 'PRS' ? r.int(4, 6) : r.int(3, 5) };
        const list = events.get(d) ?? [];
        list.push(ev);
        events.set(d, list);
      }
    }
  }
  /** The planned posts of a site on a day: start time, hours, officers. */
  const postsOn = (s: Site, d: string): { tm: string; hrs: number; n: number }[] => {
    if (!liveOn(s, d)) return [];
    if (s.typ === 'EVT') return (events.get(d) ?? []).filter((e) => e.site === s);
    if (s.closedBankHol && BANK_HOL.has(d)) return [];
    if ((s.typ === 'RET' || s.typ === 'SHC') && (d.slice(5) === '12-25' || d.slice(5) === '01-01')) return [];
    return s.slots.filter((x) => x.dows.includes(dayOfWeek(d))).map((x) => ({ tm: x.tm, hrs: x.hrs, n: 1 }));
  };

  // ---------------------------------------------------------------- shifts
  const shifts: Shift[] = [];
  const dayBusy = new Map<string, { tm: string; hrs: number }>(); // officer|date
  const weekHrs = new Map<string, number>(); // officer|monday
  const capOf = (o: Officer) => (o.grade === 'SUP' ? 24 : o.typ === 'FT' ? 48 : o.typ === 'PT' ? 28 : 40);
  const free = (o: Officer, d: string, tm: string) => {
    if (dayBusy.has(`${o.id}|${d}`)) return false;
    const prev = dayBusy.get(`${o.id}|${addDays(d, -1)}`);
    if (prev && mins(prev.tm) >= 18 * 60 && mins(tm) < 18 * 60) return false;
    return true;
  };
  const book = (o: Officer, d: string, tm: string, hrs: number) => {
    dayBusy.set(`${o.id}|${d}`, { tm, hrs });
    const k = `${o.id}|${mondayOf(d)}`;
    weekHrs.set(k, (weekHrs.get(k) ?? 0) + hrs);
  };
  const pickOfficer = (s: Site, d: string, tm: string, hrs: number, exclude: Set<number>, overtime: boolean): Officer | null => {
    const base = officers.filter((o) => employedOn(o, d) && licensedOn(o, d) && !exclude.has(o.id) && free(o, d, tm) && (s.typ !== 'CON' || o.sp || o.grade === 'SUP'));
    for (const pass of [0, 1, 2, 3]) {
      const pool = pass === 3 ? officers.filter((o) => employedOn(o, d) && licensedOn(o, d) && !exclude.has(o.id) && free(o, d, tm)) : base;
      const cands = pool.filter((o) => {
        if (pass < 2 && o.br !== s.br) return false;
        if (overtime || pass >= 2) return true;
        const wk = weekHrs.get(`${o.id}|${mondayOf(d)}`) ?? 0;
        return wk + hrs <= capOf(o) + (pass === 1 ? 12 : 0);
      });
      if (cands.length === 0) continue;
      return r.weighted(
        cands.map((o) => {
          const wk = weekHrs.get(`${o.id}|${mondayOf(d)}`) ?? 0;
          let w = o.grade === 'SUP' ? 0.4 : o.typ === 'FT' ? 3 : o.typ === 'PT' ? 2 : 1.5;
          if (team.get(s.id)?.has(o.id)) w *= 8;
          if (overtime && o.typ === 'RLF') w *= 3;
          w *= 0.2 + Math.max(0, capOf(o) - wk) / capOf(o);
          return [o, w] as const;
        }),
      );
    }
    return null;
  };

  // one whole Pearse Stadium event cancelled (storm)
  let stormDay: string | null = null;
  for (const [d, list] of [...events.entries()].sort()) {
    if (d >= '2026-02-01' && d < '2026-03-31' && list.some((e) => e.site.cd === 'PRS')) {
      stormDay = d;
      break;
    }
  }

  for (let d = ROSTER_FROM; d <= ROSTER_TO; d = addDays(d, 1)) {
    const posts: { s: Site; tm: string; hrs: number }[] = [];
    for (const s of SITES) for (const p of postsOn(s, d)) for (let k = 0; k < p.n; k++) posts.push({ s, tm: p.tm, hrs: p.hrs });
    posts.sort((a, b) => mins(a.tm) - mins(b.tm) || a.s.id - b.s.id);
    const past = d <= LAST_DAY;
    for (const p of posts) {
      const unfilled = !past && d >= '2026-12-01' && r.chance(0.1);
      const o = unfilled ? null : pickOfficer(p.s, d, p.tm, p.hrs, new Set(), false);
      if (o) book(o, d, p.tm, p.hrs);
      const sh: Shift = {
        id: 0, site: p.s, offr: o, dt: d, tm: p.tm, plan: p.hrs, stat: 'RST', wrk: null, ot: null, cvrFor: null,
        pay: o ? payRate(o, d) + (mins(p.tm) >= 18 * 60 ? 100 : 0) : null,
        bill: chargeRate(p.s, d),
      };
      shifts.push(sh);
      if (!past || !o) continue;
      if (d === stormDay && p.s.cd === 'PRS') {
        sh.stat = 'CXL';
        continue;
      }
      if (p.s.typ !== 'CON' && r.chance(0.01)) {
        sh.stat = 'CXL';
        continue;
      }
      if (r.chance(o.ns)) {
        sh.stat = 'NSH';
        if (r.chance(0.82)) {
          const delay = r.pick([1, 1.5, 2, 2, 3]);
          const cvTm = tmOf(mins(p.tm) + delay * 60);
          const cv = pickOfficer(p.s, d, cvTm, p.hrs - delay, new Set([o.id]), true);
          if (cv) {
            book(cv, d, cvTm, p.hrs - delay);
            const wrk = p.hrs - delay + (r.chance(0.1) ? 0.5 : 0);
            shifts.push({
              id: 0, site: p.s, offr: cv, dt: d, tm: cvTm, plan: p.hrs - delay, stat: 'WRK', wrk, ot: wrk, cvrFor: sh,
              pay: payRate(cv, d) + (mins(cvTm) >= 18 * 60 ? 100 : 0), bill: chargeRate(p.s, d),
            });
          }
        }
        continue;
      }
      sh.stat = 'WRK';
      const held = r.chance(p.s.typ === 'EVT' ? 0.25 : 0.07);
      const early = !held && r.chance(0.025);
      if (held) {
        const extra = r.pick([0.5, 0.5, 1, 1, 1.5, 2]);
        sh.wrk = p.hrs + extra;
        sh.ot = extra;
      } else if (early) {
        sh.wrk = p.hrs - r.pick([0.5, 1, 1, 2]);
        sh.ot = 0;
      } else {
        sh.wrk = p.hrs;
        sh.ot = 0;
      }
    }
  }
  shifts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : mins(a.tm) - mins(b.tm) || a.site.id - b.site.id));
  shifts.forEach((s, k) => (s.id = k + 1));

  // ---------------------------------------------------------------- incidents
  const incidents: Incident[] = [];
  const makeIncident = (s: Site, shft: Shift | null, offr: Officer, ts: string) => {
    const typ = r.weighted(INC_TYPES[s.typ] as [string, number][]);
    let sev = r.weighted([['L', 45], ['M', 35], ['H', 15], ['C', 5]] as const);
    if (typ === 'ASL' && sev === 'L') sev = 'M';
    if ((typ === 'ALM' || typ === 'HS') && sev === 'C') sev = 'M';
    const pG = typ === 'ASL' ? 0.65 : typ === 'THF' ? (sev === 'H' || sev === 'C' ? 0.75 : 0.15) : typ === 'TRS' ? 0.4 : typ === 'VAN' ? 0.35 : typ === 'ASB' ? 0.15 : 0.02;
    let loss: number | null = null;
    if (typ === 'THF') {
      if (r.chance(0.12)) loss = null;
      else if (s.typ === 'RET' || s.typ === 'SHC') loss = 100 * r.int(15, sev === 'L' ? 120 : 450);
      else loss = 100 * r.int(300, sev === 'L' ? 1500 : 9000);
    } else if (typ === 'VAN') loss = 100 * r.int(80, 3200);
    const d = ts.slice(0, 10);
    let cls: string | null = addDays(d, r.int(0, sev === 'H' || sev === 'C' ? 30 : 10));
    if (cls > LAST_DAY || (daysBetween(d, LAST_DAY) < 20 && r.chance(0.4)) || r.chance(0.02)) cls = null;
    const smry = r.pick(SUMMARY[typ] as string[]);
    incidents.push({ id: 0, ref: '', site: s, shft, offr, ts, typ, sev, gda: r.chance(pG) ? 'Y' : 'N', loss, cls, smry });
  };
  for (const sh of shifts) {
    if (sh.stat !== 'WRK' || sh.dt > LAST_DAY || !sh.offr) continue;
    if (!r.chance(INC_RATE[sh.site.typ] as number)) continue;
    const ts = tsAt(sh.dt, mins(sh.tm) + r.int(10, Math.round((sh.wrk as number) * 60) - 10));
    if (ts >= '2026-11-25') continue;
    makeIncident(sh.site, sh, sh.offr, ts);
  }
  for (let d = HIST_FROM; d < ROSTER_FROM; d = addDays(d, 1)) {
    for (const s of SITES) {
      for (const p of postsOn(s, d)) {
        for (let k = 0; k < p.n; k++) {
          if (!r.chance(INC_RATE[s.typ] as number)) continue;
          const pool = officers.filter((o) => o.br === s.br && employedOn(o, d));
          const o = r.pick(pool);
          makeIncident(s, null, o, tsAt(d, mins(p.tm) + r.int(10, p.hrs * 60 - 10)));
        }
      }
    }
  }
  incidents.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.site.id - b.site.id));
  const incSeq = new Map<string, number>();
  incidents.forEach((x, k) => {
    x.id = k + 1;
    const yy = x.ts.slice(2, 4);
    const n = (incSeq.get(yy) ?? 0) + 1;
    incSeq.set(yy, n);
    x.ref = `IR${yy}-${pad(n, 4)}`;
  });

  // ---------------------------------------------------------------- checkpoints and scans
  const CHK: Record<string, string[]> = {
    HPT: ['Main reception', 'Car park level -1', 'Loading bay', 'Plant room roof access', 'North stairwell'],
    CHW: ['Site gate A', 'Tower crane base', 'Materials compound', 'Welfare cabins', 'Block C scaffold NE'],
    BCL: ['Gatehouse', 'Yard east fence', 'Dock doors 1-12', 'Fuel bunker'],
    KDC: ['Security lobby', 'Generator yard', 'West fence line', 'Data hall 1 corridor', 'Chiller compound'],
  };
  const chkpts: { id: number; site: Site; seq: number; nm: string; tag: string; actv: string }[] = [];
  for (const s of SITES.filter((x) => x.ptrl === 'Y')) {
    (CHK[s.cd] as string[]).forEach((nm, k) => {
      chkpts.push({ id: chkpts.length + 1, site: s, seq: k + 1, nm, tag: `04${r.int(0x100000, 0xffffff).toString(16).toUpperCase()}${r.int(0x1000, 0xffff).toString(16).toUpperCase()}`, actv: s.cd === 'CHW' && nm === 'Block C scaffold NE' ? 'N' : 'Y' });
    });
  }
  const RETIRED_FROM = '2026-11-06';
  const scans: { chk: number; sh: Shift; ts: string }[] = [];
  for (const sh of shifts) {
    if (sh.stat !== 'WRK' || sh.dt < TOUR_FROM || sh.dt > LAST_DAY || sh.site.ptrl !== 'Y' || mins(sh.tm) < 18 * 60) continue;
    if (r.chance(0.035)) continue; // no patrol logged at all
    const rounds = r.weighted([[2, 70], [3, 22], [1, 8]] as const);
    const route = chkpts.filter((c) => c.site === sh.site && (c.actv === 'Y' || sh.dt < RETIRED_FROM));
    for (let k = 0; k < rounds; k++) {
      let m = mins(sh.tm) + 60 + k * 240 + r.int(0, 40);
      for (const c of route) {
        m += r.int(3, 8);
        if (r.chance(0.05)) continue;
        scans.push({ chk: c.id, sh, ts: tsAt(sh.dt, m) });
      }
    }
  }
  scans.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.chk - b.chk));

  // ---------------------------------------------------------------- invoices
  const invoices: Invoice[] = [];
  const months: string[] = [];
  for (let m = 0; m < 22; m++) months.push(`${2025 + Math.floor(m / 12)}-${pad((m % 12) + 1, 2)}-01`);
  const monthHrs = new Map<string, { hrs: number; net: number }>(); // clnt|yyyymm
  const addHrs = (c: number, prd: number, hrs: number, net: number) => {
    const k = `${c}|${prd}`;
    const v = monthHrs.get(k) ?? { hrs: 0, net: 0 };
    v.hrs += hrs;
    v.net += net;
    monthHrs.set(k, v);
  };
  for (const sh of shifts) {
    if (sh.stat !== 'WRK' || sh.dt > '2026-10-31') continue;
    addHrs(sh.site.clnt, yyyymm(sh.dt), sh.wrk as number, Math.round((sh.wrk as number) * sh.bill));
  }
  for (let d = HIST_FROM; d < ROSTER_FROM; d = addDays(d, 1)) {
    for (const s of SITES) {
      for (const p of postsOn(s, d)) {
        const hrs = p.hrs * p.n * (r.chance(0.03) ? 0 : r.chance(0.06) ? 1.08 : 1);
        addHrs(s.clnt, yyyymm(d), roundHalf(hrs), Math.round(roundHalf(hrs) * chargeRate(s, d)));
      }
    }
  }
  const CREDITED = new Set(['1|202506', '2|202603', '8|202608']);
  const invSeq = new Map<number, number>();
  const nextNo = (dt: string) => {
    const k = yyyymm(dt);
    const n = (invSeq.get(k) ?? 0) + 1;
    invSeq.set(k, n);
    return `SI${dt.slice(2, 4)}${dt.slice(5, 7)}-${pad(n, 3)}`;
  };
  const invDay = (d: string) => {
    let x = d;
    while (dayOfWeek(x) === 0 || dayOfWeek(x) === 6 || BANK_HOL.has(x)) x = addDays(x, 1);
    return x;
  };
  const pending: Omit<Invoice, 'id' | 'no'>[] = [];
  for (const first of months) {
    const prd = yyyymm(first);
    const next = new Date(`${first}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const invDt = invDay(addDays(next.toISOString().slice(0, 10), 2));
    for (const c of CLIENTS) {
      const v = monthHrs.get(`${c.id}|${prd}`);
      if (!v || v.hrs === 0) continue;
      const po = c.po === 'Y' ? `PO-${c.id}${pad(r.int(10000, 99999), 5)}` : null;
      const mk = (dt: string, net: number, credited: boolean) => {
        const due = addDays(dt, c.terms);
        let pd: string | null = credited ? null : addDays(dt, Math.max(3, Math.round(c.payMean + (r.next() - 0.5) * 2 * c.paySd)));
        if (pd !== null && pd > LAST_DAY) pd = null;
        if (!credited && c.id === 11 && prd === 202604) pd = null; // disputed final invoice
        if (!credited && c.id === 4 && prd === 202608) pd = null; // hours disputed
        if (!credited && c.id === 6 && prd === 202609) pd = null;
        pending.push({ clnt: c, prd, dt, due, po, hrs: Math.round(v.hrs * 100) / 100, net, vat: Math.round(net * 0.23), stat: credited ? 'CRN' : pd === null ? 'ISS' : 'PD', pd });
      };
      if (CREDITED.has(`${c.id}|${prd}`)) {
        mk(invDt, Math.round(v.net * 1.06), true);
        mk(invDay(addDays(invDt, r.int(14, 24))), v.net, false);
      } else mk(invDt, v.net, false);
    }
  }
  pending.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.clnt.id - b.clnt.id));
  for (const p of pending) invoices.push({ ...p, id: invoices.length + 1, no: nextNo(p.dt) });

  // ---------------------------------------------------------------- training
  const trng: { offr: Officer; crs: string; dt: string; rslt: string; exp: string | null; cost: number; prov: string }[] = [];
  const COURSES: Record<string, { yrs: number | null; cost: number; prov: string[] }> = {
    MH: { yrs: 3, cost: 4500, prov: ['SafeLift Training', 'Leinster Safety Services'] },
    FA: { yrs: 2, cost: 26000, prov: ['Corrib First Aid', 'Medi-Train Ireland'] },
    FW: { yrs: 3, cost: 9500, prov: ['Leinster Safety Services', 'FireSafe Training Ltd'] },
    CM: { yrs: null, cost: 12000, prov: ['Guardwise Academy'] },
    SP: { yrs: 4, cost: 16000, prov: ['SOLAS Safe Pass (via Guardwise Academy)'] },
    CTV: { yrs: null, cost: 18000, prov: ['Guardwise Academy'] },
  };
  const lapseMH = new Set(r.shuffle(officers.filter((o) => o.term === null && o.hire < '2021-01-01' && o.grade === 'OFF')).slice(0, 3).map((o) => o.id));
  for (const o of officers) {
    const end = o.term ?? LAST_DAY;
    const plan: [string, number][] = [['MH', 1], ['CM', 0.9], ['FA', 0.55], ['FW', 0.35], ['CTV', 0.2]];
    if (o.sp) plan.push(['SP', 1]);
    if (o.grade === 'SUP') plan.push(['FA', 1]);
    const done = new Set<string>();
    for (const [crs, p] of plan) {
      if (done.has(crs) || !r.chance(p)) continue;
      done.add(crs);
      const c = COURSES[crs] as (typeof COURSES)[string];
      let dt = maxDate(addDays(o.hire, r.int(-20, 40)), addDays('2021-01-01', r.int(0, 700)));
      if (o.hire > '2021-01-01') dt = addDays(o.hire, crs === 'SP' ? r.int(-30, -3) : r.int(3, 45));
      for (;;) {
        if (dt > end) {
          if (o.term === null && dt <= '2027-01-31') {
            trng.push({ offr: o, crs, dt, rslt: 'BKD', exp: null, cost: c.cost, prov: r.pick(c.prov) });
          }
          break;
        }
        const fail = crs === 'FA' && r.chance(0.07);
        const exp = !fail && c.yrs !== null ? addDays(addDays(dt, 365 * c.yrs), -1) : null;
        trng.push({ offr: o, crs, dt, rslt: fail ? 'F' : 'P', exp, cost: c.cost, prov: r.pick(c.prov) });
        if (fail) {
          dt = addDays(dt, r.int(14, 40));
          continue;
        }
        if (exp === null) break;
        if (crs !== 'MH' && crs !== 'SP' && r.chance(0.25)) break;
        dt = addDays(exp, -r.int(0, 45));
      }
    }
  }
  // three long-serving officers missed their manual handling refresher: their last certificate has run out
  for (let k = trng.length - 1; k >= 0; k--) {
    const t = trng[k] as (typeof trng)[number];
    if (t.crs === 'MH' && lapseMH.has(t.offr.id) && (t.rslt === 'BKD' || (t.exp !== null && t.exp >= '2026-11-25'))) trng.splice(k, 1);
  }
  trng.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.offr.id - b.offr.id));

  // ---------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA grd;

CREATE TABLE grd.clnt (
  clnt_id integer PRIMARY KEY,
  clnt_no varchar(8) NOT NULL,
  clnt_nm varchar(80) NOT NULL,
  sector_cd varchar(3) NOT NULL,
  acct_mgr_nm varchar(40),
  pay_terms_dd integer NOT NULL,
  po_req_yn char(1) NOT NULL,
  vat_no varchar(12),
  clnt_since_dt date
);

CREATE TABLE grd.site (
  site_id integer PRIMARY KEY,
  site_cd varchar(4) NOT NULL,
  site_nm varchar(60) NOT NULL,
  clnt_id integer NOT NULL REFERENCES grd.clnt (clnt_id),
  site_typ_cd varchar(3) NOT NULL,
  brnch_cd char(3) NOT NULL,
  cnty_nm varchar(20),
  cntr_start_dt date NOT NULL,
  cntr_end_dt date,
  chg_rt_cents integer NOT NULL,
  ptrl_yn char(1) NOT NULL DEFAULT 'N'
);

CREATE TABLE grd.offr (
  offr_id integer PRIMARY KEY,
  emp_no varchar(6) NOT NULL,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  brnch_cd char(3) NOT NULL,
  grade_cd varchar(3) NOT NULL,
  emp_typ_cd varchar(3) NOT NULL,
  supv_offr_id integer,
  hire_dt date NOT NULL,
  term_dt date,
  pay_rt_cents integer NOT NULL,
  psa_lic_no varchar(10),
  psa_exp_dt date
);

CREATE TABLE grd.trng (
  trng_id integer PRIMARY KEY,
  offr_id integer NOT NULL,
  crs_cd varchar(3) NOT NULL,
  crs_dt date NOT NULL,
  rslt_cd varchar(3) NOT NULL,
  exp_dt date,
  cost_cents integer,
  prov_nm varchar(60)
);

CREATE TABLE grd.shft (
  shft_id integer PRIMARY KEY,
  site_id integer NOT NULL REFERENCES grd.site (site_id),
  offr_id integer REFERENCES grd.offr (offr_id),
  shft_dt date NOT NULL,
  strt_tm time NOT NULL,
  plan_hrs numeric(4,2) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  wrk_hrs numeric(4,2),
  ot_hrs numeric(4,2),
  cvr_for_shft_id integer,
  pay_rt_cents integer,
  bill_rt_cents integer NOT NULL
);

CREATE TABLE grd.inc (
  inc_id integer PRIMARY KEY,
  inc_ref varchar(10) NOT NULL,
  site_id integer NOT NULL REFERENCES grd.site (site_id),
  shft_id integer,
  rpt_offr_id integer NOT NULL,
  inc_ts timestamp NOT NULL,
  inc_typ_cd varchar(3) NOT NULL,
  sev_cd char(1) NOT NULL,
  gda_yn char(1) NOT NULL,
  loss_cents integer,
  cls_dt date,
  smry_txt varchar(120)
);

CREATE TABLE grd.chkpt (
  chkpt_id integer PRIMARY KEY,
  site_id integer NOT NULL REFERENCES grd.site (site_id),
  seq_no integer NOT NULL,
  chkpt_nm varchar(40) NOT NULL,
  tag_uid varchar(16) NOT NULL,
  actv_yn char(1) NOT NULL
);

CREATE TABLE grd.ptrl_scan (
  scan_id integer PRIMARY KEY,
  chkpt_id integer NOT NULL,
  shft_id integer NOT NULL,
  offr_id integer NOT NULL,
  scan_ts timestamp NOT NULL
);

CREATE TABLE grd.inv (
  inv_id integer PRIMARY KEY,
  inv_no varchar(12) NOT NULL,
  clnt_id integer NOT NULL REFERENCES grd.clnt (clnt_id),
  bill_prd integer NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  po_no varchar(16),
  hrs_billed numeric(8,2) NOT NULL,
  amt_net_cents integer NOT NULL,
  vat_cents integer NOT NULL,
  stat_cd varchar(3) NOT NULL,
  pd_dt date
);
`;
  const clientSince = (c: Client) => SITES.filter((s) => s.clnt === c.id).reduce((a, s) => minDate(a, s.start), '9999-12-31');
  return [
    ddl,
    insertRows(
      'grd.clnt',
      ['clnt_id', 'clnt_no', 'clnt_nm', 'sector_cd', 'acct_mgr_nm', 'pay_terms_dd', 'po_req_yn', 'vat_no', 'clnt_since_dt'],
      CLIENTS.map((c) => [c.id, `C${1000 + c.id}`, c.nm, c.sector, c.mgr, c.terms, c.po, `IE${r.int(1000000, 9999999)}${r.pick(['A', 'B', 'H', 'W'])}`, clientSince(c)]),
    ),
    insertRows(
      'grd.site',
      ['site_id', 'site_cd', 'site_nm', 'clnt_id', 'site_typ_cd', 'brnch_cd', 'cnty_nm', 'cntr_start_dt', 'cntr_end_dt', 'chg_rt_cents', 'ptrl_yn'],
      SITES.map((s) => [s.id, s.cd, s.nm, s.clnt, s.typ, s.br, s.cnty, s.start, s.end, s.rate, s.ptrl]),
    ),
    insertRows(
      'grd.offr',
      ['offr_id', 'emp_no', 'first_nm', 'last_nm', 'brnch_cd', 'grade_cd', 'emp_typ_cd', 'supv_offr_id', 'hire_dt', 'term_dt', 'pay_rt_cents', 'psa_lic_no', 'psa_exp_dt'],
      officers.map((o) => [o.id, o.no, o.first, o.last, o.br, o.grade, o.typ, o.supv, o.hire, o.term, o.rate, o.lic, o.psaExp]),
    ),
    insertRows(
      'grd.trng',
      ['trng_id', 'offr_id', 'crs_cd', 'crs_dt', 'rslt_cd', 'exp_dt', 'cost_cents', 'prov_nm'],
      trng.map((t, k) => [k + 1, t.offr.id, t.crs, t.dt, t.rslt, t.exp, t.cost, t.prov]),
    ),
    insertRows(
      'grd.shft',
      ['shft_id', 'site_id', 'offr_id', 'shft_dt', 'strt_tm', 'plan_hrs', 'stat_cd', 'wrk_hrs', 'ot_hrs', 'cvr_for_shft_id', 'pay_rt_cents', 'bill_rt_cents'],
      shifts.map((s) => [s.id, s.site.id, s.offr?.id ?? null, s.dt, s.tm, s.plan, s.stat, s.wrk, s.ot, s.cvrFor?.id ?? null, s.pay, s.bill]),
    ),
    insertRows(
      'grd.inc',
      ['inc_id', 'inc_ref', 'site_id', 'shft_id', 'rpt_offr_id', 'inc_ts', 'inc_typ_cd', 'sev_cd', 'gda_yn', 'loss_cents', 'cls_dt', 'smry_txt'],
      incidents.map((x) => [x.id, x.ref, x.site.id, x.shft?.id ?? null, x.offr.id, x.ts, x.typ, x.sev, x.gda, x.loss, x.cls, x.smry]),
    ),
    insertRows(
      'grd.chkpt',
      ['chkpt_id', 'site_id', 'seq_no', 'chkpt_nm', 'tag_uid', 'actv_yn'],
      chkpts.map((c) => [c.id, c.site.id, c.seq, c.nm, c.tag, c.actv]),
    ),
    insertRows(
      'grd.ptrl_scan',
      ['scan_id', 'chkpt_id', 'shft_id', 'offr_id', 'scan_ts'],
      scans.map((s, k) => [k + 1, s.chk, s.sh.id, (s.sh.offr as Officer).id, s.ts]),
    ),
    insertRows(
      'grd.inv',
      ['inv_id', 'inv_no', 'clnt_id', 'bill_prd', 'inv_dt', 'due_dt', 'po_no', 'hrs_billed', 'amt_net_cents', 'vat_cents', 'stat_cd', 'pd_dt'],
      invoices.map((i) => [i.id, i.no, i.clnt.id, i.prd, i.dt, i.due, i.po, i.hrs, i.net, i.vat, i.stat, i.pd]),
    ),
  ].join('\n\n');
}

