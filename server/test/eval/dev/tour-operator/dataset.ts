/**
 * Kea Trails Adventures Ltd, a small-group guided adventure tour operator based in Queenstown, New Zealand. It runs
 * guided walks (the Great Walks and other tracks), kayak and canoe journeys, cycle trips, alpine and snow trips,
 * wildlife trips and longer multi-activity touring holidays in both islands, for groups of at most 8 to 16 guests.
 * Guests come from New Zealand and from overseas (Australia, the USA, the UK, Germany and others); they book on our
 * website, by phone or email with our reservations team, or through an overseas travel agent. This is the
 * reservations and operations database as it stood at the close of business on 2026-11-24 (refreshed 2026-11-25).
 * All money is in New Zealand dollars (NZD). Prices charged to guests include GST (15%); supplier invoice amounts
 * are held excluding GST with the GST in its own column.
 *
 * The booking system went live for the 2023/24 season: departures start on or after 2023-07-01, and bookings for
 * them were taken from September 2022. Our season runs July to June (the "2025/26 season" is July 2025 to June
 * 2026); most walking, paddling and cycling trips run from October or November to April, the snow trip runs June to
 * September, Kaikoura runs all year. Departures are scheduled up to 2027-04-30; rows dated after 2026-11-24 are
 * plans: departures not yet run, and the bookings and payments already taken for them.
 *
 * Schema `kta`:
 *
 * - `tours`: the tour products (itineraries), keyed by `tour_cd` ('MLF5', 'GSE10': a short code plus the number of
 *   days). `tour_nm` the name as in the brochure; `typ_cd` the kind of trip: HIK guided walk / tramping, KAY kayak or
 *   canoe journey, CYC cycle trip, ALP alpine and snow (glacier, heli, snowshoe), WLD wildlife and nature, MLT
 *   multi-activity touring holiday; `isl_cd` the island: NI North Island, SI South Island; `grd_no` the fitness
 *   grade 1 (easy) to 5 (very demanding); `dur_days` the length in days (the last day is the day we get back);
 *   `max_pax` the largest group we take; `min_pax` the number of guests needed for a departure to run; `px_nzd`
 *   the current (2026/27 season) brochure price per person sharing a twin or double room, GST included;
 *   `sgl_sup_nzd` the single-room supplement per person, NULL where no single rooms are possible (the Whanganui
 *   river trip camps in shared tents); `strt_loc` where the trip starts; `lnch_dt` the day the tour went on sale;
 *   `disc_dt` the day it was withdrawn from sale, NULL while on sale; `actv_yn` Y on sale now, N withdrawn.
 *
 * - `departures`: one dated running of a tour, keyed by `dep_id`. `dep_cd` ('MLF5-261203': tour code and start
 *   date); `tour_cd` (`tours.tour_cd`); `start_dt` the first day; `end_dt` the last day (start_dt + dur_days - 1);
 *   `cap_pax` the places on sale for this departure (usually the tour's max_pax, sometimes fewer when a lodge gave us
 *   fewer rooms); `min_pax` guests needed for it to run; `px_nzd` the price per person twin share for this
 *   departure (the brochure price of its season, GST incl.); `stat_cd` SCH scheduled, on sale but not yet
 *   guaranteed; GTD guaranteed to run (enough guests, or we committed to it), also used while a trip is under way;
 *   CMP completed (the trip ran and is back); CXL cancelled by us; `gtd_dt` the day it became guaranteed (NULL if
 *   never); `cxl_dt` the day we cancelled it; `cxl_rsn_cd` why: LOW not enough bookings (decided about 45 days
 *   before the start), WX weather, DOC track or hut closed by the Department of Conservation, OPS operational
 *   (supplier or lodge problem); NULL unless cancelled. A cancelled departure runs with nobody: its bookings are
 *   cancelled (OPX) and refunded in full.
 *
 * - `guides`: our guides, keyed by `guide_id`. `gd_cd` ('G07'); `first_nm`, `last_nm`; `lvl_cd` SNR senior guide
 *   (leads any trip, trains others), LDR lead guide, AST assistant guide (second guide on bigger groups, never
 *   leads); `emp_cd` FT employed all year, SEA seasonal contract; `base_cd` where they are based: ZQN Queenstown,
 *   NSN Nelson, TUO Taupo; `alp_yn` Y holds the alpine qualification needed to lead the Aoraki and snowshoe trips;
 *   `mntr_gd_id` the senior or lead guide who mentors them (`guides.guide_id`), NULL for those without a mentor;
 *   `day_rt_nzd` the current day rate we pay them; `hire_dt` first day with us; `left_dt` last day, NULL while still
 *   with us; `fa_exp_dt` the day their outdoor first aid certificate expires.
 *
 * - `dep_guides`: guides rostered on departures (many to many), keyed by (`dep_id`, `guide_id`). `role_cd` LD lead
 *   guide, AS assistant guide; `asg_dt` the day they were rostered; `fee_nzd` the trip fee for the guide (the
 *   days of the trip at their day rate of that season); `asg_stat_cd` CNF confirmed (worked, or will work, the trip),
 *   REL released because the departure was cancelled (no fee is paid). Departures starting after 2027-02-28 have no
 *   guides rostered yet.
 *
 * - `customers`: everyone we hold a record for, keyed by `cust_id`: guests who travel, the lead bookers who book
 *   for a party (always one of its guests), and people who only enquired or signed up to the newsletter.
 *   `cust_no` ('C100245'); `first_nm`, `last_nm`; `email`; `ctry_cd` country of residence (ISO code: NZ, AU, US,
 *   GB, DE, CA, NL, SG, CH); `birth_yr` year of birth (NULL if never given); `crt_dt` the day the record was
 *   created; `mkt_yn` Y agreed to marketing email; `ref_cust_id` the existing customer who referred them
 *   (refer-a-friend, `customers.cust_id`), NULL otherwise.
 *
 * - `bookings`: one booking for a party on a departure, keyed by `bkg_id`. `bkg_ref` ('KT25-00412'); `dep_id`
 *   (`departures.dep_id`); `lead_cust_id` the lead booker (`customers.cust_id`); `bkg_dt` the day it was made;
 *   `chan_cd` how it came in: WEB our website, PHN phone or email to our reservations team, AGT through a travel
 *   agent; `agt_nm` the agency, NULL unless AGT; `pax_qty` guests in the party; `gross_nzd` the price before
 *   discount (per-person prices plus single supplements); `promo_cd` EB early-bird discount (10%, booked 9 months or
 *   more ahead), RTN returning-guest discount (5%), NULL none; `disc_nzd` the discount given (0 if none); the price
 *   to pay is gross_nzd - disc_nzd; `bal_due_dt` the day the balance is due (60 days before the start);
 *   `stat_cd` HLD held (a provisional hold, no deposit yet; a hold lapses after 7 days), EXP hold lapsed (never
 *   confirmed), DEP confirmed, deposit paid, balance still to pay, PIF paid in full, CXL cancelled by the guest,
 *   OPX cancelled because we cancelled the departure; `cxl_dt` the day a CXL or OPX booking was cancelled.
 *   A deposit is 20% of the price; cancellation terms: more than 60 days out the guest loses the deposit, 31 to 60
 *   days out half the price, 30 days or less the full price.
 *
 * - `bkg_pax`: the guests on a booking, keyed by (`bkg_id`, `pax_no`); pax_no 1 is the lead booker. `cust_id`
 *   (`customers.cust_id`); `rm_cd` the room: TWN twin share, DBL double, SGL single room (single supplement
 *   charged); `diet_cd` dietary needs: STD none, VEG vegetarian, VGN vegan, GF gluten free, DF dairy free, OTH other
 *   (allergies etc.); `ins_yn` Y travel insurance details received, N not yet.
 *
 * - `pmts`: money received from and paid back to guests, keyed by `pmt_id`. `bkg_id`; `pmt_dt`; `txn_cd` DEP
 *   deposit, BAL balance payment, RFD refund paid back to the guest; `amt_nzd` the amount, always positive (a refund
 *   is money out); `mthd_cd` CC credit card, EFT bank transfer, AGT settled through the travel agent; `rfd_rsn_cd`
 *   for refunds: CUS guest cancelled (what the terms allow back), OPC we cancelled the departure (full refund),
 *   GWL goodwill gesture after a trip (itinerary changed by weather, a complaint), NULL for payments; `void_yn` Y a
 *   voided entry (card declined or keyed twice; ignore it), N good.
 *
 * - `sup_invs`: supplier invoices for the costs of running departures (lodges and hotels, coaches, boats, flights,
 *   hire gear, DOC hut and track passes), keyed by `inv_id`. `sup_nm` the supplier; `sup_typ_cd` LDG accommodation,
 *   TRN ground transport, BOT boat / water taxi / cruise, FLT scenic, charter or helicopter flight, ACT activities,
 *   gear hire and DOC passes; `dep_id` the departure it is for; `sup_inv_no` the supplier's invoice number;
 *   `inv_dt` invoice date; `inv_desc` what it is for; `amt_nzd` the amount excluding GST; `gst_nzd` the GST on it;
 *   `stat_cd` ENT entered, awaiting approval, APR approved for payment, PD paid, VD void (a duplicate entry or a
 *   credited invoice; ignore it); `pd_dt` the day we paid it, NULL until paid. DOC passes are invoiced before the
 *   trip, other suppliers invoice after it.
 *
 * - `reviews`: guest reviews of completed trips, keyed by `rev_id`. `bkg_id` the booking of the reviewer;
 *   `cust_id` the guest who wrote it; `sub_dt` the day it was submitted; `src_cd` SRV our post-trip survey, TA
 *   Tripadvisor, GGL Google; `ovr_rtg` overall rating, 1 to 5 stars; `gd_rtg` rating of the guides 1 to 5 (asked in
 *   our survey only, NULL otherwise or when skipped); `val_rtg` value for money 1 to 5 (survey only, NULL
 *   otherwise); `pub_yn` Y shown publicly (Tripadvisor and Google always; survey answers only with consent).
 */
import { addDays, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const DEP_FROM = '2023-07-01';
const DEP_UNTIL = '2027-04-30';
const ROSTER_UNTIL = '2027-02-28';

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const month = (iso: string) => Number(iso.slice(5, 7));
const season = (iso: string) => (month(iso) >= 7 ? Number(iso.slice(0, 4)) : Number(iso.slice(0, 4)) - 1);
const round2 = (n: number) => Math.round(n * 100) / 100;
const round10 = (n: number) => Math.round(n / 10) * 10;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
/** Price level of each season against 2023/24. */
const PRICE_F: Record<number, number> = { 2023: 1.0, 2024: 1.05, 2025: 1.11, 2026: 1.16 };
const priceF = (iso: string) => PRICE_F[season(iso)] ?? 1.16;

// ---------------------------------------------------------------- tours
interface SupLine {
  nm: string;
  typ: string;
  /** pn per person-night, pp per person, fx per departure */
  basis: 'pn' | 'pp' | 'fx';
  nights: number;
  rate: number;
  desc: string;
}
interface Tour {
  cd: string;
  nm: string;
  typ: string;
  isl: string;
  grd: number;
  days: number;
  max: number;
  min: number;
  px: number;
  sgl: number | null;
  loc: string;
  months: number[];
  cadence: number;
  anchor: string;
  pop: number;
  wx: number;
  lnch: string;
  disc: string | null;
  quality: number;
  bases: string[];
  alpine: boolean;
  sup: SupLine[];
}
const L = (nm: string, nights: number, rate: number): SupLine => ({ nm, typ: 'LDG', basis: 'pn', nights, rate, desc: 'Accommodation' });
const DOC = (rate: number): SupLine => ({ nm: 'DOC Great Walks Bookings', typ: 'ACT', basis: 'pp', nights: 0, rate, desc: 'DOC hut and track passes' });
const SUMMER = [10, 11, 12, 1, 2, 3, 4];
const GREAT_WALK = [11, 12, 1, 2, 3, 4];
const TOURS: Tour[] = [
  {
    cd: 'MLF5', nm: 'Milford Track Guided Walk', typ: 'HIK', isl: 'SI', grd: 3, days: 5, max: 14, min: 6, px: 3290, sgl: 890, loc: 'Te Anau',
    months: GREAT_WALK, cadence: 14, anchor: '2023-07-03', pop: 0.95, wx: 0.04, lnch: '2012-08-01', disc: null, quality: 4.55, bases: ['ZQN'], alpine: false,
    sup: [L('Clinton Forks Lodge', 1, 205), L('Pompolona Valley Lodge', 2, 205), L('Mitre Peak Hotel', 1, 235),
      { nm: 'Fiordland Coachlines', typ: 'TRN', basis: 'fx', nights: 0, rate: 1550, desc: 'Coach charter' },
      { nm: 'Te Anau Lake Launch', typ: 'BOT', basis: 'pp', nights: 0, rate: 92, desc: 'Launch to Glade Wharf' },
      { nm: 'Milford Sound Cruises Ltd', typ: 'BOT', basis: 'pp', nights: 0, rate: 108, desc: 'Milford Sound cruise' }, DOC(128)],
  },
  {
    cd: 'ROUT3', nm: 'Routeburn Classic', typ: 'HIK', isl: 'SI', grd: 3, days: 3, max: 12, min: 4, px: 1890, sgl: 490, loc: 'Queenstown',
    months: GREAT_WALK, cadence: 14, anchor: '2023-07-06', pop: 0.86, wx: 0.03, lnch: '2013-09-01', disc: null, quality: 4.4, bases: ['ZQN'], alpine: false,
    sup: [L('Routeburn Falls Lodge', 2, 228), { nm: 'Southern Lakes Coaches', typ: 'TRN', basis: 'fx', nights: 0, rate: 1150, desc: 'Coach charter' }, DOC(72)],
  },
  {
    cd: 'KEP4', nm: 'Kepler Ridge Walk', typ: 'HIK', isl: 'SI', grd: 4, days: 4, max: 10, min: 4, px: 2290, sgl: 560, loc: 'Te Anau',
    months: [12, 1, 2, 3], cadence: 21, anchor: '2023-07-05', pop: 0.8, wx: 0.0, lnch: '2019-09-01', disc: null, quality: 4.5, bases: ['ZQN'], alpine: false,
    sup: [L('Luxmore Alpine Lodge', 2, 218), L('Te Anau Lakeview Hotel', 1, 188), { nm: 'Fiordland Coachlines', typ: 'TRN', basis: 'fx', nights: 0, rate: 790, desc: 'Coach charter' },
      { nm: 'Te Anau Lake Launch', typ: 'BOT', basis: 'pp', nights: 0, rate: 45, desc: 'Water taxi to Brod Bay' }, DOC(92)],
  },
  {
    cd: 'ABL4', nm: 'Abel Tasman Kayak & Walk', typ: 'KAY', isl: 'SI', grd: 2, days: 4, max: 14, min: 5, px: 2150, sgl: 520, loc: 'Nelson',
    months: SUMMER, cadence: 14, anchor: '2023-07-02', pop: 0.9, wx: 0.0, lnch: '2014-09-01', disc: null, quality: 4.6, bases: ['NSN'], alpine: false,
    sup: [L('Awaroa Bay Lodge', 2, 198), L('Marahau Beach Lodge', 1, 176), { nm: 'Abel Tasman Aqua Taxi', typ: 'BOT', basis: 'pp', nights: 0, rate: 84, desc: 'Water taxi' },
      { nm: 'Golden Bay Kayak Hire', typ: 'ACT', basis: 'pp', nights: 0, rate: 138, desc: 'Sea kayak hire' },
      { nm: 'Nelson Tasman Shuttles', typ: 'TRN', basis: 'fx', nights: 0, rate: 640, desc: 'Shuttle transfers' }],
  },
  {
    cd: 'TNG2', nm: 'Tongariro Alpine Crossing Weekend', typ: 'HIK', isl: 'NI', grd: 3, days: 2, max: 14, min: 5, px: 890, sgl: 180, loc: 'Taupo',
    months: GREAT_WALK, cadence: 14, anchor: '2023-07-01', pop: 0.8, wx: 0.09, lnch: '2016-10-01', disc: null, quality: 4.2, bases: ['TUO'], alpine: false,
    sup: [L('Whakapapa Chateau Hotel', 1, 226), { nm: 'Ruapehu Alpine Shuttles', typ: 'TRN', basis: 'fx', nights: 0, rate: 540, desc: 'Shuttle transfers' }],
  },
  {
    cd: 'OTR6', nm: 'Otago Central Rail Trail Ride', typ: 'CYC', isl: 'SI', grd: 2, days: 6, max: 16, min: 6, px: 2690, sgl: 640, loc: 'Queenstown',
    months: SUMMER, cadence: 21, anchor: '2023-07-09', pop: 0.78, wx: 0.0, lnch: '2017-10-01', disc: null, quality: 4.35, bases: ['ZQN'], alpine: false,
    sup: [L('Ranfurly Railway Hotel', 2, 168), L('Ophir Cottages', 2, 178), L('Clyde Historic Inn', 1, 186),
      { nm: 'Rail Trail Bike Hire Co', typ: 'ACT', basis: 'pp', nights: 0, rate: 255, desc: 'E-bike hire' },
      { nm: 'Central Otago Shuttles', typ: 'TRN', basis: 'fx', nights: 0, rate: 1290, desc: 'Support vehicle and transfers' }],
  },
  {
    cd: 'WHG5', nm: 'Whanganui River Canoe Journey', typ: 'KAY', isl: 'NI', grd: 3, days: 5, max: 12, min: 5, px: 1990, sgl: null, loc: 'Taumarunui',
    months: SUMMER, cadence: 28, anchor: '2023-07-04', pop: 0.66, wx: 0.02, lnch: '2018-10-01', disc: null, quality: 4.3, bases: ['TUO'], alpine: false,
    sup: [{ nm: 'Whanganui Canoe Hire', typ: 'ACT', basis: 'pp', nights: 0, rate: 315, desc: 'Canoe and camping gear hire' }, DOC(95),
      { nm: 'River Road Shuttles', typ: 'TRN', basis: 'fx', nights: 0, rate: 880, desc: 'Shuttle transfers' }, L('Bridge to Nowhere Lodge', 1, 158)],
  },
  {
    cd: 'AOR4', nm: 'Aoraki Mt Cook Glacier & Alpine', typ: 'ALP', isl: 'SI', grd: 4, days: 4, max: 8, min: 3, px: 3450, sgl: 720, loc: 'Queenstown',
    months: [11, 12, 1, 2, 3], cadence: 21, anchor: '2023-07-07', pop: 0.85, wx: 0.06, lnch: '2015-10-01', disc: null, quality: 4.65, bases: ['ZQN'], alpine: true,
    sup: [L('Hermitage Alpine Hotel', 3, 288), { nm: 'Alpine Heli Services', typ: 'FLT', basis: 'pp', nights: 0, rate: 685, desc: 'Heli-hike flights' },
      { nm: 'Mackenzie Coachlines', typ: 'TRN', basis: 'fx', nights: 0, rate: 1180, desc: 'Coach charter' }],
  },
  {
    cd: 'KAI3', nm: 'Kaikoura Whales & Coast', typ: 'WLD', isl: 'SI', grd: 1, days: 3, max: 14, min: 4, px: 1490, sgl: 380, loc: 'Christchurch',
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], cadence: 28, anchor: '2023-07-08', pop: 0.72, wx: 0.05, lnch: '2016-04-01', disc: null, quality: 4.25, bases: ['ZQN', 'NSN'], alpine: false,
    sup: [L('Kaikoura Seaview Motel', 2, 158), { nm: 'Whale Watch Cruises Kaikoura', typ: 'BOT', basis: 'pp', nights: 0, rate: 162, desc: 'Whale watching cruise' },
      { nm: 'Canterbury Coachlines', typ: 'TRN', basis: 'fx', nights: 0, rate: 890, desc: 'Coach charter' }],
  },
  {
    cd: 'STW4', nm: 'Stewart Island Kiwi Spotting', typ: 'WLD', isl: 'SI', grd: 2, days: 4, max: 10, min: 4, px: 2590, sgl: 610, loc: 'Invercargill',
    months: [9, 10, 11, 12, 1, 2, 3, 4, 5], cadence: 28, anchor: '2023-07-10', pop: 0.74, wx: 0.03, lnch: '2017-09-01', disc: null, quality: 4.45, bases: ['ZQN'], alpine: false,
    sup: [L('Oban Harbour Lodge', 3, 188), { nm: 'Foveaux Ferries', typ: 'BOT', basis: 'pp', nights: 0, rate: 176, desc: 'Ferry crossing' },
      { nm: 'Ulva Island Guided Boats', typ: 'BOT', basis: 'pp', nights: 0, rate: 68, desc: 'Ulva Island boat' },
      { nm: 'Southland Shuttles', typ: 'TRN', basis: 'fx', nights: 0, rate: 690, desc: 'Shuttle transfers' }],
  },
  {
    cd: 'GSE10', nm: 'Great Southern Explorer', typ: 'MLT', isl: 'SI', grd: 3, days: 10, max: 14, min: 6, px: 6490, sgl: 1690, loc: 'Christchurch',
    months: SUMMER, cadence: 28, anchor: '2023-07-11', pop: 0.88, wx: 0.0, lnch: '2015-10-01', disc: null, quality: 4.5, bases: ['ZQN'], alpine: false,
    sup: [L('Mitre Peak Hotel', 1, 235), L('Te Anau Lakeview Hotel', 2, 188), L('Hermitage Alpine Hotel', 2, 288), L('Franz Josef Rainforest Lodge', 2, 212),
      L('Queenstown Lakefront Hotel', 2, 246), { nm: 'Southern Lakes Coaches', typ: 'TRN', basis: 'fx', nights: 0, rate: 4750, desc: 'Touring coach charter' },
      { nm: 'Milford Sound Cruises Ltd', typ: 'BOT', basis: 'pp', nights: 0, rate: 108, desc: 'Milford Sound cruise' },
      { nm: 'Alpine Heli Services', typ: 'FLT', basis: 'pp', nights: 0, rate: 445, desc: 'Glacier heli flight' }],
  },
  {
    cd: 'NVE8', nm: 'North Island Volcanic Explorer', typ: 'MLT', isl: 'NI', grd: 2, days: 8, max: 14, min: 6, px: 4290, sgl: 1090, loc: 'Auckland',
    months: SUMMER, cadence: 35, anchor: '2023-07-12', pop: 0.74, wx: 0.0, lnch: '2019-10-01', disc: null, quality: 4.3, bases: ['TUO'], alpine: false,
    sup: [L('Rotorua Geyser Lodge', 3, 196), L('Whakapapa Chateau Hotel', 2, 226), L('Taupo Lakeside Resort', 2, 204),
      { nm: 'North Island Touring Coaches', typ: 'TRN', basis: 'fx', nights: 0, rate: 3550, desc: 'Touring coach charter' },
      { nm: 'Te Puia Cultural Experiences', typ: 'ACT', basis: 'pp', nights: 0, rate: 148, desc: 'Cultural evening and geothermal park' }],
  },
  {
    cd: 'SNW3', nm: 'Queenstown Winter Snowshoe', typ: 'ALP', isl: 'SI', grd: 3, days: 3, max: 10, min: 4, px: 1590, sgl: 390, loc: 'Queenstown',
    months: [6, 7, 8, 9], cadence: 14, anchor: '2023-07-13', pop: 0.68, wx: 0.07, lnch: '2025-03-01', disc: null, quality: 4.1, bases: ['ZQN'], alpine: true,
    sup: [L('Cardrona Alpine Lodge', 2, 238), { nm: 'Southern Lakes Coaches', typ: 'TRN', basis: 'fx', nights: 0, rate: 690, desc: 'Coach charter' },
      { nm: 'Snowshoe & Gear Hire Queenstown', typ: 'ACT', basis: 'pp', nights: 0, rate: 88, desc: 'Snowshoe and gear hire' }],
  },
  {
    cd: 'HPY5', nm: 'Heaphy Track Explorer', typ: 'HIK', isl: 'SI', grd: 3, days: 5, max: 12, min: 5, px: 2390, sgl: 560, loc: 'Nelson',
    months: GREAT_WALK, cadence: 21, anchor: '2023-07-14', pop: 0.5, wx: 0.02, lnch: '2018-09-01', disc: '2024-05-01', quality: 3.95, bases: ['NSN'], alpine: false,
    sup: [DOC(138), { nm: 'Golden Bay Air', typ: 'FLT', basis: 'pp', nights: 0, rate: 208, desc: 'Return flight Karamea to Takaka' },
      L('Karamea Lodge', 1, 168), { nm: 'Nelson Tasman Shuttles', typ: 'TRN', basis: 'fx', nights: 0, rate: 890, desc: 'Shuttle transfers' }],
  },
];

// ---------------------------------------------------------------- guides
/** [gd_cd, first, last, lvl, emp, base, alpine, mentor gd_cd, day rate, hire, left, first aid expiry, rating effect] */
const GUIDES: [string, string, string, string, string, string, string, string | null, number, string, string | null, string, number][] = [
  ['G01', 'Aroha', 'Ngata', 'SNR', 'FT', 'ZQN', 'Y', null, 440, '2014-09-01', null, '2027-06-30', 0.3],
  ['G02', 'Tom', 'Whitcombe', 'SNR', 'FT', 'ZQN', 'Y', null, 430, '2016-10-03', null, '2026-12-15', 0.1],
  ['G03', 'Mereana', 'Tipene', 'SNR', 'FT', 'NSN', 'N', null, 410, '2017-09-18', null, '2027-09-30', 0.2],
  ['G04', 'Jack', 'Hollis', 'LDR', 'SEA', 'ZQN', 'Y', 'G02', 360, '2019-10-01', null, '2027-03-31', -0.15],
  ['G05', 'Sophie', 'Brennan', 'LDR', 'FT', 'ZQN', 'N', 'G01', 360, '2020-09-14', '2025-04-30', '2025-10-31', 0.0],
  ['G06', 'Liam', "O'Connor", 'LDR', 'SEA', 'TUO', 'N', 'G03', 350, '2021-10-04', null, '2026-11-02', -0.25],
  ['G07', 'Hana', 'Kuroda', 'LDR', 'FT', 'ZQN', 'Y', 'G01', 365, '2022-09-05', null, '2028-02-28', 0.35],
  ['G08', 'Ben', 'Tautahi', 'AST', 'SEA', 'TUO', 'N', 'G06', 270, '2022-10-10', null, '2027-10-31', 0],
  ['G09', 'Emma', 'Lindqvist', 'AST', 'SEA', 'NSN', 'N', 'G03', 260, '2023-01-09', '2024-04-30', '2024-12-31', 0],
  ['G10', 'Callum', 'Reid', 'AST', 'SEA', 'ZQN', 'N', 'G04', 270, '2023-09-18', null, '2027-01-20', 0],
  ['G11', 'Kiri', 'Walker', 'LDR', 'SEA', 'ZQN', 'N', 'G02', 350, '2023-10-02', null, '2027-05-31', 0.05],
  ['G12', 'Isla', 'Fraser', 'AST', 'FT', 'ZQN', 'N', 'G07', 270, '2024-09-09', null, '2027-08-31', 0],
  ['G13', 'Nikau', 'Parata', 'AST', 'SEA', 'NSN', 'N', 'G03', 260, '2024-10-01', null, '2026-12-31', 0],
  ['G14', 'Lucas', 'Meyer', 'AST', 'SEA', 'ZQN', 'N', 'G04', 260, '2024-10-14', '2026-03-31', '2026-06-30', 0],
  ['G15', 'Ruby', 'Chen', 'AST', 'SEA', 'TUO', 'N', 'G06', 265, '2025-09-22', null, '2028-09-30', 0],
  ['G16', 'Matiu', 'Rangi', 'LDR', 'SEA', 'ZQN', 'Y', 'G01', 355, '2025-10-06', null, '2028-10-31', -0.05],
  ['G17', 'Georgia', 'Penn', 'AST', 'SEA', 'ZQN', 'N', 'G11', 265, '2026-09-28', null, '2029-09-30', 0],
  ['G18', 'Tama', 'Herewini', 'LDR', 'SEA', 'TUO', 'N', 'G03', 350, '2024-10-07', null, '2027-11-30', 0.15],
];
const guideNo = (cd: string) => Number(cd.slice(1));

// ---------------------------------------------------------------- people
const FIRST = [
  'James', 'Olivia', 'William', 'Charlotte', 'Jack', 'Amelia', 'Oliver', 'Isla', 'Noah', 'Mia', 'Thomas', 'Grace', 'George', 'Emily', 'Henry', 'Sophie',
  'Lucas', 'Ella', 'Samuel', 'Harper', 'Daniel', 'Ruby', 'Matthew', 'Lily', 'Benjamin', 'Chloe', 'Michael', 'Hannah', 'David', 'Sarah', 'Peter', 'Anna',
  'Mark', 'Rachel', 'Andrew', 'Kate', 'Richard', 'Helen', 'Stephen', 'Jane', 'Robert', 'Susan', 'John', 'Margaret', 'Paul', 'Karen', 'Chris', 'Lisa',
  'Brian', 'Julie', 'Greg', 'Fiona', 'Simon', 'Nicola', 'Tim', 'Alison', 'Ian', 'Claire', 'Martin', 'Joanna', 'Stefan', 'Katrin', 'Jens', 'Anke',
  'Lukas', 'Lena', 'Maximilian', 'Sabine', 'Pieter', 'Sanne', 'Wei', 'Mei', 'Hiroshi', 'Yuki', 'Rangi', 'Aroha', 'Tane', 'Moana', 'Liam', 'Zoe',
  'Ethan', 'Ava', 'Ryan', 'Megan', 'Scott', 'Jessica', 'Craig', 'Nicole', 'Dean', 'Amanda', 'Kevin', 'Melissa', 'Gary', 'Tracey', 'Bruce', 'Wendy',
];
const LAST = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson', 'Walker', 'Harris', 'Clarke', 'Robinson',
  'Wright', 'Mitchell', 'Campbell', 'Stewart', 'Young', 'King', 'Scott', 'Green', 'Baker', 'Hall', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morris',
  'Kelly', 'Murphy', "O'Brien", 'Ryan', 'Kennedy', 'Fraser', 'MacDonald', 'Reid', 'Hughes', 'Evans', 'Davies', 'Lewis', 'Roberts', 'Edwards', 'Bennett',
  'Parker', 'Collins', 'Morgan', 'Bell', 'Murray', 'Gray', 'Watson', 'Brooks', 'Price', 'Sanders', 'Foster', 'Russell', 'Hayes', 'Myers', 'Ellis',
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'de Vries', 'Jansen', 'Bakker', 'Visser', 'Chen', 'Wang', 'Tan', 'Lim',
  'Tanaka', 'Sato', 'Ngata', 'Te Whata', 'Parata', 'Walsh', 'Burke', 'Doyle', 'Quinn', 'Grant', 'Hamilton', 'Ross', 'Graham', 'Sutherland', 'McKenzie',
  'Patel', 'Singh', 'Sharma', 'Nguyen', 'Tran', 'Lee', 'Park', 'Kim', 'Novak', 'Horvat',
];
const COUNTRIES: [string, number][] = [['NZ', 38], ['AU', 24], ['US', 14], ['GB', 10], ['DE', 5], ['CA', 4], ['NL', 2], ['SG', 2], ['CH', 1]];
const AGENTS: Record<string, [string, number][]> = {
  AU: [['Southern Cross Adventure Travel', 60], ['Bush & Beyond Holidays', 40]],
  US: [['Trailhead Journeys', 55], ['Far Horizons Travel Co', 45]],
  GB: [['Wild Isles Travel', 70], ['Far Horizons Travel Co', 30]],
  DE: [['Fernweh Aktivreisen', 100]],
  CA: [['Far Horizons Travel Co', 100]],
  NL: [['Fernweh Aktivreisen', 100]],
  SG: [['Southern Cross Adventure Travel', 100]],
  CH: [['Fernweh Aktivreisen', 100]],
  NZ: [['Kiwi Roam Travel', 100]],
};
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'xtra.co.nz', 'bigpond.com', 'hotmail.com', 'web.de'];

// ---------------------------------------------------------------- table definitions (DDL and column comments)
interface TableDef {
  name: string;
  comment: string;
  cols: [string, string, string][];
  extra?: string;
}
const TABLES: TableDef[] = [
  {
    name: 'tours',
    comment: 'Tour products (itineraries) we sell',
    cols: [
      ['tour_cd', 'varchar(6) PRIMARY KEY', "Tour code: short code plus days, e.g. 'MLF5'"],
      ['tour_nm', 'text NOT NULL', 'Tour name as in the brochure'],
      ['typ_cd', 'varchar(3) NOT NULL', 'Trip type: HIK guided walk, KAY kayak/canoe, CYC cycle, ALP alpine & snow, WLD wildlife & nature, MLT multi-activity touring'],
      ['isl_cd', 'char(2) NOT NULL', 'Island: NI North Island, SI South Island'],
      ['grd_no', 'smallint NOT NULL', 'Fitness grade 1 (easy) to 5 (very demanding)'],
      ['dur_days', 'smallint NOT NULL', 'Length of the trip in days'],
      ['max_pax', 'smallint NOT NULL', 'Largest group size'],
      ['min_pax', 'smallint NOT NULL', 'Guests needed for a departure to run'],
      ['px_nzd', 'numeric(8,2) NOT NULL', 'Current (2026/27) brochure price per person twin share, NZD incl GST'],
      ['sgl_sup_nzd', 'numeric(8,2)', 'Single room supplement per person, NZD; NULL = no single rooms'],
      ['strt_loc', 'text NOT NULL', 'Where the trip starts'],
      ['lnch_dt', 'date NOT NULL', 'Date the tour went on sale'],
      ['disc_dt', 'date', 'Date withdrawn from sale; NULL while on sale'],
      ['actv_yn', 'char(1) NOT NULL', 'Y on sale now, N withdrawn'],
    ],
  },
  {
    name: 'guides',
    comment: 'Guides (employed and seasonal)',
    cols: [
      ['guide_id', 'integer PRIMARY KEY', 'Guide id'],
      ['gd_cd', 'varchar(4) NOT NULL UNIQUE', "Guide code, e.g. 'G07'"],
      ['first_nm', 'text NOT NULL', 'First name'],
      ['last_nm', 'text NOT NULL', 'Last name'],
      ['lvl_cd', 'varchar(3) NOT NULL', 'Level: SNR senior guide, LDR lead guide, AST assistant guide (does not lead)'],
      ['emp_cd', 'varchar(3) NOT NULL', 'Employment: FT employed all year, SEA seasonal contract'],
      ['base_cd', 'char(3) NOT NULL', 'Home base: ZQN Queenstown, NSN Nelson, TUO Taupo'],
      ['alp_yn', 'char(1) NOT NULL', 'Y = alpine qualified (may lead Aoraki and snowshoe trips)'],
      ['mntr_gd_id', 'integer REFERENCES kta.guides (guide_id)', 'Mentor guide (guides.guide_id); NULL if none'],
      ['day_rt_nzd', 'numeric(7,2) NOT NULL', 'Current day rate paid to the guide, NZD'],
      ['hire_dt', 'date NOT NULL', 'First day with us'],
      ['left_dt', 'date', 'Last day with us; NULL while current'],
      ['fa_exp_dt', 'date NOT NULL', 'Outdoor first aid certificate expiry date'],
    ],
  },
  {
    name: 'departures',
    comment: 'Dated departures of a tour',
    cols: [
      ['dep_id', 'integer PRIMARY KEY', 'Departure id'],
      ['dep_cd', 'varchar(14) NOT NULL UNIQUE', "Departure code: tour code and start date YYMMDD, e.g. 'MLF5-261203'"],
      ['tour_cd', 'varchar(6) NOT NULL REFERENCES kta.tours (tour_cd)', 'Tour (tours.tour_cd)'],
      ['start_dt', 'date NOT NULL', 'First day of the trip'],
      ['end_dt', 'date NOT NULL', 'Last day of the trip'],
      ['cap_pax', 'smallint NOT NULL', 'Places on sale for this departure'],
      ['min_pax', 'smallint NOT NULL', 'Guests needed for it to run'],
      ['px_nzd', 'numeric(8,2) NOT NULL', 'Price per person twin share for this departure, NZD incl GST'],
      ['stat_cd', 'varchar(3) NOT NULL', 'SCH scheduled (not yet guaranteed), GTD guaranteed to run (or under way), CMP completed, CXL cancelled by us'],
      ['gtd_dt', 'date', 'Date it became guaranteed'],
      ['cxl_dt', 'date', 'Date we cancelled it'],
      ['cxl_rsn_cd', 'varchar(3)', 'Cancellation reason: LOW not enough bookings, WX weather, DOC track/hut closed by DOC, OPS operational'],
    ],
  },
  {
    name: 'dep_guides',
    comment: 'Guides rostered on departures',
    cols: [
      ['dep_id', 'integer NOT NULL REFERENCES kta.departures (dep_id)', 'Departure'],
      ['guide_id', 'integer NOT NULL REFERENCES kta.guides (guide_id)', 'Guide'],
      ['role_cd', 'char(2) NOT NULL', 'Role on the trip: LD lead guide, AS assistant guide'],
      ['asg_dt', 'date NOT NULL', 'Date rostered'],
      ['fee_nzd', 'numeric(8,2) NOT NULL', 'Trip fee for the guide (days x day rate), NZD; not paid when released'],
      ['asg_stat_cd', 'varchar(3) NOT NULL', 'CNF confirmed, REL released (departure cancelled)'],
    ],
    extra: 'PRIMARY KEY (dep_id, guide_id)',
  },
  {
    name: 'customers',
    comment: 'Customers: guests, lead bookers and enquirers',
    cols: [
      ['cust_id', 'integer PRIMARY KEY', 'Customer id'],
      ['cust_no', 'varchar(8) NOT NULL UNIQUE', "Customer number, e.g. 'C100245'"],
      ['first_nm', 'text NOT NULL', 'First name'],
      ['last_nm', 'text NOT NULL', 'Last name'],
      ['email', 'text', 'Email address'],
      ['ctry_cd', 'char(2) NOT NULL', 'Country of residence, ISO code'],
      ['birth_yr', 'smallint', 'Year of birth; NULL if not given'],
      ['crt_dt', 'date NOT NULL', 'Date the record was created'],
      ['mkt_yn', 'char(1) NOT NULL', 'Y = agreed to marketing email'],
      ['ref_cust_id', 'integer REFERENCES kta.customers (cust_id)', 'Customer who referred them (refer-a-friend); NULL otherwise'],
    ],
  },
  {
    name: 'bookings',
    comment: 'Bookings of a party on a departure',
    cols: [
      ['bkg_id', 'integer PRIMARY KEY', 'Booking id'],
      ['bkg_ref', 'varchar(10) NOT NULL UNIQUE', "Booking reference, e.g. 'KT25-00412'"],
      ['dep_id', 'integer NOT NULL REFERENCES kta.departures (dep_id)', 'Departure booked'],
      ['lead_cust_id', 'integer NOT NULL REFERENCES kta.customers (cust_id)', 'Lead booker'],
      ['bkg_dt', 'date NOT NULL', 'Date the booking was made'],
      ['chan_cd', 'varchar(3) NOT NULL', 'Sales channel: WEB website, PHN phone/email reservations, AGT travel agent'],
      ['agt_nm', 'text', 'Travel agency name for AGT bookings'],
      ['pax_qty', 'smallint NOT NULL', 'Number of guests in the party'],
      ['gross_nzd', 'numeric(9,2) NOT NULL', 'Price before discount, NZD incl GST'],
      ['promo_cd', 'varchar(3)', 'Discount: EB early bird 10%, RTN returning guest 5%; NULL none'],
      ['disc_nzd', 'numeric(8,2) NOT NULL', 'Discount given, NZD'],
      ['bal_due_dt', 'date NOT NULL', 'Balance due date (60 days before departure)'],
      ['stat_cd', 'varchar(3) NOT NULL', 'HLD provisional hold, EXP hold lapsed, DEP deposit paid, PIF paid in full, CXL cancelled by guest, OPX departure cancelled by us'],
      ['cxl_dt', 'date', 'Date cancelled (CXL/OPX)'],
    ],
  },
  {
    name: 'bkg_pax',
    comment: 'Guests (passengers) on each booking',
    cols: [
      ['bkg_id', 'integer NOT NULL REFERENCES kta.bookings (bkg_id)', 'Booking'],
      ['pax_no', 'smallint NOT NULL', 'Guest number within the booking; 1 = lead booker'],
      ['cust_id', 'integer NOT NULL REFERENCES kta.customers (cust_id)', 'The guest'],
      ['rm_cd', 'varchar(3) NOT NULL', 'Room: TWN twin share, DBL double, SGL single (supplement)'],
      ['diet_cd', 'varchar(3) NOT NULL', 'Dietary needs: STD none, VEG vegetarian, VGN vegan, GF gluten free, DF dairy free, OTH other'],
      ['ins_yn', 'char(1) NOT NULL', 'Y = travel insurance details received'],
    ],
    extra: 'PRIMARY KEY (bkg_id, pax_no)',
  },
  {
    name: 'pmts',
    comment: 'Guest payments and refunds',
    cols: [
      ['pmt_id', 'integer PRIMARY KEY', 'Payment id'],
      ['bkg_id', 'integer NOT NULL REFERENCES kta.bookings (bkg_id)', 'Booking'],
      ['pmt_dt', 'date NOT NULL', 'Date of the payment or refund'],
      ['txn_cd', 'varchar(3) NOT NULL', 'DEP deposit, BAL balance payment, RFD refund to the guest'],
      ['amt_nzd', 'numeric(9,2) NOT NULL', 'Amount in NZD, always positive (refunds are money out)'],
      ['mthd_cd', 'varchar(3) NOT NULL', 'CC credit card, EFT bank transfer, AGT via travel agent'],
      ['rfd_rsn_cd', 'varchar(3)', 'Refund reason: CUS guest cancellation, OPC departure cancelled by us, GWL goodwill'],
      ['void_yn', 'char(1) NOT NULL', 'Y = voided entry, ignore'],
    ],
  },
  {
    name: 'sup_invs',
    comment: 'Supplier invoices for departure costs',
    cols: [
      ['inv_id', 'integer PRIMARY KEY', 'Invoice id'],
      ['sup_nm', 'text NOT NULL', 'Supplier name'],
      ['sup_typ_cd', 'varchar(3) NOT NULL', 'Supplier type: LDG accommodation, TRN ground transport, BOT boat/cruise, FLT flights, ACT activities/gear hire/DOC passes'],
      ['dep_id', 'integer NOT NULL REFERENCES kta.departures (dep_id)', 'Departure the cost is for'],
      ['sup_inv_no', 'varchar(16) NOT NULL', "Supplier's invoice number"],
      ['inv_dt', 'date NOT NULL', 'Invoice date'],
      ['inv_desc', 'text NOT NULL', 'What the invoice is for'],
      ['amt_nzd', 'numeric(9,2) NOT NULL', 'Amount excluding GST, NZD'],
      ['gst_nzd', 'numeric(8,2) NOT NULL', 'GST on the invoice, NZD'],
      ['stat_cd', 'varchar(3) NOT NULL', 'ENT entered, APR approved, PD paid, VD void (ignore)'],
      ['pd_dt', 'date', 'Date paid'],
    ],
  },
  {
    name: 'reviews',
    comment: 'Guest reviews of completed trips',
    cols: [
      ['rev_id', 'integer PRIMARY KEY', 'Review id'],
      ['bkg_id', 'integer NOT NULL REFERENCES kta.bookings (bkg_id)', 'Booking of the reviewer'],
      ['cust_id', 'integer NOT NULL REFERENCES kta.customers (cust_id)', 'Guest who wrote it'],
      ['sub_dt', 'date NOT NULL', 'Date submitted'],
      ['src_cd', 'varchar(3) NOT NULL', 'Source: SRV our post-trip survey, TA Tripadvisor, GGL Google'],
      ['ovr_rtg', 'smallint NOT NULL', 'Overall rating 1-5 stars'],
      ['gd_rtg', 'smallint', 'Guide rating 1-5 (survey only)'],
      ['val_rtg', 'smallint', 'Value for money rating 1-5 (survey only)'],
      ['pub_yn', 'char(1) NOT NULL', 'Y = shown publicly'],
    ],
  },
];

function ddl(): string[] {
  const out: string[] = ['CREATE SCHEMA kta;'];
  for (const t of TABLES) {
    const cols = t.cols.map(([n, ty]) => `${n} ${ty}`);
    if (t.extra) cols.push(t.extra);
    out.push(`CREATE TABLE kta.${t.name} (\n  ${cols.join(',\n  ')}\n);`);
    out.push(`COMMENT ON TABLE kta.${t.name} IS '${t.comment.replace(/'/g, "''")}';`);
    for (const [n, , c] of t.cols) out.push(`COMMENT ON COLUMN kta.${t.name}.${n} IS '${c.replace(/'/g, "''")}';`);
  }
  return out;
}

// ---------------------------------------------------------------- generation
interface Dep {
  id: number;
  cd: string;
  tour: Tour;
  start: string;
  end: string;
  cap: number;
  min: number;
  px: number;
  stat: string;
  gtd: string | null;
  cxl: string | null;
  rsn: string | null;
  parties: Party[];
}
interface Cust {
  id: number;
  first: string;
  last: string;
  email: string;
  ctry: string;
  birth: number | null;
  crt: string;
  mkt: string;
  ref: Cust | null;
  refW: number;
  /** end dates of completed trips */
  trips: string[];
}
interface Pax {
  cust: Cust | null;
  rm: string;
  diet: string;
  ins: string;
}
interface Party {
  id: number;
  dep: Dep;
  bkg: string;
  confirm: string;
  lead: number;
  size: number;
  ctry: string;
  chan: string;
  agt: string | null;
  kind: 'OK' | 'CXL' | 'EXP';
  cxl: string | null;
  stat: string;
  gross: number;
  promo: string | null;
  disc: number;
  pax: Pax[];
}

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());

  // ---- departures
  const deps: Dep[] = [];
  for (const t of TOURS) {
    const firstOk = maxDate(DEP_FROM, addDays(t.lnch, 90));
    for (let d = t.anchor; d <= DEP_UNTIL; d = addDays(d, t.cadence)) {
      if (!t.months.includes(month(d)) || d < firstOk || (t.disc !== null && d >= t.disc)) continue;
      const cap = r.chance(0.1) ? t.max - 2 : t.max;
      deps.push({
        id: 0, cd: `${t.cd}-${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}`, tour: t, start: d, end: addDays(d, t.days - 1), cap, min: t.min,
        px: round10(t.px / 1.16 * priceF(d)), stat: '', gtd: null, cxl: null, rsn: null, parties: [],
      });
    }
  }
  deps.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.tour.cd < b.tour.cd ? -1 : 1));
  deps.forEach((d, i) => (d.id = i + 1));

  // ---- parties (bookings before customers are known)
  const allParties: Party[] = [];
  const leadDays = () => r.weighted<() => number>([[() => r.int(120, 330), 50], [() => r.int(45, 140), 35], [() => r.int(4, 50), 15]])();
  for (const d of deps) {
    const t = d.tour;
    const m = month(d.start);
    const sf = [12, 1, 2].includes(m) ? 1.08 : [10, 4, 5, 6].includes(m) ? 0.82 : 1;
    const growth = 1.05 ** (daysBetween(DEP_FROM, d.start) / 365.25);
    const target = d.cap * t.pop * sf * growth * (0.62 + 0.45 * r.next());
    let pax = 0;
    let misses = 0;
    const mk = (kind: Party['kind']): Party | null => {
      const size = r.weighted([[1, 26], [2, 54], [3, 7], [4, 10], [5, 2], [6, 1]]);
      if (kind === 'OK' && pax + size > d.cap) return null;
      const lead = leadDays();
      const bkg = addDays(d.start, -lead);
      const ctry = r.weighted(COUNTRIES);
      const chan = kind === 'EXP' ? r.weighted([['WEB', 70], ['PHN', 30]]) : r.weighted([['WEB', 52], ['PHN', 26], ['AGT', ctry === 'NZ' ? 4 : 30]]);
      const holdFirst = kind === 'EXP' || (chan !== 'AGT' && r.chance(bkg > addDays(LAST_DAY, -7) ? 0.45 : 0.14));
      const confirm = holdFirst ? addDays(bkg, r.int(1, 6)) : bkg;
      const p: Party = {
        id: 0, dep: d, bkg, confirm, lead, size, ctry, chan, agt: chan === 'AGT' ? r.weighted(AGENTS[ctry] ?? AGENTS.AU!) : null, kind,
        cxl: null, stat: '', gross: 0, promo: null, disc: 0, pax: [],
      };
      if (kind === 'CXL') {
        p.cxl = addDays(confirm, r.int(1, Math.max(1, daysBetween(confirm, d.start) - 2)));
        if (p.cxl >= d.start) p.cxl = addDays(d.start, -1);
      }
      return p;
    };
    while (pax < target && misses < 6) {
      const p = mk('OK');
      if (!p) {
        misses++;
        continue;
      }
      pax += p.size;
      d.parties.push(p);
    }
    const extraCxl = r.poisson(d.parties.length * 0.08);
    for (let k = 0; k < extraCxl; k++) d.parties.push(mk('CXL') as Party);
    const extraExp = r.poisson(0.45);
    for (let k = 0; k < extraExp; k++) d.parties.push(mk('EXP') as Party);
    // only what had been booked by the refresh
    d.parties = d.parties.filter((p) => p.bkg <= LAST_DAY && (p.kind !== 'CXL' || (p.cxl as string) <= LAST_DAY) && (p.kind !== 'EXP' || addDays(p.bkg, 7) <= LAST_DAY));
    d.parties.sort((a, b) => (a.bkg < b.bkg ? -1 : 1));
  }

  // ---- departure outcomes
  const activeOn = (p: Party, day: string) => p.kind !== 'EXP' && p.confirm <= day && (p.kind !== 'CXL' || (p.cxl as string) > day);
  const FORCED_OPS = 'STW4-261221';
  for (const d of deps) {
    const t = d.tour;
    const decide = addDays(d.start, -45);
    if (d.cd === FORCED_OPS) {
      d.cxl = '2026-11-12';
      d.rsn = 'OPS';
    } else if (decide <= LAST_DAY) {
      const n = d.parties.filter((p) => activeOn(p, decide)).reduce((s, p) => s + p.size, 0);
      if (n < d.min && r.chance(0.85)) {
        d.cxl = minDate(addDays(decide, r.int(0, 2)), LAST_DAY);
        d.rsn = 'LOW';
      } else if (d.start <= LAST_DAY && r.chance(t.wx)) {
        d.cxl = addDays(d.start, -r.int(1, 3));
        d.rsn = 'WX';
      } else if (d.start <= LAST_DAY && t.typ === 'HIK' && t.wx > 0 && r.chance(0.012)) {
        d.cxl = addDays(d.start, -r.int(6, 30));
        d.rsn = 'DOC';
      }
    }
    if (d.cxl) {
      const cx = d.cxl;
      d.stat = 'CXL';
      d.parties = d.parties.filter((p) => p.bkg <= cx);
      for (const p of d.parties) {
        if (p.kind === 'EXP') continue;
        if (p.kind === 'CXL' && (p.cxl as string) <= cx) continue;
        if (p.confirm > cx) {
          p.kind = 'EXP';
          continue;
        }
        p.kind = 'CXL';
        p.cxl = cx;
        p.stat = 'OPX';
      }
    } else {
      // the day the confirmed numbers first reached the minimum
      let run = 0;
      for (const p of [...d.parties].filter((x) => x.kind !== 'EXP').sort((a, b) => (a.confirm < b.confirm ? -1 : 1))) {
        if (p.confirm > LAST_DAY) continue;
        run += p.size;
        if (run >= d.min && d.gtd === null) d.gtd = p.confirm;
      }
      const active = d.parties.filter((p) => activeOn(p, LAST_DAY)).reduce((s, p) => s + p.size, 0);
      if (d.end <= LAST_DAY) {
        d.stat = 'CMP';
        if (d.gtd === null || d.gtd > d.start) d.gtd = decide;
      } else if (d.start <= LAST_DAY) {
        d.stat = 'GTD';
        if (d.gtd === null || d.gtd > d.start) d.gtd = decide;
      } else if (active >= d.min) {
        d.stat = 'GTD';
      } else if (decide <= LAST_DAY) {
        d.stat = 'GTD'; // running anyway below the minimum
        d.gtd = decide;
      } else {
        d.stat = 'SCH';
        d.gtd = null;
      }
      if (d.gtd !== null && d.gtd > LAST_DAY) d.gtd = null;
    }
  }

  // ---- customers, assigned in booking order
  const parties = deps.flatMap((d) => d.parties).sort((a, b) => (a.bkg < b.bkg ? -1 : a.bkg > b.bkg ? 1 : a.dep.id - b.dep.id));
  parties.forEach((p, i) => (p.id = i + 1));
  const names = uniqueNames(r, FIRST, LAST);
  const custs: Cust[] = [];
  const newCust = (ctry: string, crt: string, ref: Cust | null): Cust => {
    const [first, last] = names();
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const c: Cust = {
      id: 0, first, last, email: `${local}${r.chance(0.35) ? r.int(1, 99) : ''}@${ctry === 'DE' && r.chance(0.5) ? 'web.de' : r.pick(DOMAINS)}`, ctry,
      birth: r.chance(0.9) ? r.int(1948, 2004) : null, crt, mkt: r.chance(0.62) ? 'Y' : 'N', ref, refW: r.weighted([[1, 90], [5, 8], [14, 2]]), trips: [],
    };
    custs.push(c);
    return c;
  };
  const travelled: Cust[] = [];
  const travelledSet = new Set<Cust>();
  // completed trips become known as time passes: process in booking order and release trips that ended before
  const tripEnds: { end: string; custs: Cust[] }[] = [];
  let released = 0;
  const DIETS: [string, number][] = [['STD', 74], ['VEG', 9], ['VGN', 3], ['GF', 6], ['DF', 3], ['OTH', 5]];
  for (const p of parties) {
    tripEnds.sort((a, b) => (a.end < b.end ? -1 : 1));
    while (released < tripEnds.length && (tripEnds[released] as { end: string }).end < p.bkg) {
      for (const c of (tripEnds[released] as { custs: Cust[] }).custs) {
        c.trips.push((tripEnds[released] as { end: string }).end);
        if (!travelledSet.has(c)) {
          travelledSet.add(c);
          travelled.push(c);
        }
      }
      released++;
    }
    const onDep = new Set(p.dep.parties.flatMap((x) => x.pax.map((y) => y.cust)));
    const pick = (prob: number): Cust | null => {
      if (travelled.length < 30 || !r.chance(prob)) return null;
      for (let k = 0; k < 8; k++) {
        const c = r.pick(travelled);
        if (!onDep.has(c)) return c;
      }
      return null;
    };
    const leadC = pick(0.16) ?? newCust(p.ctry, p.bkg, travelled.length > 30 && r.chance(0.08) ? r.weighted(travelled.map((c) => [c, c.refW] as const)) : null);
    p.ctry = leadC.ctry;
    if (p.chan === 'AGT' && p.agt === null) p.agt = r.weighted(AGENTS[p.ctry] ?? AGENTS.AU!);
    if (p.chan === 'AGT') p.agt = r.weighted(AGENTS[p.ctry] ?? AGENTS.AU!);
    const members: Cust[] = [leadC];
    onDep.add(leadC);
    for (let k = 1; k < p.size; k++) {
      const c = pick(0.04) ?? newCust(leadC.ctry, p.bkg, null);
      onDep.add(c);
      members.push(c);
    }
    const camp = p.dep.tour.sgl === null;
    p.pax = members.map((c, k) => {
      let rm: string;
      if (camp) rm = 'TWN';
      else if (p.size === 1) rm = r.chance(0.72) ? 'SGL' : 'TWN';
      else if (p.size % 2 === 1 && k === p.size - 1) rm = r.chance(0.6) ? 'SGL' : 'TWN';
      else rm = k < 2 && r.chance(0.7) ? 'DBL' : 'TWN';
      return { cust: c, rm, diet: r.weighted(DIETS), ins: 'N' };
    });
    // money
    const d = p.dep;
    p.gross = p.pax.reduce((s, x) => s + d.px + (x.rm === 'SGL' ? (d.tour.sgl as number) / 1.16 * priceF(d.start) : 0), 0);
    p.gross = round10(p.gross);
    if (p.lead >= 270 && p.chan !== 'AGT' && r.chance(0.65)) p.promo = 'EB';
    else if (leadC.trips.length > 0 && p.chan !== 'AGT') p.promo = 'RTN';
    p.disc = p.promo === 'EB' ? round2(p.gross * 0.1) : p.promo === 'RTN' ? round2(p.gross * 0.05) : 0;
    if (d.stat === 'CMP' && p.kind === 'OK') tripEnds.push({ end: d.end, custs: members });
  }
  // enquiry-only records
  const nEnq = 160;
  for (let k = 0; k < nEnq; k++) newCust(r.weighted(COUNTRIES), r.date('2023-01-10', LAST_DAY), null);
  custs.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0));
  custs.forEach((c, i) => (c.id = i + 1));
  for (const c of custs) {
    if (c.ref && c.ref.crt > c.crt) c.ref = null;
  }

  // ---- booking statuses and payments
  interface Pmt {
    id: number;
    bkg: Party;
    dt: string;
    txn: string;
    amt: number;
    mthd: string;
    rsn: string | null;
    vd: string;
  }
  const pmts: Pmt[] = [];
  for (const p of parties) {
    const d = p.dep;
    const net = round2(p.gross - p.disc);
    const dep = Math.round(net * 0.2);
    const bal = round2(net - dep);
    const due = addDays(d.start, -60);
    const mthd = p.chan === 'AGT' ? 'AGT' : r.weighted([['CC', 68], ['EFT', 32]]);
    const add = (dt: string, txn: string, amt: number, rsn: string | null = null) => {
      if (dt > LAST_DAY) return false;
      if (txn !== 'RFD' && r.chance(0.025)) pmts.push({ id: 0, bkg: p, dt, txn, amt, mthd: mthd === 'EFT' ? 'CC' : mthd, rsn, vd: 'Y' });
      pmts.push({ id: 0, bkg: p, dt, txn, amt, mthd, rsn, vd: 'N' });
      return true;
    };
    if (p.kind === 'EXP') {
      p.stat = 'EXP';
      continue;
    }
    if (p.confirm > LAST_DAY) {
      p.stat = 'HLD';
      continue;
    }
    add(p.confirm, 'DEP', dep);
    let balDt: string;
    if (p.confirm >= due) balDt = p.confirm;
    else if (r.chance(0.12)) balDt = minDate(addDays(due, r.int(1, 26)), addDays(d.start, -3));
    else balDt = maxDate(p.confirm, addDays(due, -r.int(0, 30)));
    const end = p.kind === 'CXL' ? (p.cxl as string) : null;
    const balPaid = end === null ? add(balDt, 'BAL', bal) : balDt < end ? add(balDt, 'BAL', bal) : false;
    if (end !== null) {
      const paid = dep + (balPaid ? bal : 0);
      let refund: number;
      if (p.stat === 'OPX') refund = paid;
      else {
        const out = daysBetween(end, d.start);
        const kept = out > 60 ? dep : out > 30 ? Math.max(dep, round2(net * 0.5)) : net;
        refund = round2(paid - kept);
        p.stat = 'CXL';
      }
      if (refund > 0) add(addDays(end, p.stat === 'OPX' ? r.int(1, 7) : r.int(2, 12)), 'RFD', refund, p.stat === 'OPX' ? 'OPC' : 'CUS');
    } else {
      p.stat = balPaid ? 'PIF' : 'DEP';
      if (d.stat === 'CMP' && r.chance(d.tour.wx > 0.04 ? 0.035 : 0.015)) add(addDays(d.end, r.int(10, 40)), 'RFD', round2(net * r.int(10, 25) / 100), 'GWL');
    }
    // insurance details come in with the balance, mostly
    for (const x of p.pax) x.ins = p.stat === 'PIF' || p.stat === 'CXL' || p.stat === 'OPX' ? (r.chance(0.93) ? 'Y' : 'N') : r.chance(0.35) ? 'Y' : 'N';
  }
  pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bkg.id - b.bkg.id));
  pmts.forEach((x, i) => (x.id = i + 1));

  // ---- guide roster
  interface Asg {
    dep: Dep;
    gd: number;
    role: string;
    dt: string;
    fee: number;
    stat: string;
  }
  const asgs: Asg[] = [];
  const busy = new Map<number, [string, string][]>();
  let gap = 1;
  const free = (g: number, s: string, e: string) => (busy.get(g) ?? []).every(([a, b]) => addDays(b, gap) < s || addDays(e, gap) < a);
  const activeGuide = (g: (typeof GUIDES)[number], s: string, e: string) => g[9] <= addDays(s, -14) && (g[10] === null || g[10] >= e);
  const rostered = deps.filter((d) => d.start <= ROSTER_UNTIL);
  for (const d of rostered) {
    const t = d.tour;
    const pax = d.parties.filter((p) => p.kind === 'OK' || p.stat === 'OPX').reduce((s, p) => s + p.size, 0);
    const want: string[] = ['LD'];
    if (pax >= 9 || (t.max >= 14 && pax >= 7)) want.push('AS');
    const asgDt = minDate(addDays(d.start, -r.int(50, 120)), LAST_DAY);
    for (const role of want) {
      const ok = (g: (typeof GUIDES)[number], anyBase: boolean) =>
        activeGuide(g, d.start, d.end) &&
        free(guideNo(g[0]), d.start, d.end) &&
        !asgs.some((a) => a.dep === d && a.gd === guideNo(g[0])) &&
        (anyBase || t.bases.includes(g[5])) &&
        (role === 'LD' ? g[3] !== 'AST' && (!t.alpine || g[6] === 'Y') : true);
      let pool = GUIDES.filter((g) => ok(g, false) && (role === 'LD' || g[3] === 'AST'));
      if (pool.length === 0) pool = GUIDES.filter((g) => ok(g, false));
      if (pool.length === 0) pool = GUIDES.filter((g) => ok(g, true) && (role === 'LD' || g[3] === 'AST'));
      if (pool.length === 0) pool = GUIDES.filter((g) => ok(g, true));
      if (pool.length === 0 && role === 'LD') {
        gap = 0;
        pool = GUIDES.filter((g) => ok(g, true));
        gap = 1;
      }
      if (pool.length === 0) continue;
      const g = r.weighted(pool.map((x) => [x, x[3] === 'SNR' ? 1.3 : 1] as const));
      const no = guideNo(g[0]);
      if (!d.cxl) busy.set(no, [...(busy.get(no) ?? []), [d.start, d.end]]);
      asgs.push({ dep: d, gd: no, role, dt: asgDt, fee: Math.round(t.days * g[8] * priceF(d.start) / 1.16), stat: d.cxl ? 'REL' : 'CNF' });
    }
  }
  const leadOf = new Map<Dep, number>();
  for (const a of asgs) if (a.role === 'LD' && a.stat === 'CNF') leadOf.set(a.dep, a.gd);

  // ---- supplier invoices
  interface Inv {
    id: number;
    sup: SupLine;
    dep: Dep;
    no: string;
    dt: string;
    desc: string;
    amt: number;
    stat: string;
    pd: string | null;
  }
  const invs: Inv[] = [];
  const supSeq = new Map<string, number>();
  const invNo = (nm: string) => {
    const n = (supSeq.get(nm) ?? r.int(1000, 8000)) + r.int(1, 40);
    supSeq.set(nm, n);
    const pre = nm.replace(/[^A-Z]/g, '').slice(0, 3) || 'INV';
    return `${pre}-${n}`;
  };
  const pushInv = (sup: SupLine, d: Dep, dt: string, desc: string, amt: number) => {
    if (dt > LAST_DAY) return;
    const age = daysBetween(dt, LAST_DAY);
    const stat = age <= 7 ? 'ENT' : age <= 30 ? r.weighted([['APR', 60], ['PD', 40]]) : 'PD';
    const pd = stat === 'PD' ? minDate(addDays(dt, r.int(7, 30)), LAST_DAY) : null;
    const inv: Inv = { id: 0, sup, dep: d, no: invNo(sup.nm), dt, desc, amt: round2(amt), stat, pd };
    invs.push(inv);
    if (r.chance(0.02)) invs.push({ ...inv, stat: 'VD', pd: null });
  };
  for (const d of deps) {
    const t = d.tour;
    const f = priceF(d.start) * (1 + 0.01 * r.int(-3, 3));
    if (d.stat === 'CXL') {
      if (d.rsn === 'WX' || d.rsn === 'OPS') {
        for (const s of t.sup.filter((x) => x.typ === 'LDG')) if (r.chance(0.7)) pushInv(s, d, addDays(d.cxl as string, r.int(3, 20)), 'Late cancellation fee', s.rate * s.nights * 4 * f);
      }
      continue;
    }
    const pax = d.parties.filter((p) => p.kind === 'OK').reduce((s, p) => s + p.size, 0);
    const guides = asgs.filter((a) => a.dep === d && a.stat === 'CNF').length || 1;
    for (const s of t.sup) {
      const isDoc = s.nm.startsWith('DOC');
      if (!isDoc && d.start > LAST_DAY) continue;
      if (isDoc && d.stat === 'SCH') continue;
      const heads = pax + guides;
      const amt = s.basis === 'pn' ? heads * s.nights * s.rate * f : s.basis === 'pp' ? heads * s.rate * f : s.rate * f;
      const desc = s.basis === 'pn' ? `${s.desc} ${heads} pax x ${s.nights} night${s.nights > 1 ? 's' : ''}` : s.basis === 'pp' ? `${s.desc} ${heads} pax` : s.desc;
      const dt = isDoc ? addDays(d.start, -r.int(20, 40)) : addDays(d.end, r.int(1, 20));
      pushInv(s, d, dt, desc, amt);
    }
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.dep.id - b.dep.id));
  invs.forEach((x, i) => (x.id = i + 1));

  // ---- reviews
  interface Rev {
    id: number;
    bkg: Party;
    cust: Cust;
    dt: string;
    src: string;
    ovr: number;
    gd: number | null;
    val: number | null;
    pub: string;
  }
  const revs: Rev[] = [];
  const effect = new Map(GUIDES.map((g) => [guideNo(g[0]), g[12]]));
  const star = (x: number) => clamp(Math.round(x), 1, 5);
  for (const p of parties) {
    const d = p.dep;
    if (d.stat !== 'CMP' || p.kind !== 'OK') continue;
    const ge = effect.get(leadOf.get(d) ?? 0) ?? 0;
    const gwl = pmts.some((x) => x.bkg === p && x.rsn === 'GWL');
    const writers = [p.pax[0] as Pax];
    if (!r.chance(0.4)) writers.pop();
    if (p.size > 1 && r.chance(0.06)) writers.push(p.pax[1] as Pax);
    for (const w of writers) {
      const dt = addDays(d.end, r.int(2, 45));
      if (dt > LAST_DAY) continue;
      const src = r.weighted([['SRV', 56], ['TA', 27], ['GGL', 17]]);
      const ovr = star(d.tour.quality + ge + (gwl ? -1.2 : 0) + gauss() * 0.7);
      const gd = src === 'SRV' && r.chance(0.93) ? star(4.35 + ge * 1.6 + gauss() * 0.6) : null;
      const val = src === 'SRV' && r.chance(0.86) ? star(d.tour.quality - 0.35 + gauss() * 0.8) : null;
      revs.push({ id: 0, bkg: p, cust: w.cust as Cust, dt, src, ovr, gd, val, pub: src === 'SRV' ? (r.chance(0.6) ? 'Y' : 'N') : 'Y' });
    }
  }
  revs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bkg.id - b.bkg.id));
  revs.forEach((x, i) => (x.id = i + 1));

  const bkgRef = (p: Party) => `KT${p.bkg.slice(2, 4)}-${String(p.id).padStart(5, '0')}`;
  const today = '2026-11-25';
  return [
    ...ddl(),
    insertRows(
      'kta.tours',
      ['tour_cd', 'tour_nm', 'typ_cd', 'isl_cd', 'grd_no', 'dur_days', 'max_pax', 'min_pax', 'px_nzd', 'sgl_sup_nzd', 'strt_loc', 'lnch_dt', 'disc_dt', 'actv_yn'],
      TOURS.map((t) => [t.cd, t.nm, t.typ, t.isl, t.grd, t.days, t.max, t.min, t.px, t.sgl, t.loc, t.lnch, t.disc, t.disc !== null && t.disc <= today ? 'N' : 'Y']),
    ),
    insertRows(
      'kta.guides',
      ['guide_id', 'gd_cd', 'first_nm', 'last_nm', 'lvl_cd', 'emp_cd', 'base_cd', 'alp_yn', 'mntr_gd_id', 'day_rt_nzd', 'hire_dt', 'left_dt', 'fa_exp_dt'],
      GUIDES.map((g) => [guideNo(g[0]), g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7] ? guideNo(g[7]) : null, g[8], g[9], g[10], g[11]]),
    ),
    insertRows(
      'kta.departures',
      ['dep_id', 'dep_cd', 'tour_cd', 'start_dt', 'end_dt', 'cap_pax', 'min_pax', 'px_nzd', 'stat_cd', 'gtd_dt', 'cxl_dt', 'cxl_rsn_cd'],
      deps.map((d) => [d.id, d.cd, d.tour.cd, d.start, d.end, d.cap, d.min, d.px, d.stat, d.gtd, d.cxl, d.rsn]),
    ),
    insertRows(
      'kta.dep_guides',
      ['dep_id', 'guide_id', 'role_cd', 'asg_dt', 'fee_nzd', 'asg_stat_cd'],
      asgs.map((a) => [a.dep.id, a.gd, a.role, a.dt, a.fee, a.stat]),
    ),
    insertRows(
      'kta.customers',
      ['cust_id', 'cust_no', 'first_nm', 'last_nm', 'email', 'ctry_cd', 'birth_yr', 'crt_dt', 'mkt_yn', 'ref_cust_id'],
      custs.map((c) => [c.id, `C${100000 + c.id}`, c.first, c.last, c.email, c.ctry, c.birth, c.crt, c.mkt, c.ref ? c.ref.id : null]),
    ),
    insertRows(
      'kta.bookings',
      ['bkg_id', 'bkg_ref', 'dep_id', 'lead_cust_id', 'bkg_dt', 'chan_cd', 'agt_nm', 'pax_qty', 'gross_nzd', 'promo_cd', 'disc_nzd', 'bal_due_dt', 'stat_cd', 'cxl_dt'],
      parties.map((p) => [p.id, bkgRef(p), p.dep.id, (p.pax[0] as Pax).cust?.id, p.bkg, p.chan, p.agt, p.size, p.gross, p.promo, p.disc, addDays(p.dep.start, -60), p.stat,
        p.stat === 'CXL' || p.stat === 'OPX' ? p.cxl : null]),
    ),
    insertRows(
      'kta.bkg_pax',
      ['bkg_id', 'pax_no', 'cust_id', 'rm_cd', 'diet_cd', 'ins_yn'],
      parties.flatMap((p) => p.pax.map((x, k) => [p.id, k + 1, x.cust?.id, x.rm, x.diet, x.ins])),
    ),
    insertRows(
      'kta.pmts',
      ['pmt_id', 'bkg_id', 'pmt_dt', 'txn_cd', 'amt_nzd', 'mthd_cd', 'rfd_rsn_cd', 'void_yn'],
      pmts.map((x) => [x.id, x.bkg.id, x.dt, x.txn, x.amt, x.mthd, x.rsn, x.vd]),
    ),
    insertRows(
      'kta.sup_invs',
      ['inv_id', 'sup_nm', 'sup_typ_cd', 'dep_id', 'sup_inv_no', 'inv_dt', 'inv_desc', 'amt_nzd', 'gst_nzd', 'stat_cd', 'pd_dt'],
      invs.map((x) => [x.id, x.sup.nm, x.sup.typ, x.dep.id, x.no, x.dt, x.desc, x.amt, round2(x.amt * 0.15), x.stat, x.pd]),
    ),
    insertRows(
      'kta.reviews',
      ['rev_id', 'bkg_id', 'cust_id', 'sub_dt', 'src_cd', 'ovr_rtg', 'gd_rtg', 'val_rtg', 'pub_yn'],
      revs.map((x) => [x.id, x.bkg.id, x.cust.id, x.dt, x.src, x.ovr, x.gd, x.val, x.pub]),
    ),
  ].join('\n');
}
