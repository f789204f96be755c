/**
 * Paws Inn Kennels & Daycare, a family-owned boarding-kennels and dog-daycare business in New Zealand with three
 * sites: Dairy Flat (north of Auckland, site code AKL, the original site and head office, open since 2016),
 * Tamahere (Hamilton, HAM, open since 2019) and Templeton (Christchurch, CHC, opened on 2025-09-01). Each site
 * boards dogs overnight in kennels and runs, runs a weekday doggy daycare (a supervised play yard) and has a
 * grooming room. Owners (the customers) register once at the site they use, add their dogs, and then book
 * boarding stays, daycare days (paid day by day or from a prepaid package of days) and grooming appointments.
 * Every dog must hold a current C5 vaccination certificate (parvovirus, distemper, hepatitis and kennel cough).
 *
 * This is the kennels' management system as it stood at the close of business on 2026-11-24 (it was copied on
 * 2026-11-25). The system went live on 2025-02-03; customers who were on the old paper system were keyed in with
 * their original registration dates, but no bookings, visits or invoices from before go-live were carried over.
 * Rows dated after 2026-11-24 are bookings: boarding stays booked up to the end of January 2027 (the summer
 * holidays are the busy season), daycare days booked up to 2026-12-11 and grooming appointments up to late January
 * 2027. Money is in New Zealand dollars and is held in integer cents, ex GST, in columns named *_cents; GST is 15%.
 * The financial year (FY) runs from 1 April to 31 March and is named by the year it ends (FY2027 = 2026-04-01 to
 * 2027-03-31); prices go up on 1 April. Sites are identified everywhere by their three-letter site code (there is no
 * site table): AKL Dairy Flat (Auckland), HAM Tamahere (Hamilton), CHC Templeton (Christchurch).
 *
 * Schema `knl`:
 *
 * - `staff`: employees, current and past, keyed by `staff_id`. `staff_cd` ('S001' ...); `first_nm`, `last_nm`;
 *   `site_cd` the site they work at; `role_cd` GM general manager (the owner-operator, based at AKL), MGR site
 *   manager, KH kennel hand (boarding), DCA daycare attendant, GRM groomer, ADM office / reception; `mgr_staff_id`
 *   the person they report to (`staff.staff_id`; everyone reports to their site manager, site managers and the
 *   office to the general manager, who has none); `hire_dt` first day; `term_dt` last day, NULL while still
 *   employed; `hrly_rt` the current hourly pay rate in NZD (the system keeps no rosters or timesheets).
 *
 * - `owner`: customers (dog owners), keyed by `own_no` (10001 ...). `first_nm`, `last_nm`; `email_addr`; `mob_no`
 *   mobile phone; `sub_nm` home suburb or town; `home_site_cd` the site they registered at and use; `reg_dt` the day
 *   they registered (before 2025-02-03 for customers carried over from the paper system); `ref_own_no` the existing
 *   customer who referred them (`owner.own_no`), NULL when not referred; `mkt_optin_yn` Y agreed to marketing
 *   emails, N not; `acct_stat_cd` A active, H on credit hold (has an invoice still unpaid 30 days or more after its
 *   due date; no new bookings until it is paid; a closed account stays X), X closed (moved away or no longer has a
 *   dog with us); `clsd_dt` the day the account was closed, NULL unless closed.
 *
 * - `dog`: the dogs, current and past, keyed by `dog_id`. `own_no` the owner (`owner.own_no`); `dog_nm` the dog's
 *   name (not unique: show the owner's name with it); `breed_nm` the breed as the owner gave it ('Mixed breed' for
 *   cross-breeds); `size_cd` the size class that decides the run and the grooming price: S small (under 10 kg),
 *   M medium (10-25 kg), L large (25-40 kg), XL giant (over 40 kg); the dog's actual weight is not recorded;
 *   `sex_cd` M male, F female; `desexed_yn` Y desexed (spayed or neutered), N entire; `birth_yr` the year of birth
 *   as the owner gave it (an integer, e.g. 2019); `chip_no` microchip number; `vacc_exp_dt` the last day the C5
 *   vaccination certificate on file is valid (a dog may only board or come to daycare if it is valid on the day,
 *   that is vacc_exp_dt on or after the day; an owner who renews brings the new certificate and the date is
 *   updated); `dc_ok_yn` Y passed the temperament assessment and may join group daycare, N not assessed or not
 *   allowed (giant dogs are not taken at daycare; a dog that bites twice in the play yard is taken off daycare);
 *   `inact_dt` the day the dog left our books, NULL for a current dog; `inact_rsn_cd` DEC died, RHM rehomed, MOV
 *   owner moved away (NULL for current dogs). All dogs of a closed account are inactive from the closing day.
 *
 * - `stay`: boarding stays, one row per dog per stay, keyed by `stay_id`. `bkg_ref` the booking reference
 *   ('BK26-00412'); one booking can cover several dogs of the same household, which arrive and leave together (one
 *   stay row each); `dog_id` (`dog.dog_id`); `site_cd` the site; `run_no` the kennel or run given, or for a
 *   cancelled stay the one that had been reserved ('A07' ...: A runs are standard kennels, B runs large runs, S runs
 *   suites; two dogs of one household may share a suite); `accom_cd` the accommodation type charged: STD standard
 *   kennel, LRG large run, STE suite; `bkg_dt` the day the booking was made; `chk_in_dt` arrival day; `chk_out_dt` departure day (booked, or actual once checked out); `nights` nights
 *   of the stay (chk_out_dt - chk_in_dt); `stat_cd` BKD booked (a coming stay), IN in residence (checked in, not yet
 *   checked out at the close of 2026-11-24), OUT completed (checked out), CNX cancelled by the owner before arrival,
 *   NS no-show (never arrived, one night is charged); `cnx_dt` the day it was cancelled, NULL unless CNX;
 *   `nt_rt_cents` the nightly rate ex GST for this stay (the accommodation type's list rate for the financial year
 *   of the check-in day, plus 20% for the summer peak: check-ins from 18 December to 25 January); `amt_ex_cents` the
 *   accommodation charge ex GST: nights x rate for BKD, IN and OUT stays (for BKD and IN what will be charged), one
 *   night for NS, 0 for CNX; `meds_yn` Y the dog needed medication given during the stay; `inv_no` the invoice it
 *   was billed on (`inv.inv_no`), NULL until billed (BKD, IN) and for CNX. The cancellation rate is cancelled (CNX)
 *   stays as a percentage of all stays with a check-in day in the period, whatever their status. Boarding nights
 *   sold count the nights of OUT and IN stays.
 *
 * - `dc_pkg`: prepaid daycare packages bought for a dog, keyed by `pkg_id`. `dog_id` (`dog.dog_id`); `pkg_cd` D05
 *   5-day pass (valid 3 months), D10 10-day pass (valid 6 months), D20 20-day pass (valid 12 months); `buy_dt` the day
 *   bought; `days_qty` full days in the package; `days_used` days used so far (attended or no-show days booked
 *   against it; booked coming days are not counted until the day); `px_ex_cents` the price paid ex GST; `exp_dt`
 *   the day unused days expire; `stat_cd` A active (days left, not expired), U used up, E expired with days unused
 *   (forfeited); `inv_no` its invoice (`inv.inv_no`). Packages cover full days only.
 *
 * - `dc_att`: daycare days, one row per dog per booked day, keyed by `att_id`. Daycare is open Monday to Friday
 *   and closed from 24 December to 5 January. `dog_id` (`dog.dog_id`); `site_cd`; `att_dt` the day; `day_typ_cd` F
 *   full day, H half day (always charged casually); `stat_cd` ATT attended, NS no-show (booked, did not come; still
 *   charged, or taken from the package), BKD booked (a coming day); days cancelled ahead are deleted, not kept;
 *   `pkg_id` the package the day is taken from (`dc_pkg.pkg_id`), NULL for a casual (pay-as-you-go) day, and for a
 *   coming day when the package in use has no days left for it; `chg_ex_cents` the casual charge ex GST for the day
 *   (also the price quoted for a coming casual day), 0 for package days; `inv_no` the invoice the casual day was
 *   billed on (`inv.inv_no`): casual days are billed once a month, on the 1st of the next month, so the current
 *   month's days are not billed yet (NULL); NULL for package days (the package was billed).
 *
 * - `groom`: grooming appointments, keyed by `grm_id`. `dog_id` (`dog.dog_id`); `site_cd`; `appt_dt`, `appt_tm` the
 *   day and time; `svc_cd` BTH bath and brush, FUL full groom (bath, clip and style), NAI nail trim, DSH de-shedding
 *   treatment; `groomer_id` the groomer (`staff.staff_id`); `stat_cd` BKD booked (coming), DON done, CNX cancelled,
 *   NS no-show; `px_ex_cents` the price ex GST (by service and size class; charged only when DON); `stay_id` the
 *   boarding stay during which the dog was groomed before going home (`stay.stay_id`), NULL for an ordinary
 *   appointment; `inv_no` the invoice (`inv.inv_no`): a groom done during a stay is billed on the stay's invoice,
 *   any other done groom on its own grooming invoice; NULL when not done. Grooming revenue is px_ex_cents of done
 *   (DON) appointments. The grooming no-show rate is NS appointments as a percentage of DON and NS appointments.
 *
 * - `incident`: the incident log, keyed by `inc_id`. `inc_no` ('INC-0042'); `site_cd`; `occ_dt`, `occ_tm` when it
 *   happened; `ctx_cd` where: BRD while boarding, DC at daycare, GRM in the grooming room; `inc_typ_cd` BIT bite (the
 *   dog bit another dog or a person), ILL illness (vomiting, diarrhoea, kennel cough ...), INJ injury, ESC escape
 *   (got out of its run or the yard), OTH other; `sev_cd` L low, M moderate, H high; `dog_id` the dog the incident
 *   is about (for a bite, the dog that bit) (`dog.dog_id`); `oth_dog_id` for a bite, the dog that was bitten
 *   (`dog.dog_id`), NULL when a person was bitten and for other types; `rpt_staff_id` the staff member who logged it
 *   (`staff.staff_id`); `inc_desc` a short description; `vet_yn` Y the dog was seen by a vet, N not; `vet_cost_cents`
 *   the vet's bill ex GST that the kennels paid, NULL when no vet; `own_notif_yn` Y the owner was told, N not;
 *   `clsd_dt` the day the incident was reviewed and closed, NULL while still open.
 *
 * - `inv`: invoices to customers, with their payment, keyed by `inv_no` (40001 ...). `own_no` (`owner.own_no`);
 *   `inv_typ_cd` BRD boarding (one per booking at check-out, with any grooms done during the stay; for a no-show the
 *   one-night charge, dated the check-in day), DC casual daycare days of one month, PKG a daycare package, GRM a
 *   grooming appointment; `inv_dt` the invoice date; `due_dt` the day payment is due (7 days after the invoice date;
 *   the 20th of the invoice month for DC); `acct_prd` the accounting period (yyyymm integer, e.g. 202610) the
 *   invoice belongs to: the month of the invoice date, except DC invoices, which belong to the month the days were
 *   attended (the month before the invoice date); monthly revenue is reported by acct_prd; `amt_ex_cents` the amount
 *   ex GST; `gst_cents` the GST on it (15%); the invoice total is amt_ex_cents + gst_cents; `stat_cd` O open
 *   (unpaid), P paid, V void (raised in error, a duplicate; never owed and never revenue), W written off (bad debt,
 *   no longer chased); `pd_dt` the day it was paid, NULL unless P; `pay_mthd_cd` EPS EFTPOS at the counter, CRD
 *   credit card, CSH cash, EFT internet bank transfer, NULL unless P. An invoice is overdue when it is open after its
 *   due date. Invoiced revenue is the invoices that are not void.
 */
import { addDays, addMonths, dayOfWeek, insertRows, maxDate, minDate, pad, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2025-02-03';
const LAST_DAY = '2026-11-24';
const BOARD_UNTIL = '2027-01-31';
const DC_UNTIL = '2026-12-11';
const GROOM_UNTIL = '2027-01-22';

const yyyymm = (d: string) => Number(d.slice(0, 4)) * 100 + Number(d.slice(5, 7));
/** NZ financial year index (1 April to 31 March): 0 for FY2025 (to 2025-03-31), 1 for FY2026, 2 for FY2027. */
const fy = (d: string) => {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return Math.max(0, Math.min(2, (m >= 4 ? y + 1 : y) - 2025));
};
const tm = (h: number, m: number) => `${pad(h, 2)}:${pad(m, 2)}:00`;
const isPeak = (d: string) => {
  const md = d.slice(5);
  return md >= '12-18' || md <= '01-25';
};
/** Daycare is closed at weekends and over the Christmas break. */
const dcClosed = (d: string) => {
  const dow = dayOfWeek(d);
  const md = d.slice(5);
  return dow === 0 || dow === 6 || md >= '12-24' || md <= '01-05';
};

interface Site {
  cd: string;
  opn: string;
  dcFrom: string;
  subs: string[];
  runs: Record<string, number>;
  owners: number;
}
const SITES: Site[] = [
  { cd: 'AKL', opn: '2016-09-01', dcFrom: GO_LIVE, subs: ['Silverdale', 'Orewa', 'Dairy Flat', 'Whangaparaoa', 'Millwater', 'Albany', 'Red Beach', 'Browns Bay', 'Coatesville'], runs: { STD: 22, LRG: 10, STE: 6 }, owners: 240 },
  { cd: 'HAM', opn: '2019-05-01', dcFrom: '2025-08-04', subs: ['Tamahere', 'Cambridge', 'Hillcrest', 'Rototuna', 'Hamilton East', 'Flagstaff', 'Matangi', 'Te Awamutu'], runs: { STD: 16, LRG: 6, STE: 4 }, owners: 160 },
  { cd: 'CHC', opn: '2025-09-01', dcFrom: '2025-09-01', subs: ['Templeton', 'Rolleston', 'Lincoln', 'Halswell', 'Hornby', 'Prebbleton', 'West Melton', 'Wigram'], runs: { STD: 14, LRG: 6, STE: 3 }, owners: 95 },
];

// ------------------------------------------------------------------ staff
interface Staff {
  id: number;
  cd: string;
  first: string;
  last: string;
  site: string;
  role: string;
  mgr: number | null;
  hire: string;
  term: string | null;
  rate: number;
}
// [first, last, site, role, mgr, hire, term, rate]
const STAFF_ROWS: [string, string, string, string, number | null, string, string | null, number][] = [
  ['Fiona', 'MacLeod', 'AKL', 'GM', null, '2016-09-01', null, 48.0],
  ['Tama', 'Ngata', 'AKL', 'MGR', 1, '2018-02-12', null, 34.5],
  ['Craig', 'Robertson', 'HAM', 'MGR', 1, '2019-04-15', null, 33.75],
  ['Jess', 'Parker', 'AKL', 'KH', 2, '2021-10-04', null, 25.5],
  ['Liam', "O'Neill", 'AKL', 'KH', 2, '2022-11-21', '2025-08-15', 24.0],
  ['Aroha', 'Tipene', 'AKL', 'KH', 2, '2023-06-05', null, 25.0],
  ['Sophie', 'Chen', 'AKL', 'DCA', 2, '2024-01-15', null, 24.75],
  ['Hannah', 'Brooks', 'AKL', 'GRM', 2, '2020-03-02', '2025-06-27', 29.0],
  ['Megan', 'Lowe', 'AKL', 'ADM', 1, '2019-08-19', null, 28.5],
  ['Kiri', 'Rangihau', 'HAM', 'KH', 3, '2020-07-06', null, 25.25],
  ['Josh', 'Turner', 'HAM', 'KH', 3, '2023-09-11', null, 24.5],
  ['Leilani', "Fa'alogo", 'HAM', 'GRM', 3, '2021-02-22', null, 29.5],
  ['Sam', 'Wright', 'HAM', 'KH', 3, '2024-02-05', '2026-03-13', 23.5],
  ['Priya', 'Sharma', 'AKL', 'GRM', 2, '2025-07-07', null, 30.0],
  ['Angus', 'Fraser', 'CHC', 'MGR', 1, '2025-07-14', null, 33.5],
  ['Ella', 'Morgan', 'HAM', 'DCA', 3, '2025-07-28', null, 24.0],
  ['Ben', 'Carter', 'AKL', 'KH', 2, '2025-08-25', null, 24.0],
  ['Isla', 'Campbell', 'CHC', 'KH', 15, '2025-08-18', null, 24.5],
  ['Nikau', 'Parata', 'CHC', 'KH', 15, '2025-08-18', null, 24.0],
  ['Rebecca', 'Ward', 'CHC', 'GRM', 15, '2025-08-25', null, 29.0],
  ['Chloe', 'Bell', 'CHC', 'DCA', 15, '2025-08-25', '2026-05-29', 23.75],
  ['Mikaere', 'Henare', 'AKL', 'DCA', 2, '2025-10-06', null, 24.0],
  ['Ruby', 'Adams', 'HAM', 'KH', 3, '2026-03-16', null, 24.0],
  ['Olivia', 'Kerr', 'CHC', 'DCA', 15, '2026-06-01', null, 24.25],
  ['Wiremu', 'Pohatu', 'CHC', 'KH', 15, '2026-09-07', null, 23.75],
];

// ------------------------------------------------------------------ dogs and owners
// [breed, size, weight, grooming kind: P poodle-type (full groom), D double coat (de-shed), N other]
const BREEDS: [string, string, number, string][] = [
  ['Labrador Retriever', 'L', 16, 'D'],
  ['Huntaway', 'L', 7, 'D'],
  ['Heading Dog', 'M', 6, 'N'],
  ['Border Collie', 'M', 7, 'D'],
  ['Cavoodle', 'S', 9, 'P'],
  ['Jack Russell Terrier', 'S', 7, 'N'],
  ['Golden Retriever', 'L', 6, 'D'],
  ['German Shepherd', 'L', 5, 'D'],
  ['Staffordshire Bull Terrier', 'M', 5, 'N'],
  ['Labradoodle', 'L', 5, 'P'],
  ['Spoodle', 'M', 4, 'P'],
  ['Miniature Schnauzer', 'S', 3, 'P'],
  ['Dachshund', 'S', 3, 'N'],
  ['Shih Tzu', 'S', 3, 'P'],
  ['Beagle', 'M', 3, 'N'],
  ['French Bulldog', 'S', 3, 'N'],
  ['Cocker Spaniel', 'M', 3, 'N'],
  ['Maltese', 'S', 2, 'P'],
  ['Bichon Frise', 'S', 2, 'P'],
  ['Siberian Husky', 'L', 2, 'D'],
  ['Boxer', 'L', 2, 'N'],
  ['Australian Shepherd', 'M', 2, 'D'],
  ['Rhodesian Ridgeback', 'L', 1.5, 'N'],
  ['Standard Poodle', 'L', 1.5, 'P'],
  ['Whippet', 'M', 1.5, 'N'],
  ['Pug', 'S', 1.5, 'N'],
  ['Bernese Mountain Dog', 'XL', 1.5, 'D'],
  ['Great Dane', 'XL', 1, 'N'],
  ['Newfoundland', 'XL', 0.7, 'D'],
  ['Bullmastiff', 'XL', 0.6, 'N'],
  ['Mixed breed', 'M', 6, 'N'],
  ['Mixed breed', 'S', 2, 'N'],
  ['Mixed breed', 'L', 3, 'D'],
];
const DOG_NAMES = [
  'Bella', 'Charlie', 'Max', 'Luna', 'Milo', 'Coco', 'Ruby', 'Bailey', 'Molly', 'Teddy', 'Rosie', 'Buddy', 'Daisy', 'Archie', 'Lola',
  'Oscar', 'Poppy', 'Cooper', 'Maggie', 'Ollie', 'Bonnie', 'Jack', 'Toby', 'Nala', 'Winston', 'Louie', 'Penny', 'Frankie', 'Otis', 'Pippa',
  'Murphy', 'Bruno', 'Tui', 'Kahu', 'Ziggy', 'Marley', 'Honey', 'Hazel', 'Rocky', 'Sam', 'Bear', 'Chester', 'Harley', 'Willow', 'Mac',
  'Fern', 'Moss', 'Nova', 'Rua', 'Pepper', 'Duke', 'Finn', 'Gus', 'Indie', 'Kora', 'Loki', 'Meg', 'Nellie', 'Scout', 'Tilly',
];
const FIRST = [
  'James', 'Sarah', 'Michael', 'Emma', 'David', 'Olivia', 'Tama', 'Aroha', 'Wiremu', 'Mere', 'Hemi', 'Ngaire', 'Priya', 'Raj', 'Wei',
  'Mei', 'Lucy', 'Hannah', 'Grace', 'Sophie', 'Jack', 'Liam', 'Ben', 'Sam', 'Nikau', 'Kiri', 'Anaru', 'Rangi', 'Chloe', 'Rebecca',
  'Andrew', 'Mark', 'Peter', 'Karen', 'Michelle', 'Fiona', 'Craig', 'Stuart', 'Hamish', 'Angus', 'Kate', 'Megan', 'Tom', 'Josh', 'Ella',
  'Isla', 'Leilani', 'Sione', 'Losa', 'Nicola', 'Brent', 'Shane', 'Donna', 'Jo', 'Tania', 'Gareth', 'Helen', 'Paul', 'Anna', 'Rachel',
];
const LASTS = [
  'Smith', 'Wilson', 'Williams', 'Brown', 'Taylor', 'Jones', 'Singh', 'Anderson', 'Thompson', 'Walker', 'Ngata', 'Parata', 'Tipene',
  'Henare', 'Te Whata', 'Rangihau', 'Patel', 'Chen', 'Wang', 'Li', 'Kim', 'Campbell', 'Stewart', 'Robertson', 'MacDonald', 'Fraser',
  'Murray', 'Reid', 'Scott', 'Clarke', 'Harris', 'Martin', 'White', 'Young', 'King', 'Hall', 'Wright', 'Mitchell', 'Bell', 'Cooper',
  'Ward', 'Morgan', 'Hughes', 'Edwards', 'Turner', 'Baker', "Fa'alogo", 'Tuilagi', 'Sharma', 'van der Berg', "O'Neill", 'Kelly', 'Ryan',
  'Murphy', 'Gray', 'Hill', 'Ross', 'Duncan', 'McKenzie', 'Paewai',
];
const MAIL = ['gmail.com', 'xtra.co.nz', 'outlook.com', 'hotmail.com', 'icloud.com', 'slingshot.co.nz'];

interface Owner {
  no: number;
  first: string;
  last: string;
  email: string;
  mob: string;
  sub: string;
  site: Site;
  reg: string;
  ref: Owner | null;
  optin: string;
  stat: string;
  clsd: string | null;
  dogs: Dog[];
  boards: number;
  dc: boolean;
  groom: boolean;
  pay: 'good' | 'slow' | 'bad';
}
interface Dog {
  id: number;
  owner: Owner;
  nm: string;
  breed: string;
  size: string;
  kind: string;
  sex: string;
  desexed: string;
  birthYr: number;
  chip: string;
  vacc: string;
  dcOk: string;
  inact: string | null;
  inactRsn: string | null;
  bitey: boolean;
  biteDays: string[];
  meds: number;
  from: string;
  lastPast: string;
}
interface Stay {
  id: number;
  ref: string;
  dog: Dog;
  site: Site;
  run: string | null;
  accom: string;
  bkg: string;
  inDt: string;
  outDt: string;
  nights: number;
  stat: string;
  cnx: string | null;
  rate: number;
  amt: number;
  meds: string;
  inv: Inv | null;
}
interface Pkg {
  id: number;
  dog: Dog;
  cd: string;
  buy: string;
  qty: number;
  used: number;
  held: number;
  px: number;
  exp: string;
  stat: string;
  inv: Inv | null;
}
interface Att {
  id: number;
  dog: Dog;
  site: Site;
  dt: string;
  typ: string;
  stat: string;
  pkg: Pkg | null;
  chg: number;
  inv: Inv | null;
}
interface Groom {
  id: number;
  dog: Dog;
  site: Site;
  dt: string;
  tm: string;
  svc: string;
  groomer: Staff;
  stat: string;
  px: number;
  stay: Stay | null;
  inv: Inv | null;
}
interface Incident {
  site: Site;
  dt: string;
  tm: string;
  ctx: string;
  typ: string;
  sev: string;
  dog: Dog;
  oth: Dog | null;
  staff: Staff;
  desc: string;
  vet: string;
  vetCost: number | null;
  notif: string;
  clsd: string | null;
}
interface Inv {
  no: number;
  owner: Owner;
  typ: string;
  dt: string;
  due: string;
  prd: number;
  amt: number;
  gst: number;
  stat: string;
  pd: string | null;
  mthd: string | null;
}

const RATES: Record<string, number[]> = { STD: [4350, 4500, 4700], LRG: [5200, 5400, 5650], STE: [6950, 7200, 7500] };
const DC_FULL = [3900, 4100, 4300];
const DC_HALF = [2600, 2700, 2850];
const PKGS: Record<string, { qty: number; px: number[]; mo: number }> = {
  D05: { qty: 5, px: [18500, 19000, 19900], mo: 3 },
  D10: { qty: 10, px: [35000, 36500, 38000], mo: 6 },
  D20: { qty: 20, px: [66000, 69000, 72000], mo: 12 },
};
const SIZE_IX: Record<string, number> = { S: 0, M: 1, L: 2, XL: 3 };
const GROOM_PX: Record<string, number[]> = { BTH: [4000, 5000, 6000, 7500], FUL: [7000, 8500, 10000, 12500], NAI: [1500, 1500, 1500, 1500], DSH: [5500, 6500, 8000, 9500] };
const groomPrice = (svc: string, size: string, d: string) => Math.round(((GROOM_PX[svc] as number[])[SIZE_IX[size] as number] as number) * [1, 1.05, 1.1][fy(d)]! / 50) * 50;

export function datasetSql(): string {
  const r = seededRandom(20261125);

  const staff: Staff[] = STAFF_ROWS.map(([first, last, site, role, mgr, hire, term, rate], k) => ({
    id: k + 1, cd: `S${pad(k + 1, 3)}`, first, last, site, role, mgr, hire, term, rate,
  }));
  const onDuty = (site: string, roles: string[], d: string) =>
    staff.filter((s) => s.site === site && roles.includes(s.role) && s.hire <= d && (s.term === null || s.term >= d));

  // ---------------------------------------------------------------- owners and dogs
  const owners: Owner[] = [];
  const names = uniqueNames(r, FIRST, LASTS, new Set(staff.map((x) => `${x.first} ${x.last}`)));
  for (const site of SITES) {
    for (let k = 0; k < site.owners; k++) {
      const pre = site.cd !== 'CHC' && r.chance(0.45);
      const reg = pre ? r.date(maxDate(site.opn, '2018-01-01'), addDays(GO_LIVE, -1)) : site.cd === 'CHC' ? r.date('2025-07-21', LAST_DAY) : r.date(GO_LIVE, LAST_DAY);
      const [first, last] = names();
      const p = r.next();
      owners.push({
        no: 0, first, last, email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${r.chance(0.3) ? r.int(1, 99) : ''}@${r.pick(MAIL)}`,
        mob: `02${r.pick(['1', '2', '7'])} ${r.int(100, 999)} ${r.int(1000, 9999)}`, sub: r.pick(site.subs), site, reg, ref: null,
        optin: r.chance(0.62) ? 'Y' : 'N', stat: 'A', clsd: null, dogs: [], boards: r.chance(0.8) ? r.float(0.8, 3, 2) : 0,
        dc: r.chance(0.065), groom: r.chance(0.27), pay: p < 0.84 ? 'good' : p < 0.97 ? 'slow' : 'bad',
      });
    }
  }
  owners.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : a.last < b.last ? -1 : 1));
  owners.forEach((o, k) => (o.no = 10001 + k));
  // referrals: one keen customer refers many
  const keen = new Set<number>();
  for (const o of owners) {
    if (o.reg < GO_LIVE || !r.chance(0.2)) continue;
    const pool = owners.filter((q) => q.site === o.site && q.reg < addDays(o.reg, -20));
    if (pool.length === 0) continue;
    if (keen.size < 1) keen.add(r.pick(pool).no);
    o.ref = r.weighted(pool.map((q) => [q, keen.has(q.no) ? 25 : 1] as const));
  }
  // closed accounts
  for (const o of owners) {
    if (r.chance(0.06)) {
      o.clsd = r.date(maxDate(addDays(o.reg, 200), GO_LIVE), LAST_DAY);
      if (o.clsd > LAST_DAY) o.clsd = null;
    }
  }

  const dogs: Dog[] = [];
  for (const o of owners) {
    const n = r.weighted([[1, 68], [2, 25], [3, 6], [4, 1]] as const);
    for (let k = 0; k < n; k++) {
      const [breed, size, , kind] = r.weighted(BREEDS.map((b) => [b, b[2]] as const));
      const from = k === 0 || r.chance(0.6) ? o.reg : r.date(o.reg, maxDate(o.reg, addDays(LAST_DAY, -60)));
      const birthYr = Math.min(Number(from.slice(0, 4)), r.int(2011, 2026));
      let nm = r.pick(DOG_NAMES);
      while (o.dogs.some((d) => d.nm === nm)) nm = r.pick(DOG_NAMES);
      const d: Dog = {
        id: 0, owner: o, nm, breed, size, kind, sex: r.chance(0.5) ? 'M' : 'F', desexed: 'Y', birthYr, chip: `9820000${r.int(10000000, 99999999)}`,
        vacc: '', dcOk: 'N', inact: null, inactRsn: null, bitey: false, biteDays: [], meds: birthYr <= 2014 ? 0.3 : 0.07, from, lastPast: '2000-01-01',
      };
      d.desexed = birthYr >= 2025 ? (r.chance(0.5) ? 'Y' : 'N') : r.chance(0.9) ? 'Y' : 'N';
      if (o.dc && size !== 'XL') d.dcOk = 'Y';
      if (d.dcOk === 'Y' && r.chance(0.15)) d.bitey = true;
      const oldAge = 2026 - birthYr;
      if (o.clsd !== null) {
        d.inact = o.clsd;
        d.inactRsn = r.chance(0.7) ? 'MOV' : 'DEC';
      } else if (r.chance(oldAge >= 11 ? 0.3 : 0.04)) {
        const dt = r.date(maxDate(from, GO_LIVE), addDays(LAST_DAY, 100));
        if (dt <= LAST_DAY) {
          d.inact = dt;
          d.inactRsn = oldAge >= 11 ? 'DEC' : r.pick(['DEC', 'RHM', 'MOV']);
        }
      }
      o.dogs.push(d);
      dogs.push(d);
    }
  }
  dogs.sort((a, b) => a.owner.no - b.owner.no || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  dogs.forEach((d, k) => (d.id = k + 1));
  const dogActive = (d: Dog, dt: string) => d.from <= dt && (d.inact === null || d.inact > dt);
  const ownerStart = (o: Owner) => maxDate(maxDate(o.reg, GO_LIVE), o.site.opn);

  // ---------------------------------------------------------------- boarding
  const stays: Stay[] = [];
  const runBusy = new Map<string, [string, string][]>();
  const runFree = (key: string, a: string, b: string) => (runBusy.get(key) ?? []).every(([x, y]) => b <= x || a >= y);
  const seasonW = (d: string) => {
    const md = d.slice(5);
    if (md >= '12-18' || md <= '01-12') return 3.2;
    if ((md >= '04-04' && md <= '04-19') || (md >= '07-04' && md <= '07-19') || (md >= '09-26' && md <= '10-11')) return 1.8;
    return 0.8;
  };
  let bkgSeq = 0;
  for (const o of owners) {
    if (o.boards === 0) continue;
    let next = ownerStart(o);
    const stop = minDate(BOARD_UNTIL, o.clsd ?? BOARD_UNTIL);
    for (let d = next; d <= stop; d = addDays(d, 1)) {
      if (d < next) continue;
      if (!r.chance((o.boards / 365) * seasonW(d))) continue;
      const peak = isPeak(d);
      const lead = peak ? r.int(20, 150) : r.int(2, 60);
      const bkg = maxDate(maxDate(o.reg, GO_LIVE), addDays(d, -lead));
      if (bkg > LAST_DAY) continue;
      const here = o.dogs.filter((x) => dogActive(x, d));
      if (here.length === 0) continue;
      const party = here.length > 1 && r.chance(0.75) ? here : [r.pick(here)];
      const nights = peak
        ? r.weighted([[r.int(3, 7), 30], [r.int(8, 14), 45], [r.int(15, 24), 25]] as const)
        : r.weighted([[r.int(1, 3), 27], [r.int(4, 7), 43], [r.int(8, 14), 23], [r.int(15, 28), 7]] as const);
      const out = addDays(d, nights);
      let stat: string;
      let cnx: string | null = null;
      if (d <= LAST_DAY) {
        const x = r.next();
        if (x < 0.075) {
          stat = 'CNX';
          cnx = r.date(bkg, d);
        } else if (x < 0.09) stat = 'NS';
        else stat = out > LAST_DAY ? 'IN' : 'OUT';
      } else if (r.chance(0.05)) {
        stat = 'CNX';
        cnx = r.date(bkg, LAST_DAY);
      } else stat = 'BKD';
      bkgSeq++;
      const ref = `BK${bkg.slice(2, 4)}-${pad(bkgSeq, 5)}`;
      let sharedRun: string | null = null;
      for (const dog of party) {
        let accom: string = dog.size === 'XL' ? r.weighted([['LRG', 75], ['STE', 25]] as const)
          : dog.size === 'L' ? r.weighted([['LRG', 60], ['STD', 20], ['STE', 20]] as const)
            : r.weighted([['STD', 70], ['LRG', 12], ['STE', 18]] as const);
        if (party.length > 1 && dog !== party[0] && stays.length > 0) {
          const first = stays[stays.length - 1] as Stay;
          if (first.accom === 'STE') accom = 'STE';
        }
        let run: string | null = null;
        if (accom === 'STE' && sharedRun !== null) run = sharedRun;
        else {
          const order = [accom, ...(['STD', 'LRG', 'STE'].filter((a) => a !== accom && !(dog.size === 'XL' && a === 'STD')))];
          for (const a of order) {
            const n = o.site.runs[a] as number;
            for (let i = 1; i <= n && run === null; i++) {
              const rn = `${a === 'STD' ? 'A' : a === 'LRG' ? 'B' : 'S'}${pad(i, 2)}`;
              if (stat === 'CNX' || runFree(`${o.site.cd}${rn}`, d, out)) {
                run = rn;
                accom = a;
              }
            }
            if (run !== null) break;
          }
          if (run === null) continue;
          if (stat !== 'CNX') runBusy.set(`${o.site.cd}${run}`, [...(runBusy.get(`${o.site.cd}${run}`) ?? []), [d, out]]);
          if (accom === 'STE') sharedRun = run;
        }
        const rate = Math.round(((RATES[accom] as number[])[fy(d)] as number) * (peak ? 1.2 : 1));
        const amt = stat === 'CNX' ? 0 : stat === 'NS' ? rate : rate * nights;
        stays.push({
          id: 0, ref, dog, site: o.site, run, accom, bkg, inDt: d, outDt: out, nights, stat, cnx, rate, amt, meds: r.chance(dog.meds) ? 'Y' : 'N', inv: null,
        });
        if (stat === 'OUT' || stat === 'IN') dog.lastPast = maxDate(dog.lastPast, minDate(out, LAST_DAY));
      }
      next = addDays(out, r.int(3, 30));
    }
  }
  stays.sort((a, b) => (a.inDt < b.inDt ? -1 : a.inDt > b.inDt ? 1 : a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.dog.id - b.dog.id));
  stays.forEach((s, k) => (s.id = k + 1));

  // ---------------------------------------------------------------- daycare
  const pkgs: Pkg[] = [];
  const atts: Att[] = [];
  for (const o of owners) {
    if (!o.dc) continue;
    for (const dog of o.dogs) {
      if (dog.dcOk !== 'Y') continue;
      const start = maxDate(maxDate(ownerStart(o), dog.from), o.site.dcFrom);
      const stopAt = r.chance(0.55) ? DC_UNTIL : addDays(start, r.int(60, 420));
      const end = minDate(minDate(stopAt, DC_UNTIL), dog.inact ? addDays(dog.inact, -1) : DC_UNTIL);
      const nDays = r.weighted([[1, 45], [2, 38], [3, 14], [5, 3]] as const);
      const days = r.shuffle([1, 2, 3, 4, 5]).slice(0, nDays);
      const usesPkg = r.chance(0.6);
      const pref = r.weighted([['D10', 50], ['D20', 32], ['D05', 18]] as const);
      let cur: Pkg | null = null;
      for (let d = start; d <= end; d = addDays(d, 1)) {
        if (dcClosed(d) || !days.includes(dayOfWeek(d))) continue;
        if (!r.chance(0.86)) continue;
        const future = d > LAST_DAY;
        const stat = future ? 'BKD' : r.chance(0.03) ? 'NS' : 'ATT';
        const half = !usesPkg && r.chance(0.12);
        let pkg: Pkg | null = null;
        if (usesPkg && !half) {
          if (cur !== null && cur.exp < d) {
            if (cur.exp <= LAST_DAY && cur.used < cur.qty) cur.stat = 'E';
            cur = null;
          }
          if (cur !== null && cur.used + cur.held >= cur.qty) cur = null;
          if (cur === null && !future) {
            const def = PKGS[pref] as { qty: number; px: number[]; mo: number };
            const buy = r.chance(0.5) ? d : maxDate(GO_LIVE, addDays(d, -r.int(1, 5)));
            cur = { id: 0, dog, cd: pref, buy, qty: def.qty, used: 0, held: 0, px: def.px[fy(buy)] as number, exp: addMonths(buy, def.mo), stat: 'A', inv: null };
            pkgs.push(cur);
          }
          pkg = cur;
          if (pkg !== null) {
            if (future) pkg.held++;
            else pkg.used++;
            if (pkg.used >= pkg.qty) pkg.stat = 'U';
          }
        }
        const fyi = fy(d);
        const chg = pkg !== null ? 0 : half ? (DC_HALF[fyi] as number) : (DC_FULL[fyi] as number);
        atts.push({ id: 0, dog, site: o.site, dt: d, typ: half ? 'H' : 'F', stat, pkg, chg, inv: null });
        if (!future) dog.lastPast = maxDate(dog.lastPast, d);
        // a dog that bites twice in the play yard is taken off group daycare
        if (stat === 'ATT' && dog.bitey && r.chance(0.03)) {
          dog.biteDays.push(d);
          if (dog.biteDays.length >= 2) break;
        }
      }
      if (cur !== null && cur.stat === 'A' && cur.exp <= LAST_DAY) cur.stat = 'E';
    }
  }
  for (const p of pkgs) if (p.stat === 'A' && p.exp <= LAST_DAY) p.stat = p.used >= p.qty ? 'U' : 'E';
  pkgs.sort((a, b) => (a.buy < b.buy ? -1 : a.buy > b.buy ? 1 : a.dog.id - b.dog.id));
  pkgs.forEach((p, k) => (p.id = k + 1));
  atts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.dog.id - b.dog.id));
  atts.forEach((a, k) => (a.id = k + 1));

  // ---------------------------------------------------------------- grooming
  const grooms: Groom[] = [];
  const groomDay = (d: string) => {
    let x = d;
    while (dayOfWeek(x) === 0 || dayOfWeek(x) === 1) x = addDays(x, 1);
    return x;
  };
  const addGroom = (dog: Dog, d: string, svc: string, stay: Stay | null, stat: string) => {
    const gs = onDuty(dog.owner.site.cd, ['GRM'], d);
    if (gs.length === 0) return;
    grooms.push({
      id: 0, dog, site: dog.owner.site, dt: d, tm: tm(r.int(8, 14), r.pick([0, 30])), svc, groomer: r.pick(gs), stat,
      px: groomPrice(svc, dog.size, d), stay, inv: null,
    });
    if (stat === 'DON') dog.lastPast = maxDate(dog.lastPast, d);
  };
  const pickSvc = (dog: Dog) =>
    dog.kind === 'P' ? r.weighted([['FUL', 80], ['BTH', 12], ['NAI', 8]] as const)
      : dog.kind === 'D' ? r.weighted([['DSH', 35], ['BTH', 45], ['NAI', 20]] as const)
        : r.weighted([['BTH', 60], ['NAI', 40]] as const);
  const pastStat = () => r.weighted([['DON', 89], ['CNX', 6.5], ['NS', 4.5]] as const);
  for (const o of owners) {
    if (!o.groom) continue;
    for (const dog of o.dogs) {
      const start = ownerStart(o);
      const end = minDate(GROOM_UNTIL, dog.inact ? addDays(dog.inact, -1) : GROOM_UNTIL);
      const regular = dog.kind === 'P' ? r.chance(0.75) : r.chance(0.2);
      let d = groomDay(r.date(start, addDays(start, 40)));
      while (d <= end) {
        if (d > LAST_DAY) {
          if (r.chance(0.8)) addGroom(dog, d, pickSvc(dog), null, 'BKD');
          break;
        }
        addGroom(dog, d, pickSvc(dog), null, pastStat());
        d = groomDay(addDays(d, regular ? r.int(35, 70) : r.int(90, 240)));
      }
    }
  }
  for (const s of stays) {
    if (s.nights < 3 || !['OUT', 'IN', 'BKD'].includes(s.stat) || !r.chance(0.22)) continue;
    const d = addDays(s.outDt, -1);
    const svc = s.dog.kind === 'P' ? 'FUL' : s.dog.kind === 'D' && r.chance(0.4) ? 'DSH' : 'BTH';
    addGroom(s.dog, d, svc, s, d > LAST_DAY ? 'BKD' : 'DON');
  }
  grooms.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : a.dog.id - b.dog.id));
  grooms.forEach((g, k) => (g.id = k + 1));

  // ---------------------------------------------------------------- vaccinations
  for (const dog of dogs) {
    const anchor = r.date('2025-11-26', '2026-11-25');
    if (r.chance(0.12) || dog.inact !== null) {
      // lapsed or not renewed: the certificate on file ran out after the last visit, or is about to
      dog.vacc = maxDate(addDays(anchor, -r.int(0, 200)), dog.lastPast === '2000-01-01' ? '2025-06-01' : addDays(dog.lastPast, r.int(1, 120)));
      if (dog.inact !== null) dog.vacc = maxDate(addDays(dog.lastPast, r.int(1, 200)), addDays(dog.inact, -r.int(0, 300)));
    } else {
      dog.vacc = maxDate(addDays(anchor, 365), addDays(dog.lastPast, r.int(20, 300)));
    }
  }
  // most owners with a booking renew the certificate before it runs out
  const lastBkd = new Map<Dog, string>();
  for (const s of stays) if (s.stat === 'BKD') lastBkd.set(s.dog, maxDate(lastBkd.get(s.dog) ?? s.outDt, s.outDt));
  for (const [dog, out] of lastBkd) if (dog.vacc < out && r.chance(0.55)) dog.vacc = addDays(out, r.int(30, 300));
  for (const s of stays) if (s.stat === 'BKD' && s.dog.vacc === s.inDt) s.dog.vacc = addDays(s.dog.vacc, -3);
  // a dog in the kennels or at daycare must have been in date when it arrived
  for (const s of stays) if (s.stat === 'IN' && s.dog.vacc < s.inDt) s.dog.vacc = addDays(s.inDt, r.int(30, 330));

  // ---------------------------------------------------------------- incidents
  const incidents: Incident[] = [];
  const attByDay = new Map<string, Att[]>();
  for (const a of atts) if (a.stat === 'ATT') attByDay.set(`${a.site.cd}${a.dt}`, [...(attByDay.get(`${a.site.cd}${a.dt}`) ?? []), a]);
  const addInc = (site: Site, dt: string, ctx: string, typ: string, dog: Dog, oth: Dog | null, roles: string[]) => {
    const st = onDuty(site.cd, roles, dt);
    const st2 = st.length > 0 ? st : onDuty(site.cd, ['MGR', 'KH', 'DCA', 'GRM', 'GM'], dt);
    const sev = typ === 'ESC' ? r.weighted([['M', 60], ['H', 20], ['L', 20]] as const) : r.weighted([['L', 55], ['M', 33], ['H', 12]] as const);
    const vet = sev === 'H' ? 'Y' : sev === 'M' ? (r.chance(0.5) ? 'Y' : 'N') : r.chance(0.05) ? 'Y' : 'N';
    const descs: Record<string, string[]> = {
      BIT: oth ? ['Bit another dog during play', 'Snapped at dog at the fence line', 'Scuffle over toy, puncture wound on other dog'] : ['Nipped handler during nail trim', 'Bit staff member on the hand', 'Nipped staff when being leashed'],
      ILL: ['Vomiting overnight', 'Diarrhoea, put on bland diet', 'Kennel cough symptoms, isolated', 'Off food for two days', 'Lethargic, temperature checked'],
      INJ: ['Torn dew claw', 'Limping after play', 'Small cut on paw pad', 'Grazed nose on run gate', 'Clipper nick on ear'],
      ESC: ['Jumped the yard fence, caught in car park', 'Slipped collar at the gate', 'Got out of run, found in the office', 'Dug under the play-yard fence'],
      OTH: ['Ate a toy, monitored', 'Broke a tooth on run bars', 'Allergic reaction to shampoo'],
    };
    const closed = dt < addDays(LAST_DAY, -40) ? !(sev === 'H' && r.chance(0.1)) : r.chance(0.55);
    incidents.push({
      site, dt, tm: tm(r.int(7, 18), r.int(0, 59)), ctx, typ, sev, dog, oth, staff: r.pick(st2), desc: r.pick(descs[typ] as string[]), vet,
      vetCost: vet === 'Y' ? r.int(9, 95) * 1000 + r.pick([0, 250, 500, 750]) : null, notif: sev === 'L' && r.chance(0.12) ? 'N' : 'Y',
      clsd: closed ? minDate(LAST_DAY, addDays(dt, r.int(0, 12))) : null,
    });
  };
  for (const s of stays) {
    if (s.stat !== 'OUT' && s.stat !== 'IN') continue;
    if (!r.chance(0.012 + s.nights * 0.0025)) continue;
    const dt = r.date(s.inDt, minDate(addDays(s.outDt, -1), LAST_DAY));
    const typ = r.weighted([['ILL', 45], ['INJ', 20], ['ESC', 10], ['BIT', 13], ['OTH', 12]] as const);
    addInc(s.site, dt, 'BRD', typ, s.dog, null, ['KH']);
  }
  for (const a of atts) {
    if (a.stat !== 'ATT') continue;
    const bite = a.dog.biteDays.includes(a.dt);
    if (!bite && !r.chance(0.005)) continue;
    const typ = bite ? 'BIT' : r.weighted([['BIT', 30], ['INJ', 40], ['ILL', 15], ['ESC', 15]] as const);
    const others = (attByDay.get(`${a.site.cd}${a.dt}`) ?? []).filter((x) => x.dog !== a.dog);
    const oth = typ === 'BIT' && others.length > 0 && r.chance(0.8) ? r.pick(others).dog : null;
    addInc(a.site, a.dt, 'DC', typ, a.dog, oth, ['DCA']);
  }
  for (const g of grooms) {
    if (g.stat !== 'DON' || !r.chance(0.007)) continue;
    addInc(g.site, g.dt, 'GRM', r.weighted([['INJ', 60], ['BIT', 40]] as const), g.dog, null, ['GRM']);
  }
  incidents.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : 1));
  const biteCount = new Map<Dog, number>();
  for (const i of incidents) if (i.typ === 'BIT') biteCount.set(i.dog, (biteCount.get(i.dog) ?? 0) + 1);
  for (const [dog, n] of biteCount) if (n >= 2) dog.dcOk = 'N';

  // ---------------------------------------------------------------- invoices
  const invs: Inv[] = [];
  const newInv = (owner: Owner, typ: string, dt: string, amt: number, prd?: number): Inv => {
    const due = typ === 'DC' ? `${dt.slice(0, 8)}20` : addDays(dt, 7);
    const inv: Inv = { no: 0, owner, typ, dt, due, prd: prd ?? yyyymm(dt), amt, gst: Math.round(amt * 0.15), stat: 'O', pd: null, mthd: null };
    invs.push(inv);
    return inv;
  };
  // boarding: one invoice per booking at check-out (no-shows: one night, on the check-in day), grooms during the stay on it
  const byRef = new Map<string, Stay[]>();
  for (const s of stays) byRef.set(s.ref, [...(byRef.get(s.ref) ?? []), s]);
  const stayGrooms = new Map<Stay, Groom[]>();
  for (const g of grooms) if (g.stay) stayGrooms.set(g.stay, [...(stayGrooms.get(g.stay) ?? []), g]);
  for (const [, ss] of byRef) {
    const s0 = ss[0] as Stay;
    if (s0.stat !== 'OUT' && s0.stat !== 'NS') continue;
    let amt = 0;
    for (const s of ss) {
      amt += s.amt;
      for (const g of stayGrooms.get(s) ?? []) if (g.stat === 'DON') amt += g.px;
    }
    const inv = newInv(s0.dog.owner, 'BRD', s0.stat === 'NS' ? s0.inDt : s0.outDt, amt);
    for (const s of ss) {
      s.inv = inv;
      for (const g of stayGrooms.get(s) ?? []) if (g.stat === 'DON') g.inv = inv;
    }
  }
  for (const g of grooms) if (g.stay === null && g.stat === 'DON') g.inv = newInv(g.dog.owner, 'GRM', g.dt, g.px);
  for (const p of pkgs) p.inv = newInv(p.dog.owner, 'PKG', p.buy, p.px);
  const dcMonth = new Map<string, Att[]>();
  for (const a of atts) {
    if (a.stat === 'BKD' || a.pkg !== null) continue;
    const key = `${a.dog.owner.no}|${a.dt.slice(0, 7)}`;
    dcMonth.set(key, [...(dcMonth.get(key) ?? []), a]);
  }
  for (const [key, as] of dcMonth) {
    const month = `${key.split('|')[1]}-01`;
    const dt = addMonths(month, 1);
    if (dt > LAST_DAY) continue;
    const inv = newInv((as[0] as Att).dog.owner, 'DC', dt, as.reduce((s, a) => s + a.chg, 0), yyyymm(month));
    for (const a of as) a.inv = inv;
  }
  // void duplicates
  for (const v of [...invs]) {
    if (!r.chance(0.01)) continue;
    const dup = newInv(v.owner, v.typ, v.dt, v.amt, v.prd);
    dup.stat = 'V';
  }
  // payments
  for (const v of invs) {
    if (v.stat === 'V') continue;
    const o = v.owner;
    let pd: string | null;
    if (o.pay === 'bad' && v.dt >= '2026-05-01' && r.chance(0.6)) pd = null;
    else if (o.pay === 'bad') pd = addDays(v.dt, r.int(10, 60));
    else if (o.pay === 'slow') pd = addDays(v.dt, r.int(5, 50));
    else if (v.typ === 'BRD' || v.typ === 'GRM') pd = r.chance(0.72) ? v.dt : addDays(v.dt, r.int(1, 12));
    else pd = addDays(v.dt, r.int(0, 26));
    if (pd !== null && pd > LAST_DAY) pd = null;
    if (pd !== null) {
      v.stat = 'P';
      v.pd = pd;
      v.mthd = pd === v.dt && v.typ !== 'DC' ? r.weighted([['EPS', 65], ['CRD', 30], ['CSH', 5]] as const) : r.weighted([['EFT', 80], ['CRD', 20]] as const);
    }
  }
  for (const o of owners) {
    const open = invs.filter((v) => v.owner === o && v.stat === 'O');
    if (o.clsd !== null) {
      o.stat = 'X';
      const last = invs.filter((v) => v.owner === o && v.stat === 'P').sort((a, b) => (a.dt < b.dt ? 1 : -1))[0];
      if (last !== undefined && r.chance(0.3)) {
        last.stat = 'O';
        last.pd = null;
        last.mthd = null;
        open.push(last);
      }
      for (const v of open) if (v.due < addDays(LAST_DAY, -60)) v.stat = 'W';
    } else if (open.some((v) => v.due <= addDays(LAST_DAY, -30))) o.stat = 'H';
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.owner.no - b.owner.no));
  invs.forEach((v, k) => (v.no = 40001 + k));

  const incNo = incidents.map((_, k) => `INC-${pad(k + 1, 4)}`);

  // ---------------------------------------------------------------- SQL
  const ddl = `CREATE SCHEMA knl;
CREATE TABLE knl.staff (
  staff_id integer PRIMARY KEY,
  staff_cd varchar(6) NOT NULL,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  site_cd char(3) NOT NULL,
  role_cd varchar(3) NOT NULL,
  mgr_staff_id integer REFERENCES knl.staff (staff_id),
  hire_dt date NOT NULL,
  term_dt date,
  hrly_rt numeric(6,2)
);
CREATE TABLE knl.owner (
  own_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  email_addr varchar(80),
  mob_no varchar(20),
  sub_nm varchar(40),
  home_site_cd char(3) NOT NULL,
  reg_dt date NOT NULL,
  ref_own_no integer,
  mkt_optin_yn char(1) NOT NULL DEFAULT 'N',
  acct_stat_cd char(1) NOT NULL,
  clsd_dt date
);
CREATE TABLE knl.dog (
  dog_id integer PRIMARY KEY,
  own_no integer NOT NULL REFERENCES knl.owner (own_no),
  dog_nm varchar(30) NOT NULL,
  breed_nm varchar(40),
  size_cd varchar(2) NOT NULL,
  sex_cd char(1),
  desexed_yn char(1),
  birth_yr smallint,
  chip_no varchar(15),
  vacc_exp_dt date,
  dc_ok_yn char(1) NOT NULL DEFAULT 'N',
  inact_dt date,
  inact_rsn_cd varchar(3)
);
CREATE TABLE knl.stay (
  stay_id integer PRIMARY KEY,
  bkg_ref varchar(12) NOT NULL,
  dog_id integer NOT NULL REFERENCES knl.dog (dog_id),
  site_cd char(3) NOT NULL,
  run_no varchar(4),
  accom_cd varchar(3) NOT NULL,
  bkg_dt date NOT NULL,
  chk_in_dt date NOT NULL,
  chk_out_dt date NOT NULL,
  nights smallint NOT NULL,
  stat_cd varchar(3) NOT NULL,
  cnx_dt date,
  nt_rt_cents integer NOT NULL,
  amt_ex_cents integer NOT NULL,
  meds_yn char(1) NOT NULL DEFAULT 'N',
  inv_no integer
);
CREATE TABLE knl.dc_pkg (
  pkg_id integer PRIMARY KEY,
  dog_id integer NOT NULL REFERENCES knl.dog (dog_id),
  pkg_cd varchar(3) NOT NULL,
  buy_dt date NOT NULL,
  days_qty smallint NOT NULL,
  days_used smallint NOT NULL,
  px_ex_cents integer NOT NULL,
  exp_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  inv_no integer
);
CREATE TABLE knl.dc_att (
  att_id integer PRIMARY KEY,
  dog_id integer NOT NULL REFERENCES knl.dog (dog_id),
  site_cd char(3) NOT NULL,
  att_dt date NOT NULL,
  day_typ_cd char(1) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  pkg_id integer REFERENCES knl.dc_pkg (pkg_id),
  chg_ex_cents integer NOT NULL DEFAULT 0,
  inv_no integer
);
CREATE TABLE knl.groom (
  grm_id integer PRIMARY KEY,
  dog_id integer NOT NULL REFERENCES knl.dog (dog_id),
  site_cd char(3) NOT NULL,
  appt_dt date NOT NULL,
  appt_tm time NOT NULL,
  svc_cd varchar(3) NOT NULL,
  groomer_id integer REFERENCES knl.staff (staff_id),
  stat_cd varchar(3) NOT NULL,
  px_ex_cents integer NOT NULL,
  stay_id integer,
  inv_no integer
);
CREATE TABLE knl.incident (
  inc_id integer PRIMARY KEY,
  inc_no varchar(10) NOT NULL,
  site_cd char(3) NOT NULL,
  occ_dt date NOT NULL,
  occ_tm time,
  ctx_cd varchar(3) NOT NULL,
  inc_typ_cd varchar(3) NOT NULL,
  sev_cd char(1) NOT NULL,
  dog_id integer NOT NULL,
  oth_dog_id integer,
  rpt_staff_id integer,
  inc_desc varchar(120),
  vet_yn char(1) NOT NULL DEFAULT 'N',
  vet_cost_cents integer,
  own_notif_yn char(1) NOT NULL DEFAULT 'Y',
  clsd_dt date
);
CREATE TABLE knl.inv (
  inv_no integer PRIMARY KEY,
  own_no integer NOT NULL,
  inv_typ_cd varchar(3) NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  acct_prd integer NOT NULL,
  amt_ex_cents integer NOT NULL,
  gst_cents integer NOT NULL,
  stat_cd char(1) NOT NULL,
  pd_dt date,
  pay_mthd_cd varchar(3)
);`;

  return [
    ddl,
    insertRows('knl.staff', ['staff_id', 'staff_cd', 'first_nm', 'last_nm', 'site_cd', 'role_cd', 'mgr_staff_id', 'hire_dt', 'term_dt', 'hrly_rt'],
      staff.map((s) => [s.id, s.cd, s.first, s.last, s.site, s.role, s.mgr, s.hire, s.term, s.rate])),
    insertRows('knl.owner', ['own_no', 'first_nm', 'last_nm', 'email_addr', 'mob_no', 'sub_nm', 'home_site_cd', 'reg_dt', 'ref_own_no', 'mkt_optin_yn', 'acct_stat_cd', 'clsd_dt'],
      owners.map((o) => [o.no, o.first, o.last, o.email, o.mob, o.sub, o.site.cd, o.reg, o.ref ? o.ref.no : null, o.optin, o.stat, o.clsd])),
    insertRows('knl.dog', ['dog_id', 'own_no', 'dog_nm', 'breed_nm', 'size_cd', 'sex_cd', 'desexed_yn', 'birth_yr', 'chip_no', 'vacc_exp_dt', 'dc_ok_yn', 'inact_dt', 'inact_rsn_cd'],
      dogs.map((d) => [d.id, d.owner.no, d.nm, d.breed, d.size, d.sex, d.desexed, d.birthYr, d.chip, d.vacc, d.dcOk, d.inact, d.inactRsn])),
    insertRows('knl.stay', ['stay_id', 'bkg_ref', 'dog_id', 'site_cd', 'run_no', 'accom_cd', 'bkg_dt', 'chk_in_dt', 'chk_out_dt', 'nights', 'stat_cd', 'cnx_dt', 'nt_rt_cents', 'amt_ex_cents', 'meds_yn', 'inv_no'],
      stays.map((s) => [s.id, s.ref, s.dog.id, s.site.cd, s.run, s.accom, s.bkg, s.inDt, s.outDt, s.nights, s.stat, s.cnx, s.rate, s.amt, s.meds, s.inv ? s.inv.no : null])),
    insertRows('knl.dc_pkg', ['pkg_id', 'dog_id', 'pkg_cd', 'buy_dt', 'days_qty', 'days_used', 'px_ex_cents', 'exp_dt', 'stat_cd', 'inv_no'],
      pkgs.map((p) => [p.id, p.dog.id, p.cd, p.buy, p.qty, p.used, p.px, p.exp, p.stat, p.inv ? p.inv.no : null])),
    insertRows('knl.dc_att', ['att_id', 'dog_id', 'site_cd', 'att_dt', 'day_typ_cd', 'stat_cd', 'pkg_id', 'chg_ex_cents', 'inv_no'],
      atts.map((a) => [a.id, a.dog.id, a.site.cd, a.dt, a.typ, a.stat, a.pkg ? a.pkg.id : null, a.chg, a.inv ? a.inv.no : null])),
    insertRows('knl.groom', ['grm_id', 'dog_id', 'site_cd', 'appt_dt', 'appt_tm', 'svc_cd', 'groomer_id', 'stat_cd', 'px_ex_cents', 'stay_id', 'inv_no'],
      grooms.map((g) => [g.id, g.dog.id, g.site.cd, g.dt, g.tm, g.svc, g.groomer.id, g.stat, g.px, g.stay ? g.stay.id : null, g.inv ? g.inv.no : null])),
    insertRows('knl.incident', ['inc_id', 'inc_no', 'site_cd', 'occ_dt', 'occ_tm', 'ctx_cd', 'inc_typ_cd', 'sev_cd', 'dog_id', 'oth_dog_id', 'rpt_staff_id', 'inc_desc', 'vet_yn', 'vet_cost_cents', 'own_notif_yn', 'clsd_dt'],
      incidents.map((i, k) => [k + 1, incNo[k], i.site.cd, i.dt, i.tm, i.ctx, i.typ, i.sev, i.dog.id, i.oth ? i.oth.id : null, i.staff.id, i.desc, i.vet, i.vetCost, i.notif, i.clsd])),
    insertRows('knl.inv', ['inv_no', 'own_no', 'inv_typ_cd', 'inv_dt', 'due_dt', 'acct_prd', 'amt_ex_cents', 'gst_cents', 'stat_cd', 'pd_dt', 'pay_mthd_cd'],
      invs.map((v) => [v.no, v.owner.no, v.typ, v.dt, v.due, v.prd, v.amt, v.gst, v.stat, v.pd, v.mthd])),
  ].join('\n');
}
