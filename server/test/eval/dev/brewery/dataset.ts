/**
 * Copper Fox Brewing Co., a craft brewery in Grand Rapids, Michigan. It brews on a 30-barrel brewhouse (a double batch
 * fills a 60-barrel fermenter) and sells its beer two ways. Wholesale: kegs and cases of cans, invoiced to accounts.
 * In West Michigan the brewery self-distributes to bars and restaurants (on-premise accounts) and to bottle shops and
 * grocers (off-premise accounts); elsewhere in Michigan and in Indiana, Ohio, Illinois, Wisconsin and Pennsylvania it
 * sells through beer distributors, at a lower price. Each self-distributed account has a sales rep; the distributor
 * accounts are handled by the sales manager. Taprooms: the brewery's own taproom in Grand Rapids (with a kitchen), one
 * in Kalamazoo, one in Lansing that closed for good on 31 March 2025, and one in Traverse City (with a kitchen) that
 * opened on 14 June 2024; all but Grand Rapids are closed on Mondays. Wholesale prices went up 4% on 1 January 2025
 * and 3% more on 1 January 2026; taproom drink and food prices went up $1 on 1 January 2025 (merchandise prices did
 * not change). Seasonal beers are brewed for their season only. The data runs from the last batches of late 2022 (so
 * that beer is in stock on 1 January 2023) to 24 November 2026.
 *
 * Schema `brw`:
 * - `beer`: the beers (brands). `beer_cd` beer code; `beer_nm` name; `style_cd` style: IPA India pale ale (and double
 *   or cold IPA), HZY hazy / New England IPA, PAL pale ale, LAG lager and pilsner, AMB amber ale and Märzen, STT
 *   stout, POR porter, WHT wheat beer, SOU sour and gose, BAR barrel-aged, NA non-alcoholic; `abv_pct` alcohol by
 *   volume in percent; `ibu_no` bitterness in IBU; `core_yn` Y for the year-round core lineup, N for seasonal, limited,
 *   contract and planned beers; `intro_yr` the year the beer was first released (integer); `disc_dt` the day the beer
 *   was discontinued (empty while it is still made). `HHL` Harbor House Lager is a contract (private-label) beer brewed
 *   only for the Harbor House Grill restaurants; `WSB` Solstice Barleywine is planned for December 2026 and has not
 *   been brewed yet.
 * - `pkg`: the package formats sold wholesale. `pkg_cd` HBK half-barrel keg (15.5 gal), SBK sixth-barrel keg
 *   (5.17 gal), C12 case of 24 12-oz cans, C16 case of 24 16-oz cans (six 4-packs); `pkg_desc` description;
 *   `ctr_typ` KEG or CAN; `bbl_eq` how many US beer barrels (31 gal) one unit holds.
 * - `batch`: brewed batches, one row per brew. `batch_no` the batch (lot) number; `beer_ref` the beer_cd brewed;
 *   `brew_dt` brew day; `brwr_cd` the emp_cd of the brewer in charge; `fv_no` fermenter number (1..10); `vol_bbl`
 *   planned volume in barrels; `yld_bbl` actual barrels packaged (empty until packaged, and for dumped batches);
 *   `pkg_dt` the day the batch was packaged (empty until then); `sts_cd` FRM fermenting, CND conditioning, PKG
 *   packaged, DMP dumped (failed quality control, nothing packaged).
 * - `acct`: wholesale accounts. `acct_no`; `acct_nm` name; `acct_typ` DST distributor, ONP on-premise (bar,
 *   restaurant), OFP off-premise (bottle shop, grocer); `city_nm`; `st_cd` state; `rep_cd` the emp_cd of the sales
 *   person who owns the account; `open_dt` the day the account was opened; `cls_dt` the day it was closed (empty while
 *   open); `sts_cd` A active, H on credit hold (open, but orders are not shipped until it pays), C closed;
 *   `crd_lmt` credit limit in dollars; `trm_days` payment terms in days (an invoice is due trm_days after its date).
 * - `inv`: wholesale invoices, one per delivery. `inv_no`; `acct_ref` the acct_no; `inv_dt` invoice date; `due_dt`
 *   due date; `paid_dt` the day it was paid in full (empty while unpaid, and for void invoices); `sts_cd` OPN open
 *   (unpaid), PD paid, DSP disputed by the customer (unpaid), VD void (cancelled, never owed; its lines stay).
 * - `inv_ln`: invoice lines. `ln_id`; `inv_ref` the inv_no; `ln_no` line number inside the invoice; `lot_no` the
 *   batch_no the beer came from; `pkg_cd`; `qty` units (kegs or cases); `unit_px` price of one unit in dollars;
 *   `ln_amt` qty times unit_px in dollars. The invoice amount is the sum of its lines.
 * - `tap_loc`: the taprooms. `loc_cd` GRB Grand Rapids (at the brewery), KZO Kalamazoo, LAN Lansing, TVC Traverse City;
 *   `loc_nm` name; `city_nm`; `open_dt`; `cls_dt` the day it closed for good (empty while open); `seat_cnt` seats;
 *   `kit_yn` Y when it has a kitchen and sells food.
 * - `tap_sale`: taproom sales, one row per item line of a customer's tab. `ln_id`; `tab_no` the tab (one customer
 *   check, one or more lines); `loc_cd` the taproom; `sale_ts` when it was rung up; `srv_cd` the emp_cd of the
 *   bartender; `itm_typ` PNT pint (16 oz; barrel-aged beer is poured in 10 oz), FLT flight of four 5-oz tasters,
 *   GRW growler fill (64 oz), CAN 4-pack of cans to go, FOD food, MRC merchandise; `beer_cd` the beer (PNT, GRW and
 *   CAN lines only; empty for flights, food and merchandise); `qty` units; `amt` what the line sold for in dollars,
 *   before sales tax (0 when comped); `comp_yn` Y when the line was given away free; `pay_cd` how the tab was paid:
 *   CRD card, CSH cash, GFT gift card.
 * - `emp`: staff. `emp_cd` employee code; `frst_nm`, `last_nm`; `role_cd` OWN owner and CEO, HBR head brewer, BRW
 *   brewer, CEL cellar worker, SMG sales manager, SLS sales rep, CTL controller (finance), HOS director of
 *   hospitality, TRM taproom manager, BTD bartender, KIT cook; `loc_cd` the taproom the person works at (empty for
 *   brewery and office staff); `mgr_cd` the emp_cd of the person's manager (empty for the owner); `hire_dt`;
 *   `term_dt` the last day of employment (empty while the person still works here); `hrly_rt` hourly wage in dollars
 *   (hourly staff: CEL, BTD, KIT; empty otherwise); `ann_sal` yearly salary in dollars (salaried staff; empty
 *   otherwise).
 */
import { insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const LAST = '2026-11-24';
const BREW_START = '2022-10-03';
const SALES_START = '2023-01-02';

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function dow(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function month(iso: string): number {
  return Number(iso.slice(5, 7));
}
const round2 = (x: number): number => Math.round(x * 100) / 100;

type Beer = {
  cd: string; nm: string; style: string; abv: number; ibu: number; core: string; yr: number; disc: string | null;
  first: string; w: number; brewMonths: number[] | null; ferm: [number, number]; tier: number; pkgs: string[]; shelf: number;
};

// first: the first brew day; brewMonths: the months it is brewed in (null: all year); tier: price level (1 core,
// 1.12 specialty, 1.6 barrel-aged, 0.85 non-alcoholic in the taproom)
const BEERS: Beer[] = [
  { cd: 'FGI', nm: 'Foxglove IPA', style: 'IPA', abv: 6.8, ibu: 62, core: 'Y', yr: 2016, disc: null, first: BREW_START, w: 30, brewMonths: null, ferm: [14, 20], tier: 1, pkgs: ['HBK', 'SBK', 'C12', 'C16'], shelf: 60 },
  { cd: 'CPL', nm: 'Copper Pale Ale', style: 'PAL', abv: 5.4, ibu: 38, core: 'Y', yr: 2016, disc: null, first: BREW_START, w: 13, brewMonths: null, ferm: [12, 18], tier: 1, pkgs: ['HBK', 'SBK', 'C12'], shelf: 60 },
  { cd: 'RSA', nm: 'Rusty Fox Amber', style: 'AMB', abv: 5.6, ibu: 26, core: 'Y', yr: 2016, disc: '2024-06-30', first: BREW_START, w: 6, brewMonths: null, ferm: [14, 20], tier: 1, pkgs: ['HBK', 'SBK', 'C12'], shelf: 60 },
  { cd: 'RVL', nm: 'River Lager', style: 'LAG', abv: 4.6, ibu: 18, core: 'Y', yr: 2017, disc: null, first: BREW_START, w: 18, brewMonths: null, ferm: [28, 38], tier: 1, pkgs: ['HBK', 'SBK', 'C12'], shelf: 70 },
  { cd: 'NSS', nm: 'Night Shift Stout', style: 'STT', abv: 7.2, ibu: 40, core: 'Y', yr: 2017, disc: null, first: BREW_START, w: 8, brewMonths: null, ferm: [16, 24], tier: 1, pkgs: ['HBK', 'SBK', 'C16'], shelf: 75 },
  { cd: 'ORW', nm: 'Orchard Wheat', style: 'WHT', abv: 5.0, ibu: 14, core: 'Y', yr: 2018, disc: null, first: BREW_START, w: 8, brewMonths: null, ferm: [12, 16], tier: 1, pkgs: ['HBK', 'SBK', 'C12'], shelf: 60 },
  { cd: 'HZB', nm: 'Hazy Bandit', style: 'HZY', abv: 6.5, ibu: 35, core: 'Y', yr: 2019, disc: null, first: BREW_START, w: 22, brewMonths: null, ferm: [12, 18], tier: 1, pkgs: ['HBK', 'SBK', 'C16'], shelf: 50 },
  { cd: 'MNG', nm: 'Mango Haze', style: 'HZY', abv: 6.2, ibu: 28, core: 'N', yr: 2021, disc: '2024-09-30', first: BREW_START, w: 5, brewMonths: null, ferm: [12, 18], tier: 1.12, pkgs: ['HBK', 'C16'], shelf: 50 },
  { cd: 'HMZ', nm: 'Harvest Märzen', style: 'AMB', abv: 5.8, ibu: 24, core: 'N', yr: 2018, disc: null, first: BREW_START, w: 14, brewMonths: [7, 8], ferm: [35, 45], tier: 1.12, pkgs: ['HBK', 'SBK', 'C12'], shelf: 75 },
  { cd: 'SDP', nm: 'Snowdrift Porter', style: 'POR', abv: 6.4, ibu: 30, core: 'N', yr: 2019, disc: null, first: BREW_START, w: 12, brewMonths: [10, 11, 12, 1], ferm: [16, 22], tier: 1.12, pkgs: ['HBK', 'SBK', 'C16'], shelf: 75 },
  { cd: 'BBS', nm: 'Bourbon Barrel Night Shift', style: 'BAR', abv: 11.2, ibu: 45, core: 'N', yr: 2020, disc: null, first: '2023-01-01', w: 0, brewMonths: [1], ferm: [265, 285], tier: 1.6, pkgs: ['SBK', 'C16'], shelf: 150 },
  { cd: 'DFI', nm: 'Double Foxglove', style: 'IPA', abv: 8.4, ibu: 85, core: 'N', yr: 2022, disc: null, first: BREW_START, w: 4, brewMonths: null, ferm: [16, 22], tier: 1.12, pkgs: ['SBK', 'C16'], shelf: 50 },
  { cd: 'GTD', nm: 'Gose the Distance', style: 'SOU', abv: 4.2, ibu: 10, core: 'N', yr: 2022, disc: '2025-08-31', first: '2023-04-01', w: 8, brewMonths: [4, 5, 6, 7], ferm: [10, 14], tier: 1.12, pkgs: ['SBK', 'C12'], shelf: 60 },
  { cd: 'DNP', nm: 'Dune Pils', style: 'LAG', abv: 4.9, ibu: 30, core: 'N', yr: 2023, disc: null, first: '2023-04-03', w: 12, brewMonths: [4, 5, 6, 7], ferm: [28, 35], tier: 1.12, pkgs: ['HBK', 'SBK', 'C12'], shelf: 70 },
  { cd: 'CBS', nm: 'Cherry Bomb Sour', style: 'SOU', abv: 5.5, ibu: 6, core: 'N', yr: 2023, disc: null, first: '2023-03-01', w: 7, brewMonths: [3, 4, 5, 6], ferm: [10, 14], tier: 1.12, pkgs: ['SBK', 'C12'], shelf: 60 },
  { cd: 'HHL', nm: 'Harbor House Lager', style: 'LAG', abv: 4.8, ibu: 16, core: 'N', yr: 2024, disc: null, first: '2024-04-02', w: 0, brewMonths: null, ferm: [28, 35], tier: 0.95, pkgs: ['HBK'], shelf: 70 },
  { cd: 'FCI', nm: 'Frostbite Cold IPA', style: 'IPA', abv: 6.9, ibu: 55, core: 'N', yr: 2025, disc: null, first: '2025-02-04', w: 6, brewMonths: null, ferm: [18, 24], tier: 1.12, pkgs: ['HBK', 'SBK', 'C16'], shelf: 50 },
  { cd: 'CLH', nm: 'Clear Head NA', style: 'NA', abv: 0.4, ibu: 20, core: 'Y', yr: 2025, disc: null, first: '2025-04-01', w: 6, brewMonths: null, ferm: [10, 14], tier: 0.85, pkgs: ['C12'], shelf: 90 },
  { cd: 'WSB', nm: 'Solstice Barleywine', style: 'BAR', abv: 10.5, ibu: 70, core: 'N', yr: 2026, disc: null, first: '2099-01-01', w: 0, brewMonths: null, ferm: [0, 0], tier: 1.6, pkgs: [], shelf: 0 },
];

const PKGS: { cd: string; desc: string; typ: string; bbl: number; px: number }[] = [
  { cd: 'HBK', desc: 'Half-barrel keg (15.5 gal)', typ: 'KEG', bbl: 0.5, px: 185 },
  { cd: 'SBK', desc: 'Sixth-barrel keg (5.17 gal)', typ: 'KEG', bbl: 0.1667, px: 78 },
  { cd: 'C12', desc: 'Case 24 x 12 oz cans', typ: 'CAN', bbl: 0.0726, px: 36 },
  { cd: 'C16', desc: 'Case 24 x 16 oz cans (6 x 4-pack)', typ: 'CAN', bbl: 0.0968, px: 48 },
];

type Loc = { cd: string; nm: string; city: string; open: string; cls: string | null; seats: number; kit: string; rate: number };
const LOCS: Loc[] = [
  { cd: 'GRB', nm: 'Copper Fox Brewery Taproom', city: 'Grand Rapids', open: '2016-05-20', cls: null, seats: 140, kit: 'Y', rate: 1.5 },
  { cd: 'KZO', nm: 'Copper Fox Kalamazoo', city: 'Kalamazoo', open: '2019-09-06', cls: null, seats: 80, kit: 'N', rate: 0.95 },
  { cd: 'LAN', nm: 'Copper Fox Lansing', city: 'Lansing', open: '2021-04-16', cls: '2025-03-31', seats: 60, kit: 'N', rate: 0.6 },
  { cd: 'TVC', nm: 'Copper Fox Traverse City', city: 'Traverse City', open: '2024-06-14', cls: null, seats: 110, kit: 'Y', rate: 1.1 },
];

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Aisha',
  'Wei', 'Priya', 'Daniel', 'Sofia', 'Thomas', 'Grace', 'Kevin', 'Nadia', 'Brian', 'Olivia', 'Luis', 'Hannah', 'Marcus', 'Emily', 'Andre',
  'Chloe', 'Samuel', 'Fatima', 'Ethan', 'Rosa', 'Tyler', 'Mei', 'Jordan', 'Leah', 'Omar', 'Julia', 'Victor', 'Naomi', 'Caleb', 'Megan',
  'Dustin', 'Kayla', 'Hector', 'Brooke', 'Isaac', 'Tara', 'Noah', 'Ava', 'Logan', 'Zoe', 'Mason', 'Ruby'];
const LASTN = ['Smith', 'Johnson', 'Nguyen', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Davis', 'Rodriguez', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Thomas', 'Kim', 'Martinez', 'Lee', 'Walker', 'Hall', 'Young', 'Silva', 'Allen', 'Wright', 'Lopez', 'Hill', 'Scott', 'Green', 'Adams',
  'Baker', 'Novak', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Murphy', 'Cook', 'Reyes', 'Shah', 'Fischer', 'Kowalski',
  'Schmidt', 'Bauer', 'Yoder', 'Hughes', 'Price', 'Warner', 'Fleming', 'VanDyke', 'DeVries', 'Vermeer', 'Hoekstra'];

// distributors: name, city, state, open, close, terms, credit limit, orders every ~n days
const DISTRIBUTORS: [string, string, string, string, string | null, number, number, number][] = [
  ['Great Lakes Beverage Partners', 'Detroit', 'MI', '2018-03-01', null, 30, 60000, 12],
  ['Wolverine Craft Distributing', 'Flint', 'MI', '2019-06-15', null, 30, 40000, 16],
  ['Northwoods Beverage Co', 'Marquette', 'MI', '2020-05-01', '2024-03-31', 30, 20000, 24],
  ['Hoosier Hops Distribution', 'Indianapolis', 'IN', '2020-09-01', null, 45, 35000, 18],
  ['Buckeye Brew Supply', 'Columbus', 'OH', '2021-02-01', null, 45, 30000, 20],
  ['Windy City Craft Distributors', 'Chicago', 'IL', '2022-04-01', null, 45, 50000, 14],
  ['Lakefront Beverage Group', 'Milwaukee', 'WI', '2023-05-01', null, 30, 25000, 21],
  ['Keystone Craft Beverage', 'Pittsburgh', 'PA', '2025-03-03', null, 45, 30000, 20],
];
const ONP_NAMES = ['Bridge Street Tavern', 'The Rusty Anchor', 'Fountain Row Pub', 'Eastown Alehouse', 'Monroe Center Grille', 'The Copper Kettle Bistro',
  'Riverside Taphouse', 'Heritage Hill Social', 'The Wealthy Street Bar', 'Lakeshore Oyster Bar', 'Pine Knot Saloon', 'The Gilded Goose',
  'Harbor House Grill', 'Old Mill Tavern', 'Westside Wings', 'The Burnt Toast Diner', 'Sundog Kitchen', 'Cedar & Sage', 'The Dockside', 'Mulligan\'s Irish Pub',
  'Hops & Hounds', 'The Blue Heron Inn', 'Smokestack BBQ', 'Fulton Street Pizza Co', 'The Local Table', 'Boardwalk Burgers', 'Union Hall Eatery',
  'The Green Lantern', 'Two Rivers Supper Club', 'Kingfisher Lounge', 'The Whistle Stop', 'Backyard Bowl & Brew', 'Big Dipper Bar', 'The Iron Skillet'];
const OFP_NAMES = ['Eastown Bottle Shop', 'Siebert\'s Party Store', 'Family Fare', 'Brewski\'s Beer Depot', 'The Craft Cellar',
  'Lakeview Market', 'Corner Cork & Keg', 'Hometown Grocery', 'Hoppy Hour Beer Shop', 'Shoreline Wine & Spirits', 'Wealthy Market', 'Kent County Party Store',
  'Harvest Foods', 'Northside Beverage', 'The Growler Garage', 'Blue Water Liquor', 'Fresh Thyme Market', 'Maple Hill Market',
  'Tulip City Beverage', 'The Beer Barrel', 'Village Cellars', 'Spartan Grocers'];
const MI_CITIES: [string, number][] = [['Grand Rapids', 40], ['Kalamazoo', 14], ['Holland', 10], ['Muskegon', 8], ['Grand Haven', 6],
  ['Lansing', 8], ['Traverse City', 8], ['Battle Creek', 4], ['Saugatuck', 3]];

export function datasetSql(): string {
  const r = seededRandom(77123);

  const person = uniqueNames(r, FIRST, LASTN);

  // ---- staff --------------------------------------------------------------------------------------------------
  type Emp = { cd: string; f: string; l: string; role: string; loc: string | null; mgr: string | null; hire: string; term: string | null; hr: number | null; sal: number | null };
  const emps: Emp[] = [];
  let empSeq = 100;
  const addEmp = (role: string, loc: string | null, mgr: string | null, hire: string, term: string | null, pay: number): Emp => {
    const [f, l] = person();
    const hourly = role === 'CEL' || role === 'BTD' || role === 'KIT';
    const e: Emp = { cd: `E${empSeq++}`, f, l, role, loc, mgr, hire, term: term !== null && term > LAST ? null : term, hr: hourly ? pay : null, sal: hourly ? null : pay };
    emps.push(e);
    return e;
  };
  const own = addEmp('OWN', null, null, '2015-08-01', null, 92000);
  const hbr = addEmp('HBR', null, own.cd, '2015-10-12', null, 98500);
  const smg = addEmp('SMG', null, own.cd, '2017-02-06', null, 84000);
  addEmp('CTL', null, own.cd, '2018-07-16', null, 79000);
  const hos = addEmp('HOS', null, own.cd, '2019-03-04', null, 76000);
  // brewers
  const brewers: Emp[] = [hbr];
  brewers.push(addEmp('BRW', null, hbr.cd, '2016-04-11', null, 64000));
  brewers.push(addEmp('BRW', null, hbr.cd, '2018-09-24', '2024-05-17', 58000));
  brewers.push(addEmp('BRW', null, hbr.cd, '2021-01-11', null, 56500));
  brewers.push(addEmp('BRW', null, hbr.cd, '2024-06-03', null, 55000));
  brewers.push(addEmp('BRW', null, hbr.cd, '2025-09-15', null, 54000));
  addEmp('CEL', null, hbr.cd, '2020-05-18', null, 21.5);
  addEmp('CEL', null, hbr.cd, '2022-03-07', '2025-01-31', 19.75);
  addEmp('CEL', null, hbr.cd, '2025-02-10', null, 20.25);
  // sales reps
  const reps: Emp[] = [];
  reps.push(addEmp('SLS', null, smg.cd, '2017-05-01', null, 86500));
  reps.push(addEmp('SLS', null, smg.cd, '2019-08-12', '2024-02-29', 61000));
  reps.push(addEmp('SLS', null, smg.cd, '2021-06-07', null, 63500));
  reps.push(addEmp('SLS', null, smg.cd, '2024-03-11', null, 60000));
  reps.push(addEmp('SLS', null, smg.cd, '2025-08-04', null, 58500));
  // taprooms
  const bartenders: Emp[] = [];
  for (const loc of LOCS) {
    const trmHire = loc.cd === 'TVC' ? '2024-04-22' : addDays(loc.open, -r.int(30, 60));
    const trm = addEmp('TRM', loc.cd, hos.cd, loc.cd === 'GRB' ? '2019-05-13' : trmHire, loc.cls, r.int(52, 60) * 1000);
    const slots = loc.cd === 'GRB' ? 5 : loc.cd === 'TVC' ? 5 : loc.cd === 'KZO' ? 4 : 3;
    for (let s = 0; s < slots; s++) {
      let hire = loc.cd === 'TVC' ? addDays(loc.open, -r.int(7, 20)) : r.date(loc.open > '2020-01-01' ? loc.open : '2020-01-01', '2022-12-15');
      for (;;) {
        let term: string | null = addDays(hire, r.int(300, 1500));
        if (loc.cls !== null && (term > loc.cls)) term = loc.cls;
        const e = addEmp('BTD', loc.cd, trm.cd, hire, term !== null && term > LAST ? null : term, r.float(11, 14, 2));
        bartenders.push(e);
        if (e.term === null || e.term === loc.cls) break;
        hire = addDays(e.term, -r.int(3, 14));
      }
    }
    if (loc.kit === 'Y') {
      for (let s = 0; s < 2; s++) {
        const hire = loc.cd === 'TVC' ? addDays(loc.open, -r.int(7, 20)) : r.date('2019-01-01', '2022-10-01');
        const term = s === 1 && loc.cd === 'GRB' ? '2025-06-20' : null;
        addEmp('KIT', loc.cd, trm.cd, hire, term, r.float(16, 19, 2));
        if (term) addEmp('KIT', loc.cd, trm.cd, '2025-06-09', null, 17.5);
      }
    }
  }
  const activeOn = (e: Emp, d: string): boolean => e.hire <= d && (e.term === null || e.term >= d);

  // ---- batches ------------------------------------------------------------------------------------------------
  type Batch = { no: number; beer: Beer; brew: string; brwr: Emp; fv: number; vol: number; yld: number | null; pkg: string | null; sts: string };
  const batches: Batch[] = [];
  const inSeason = (b: Beer, d: string): boolean => {
    if (d < b.first) return false;
    if (b.disc !== null && d > addDays(b.disc, -45)) return false;
    if (b.brewMonths !== null && !b.brewMonths.includes(month(d))) return false;
    return b.w > 0;
  };
  for (let d = BREW_START; d <= LAST; d = addDays(d, 1)) {
    const wd = dow(d);
    // brew days: Tuesday and Thursday, plus some Mondays in busy season
    const brews = wd === 2 || wd === 4 ? 1 : wd === 1 && month(d) >= 4 && month(d) <= 8 && r.chance(0.5) ? 1 : 0;
    const special: Beer[] = [];
    // the bourbon barrel stout: one brew on the second Tuesday of January
    if (wd === 2 && month(d) === 1 && Number(d.slice(8, 10)) >= 8 && Number(d.slice(8, 10)) <= 14 && d >= '2023-01-01') special.push(BEERS.find((b) => b.cd === 'BBS')!);
    // the contract lager: every sixth Wednesday from April 2024
    if (wd === 3 && d >= '2024-04-02' && daysBetween('2024-04-03', d) % 42 === 0) special.push(BEERS.find((b) => b.cd === 'HHL')!);
    const todays: Beer[] = [...special];
    for (let k = 0; k < brews; k++) {
      const cands = BEERS.filter((b) => inSeason(b, d));
      const weights = cands.map((b) => [b, b.brewMonths !== null ? b.w * 1.6 : b.w] as const);
      todays.push(r.weighted(weights));
    }
    for (const beer of todays) {
      const brwr = r.pick(brewers.filter((e) => activeOn(e, d)));
      const vol = beer.cd === 'BBS' ? 15 : beer.core === 'Y' && beer.cd !== 'CLH' && r.chance(0.35) ? 60 : 30;
      const fermDays = r.int(beer.ferm[0], beer.ferm[1]);
      let pkg: string | null = addDays(d, fermDays);
      let yld: number | null = round2(vol * r.float(0.84, 0.96, 3));
      let sts = 'PKG';
      if (r.chance(0.03) && beer.cd !== 'BBS' && beer.cd !== 'HHL') {
        sts = 'DMP';
        pkg = null;
        yld = null;
      } else if (pkg > LAST) {
        sts = daysBetween(d, LAST) <= Math.min(14, fermDays - 3) ? 'FRM' : 'CND';
        pkg = null;
        yld = null;
      }
      batches.push({ no: 0, beer, brew: d, brwr, fv: r.int(1, 10), vol, yld, pkg, sts });
    }
  }
  // batch numbers: year prefix + sequence within the year
  const seqByYear: Record<string, number> = {};
  for (const b of batches) {
    const y = b.brew.slice(0, 4);
    seqByYear[y] = (seqByYear[y] ?? 0) + 1;
    b.no = Number(y.slice(2)) * 1000 + seqByYear[y]!;
  }
  const packagedByBeer = new Map<string, Batch[]>();
  for (const b of batches) {
    if (b.pkg === null) continue;
    const list = packagedByBeer.get(b.beer.cd) ?? [];
    list.push(b);
    packagedByBeer.set(b.beer.cd, list);
  }
  for (const list of packagedByBeer.values()) list.sort((a, b) => (a.pkg! < b.pkg! ? -1 : a.pkg! > b.pkg! ? 1 : a.no - b.no));
  // the newest packaged batch of a beer that is still fresh on day d
  const lotFor = (beer: Beer, d: string): Batch | null => {
    const list = packagedByBeer.get(beer.cd);
    if (!list) return null;
    let best: Batch | null = null;
    for (const b of list) {
      if (b.pkg! > d) break;
      if (daysBetween(b.pkg!, d) <= beer.shelf) best = b;
    }
    return best;
  };
  const seasonalBoost = (beer: Beer, d: string): number => {
    const m = month(d);
    if (beer.cd === 'ORW') return m >= 5 && m <= 8 ? 1.8 : 0.6;
    if (beer.cd === 'NSS') return m >= 11 || m <= 2 ? 1.7 : 0.7;
    if (beer.cd === 'BBS') return 3;
    return 1;
  };

  // ---- accounts -----------------------------------------------------------------------------------------------
  type Acct = {
    no: number; nm: string; typ: string; city: string; st: string; rep: Emp; open: string; cls: string | null; sts: string; lmt: number;
    trm: number; every: number; size: number; lag: [number, number]; stop: string | null; neverOrders: boolean;
  };
  const accts: Acct[] = [];
  const repFor = (d: string): Emp => r.pick(reps.filter((e) => activeOn(e, d)));
  for (const [nm, city, st, open, cls, trm, lmt, every] of DISTRIBUTORS) {
    accts.push({ no: 0, nm, typ: 'DST', city, st, rep: smg, open, cls, sts: cls ? 'C' : 'A', lmt, trm, every, size: r.float(0.8, 1.3, 2),
      lag: nm.startsWith('Buckeye') ? [trm + 4, trm + 30] : [trm - 12, trm + 3], stop: null, neverOrders: false });
  }
  const onp = r.shuffle(ONP_NAMES);
  const ofp = r.shuffle(OFP_NAMES);
  const mkLocal = (nm: string, typ: string, idx: number, total: number): Acct => {
    const city = nm === 'Harbor House Grill' ? 'Holland' : r.weighted(MI_CITIES);
    let open = r.chance(0.7) ? r.date('2016-06-01', '2022-12-31') : r.date('2023-01-01', '2026-06-30');
    let neverOrders = false;
    if (idx === total - 2) open = r.date('2026-09-28', '2026-10-16');
    if (idx === total - 1) { open = r.date('2026-11-09', '2026-11-20'); neverOrders = true; }
    if (idx === total - 3 && typ === 'OFP') { open = '2025-05-12'; neverOrders = true; }
    if (nm === 'Harbor House Grill') open = '2018-04-09';
    const late = r.chance(0.18);
    const trm = typ === 'ONP' ? r.pick([15, 30, 30]) : r.pick([30, 30, 45]);
    return {
      no: 0, nm, typ, city, st: 'MI', rep: smg, open, cls: null, sts: 'A',
      lmt: typ === 'ONP' ? r.pick([5000, 7500, 10000, 10000, 15000, 25000]) : r.pick([5000, 7500, 10000, 15000, 20000, 30000]),
      trm, every: typ === 'ONP' ? r.int(14, 35) : r.int(21, 45), size: r.float(0.6, 1.6, 2),
      lag: late ? [trm + 3, trm + 45] : [Math.max(3, trm - 14), trm + 2], stop: null, neverOrders,
    };
  };
  onp.slice(0, 30).forEach((nm, i, all) => accts.push(mkLocal(nm, 'ONP', i, all.length)));
  ofp.slice(0, 20).forEach((nm, i, all) => accts.push(mkLocal(nm, 'OFP', i, all.length)));
  // Harbor House Grill must be among the accounts
  if (!accts.some((a) => a.nm === 'Harbor House Grill')) {
    accts.push(mkLocal('Harbor House Grill', 'ONP', 0, 99));
  }
  const hhg = accts.find((a) => a.nm === 'Harbor House Grill')!;
  hhg.size = 2.2; hhg.every = 14; hhg.lmt = 25000; hhg.lag = [12, 28]; hhg.trm = 30;
  // some local accounts closed, some stopped ordering in 2026, some went on credit hold
  const locals = r.shuffle(accts.filter((a) => a.typ !== 'DST' && a.open < '2024-01-01' && a !== hhg));
  for (const a of locals.slice(0, 5)) {
    a.cls = r.date(addDays(a.open > '2023-01-01' ? a.open : '2023-01-01', 200), '2026-08-31');
    a.sts = 'C';
  }
  for (const a of locals.slice(5, 8)) {
    a.stop = r.date('2026-05-01', '2026-08-31');
    a.size *= 1.5;
  }
  for (const a of locals.slice(8, 10)) {
    a.sts = 'H';
    a.lag = [a.trm + 25, a.trm + 80];
    a.stop = r.date('2026-09-15', '2026-10-31');
  }
  // the big spenders that stopped ordering
  accts.find((a) => a.nm === 'Wolverine Craft Distributing')!.stop = '2026-07-24';
  // the rep who owns (or owned, when it closed) each local account
  for (const a of accts) {
    if (a.typ !== 'DST') a.rep = repFor(a.cls ?? LAST);
  }
  accts.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : a.nm < b.nm ? -1 : 1));
  accts.forEach((a, i) => { a.no = 5001 + i * 3; });

  // ---- invoices -----------------------------------------------------------------------------------------------
  type Inv = { no: number; acct: Acct; dt: string; due: string; paid: string | null; sts: string };
  type Ln = { id: number; inv: Inv; ln: number; lot: Batch; pkg: string; qty: number; px: number; amt: number };
  const invs: Inv[] = [];
  const lns: Ln[] = [];
  const priceOf = (beer: Beer, pkg: string, acct: Acct, d: string): number => {
    const base = PKGS.find((p) => p.cd === pkg)!.px;
    let px = base * (beer.tier === 0.85 ? 0.95 : beer.tier) * (acct.typ === 'DST' ? 0.74 : 1);
    if (d >= '2025-01-01') px *= 1.04;
    if (d >= '2026-01-01') px *= 1.03;
    return round2(px);
  };
  const qtyFor = (acct: Acct, pkg: string): number => {
    const s = acct.size;
    if (acct.typ === 'DST') {
      return Math.max(1, Math.round((pkg === 'HBK' ? r.int(4, 14) : pkg === 'SBK' ? r.int(2, 10) : pkg === 'C12' ? r.int(10, 50) : r.int(8, 36)) * s));
    }
    if (acct.typ === 'ONP') return Math.max(1, Math.round((pkg === 'HBK' ? r.int(1, 4) : r.int(1, 3)) * s));
    return Math.max(1, Math.round((pkg === 'C12' ? r.int(2, 10) : r.int(2, 8)) * s));
  };
  const allowedPkgs = (acct: Acct, beer: Beer): string[] => {
    if (acct.typ === 'ONP') return beer.pkgs.filter((p) => p === 'HBK' || p === 'SBK');
    if (acct.typ === 'OFP') return beer.pkgs.filter((p) => p === 'C12' || p === 'C16');
    return beer.pkgs;
  };
  for (const acct of accts) {
    if (acct.neverOrders) continue;
    let d = acct.open > SALES_START ? addDays(acct.open, r.int(3, 12)) : addDays(SALES_START, r.int(0, acct.every));
    const end = [acct.cls, acct.stop, LAST].filter((x): x is string => x !== null).sort()[0]!;
    while (d <= end) {
      if (dow(d) === 0) d = addDays(d, 1);
      if (dow(d) === 6) d = addDays(d, 2);
      if (d > end) break;
      const inv: Inv = { no: 0, acct, dt: d, due: addDays(d, acct.trm), paid: null, sts: 'PD' };
      // what is available today
      const wanted = r.int(acct.typ === 'DST' ? 2 : 1, acct.typ === 'DST' ? 5 : 3);
      const chosen = new Set<string>();
      let lnNo = 0;
      for (let tries = 0; tries < 20 && lnNo < wanted; tries++) {
        let beer: Beer;
        if (acct === hhg && (tries === 0 || r.chance(0.3))) beer = BEERS.find((b) => b.cd === 'HHL')!;
        else {
          const cands = BEERS.filter((b) => b.cd !== 'HHL' && b.pkgs.length > 0);
          beer = r.weighted(cands.map((b) => [b, (b.w || 6) * seasonalBoost(b, d) * (b.brewMonths ? 1.5 : 1)] as const));
        }
        const lot = lotFor(beer, d);
        if (!lot) continue;
        const pk = allowedPkgs(acct, beer);
        if (pk.length === 0) continue;
        const pkg = r.pick(pk);
        if (chosen.has(`${beer.cd}/${pkg}`)) continue;
        chosen.add(`${beer.cd}/${pkg}`);
        const qty = qtyFor(acct, pkg);
        const px = priceOf(beer, pkg, acct, d);
        lns.push({ id: 0, inv, ln: ++lnNo, lot, pkg, qty, px, amt: round2(qty * px) });
      }
      if (lnNo > 0) {
        invs.push(inv);
        const roll = r.next();
        if (roll < 0.02) inv.sts = 'VD';
        else {
          const paid = addDays(d, r.int(acct.lag[0], acct.lag[1]));
          if (paid > LAST) inv.sts = 'OPN';
          else if (daysBetween(d, LAST) > 45 && roll < 0.035) inv.sts = acct.sts === 'H' ? 'OPN' : 'DSP';
          else if (acct.sts === 'H' && d >= '2026-06-01' && roll < 0.6) inv.sts = 'OPN';
          else inv.paid = paid;
        }
      }
      d = addDays(d, Math.max(5, Math.round(acct.every * r.float(0.7, 1.3, 2))));
    }
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.acct.no - b.acct.no));
  invs.forEach((v, i) => { v.no = 100001 + i; });
  lns.sort((a, b) => a.inv.no - b.inv.no || a.ln - b.ln);
  lns.forEach((l, i) => { l.id = 1 + i; });

  // ---- taproom sales ------------------------------------------------------------------------------------------
  type Sale = { id: number; tab: number; loc: Loc; at: string; srv: Emp; typ: string; beer: Beer | null; qty: number; amt: number; comp: string; pay: string };
  const sales: Sale[] = [];
  let tabNo = 500001;
  const pintPx = (b: Beer, d: string): number => (b.tier >= 1.6 ? 10 : b.tier === 0.85 ? 5 : b.tier > 1 ? 8 : 7) + (d >= '2025-01-01' ? 1 : 0);
  for (let d = SALES_START; d <= LAST; d = addDays(d, 1)) {
    const wd = dow(d);
    const m = month(d);
    for (const loc of LOCS) {
      if (d < loc.open || (loc.cls !== null && d > loc.cls)) continue;
      if (wd === 1 && loc.cd !== 'GRB') continue; // closed on Mondays
      const season = m >= 6 && m <= 8 ? (loc.cd === 'TVC' ? 1.9 : 1.3) : m <= 2 ? 0.75 : 1;
      const week = wd === 5 || wd === 6 ? 1.9 : wd === 0 ? 1.2 : 0.7;
      const n = r.poisson(loc.rate * season * week);
      const onTap = BEERS.filter((b) => b.cd !== 'HHL' && lotFor(b, d) !== null);
      const staff = bartenders.filter((e) => e.loc === loc.cd && activeOn(e, d));
      if (staff.length === 0 || onTap.length === 0) continue;
      for (let t = 0; t < n; t++) {
        const srv = r.pick(staff);
        const pay = r.weighted<string>([['CRD', 80], ['CSH', 15], ['GFT', 5]]);
        const hh = r.int(12, 21);
        const at = `${d} ${String(hh).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00`;
        const lines = r.weighted<number>([[1, 50], [2, 35], [3, 15]]);
        const tab = tabNo++;
        for (let k = 0; k < lines; k++) {
          const typ = r.weighted<string>([['PNT', 50], ['FLT', 12], ['GRW', 8], ['CAN', 10], ['FOD', loc.kit === 'Y' ? 18 : 0], ['MRC', 5]]);
          let beer: Beer | null = null;
          let qty = 1;
          let amt = 0;
          const up = d >= '2025-01-01' ? 1 : 0;
          if (typ === 'PNT' || typ === 'GRW' || typ === 'CAN') {
            beer = r.weighted(onTap.map((b) => [b, (b.w || 5) * seasonalBoost(b, d)] as const));
            if (typ === 'PNT') { qty = r.weighted<number>([[1, 40], [2, 35], [3, 15], [4, 10]]); amt = qty * pintPx(beer, d); }
            if (typ === 'GRW') { qty = 1; amt = (beer.tier > 1 ? 24 : 20) + up; }
            if (typ === 'CAN') { qty = r.weighted<number>([[1, 75], [2, 25]]); amt = qty * ((beer.tier >= 1.6 ? 28 : beer.tier > 1 ? 18 : 15) + up); }
          } else if (typ === 'FLT') {
            qty = r.weighted<number>([[1, 70], [2, 30]]);
            amt = qty * (13 + up);
          } else if (typ === 'FOD') {
            qty = r.weighted<number>([[1, 70], [2, 30]]);
            amt = qty * (r.int(16, 36) / 2 + up);
          } else {
            qty = 1;
            amt = r.pick([6, 12, 25, 28]);
          }
          const comp = k > 0 && r.chance(0.06) ? 'Y' : 'N';
          sales.push({ id: 0, tab, loc, at, srv, typ, beer, qty, amt: comp === 'Y' ? 0 : round2(amt), comp, pay });
        }
      }
    }
  }
  sales.forEach((s, i) => { s.id = 1 + i; });

  return [
    'CREATE SCHEMA brw;',
    `CREATE TABLE brw.beer (beer_cd varchar(3) PRIMARY KEY, beer_nm varchar(40) NOT NULL, style_cd varchar(3) NOT NULL, abv_pct numeric(4,1) NOT NULL,
      ibu_no integer NOT NULL, core_yn char(1) NOT NULL, intro_yr integer NOT NULL, disc_dt date);`,
    `CREATE TABLE brw.pkg (pkg_cd varchar(3) PRIMARY KEY, pkg_desc varchar(40) NOT NULL, ctr_typ varchar(3) NOT NULL, bbl_eq numeric(6,4) NOT NULL);`,
    `CREATE TABLE brw.emp (emp_cd varchar(5) PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      loc_cd varchar(3), mgr_cd varchar(5) REFERENCES brw.emp (emp_cd), hire_dt date NOT NULL, term_dt date, hrly_rt numeric(6,2), ann_sal numeric(9,2));`,
    `CREATE TABLE brw.batch (batch_no integer PRIMARY KEY, beer_ref varchar(3) NOT NULL REFERENCES brw.beer (beer_cd), brew_dt date NOT NULL,
      brwr_cd varchar(5) NOT NULL REFERENCES brw.emp (emp_cd), fv_no integer NOT NULL, vol_bbl numeric(6,2) NOT NULL, yld_bbl numeric(6,2),
      pkg_dt date, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE brw.acct (acct_no integer PRIMARY KEY, acct_nm varchar(50) NOT NULL, acct_typ varchar(3) NOT NULL, city_nm varchar(30) NOT NULL,
      st_cd char(2) NOT NULL, rep_cd varchar(5) REFERENCES brw.emp (emp_cd), open_dt date NOT NULL, cls_dt date, sts_cd char(1) NOT NULL,
      crd_lmt numeric(10,2) NOT NULL, trm_days integer NOT NULL);`,
    `CREATE TABLE brw.inv (inv_no integer PRIMARY KEY, acct_ref integer NOT NULL REFERENCES brw.acct (acct_no), inv_dt date NOT NULL,
      due_dt date NOT NULL, paid_dt date, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE brw.inv_ln (ln_id integer PRIMARY KEY, inv_ref integer NOT NULL REFERENCES brw.inv (inv_no), ln_no integer NOT NULL,
      lot_no integer NOT NULL REFERENCES brw.batch (batch_no), pkg_cd varchar(3) NOT NULL REFERENCES brw.pkg (pkg_cd), qty integer NOT NULL,
      unit_px numeric(8,2) NOT NULL, ln_amt numeric(10,2) NOT NULL);`,
    `CREATE TABLE brw.tap_loc (loc_cd varchar(3) PRIMARY KEY, loc_nm varchar(40) NOT NULL, city_nm varchar(30) NOT NULL, open_dt date NOT NULL,
      cls_dt date, seat_cnt integer NOT NULL, kit_yn char(1) NOT NULL);`,
    `CREATE TABLE brw.tap_sale (ln_id integer PRIMARY KEY, tab_no integer NOT NULL, loc_cd varchar(3) NOT NULL REFERENCES brw.tap_loc (loc_cd),
      sale_ts timestamp NOT NULL, srv_cd varchar(5) REFERENCES brw.emp (emp_cd), itm_typ varchar(3) NOT NULL, beer_cd varchar(3) REFERENCES brw.beer (beer_cd),
      qty integer NOT NULL, amt numeric(8,2) NOT NULL, comp_yn char(1) NOT NULL, pay_cd varchar(3) NOT NULL);`,
    insertRows('brw.beer', ['beer_cd', 'beer_nm', 'style_cd', 'abv_pct', 'ibu_no', 'core_yn', 'intro_yr', 'disc_dt'],
      BEERS.map((b) => [b.cd, b.nm, b.style, b.abv, b.ibu, b.core, b.yr, b.disc])),
    insertRows('brw.pkg', ['pkg_cd', 'pkg_desc', 'ctr_typ', 'bbl_eq'], PKGS.map((p) => [p.cd, p.desc, p.typ, p.bbl])),
    insertRows('brw.emp', ['emp_cd', 'frst_nm', 'last_nm', 'role_cd', 'loc_cd', 'mgr_cd', 'hire_dt', 'term_dt', 'hrly_rt', 'ann_sal'],
      emps.map((e) => [e.cd, e.f, e.l, e.role, e.loc, e.mgr, e.hire, e.term, e.hr, e.sal])),
    insertRows('brw.batch', ['batch_no', 'beer_ref', 'brew_dt', 'brwr_cd', 'fv_no', 'vol_bbl', 'yld_bbl', 'pkg_dt', 'sts_cd'],
      batches.map((b) => [b.no, b.beer.cd, b.brew, b.brwr.cd, b.fv, b.vol, b.yld, b.pkg, b.sts])),
    insertRows('brw.acct', ['acct_no', 'acct_nm', 'acct_typ', 'city_nm', 'st_cd', 'rep_cd', 'open_dt', 'cls_dt', 'sts_cd', 'crd_lmt', 'trm_days'],
      accts.map((a) => [a.no, a.nm, a.typ, a.city, a.st, a.rep.cd, a.open, a.cls, a.sts, a.lmt, a.trm])),
    insertRows('brw.inv', ['inv_no', 'acct_ref', 'inv_dt', 'due_dt', 'paid_dt', 'sts_cd'], invs.map((v) => [v.no, v.acct.no, v.dt, v.due, v.paid, v.sts])),
    insertRows('brw.inv_ln', ['ln_id', 'inv_ref', 'ln_no', 'lot_no', 'pkg_cd', 'qty', 'unit_px', 'ln_amt'],
      lns.map((l) => [l.id, l.inv.no, l.ln, l.lot.no, l.pkg, l.qty, l.px, l.amt])),
    insertRows('brw.tap_loc', ['loc_cd', 'loc_nm', 'city_nm', 'open_dt', 'cls_dt', 'seat_cnt', 'kit_yn'],
      LOCS.map((l) => [l.cd, l.nm, l.city, l.open, l.cls, l.seats, l.kit])),
    insertRows('brw.tap_sale', ['ln_id', 'tab_no', 'loc_cd', 'sale_ts', 'srv_cd', 'itm_typ', 'beer_cd', 'qty', 'amt', 'comp_yn', 'pay_cd'],
      sales.map((s) => [s.id, s.tab, s.loc.cd, s.at, s.srv.cd, s.typ, s.beer ? s.beer.cd : null, s.qty, s.amt, s.comp, s.pay])),
  ].join('\n');
}
