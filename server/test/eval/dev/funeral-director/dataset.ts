/**
 * Delaney Family Funeral Directors, a family-run group of funeral homes in south Tipperary and west Waterford
 * (Ireland), run by the third generation of the Delaney family from the head office in Clonmel. This is the group's
 * case-management and accounts database (a legacy system, "FDMS") as it stood after the close of business on
 * 2026-11-24; it was copied to the reporting server on 2026-11-25. Money is in euro (EUR). Funeral services and
 * the disbursements paid on a family's behalf are exempt from VAT in Ireland, so no VAT is held anywhere.
 *
 * Funeral cases (arrangements) are held from 2023-01-01, when FDMS went live; pre-paid funeral plans were loaded
 * from the old plan register and go back to 2019. Rows dated after 2026-11-24 are commitments: funerals arranged
 * for the coming days (status OPN), the vehicle bookings for them, and disbursements already booked for them
 * (the crematorium, the church, the flowers) dated the day they fall due.
 *
 * Schema `fnrl`:
 *
 * - `branch`: the funeral homes, keyed by `brn_id`. `brn_cd` the branch code (CLN Clonmel, the head office;
 *   CRK Carrick-on-Suir; CSH Cashel; FTH Fethard; THR Thurles; DGV Dungarvan); `brn_nm` the branch name (the
 *   town); `addr_ln` street address; `eircode`; `cnty_nm` the county (Tipperary or Waterford); `opn_dt` the day the
 *   branch opened (or was taken over by the group); `cls_dt` the day it closed, NULL while open (Fethard closed on
 *   2024-03-31 when Noreen Ryan retired; its families are now looked after from Cashel and Clonmel; Thurles was
 *   bought from the Purcell family and opened under our name on 2024-06-03); `chpl_yn` Y the branch has its own
 *   funeral home with reposing rooms (a chapel of rest), N it is an office only and reposing is at the family home
 *   or at another branch; `mgr_stf_id` the branch manager (`staff.stf_id`).
 *
 * - `staff`: everyone employed by the group, keyed by `stf_id`. `stf_cd` payroll code ('S01' ...); `frst_nm`,
 *   `lst_nm`; `role_cd` MD managing director, FD funeral director (arranges and conducts funerals), ARR arranger /
 *   assistant funeral director (office arrangements, plan sales), EMB embalmer, DRV driver and bearer (drives the
 *   hearse, limousines and private ambulance), ADM office and accounts; `brn_id` the branch they work from now
 *   (`branch.brn_id`; staff of a closed branch moved to another and show their new branch); `sup_stf_id` the
 *   person they report to (`staff.stf_id`; NULL for the managing director); `hire_dt` first day; `term_dt` last
 *   day, NULL while still employed; `ft_yn` Y full time, N part time.
 *
 * - `svc_pkg`: the funeral packages (service types) we offer, keyed by `pkg_cd`. TBR Traditional Burial (reposing,
 *   removal to the church, funeral mass or service, hearse and family limousine, burial); SBR Simple Burial (no
 *   reposing, hearse only); TCR Traditional Cremation; SCR Simple Cremation; DCR Direct Cremation (no service and no
 *   mourners: collection, cremation and return of the ashes); WBR Woodland Burial (natural burial in a woodland
 *   burial ground, unembalmed, eco coffin; offered from 2025-02-01). `pkg_nm` the package name; `disp_cd` the
 *   disposition: BUR burial, CRM cremation with a funeral service, DCR direct cremation; `list_fee_eur` the current
 *   (2026) list price of our professional fee for the package, coffin included (the fee charged on a case is on
 *   its invoice; list prices rise each 1 January); `intro_dt` the day the package was first offered; `actv_yn` Y
 *   still offered.
 *
 * - `arrangement`: one row per funeral case (an arrangement, "a call"), keyed by `arr_id`. `case_no` the case
 *   number ('CLN-25-0042': branch, year arranged, sequence); `brn_id` the branch that handled it; `pkg_cd` the package
 *   (`svc_pkg.pkg_cd`); `dcsd_frst_nm`, `dcsd_lst_nm` the deceased; `dcsd_sex_cd` M or F; `dob_dt` date of birth;
 *   `dod_dt` date of death (age at death is counted from these two); `pod_cd` place of death: HOS hospital, HOM at
 *   home, NH nursing home, HSP hospice, OTH elsewhere (sudden death, accident); `nok_nm` the next of kin who made the
 *   arrangements and is responsible for the account (full name); `nok_rel_cd` their relationship to the deceased: SPS
 *   spouse or partner, CHD son or daughter, SIB brother or sister, OTH other relative or friend; `arr_dt` the day the
 *   funeral was arranged with the family; `fnrl_dt` the day of the funeral (the funeral mass or service and the
 *   burial or committal; for a direct cremation the day of the cremation), for a cancelled case the day it was to
 *   be; `dspn_plc_nm` the cemetery, woodland burial ground or crematorium; `fd_stf_id` the funeral director in
 *   charge (`staff.stf_id`); `plan_id` the pre-paid funeral plan the funeral was provided under
 *   (`fnrl_plan.plan_id`), NULL when there was none; `cor_yn` Y the death was referred to the coroner (a post
 *   mortem or inquest delays the funeral), N not; `emb_yn` Y the remains were embalmed, N not; `relig_cd` the
 *   family's faith / type of ceremony: RC Roman Catholic, COI Church of Ireland, CIV civil or humanist ceremony, NR
 *   none; `stat_cd` OPN open (arranged, the funeral is still to take place), CMP completed (the funeral has taken
 *   place), CXL cancelled (the family moved the funeral to another firm or the remains were repatriated by others;
 *   not a funeral of ours).
 *
 * - `disbursement`: third-party costs we pay out on a family's behalf and pass on at cost on the invoice, keyed by
 *   `dsb_id`. `arr_id` the case (`arrangement.arr_id`); `dsb_typ_cd` CEM cemetery fee (grave opening and
 *   interment), GRV purchase of a new grave or woodland plot, CRM crematorium fee, DOC doctors' cremation
 *   certificates, CHU church offering (priest's stipend), MUS organist / soloist, FLW flowers, NTC death notice
 *   (RIP.ie or a newspaper); `payee_nm` who was paid (the cemetery, crematorium, parish, florist, newspaper...);
 *   `amt_eur` the amount; `inc_dt` the day it was incurred (paid out or falling due; future for funerals still to
 *   come); `void_yn` Y voided (entered in error, or cancelled before it was paid; not charged and not counted), N
 *   a real cost.
 *
 * - `invoice`: the family's account for a funeral, keyed by `inv_id`; normally one per completed case, raised a few
 *   days after the funeral. `inv_no` ('DF-25-0311'); `arr_id` (`arrangement.arr_id`); `inv_dt` the invoice date;
 *   `fee_eur` our professional fee (package, coffin and extras; under a pre-paid plan the plan price); `dsb_eur`
 *   the disbursements charged (the case's disbursements that are not void); `disc_eur` any discount (hardship,
 *   goodwill), 0 if none; `tot_eur` the invoice total = fee_eur + dsb_eur - disc_eur; `instl_cnt` the number of
 *   monthly instalments agreed with the family (1 = one payment, the normal case; 3, 6, 10 or 12 under an
 *   instalment arrangement); `due_dt` the day the balance is due (30 days after the invoice date, or the due day of
 *   the last instalment); `stat_cd` ISS issued, nothing paid yet; PRT part paid; PD paid in full; VD void
 *   (cancelled in error and re-issued under a new number; not a real charge); WO written off (the balance left
 *   will not be collected and is no longer owed); `pd_dt` the day it was paid in full, NULL unless PD. The
 *   balance owing on an invoice is tot_eur less its payments that were not reversed.
 *
 * - `payment`: money received against an invoice, keyed by `pmt_id`. `rcpt_no` receipt number; `inv_id`
 *   (`invoice.inv_id`); `pmt_dt` the day received; `amt_eur`; `mthd_cd` EFT bank transfer, CRD debit or credit
 *   card, CHQ cheque, CSH cash, PLN drawn from the pre-paid plan trust fund; `instl_no` the instalment number (1, 2,
 *   ...) when paid under an instalment arrangement, NULL otherwise; `rvsd_yn` Y reversed (a bounced cheque or a
 *   card chargeback: the money was not received and the payment does not count), N good.
 *
 * - `fnrl_plan`: pre-paid funeral plans (pre-need contracts) sold to people arranging their own funeral in
 *   advance, keyed by `plan_id`. `plan_no` ('PP-24-031'); `hldr_frst_nm`, `hldr_lst_nm`, `hldr_dob_dt` the plan
 *   holder; `brn_id` the branch that sold it and will carry out the funeral (Fethard plans are now served by
 *   Cashel); `pkg_cd` the package bought (`svc_pkg.pkg_cd`); `sold_dt` the day the contract was signed; `sold_stf_id`
 *   who sold it (`staff.stf_id`); `prc_eur` the plan price, fixed at sale (it covers our professional fee whatever
 *   our prices are at the time of death; disbursements are paid by the family); `pay_opt_cd` SGL one payment,
 *   I12 / I24 / I60 monthly instalments over 12, 24 or 60 months; `pd_to_dt_eur` the amount the holder has paid in
 *   so far (the whole price once paid up; on redemption any balance is settled from the estate); `stat_cd` ACT in
 *   force (paid up or paying), RDM redeemed (the holder has died and the funeral was provided under the plan), CXL
 *   cancelled by the holder and refunded, LPS lapsed (instalments stopped; the money paid is held but the plan is
 *   not in force); `end_dt` the day it was redeemed (the date of death), cancelled or lapsed, NULL while in force;
 *   `rfnd_eur` the refund paid on cancellation (what was paid in, less a 150 euro administration fee after the
 *   30-day cooling-off period), NULL otherwise.
 *
 * - `vehicle`: the fleet, keyed by `veh_id`. `reg_no` the Irish registration ('191-T-3307'); `veh_typ_cd` HRS
 *   hearse, LMO limousine (family car), PVA private ambulance (removal vehicle, used to collect the remains and for
 *   direct cremations); `mk_mdl` make and model; `brn_id` the branch it is based at; `seats` passenger seats;
 *   `acq_dt` the day we got it; `dspsl_dt` the day it was sold or scrapped, NULL while in the fleet.
 *
 * - `veh_bkg`: vehicle bookings, one row per vehicle per job, keyed by `bkg_id`. `veh_id` (`vehicle.veh_id`);
 *   `arr_id` the case (`arrangement.arr_id`); `bkg_dt` the day of the job; `purp_cd` REM removal (collecting the
 *   remains from the place of death), RCH removal to the church the evening before the funeral, FNL the funeral
 *   itself (hearse to the church and on to the cemetery or crematorium; a limousine carrying the family), CRT
 *   transfer to the crematorium for a direct cremation; `drv_stf_id` the driver (`staff.stf_id`); `km_qty`
 *   kilometres driven on the job, NULL until done; `stat_cd` BKD booked (a coming job), DON done, CXL cancelled.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-01-01';
const LAST_DAY = '2026-11-24';

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const addMonths = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};
const yearOf = (iso: string) => Number(iso.slice(0, 4));
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;
const minDate = (a: string, b: string) => (a < b ? a : b);

// ---------------------------------------------------------------- branches and staff
interface Branch {
  id: number;
  cd: string;
  nm: string;
  addr: string;
  eir: string;
  cnty: string;
  opn: string;
  cls: string | null;
  chpl: string;
  mgr: string;
  rate: number;
}
const BRANCHES: Branch[] = [
  { id: 1, cd: 'CLN', nm: 'Clonmel', addr: '14 Irishtown, Clonmel', eir: 'E91 X2C4', cnty: 'Tipperary', opn: '1962-04-02', cls: null, chpl: 'Y', mgr: 'S02', rate: 104 },
  { id: 2, cd: 'CRK', nm: 'Carrick-on-Suir', addr: 'Main Street, Carrick-on-Suir', eir: 'E32 K7P1', cnty: 'Tipperary', opn: '1988-09-01', cls: null, chpl: 'Y', mgr: 'S03', rate: 60 },
  { id: 3, cd: 'CSH', nm: 'Cashel', addr: 'Friar Street, Cashel', eir: 'E25 H3W8', cnty: 'Tipperary', opn: '2004-03-15', cls: null, chpl: 'N', mgr: 'S04', rate: 40 },
  { id: 4, cd: 'FTH', nm: 'Fethard', addr: 'Main Street, Fethard', eir: 'E91 D6T2', cnty: 'Tipperary', opn: '1979-06-01', cls: '2024-03-31', chpl: 'N', mgr: 'S05', rate: 27 },
  { id: 5, cd: 'THR', nm: 'Thurles', addr: 'Slievenamon Road, Thurles', eir: 'E41 R5N9', cnty: 'Tipperary', opn: '2024-06-03', cls: null, chpl: 'Y', mgr: 'S06', rate: 54 },
  { id: 6, cd: 'DGV', nm: 'Dungarvan', addr: 'Mitchell Street, Dungarvan', eir: 'X35 F8V6', cnty: 'Waterford', opn: '2016-05-09', cls: null, chpl: 'Y', mgr: 'S07', rate: 70 },
];
const brn = (cd: string) => BRANCHES.find((b) => b.cd === cd) as Branch;
const brnOpen = (b: Branch, d: string) => b.opn <= d && (b.cls === null || b.cls >= d);

type Role = 'MD' | 'FD' | 'ARR' | 'EMB' | 'DRV' | 'ADM';
/** [stf_cd, first, last, role, branch now, supervisor, hire, term, full time] */
const STAFF: [string, string, string, Role, string, string | null, string, string | null, string][] = [
  ['S01', 'Michael', 'Delaney', 'MD', 'CLN', null, '1984-09-03', null, 'Y'],
  ['S02', 'Aoife', 'Delaney', 'FD', 'CLN', 'S01', '2009-06-15', null, 'Y'],
  ['S03', 'Ciarán', 'Delaney', 'FD', 'CRK', 'S01', '2011-02-07', null, 'Y'],
  ['S04', 'Pádraig', 'Hogan', 'FD', 'CSH', 'S01', '2004-03-15', null, 'Y'],
  ['S05', 'Noreen', 'Ryan', 'FD', 'FTH', 'S01', '1998-01-12', '2024-03-31', 'Y'],
  ['S06', 'Declan', 'Walsh', 'FD', 'THR', 'S01', '2024-05-13', null, 'Y'],
  ['S07', 'Siobhán', 'Kiely', 'FD', 'DGV', 'S01', '2016-05-09', null, 'Y'],
  ['S08', 'Eoin', 'Moloney', 'FD', 'CLN', 'S02', '2019-10-01', null, 'Y'],
  ['S09', 'Gráinne', "O'Keeffe", 'ARR', 'CLN', 'S02', '2021-03-22', null, 'Y'],
  ['S10', 'Tomás', 'Power', 'ARR', 'CRK', 'S03', '2022-01-10', '2025-08-29', 'Y'],
  ['S11', 'Laura', 'Phelan', 'ARR', 'CRK', 'S03', '2025-09-15', null, 'N'],
  ['S12', 'Brian', 'Morrissey', 'EMB', 'CLN', 'S02', '2008-04-14', null, 'Y'],
  ['S13', 'Karen', 'Tobin', 'EMB', 'DGV', 'S07', '2020-02-03', null, 'N'],
  ['S14', 'Seán', 'Fitzgerald', 'DRV', 'CLN', 'S02', '2012-07-02', null, 'Y'],
  ['S15', 'John', 'Keating', 'DRV', 'CLN', 'S02', '2017-03-06', null, 'Y'],
  ['S16', 'Liam', 'Cummins', 'DRV', 'CRK', 'S03', '2014-11-17', null, 'Y'],
  ['S17', 'Patrick', 'Dwyer', 'DRV', 'CSH', 'S04', '2010-05-04', null, 'Y'],
  ['S18', 'Martin', 'Flanagan', 'DRV', 'CSH', 'S04', '2001-08-20', null, 'Y'],
  ['S19', 'Kevin', 'Maher', 'DRV', 'THR', 'S06', '2024-06-03', null, 'Y'],
  ['S20', 'Dermot', 'Hayes', 'DRV', 'DGV', 'S07', '2018-01-08', null, 'Y'],
  ['S21', 'Ronan', 'Barry', 'DRV', 'DGV', 'S07', '2023-02-06', '2025-11-14', 'Y'],
  ['S22', 'Eamon', 'Quinlan', 'DRV', 'DGV', 'S07', '2025-12-01', null, 'Y'],
  ['S23', 'Mary', 'Delaney', 'ADM', 'CLN', 'S01', '1990-02-05', null, 'Y'],
  ['S24', 'Orla', 'Brennan', 'ADM', 'CLN', 'S23', '2020-09-14', null, 'Y'],
  ['S25', 'Fiona', 'Costello', 'ADM', 'DGV', 'S07', '2022-06-07', null, 'N'],
  ['S26', 'Gerard', 'Nolan', 'DRV', 'CLN', 'S02', '2023-04-03', null, 'N'],
  ['S27', 'Áine', 'Lonergan', 'ARR', 'DGV', 'S07', '2024-02-19', null, 'Y'],
];
const stfId = (cd: string) => Number(cd.slice(1));
const staffOf = (cd: string) => STAFF.find((s) => s[0] === cd) as (typeof STAFF)[number];
const activeOn = (cd: string, d: string) => {
  const s = staffOf(cd);
  return s[6] <= d && (s[7] === null || s[7] >= d);
};
/** Who conducts funerals at a branch: [stf_cd, weight] */
const FDS: Record<string, [string, number][]> = {
  CLN: [['S02', 10], ['S08', 9], ['S01', 3]],
  CRK: [['S03', 10]],
  CSH: [['S04', 10]],
  FTH: [['S05', 10]],
  THR: [['S06', 10]],
  DGV: [['S07', 10]],
};
/** Who sells plans at a branch */
const SELLERS: Record<string, string[]> = {
  CLN: ['S02', 'S08', 'S09', 'S01'],
  CRK: ['S03', 'S10', 'S11'],
  CSH: ['S04'],
  FTH: ['S05'],
  THR: ['S06'],
  DGV: ['S07', 'S27'],
};
/** Drivers by the branch of the vehicle they drive (Martin Flanagan drove from Fethard until it closed). */
const DRIVERS: Record<string, string[]> = {
  CLN: ['S14', 'S15', 'S26'],
  CRK: ['S16'],
  CSH: ['S17', 'S18'],
  FTH: ['S18'],
  THR: ['S19'],
  DGV: ['S20', 'S21', 'S22'],
};

// ---------------------------------------------------------------- packages
interface Pkg {
  cd: string;
  nm: string;
  disp: string;
  fee: number;
  intro: string;
}
const PKGS: Pkg[] = [
  { cd: 'TBR', nm: 'Traditional Burial', disp: 'BUR', fee: 4650, intro: '2010-01-01' },
  { cd: 'SBR', nm: 'Simple Burial', disp: 'BUR', fee: 3150, intro: '2010-01-01' },
  { cd: 'TCR', nm: 'Traditional Cremation', disp: 'CRM', fee: 4250, intro: '2010-01-01' },
  { cd: 'SCR', nm: 'Simple Cremation', disp: 'CRM', fee: 2900, intro: '2014-01-01' },
  { cd: 'DCR', nm: 'Direct Cremation', disp: 'DCR', fee: 1995, intro: '2018-03-01' },
  { cd: 'WBR', nm: 'Woodland Burial', disp: 'BUR', fee: 3350, intro: '2025-02-01' },
];
const pkg = (cd: string) => PKGS.find((p) => p.cd === cd) as Pkg;
const FEE_FACTOR: Record<number, number> = { 2019: 0.78, 2020: 0.8, 2021: 0.82, 2022: 0.85, 2023: 0.89, 2024: 0.93, 2025: 0.97, 2026: 1.0 };
const feeOn = (cd: string, d: string) => Math.round((pkg(cd).fee * (FEE_FACTOR[yearOf(d)] as number)) / 5) * 5;
const DSB_FACTOR: Record<number, number> = { 2023: 0.92, 2024: 0.95, 2025: 0.98, 2026: 1.0 };

// ---------------------------------------------------------------- places and payees
const CEMETERIES: Record<string, string[]> = {
  CLN: ["St Patrick's Cemetery, Clonmel", 'Powerstown Cemetery', 'Kilsheelan Cemetery', 'Ardfinnan Cemetery'],
  CRK: ['Carrickbeg Cemetery', "St Nicholas' Cemetery, Carrick-on-Suir", 'Faugheen Cemetery'],
  CSH: ["St John's Cemetery, Cashel", 'Golden Cemetery', 'Holycross Abbey Cemetery'],
  FTH: ['Fethard New Cemetery', 'Killenaule Cemetery'],
  THR: ["St Patrick's Cemetery, Thurles", 'Holycross Abbey Cemetery', 'Templemore Cemetery'],
  DGV: ["St Mary's Cemetery, Dungarvan", 'Abbeyside Cemetery', 'Kilrossanty Cemetery'],
};
const WOODLAND = 'Rathclogh Woodland Burial Ground';
/** crematoria: [name, fee 2026, km from each branch] */
const CREMATORIA: [string, number, Record<string, number>][] = [
  ['Island Crematorium, Cork', 650, { CLN: 118, CRK: 125, CSH: 110, FTH: 120, THR: 130, DGV: 72 }],
  ['Shannon Crematorium, Limerick', 690, { CLN: 95, CRK: 120, CSH: 70, FTH: 85, THR: 72, DGV: 140 }],
  ['Waterford Crematorium', 720, { CLN: 52, CRK: 28, CSH: 85, FTH: 70, THR: 100, DGV: 48 }],
  ['Newlands Cross Crematorium, Dublin', 795, { CLN: 165, CRK: 160, CSH: 150, FTH: 160, THR: 140, DGV: 190 }],
];
const CREM_WEIGHTS: Record<string, number[]> = {
  CLN: [20, 30, 45, 5], CRK: [10, 10, 75, 5], CSH: [15, 70, 10, 5], FTH: [10, 55, 30, 5], THR: [10, 75, 5, 10], DGV: [60, 5, 33, 2],
};
const PARISHES: Record<string, string[]> = {
  CLN: ['SS Peter and Paul Parish, Clonmel', "St Mary's Parish, Irishtown", "St Oliver's Parish, Clonmel", 'Kilsheelan Parish'],
  CRK: ["St Nicholas' Parish, Carrick-on-Suir", 'Carrickbeg Parish'],
  CSH: ['Cashel Parish', 'Golden Parish', 'Holycross Parish'],
  FTH: ['Fethard Parish', 'Killenaule Parish'],
  THR: ['Cathedral Parish, Thurles', 'Holycross Parish', 'Templemore Parish'],
  DGV: ['Dungarvan Parish', 'Abbeyside Parish'],
};
const COI_PARISH: Record<string, string> = {
  CLN: "St Mary's Church of Ireland, Clonmel", CRK: "St Mollerans Church of Ireland", CSH: 'Cashel Union of Parishes', FTH: 'Cashel Union of Parishes',
  THR: 'Templemore Union of Parishes', DGV: 'Dungarvan Union of Parishes',
};
const FLORISTS: Record<string, string[]> = {
  CLN: ['Blooms of Clonmel', 'The Flower Box, Clonmel'], CRK: ['Suirside Florist'], CSH: ['Rock of Cashel Flowers'], FTH: ['Blooms of Clonmel'],
  THR: ['Liberty Square Florist', 'The Flower Box, Clonmel'], DGV: ['Copper Coast Flowers', 'Abbeyside Blooms'],
};
const MUSICIANS = ['Eileen Moran (organist)', 'Niall Tierney (soloist)', 'Bríd Hannigan (organist)', 'Sinéad Cleary (soloist)', 'Conor Meagher (organist)', 'Clonmel Gospel Choir'];
const PAPERS: Record<string, string> = { CLN: 'The Nationalist', CRK: 'The Nationalist', CSH: 'Tipperary Star', FTH: 'The Nationalist', THR: 'Tipperary Star', DGV: 'Dungarvan Leader' };
const DOCTORS = ['Dr Úna Kennedy', 'Dr Frank Madden', 'Dr Alan Whelan', 'Dr Helen Crowe', 'Dr Paul Mullins', 'Dr Ruth Ahern'];

// ---------------------------------------------------------------- names
const MALE = ['John', 'Patrick', 'Michael', 'James', 'Thomas', 'Joseph', 'William', 'Denis', 'Edmond', 'Richard', 'Martin', 'Daniel', 'Francis',
  'Kevin', 'Brendan', 'Seamus', 'Noel', 'Christopher', 'Philip', 'Maurice', 'Timothy', 'Jeremiah', 'Gerard', 'Liam', 'Eamonn', 'Donal', 'Peter', 'Anthony',
  'Cornelius', 'Matthew', 'Tadhg', 'Pierce', 'Oliver', 'Declan', 'Raymond'];
const FEMALE = ['Mary', 'Margaret', 'Bridget', 'Catherine', 'Anne', 'Ellen', 'Kathleen', 'Eileen', 'Joan', 'Nora', 'Sheila', 'Maureen', 'Teresa',
  'Josephine', 'Helen', 'Elizabeth', 'Patricia', 'Bernadette', 'Philomena', 'Kitty', 'Peggy', 'Agnes', 'Julia', 'Alice', 'Hannah', 'Noreen', 'Rita',
  'Breda', 'Frances', 'Imelda', 'Marie', 'Carmel', 'Phyllis', 'Sadie', 'Winifred'];
const YOUNGER = ['Siobhán', 'Niamh', 'Ciara', 'Orla', 'Deirdre', 'Aisling', 'Sinéad', 'Claire', 'Fiona', 'Paul', 'Mark', 'David', 'Brian', 'Alan',
  'Colm', 'Ger', 'Shane', 'Eoin', 'Karen', 'Tracey'];
const SURNAMES = ['Ryan', 'Walsh', "O'Brien", 'Power', 'Murphy', 'Kelly', 'Hogan', 'Maher', 'Dwyer', 'Fitzgerald', 'Butler', 'Keating', 'Hayes',
  'Lonergan', 'Morrissey', 'Phelan', 'Kennedy', 'McGrath', 'Quinlan', 'Cummins', 'English', 'Ahearne', 'Coffey', 'Hickey', 'Tobin', 'Burke',
  "O'Donnell", 'Flynn', 'Kiely', 'Moloney', 'Purcell', 'Fahey', 'Meagher', 'Ryan-Lacey', 'Hennessy', 'Kearney', 'Costigan', 'Dunne', 'Halley',
  'Wall', 'Foley', "O'Connell", 'Crotty', 'Gleeson', 'Mulcahy', 'Noonan', 'Sheehan', 'Cleary', 'Daly', 'Whelan', 'Barron', 'Prendergast',
  "O'Shea", 'Casey', 'Moran', 'Lyons', 'Heffernan', 'Brett', 'Bourke', 'Fogarty'];

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const used = new Set<string>();
  const maleName = uniqueNames(r, MALE, SURNAMES, used);
  const femaleName = uniqueNames(r, FEMALE, SURNAMES, used);
  const normal = (mu: number, sd: number) => {
    const u = 1 - r.next();
    const v = r.next();
    return mu + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const pickW = <T>(items: [T, number][]) => r.weighted(items);

  // ---------------------------------------------------------------- plans
  interface Plan {
    id: number;
    no: string;
    first: string;
    last: string;
    sex: string;
    dob: string;
    brn: Branch;
    pkg: string;
    sold: string;
    seller: string;
    prc: number;
    opt: string;
    paid: number;
    stat: string;
    end: string | null;
    rfnd: number | null;
  }
  const plans: Plan[] = [];
  const PLANS_PER_YEAR: Record<number, number> = { 2019: 34, 2020: 27, 2021: 40, 2022: 49, 2023: 57, 2024: 63, 2025: 71, 2026: 68 };
  for (let y = 2019; y <= 2026; y++) {
    const n = PLANS_PER_YEAR[y] as number;
    const dates: string[] = [];
    for (let k = 0; k < n; k++) dates.push(r.date(`${y}-01-02`, y === 2026 ? LAST_DAY : `${y}-12-22`));
    dates.sort();
    let seq = 0;
    for (const sold of dates) {
      const bw: [Branch, number][] = [
        [brn('CLN'), 35], [brn('CRK'), 18], [brn('CSH'), 12], [brn('FTH'), 8], [brn('THR'), 14], [brn('DGV'), 20],
      ];
      const b = pickW(bw.filter(([x]) => brnOpen(x, sold)));
      const pw: [string, number][] = [['TBR', 44], ['TCR', 20], ['SBR', 10], ['SCR', 10], ['DCR', 10], ['WBR', 6]];
      const p = pickW(pw.filter(([c]) => pkg(c).intro <= sold));
      const sex = r.chance(0.55) ? 'F' : 'M';
      const [first, last] = sex === 'F' ? femaleName() : maleName();
      const age = r.int(55, 86);
      const dob = addDays(sold, -(age * 365 + r.int(0, 364)));
      const sellers = (SELLERS[b.cd] as string[]).filter((s) => activeOn(s, sold));
      const opt = pickW<string>([['SGL', 45], ['I12', 25], ['I24', 18], ['I60', 12]]);
      const prc = feeOn(p, sold);
      seq++;
      plans.push({
        id: 0, no: `PP-${String(y).slice(2)}-${pad(seq, 3)}`, first, last, sex, dob, brn: b, pkg: p, sold, seller: r.pick(sellers), prc, opt, paid: 0, stat: 'ACT',
        end: null, rfnd: null,
      });
    }
  }
  plans.forEach((p, i) => (p.id = i + 1));
  const months = (opt: string) => (opt === 'SGL' ? 1 : Number(opt.slice(1)));
  const paidBy = (p: Plan, d: string) => {
    const n = months(p.opt);
    if (n === 1) return p.prc;
    let k = 0;
    while (k < n && addMonths(p.sold, k) <= d) k++;
    return k === n ? p.prc : round2((p.prc / n) * k);
  };
  for (const p of plans) {
    const n = months(p.opt);
    if (n > 1 && r.chance(0.1)) {
      const k = r.int(2, Math.min(n - 1, 30));
      const end = addMonths(p.sold, k + 3);
      if (end <= LAST_DAY) {
        p.stat = 'LPS';
        p.end = end;
        p.paid = round2((p.prc / n) * k);
        continue;
      }
    }
    if (r.chance(0.06)) {
      const end = addDays(p.sold, r.int(10, 1500));
      if (end <= LAST_DAY) {
        p.stat = 'CXL';
        p.end = end;
        p.paid = paidBy(p, end);
        p.rfnd = daysBetween(p.sold, end) <= 30 ? p.paid : Math.max(0, round2(p.paid - 150));
        continue;
      }
    }
    p.paid = paidBy(p, LAST_DAY);
  }

  // ---------------------------------------------------------------- arrangements
  interface Dsb {
    typ: string;
    payee: string;
    amt: number;
    dt: string;
    void: string;
  }
  interface Bkg {
    veh: Vehicle;
    dt: string;
    purp: string;
    drv: string;
    km: number | null;
    stat: string;
  }
  interface Arr {
    id: number;
    no: string;
    brn: Branch;
    pkg: string;
    first: string;
    last: string;
    sex: string;
    dob: string;
    dod: string;
    pod: string;
    nok: string;
    rel: string;
    arrDt: string;
    fnrl: string;
    place: string;
    fd: string;
    plan: Plan | null;
    cor: string;
    emb: string;
    relig: string;
    stat: string;
    dsbs: Dsb[];
    bkgs: Bkg[];
    fee: number;
  }
  const arrs: Arr[] = [];
  const SEASON = [1.3, 1.2, 1.08, 1.0, 0.92, 0.86, 0.84, 0.85, 0.9, 0.98, 1.05, 1.22];
  const PKG_W: Record<number, [string, number][]> = {
    2023: [['TBR', 58], ['SBR', 12], ['TCR', 13], ['SCR', 6], ['DCR', 5]],
    2024: [['TBR', 55], ['SBR', 12], ['TCR', 14], ['SCR', 7], ['DCR', 6]],
    2025: [['TBR', 51], ['SBR', 11], ['TCR', 16], ['SCR', 7], ['DCR', 8], ['WBR', 3]],
    2026: [['TBR', 48], ['SBR', 10], ['TCR', 17], ['SCR', 8], ['DCR', 9], ['WBR', 4]],
  };
  const rateOf = (b: Branch, d: string) => {
    let rate = b.rate;
    if (b.cd === 'THR') rate *= Math.min(1, 0.5 + daysBetween(b.opn, d) / 360);
    if (b.cd === 'CSH' && d > '2024-03-31') rate += 17;
    if (b.cd === 'CLN' && d > '2024-03-31') rate += 9;
    return rate * (1 + 0.02 * (yearOf(d) - 2023));
  };
  for (let d = START; d <= LAST_DAY; d = addDays(d, 1)) {
    for (const b of BRANCHES) {
      if (!brnOpen(b, d)) continue;
      const n = r.poisson((rateOf(b, d) / 365) * (SEASON[monthOf(d) - 1] as number));
      for (let k = 0; k < n; k++) {
        const y = yearOf(d);
        let plan: Plan | null = null;
        if (r.chance(0.065)) {
          const cands = plans.filter(
            (p) => p.stat === 'ACT' && p.sold <= addDays(d, -45) && (p.brn === b || (p.brn.cd === 'FTH' && b.cd === 'CSH' && d > '2024-03-31')) && daysBetween(p.dob, d) / 365.25 >= 60,
          );
          if (cands.length > 0) plan = r.pick(cands);
        }
        let pk: string;
        let sex: string;
        let first: string;
        let last: string;
        let dob: string;
        if (plan) {
          plan.stat = 'RDM';
          plan.end = d;
          plan.paid = plan.prc;
          pk = plan.pkg;
          sex = plan.sex;
          first = plan.first;
          last = plan.last;
          dob = plan.dob;
        } else {
          let w = (PKG_W[y] as [string, number][]).filter(([c]) => pkg(c).intro <= d);
          if (b.cd === 'DGV') w = w.map(([c, x]) => [c, pkg(c).disp === 'BUR' ? x : x * 1.5] as [string, number]);
          pk = pickW(w);
          sex = r.chance(0.51) ? 'M' : 'F';
          [first, last] = sex === 'F' ? femaleName() : maleName();
          let age = Math.round(normal(sex === 'F' ? 83 : 79, 10));
          if (r.chance(0.04)) age = r.int(19, 60);
          age = Math.max(18, Math.min(age, 104));
          dob = addDays(d, -(age * 365 + Math.floor(age / 4) + r.int(1, 364)));
        }
        const ageNow = daysBetween(dob, d) / 365.25;
        const pod = pickW<string>(
          ageNow < 60 ? [['HOS', 45], ['HOM', 20], ['HSP', 10], ['OTH', 25]] : [['HOS', 40], ['NH', 24], ['HOM', 25], ['HSP', 8], ['OTH', 3]],
        );
        const cor = pod === 'OTH' || (pod === 'HOM' && r.chance(0.12)) || (pod === 'HOS' && r.chance(0.04)) ? 'Y' : 'N';
        const relig = pickW<string>(y >= 2025 ? [['RC', 78], ['COI', 5], ['CIV', 11], ['NR', 6]] : [['RC', 82], ['COI', 5], ['CIV', 8], ['NR', 5]]);
        const p = pkg(pk);
        const arrDt = minDate(addDays(d, r.chance(0.55) ? 0 : 1), LAST_DAY);
        let gap = p.disp === 'DCR' ? r.int(5, 11) : r.weighted([[2, 35], [3, 40], [4, 18], [5, 7]]);
        if (cor === 'Y') gap += r.int(4, 12);
        else if (r.chance(0.07)) gap += r.int(3, 8); // family travelling home from abroad
        let fnrl = addDays(d, gap);
        if (dayOfWeek(fnrl) === 0) fnrl = addDays(fnrl, 1);
        if (fnrl === '2026-11-25') fnrl = '2026-11-26';
        let place: string;
        if (pk === 'WBR') place = WOODLAND;
        else if (p.disp === 'BUR') place = r.pick(CEMETERIES[b.cd] as string[]);
        else place = (CREMATORIA[r.weighted((CREM_WEIGHTS[b.cd] as number[]).map((x, i) => [i, x] as [number, number]))] as (typeof CREMATORIA)[number])[0];
        const fds = (FDS[b.cd] as [string, number][]).filter(([s]) => activeOn(s, d));
        const fd = pickW(fds);
        const embP = pk === 'TBR' || pk === 'TCR' ? 0.72 : pk === 'SBR' || pk === 'SCR' ? 0.3 : 0;
        const emb = r.chance(embP * (b.cd === 'DGV' ? 0.85 : b.cd === 'CLN' ? 1.1 : 1)) ? 'Y' : 'N';
        const rel = pickW<string>(sex === 'M' ? [['SPS', 38], ['CHD', 48], ['SIB', 8], ['OTH', 6]] : [['SPS', 22], ['CHD', 62], ['SIB', 9], ['OTH', 7]]);
        let nokFirst: string;
        if (rel === 'SPS') nokFirst = sex === 'M' ? r.pick(FEMALE) : r.pick(MALE);
        else if (rel === 'CHD') nokFirst = r.pick(YOUNGER);
        else nokFirst = r.pick([...MALE, ...FEMALE]);
        const nokLast = rel === 'SPS' || (rel === 'CHD' && r.chance(0.6)) || r.chance(0.3) ? last : r.pick(SURNAMES);
        const stat = fnrl > LAST_DAY ? 'OPN' : !plan && r.chance(0.02) ? 'CXL' : 'CMP';
        arrs.push({
          id: 0, no: '', brn: b, pkg: pk, first, last, sex, dob, dod: d, pod, nok: `${nokFirst} ${nokLast}`, rel, arrDt, fnrl, place, fd, plan, cor, emb, relig,
          stat, dsbs: [], bkgs: [], fee: 0,
        });
      }
    }
  }
  arrs.sort((a, b) => (a.arrDt < b.arrDt ? -1 : a.arrDt > b.arrDt ? 1 : a.brn.id - b.brn.id));
  const seqs = new Map<string, number>();
  arrs.forEach((a, i) => {
    a.id = i + 1;
    const key = `${a.brn.cd}-${a.arrDt.slice(2, 4)}`;
    const s = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, s);
    a.no = `${key}-${pad(s, 4)}`;
  });

  // ---------------------------------------------------------------- disbursements
  for (const a of arrs) {
    const p = pkg(a.pkg);
    const f = DSB_FACTOR[yearOf(a.fnrl)] as number;
    const add = (typ: string, payee: string, amt: number, dt: string) => a.dsbs.push({ typ, payee, amt: round2(amt), dt, void: 'N' });
    if (a.stat === 'CXL') {
      if (r.chance(0.6)) a.dsbs.push({ typ: 'NTC', payee: 'RIP.ie', amt: round2(125 * f), dt: a.arrDt, void: 'Y' });
      continue;
    }
    const traditional = a.pkg === 'TBR' || a.pkg === 'TCR';
    if (r.chance(0.97)) add('NTC', 'RIP.ie', 125 * f, a.arrDt);
    if (p.disp !== 'DCR' && r.chance(traditional ? 0.4 : 0.15)) add('NTC', PAPERS[a.brn.cd] as string, Math.round(r.int(160, 260) * f), a.arrDt);
    if (p.disp === 'BUR') {
      if (a.pkg === 'WBR') {
        add('GRV', WOODLAND, 1950 * f, a.fnrl);
        add('CEM', WOODLAND, 450 * f, a.fnrl);
      } else {
        if (r.chance(0.28)) add('GRV', a.place, Math.round(r.int(36, 56) * 50 * f), a.fnrl);
        add('CEM', a.place, Math.round(r.int(15, 22) * 50 * f), a.fnrl);
      }
    } else {
      const crem = CREMATORIA.find((c) => c[0] === a.place) as (typeof CREMATORIA)[number];
      add('CRM', crem[0], crem[1] * f, a.fnrl);
      add('DOC', r.pick(DOCTORS), Math.round(r.int(18, 26) * 10 * f), minDate(addDays(a.arrDt, r.int(0, 2)), a.fnrl));
    }
    const service = p.disp !== 'DCR' && (a.relig === 'RC' || a.relig === 'COI');
    if (service) {
      add('CHU', a.relig === 'RC' ? r.pick(PARISHES[a.brn.cd] as string[]) : (COI_PARISH[a.brn.cd] as string), r.int(5, 8) * 50, a.fnrl);
      if (r.chance(traditional ? 0.8 : 0.3)) add('MUS', r.pick(MUSICIANS), r.int(6, 14) * 25, a.fnrl);
    }
    if (r.chance(traditional ? 0.65 : p.disp === 'DCR' ? 0.05 : 0.3)) add('FLW', r.pick(FLORISTS[a.brn.cd] as string[]), r.int(12, 48) * 10, addDays(a.fnrl, -1));
    // a few entered twice or cancelled
    if (r.chance(0.06)) {
      const src = r.pick(a.dsbs);
      a.dsbs.push({ ...src, void: 'Y', amt: r.chance(0.5) ? src.amt : round2(src.amt + r.int(1, 8) * 25) });
    }
  }

  // ---------------------------------------------------------------- vehicles and bookings
  interface Vehicle {
    id: number;
    reg: string;
    typ: string;
    mdl: string;
    brn: string;
    seats: number;
    acq: string;
    dsp: string | null;
  }
  const VEHICLES: Vehicle[] = [
    { id: 1, reg: '12-TS-884', typ: 'HRS', mdl: 'Mercedes-Benz E-Class Binz hearse', brn: 'CLN', seats: 1, acq: '2012-05-10', dsp: '2024-02-15' },
    { id: 2, reg: '151-T-990', typ: 'LMO', mdl: 'Mercedes-Benz E-Class Binz limousine', brn: 'CRK', seats: 6, acq: '2015-03-02', dsp: '2025-06-30' },
    { id: 3, reg: '161-T-2231', typ: 'HRS', mdl: 'Mercedes-Benz E-Class Binz hearse', brn: 'CRK', seats: 1, acq: '2016-01-18', dsp: null },
    { id: 4, reg: '09-TN-412', typ: 'PVA', mdl: 'Ford Transit private ambulance', brn: 'FTH', seats: 2, acq: '2009-04-01', dsp: '2024-04-19' },
    { id: 5, reg: '171-T-560', typ: 'LMO', mdl: 'Mercedes-Benz E-Class Binz limousine', brn: 'CLN', seats: 6, acq: '2017-02-20', dsp: null },
    { id: 6, reg: '181-W-1207', typ: 'HRS', mdl: 'Jaguar XF Coleman Milne hearse', brn: 'DGV', seats: 1, acq: '2018-03-12', dsp: null },
    { id: 7, reg: '191-T-3307', typ: 'LMO', mdl: 'Mercedes-Benz S-Class Binz limousine', brn: 'CLN', seats: 7, acq: '2019-01-28', dsp: null },
    { id: 8, reg: '201-T-118', typ: 'PVA', mdl: 'Ford Transit private ambulance', brn: 'CLN', seats: 2, acq: '2020-01-13', dsp: null },
    { id: 9, reg: '211-W-2650', typ: 'PVA', mdl: 'Volkswagen Transporter private ambulance', brn: 'DGV', seats: 2, acq: '2021-02-01', dsp: null },
    { id: 10, reg: '212-T-4410', typ: 'HRS', mdl: 'Mercedes-Benz E-Class Binz hearse', brn: 'CSH', seats: 1, acq: '2021-08-09', dsp: null },
    { id: 11, reg: '231-T-77', typ: 'HRS', mdl: 'Mercedes-Benz E-Class Binz hearse', brn: 'CLN', seats: 1, acq: '2023-01-20', dsp: null },
    { id: 12, reg: '232-W-3021', typ: 'LMO', mdl: 'Mercedes-Benz E-Class Binz limousine', brn: 'DGV', seats: 6, acq: '2023-07-03', dsp: null },
    { id: 13, reg: '241-T-1950', typ: 'HRS', mdl: 'Volvo V90 Superior hearse', brn: 'THR', seats: 1, acq: '2024-05-27', dsp: null },
    { id: 14, reg: '242-T-1815', typ: 'HRS', mdl: 'Mercedes-Benz E-Class Binz hearse', brn: 'CLN', seats: 1, acq: '2024-02-12', dsp: null },
    { id: 15, reg: '242-T-2218', typ: 'PVA', mdl: 'Volkswagen Crafter private ambulance', brn: 'THR', seats: 2, acq: '2024-07-15', dsp: null },
    { id: 16, reg: '252-T-3104', typ: 'LMO', mdl: 'Mercedes-Benz E-Class Binz limousine', brn: 'CRK', seats: 6, acq: '2025-07-07', dsp: null },
  ];
  /** 191-T-3307 was off the road for bodywork for all of October 2026. */
  const offRoad = (v: Vehicle, d: string) => v.reg === '191-T-3307' && d >= '2026-10-01' && d <= '2026-10-31';
  const inFleet = (v: Vehicle, d: string) => v.acq <= d && (v.dsp === null || v.dsp > d) && !offRoad(v, d);
  const vehicleFor = (typ: string, b: string, d: string) => {
    let pool = VEHICLES.filter((v) => v.typ === typ && v.brn === b && inFleet(v, d));
    if (pool.length === 0) pool = VEHICLES.filter((v) => v.typ === typ && v.brn === 'CLN' && inFleet(v, d));
    return r.pick(pool);
  };
  const driverFor = (v: Vehicle, d: string, not: string[]) => {
    let pool = (DRIVERS[v.brn] as string[]).filter((s) => activeOn(s, d) && !not.includes(s));
    if (pool.length === 0) pool = (DRIVERS.CLN as string[]).filter((s) => activeOn(s, d) && !not.includes(s));
    if (pool.length === 0) pool = (DRIVERS.CLN as string[]).filter((s) => activeOn(s, d));
    return r.pick(pool);
  };
  for (const a of arrs) {
    const p = pkg(a.pkg);
    const b = a.brn.cd;
    const book = (typ: string, dt: string, purp: string, km: number, not: string[] = []) => {
      const veh = vehicleFor(typ, b, dt);
      const drv = driverFor(veh, dt, not);
      const done = dt <= LAST_DAY;
      const stat = a.stat === 'CXL' && purp !== 'REM' ? 'CXL' : done ? 'DON' : 'BKD';
      a.bkgs.push({ veh, dt, purp, drv, km: stat === 'DON' ? km : null, stat });
      return drv;
    };
    book('PVA', a.dod, 'REM', r.int(3, 48));
    const cremKm = p.disp === 'BUR' ? 0 : ((CREMATORIA.find((c) => c[0] === a.place) as (typeof CREMATORIA)[number])[2][b] as number);
    if (p.disp === 'DCR') {
      book('PVA', a.fnrl, 'CRT', cremKm + r.int(0, 12));
      continue;
    }
    if ((a.pkg === 'TBR' || a.pkg === 'TCR') && a.relig !== 'CIV' && a.relig !== 'NR' && r.chance(0.6)) book('HRS', addDays(a.fnrl, -1), 'RCH', r.int(2, 15));
    const hd = book('HRS', a.fnrl, 'FNL', p.disp === 'BUR' ? r.int(4, 30) : cremKm + r.int(2, 15));
    if ((a.pkg === 'TBR' || a.pkg === 'TCR') && r.chance(0.72)) book('LMO', a.fnrl, 'FNL', p.disp === 'BUR' ? r.int(8, 40) : cremKm + r.int(5, 20), [hd]);
  }

  // ---------------------------------------------------------------- invoices and payments
  interface Pmt {
    dt: string;
    amt: number;
    mthd: string;
    instl: number | null;
    rvsd: string;
  }
  interface Inv {
    id: number;
    no: string;
    arr: Arr;
    dt: string;
    fee: number;
    dsb: number;
    disc: number;
    tot: number;
    instl: number;
    due: string;
    stat: string;
    pd: string | null;
    pmts: Pmt[];
  }
  const invs: Inv[] = [];
  const method = (d: string): string => {
    const y = yearOf(d);
    return pickW<string>([['EFT', 50 + (y - 2023) * 4], ['CRD', 20 + (y - 2023) * 2], ['CHQ', 20 - (y - 2023) * 4], ['CSH', 7]]);
  };
  for (const a of arrs) {
    if (a.stat !== 'CMP') continue;
    const inv0 = addDays(a.fnrl, r.int(2, 12));
    if (inv0 > LAST_DAY) continue;
    const dsb = round2(a.dsbs.filter((x) => x.void === 'N').reduce((s, x) => s + x.amt, 0));
    let fee: number;
    if (a.plan) fee = a.plan.prc;
    else {
      fee = feeOn(a.pkg, a.fnrl);
      if (a.pkg === 'TBR' || a.pkg === 'TCR' || a.pkg === 'SBR') fee += pickW<number>([[0, 55], [395, 20], [795, 15], [1450, 10]]);
    }
    const disc = a.plan ? 0 : r.chance(0.07) ? pickW<number>([[100, 30], [150, 25], [250, 30], [500, 15]]) : 0;
    const tot = round2(fee + dsb - disc);
    let dt = inv0;
    if (r.chance(0.02)) {
      const wrong = round2(tot + r.int(2, 16) * 25);
      invs.push({ id: 0, no: '', arr: a, dt, fee, dsb: round2(wrong - fee + disc), disc, tot: wrong, instl: 1, due: addDays(dt, 30), stat: 'VD', pd: null, pmts: [] });
      dt = addDays(dt, r.int(2, 9));
      if (dt > LAST_DAY) continue;
    }
    const instl = a.plan ? 1 : r.chance(0.11) ? pickW<number>([[3, 30], [6, 35], [10, 15], [12, 20]]) : 1;
    const inv: Inv = { id: 0, no: '', arr: a, dt, fee, dsb, disc, tot, instl, due: instl > 1 ? addMonths(addDays(dt, 14), instl - 1) : addDays(dt, 30), stat: '', pd: null, pmts: [] };
    invs.push(inv);
    const pay = (pdt: string, amt: number, mthd: string, instlNo: number | null) => {
      if (pdt > LAST_DAY || amt <= 0) return;
      if (mthd === 'CHQ' && r.chance(0.05)) {
        inv.pmts.push({ dt: pdt, amt: round2(amt), mthd, instl: instlNo, rvsd: 'Y' });
        const again = addDays(pdt, r.int(6, 20));
        if (again <= LAST_DAY) inv.pmts.push({ dt: again, amt: round2(amt), mthd: 'EFT', instl: instlNo, rvsd: 'N' });
        return;
      }
      if (mthd === 'CRD' && r.chance(0.01)) {
        inv.pmts.push({ dt: pdt, amt: round2(amt), mthd, instl: instlNo, rvsd: 'Y' });
        return;
      }
      inv.pmts.push({ dt: pdt, amt: round2(amt), mthd, instl: instlNo, rvsd: 'N' });
    };
    let rest = tot;
    if (a.plan) {
      inv.pmts.push({ dt, amt: a.plan.prc, mthd: 'PLN', instl: null, rvsd: 'N' });
      rest = round2(tot - a.plan.prc);
    }
    let slow = false;
    if (instl > 1) {
      const each = round2(rest / instl);
      let missed = 0;
      let owedBack = 0;
      let lastDue = dt;
      let stopped = false;
      const m = pickW<string>([['EFT', 60], ['CRD', 40]]);
      for (let k = 0; k < instl; k++) {
        const due = addMonths(addDays(dt, 14), k);
        if (due > LAST_DAY) break;
        const amt = k === instl - 1 ? round2(rest - each * (instl - 1)) : each;
        lastDue = due;
        if (r.chance(0.08)) {
          missed++;
          owedBack += amt;
          if (missed >= 2 && r.chance(0.4)) {
            stopped = true;
            break;
          }
          continue;
        }
        pay(addDays(due, r.int(-2, 6)), amt, m, k + 1);
      }
      // missed instalments are usually caught up a month or two after the last one
      if (owedBack > 0 && !stopped && r.chance(0.8)) pay(addDays(lastDue, r.int(25, 60)), round2(owedBack), m, null);
      if (stopped) slow = true;
    } else {
      const kind = r.weighted([['one', 82], ['two', 14], ['slow', 4]] as [string, number][]);
      const lag = () => Math.min(150, Math.round(Math.exp(normal(Math.log(22), 0.7))));
      if (kind === 'one') pay(addDays(dt, lag()), rest, method(dt), null);
      else if (kind === 'two') {
        const first = round2(Math.round((rest * r.float(0.4, 0.7)) / 50) * 50);
        const d1 = addDays(dt, r.int(5, 30));
        pay(d1, first, method(d1), null);
        const d2 = addDays(d1, r.int(20, 120));
        pay(d2, round2(rest - first), method(d2), null);
      } else {
        slow = true;
        if (r.chance(0.5)) {
          const d1 = addDays(dt, r.int(30, 100));
          pay(d1, round2(Math.round((rest * r.float(0.2, 0.6)) / 50) * 50), method(d1), null);
        }
      }
    }
    const paid = round2(inv.pmts.filter((x) => x.rvsd === 'N').reduce((s, x) => s + x.amt, 0));
    const good = inv.pmts.filter((x) => x.rvsd === 'N').sort((x, y) => (x.dt < y.dt ? -1 : 1));
    if (paid >= tot - 0.005) {
      inv.stat = 'PD';
      inv.pd = (good[good.length - 1] as Pmt).dt;
    } else if (slow && inv.dt < '2025-06-01' && r.chance(0.8)) inv.stat = 'WO';
    else inv.stat = paid > 0 ? 'PRT' : 'ISS';
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.arr.id - b.arr.id));
  const invSeq = new Map<string, number>();
  invs.forEach((v, i) => {
    v.id = i + 1;
    const y = v.dt.slice(2, 4);
    const s = (invSeq.get(y) ?? 0) + 1;
    invSeq.set(y, s);
    v.no = `DF-${y}-${pad(s, 4)}`;
  });
  const pmtRows: unknown[][] = [];
  const allPmts = invs.flatMap((v) => v.pmts.map((x) => ({ v, x }))).sort((a, b) => (a.x.dt < b.x.dt ? -1 : a.x.dt > b.x.dt ? 1 : a.v.id - b.v.id));
  allPmts.forEach(({ v, x }, i) => pmtRows.push([i + 1, `R${pad(40001 + i, 6)}`, v.id, x.dt, x.amt, x.mthd, x.instl, x.rvsd]));

  const dsbRows: unknown[][] = [];
  const bkgRows: unknown[][] = [];
  for (const a of arrs) {
    for (const x of a.dsbs) dsbRows.push([dsbRows.length + 1, a.id, x.typ, x.payee, x.amt, x.dt, x.void]);
  }
  const allBkgs = arrs.flatMap((a) => a.bkgs.map((x) => ({ a, x }))).sort((p, q) => (p.x.dt < q.x.dt ? -1 : p.x.dt > q.x.dt ? 1 : p.a.id - q.a.id));
  allBkgs.forEach(({ a, x }, i) => bkgRows.push([i + 1, x.veh.id, a.id, x.dt, x.purp, stfId(x.drv), x.km, x.stat]));

  const comments: [string, string][] = [
    ['branch', 'Funeral homes (branches) of the Delaney group'],
    ['branch.brn_id', 'Branch id'],
    ['branch.brn_cd', 'Branch code: CLN Clonmel (head office), CRK Carrick-on-Suir, CSH Cashel, FTH Fethard, THR Thurles, DGV Dungarvan'],
    ['branch.brn_nm', 'Branch name (the town)'],
    ['branch.addr_ln', 'Street address'],
    ['branch.cnty_nm', 'County'],
    ['branch.opn_dt', 'Date the branch opened or was taken over by the group'],
    ['branch.cls_dt', 'Date the branch closed; NULL while open'],
    ['branch.chpl_yn', 'Y = own funeral home with reposing rooms (chapel of rest); N = office only'],
    ['branch.mgr_stf_id', 'Branch manager (staff.stf_id)'],
    ['staff', 'Employees, current and former'],
    ['staff.stf_cd', 'Payroll code'],
    ['staff.frst_nm', 'First name'],
    ['staff.lst_nm', 'Last name'],
    ['staff.role_cd', 'Role: MD managing director, FD funeral director, ARR arranger / assistant FD, EMB embalmer, DRV driver and bearer, ADM office and accounts'],
    ['staff.brn_id', 'Branch the person works from now (branch.brn_id)'],
    ['staff.sup_stf_id', 'Reports to (staff.stf_id); NULL for the managing director'],
    ['staff.hire_dt', 'First day of employment'],
    ['staff.term_dt', 'Last day of employment; NULL while employed'],
    ['staff.ft_yn', 'Y full time, N part time'],
    ['svc_pkg', 'Funeral packages (service types)'],
    ['svc_pkg.pkg_cd', 'Package code: TBR Traditional Burial, SBR Simple Burial, TCR Traditional Cremation, SCR Simple Cremation, DCR Direct Cremation, WBR Woodland Burial'],
    ['svc_pkg.pkg_nm', 'Package name'],
    ['svc_pkg.disp_cd', 'Disposition: BUR burial, CRM cremation with a service, DCR direct cremation (no service)'],
    ['svc_pkg.list_fee_eur', 'Current (2026) list price of the professional fee incl. coffin, EUR'],
    ['svc_pkg.intro_dt', 'Date first offered'],
    ['svc_pkg.actv_yn', 'Y still offered'],
    ['arrangement', 'Funeral cases (arrangements), one row per deceased'],
    ['arrangement.case_no', 'Case number: branch-year-sequence'],
    ['arrangement.brn_id', 'Branch handling the case (branch.brn_id)'],
    ['arrangement.pkg_cd', 'Package (svc_pkg.pkg_cd)'],
    ['arrangement.dcsd_frst_nm', 'Deceased first name'],
    ['arrangement.dcsd_lst_nm', 'Deceased last name'],
    ['arrangement.dcsd_sex_cd', 'Deceased sex: M or F'],
    ['arrangement.dob_dt', 'Deceased date of birth'],
    ['arrangement.dod_dt', 'Date of death'],
    ['arrangement.pod_cd', 'Place of death: HOS hospital, HOM home, NH nursing home, HSP hospice, OTH elsewhere'],
    ['arrangement.nok_nm', 'Next of kin who arranged the funeral and is responsible for the account'],
    ['arrangement.nok_rel_cd', 'Next of kin relationship: SPS spouse/partner, CHD son or daughter, SIB sibling, OTH other'],
    ['arrangement.arr_dt', 'Date the funeral was arranged with the family'],
    ['arrangement.fnrl_dt', 'Date of the funeral (for a direct cremation the cremation date); for a cancelled case the planned date'],
    ['arrangement.dspn_plc_nm', 'Cemetery, woodland burial ground or crematorium'],
    ['arrangement.fd_stf_id', 'Funeral director in charge (staff.stf_id)'],
    ['arrangement.plan_id', 'Pre-paid plan the funeral was provided under (fnrl_plan.plan_id); NULL if none'],
    ['arrangement.cor_yn', 'Y referred to the coroner'],
    ['arrangement.emb_yn', 'Y remains embalmed'],
    ['arrangement.relig_cd', 'Faith / ceremony: RC Roman Catholic, COI Church of Ireland, CIV civil or humanist, NR none'],
    ['arrangement.stat_cd', 'Case status: OPN open (funeral still to take place), CMP completed, CXL cancelled (moved to another firm)'],
    ['disbursement', 'Third-party costs paid on behalf of the family and recharged at cost'],
    ['disbursement.arr_id', 'Case (arrangement.arr_id)'],
    ['disbursement.dsb_typ_cd', 'Type: CEM cemetery/interment fee, GRV new grave or plot, CRM crematorium fee, DOC cremation certificates, CHU church offering, MUS organist/soloist, FLW flowers, NTC death notice'],
    ['disbursement.payee_nm', 'Who was paid'],
    ['disbursement.amt_eur', 'Amount, EUR'],
    ['disbursement.inc_dt', 'Date incurred or falling due'],
    ['disbursement.void_yn', 'Y voided (entered in error or cancelled; not charged)'],
    ['invoice', 'Family accounts (invoices) for funerals'],
    ['invoice.inv_no', 'Invoice number'],
    ['invoice.arr_id', 'Case (arrangement.arr_id)'],
    ['invoice.inv_dt', 'Invoice date'],
    ['invoice.fee_eur', 'Professional fee (package, coffin, extras; plan price under a pre-paid plan), EUR'],
    ['invoice.dsb_eur', 'Disbursements recharged, EUR'],
    ['invoice.disc_eur', 'Discount, EUR (0 if none)'],
    ['invoice.tot_eur', 'Invoice total = fee_eur + dsb_eur - disc_eur'],
    ['invoice.instl_cnt', 'Number of monthly instalments agreed (1 = single payment)'],
    ['invoice.due_dt', 'Date the balance is due'],
    ['invoice.stat_cd', 'ISS issued unpaid, PRT part paid, PD paid in full, VD void (re-issued), WO written off'],
    ['invoice.pd_dt', 'Date paid in full; NULL unless PD'],
    ['payment', 'Payments received against invoices'],
    ['payment.rcpt_no', 'Receipt number'],
    ['payment.inv_id', 'Invoice (invoice.inv_id)'],
    ['payment.pmt_dt', 'Date received'],
    ['payment.amt_eur', 'Amount, EUR'],
    ['payment.mthd_cd', 'Method: EFT bank transfer, CRD card, CHQ cheque, CSH cash, PLN from pre-paid plan trust'],
    ['payment.instl_no', 'Instalment number under an instalment arrangement; NULL otherwise'],
    ['payment.rvsd_yn', 'Y reversed (bounced cheque / chargeback); does not count'],
    ['fnrl_plan', 'Pre-paid funeral plans (pre-need contracts)'],
    ['fnrl_plan.plan_no', 'Plan number'],
    ['fnrl_plan.hldr_frst_nm', 'Plan holder first name'],
    ['fnrl_plan.hldr_lst_nm', 'Plan holder last name'],
    ['fnrl_plan.hldr_dob_dt', 'Plan holder date of birth'],
    ['fnrl_plan.brn_id', 'Selling / servicing branch (branch.brn_id)'],
    ['fnrl_plan.pkg_cd', 'Package bought (svc_pkg.pkg_cd)'],
    ['fnrl_plan.sold_dt', 'Contract date'],
    ['fnrl_plan.sold_stf_id', 'Sold by (staff.stf_id)'],
    ['fnrl_plan.prc_eur', 'Plan price fixed at sale, EUR'],
    ['fnrl_plan.pay_opt_cd', 'SGL single payment; I12, I24, I60 monthly instalments over 12/24/60 months'],
    ['fnrl_plan.pd_to_dt_eur', 'Paid in so far, EUR'],
    ['fnrl_plan.stat_cd', 'ACT in force, RDM redeemed (funeral provided), CXL cancelled and refunded, LPS lapsed'],
    ['fnrl_plan.end_dt', 'Date redeemed (date of death), cancelled or lapsed; NULL while in force'],
    ['fnrl_plan.rfnd_eur', 'Refund paid on cancellation, EUR'],
    ['vehicle', 'Fleet: hearses, limousines, private ambulances'],
    ['vehicle.reg_no', 'Registration number'],
    ['vehicle.veh_typ_cd', 'HRS hearse, LMO limousine, PVA private ambulance (removal vehicle)'],
    ['vehicle.mk_mdl', 'Make and model'],
    ['vehicle.brn_id', 'Home branch (branch.brn_id)'],
    ['vehicle.seats', 'Passenger seats'],
    ['vehicle.acq_dt', 'Date acquired'],
    ['vehicle.dspsl_dt', 'Date sold or scrapped; NULL while in the fleet'],
    ['veh_bkg', 'Vehicle bookings, one row per vehicle per job'],
    ['veh_bkg.veh_id', 'Vehicle (vehicle.veh_id)'],
    ['veh_bkg.arr_id', 'Case (arrangement.arr_id)'],
    ['veh_bkg.bkg_dt', 'Date of the job'],
    ['veh_bkg.purp_cd', 'REM removal from place of death, RCH removal to church (evening before), FNL funeral, CRT transfer to crematorium (direct cremation)'],
    ['veh_bkg.drv_stf_id', 'Driver (staff.stf_id)'],
    ['veh_bkg.km_qty', 'Kilometres driven; NULL until done'],
    ['veh_bkg.stat_cd', 'BKD booked (coming), DON done, CXL cancelled'],
  ];
  const commentSql = comments.map(([target, text]) =>
    target.includes('.') ? `COMMENT ON COLUMN fnrl.${target} IS '${text.replace(/'/g, "''")}';` : `COMMENT ON TABLE fnrl.${target} IS '${text.replace(/'/g, "''")}';`,
  );

  return [
    'CREATE SCHEMA fnrl;',
    `CREATE TABLE fnrl.branch (brn_id integer PRIMARY KEY, brn_cd varchar(3) NOT NULL UNIQUE, brn_nm text NOT NULL, addr_ln text NOT NULL,
      eircode varchar(8) NOT NULL, cnty_nm text NOT NULL, opn_dt date NOT NULL, cls_dt date, chpl_yn char(1) NOT NULL, mgr_stf_id integer);`,
    `CREATE TABLE fnrl.staff (stf_id integer PRIMARY KEY, stf_cd varchar(4) NOT NULL UNIQUE, frst_nm text NOT NULL, lst_nm text NOT NULL,
      role_cd varchar(3) NOT NULL, brn_id integer NOT NULL REFERENCES fnrl.branch (brn_id), sup_stf_id integer REFERENCES fnrl.staff (stf_id),
      hire_dt date NOT NULL, term_dt date, ft_yn char(1) NOT NULL);`,
    `CREATE TABLE fnrl.svc_pkg (pkg_cd varchar(3) PRIMARY KEY, pkg_nm text NOT NULL, disp_cd varchar(3) NOT NULL, list_fee_eur numeric(8,2) NOT NULL,
      intro_dt date NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE fnrl.fnrl_plan (plan_id integer PRIMARY KEY, plan_no varchar(10) NOT NULL UNIQUE, hldr_frst_nm text NOT NULL, hldr_lst_nm text NOT NULL,
      hldr_dob_dt date NOT NULL, brn_id integer NOT NULL REFERENCES fnrl.branch (brn_id), pkg_cd varchar(3) NOT NULL REFERENCES fnrl.svc_pkg (pkg_cd),
      sold_dt date NOT NULL, sold_stf_id integer NOT NULL REFERENCES fnrl.staff (stf_id), prc_eur numeric(8,2) NOT NULL, pay_opt_cd varchar(3) NOT NULL,
      pd_to_dt_eur numeric(8,2) NOT NULL, stat_cd varchar(3) NOT NULL, end_dt date, rfnd_eur numeric(8,2));`,
    `CREATE TABLE fnrl.arrangement (arr_id integer PRIMARY KEY, case_no varchar(12) NOT NULL UNIQUE, brn_id integer NOT NULL REFERENCES fnrl.branch (brn_id),
      pkg_cd varchar(3) NOT NULL REFERENCES fnrl.svc_pkg (pkg_cd), dcsd_frst_nm text NOT NULL, dcsd_lst_nm text NOT NULL, dcsd_sex_cd char(1) NOT NULL,
      dob_dt date NOT NULL, dod_dt date NOT NULL, pod_cd varchar(3) NOT NULL, nok_nm text NOT NULL, nok_rel_cd varchar(3) NOT NULL, arr_dt date NOT NULL,
      fnrl_dt date NOT NULL, dspn_plc_nm text NOT NULL, fd_stf_id integer NOT NULL REFERENCES fnrl.staff (stf_id),
      plan_id integer REFERENCES fnrl.fnrl_plan (plan_id), cor_yn char(1) NOT NULL, emb_yn char(1) NOT NULL, relig_cd varchar(3) NOT NULL,
      stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE fnrl.disbursement (dsb_id integer PRIMARY KEY, arr_id integer NOT NULL REFERENCES fnrl.arrangement (arr_id), dsb_typ_cd varchar(3) NOT NULL,
      payee_nm text NOT NULL, amt_eur numeric(8,2) NOT NULL, inc_dt date NOT NULL, void_yn char(1) NOT NULL);`,
    `CREATE TABLE fnrl.invoice (inv_id integer PRIMARY KEY, inv_no varchar(10) NOT NULL UNIQUE, arr_id integer NOT NULL REFERENCES fnrl.arrangement (arr_id),
      inv_dt date NOT NULL, fee_eur numeric(9,2) NOT NULL, dsb_eur numeric(9,2) NOT NULL, disc_eur numeric(8,2) NOT NULL, tot_eur numeric(9,2) NOT NULL,
      instl_cnt smallint NOT NULL, due_dt date NOT NULL, stat_cd varchar(3) NOT NULL, pd_dt date);`,
    `CREATE TABLE fnrl.payment (pmt_id integer PRIMARY KEY, rcpt_no varchar(8) NOT NULL UNIQUE, inv_id integer NOT NULL REFERENCES fnrl.invoice (inv_id),
      pmt_dt date NOT NULL, amt_eur numeric(9,2) NOT NULL, mthd_cd varchar(3) NOT NULL, instl_no smallint, rvsd_yn char(1) NOT NULL);`,
    `CREATE TABLE fnrl.vehicle (veh_id integer PRIMARY KEY, reg_no varchar(12) NOT NULL UNIQUE, veh_typ_cd varchar(3) NOT NULL, mk_mdl text NOT NULL,
      brn_id integer NOT NULL REFERENCES fnrl.branch (brn_id), seats smallint NOT NULL, acq_dt date NOT NULL, dspsl_dt date);`,
    `CREATE TABLE fnrl.veh_bkg (bkg_id integer PRIMARY KEY, veh_id integer NOT NULL REFERENCES fnrl.vehicle (veh_id),
      arr_id integer NOT NULL REFERENCES fnrl.arrangement (arr_id), bkg_dt date NOT NULL, purp_cd varchar(3) NOT NULL,
      drv_stf_id integer NOT NULL REFERENCES fnrl.staff (stf_id), km_qty smallint, stat_cd varchar(3) NOT NULL);`,
    insertRows(
      'fnrl.branch',
      ['brn_id', 'brn_cd', 'brn_nm', 'addr_ln', 'eircode', 'cnty_nm', 'opn_dt', 'cls_dt', 'chpl_yn', 'mgr_stf_id'],
      BRANCHES.map((b) => [b.id, b.cd, b.nm, b.addr, b.eir, b.cnty, b.opn, b.cls, b.chpl, stfId(b.mgr)]),
    ),
    insertRows(
      'fnrl.staff',
      ['stf_id', 'stf_cd', 'frst_nm', 'lst_nm', 'role_cd', 'brn_id', 'sup_stf_id', 'hire_dt', 'term_dt', 'ft_yn'],
      STAFF.map(([cd, f, l, role, b, sup, hire, term, ft]) => [stfId(cd), cd, f, l, role, brn(b).id, sup ? stfId(sup) : null, hire, term, ft]),
    ),
    'ALTER TABLE fnrl.branch ADD FOREIGN KEY (mgr_stf_id) REFERENCES fnrl.staff (stf_id);',
    insertRows(
      'fnrl.svc_pkg',
      ['pkg_cd', 'pkg_nm', 'disp_cd', 'list_fee_eur', 'intro_dt', 'actv_yn'],
      PKGS.map((p) => [p.cd, p.nm, p.disp, p.fee, p.intro, 'Y']),
    ),
    insertRows(
      'fnrl.fnrl_plan',
      ['plan_id', 'plan_no', 'hldr_frst_nm', 'hldr_lst_nm', 'hldr_dob_dt', 'brn_id', 'pkg_cd', 'sold_dt', 'sold_stf_id', 'prc_eur', 'pay_opt_cd', 'pd_to_dt_eur',
        'stat_cd', 'end_dt', 'rfnd_eur'],
      plans.map((p) => [p.id, p.no, p.first, p.last, p.dob, p.brn.id, p.pkg, p.sold, stfId(p.seller), p.prc, p.opt, p.paid, p.stat, p.end, p.rfnd]),
    ),
    insertRows(
      'fnrl.arrangement',
      ['arr_id', 'case_no', 'brn_id', 'pkg_cd', 'dcsd_frst_nm', 'dcsd_lst_nm', 'dcsd_sex_cd', 'dob_dt', 'dod_dt', 'pod_cd', 'nok_nm', 'nok_rel_cd', 'arr_dt',
        'fnrl_dt', 'dspn_plc_nm', 'fd_stf_id', 'plan_id', 'cor_yn', 'emb_yn', 'relig_cd', 'stat_cd'],
      arrs.map((a) => [a.id, a.no, a.brn.id, a.pkg, a.first, a.last, a.sex, a.dob, a.dod, a.pod, a.nok, a.rel, a.arrDt, a.fnrl, a.place, stfId(a.fd),
        a.plan ? a.plan.id : null, a.cor, a.emb, a.relig, a.stat]),
    ),
    insertRows('fnrl.disbursement', ['dsb_id', 'arr_id', 'dsb_typ_cd', 'payee_nm', 'amt_eur', 'inc_dt', 'void_yn'], dsbRows),
    insertRows(
      'fnrl.invoice',
      ['inv_id', 'inv_no', 'arr_id', 'inv_dt', 'fee_eur', 'dsb_eur', 'disc_eur', 'tot_eur', 'instl_cnt', 'due_dt', 'stat_cd', 'pd_dt'],
      invs.map((v) => [v.id, v.no, v.arr.id, v.dt, v.fee, v.dsb, v.disc, v.tot, v.instl, v.due, v.stat, v.pd]),
    ),
    insertRows('fnrl.payment', ['pmt_id', 'rcpt_no', 'inv_id', 'pmt_dt', 'amt_eur', 'mthd_cd', 'instl_no', 'rvsd_yn'], pmtRows),
    insertRows(
      'fnrl.vehicle',
      ['veh_id', 'reg_no', 'veh_typ_cd', 'mk_mdl', 'brn_id', 'seats', 'acq_dt', 'dspsl_dt'],
      VEHICLES.map((v) => [v.id, v.reg, v.typ, v.mdl, brn(v.brn).id, v.seats, v.acq, v.dsp]),
    ),
    insertRows('fnrl.veh_bkg', ['bkg_id', 'veh_id', 'arr_id', 'bkg_dt', 'purp_cd', 'drv_stf_id', 'km_qty', 'stat_cd'], bkgRows),
    ...commentSql,
  ].join('\n');
}
