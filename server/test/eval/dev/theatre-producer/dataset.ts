/**
 * The Marlbridge Playhouse, a regional producing theatre (a charity) in the market town of Marlbridge. It has two
 * stages: the Main House (a proscenium auditorium of about 540 seats) and the Studio (a flexible black-box room of
 * about 110 seats, unreserved seating). The Playhouse makes its own productions ("in-house"), co-produces larger shows
 * with partner companies (the partner shares the cost and the show tours on to the partner's theatre after our run),
 * and hires the Main House and now and then the Studio to visiting touring companies, which bring their own cast and
 * crew and take a share of the box office. Every Christmas there is a pantomime in the Main House and a family show in
 * the Studio. Performers, creatives, stage management and technical/wardrobe staff are engaged per production on
 * fixed-term contracts.
 *
 * This is the box-office and company-management system's database (the vendor's schema `pbx`) as it stood at the close
 * of business on 2026-11-24. The system went live on 2023-06-05: ticket sales made before then are not in it, nor are
 * productions that closed before then; patron records and the Friends memberships current at go-live were migrated
 * from the old system with their original dates. Money is in pounds sterling. Columns ending `_p` are an integer
 * number of PENCE (2650 is £26.50); `prodn.bdgt_gbp` is in whole POUNDS. Seat capacity and seat maps are held in the
 * separate ticketing front end and are not in this database; nor are bar, catering, shop or fundraising income.
 * Rows dated after 2026-11-24: performances scheduled up to February 2027 (the 2026 pantomime and Christmas family
 * show, and Ghosts), advance ticket sales for them (sold on or before 2026-11-24), Friends direct-debit renewals that
 * start in the coming weeks (collected in advance), and contracts for the coming productions.
 *
 * Schema `pbx`:
 *
 * - `prodn`: productions, keyed by `prod_cd` (title letters plus the two-digit year of opening, 'HED23', 'JKB26').
 *   `prod_ttl` the title as billed; `prod_typ` 'In-house' (our own production), 'Co-production' (made with a partner
 *   company, named in `cmpny_nm`), 'Visiting' (a touring production that hires our stage; the touring company in
 *   `cmpny_nm`); `cmpny_nm` NULL for in-house; `gnr_cd` genre: DRA drama, COM comedy, MUS musical, PAN pantomime, FAM
 *   family/children's show, NWR new writing (a new play premiered here); `age_guid` age guidance as printed ('All
 *   ages', '8+', '12+', '14+', '16+'); `bdgt_gbp` the production budget in whole pounds (for co-productions our share
 *   only), NULL for visiting productions (the visiting company bears its own costs); `vst_split_pct` for visiting
 *   productions the percentage of the net box office paid over to the visiting company, NULL otherwise;
 *   `onsale_dt` the day tickets went on general sale (Friends may book from 14 days earlier, "priority booking");
 *   `stat_cd` CLS run finished, ONS on sale (coming), CXL cancelled before it opened (all its performances cancelled
 *   and the tickets refunded). Which stage a production plays on is on its performances.
 *
 * - `perf`: performances, past and scheduled, keyed by `perf_id`. `prod_cd` (`prodn.prod_cd`); `venue_cd` the
 *   stage: MH the Main House, ST the Studio; `perf_dt`, `perf_tm` the day and curtain-up time (a performance starting
 *   before 17:00 is a matinee, from 17:00 an evening performance); `perf_typ_cd` STD standard, PRV preview
 *   (the first performances of a new production, cheaper tickets), PRS press night (the official opening; reviewers
 *   are invited), REL relaxed performance (for people with autism, learning disabilities and others who benefit from
 *   a relaxed environment), BSL British Sign Language interpreted, AD audio-described, SCH schools' matinee (sold to
 *   school groups only); `cxl_yn` Y the performance was cancelled (tickets refunded), N it went ahead or is still
 *   scheduled; `cxl_rsn` the reason for a cancellation, NULL otherwise.
 *
 * - `prc`: the price list: the full (standard) price of a ticket in each seat band for each production, keyed by
 *   (`prod_cd`, `band_cd`) (`prodn.prod_cd`). `band_cd` A premium (front and centre stalls and circle), B standard,
 *   C upper circle and side stalls, D restricted view; Main House productions have bands A to D; the Studio is
 *   unreserved and has one band, U. `full_p` the full price in pence. Previews are sold at 70% of the full price.
 *
 * - `ptn`: patrons (customers) on the box-office database, keyed by `ptn_no`. `ttl` title (Mr, Mrs, Ms, Miss, Dr,
 *   Mx; NULL not given); `fst_nm`, `lst_nm`; `eml_addr` email address, NULL when not given; `pcode_dist` postcode
 *   district ('MB1' ...); `cr_dt` the day the record was created (before 2023-06-05 for migrated records);
 *   `mkt_optin_yn` Y the patron agreed to receive marketing emails, N not; `acc_req_yn` Y the patron has recorded
 *   access requirements (wheelchair space, hearing loop, companion seat ...), N none; `inact_dt` the day the record
 *   was deactivated, NULL for an active record; `inact_rsn` why: MRG a duplicate record merged into another
 *   (`mrg_into_ptn`, the surviving `ptn_no`; the duplicate's bookings were moved to the survivor), GDPR personal data
 *   erased at the patron's request (names replaced by 'ERASED', email and postcode cleared; bookings kept); NULL for
 *   active records.
 *
 * - `frnd`: Friends of the Playhouse memberships, one row per membership year, keyed by `mbsp_id`. `ptn_ref` the
 *   member (`ptn.ptn_no`); `tier_nm` 'Friend', 'Best Friend' or 'Benefactor'; `jnt_yn` Y joint membership (two
 *   people at one address, one row), N single; `strt_dt` the first day of the membership year and `exp_dt` its last
 *   day (a year less a day later); `fee_p` the fee paid for the year in pence; `pay_mthd` 'Direct Debit', 'Card',
 *   'Gift' (bought as a present by someone else; gift memberships that renew are paid by the member); `renew_of` the
 *   `mbsp_id` of the membership year this one renews (NULL for a new member joining); `cxl_dt` the day the member
 *   cancelled part-way through the year (benefits stop that day, no refund), NULL otherwise. A membership is current
 *   on a day when strt_dt <= day <= exp_dt and it was not cancelled on or before that day. Direct-debit renewals are
 *   collected, and their rows created, up to two weeks before they start. Friends get 10% off tickets (concession
 *   FRD, with no booking fee) and priority booking.
 *
 * - `tkt_ln`: ticket sale lines, keyed by `ln_id`. A booking (`bkg_ref`, 'BK104388' ...) is one transaction for one
 *   performance by one patron through one channel, made of one or more lines, each line being `qty` tickets in one
 *   seat band at one concession rate. `ptn_no` the patron who booked (`ptn.ptn_no`), NULL for anonymous sales (cash
 *   sales at the box office window, and all agency sales); `perf_id` (`perf.perf_id`); `sale_dt` the day of the
 *   booking; `chnl_cd` how it was sold: WEB online, BO box office counter (in person), TEL phone, GRP the groups and
 *   schools desk, AGT a ticket agency; `band_cd` the seat band (see `prc`); `conc_cd` the concession: NULL full price,
 *   SNR over-60s, STU student, U18 under-18s, FRD Friends discount, GRP group rate (10 or more), CMP complimentary
 *   (free ticket); `cmp_rsn` for comps, who it was for: 'Press', 'Company' (cast and crew guests), 'House' (house
 *   seats for management and guests), 'Sponsor'; NULL otherwise; `qty` the number of tickets; `unit_p` the price paid
 *   per ticket in pence (0 for comps); `fee_p` the booking fee charged on the line in pence (online and phone
 *   sales; not charged on comps or on Friends-discount lines), 0 when none; booking fees are not refundable and are not ticket income;
 *   `stat_cd` CNF confirmed, RFD refunded (the ticket money was refunded: a cancelled performance, or as a goodwill
 *   gesture); `rfd_dt` the day of the refund, NULL unless refunded. Tickets for a cancelled performance that the
 *   patron chose to move to another performance were moved to it (the line simply points at the new performance).
 *   Ticket income is qty * unit_p over confirmed lines; tickets sold are the sum of qty over confirmed lines, comps
 *   being issued rather than sold.
 *
 * - `crew`: the people (actors, creatives, stage managers, technicians, wardrobe staff) we have engaged, keyed by
 *   `art_no`. `disp_nm` name as credited; `prim_dept` their usual department (codes as `engmt.dept_cd`);
 *   `equity_no` their Equity (performers' and stage managers' union) membership number, NULL when not a member;
 *   `agnt_nm` their agent, NULL when they represent themselves; `base_twn` where they live.
 *
 * - `engmt`: contracts (engagements), one per person per production, keyed by `cntr_no` ('K24-0031' ...).
 *   `prodn_cd` the production (`prodn.prod_cd`); `art_no` (`crew.art_no`); `dept_cd` CST cast (actors, including
 *   actor-musicians), CRE creative team (director, designers, composer, choreographer, musical director), SMG stage
 *   management, TEC technical crew, WRD wardrobe; `role_nm` the part played (for cast: the character name(s)) or the
 *   job ('Director', 'Deputy Stage Manager' ...); `strt_dt` the first day of the contract (the first rehearsal day for
 *   cast and stage management) and `end_dt` its planned last day; `wks_qty` the contracted number of weeks;
 *   `wk_fee_p` the weekly fee in pence, NULL for people on a flat fee; `flat_fee_p` a one-off fee for the whole
 *   engagement in pence (most creatives), NULL for people paid weekly; a contract's cost is wk_fee_p * wks_qty or
 *   flat_fee_p; `ctr_sts` 'Signed', 'Pending' (issued, not yet signed back) or 'Void' (withdrawn before it started:
 *   the person never worked on the production); `term_dt` the day a signed contract was ended early (the person left
 *   the production), NULL otherwise. Visiting productions have no contracts (the visiting company engages its own
 *   company).
 */
import { addDays, dayOfWeek, daysBetween, insertRows, maxDate, minDate, pad, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const GO_LIVE = '2023-06-05';
const LAST = '2026-11-24';

const addYear = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`.replace('-02-29', '-02-28'), -1);
const r50 = (p: number) => Math.round(p / 50) * 50;
const yr = (d: string) => Number(d.slice(0, 4));

interface Prod {
  cd: string;
  ttl: string;
  typ: 'In-house' | 'Co-production' | 'Visiting';
  gnr: string;
  stg: 'MH' | 'ST';
  first: string;
  last: string;
  cmpny: string | null;
  pop: number;
  age: string;
  bdgt: number | null;
  split: number | null;
  onsale: string;
  stat: string;
  perfs: Perf[];
  prices: Record<string, number>;
}
interface Perf {
  id: number;
  prod: Prod;
  dt: string;
  tm: string;
  typ: string;
  cxl: string | null;
}
interface Ptn {
  no: number;
  ttl: string | null;
  first: string | null;
  last: string;
  eml: string | null;
  pcode: string | null;
  cr: string;
  optin: string;
  acc: string;
  inact: string | null;
  rsn: string | null;
  mrg: number | null;
  w: number;
  mbsp: Mbsp[];
}
interface Mbsp {
  id: number;
  ptn: Ptn;
  tier: string;
  jnt: string;
  strt: string;
  exp: string;
  fee: number;
  mthd: string;
  renewOf: Mbsp | null;
  cxl: string | null;
}
interface Line {
  bkg: number;
  ptn: Ptn | null;
  perf: Perf;
  sale: string;
  chnl: string;
  band: string;
  conc: string | null;
  cmp: string | null;
  qty: number;
  unit: number;
  fee: number;
  stat: string;
  rfd: string | null;
}
interface Crew {
  no: number;
  nm: string;
  dept: string;
  eq: string | null;
  agnt: string | null;
  twn: string;
  w: number;
}
interface Ctr {
  no: string;
  prod: Prod;
  crew: Crew;
  dept: string;
  role: string;
  strt: string;
  end: string;
  wks: number;
  wk: number | null;
  flat: number | null;
  sts: string;
  term: string | null;
}

// [cd, title, type, genre, stage, first, last, company, popularity, age guidance]
const PRODS: [string, string, Prod['typ'], string, Prod['stg'], string, string, string | null, number, string][] = [
  ['RIV23', 'The Rivals', 'In-house', 'COM', 'MH', '2023-09-14', '2023-09-30', null, 0.9, '12+'],
  ['SAL23', 'Salt on the Wind', 'In-house', 'NWR', 'ST', '2023-10-04', '2023-10-14', null, 0.8, '14+'],
  ['HED23', 'Hedda Gabler', 'Co-production', 'DRA', 'MH', '2023-10-12', '2023-10-28', 'Northgate Theatre Company', 0.85, '14+'],
  ['TNS23', 'The Thirty-Nine Steps', 'Visiting', 'COM', 'MH', '2023-11-07', '2023-11-11', 'Lantern Touring', 1.05, '8+'],
  ['CIN23', 'Cinderella', 'In-house', 'PAN', 'MH', '2023-11-30', '2024-01-06', null, 1.0, 'All ages'],
  ['SNQ23', 'The Snow Queen', 'In-house', 'FAM', 'ST', '2023-12-13', '2023-12-30', null, 1.0, 'All ages'],
  ['DOL24', "A Doll's House", 'In-house', 'DRA', 'MH', '2024-02-15', '2024-03-02', null, 0.8, '12+'],
  ['LED24', 'Ledger', 'In-house', 'NWR', 'ST', '2024-03-13', '2024-03-23', null, 0.7, '16+'],
  ['HBL24', 'Harbour Lights', 'Co-production', 'MUS', 'MH', '2024-04-18', '2024-05-11', 'Saltmarsh Productions', 1.1, '8+'],
  ['TIN24', 'Tin Men', 'In-house', 'NWR', 'ST', '2024-05-22', '2024-06-01', null, 0.9, '14+'],
  ['ARM24', 'Arms and the Man', 'Visiting', 'COM', 'MH', '2024-06-11', '2024-06-15', 'Kestrel Stage Company', 0.8, '12+'],
  ['MSJ24', 'Miss Julie', 'In-house', 'DRA', 'ST', '2024-07-03', '2024-07-13', null, 0.75, '16+'],
  ['TWN24', 'Twelfth Night', 'In-house', 'COM', 'MH', '2024-09-12', '2024-09-28', null, 1.0, '8+'],
  ['QCT24', 'The Quiet Coast', 'In-house', 'NWR', 'ST', '2024-10-02', '2024-10-12', null, 0.85, '14+'],
  ['CHO24', 'The Cherry Orchard', 'Co-production', 'DRA', 'MH', '2024-10-17', '2024-11-02', 'Northgate Theatre Company', 0.8, '12+'],
  ['ALD24', 'Aladdin', 'In-house', 'PAN', 'MH', '2024-11-29', '2025-01-04', null, 1.1, 'All ages'],
  ['ELV24', 'The Elves and the Shoemaker', 'In-house', 'FAM', 'ST', '2024-12-11', '2024-12-28', null, 0.95, 'All ages'],
  ['SSC25', 'She Stoops to Conquer', 'In-house', 'COM', 'MH', '2025-02-13', '2025-03-01', null, 0.85, '12+'],
  ['NFY25', 'Night Ferry', 'In-house', 'NWR', 'ST', '2025-03-12', '2025-03-22', null, 0.95, '14+'],
  ['MTB25', 'Mill Town Blues', 'Co-production', 'MUS', 'MH', '2025-04-17', '2025-05-10', 'Saltmarsh Productions', 1.2, '12+'],
  ['IMP25', 'The Importance of Being Earnest', 'Visiting', 'COM', 'MH', '2025-06-10', '2025-06-14', 'Kestrel Stage Company', 1.15, '8+'],
  ['PKT25', 'Paper Kites', 'In-house', 'NWR', 'ST', '2025-07-02', '2025-07-12', null, 0.8, '12+'],
  ['MUC25', 'Much Ado About Nothing', 'In-house', 'COM', 'MH', '2025-09-11', '2025-09-27', null, 1.05, '8+'],
  ['FLD25', 'Fieldwork', 'In-house', 'NWR', 'ST', '2025-10-01', '2025-10-11', null, 0.8, '14+'],
  ['ENP25', 'An Enemy of the People', 'Co-production', 'DRA', 'MH', '2025-10-16', '2025-11-01', 'Northgate Theatre Company', 0.9, '12+'],
  ['BAB25', 'Beauty and the Beast', 'In-house', 'PAN', 'MH', '2025-11-28', '2026-01-03', null, 1.15, 'All ages'],
  ['LLN25', 'Little Lantern', 'In-house', 'FAM', 'ST', '2025-12-10', '2025-12-27', null, 1.0, 'All ages'],
  ['SEA26', 'The Seagull', 'In-house', 'DRA', 'MH', '2026-02-12', '2026-02-28', null, 0.85, '12+'],
  ['BRI26', 'Brine', 'In-house', 'NWR', 'ST', '2026-03-11', '2026-03-21', null, 0.9, '16+'],
  ['LHK26', 'The Lighthouse Keepers', 'Co-production', 'MUS', 'MH', '2026-04-16', '2026-05-09', 'Saltmarsh Productions', 1.25, '8+'],
  ['KSK26', 'Kitchen Sink Kings', 'In-house', 'NWR', 'ST', '2026-05-20', '2026-05-30', null, 0.85, '14+'],
  ['BLS26', 'Blithe Spirit', 'Visiting', 'COM', 'MH', '2026-06-09', '2026-06-13', 'Lantern Touring', 1.1, '12+'],
  ['BEA26', 'The Bear', 'Visiting', 'DRA', 'ST', '2026-07-01', '2026-07-04', 'Two Chairs Theatre', 0.7, '12+'],
  ['MAC26', 'Macbeth', 'In-house', 'DRA', 'MH', '2026-09-10', '2026-09-26', null, 1.1, '12+'],
  ['UND26', 'Undertow', 'In-house', 'NWR', 'ST', '2026-09-30', '2026-10-10', null, 0.85, '14+'],
  ['HOB26', "Hobson's Choice", 'In-house', 'COM', 'MH', '2026-10-29', '2026-11-14', null, 0.95, '8+'],
  ['SHD26', 'Short Days', 'In-house', 'NWR', 'ST', '2026-11-11', '2026-11-21', null, 0.9, '14+'],
  ['JKB26', 'Jack and the Beanstalk', 'In-house', 'PAN', 'MH', '2026-11-27', '2027-01-09', null, 1.2, 'All ages'],
  ['NBC26', 'The Night Before Christmas', 'In-house', 'FAM', 'ST', '2026-12-09', '2026-12-30', null, 1.0, 'All ages'],
  ['GHO27', 'Ghosts', 'In-house', 'DRA', 'MH', '2027-02-11', '2027-02-27', null, 0.9, '14+'],
];

// Single cancelled performances: [prod, nth performance (1-based), reason].
const CANCELLED: [string, number, string][] = [
  ['CIN23', 14, 'Snow - theatre closed'],
  ['HBL24', 9, 'Illness in company'],
  ['NFY25', 4, 'Illness in company'],
  ['ALD24', 21, 'Flooding in auditorium'],
  ['SEA26', 8, 'Illness in company'],
  ['BRI26', 3, 'Illness in company'],
  ['HOB26', 9, 'Power failure'],
];
const PKT_CANCELLED_ON = '2025-06-19';

const FIRST_F = [
  'Alice', 'Amara', 'Anna', 'Beatrice', 'Bethan', 'Carys', 'Catherine', 'Chloe', 'Clare', 'Deborah', 'Eleanor', 'Elspeth', 'Emma', 'Fiona', 'Frances',
  'Gillian', 'Grace', 'Hannah', 'Harriet', 'Helen', 'Imogen', 'Isobel', 'Jane', 'Janet', 'Jennifer', 'Joanna', 'Judith', 'Julia', 'Karen', 'Katherine',
  'Laura', 'Lesley', 'Lucy', 'Lydia', 'Margaret', 'Maria', 'Marion', 'Megan', 'Miriam', 'Nadia', 'Naomi', 'Nicola', 'Olivia', 'Patricia', 'Pauline',
  'Philippa', 'Priya', 'Rachel', 'Rosalind', 'Ruth', 'Sally', 'Sarah', 'Shirley', 'Sophie', 'Susan', 'Tessa', 'Valerie', 'Wendy', 'Yasmin', 'Zoe',
];
const FIRST_M = [
  'Adrian', 'Alan', 'Alistair', 'Andrew', 'Anthony', 'Ben', 'Bernard', 'Callum', 'Christopher', 'Colin', 'Daniel', 'David', 'Declan', 'Derek', 'Edward',
  'Euan', 'Francis', 'Gareth', 'Geoffrey', 'George', 'Gordon', 'Graham', 'Henry', 'Hugh', 'Ian', 'Jack', 'James', 'Jonathan', 'Keith', 'Kenneth',
  'Laurence', 'Malcolm', 'Martin', 'Matthew', 'Michael', 'Neil', 'Nicholas', 'Oliver', 'Owen', 'Patrick', 'Paul', 'Peter', 'Philip', 'Raj', 'Richard',
  'Robert', 'Roger', 'Rupert', 'Samuel', 'Simon', 'Stephen', 'Stuart', 'Thomas', 'Timothy', 'Tobias', 'Trevor', 'Victor', 'William', 'Yusuf', 'Zachary',
];
const LAST_NAMES = [
  'Abbott', 'Ainsworth', 'Allard', 'Ashby', 'Bagshaw', 'Barlow', 'Beckett', 'Bellamy', 'Blackwood', 'Bramley', 'Brereton', 'Buckley', 'Calloway',
  'Carver', 'Chandler', 'Chatterton', 'Cheetham', 'Collier', 'Copeland', 'Cotterill', 'Crane', 'Critchley', 'Darby', 'Denholm', 'Dobson', 'Draper',
  'Eastwood', 'Elkins', 'Fairclough', 'Farrow', 'Fenton', 'Fielding', 'Fletcher', 'Forsyth', 'Garside', 'Gilchrist', 'Goddard', 'Greaves', 'Grimshaw',
  'Hadley', 'Halliwell', 'Hartley', 'Hazeldine', 'Heywood', 'Hollins', 'Horrocks', 'Ibbotson', 'Ingham', 'Jagger', 'Jessop', 'Kendrick', 'Kirkham',
  'Lacey', 'Langley', 'Latimer', 'Lockwood', 'Lowther', 'Maddox', 'Mallory', 'Marchant', 'Mercer', 'Metcalfe', 'Morley', 'Nash', 'Nuttall', 'Oakes',
  'Ormerod', 'Pemberton', 'Pennington', 'Platt', 'Prendergast', 'Quayle', 'Radcliffe', 'Ramsbottom', 'Redfern', 'Rowbotham', 'Sadler', 'Sefton',
  'Shackleton', 'Slater', 'Stanhope', 'Stott', 'Swindells', 'Thackeray', 'Thorne', 'Threlfall', 'Tolley', 'Underwood', 'Varley', 'Wainwright',
  'Warburton', 'Whiteley', 'Wilde', 'Winstanley', 'Woodcock', 'Yardley', 'Ahmed', 'Banerjee', 'Chowdhury', 'Desai', 'Kaur', 'Malik', 'Okafor', 'Osei',
  'Rahman', 'Sandhu',
];
const CREW_FIRST = [
  'Ade', 'Aoife', 'Bex', 'Caitlin', 'Cerys', 'Dev', 'Elliot', 'Esme', 'Femi', 'Finn', 'Freya', 'Gabriel', 'Hamish', 'Ines', 'Jade', 'Jonah', 'Kit',
  'Leah', 'Lorcan', 'Maya', 'Mei', 'Milo', 'Niamh', 'Noor', 'Orla', 'Oscar', 'Pip', 'Rafe', 'Rhiannon', 'Rohan', 'Rosa', 'Seb', 'Sian', 'Tamsin',
  'Theo', 'Tilly', 'Tomasz', 'Una', 'Wren', 'Xander', 'Zainab', 'Ellis', 'Jude', 'Morgan', 'Robin', 'Sacha', 'Toby', 'Kemi', 'Idris', 'Anya',
];
const CREW_LAST = [
  'Achterberg', 'Aldous', 'Bancroft', 'Bexley', 'Blakemore', 'Brightwater', 'Carrick', 'Castellan', 'Cleave', 'Dunmore', 'Ellery', 'Fairweather',
  'Fenwick-Hale', 'Garrow', 'Greenhalgh', 'Hallam', 'Hawksworth', 'Ibarra', 'Kilbride', 'Lomax', 'Lyle', 'Maclean', 'Marlowe', 'Merriman',
  'Northcott', 'Okonjo', 'Penrose', 'Quinlan', 'Ravenscroft', 'Roscoe', 'Saltonstall', 'Sorensen', 'Strand', 'Tennant', 'Trelawney', 'Vance',
  'Verity', 'Walcott', 'Westbrook', 'Wyatt', 'Yeoman', 'Zielinski', 'Adeyemi', 'Costa', 'Devlin', 'Harcourt', 'Lindqvist', 'Nakamura', 'Pryce', 'Sen',
];
const AGENTS = ['Curtain Call Management', 'Halberd & Lane', 'Northlight Artists', 'Penny Greaves Associates', 'Sixth Row Agency', 'The Wings Partnership', 'Clarion Personal Management'];
const TOWNS = ['London', 'London', 'London', 'Manchester', 'Bristol', 'Leeds', 'Glasgow', 'Marlbridge', 'Marlbridge', 'Birmingham', 'Cardiff', 'Sheffield', 'Nottingham'];
const DISTRICTS: [string, number][] = [
  ['MB1', 14], ['MB2', 11], ['MB3', 9], ['MB4', 8], ['MB5', 7], ['MB6', 6], ['MB7', 5], ['MB8', 4], ['MB9', 3], ['MB10', 3], ['MB11', 2], ['RV2', 4], ['RV4', 3],
  ['RV7', 2], ['LY3', 3], ['LY5', 2], ['LY9', 1], ['KQ1', 1],
];
const CAST_ROLES: Record<string, string[]> = {
  RIV23: ['Captain Absolute', 'Lydia Languish', 'Mrs Malaprop', 'Sir Anthony Absolute', 'Bob Acres', 'Julia', 'Faulkland', 'Lucy / Fag'],
  HED23: ['Hedda Tesman', 'Jorgen Tesman', 'Judge Brack', 'Eilert Lovborg', 'Thea Elvsted', 'Aunt Julle', 'Berte'],
  CIN23: ['Dame Hettie', 'Cinderella', 'Prince Charming', 'Buttons', 'Fairy Godmother', 'Ugly Sister Gertrude', 'Ugly Sister Griselda', 'Baron Hardup', 'Dandini', 'Ensemble', 'Ensemble', 'Ensemble'],
  SAL23: ['Maggie', 'Tom', 'Ray'],
  SNQ23: ['Gerda', 'Kai', 'The Snow Queen / Grandmother', 'Robber Girl / Crow'],
  DOL24: ['Nora Helmer', 'Torvald Helmer', 'Nils Krogstad', 'Kristine Linde', 'Dr Rank', 'Anne-Marie', 'Helene'],
  LED24: ['Ash', 'Marcus', 'Dee'],
  HBL24: ['Nell', 'Jory', 'Captain Penhale', 'Mrs Treloar', 'Kit', 'Sam', 'Bess', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble'],
  TIN24: ['Gaz', 'Lenny', 'Pete', 'Moira'],
  MSJ24: ['Julie', 'Jean', 'Kristin'],
  TWN24: ['Viola', 'Orsino', 'Olivia', 'Malvolio', 'Sir Toby Belch', 'Maria', 'Feste', 'Sir Andrew Aguecheek', 'Sebastian / Antonio'],
  QCT24: ['Ellen', 'Joe', 'Hannah', 'Tomasz'],
  CHO24: ['Ranevskaya', 'Lopakhin', 'Gayev', 'Varya', 'Anya', 'Trofimov', 'Firs', 'Yasha / Yepikhodov', 'Dunyasha / Charlotta'],
  ALD24: ['Widow Twankey', 'Aladdin', 'Princess Jasmine', 'Abanazar', 'Wishee Washee', 'Genie of the Lamp', 'Emperor', 'Slave of the Ring', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble'],
  ELV24: ['The Shoemaker', "The Shoemaker's Wife", 'Elf', 'Elf'],
  SSC25: ['Marlow', 'Kate Hardcastle', 'Mr Hardcastle', 'Mrs Hardcastle', 'Tony Lumpkin', 'Hastings', 'Constance Neville', 'Sir Charles / Diggory'],
  NFY25: ['Ruth', 'Callum', 'The Steward'],
  MTB25: ['Annie', 'Frank', 'Billy', 'Mrs Entwistle', 'Dolly', 'Walter', 'Arthur', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble'],
  PKT25: ['Lou', 'Ade', 'Marnie'],
  MUC25: ['Beatrice', 'Benedick', 'Hero', 'Claudio', 'Don Pedro', 'Leonato', 'Dogberry', 'Don John / Friar', 'Margaret / Verges'],
  FLD25: ['Sal', 'Owen', 'Priya'],
  ENP25: ['Dr Stockmann', 'Mayor Stockmann', 'Petra', 'Hovstad', 'Aslaksen', 'Mrs Stockmann', 'Billing / Horster', 'Morten Kiil'],
  BAB25: ['Dame Dolly', 'Belle', 'The Beast', 'Gaston', 'Enchantress', 'Maurice', 'Lefou', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble'],
  LLN25: ['Lantern', 'Mo', 'Grandad / Owl'],
  SEA26: ['Arkadina', 'Konstantin', 'Nina', 'Trigorin', 'Masha', 'Dorn', 'Sorin', 'Medvedenko / Shamrayev', 'Polina'],
  BRI26: ['Kel', 'Jan', 'Bryony', 'Mal'],
  LHK26: ['Agnes', 'Tom Trevithick', 'Old Jack', 'Mary', 'Davey', 'Harbourmaster', 'Lizzie', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble'],
  KSK26: ['Danny', 'Reg', 'Shell', 'Vic'],
  MAC26: ['Macbeth', 'Lady Macbeth', 'Banquo', 'Macduff', 'Malcolm', 'Duncan / Porter', 'Ross', 'Lady Macduff / Witch', 'Witch', 'Witch / Fleance'],
  UND26: ['Cass', 'Noah', 'Ida'],
  HOB26: ['Henry Hobson', 'Maggie Hobson', 'Willie Mossop', 'Alice Hobson', 'Vicky Hobson', 'Mrs Hepworth', 'Albert Prosser', 'Freddy Beenstock', 'Jim Heeler / Tubby Wadlow'],
  SHD26: ['Leonie', 'Frank'],
  JKB26: ['Dame Trott', 'Jack', 'Jill', 'Fleshcreep', 'Fairy Sugarsnap', 'Simple Simon', 'King Crumble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble', 'Ensemble'],
  NBC26: ['Father', 'Mother / Mouse', 'Nell', 'Jake'],
  GHO27: ['Helene Alving', 'Oswald', 'Pastor Manders', 'Regina', 'Engstrand'],
};

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(5512026);

  // ---------------------------------------------------------------- productions and performances
  const prods: Prod[] = PRODS.map(([cd, ttl, typ, gnr, stg, first, last, cmpny, pop, age]) => {
    const lead = typ === 'Visiting' ? r.int(110, 140) : gnr === 'PAN' ? r.int(300, 330) : stg === 'ST' ? r.int(70, 100) : r.int(130, 170);
    let onsale = addDays(first, -lead);
    if (onsale < GO_LIVE && first > '2023-11-01') onsale = addDays(GO_LIVE, r.int(10, 40));
    let bdgt: number | null = null;
    if (typ !== 'Visiting') {
      const base = gnr === 'PAN' ? r.int(150, 200) : gnr === 'MUS' ? r.int(170, 240) : stg === 'MH' ? r.int(82, 135) : gnr === 'FAM' ? r.int(22, 30) : r.int(16, 34);
      bdgt = base * 1000 + r.int(0, 19) * 50;
    }
    return {
      cd, ttl, typ, gnr, stg, first, last, cmpny, pop, age, bdgt,
      split: typ === 'Visiting' ? r.pick([65, 70, 70, 75]) : null,
      onsale, stat: cd === 'PKT25' ? 'CXL' : last <= LAST ? 'CLS' : 'ONS', perfs: [], prices: {},
    };
  });
  // hand-set the 2023 openers (on sale before the system went live)
  for (const p of prods) if (p.first < '2023-11-01') p.onsale = addDays(p.first, -r.int(60, 90));

  // prices
  for (const p of prods) {
    const y = yr(p.first) - 2023;
    if (p.stg === 'ST') {
      const u = p.gnr === 'FAM' ? 1200 + y * 100 : p.typ === 'Visiting' ? 1400 + y * 100 : 1500 + y * 100 + r.int(0, 2) * 50;
      p.prices = { U: u };
    } else {
      const a = p.typ === 'Visiting' ? 2800 + y * 150 : p.gnr === 'MUS' ? 3600 + y * 200 : p.gnr === 'PAN' ? 3200 + y * 150 : 3000 + y * 150 + r.int(0, 2) * 50;
      p.prices = { A: r50(a), B: r50(a * 0.82), C: r50(a * 0.62), D: r50(a * 0.4) };
    }
  }

  const perfs: Perf[] = [];
  for (const p of prods) {
    const list: [string, string, string][] = [];
    for (let d = p.first; d <= p.last; d = addDays(d, 1)) {
      const w = dayOfWeek(d);
      const md = d.slice(5);
      if (p.gnr === 'PAN') {
        if (md === '12-25' || md === '01-01') continue;
        if (w === 1 && md !== '12-26' && md !== '12-29') continue;
        if (md === '12-24' || md === '12-31') list.push([d, '14:00', 'STD']);
        else if (w === 0) list.push([d, '13:00', 'STD']);
        else if (w === 6 || md === '12-26' || (md >= '12-20' && md <= '12-30') || md <= '01-05') {
          list.push([d, '14:00', 'STD']);
          list.push([d, '19:00', 'STD']);
        } else {
          if ((w === 3 || w === 4) && md >= '12-01' && md <= '12-18') list.push([d, '10:30', 'SCH']);
          list.push([d, '19:00', 'STD']);
        }
      } else if (p.stg === 'MH') {
        if (p.typ === 'Visiting') {
          if (w >= 2 && w <= 6) {
            if (w === 4 || w === 6) list.push([d, '14:30', 'STD']);
            list.push([d, '19:30', 'STD']);
          }
        } else if (w >= 2 && w <= 6) {
          if (w === 6) list.push([d, '14:30', 'STD']);
          if (w === 4 && daysBetween(p.first, d) >= 7) list.push([d, '14:30', 'STD']);
          list.push([d, '19:30', 'STD']);
        }
      } else if (p.gnr === 'FAM') {
        if (w >= 3 && w <= 6) {
          list.push([d, '11:00', 'STD']);
          list.push([d, '14:30', 'STD']);
        }
      } else if (w >= 3 && w <= 6) {
        if (w === 6) list.push([d, '15:00', 'STD']);
        list.push([d, '19:45', 'STD']);
      }
    }
    // performance types
    if (p.typ !== 'Visiting') {
      const evening = list.filter((x) => x[1] >= '17:00');
      if (p.stg === 'MH') {
        const prv = p.gnr === 'PAN' ? 2 : 2;
        for (let k = 0; k < prv; k++) (list[k] as [string, string, string])[2] = 'PRV';
        const prs = list.find((x, k) => k >= prv && x[1] >= '17:00') as [string, string, string];
        prs[2] = 'PRS';
        const later = list.filter((x) => daysBetween(prs[0], x[0]) >= 6 && x[2] === 'STD');
        const mat = later.filter((x) => x[1] < '17:00' && x[2] === 'STD');
        if (mat.length > 0) (mat[Math.min(1, mat.length - 1)] as [string, string, string])[2] = 'REL';
        const eve = later.filter((x) => x[1] >= '17:00' && x[2] === 'STD');
        if (eve.length > 2) {
          (eve[1] as [string, string, string])[2] = 'BSL';
          (eve[2] as [string, string, string])[2] = 'AD';
        }
        if (p.gnr !== 'PAN' && ['DOL24', 'TWN24', 'MUC25', 'MAC26', 'GHO27'].includes(p.cd)) {
          // a schools' matinee on the Wednesday of week two
          const wed = list.find((x) => dayOfWeek(x[0]) === 3 && daysBetween(p.first, x[0]) >= 6);
          if (wed) list.push([wed[0], '13:30', 'SCH']);
        }
      } else {
        (list[0] as [string, string, string])[2] = 'PRV';
        const prs = (p.gnr === 'FAM' ? list[2] : evening[1]) as [string, string, string];
        prs[2] = 'PRS';
        if (p.gnr === 'FAM') {
          const rel = list.filter((x) => x[2] === 'STD' && dayOfWeek(x[0]) === 6)[1];
          if (rel) rel[2] = 'REL';
        }
      }
    }
    list.sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : 1));
    for (const [dt, tm, typ] of list) {
      const pf: Perf = { id: 0, prod: p, dt, tm, typ, cxl: null };
      p.perfs.push(pf);
      perfs.push(pf);
    }
  }
  for (const [cd, nth, rsn] of CANCELLED) {
    const p = prods.find((x) => x.cd === cd) as Prod;
    // the nth performance, or the next standard one after it
    const pf = p.perfs.find((x, k) => k >= nth - 1 && x.typ === 'STD') as Perf;
    pf.cxl = rsn;
  }
  for (const pf of (prods.find((x) => x.cd === 'PKT25') as Prod).perfs) pf.cxl = 'Production cancelled';
  perfs.sort((a, b) => (a.dt + a.tm < b.dt + b.tm ? -1 : a.dt + a.tm > b.dt + b.tm ? 1 : a.prod.stg < b.prod.stg ? -1 : 1));
  perfs.forEach((pf, k) => (pf.id = 3001 + k));

  // ---------------------------------------------------------------- patrons
  const used = new Set<string>();
  const nameF = uniqueNames(r, FIRST_F, LAST_NAMES, used);
  const nameM = uniqueNames(r, FIRST_M, LAST_NAMES, used);
  const ptns: Ptn[] = [];
  const N_PTN = 2650;
  for (let k = 0; k < N_PTN; k++) {
    const female = r.chance(0.57);
    const [first, last] = female ? nameF() : nameM();
    const migrated = r.chance(0.42);
    let cr: string;
    if (migrated) cr = r.date('2011-03-01', '2023-06-02');
    else {
      const a = r.date(GO_LIVE, LAST);
      cr = r.chance(0.25) ? r.date(maxDate(GO_LIVE, addDays(a, -20)), a) : a;
    }
    const ttl = r.weighted<string | null>(female ? [['Mrs', 30], ['Ms', 28], ['Miss', 10], ['Dr', 4], [null, 10], ['Mx', 1]] : [['Mr', 70], ['Dr', 5], [null, 9], ['Mx', 1]]);
    const eml = r.chance(0.86) ? `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.3) ? r.int(1, 99) : ''}@${r.pick(['mailbox.co.uk', 'postmail.com', 'webpost.net', 'quillmail.com', 'marlnet.co.uk'])}` : null;
    const w = r.weighted([[0.15, 34], [1, 38], [3, 19], [8, 7], [18, 2]] as const);
    ptns.push({
      no: 0, ttl, first, last, eml, pcode: r.weighted(DISTRICTS), cr, optin: r.chance(0.57) ? 'Y' : 'N', acc: r.chance(0.06) ? 'Y' : 'N',
      inact: null, rsn: null, mrg: null, w, mbsp: [],
    });
  }
  ptns.sort((a, b) => (a.cr < b.cr ? -1 : a.cr > b.cr ? 1 : a.last < b.last ? -1 : 1));
  ptns.forEach((p, k) => (p.no = 200101 + k * 2 + (k % 3 === 0 ? 1 : 0)));
  // GDPR erasures (after the patron's last activity; bookings kept)
  for (const p of ptns) {
    if (p.cr < '2025-06-01' && r.chance(0.012)) {
      p.inact = r.date(maxDate(p.cr, '2024-01-01'), '2026-11-10');
      p.rsn = 'GDPR';
    }
  }
  // Duplicate records later merged into a survivor: same person, created separately, no bookings of their own.
  const dupSources = r.shuffle(ptns.filter((p) => p.inact === null)).slice(0, 70);
  for (const s of dupSources) {
    const cr = r.date(maxDate(s.cr, GO_LIVE), '2026-10-01');
    const inact = addDays(cr, r.int(5, 400));
    if (inact > LAST) continue;
    ptns.push({
      no: 0, ttl: r.chance(0.5) ? s.ttl : null, first: s.first, last: s.last, eml: r.chance(0.5) ? null : s.eml, pcode: s.pcode, cr, optin: 'N', acc: 'N',
      inact, rsn: 'MRG', mrg: s.no, w: 0, mbsp: [],
    });
  }
  let nextNo = 206000;
  for (const p of ptns) if (p.no === 0) p.no = nextNo += r.int(1, 40);

  const activeP = ptns.filter((p) => p.rsn !== 'MRG');
  const liveOn = (p: Ptn, d: string) => p.cr <= d && (p.inact === null || p.inact > d);

  // ---------------------------------------------------------------- Friends memberships
  const mbsps: Mbsp[] = [];
  const FEE: Record<string, [number, number][]> = {
    // by membership year starting in 2022..2027: [single, joint]
    Friend: [[4000, 6500], [4500, 7000], [4800, 7500], [5000, 8000], [5500, 8500], [5500, 8500]],
    'Best Friend': [[11000, 16500], [12000, 18000], [13000, 19500], [14000, 21000], [15000, 22500], [15000, 22500]],
    Benefactor: [[50000, 50000], [50000, 50000], [50000, 50000], [55000, 55000], [60000, 60000], [60000, 60000]],
  };
  const feeFor = (tier: string, jnt: string, strt: string) => {
    const row = (FEE[tier] as [number, number][])[Math.min(5, Math.max(0, yr(strt) - 2022))] as [number, number];
    return jnt === 'Y' ? row[1] : row[0];
  };
  const friendCands = r.shuffle(activeP.filter((p) => p.w >= 1 && p.inact === null));
  const nFriends = 820;
  for (const p of friendCands.slice(0, nFriends)) {
    let strt = p.cr < '2022-09-01' && r.chance(0.55) ? r.date('2022-06-05', '2023-06-04') : r.date(maxDate(p.cr, '2022-06-05'), '2026-11-20');
    if (strt < p.cr) strt = p.cr;
    // (no membership year starts on the 25th or 26th of November)
    if (strt.slice(5) === '11-25' || strt.slice(5) === '11-26') strt = addDays(strt, 2);
    let tier = r.weighted([['Friend', 70], ['Best Friend', 24], ['Benefactor', 6]] as const) as string;
    const jnt = r.chance(0.33) ? 'Y' : 'N';
    let mthd = r.weighted([['Direct Debit', 50], ['Card', 40], ['Gift', 10]] as const) as string;
    let prev: Mbsp | null = null;
    for (;;) {
      const m: Mbsp = { id: 0, ptn: p, tier, jnt, strt, exp: addYear(strt), fee: feeFor(tier, jnt, strt), mthd, renewOf: prev, cxl: null };
      mbsps.push(m);
      p.mbsp.push(m);
      p.w = Math.max(p.w, 3);
      if (r.chance(0.025)) {
        const c = addDays(strt, r.int(20, 330));
        if (c <= LAST) {
          m.cxl = c;
          break;
        }
      }
      const pRenew = mthd === 'Direct Debit' ? 0.88 : mthd === 'Card' ? 0.66 : 0.35;
      if (!r.chance(pRenew)) break;
      const next = addDays(m.exp, 1);
      if (next > LAST && !(mthd === 'Direct Debit' && next <= addDays(LAST, 14))) break;
      if (mthd === 'Gift') mthd = r.chance(0.5) ? 'Direct Debit' : 'Card';
      if (tier === 'Friend' && r.chance(0.07)) tier = 'Best Friend';
      else if (tier === 'Best Friend' && r.chance(0.04)) tier = 'Benefactor';
      prev = m;
      strt = next;
    }
  }
  mbsps.sort((a, b) => (a.strt < b.strt ? -1 : a.strt > b.strt ? 1 : a.ptn.no - b.ptn.no));
  mbsps.forEach((m, k) => (m.id = 7001 + k));
  const friendOn = (p: Ptn, d: string) => p.mbsp.some((m) => m.strt <= d && m.exp >= d && (m.cxl === null || m.cxl > d));

  // ---------------------------------------------------------------- ticket sales
  const lines: Line[] = [];
  const totalW = activeP.reduce((s, p) => s + p.w, 0);
  const cum: number[] = [];
  {
    let s = 0;
    for (const p of activeP) cum.push((s += p.w));
  }
  const pickPtn = (d: string, friendOnly = false): Ptn | null => {
    for (let tries = 0; tries < 60; tries++) {
      const x = r.next() * totalW;
      let lo = 0;
      let hi = cum.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cum[mid] as number) > x) hi = mid;
        else lo = mid + 1;
      }
      const p = activeP[lo] as Ptn;
      if (!liveOn(p, d)) continue;
      if (friendOnly && !friendOn(p, d)) continue;
      return p;
    }
    return null;
  };
  const leadDays = (p: Prod, pf: Perf): number => {
    const max = Math.max(0, daysBetween(p.onsale, pf.dt));
    const band = r.weighted([[0, 22], [1, 33], [2, 32], [3, 13]] as const);
    const [lo, hi] = band === 0 ? [0, 7] : band === 1 ? [8, 30] : band === 2 ? [31, 90] : [91, Math.max(91, max)];
    return Math.min(max, r.int(lo, hi));
  };
  const priceFor = (p: Prod, pf: Perf, band: string, conc: string | null): number => {
    let full = p.prices[band] as number;
    if (pf.typ === 'PRV') full = r50(full * 0.7);
    switch (conc) {
      case null:
        return full;
      case 'CMP':
        return 0;
      case 'SNR':
      case 'FRD':
        return r50(full * 0.9);
      case 'STU':
        return r50(full * 0.75);
      case 'U18':
        return r50(full * (p.gnr === 'PAN' || p.gnr === 'FAM' ? 0.75 : 0.5));
      case 'GRP':
        return r50(full * 0.85);
      default:
        throw new Error(conc);
    }
  };
  const pickBand = (p: Prod): string => (p.stg === 'ST' ? 'U' : r.weighted([['A', 30], ['B', 36], ['C', 24], ['D', 10]] as const));
  const pickQty = (p: Prod): number =>
    p.gnr === 'PAN' || p.gnr === 'FAM'
      ? r.weighted([[1, 4], [2, 22], [3, 24], [4, 30], [5, 12], [6, 8]] as const)
      : r.weighted([[1, 19], [2, 52], [3, 9], [4, 14], [5, 3], [6, 3]] as const);
  let bkgSeq = 0;
  const addBooking = (pf: Perf, spec: { sale: string; chnl: string; ptn: Ptn | null; band: string; parts: [string | null, number, string | null][] }) => {
    const bkg = ++bkgSeq;
    for (const [conc, qty, cmp] of spec.parts) {
      const unit = priceFor(pf.prod, pf, spec.band, conc);
      const fee = conc === 'CMP' || conc === 'FRD' ? 0 : spec.chnl === 'WEB' ? 150 : spec.chnl === 'TEL' ? 200 : 0;
      lines.push({ bkg, ptn: spec.ptn, perf: pf, sale: spec.sale, chnl: spec.chnl, band: spec.band, conc, cmp, qty, unit, fee, stat: 'CNF', rfd: null });
    }
  };

  for (const pf of perfs) {
    const p = pf.prod;
    const earliest = maxDate(GO_LIVE, p.onsale);
    const cutoff = p.cd === 'PKT25' ? PKT_CANCELLED_ON : LAST;
    const w = dayOfWeek(pf.dt);
    if (pf.typ === 'SCH') {
      const n = r.int(3, 6);
      for (let k = 0; k < n; k++) {
        const sale = addDays(pf.dt, -r.int(20, 150));
        if (sale < earliest || sale > cutoff) continue;
        const ptn = pickPtn(sale);
        addBooking(pf, { sale, chnl: 'GRP', ptn, band: p.stg === 'ST' ? 'U' : r.pick(['B', 'C']), parts: [['GRP', r.int(18, 60), null]] });
      }
      continue;
    }
    const stgBase = p.stg === 'ST' ? (p.gnr === 'FAM' ? 5.5 : 5.5) : p.gnr === 'PAN' ? 13 : p.typ === 'Visiting' ? 18.5 : 17;
    const dayF = w === 6 ? 1.35 : w === 5 ? 1.25 : w === 0 ? 1.1 : w === 2 ? 0.75 : 1;
    const typF = pf.typ === 'PRV' ? 0.75 : pf.typ === 'PRS' ? 0.9 : pf.typ === 'REL' || pf.typ === 'BSL' || pf.typ === 'AD' ? 0.8 : 1;
    const xmas = p.gnr === 'PAN' && pf.dt.slice(5) >= '12-18' && pf.dt.slice(5) <= '12-31' ? 1.3 : 1;
    const growth = 1 + 0.05 * (yr(pf.dt) - 2024);
    const lam = stgBase * p.pop * dayF * typF * xmas * growth;
    const n = r.poisson(lam);
    for (let k = 0; k < n; k++) {
      const chnl = r.weighted([['WEB', 56], ['BO', 17], ['TEL', 15], ['AGT', p.typ === 'Visiting' || p.gnr === 'PAN' ? 7 : 0]] as const) as string;
      let sale = addDays(pf.dt, -leadDays(p, pf));
      if (chnl === 'BO' && r.chance(0.45)) sale = pf.dt;
      let ptn: Ptn | null = null;
      if (chnl !== 'AGT' && !(chnl === 'BO' && r.chance(0.3))) {
        ptn = pickPtn(sale);
        if (ptn === null) continue;
      }
      // Friends priority booking: a member may book up to 14 days before general sale
      const isFriend = ptn !== null && friendOn(ptn, sale);
      if (sale < p.onsale && !(isFriend && daysBetween(sale, p.onsale) <= 14)) sale = p.onsale;
      if (sale < earliest && !(isFriend && sale >= GO_LIVE)) continue;
      if (sale > cutoff) continue;
      const band = pickBand(p);
      const family = p.gnr === 'PAN' || p.gnr === 'FAM';
      let first: string | null;
      if (isFriend && ptn !== null && friendOn(ptn, sale) && r.chance(0.62)) first = 'FRD';
      else first = r.weighted<string | null>(family ? [[null, 62], ['SNR', 26], ['STU', 4], ['U18', 8]] : [[null, 60], ['SNR', 27], ['STU', 8], ['U18', 5]]);
      const qty = pickQty(p);
      const parts: [string | null, number, string | null][] = [];
      if (family && qty >= 3 && first !== 'U18' && r.chance(0.7)) {
        const kids = r.int(1, qty - 1);
        parts.push([first, qty - kids, null], ['U18', kids, null]);
      } else if (!family && qty >= 2 && first === null && r.chance(0.15)) {
        parts.push([null, 1, null], [r.pick(['SNR', 'STU']), qty - 1, null]);
      } else parts.push([first, qty, null]);
      addBooking(pf, { sale, chnl, ptn, band, parts });
    }
    // group bookings
    if (pf.typ === 'STD' && r.chance(p.stg === 'MH' ? 0.16 : 0.06)) {
      const sale = addDays(pf.dt, -r.int(21, 120));
      if (sale >= earliest && sale <= cutoff) {
        addBooking(pf, { sale, chnl: 'GRP', ptn: pickPtn(sale), band: p.stg === 'ST' ? 'U' : r.pick(['B', 'C']), parts: [['GRP', r.int(10, 26), null]] });
      }
    }
    // comps
    const nComp = pf.typ === 'PRS' ? (p.stg === 'MH' ? r.int(9, 16) : r.int(4, 7)) : pf.typ === 'PRV' ? r.int(0, 2) : r.chance(0.12) ? 1 : 0;
    for (let k = 0; k < nComp; k++) {
      if (pf.cxl !== null) break;
      const sale = addDays(pf.dt, -r.int(0, 21));
      if (sale > LAST || sale < GO_LIVE) continue;
      const rsn = pf.typ === 'PRS' ? r.weighted([['Press', 45], ['Company', 25], ['House', 20], ['Sponsor', 10]] as const) : r.weighted([['Company', 50], ['House', 35], ['Sponsor', 15]] as const);
      addBooking(pf, { sale, chnl: 'BO', ptn: pickPtn(sale), band: p.stg === 'ST' ? 'U' : rsn === 'Press' || rsn === 'Sponsor' ? 'A' : r.pick(['A', 'B']), parts: [['CMP', rsn === 'Press' ? r.pick([1, 2, 2]) : r.int(1, 4), rsn]] });
    }
  }

  // refunds: cancelled performances (some patrons moved to another performance instead), and goodwill refunds
  const byBkg = new Map<number, Line[]>();
  for (const l of lines) {
    const list = byBkg.get(l.bkg) ?? [];
    list.push(l);
    byBkg.set(l.bkg, list);
  }
  for (const list of byBkg.values()) {
    const l0 = list[0] as Line;
    const pf = l0.perf;
    if (pf.cxl !== null) {
      const alt = pf.prod.perfs.filter((x) => x.cxl === null && x.dt > pf.dt && x.typ === 'STD' && x.tm >= '17:00' === pf.tm >= '17:00');
      if (pf.prod.cd !== 'PKT25' && alt.length > 0 && r.chance(0.35)) {
        const to = r.pick(alt.slice(0, 6));
        for (const l of list) l.perf = to;
        continue;
      }
      const rfd = pf.prod.cd === 'PKT25' ? addDays(PKT_CANCELLED_ON, r.int(1, 12)) : addDays(pf.dt, r.int(0, 6));
      for (const l of list) {
        l.stat = 'RFD';
        l.rfd = maxDate(rfd, l.sale);
      }
    } else if (l0.conc !== 'CMP' && l0.chnl !== 'GRP' && r.chance(0.011)) {
      const rfd = addDays(l0.sale, r.int(1, Math.max(1, daysBetween(l0.sale, pf.dt))));
      if (rfd <= LAST && rfd <= pf.dt) {
        for (const l of list) {
          l.stat = 'RFD';
          l.rfd = rfd;
        }
      }
    }
  }
  // booking references in order of sale
  const order = [...byBkg.values()].sort((a, b) => {
    const x = a[0] as Line;
    const y = b[0] as Line;
    return x.sale < y.sale ? -1 : x.sale > y.sale ? 1 : x.bkg - y.bkg;
  });
  const ref = new Map<number, string>();
  order.forEach((list, k) => ref.set((list[0] as Line).bkg, `BK${104210 + k}`));
  lines.sort((a, b) => (a.sale < b.sale ? -1 : a.sale > b.sale ? 1 : a.bkg !== b.bkg ? a.bkg - b.bkg : 0));

  // ---------------------------------------------------------------- company: crew and contracts
  const crewName = uniqueNames(r, CREW_FIRST, CREW_LAST, used);
  const crews: Crew[] = [];
  const makeCrew = (dept: string, n: number) => {
    for (let k = 0; k < n; k++) {
      const [f, l] = crewName();
      crews.push({
        no: 0, nm: `${f} ${l}`, dept,
        eq: dept === 'CST' || dept === 'SMG' || (dept === 'CRE' && r.chance(0.3)) ? (r.chance(dept === 'CST' ? 0.93 : 0.8) ? `M${r.int(100000, 999999)}` : null) : null,
        agnt: dept === 'CST' ? (r.chance(0.9) ? r.pick(AGENTS) : null) : dept === 'CRE' ? (r.chance(0.55) ? r.pick(AGENTS) : null) : null,
        twn: dept === 'TEC' || dept === 'WRD' ? r.pick(['Marlbridge', 'Marlbridge', 'Marlbridge', 'Bristol', 'Birmingham']) : r.pick(TOWNS),
        w: r.weighted([[1, 60], [3, 25], [7, 11], [12, 4]] as const),
      });
    }
  };
  makeCrew('CST', 175);
  makeCrew('CRE', 42);
  makeCrew('SMG', 22);
  makeCrew('TEC', 16);
  makeCrew('WRD', 10);
  const shuffledCrew = r.shuffle(crews);
  shuffledCrew.forEach((c, k) => (c.no = 5001 + k * 3 + r.int(0, 2)));
  crews.sort((a, b) => a.no - b.no);

  const ctrs: Ctr[] = [];
  const busy = new Map<number, [string, string][]>();
  const free = (c: Crew, s: string, e: string) => !(busy.get(c.no) ?? []).some(([a, b]) => !(e < a || s > b));
  const pickCrew = (dept: string, s: string, e: string, taken: Set<number>, preferRegulars = true): Crew => {
    const pool = crews.filter((c) => c.dept === dept && !taken.has(c.no) && free(c, s, e));
    if (pool.length === 0) throw new Error(`no free ${dept}`);
    return preferRegulars ? r.weighted(pool.map((c) => [c, c.w] as const)) : r.pick(pool);
  };
  const feeYear = (d: string) => 1 + 0.045 * (yr(d) - 2023);
  for (const p of prods) {
    if (p.typ === 'Visiting') continue;
    const rehWeeks = p.stg === 'MH' ? (p.gnr === 'MUS' ? 5 : 4) : 3;
    let reh = addDays(p.first, -7 * rehWeeks);
    while (dayOfWeek(reh) !== 1) reh = addDays(reh, -1);
    const runEnd = p.last;
    const prs = (p.perfs.find((x) => x.typ === 'PRS') as Perf).dt;
    const taken = new Set<number>();
    const add = (dept: string, role: string, strt: string, end: string, wk: number | null, flat: number | null, crew?: Crew) => {
      const c = crew ?? pickCrew(dept, strt, end, taken);
      taken.add(c.no);
      busy.set(c.no, [...(busy.get(c.no) ?? []), [strt, end]]);
      const wks = Math.ceil((daysBetween(strt, end) + 1) / 7);
      ctrs.push({ no: '', prod: p, crew: c, dept, role, strt, end, wks, wk, flat, sts: 'Signed', term: null });
    };
    const f = feeYear(p.first);
    const roles = CAST_ROLES[p.cd] as string[];
    if (!roles) throw new Error(`no roles for ${p.cd}`);
    roles.forEach((role, k) => {
      let fee = 56000 * f;
      if (role === 'Ensemble') fee = 53000 * f;
      else if (k === 0 && p.gnr === 'PAN') fee = 105000 * f + r.int(0, 6) * 2500;
      else if (k < 2) fee = (70000 + r.int(0, 12) * 2500) * f;
      else if (k < 4) fee = (60000 + r.int(0, 6) * 2500) * f;
      add('CST', role, reh, runEnd, Math.round((fee * (p.stg === 'ST' ? 0.95 : 1)) / 500) * 500, null);
    });
    const dirFee = p.stg === 'MH' ? r.int(80, 130) * 100 : r.int(35, 55) * 100;
    add('CRE', 'Director', reh, prs, null, dirFee * 100);
    add('CRE', 'Designer', addDays(reh, -56), prs, null, r50(dirFee * r.float(0.55, 0.75)) * 100);
    add('CRE', 'Lighting Designer', addDays(reh, 14), prs, null, r50(dirFee * r.float(0.3, 0.4)) * 100);
    add('CRE', 'Sound Designer', addDays(reh, 14), prs, null, r50(dirFee * r.float(0.22, 0.3)) * 100);
    if (p.gnr === 'MUS' || p.gnr === 'PAN') {
      add('CRE', 'Choreographer', reh, prs, null, r50(dirFee * r.float(0.3, 0.4)) * 100);
      add('CRE', 'Musical Director', reh, runEnd, Math.round((82000 * f) / 500) * 500, null);
    } else if (r.chance(0.4)) add('CRE', 'Composer', addDays(reh, -28), prs, null, r50(dirFee * r.float(0.25, 0.35)) * 100);
    const sm = (base: number) => Math.round((base * f) / 500) * 500;
    if (p.stg === 'MH') add('SMG', 'Company Stage Manager', addDays(reh, -7), addDays(runEnd, 1), sm(72000), null);
    add('SMG', 'Deputy Stage Manager', reh, addDays(runEnd, 1), sm(p.stg === 'MH' ? 64000 : 62000), null);
    add('SMG', 'Assistant Stage Manager', reh, addDays(runEnd, 1), sm(58000), null);
    if (p.gnr === 'PAN' || p.gnr === 'MUS') add('SMG', 'Assistant Stage Manager', reh, addDays(runEnd, 1), sm(58000), null);
    const fit = addDays(p.first, -10);
    if (p.stg === 'MH') {
      add('TEC', 'Production Electrician', fit, addDays(runEnd, 1), sm(66000), null);
      if (p.gnr === 'PAN' || p.gnr === 'MUS') add('TEC', 'Sound No.1', fit, addDays(runEnd, 1), sm(64000), null);
      add('WRD', 'Wardrobe Supervisor', addDays(reh, -14), addDays(runEnd, 1), sm(62000), null);
      if (p.gnr === 'PAN' || p.gnr === 'MUS') add('WRD', 'Dresser', fit, runEnd, sm(50000), null);
    } else add('TEC', 'Technician', fit, addDays(runEnd, 1), sm(60000), null);
  }
  // statuses
  for (const c of ctrs) {
    if (c.prod.cd === 'GHO27' && r.chance(0.4)) c.sts = 'Pending';
    if (c.prod.cd === 'JKB26' && c.dept === 'CRE' && c.role === 'Sound Designer') c.sts = 'Pending';
  }
  const voidIn = ['DOL24', 'HBL24', 'CHO24'];
  for (const cd of voidIn) {
    const c = r.pick(ctrs.filter((x) => x.prod.cd === cd && x.dept === 'CST' && x.role !== 'Ensemble'));
    // the first choice withdrew before rehearsals; a replacement was engaged for the same part
    const rep = pickCrew('CST', c.strt, c.end, new Set(ctrs.filter((x) => x.prod === c.prod).map((x) => x.crew.no)));
    ctrs.push({ ...c, crew: rep });
    c.sts = 'Void';
  }
  const termIn: [string, number][] = [['TWN24', 12], ['ALD24', 20], ['MTB25', 9], ['LHK26', 15]];
  for (const [cd, after] of termIn) {
    const c = r.pick(ctrs.filter((x) => x.prod.cd === cd && x.dept === 'CST'));
    const p = c.prod;
    c.term = addDays(p.first, after);
  }
  ctrs.sort((a, b) => (a.strt < b.strt ? -1 : a.strt > b.strt ? 1 : a.prod.cd < b.prod.cd ? -1 : a.prod.cd > b.prod.cd ? 1 : 0));
  const seqByYear: Record<string, number> = {};
  for (const c of ctrs) {
    const y = c.strt.slice(2, 4);
    seqByYear[y] = (seqByYear[y] ?? 0) + r.int(1, 3);
    c.no = `K${y}-${pad(seqByYear[y] as number, 4)}`;
  }

  // ---------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA pbx;
CREATE TABLE pbx.prodn (
  prod_cd varchar(6) PRIMARY KEY,
  prod_ttl varchar(60) NOT NULL,
  prod_typ varchar(15) NOT NULL,
  cmpny_nm varchar(60),
  gnr_cd char(3) NOT NULL,
  age_guid varchar(10),
  bdgt_gbp integer,
  vst_split_pct numeric(5,2),
  onsale_dt date,
  stat_cd char(3) NOT NULL
);
CREATE TABLE pbx.perf (
  perf_id integer PRIMARY KEY,
  prod_cd varchar(6) NOT NULL REFERENCES pbx.prodn (prod_cd),
  venue_cd char(2) NOT NULL,
  perf_dt date NOT NULL,
  perf_tm time NOT NULL,
  perf_typ_cd varchar(3) NOT NULL DEFAULT 'STD',
  cxl_yn char(1) NOT NULL DEFAULT 'N',
  cxl_rsn varchar(60)
);
CREATE TABLE pbx.prc (
  prod_cd varchar(6) NOT NULL,
  band_cd char(1) NOT NULL,
  full_p integer NOT NULL,
  PRIMARY KEY (prod_cd, band_cd)
);
CREATE TABLE pbx.ptn (
  ptn_no integer PRIMARY KEY,
  ttl varchar(5),
  fst_nm varchar(40),
  lst_nm varchar(40) NOT NULL,
  eml_addr varchar(120),
  pcode_dist varchar(5),
  cr_dt date NOT NULL,
  mkt_optin_yn char(1) NOT NULL DEFAULT 'N',
  acc_req_yn char(1) NOT NULL DEFAULT 'N',
  inact_dt date,
  inact_rsn varchar(4),
  mrg_into_ptn integer
);
CREATE TABLE pbx.frnd (
  mbsp_id integer PRIMARY KEY,
  ptn_ref integer NOT NULL,
  tier_nm varchar(20) NOT NULL,
  jnt_yn char(1) NOT NULL DEFAULT 'N',
  strt_dt date NOT NULL,
  exp_dt date NOT NULL,
  fee_p integer NOT NULL,
  pay_mthd varchar(15) NOT NULL,
  renew_of integer,
  cxl_dt date
);
CREATE TABLE pbx.tkt_ln (
  ln_id integer PRIMARY KEY,
  bkg_ref varchar(10) NOT NULL,
  ptn_no integer REFERENCES pbx.ptn (ptn_no),
  perf_id integer NOT NULL REFERENCES pbx.perf (perf_id),
  sale_dt date NOT NULL,
  chnl_cd varchar(3) NOT NULL,
  band_cd char(1) NOT NULL,
  conc_cd varchar(3),
  cmp_rsn varchar(10),
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  fee_p integer NOT NULL DEFAULT 0,
  stat_cd char(3) NOT NULL,
  rfd_dt date
);
CREATE TABLE pbx.crew (
  art_no integer PRIMARY KEY,
  disp_nm varchar(60) NOT NULL,
  prim_dept char(3) NOT NULL,
  equity_no varchar(8),
  agnt_nm varchar(60),
  base_twn varchar(30)
);
CREATE TABLE pbx.engmt (
  cntr_no varchar(10) PRIMARY KEY,
  prodn_cd varchar(6) NOT NULL,
  art_no integer NOT NULL REFERENCES pbx.crew (art_no),
  dept_cd char(3) NOT NULL,
  role_nm varchar(60) NOT NULL,
  strt_dt date NOT NULL,
  end_dt date NOT NULL,
  wks_qty smallint NOT NULL,
  wk_fee_p integer,
  flat_fee_p integer,
  ctr_sts varchar(10) NOT NULL,
  term_dt date
);
`;
  const prodRows = [...prods].sort((a, b) => (a.first < b.first ? -1 : 1));
  return [
    ddl,
    insertRows(
      'pbx.prodn',
      ['prod_cd', 'prod_ttl', 'prod_typ', 'cmpny_nm', 'gnr_cd', 'age_guid', 'bdgt_gbp', 'vst_split_pct', 'onsale_dt', 'stat_cd'],
      prodRows.map((p) => [p.cd, p.ttl, p.typ, p.cmpny, p.gnr, p.age, p.bdgt, p.split, p.onsale, p.stat]),
    ),
    insertRows(
      'pbx.perf',
      ['perf_id', 'prod_cd', 'venue_cd', 'perf_dt', 'perf_tm', 'perf_typ_cd', 'cxl_yn', 'cxl_rsn'],
      perfs.map((pf) => [pf.id, pf.prod.cd, pf.prod.stg, pf.dt, pf.tm, pf.typ, pf.cxl === null ? 'N' : 'Y', pf.cxl]),
    ),
    insertRows(
      'pbx.prc',
      ['prod_cd', 'band_cd', 'full_p'],
      prodRows.flatMap((p) => Object.entries(p.prices).map(([b, v]) => [p.cd, b, v])),
    ),
    insertRows(
      'pbx.ptn',
      ['ptn_no', 'ttl', 'fst_nm', 'lst_nm', 'eml_addr', 'pcode_dist', 'cr_dt', 'mkt_optin_yn', 'acc_req_yn', 'inact_dt', 'inact_rsn', 'mrg_into_ptn'],
      [...ptns]
        .sort((a, b) => a.no - b.no)
        .map((p) =>
          p.rsn === 'GDPR'
            ? [p.no, null, 'ERASED', 'ERASED', null, null, p.cr, 'N', 'N', p.inact, p.rsn, null]
            : [p.no, p.ttl, p.first, p.last, p.eml, p.pcode, p.cr, p.optin, p.acc, p.inact, p.rsn, p.mrg],
        ),
    ),
    insertRows(
      'pbx.frnd',
      ['mbsp_id', 'ptn_ref', 'tier_nm', 'jnt_yn', 'strt_dt', 'exp_dt', 'fee_p', 'pay_mthd', 'renew_of', 'cxl_dt'],
      mbsps.map((m) => [m.id, m.ptn.no, m.tier, m.jnt, m.strt, m.exp, m.fee, m.mthd, m.renewOf ? m.renewOf.id : null, m.cxl]),
    ),
    insertRows(
      'pbx.tkt_ln',
      ['ln_id', 'bkg_ref', 'ptn_no', 'perf_id', 'sale_dt', 'chnl_cd', 'band_cd', 'conc_cd', 'cmp_rsn', 'qty', 'unit_p', 'fee_p', 'stat_cd', 'rfd_dt'],
      lines.map((l, k) => [900001 + k, ref.get(l.bkg), l.ptn ? l.ptn.no : null, l.perf.id, l.sale, l.chnl, l.band, l.conc, l.cmp, l.qty, l.unit, l.fee, l.stat, l.rfd]),
    ),
    insertRows(
      'pbx.crew',
      ['art_no', 'disp_nm', 'prim_dept', 'equity_no', 'agnt_nm', 'base_twn'],
      crews.map((c) => [c.no, c.nm, c.dept, c.eq, c.agnt, c.twn]),
    ),
    insertRows(
      'pbx.engmt',
      ['cntr_no', 'prodn_cd', 'art_no', 'dept_cd', 'role_nm', 'strt_dt', 'end_dt', 'wks_qty', 'wk_fee_p', 'flat_fee_p', 'ctr_sts', 'term_dt'],
      ctrs.map((c) => [c.no, c.prod.cd, c.crew.no, c.dept, c.role, c.strt, c.end, c.wks, c.wk, c.flat, c.sts, c.term]),
    ),
  ].join('\n');
}
