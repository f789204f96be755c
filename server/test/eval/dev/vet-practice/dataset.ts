/**
 * Dales & Moor Veterinary Group, six first-opinion small-animal practices in one county: Harrowgate Central
 * (24-hour emergency cover), Knaresby, Otterley Animal Hospital (also 24-hour), Wetherden, Pateley and Selbourne
 * (opened March 2026). Each practice has a lead vet; the lead vets report to the group's clinical director.
 *
 * Schema `pms` (the practice management system):
 * - `clinic`: the practices, keyed by `clinic_cd` (HAR, KNB, OTT, WTH, PAT, SEL). `clinic_nm` the practice name;
 *   `town`; `opened_yr` the year it opened (integer); `er_24h_yn` Y when the practice gives 24-hour emergency cover,
 *   N otherwise; `consult_rms` the number of consulting rooms.
 * - `staff`: clinical staff, keyed by `staff_no`. `full_nm`; `role_cd` CD clinical director, LV lead vet (one per
 *   practice), VS veterinary surgeon, RVN registered veterinary nurse or SVN student veterinary nurse; `clinic_cd`
 *   the practice they work at (NULL for the clinical director); `sup_no` the `staff_no` of the person they report to
 *   (lead vets report to the clinical director; vets and nurses to their practice's lead vet; NULL for the director);
 *   `hire_dt`; `term_dt` the last day of employment, NULL for current staff; `fte` the contracted full-time
 *   equivalent (1.0 full time).
 * - `client`: pet owners (client accounts), keyed by `acct_no` (text like 'A10234'). `first_nm`, `last_nm`; `town`
 *   where they live; `home_clinic` the practice they are registered with (`clinic.clinic_cd`); `reg_dt` the day they
 *   registered, kept as text 'YYYY-MM-DD' by the old system the accounts were migrated from; `sms_optin` 1 when they
 *   agreed to SMS reminders, 0 otherwise; `acct_sts` ACT for an open account, CLS for a closed one.
 * - `patient`: the pets, keyed by `pat_no` (text like 'P004512'). `acct_no` the owner (`client.acct_no`); `pet_nm`;
 *   `spc_cd` the species: CAN dog, FEL cat, RAB rabbit, GPG guinea pig, AVI bird, REP reptile; `breed`; `sex` M or F;
 *   `neut_yn` Y when neutered or spayed; `birth_yr` the year of birth (integer, often estimated for rescues);
 *   `wt_kg` the last recorded weight in kg; `chip_no` the microchip number, NULL when not chipped; `ins_co` the
 *   pet insurer's name, NULL when the pet is not insured; `dec_dt` the date the pet died, NULL while alive.
 * - `appt`: appointments, keyed by `appt_no`. `pat_no` the pet; `clinic_cd` where; `seen_by` the vet or nurse
 *   (`staff.staff_no`); `appt_dt` the day; `appt_typ` CONS consultation, VACC vaccination, NURS nurse clinic, DENT
 *   dental, SURG surgery or EMER emergency; `sts_cd` BKD booked (still to come), CMP completed (attended), CXL
 *   cancelled by the owner or DNA did not attend (no-show); `bkd_min` the length booked in minutes; `chnl_cd` how it
 *   was booked: ONL online, PHN phone or WLK walk-in.
 * - `tx_line`: treatments and services given at completed appointments, one row per line, keyed by (`appt_no`, `ln`).
 *   `tx_cd` the treatment code and `tx_desc` its description; `tx_cat` CONS consultation, VACC vaccine, DIAG lab
 *   test or imaging, PROC minor procedure, DENT dental, SURG surgery, ANAES anaesthetic, HOSP hospitalisation, NURS
 *   nurse clinic, EUTH euthanasia and aftercare; `qty`; `amt` the amount charged for the line, after any wellness-plan
 *   discount (plan members get the booster vaccine free and 10% off other lines except euthanasia and aftercare).
 * - `rx`: prescriptions, keyed by `rx_no` (text like 'RX0012345'). `appt_no` the appointment it was written at,
 *   NULL for a repeat prescription issued without an appointment; `pat_no` the pet; `drug_nm` the product as
 *   dispensed; `drug_cls` ANTIBIO antibiotic, NSAID anti-inflammatory, ANALG other pain relief, PARASIT flea, tick
 *   and worm treatment, DERM skin and allergy, CARDIAC heart, ENDO hormonal (thyroid), STEROID; `qty` the units
 *   dispensed; `unit` TAB, ML, PIP (pipette) or CHEW; `repeats` the number of repeats allowed; `presc_by` the
 *   prescribing vet (`staff.staff_no`); `rx_dt`; `ctrl_yn` Y for a controlled drug; `chg_amt` the charge.
 *
 * Schema `fin` (accounts):
 * - `invoice`: one invoice per completed appointment, and one per repeat prescription, keyed by `inv_no`. `acct_no`
 *   the client; `clinic_cd`; `appt_no` (NULL for a repeat prescription invoice, then `rx_no` is set; NULL otherwise);
 *   `inv_dt`; `due_dt` 30 days later; `inv_amt` the total charged (treatment lines plus prescriptions); `disc_amt` the
 *   wellness-plan discount already taken off; `paid_amt` what has been paid so far; `paid_dt` the day it was paid in
 *   full, NULL otherwise; `sts_cd` PAID, PART (part paid), OPEN (nothing paid yet; overdue once past `due_dt`) or
 *   WOFF (written off as a bad debt).
 * - `plan_mbr`: wellness-plan (pet health plan) memberships, keyed by `mbr_no` (text like 'WP-1042'). `pat_no` the
 *   pet; `plan_cd` PUPPY, KITTEN, ADULT_DOG, ADULT_CAT, SENIOR_DOG, SENIOR_CAT or RABBIT; `mo_fee` the monthly fee;
 *   `start_dt`; `end_dt` the day it ended, NULL while the membership is active; `end_rsn` CXL cancelled by the owner,
 *   LAP lapsed after failed payments, DEC the pet died, UPG moved on to another plan (a puppy or kitten plan becomes
 *   an adult one), NULL while active; `enrl_by` the staff member who signed the owner up (`staff.staff_no`).
 *
 * Appointments, treatments, prescriptions and invoices run from January 2025 to 2026-11-24, plus appointments booked
 * for the four weeks after; plan memberships start from 2023.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";
const BOOK_UNTIL = "2026-12-22";

const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => new Date(toMs(d) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY_MS);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const minIso = (a: string, b: string) => (a < b ? a : b);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, "0");

type Spc = "CAN" | "FEL" | "RAB" | "GPG" | "AVI" | "REP";

/** [clinic_cd, clinic_nm, town, opened_yr, er_24h_yn, consult_rms, first day of data] */
const CLINICS: [string, string, string, number, string, number, string][] = [
  ["HAR", "Harrowgate Central Vets", "Harrowgate", 2004, "Y", 6, FIRST_DAY],
  ["KNB", "Knaresby Vets", "Knaresby", 2011, "N", 3, FIRST_DAY],
  ["OTT", "Otterley Animal Hospital", "Otterley", 2008, "Y", 5, FIRST_DAY],
  ["WTH", "Wetherden Vets", "Wetherden", 2015, "N", 3, FIRST_DAY],
  ["PAT", "Pateley Vets", "Pateley", 2019, "N", 2, FIRST_DAY],
  ["SEL", "Selbourne Vets", "Selbourne", 2026, "N", 2, "2026-03-02"],
];
const CLINIC_START: Record<string, string> = Object.fromEntries(CLINICS.map((c) => [c[0], c[6]]));

/** [staff_no, full_nm, role_cd, clinic_cd, sup_no, hire_dt, term_dt, fte] */
const STAFF: [number, string, string, string | null, number | null, string, string | null, number][] = [
  [100, "Miriam Castell", "CD", null, null, "2004-03-01", null, 1.0],
  [110, "Owen Pryce", "LV", "HAR", 100, "2009-06-15", null, 1.0],
  [111, "Hannah Ludlow", "VS", "HAR", 110, "2016-09-05", null, 1.0],
  [112, "Tomasz Nowak", "VS", "HAR", 110, "2019-02-11", null, 0.8],
  [113, "Aisha Karim", "VS", "HAR", 110, "2025-09-01", null, 1.0],
  [114, "Gareth Bevan", "VS", "HAR", 110, "2014-04-22", "2025-07-31", 1.0],
  [115, "Jade Whitlock", "RVN", "HAR", 110, "2013-08-19", null, 1.0],
  [116, "Connor Mackie", "RVN", "HAR", 110, "2020-01-06", null, 1.0],
  [117, "Leanne Foster", "RVN", "HAR", 110, "2017-05-02", "2026-04-30", 0.6],
  [118, "Ruby Ashworth", "SVN", "HAR", 110, "2025-09-01", null, 1.0],
  [120, "Priya Venkatesh", "LV", "KNB", 100, "2012-03-12", null, 1.0],
  [121, "Daniel Moreau", "VS", "KNB", 120, "2018-10-01", null, 1.0],
  [122, "Sophie Carrick", "RVN", "KNB", 120, "2015-01-19", null, 1.0],
  [123, "Megan Doyle", "RVN", "KNB", 120, "2022-07-04", null, 0.8],
  [124, "Ellis Thornton", "SVN", "KNB", 120, "2024-09-02", "2025-12-19", 1.0],
  [130, "James Whitfield", "LV", "OTT", 100, "2008-05-06", null, 1.0],
  [131, "Laura Kinsella", "VS", "OTT", 130, "2015-11-16", null, 1.0],
  [132, "Ben Osei", "VS", "OTT", 130, "2021-03-01", null, 1.0],
  [133, "Chloe Ramsden", "RVN", "OTT", 130, "2012-06-25", null, 1.0],
  [134, "Natalie Price", "RVN", "OTT", 130, "2019-09-09", null, 1.0],
  [140, "Fiona Gallagher", "LV", "WTH", 100, "2015-02-02", null, 1.0],
  [141, "Marcus Hale", "VS", "WTH", 140, "2017-07-17", null, 0.6],
  [142, "Amber Lowe", "RVN", "WTH", 140, "2016-04-04", null, 1.0],
  [143, "Kirsty Blain", "RVN", "WTH", 140, "2023-01-09", null, 0.8],
  [144, "Ivan Petrov", "VS", "WTH", 140, "2026-02-02", null, 1.0],
  [150, "Rhys Morgan", "LV", "PAT", 100, "2019-04-01", null, 1.0],
  [151, "Elena Ruiz", "VS", "PAT", 150, "2020-08-10", null, 1.0],
  [152, "Holly Benson", "RVN", "PAT", 150, "2019-04-01", null, 1.0],
  [153, "Zoe Cartwright", "SVN", "PAT", 150, "2025-01-13", null, 1.0],
  [160, "Samira Haddad", "LV", "SEL", 100, "2026-01-12", null, 1.0],
  [161, "Callum Fraser", "VS", "SEL", 160, "2026-02-16", null, 1.0],
  [162, "Georgia Wells", "RVN", "SEL", 160, "2026-02-16", null, 1.0],
];
const isVet = (role: string) => role === "LV" || role === "VS";
const isNurse = (role: string) => role === "RVN" || role === "SVN";

/** [town, home clinic, weight] */
const TOWNS: [string, string, number][] = [
  ["Harrowgate", "HAR", 64],
  ["Starbeck", "HAR", 24],
  ["Knaresby", "KNB", 50],
  ["Otterley", "OTT", 48],
  ["Burley", "OTT", 20],
  ["Wetherden", "WTH", 44],
  ["Pateley", "PAT", 34],
  ["Selbourne", "SEL", 26],
];

const FIRST_NAMES = [
  "Sarah", "David", "Emma", "James", "Claire", "Michael", "Rachel", "Paul", "Helen", "Mark", "Joanne", "Andrew",
  "Lucy", "Stephen", "Karen", "Richard", "Nicola", "Peter", "Louise", "Simon", "Gemma", "Neil", "Kate", "Ian",
  "Alison", "Chris", "Victoria", "Robert", "Amy", "Jonathan", "Laura", "Martin", "Sian", "Gary", "Fiona", "Adam",
  "Hayley", "Stuart", "Jenny", "Craig", "Rebecca", "Darren", "Natasha", "Philip", "Beth", "Graham", "Eleanor",
  "Matthew", "Harriet", "Tom", "Olivia", "Sam", "Jasmine", "Ravi", "Anita", "Kwame", "Mei", "Oliver", "Grace",
];
const LAST_NAMES = [
  "Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Robinson",
  "Thompson", "White", "Hughes", "Edwards", "Green", "Hall", "Wood", "Harris", "Lewis", "Martin", "Jackson",
  "Clarke", "Clark", "Turner", "Hill", "Scott", "Cooper", "Morris", "Ward", "Moore", "King", "Watson", "Baker",
  "Harrison", "Morgan", "Patel", "Young", "Allen", "Mitchell", "James", "Anderson", "Phillips", "Lee", "Bell",
  "Parker", "Davis", "Kelly", "Shaw", "Holmes", "Marsden", "Ackroyd", "Sutcliffe", "Haigh", "Firth", "Barraclough",
];
const PET_NAMES = [
  "Bella", "Max", "Luna", "Charlie", "Poppy", "Alfie", "Daisy", "Teddy", "Milo", "Molly", "Bailey", "Rosie",
  "Buster", "Ruby", "Archie", "Coco", "Bear", "Willow", "Oscar", "Tilly", "Loki", "Nala", "Simba", "Misty", "Tigger",
  "Smudge", "Jasper", "Pepper", "Biscuit", "Maple", "Ziggy", "Hazel", "Rocky", "Skye", "Winston", "Lola", "Murphy",
  "Honey", "Bruno", "Cleo", "Dexter", "Mabel", "Ted", "Sooty", "Fudge", "Bramble", "Otis", "Pippa", "Reggie", "Kiwi",
  "Nibbles", "Thumper", "Peanut", "Bonnie", "Shadow", "Hugo", "Frankie", "Olive", "Rolo", "Toffee",
];

/** species: [breed, weight kg low, high, weight] */
const BREEDS: Record<Spc, [string, number, number, number][]> = {
  CAN: [
    ["Labrador Retriever", 25, 38, 14],
    ["Cocker Spaniel", 11, 16, 11],
    ["Cockapoo", 7, 14, 12],
    ["Border Collie", 14, 22, 8],
    ["Staffordshire Bull Terrier", 12, 19, 8],
    ["Jack Russell Terrier", 5, 8, 8],
    ["French Bulldog", 9, 14, 7],
    ["German Shepherd", 28, 42, 5],
    ["Springer Spaniel", 18, 25, 7],
    ["Golden Retriever", 25, 36, 5],
    ["Dachshund", 6, 11, 4],
    ["Whippet", 10, 15, 3],
    ["Crossbreed", 8, 30, 8],
  ],
  FEL: [
    ["Domestic Shorthair", 3.2, 6.5, 52],
    ["Domestic Longhair", 3.5, 6.5, 12],
    ["British Shorthair", 4, 7.5, 9],
    ["Maine Coon", 5, 9, 5],
    ["Ragdoll", 4, 7.5, 6],
    ["Bengal", 3.5, 6.5, 5],
    ["Siamese", 3, 5.5, 4],
  ],
  RAB: [
    ["Netherland Dwarf", 0.9, 1.3, 3],
    ["Mini Lop", 1.5, 2.4, 5],
    ["Lionhead", 1.2, 1.8, 3],
    ["Rex", 2.5, 4, 2],
  ],
  GPG: [
    ["Abyssinian", 0.7, 1.2, 2],
    ["American", 0.7, 1.2, 3],
  ],
  AVI: [
    ["Budgerigar", 0.03, 0.045, 3],
    ["Cockatiel", 0.08, 0.11, 3],
    ["African Grey Parrot", 0.4, 0.55, 1],
  ],
  REP: [
    ["Bearded Dragon", 0.3, 0.55, 3],
    ["Leopard Gecko", 0.05, 0.08, 2],
    ["Corn Snake", 0.3, 0.9, 1],
  ],
};

/** [tx_cd, tx_desc, tx_cat, 2025 price] (2026 prices are 5% higher) */
const TX: [string, string, string, number][] = [
  ["CON-STD", "Standard consultation", "CONS", 52],
  ["CON-RCK", "Recheck consultation", "CONS", 30],
  ["CON-EXO", "Exotic species consultation", "CONS", 58],
  ["EMR-OOH", "Emergency consultation", "CONS", 145],
  ["VAC-DOG", "Annual booster - dog", "VACC", 58],
  ["VAC-CAT", "Annual booster - cat", "VACC", 55],
  ["VAC-RAB", "Myxo-RHD vaccine - rabbit", "VACC", 48],
  ["VAC-KC", "Kennel cough vaccine", "VACC", 35],
  ["LAB-BLD", "Blood panel", "DIAG", 95],
  ["LAB-URN", "Urinalysis", "DIAG", 38],
  ["LAB-CYT", "Skin cytology", "DIAG", 45],
  ["IMG-XR", "Radiograph", "DIAG", 180],
  ["IMG-US", "Ultrasound scan", "DIAG", 210],
  ["PRC-NAIL", "Nail clip", "PROC", 12],
  ["PRC-ANAL", "Anal gland expression", "PROC", 22],
  ["PRC-EAR", "Ear flush", "PROC", 45],
  ["PRC-CHIP", "Microchip implant", "PROC", 25],
  ["PRC-WND", "Wound clean and dressing", "PROC", 65],
  ["NRS-CLN", "Nurse clinic", "NURS", 20],
  ["DEN-SCL", "Dental scale and polish", "DENT", 320],
  ["DEN-EXT", "Tooth extraction", "DENT", 65],
  ["SRG-CAST", "Castration", "SURG", 280],
  ["SRG-SPAY", "Spay (ovariohysterectomy)", "SURG", 420],
  ["SRG-LUMP", "Lump removal", "SURG", 350],
  ["SRG-FB", "Foreign body removal", "SURG", 1450],
  ["SRG-CRU", "Cruciate ligament repair", "SURG", 2200],
  ["ANS-GA", "General anaesthetic", "ANAES", 150],
  ["HSP-DAY", "Hospitalisation per day", "HOSP", 85],
  ["EUT-STD", "Euthanasia", "EUTH", 180],
  ["EUT-CREM", "Individual cremation", "EUTH", 165],
];
const TXMAP: Record<string, [string, string, string, number]> = Object.fromEntries(TX.map((t) => [t[0], t]));
const price = (code: string, day: string) => {
  const base = (TXMAP[code] as [string, string, string, number])[3];
  return day >= "2026-01-01" ? round2(base * 1.05) : base;
};

/** [drug_nm, drug_cls, unit, ctrl_yn, price per unit, qty low, qty high, species allowed] */
const DRUGS: [string, string, string, string, number, number, number, Spc[]][] = [
  ["Metacam 1.5mg/ml oral suspension", "NSAID", "ML", "N", 0.9, 10, 100, ["CAN"]],
  ["Metacam 0.5mg/ml cat", "NSAID", "ML", "N", 1.6, 3, 15, ["FEL"]],
  ["Synulox 250mg", "ANTIBIO", "TAB", "N", 1.35, 10, 28, ["CAN", "FEL"]],
  ["Cefalexin 500mg", "ANTIBIO", "TAB", "N", 1.1, 14, 42, ["CAN"]],
  ["Baytril 25mg", "ANTIBIO", "TAB", "N", 1.2, 10, 20, ["RAB", "GPG", "AVI", "REP", "FEL"]],
  ["Gabapentin 100mg", "ANALG", "TAB", "Y", 0.75, 14, 60, ["CAN", "FEL"]],
  ["Buprenorphine 0.3mg/ml", "ANALG", "ML", "Y", 9.5, 1, 3, ["CAN", "FEL", "RAB"]],
  ["Tramadol 50mg", "ANALG", "TAB", "Y", 0.6, 10, 30, ["CAN"]],
  ["Bravecto chewable", "PARASIT", "CHEW", "N", 28, 1, 2, ["CAN"]],
  ["Bravecto Plus spot-on cat", "PARASIT", "PIP", "N", 25, 1, 2, ["FEL"]],
  ["Milbemax tablets", "PARASIT", "TAB", "N", 6.5, 2, 4, ["CAN", "FEL"]],
  ["Apoquel 16mg", "DERM", "TAB", "N", 1.9, 30, 60, ["CAN"]],
  ["Prednicare 5mg", "STEROID", "TAB", "N", 0.45, 14, 40, ["CAN", "FEL"]],
  ["Vetmedin 5mg", "CARDIAC", "CHEW", "N", 1.7, 50, 100, ["CAN"]],
  ["Thyronorm 5mg/ml", "ENDO", "ML", "N", 1.3, 30, 30, ["FEL"]],
  ["Panacur 10% suspension", "PARASIT", "ML", "N", 0.35, 10, 20, ["RAB", "GPG", "REP"]],
];
const DRUG: Record<string, (typeof DRUGS)[number]> = Object.fromEntries(DRUGS.map((d) => [d[0], d]));

/** [plan_cd, monthly fee 2025 and before, monthly fee from 2026] */
const PLANS: Record<string, [number, number]> = {
  PUPPY: [15, 16],
  KITTEN: [12.5, 13],
  ADULT_DOG: [18.5, 19.5],
  ADULT_CAT: [14, 15],
  SENIOR_DOG: [23, 24.5],
  SENIOR_CAT: [19, 20],
  RABBIT: [9.5, 10],
};

const INSURERS: [string, number][] = [
  ["Petplan", 38],
  ["Animal Friends", 22],
  ["ManyPets", 18],
  ["Agria", 12],
  ["Direct Line", 10],
];

function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}

interface Client {
  no: string;
  first: string;
  last: string;
  town: string;
  clinic: string;
  reg: string;
  sms: number;
  sts: string;
  pets: Pet[];
  slowPayer: boolean;
}
interface Pet {
  no: string;
  client: Client;
  name: string;
  spc: Spc;
  breed: string;
  sex: string;
  neut: string;
  birthYr: number;
  wt: number;
  chip: string | null;
  ins: string | null;
  dec: string | null;
  chronic: string | null;
  chronicFrom: string | null;
  vaccinated: boolean;
}
interface Appt {
  no: number;
  pet: Pet;
  clinic: string;
  by: number;
  day: string;
  typ: string;
  sts: string;
  min: number;
  chnl: string;
  special?: "NEUT" | "EUTH";
}
interface Mbr {
  no: string;
  pet: Pet;
  plan: string;
  fee: number;
  start: string;
  end: string | null;
  rsn: string | null;
  by: number;
}

export function datasetSql(): string {
  // Clients
  const rc = seededRandom(40_117);
  const clients: Client[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < 225; i++) {
    const [town, clinic] = rc.weighted(TOWNS.map((t) => [t, t[2]] as const));
    let first = rc.pick(FIRST_NAMES);
    let last = rc.pick(LAST_NAMES);
    while (usedNames.has(`${first} ${last}`)) {
      first = rc.pick(FIRST_NAMES);
      last = rc.pick(LAST_NAMES);
    }
    usedNames.add(`${first} ${last}`);
    const start = clinic === "SEL" ? "2026-03-02" : rc.chance(0.8) ? "2010-01-04" : "2025-01-01";
    const reg = rc.date(start, "2026-11-18");
    clients.push({
      no: "",
      first,
      last,
      town,
      clinic,
      reg,
      sms: rc.chance(0.72) ? 1 : 0,
      sts: "ACT",
      pets: [],
      slowPayer: rc.chance(0.06),
    });
  }
  clients.sort((a, b) => a.reg.localeCompare(b.reg) || a.last.localeCompare(b.last));
  let acctSeq = 10_020;
  for (const c of clients) c.no = `A${(acctSeq += rc.int(1, 9))}`;

  // Pets
  const rp = seededRandom(77_301);
  const pets: Pet[] = [];
  for (const c of clients) {
    const n = rp.weighted<number>([[1, 60], [2, 28], [3, 9], [4, 3]]);
    for (let k = 0; k < n; k++) {
      const spc = rp.weighted<Spc>([["CAN", 50], ["FEL", 36], ["RAB", 6], ["GPG", 3], ["AVI", 3], ["REP", 2]]);
      const [breed, lo, hi] = rp.weighted(BREEDS[spc].map((b) => [b, b[3]] as const));
      const maxAge = spc === "CAN" ? 16 : spc === "FEL" ? 19 : spc === "AVI" ? 20 : spc === "REP" ? 14 : 9;
      const age = Math.min(maxAge, Math.max(0, Math.round(rp.next() ** 1.25 * maxAge)));
      let birthYr = 2026 - age;
      // a pet registered long ago cannot have been born after its owner registered
      const regYr = Number(c.reg.slice(0, 4));
      if (birthYr > 2026) birthYr = 2026;
      if (k === 0 && birthYr > regYr && rp.chance(0.3)) birthYr = Math.max(regYr - 1, 2026 - maxAge);
      const young = 2026 - birthYr;
      const neut =
        spc === "CAN" || spc === "FEL" ? (young >= 1 && rp.chance(spc === "FEL" ? 0.9 : 0.78) ? "Y" : "N") : spc === "RAB" && rp.chance(0.55) ? "Y" : "N";
      const wt = round2((lo + rp.next() * (hi - lo)) * (young === 0 ? 0.55 : 1));
      const chip =
        spc === "CAN" ? (rp.chance(0.97) ? `9410000${pad(rp.int(10_000_000, 99_999_999), 8)}` : null) : spc === "FEL" ? (rp.chance(0.74) ? `9410000${pad(rp.int(10_000_000, 99_999_999), 8)}` : null) : spc === "RAB" && rp.chance(0.2) ? `9410000${pad(rp.int(10_000_000, 99_999_999), 8)}` : null;
      const insP = spc === "CAN" ? 0.52 : spc === "FEL" ? 0.34 : spc === "RAB" ? 0.1 : 0.03;
      const ins = rp.chance(insP) ? rp.weighted(INSURERS) : null;
      const decP = young >= 12 ? 0.3 : young >= 9 ? 0.1 : 0.015;
      const arrive = maxIso(maxIso(c.reg, `${birthYr}-03-01`), FIRST_DAY);
      let dec: string | null = null;
      if (rp.chance(decP) && arrive < "2026-10-01") dec = rp.date(addDays(arrive, 40), LAST_DAY);
      let chronic: string | null = null;
      if (spc === "CAN" && young >= 9 && rp.chance(0.15)) chronic = "Vetmedin 5mg";
      else if (spc === "FEL" && young >= 10 && rp.chance(0.14)) chronic = "Thyronorm 5mg/ml";
      else if (spc === "CAN" && young >= 2 && rp.chance(0.08)) chronic = "Apoquel 16mg";
      else if (spc === "CAN" && young >= 8 && rp.chance(0.12)) chronic = "Gabapentin 100mg";
      const chronicFrom = chronic ? rp.date(arrive, minIso(dec ?? LAST_DAY, "2026-08-31")) : null;
      if (chronicFrom && chronicFrom < arrive) chronic = null;
      const pet: Pet = {
        no: "",
        client: c,
        name: rp.pick(PET_NAMES),
        spc,
        breed,
        sex: rp.chance(0.5) ? "M" : "F",
        neut,
        birthYr,
        wt,
        chip,
        ins,
        dec,
        chronic: chronicFrom && chronicFrom >= arrive ? chronic : null,
        chronicFrom: chronicFrom && chronicFrom >= arrive ? chronicFrom : null,
        vaccinated: spc === "CAN" || spc === "FEL" ? rp.chance(0.82) : spc === "RAB" ? rp.chance(0.6) : false,
      };
      c.pets.push(pet);
      pets.push(pet);
    }
    if (c.pets.every((p) => p.dec !== null) && rp.chance(0.6)) c.sts = "CLS";
  }
  let patSeq = 4_100;
  for (const p of pets) p.no = `P${pad((patSeq += rp.int(1, 6)), 6)}`;

  // Staff helpers
  const activeStaff = (clinic: string, day: string, want: (role: string) => boolean) =>
    STAFF.filter((s) => s[3] === clinic && want(s[2]) && s[5] <= day && (s[6] === null || s[6] >= day));
  const pickStaff = (r: SeededRandom, clinic: string, day: string, want: (role: string) => boolean): number => {
    const cands = activeStaff(clinic, day, want);
    if (cands.length === 0) {
      const vets = activeStaff(clinic, day, isVet);
      if (vets.length === 0) throw new Error(`no staff at ${clinic} on ${day}`);
      return r.weighted(vets.map((s) => [s[0], s[7]] as const));
    }
    // lead vets see fewer patients (management time)
    return r.weighted(cands.map((s) => [s[0], s[7] * (s[2] === "LV" ? 0.7 : 1)] as const));
  };

  // Appointments
  const ra = seededRandom(5_553);
  const appts: Appt[] = [];
  const arriveOf = (p: Pet) => maxIso(maxIso(maxIso(p.client.reg, `${p.birthYr}-03-01`), FIRST_DAY), CLINIC_START[p.client.clinic] as string);
  for (const p of pets) {
    const start = arriveOf(p);
    const end = minIso(p.dec ?? BOOK_UNTIL, BOOK_UNTIL);
    if (start > end) continue;
    const age = 2026 - p.birthYr;
    const rate =
      (p.spc === "CAN" ? 2.7 : p.spc === "FEL" ? 2.0 : p.spc === "RAB" ? 1.5 : 0.9) * (age >= 10 ? 1.5 : age <= 1 ? 1.3 : 1) * Math.exp(normal(ra) * 0.35);
    // a pet already on the books at the start of the period comes in at a random point of its visit cycle; a new
    // one soon after registering
    let day = start === FIRST_DAY ? addDays(start, Math.round((-Math.log(Math.max(ra.next(), 1e-6)) * 365) / rate)) : addDays(start, ra.int(0, 30));
    const events: { day: string; special?: "NEUT" | "EUTH" }[] = [];
    while (day <= end) {
      events.push({ day });
      day = addDays(day, Math.max(3, Math.round((-Math.log(Math.max(ra.next(), 1e-6)) * 365) / rate)));
    }
    // young pets neutered during the period
    if (p.neut === "Y" && p.birthYr >= 2024 && (p.spc === "CAN" || p.spc === "FEL" || p.spc === "RAB")) {
      const nd = addDays(`${p.birthYr}-03-01`, ra.int(150, 330));
      if (nd >= start && nd <= minIso(end, LAST_DAY)) events.push({ day: nd, special: "NEUT" });
    }
    if (p.dec && p.dec >= start && ra.chance(0.75)) events.push({ day: p.dec, special: "EUTH" });
    for (const ev of events) {
      if (ev.day > BOOK_UNTIL) continue;
      if (p.dec && ev.day > p.dec) continue;
      const future = ev.day > LAST_DAY;
      if (future && !ra.chance(0.35)) continue;
      let clinic = p.client.clinic;
      let typ: string;
      if (ev.special === "NEUT") typ = "SURG";
      else if (ev.special === "EUTH") typ = "CONS";
      else {
        const canVacc = p.vaccinated;
        typ = ra.weighted<string>([
          ["CONS", 44],
          ["VACC", canVacc ? 26 : 0],
          ["NURS", p.spc === "CAN" || p.spc === "FEL" || p.spc === "RAB" ? 13 : 3],
          ["DENT", p.spc === "CAN" || p.spc === "FEL" ? (age >= 5 ? 7 : 1.5) : p.spc === "RAB" ? 3 : 0],
          ["SURG", p.spc === "CAN" || p.spc === "FEL" ? 4 : 1],
          ["EMER", 6],
        ]);
      }
      if (typ === "EMER") {
        const er = CLINICS.filter((c) => c[4] === "Y").map((c) => c[0]);
        if (!er.includes(clinic) && ra.chance(0.45)) clinic = clinic === "KNB" || clinic === "SEL" ? "HAR" : "OTT";
      } else if (ra.chance(0.06)) {
        const other = ra.pick(CLINICS.filter((c) => c[0] !== clinic && c[6] <= ev.day).map((c) => c[0]));
        clinic = other;
      }
      const by = pickStaff(ra, clinic, ev.day, typ === "NURS" ? isNurse : isVet);
      let chnl =
        typ === "EMER" ? ra.weighted<string>([["PHN", 60], ["WLK", 40]]) : ra.weighted<string>([["ONL", ev.day >= "2026-01-01" ? 45 : 32], ["PHN", 60], ["WLK", 5]]);
      // nobody walks in to a slot weeks ahead, nor misses or cancels a walk-in
      if (future && chnl === "WLK") chnl = "PHN";
      let sts: string;
      if (future) sts = "BKD";
      else if (typ === "EMER" || ev.special || chnl === "WLK") sts = "CMP";
      else sts = ra.weighted<string>([["CMP", 86], ["CXL", 9], ["DNA", typ === "NURS" ? 8 : 4.5]]);
      const min = { CONS: p.spc === "CAN" || p.spc === "FEL" ? 15 : 20, VACC: 15, NURS: 15, DENT: 60, SURG: 90, EMER: 30 }[typ] as number;
      appts.push({ no: 0, pet: p, clinic, by, day: ev.day, typ, sts, min: ev.special === "EUTH" ? 30 : min, chnl, special: ev.special });
    }
  }
  appts.sort((a, b) => a.day.localeCompare(b.day) || a.clinic.localeCompare(b.clinic) || a.pet.no.localeCompare(b.pet.no));
  let apptSeq = 250_000;
  for (const a of appts) a.no = apptSeq += ra.int(1, 3);

  // Wellness-plan memberships
  const rm = seededRandom(31_907);
  const mbrs: Mbr[] = [];
  const planFor = (p: Pet, day: string): string | null => {
    const ageAt = Number(day.slice(0, 4)) - p.birthYr;
    if (p.spc === "CAN") return ageAt < 1 ? "PUPPY" : ageAt >= 8 ? "SENIOR_DOG" : "ADULT_DOG";
    if (p.spc === "FEL") return ageAt < 1 ? "KITTEN" : ageAt >= 10 ? "SENIOR_CAT" : "ADULT_CAT";
    if (p.spc === "RAB") return "RABBIT";
    return null;
  };
  const enroller = (clinic: string, day: string) => {
    const c = clinic === "SEL" && day < "2026-03-02" ? "SEL" : clinic;
    const cands = STAFF.filter((s) => s[3] === c && s[5] <= day && (s[6] === null || s[6] >= day));
    if (cands.length === 0) return 100;
    return rm.weighted(cands.map((s) => [s[0], isNurse(s[2]) ? 3 : 1] as const));
  };
  for (const p of pets) {
    if (!planFor(p, "2026-01-01")) continue;
    if (!rm.chance(p.spc === "RAB" ? 0.25 : 0.38)) continue;
    const earliest = maxIso(maxIso(p.client.reg, `${p.birthYr}-02-01`), p.client.clinic === "SEL" ? "2026-03-02" : "2023-01-02");
    const latest = minIso(p.dec ?? LAST_DAY, "2026-11-20");
    if (earliest > latest) continue;
    let start = rm.date(earliest, latest);
    let plan = planFor(p, start) as string;
    for (;;) {
      const fees = PLANS[plan] as [number, number];
      const m: Mbr = { no: "", pet: p, plan, fee: start >= "2026-01-01" ? fees[1] : fees[0], start, end: null, rsn: null, by: enroller(p.client.clinic, start) };
      mbrs.push(m);
      let end: string | null = null;
      let rsn: string | null = null;
      if (plan === "PUPPY" || plan === "KITTEN") {
        const grow = addDays(`${p.birthYr + 1}-03-01`, rm.int(0, 60));
        if (grow <= LAST_DAY) {
          end = grow;
          rsn = "UPG";
        }
      }
      if (!end && rm.chance(0.22)) {
        const e = addDays(start, rm.int(60, 900));
        if (e <= LAST_DAY) {
          end = e;
          rsn = rm.weighted<string>([["CXL", 65], ["LAP", 35]]);
        }
      }
      if (p.dec && (!end || end > p.dec)) {
        end = p.dec;
        rsn = "DEC";
      }
      m.end = end;
      m.rsn = rsn;
      if (rsn === "UPG" && end) {
        start = addDays(end, 1);
        plan = planFor(p, start) as string;
        if (plan === "PUPPY" || plan === "KITTEN") plan = p.spc === "CAN" ? "ADULT_DOG" : "ADULT_CAT";
        continue;
      }
      break;
    }
  }
  mbrs.sort((a, b) => a.start.localeCompare(b.start) || a.pet.no.localeCompare(b.pet.no));
  let mbrSeq = 1_000;
  for (const m of mbrs) m.no = `WP-${(mbrSeq += rm.int(1, 4))}`;
  const memberOn = (p: Pet, day: string) => mbrs.some((m) => m.pet === p && m.start <= day && (m.end === null || m.end >= day));

  // Treatment lines, prescriptions and invoices
  const rt = seededRandom(90_211);
  const txRows: unknown[][] = [];
  interface RxOut {
    no: string;
    appt: number | null;
    pet: Pet;
    drug: string;
    qty: number;
    repeats: number;
    by: number;
    day: string;
    amt: number;
    clinic: string;
  }
  const rxs: RxOut[] = [];
  interface InvOut {
    no: string;
    client: Client;
    clinic: string;
    appt: number | null;
    rx: RxOut | null;
    day: string;
    amt: number;
    disc: number;
    pet: Pet;
  }
  const invs: InvOut[] = [];
  const drugFor = (p: Pet, cls: string[]): string | null => {
    const c = DRUGS.filter((d) => cls.includes(d[1]) && d[7].includes(p.spc));
    return c.length ? rt.pick(c)[0] : null;
  };
  const addRx = (a: Appt | null, p: Pet, drug: string, by: number, day: string, clinic: string, repeats: number) => {
    const d = DRUG[drug] as (typeof DRUGS)[number];
    const qty = d[5] === d[6] ? d[5] : rt.int(d[5], d[6]);
    const amt = round2(qty * d[4] * (day >= "2026-01-01" ? 1.04 : 1) + 4.5);
    const rx: RxOut = { no: "", appt: a ? a.no : null, pet: p, drug, qty, repeats, by, day, amt, clinic };
    rxs.push(rx);
    return rx;
  };
  for (const a of appts) {
    if (a.sts !== "CMP") continue;
    const p = a.pet;
    const lines: [string, number][] = [];
    const exotic = p.spc === "AVI" || p.spc === "REP" || p.spc === "GPG";
    const rxHere: RxOut[] = [];
    const vet = a.by;
    if (a.special === "EUTH") {
      lines.push(["EUT-STD", 1]);
      if (rt.chance(0.55)) lines.push(["EUT-CREM", 1]);
    } else if (a.typ === "CONS") {
      lines.push([exotic ? "CON-EXO" : rt.chance(0.2) ? "CON-RCK" : "CON-STD", 1]);
      if (rt.chance(0.22)) lines.push([rt.weighted<string>([["LAB-BLD", 45], ["LAB-URN", 20], ["LAB-CYT", 20], ["IMG-XR", 10], ["IMG-US", 5]]), 1]);
      if (rt.chance(0.15)) lines.push([rt.weighted<string>([["PRC-EAR", 35], ["PRC-ANAL", p.spc === "CAN" ? 35 : 0], ["PRC-NAIL", 20], ["PRC-WND", 15]]), 1]);
      if (!p.chip && (p.spc === "CAN" || p.spc === "FEL") && rt.chance(0.1)) lines.push(["PRC-CHIP", 1]);
      if (rt.chance(0.45)) {
        const d = drugFor(p, rt.weighted<string[]>([[["ANTIBIO"], 40], [["NSAID"], 30], [["DERM", "STEROID"], 18], [["ANALG"], 12]]));
        if (d) rxHere.push(addRx(a, p, d, vet, a.day, a.clinic, rt.weighted<number>([[0, 70], [1, 15], [2, 10], [5, 5]])));
      }
    } else if (a.typ === "VACC") {
      lines.push([p.spc === "CAN" ? "VAC-DOG" : p.spc === "FEL" ? "VAC-CAT" : "VAC-RAB", 1]);
      if (p.spc === "CAN" && rt.chance(0.35)) lines.push(["VAC-KC", 1]);
      if (rt.chance(0.1)) lines.push(["PRC-NAIL", 1]);
      if (rt.chance(0.3)) {
        const d = drugFor(p, ["PARASIT"]);
        if (d) rxHere.push(addRx(a, p, d, vet, a.day, a.clinic, rt.weighted<number>([[0, 60], [3, 25], [5, 15]])));
      }
    } else if (a.typ === "NURS") {
      lines.push(["NRS-CLN", 1]);
      if (rt.chance(0.35)) lines.push([p.spc === "CAN" && rt.chance(0.4) ? "PRC-ANAL" : "PRC-NAIL", 1]);
      if (!p.chip && (p.spc === "CAN" || p.spc === "FEL") && rt.chance(0.15)) lines.push(["PRC-CHIP", 1]);
    } else if (a.typ === "DENT") {
      lines.push(["DEN-SCL", 1], ["ANS-GA", 1]);
      if (rt.chance(0.55)) lines.push(["DEN-EXT", rt.weighted<number>([[1, 45], [2, 30], [3, 15], [4, 10]])]);
      if (rt.chance(0.2)) lines.push(["LAB-BLD", 1]);
      if (rt.chance(0.8)) {
        const d = drugFor(p, ["NSAID", "ANTIBIO"]);
        if (d) rxHere.push(addRx(a, p, d, vet, a.day, a.clinic, 0));
      }
    } else if (a.typ === "SURG") {
      let op: string;
      if (a.special === "NEUT") op = p.sex === "M" ? "SRG-CAST" : "SRG-SPAY";
      else op = rt.weighted<string>([["SRG-LUMP", 60], ["SRG-FB", 25], ["SRG-CRU", p.spc === "CAN" && p.wt > 15 ? 15 : 0]]);
      lines.push([op, 1], ["ANS-GA", 1]);
      if (op === "SRG-FB" || op === "SRG-CRU") {
        lines.push(["IMG-XR", 1], ["HSP-DAY", rt.int(1, 3)]);
      } else if (rt.chance(0.3)) lines.push(["LAB-BLD", 1]);
      const d = drugFor(p, ["NSAID"]) ?? drugFor(p, ["ANALG"]) ?? drugFor(p, ["ANTIBIO"]);
      if (d && rt.chance(0.92)) rxHere.push(addRx(a, p, d, vet, a.day, a.clinic, 0));
      if ((op === "SRG-FB" || op === "SRG-CRU") && rt.chance(0.6)) {
        const d2 = drugFor(p, ["ANALG"]);
        if (d2) rxHere.push(addRx(a, p, d2, vet, a.day, a.clinic, 0));
      }
    } else {
      lines.push(["EMR-OOH", 1]);
      if (rt.chance(0.45)) lines.push([rt.weighted<string>([["LAB-BLD", 50], ["IMG-XR", 35], ["IMG-US", 15]]), 1]);
      if (rt.chance(0.3)) lines.push(["HSP-DAY", rt.weighted<number>([[1, 60], [2, 30], [3, 10]])]);
      if (rt.chance(0.15)) lines.push(["PRC-WND", 1]);
      if (rt.chance(0.7)) {
        const d = drugFor(p, rt.weighted<string[]>([[["ANALG"], 35], [["NSAID"], 35], [["ANTIBIO"], 30]]));
        if (d) rxHere.push(addRx(a, p, d, vet, a.day, a.clinic, 0));
      }
    }
    // a chronic condition is diagnosed at a consultation; the first prescription is written there
    if (p.chronic && p.chronicFrom && a.day >= p.chronicFrom && !rxs.some((r) => r.pet === p && r.drug === p.chronic) && a.typ !== "NURS" && !a.special) {
      rxHere.push(addRx(a, p, p.chronic, vet, a.day, a.clinic, 6));
    }
    const member = memberOn(p, a.day);
    let total = 0;
    let disc = 0;
    lines.forEach(([code, qty], i) => {
      const list = round2(price(code, a.day) * qty);
      let amt = list;
      if (member) {
        const cat = (TXMAP[code] as [string, string, string, number])[2];
        amt = cat === "VACC" && code !== "VAC-KC" ? 0 : cat === "EUTH" ? list : round2(list * 0.9);
      }
      disc += list - amt;
      total += amt;
      const t = TXMAP[code] as [string, string, string, number];
      txRows.push([a.no, i + 1, code, t[1], t[2], qty, amt]);
    });
    for (const r of rxHere) total += r.amt;
    invs.push({ no: "", client: p.client, clinic: a.clinic, appt: a.no, rx: null, day: a.day, amt: round2(total), disc: round2(disc), pet: p });
  }
  // repeat prescriptions for chronic conditions, collected at the desk without an appointment
  for (const p of pets) {
    if (!p.chronic || !p.chronicFrom) continue;
    const first = rxs.find((r) => r.pet === p && r.drug === p.chronic);
    if (!first) continue;
    const stop = minIso(p.dec ? addDays(p.dec, -5) : LAST_DAY, LAST_DAY);
    let day = addDays(first.day, rt.int(28, 56));
    while (day <= stop) {
      const vets = activeStaff(first.clinic, day, isVet);
      const by = vets.some((v) => v[0] === first.by) && rt.chance(0.8) ? first.by : vets.length ? rt.pick(vets)[0] : first.by;
      const rx = addRx(null, p, p.chronic, by, day, first.clinic, rt.weighted<number>([[3, 50], [6, 50]]));
      invs.push({ no: "", client: p.client, clinic: first.clinic, appt: null, rx, day, amt: rx.amt, disc: 0, pet: p });
      day = addDays(day, rt.int(28, 56));
    }
  }
  rxs.sort((a, b) => a.day.localeCompare(b.day) || (a.appt ?? 0) - (b.appt ?? 0) || a.pet.no.localeCompare(b.pet.no) || a.drug.localeCompare(b.drug));
  let rxSeq = 41_000;
  for (const r of rxs) r.no = `RX${pad((rxSeq += rt.int(1, 5)), 7)}`;

  // Payments
  const rv = seededRandom(18_443);
  invs.sort((a, b) => a.day.localeCompare(b.day) || (a.appt ?? 99_999_999) - (b.appt ?? 99_999_999) || a.pet.no.localeCompare(b.pet.no));
  let invSeq = 700_000;
  const invRows: unknown[][] = [];
  for (const inv of invs) {
    inv.no = `INV${(invSeq += rv.int(1, 4))}`;
    const due = addDays(inv.day, 30);
    let paid = inv.amt;
    let paidDt: string | null = inv.day;
    let sts = "PAID";
    const insured = inv.pet.ins !== null && inv.amt >= 250;
    if (inv.amt === 0) {
      paidDt = inv.day;
    } else if (insured && rv.chance(0.6)) {
      // direct claim: the insurer pays, usually weeks later
      paidDt = addDays(inv.day, rv.int(12, 70));
    } else if (inv.client.slowPayer && rv.chance(0.55)) {
      const r = rv.next();
      if (r < 0.3) paidDt = addDays(inv.day, rv.int(20, 90));
      else if (r < 0.6) {
        paid = round2(inv.amt * rv.float(0.2, 0.7, 2));
        paidDt = null;
        sts = "PART";
      } else {
        paid = 0;
        paidDt = null;
        sts = "OPEN";
      }
    } else if (rv.chance(0.04)) {
      paidDt = addDays(inv.day, rv.int(1, 40));
    }
    if (paidDt && paidDt > LAST_DAY) {
      paidDt = null;
      sts = rv.chance(0.2) && inv.amt > 100 ? "PART" : "OPEN";
      paid = sts === "PART" ? round2(inv.amt * rv.float(0.2, 0.5, 2)) : 0;
    }
    if ((sts === "OPEN" || sts === "PART") && due < "2026-05-01" && rv.chance(0.6)) sts = "WOFF";
    invRows.push([inv.no, inv.client.no, inv.clinic, inv.appt, inv.rx ? inv.rx.no : null, inv.day, due, inv.amt, inv.disc, paid, paidDt, sts]);
  }

  // final weights: the last recorded weight drifts a little from the profile weight
  const rw = seededRandom(2_207);
  for (const p of pets) p.wt = round2(p.wt * (1 + normal(rw) * 0.04));

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA pms;",
    "CREATE SCHEMA fin;",
    `CREATE TABLE pms.clinic (clinic_cd char(3) PRIMARY KEY, clinic_nm text NOT NULL, town text NOT NULL, opened_yr smallint NOT NULL,
      er_24h_yn char(1) NOT NULL, consult_rms smallint NOT NULL);`,
    `CREATE TABLE pms.staff (staff_no integer PRIMARY KEY, full_nm text NOT NULL, role_cd varchar(3) NOT NULL, clinic_cd char(3) REFERENCES pms.clinic (clinic_cd),
      sup_no integer REFERENCES pms.staff (staff_no), hire_dt date NOT NULL, term_dt date, fte numeric(3,1) NOT NULL);`,
    `CREATE TABLE pms.client (acct_no varchar(7) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, town text NOT NULL,
      home_clinic char(3) NOT NULL REFERENCES pms.clinic (clinic_cd), reg_dt varchar(10) NOT NULL, sms_optin smallint NOT NULL, acct_sts varchar(3) NOT NULL);`,
    `CREATE TABLE pms.patient (pat_no varchar(7) PRIMARY KEY, acct_no varchar(7) NOT NULL REFERENCES pms.client (acct_no), pet_nm text NOT NULL,
      spc_cd varchar(3) NOT NULL, breed text NOT NULL, sex char(1) NOT NULL, neut_yn char(1) NOT NULL, birth_yr smallint NOT NULL, wt_kg numeric(6,2) NOT NULL,
      chip_no varchar(15), ins_co text, dec_dt date);`,
    `CREATE TABLE pms.appt (appt_no integer PRIMARY KEY, pat_no varchar(7) NOT NULL REFERENCES pms.patient (pat_no),
      clinic_cd char(3) NOT NULL REFERENCES pms.clinic (clinic_cd), seen_by integer NOT NULL REFERENCES pms.staff (staff_no), appt_dt date NOT NULL,
      appt_typ varchar(4) NOT NULL, sts_cd varchar(3) NOT NULL, bkd_min smallint NOT NULL, chnl_cd varchar(3) NOT NULL);`,
    `CREATE TABLE pms.tx_line (appt_no integer NOT NULL REFERENCES pms.appt (appt_no), ln smallint NOT NULL, tx_cd varchar(8) NOT NULL, tx_desc text NOT NULL,
      tx_cat varchar(5) NOT NULL, qty smallint NOT NULL, amt numeric(8,2) NOT NULL, PRIMARY KEY (appt_no, ln));`,
    `CREATE TABLE pms.rx (rx_no varchar(9) PRIMARY KEY, appt_no integer REFERENCES pms.appt (appt_no), pat_no varchar(7) NOT NULL REFERENCES pms.patient (pat_no),
      drug_nm text NOT NULL, drug_cls varchar(7) NOT NULL, qty smallint NOT NULL, unit varchar(4) NOT NULL, repeats smallint NOT NULL,
      presc_by integer NOT NULL REFERENCES pms.staff (staff_no), rx_dt date NOT NULL, ctrl_yn char(1) NOT NULL, chg_amt numeric(8,2) NOT NULL);`,
    `CREATE TABLE fin.invoice (inv_no varchar(9) PRIMARY KEY, acct_no varchar(7) NOT NULL REFERENCES pms.client (acct_no),
      clinic_cd char(3) NOT NULL REFERENCES pms.clinic (clinic_cd), appt_no integer REFERENCES pms.appt (appt_no), rx_no varchar(9) REFERENCES pms.rx (rx_no),
      inv_dt date NOT NULL, due_dt date NOT NULL, inv_amt numeric(9,2) NOT NULL, disc_amt numeric(8,2) NOT NULL, paid_amt numeric(9,2) NOT NULL, paid_dt date,
      sts_cd varchar(4) NOT NULL);`,
    `CREATE TABLE fin.plan_mbr (mbr_no varchar(8) PRIMARY KEY, pat_no varchar(7) NOT NULL REFERENCES pms.patient (pat_no), plan_cd varchar(10) NOT NULL,
      mo_fee numeric(6,2) NOT NULL, start_dt date NOT NULL, end_dt date, end_rsn varchar(3), enrl_by integer NOT NULL REFERENCES pms.staff (staff_no));`,
    insertRows("pms.clinic", ["clinic_cd", "clinic_nm", "town", "opened_yr", "er_24h_yn", "consult_rms"], CLINICS.map((c) => c.slice(0, 6))),
    insertRows("pms.staff", ["staff_no", "full_nm", "role_cd", "clinic_cd", "sup_no", "hire_dt", "term_dt", "fte"], STAFF),
    insertRows(
      "pms.client",
      ["acct_no", "first_nm", "last_nm", "town", "home_clinic", "reg_dt", "sms_optin", "acct_sts"],
      clients.map((c) => [c.no, c.first, c.last, c.town, c.clinic, c.reg, c.sms, c.sts]),
    ),
    insertRows(
      "pms.patient",
      ["pat_no", "acct_no", "pet_nm", "spc_cd", "breed", "sex", "neut_yn", "birth_yr", "wt_kg", "chip_no", "ins_co", "dec_dt"],
      pets.map((p) => [p.no, p.client.no, p.name, p.spc, p.breed, p.sex, p.neut, p.birthYr, p.wt, p.chip, p.ins, p.dec]),
    ),
    insertRows(
      "pms.appt",
      ["appt_no", "pat_no", "clinic_cd", "seen_by", "appt_dt", "appt_typ", "sts_cd", "bkd_min", "chnl_cd"],
      appts.map((a) => [a.no, a.pet.no, a.clinic, a.by, a.day, a.typ, a.sts, a.min, a.chnl]),
    ),
    insertRows("pms.tx_line", ["appt_no", "ln", "tx_cd", "tx_desc", "tx_cat", "qty", "amt"], txRows),
    insertRows(
      "pms.rx",
      ["rx_no", "appt_no", "pat_no", "drug_nm", "drug_cls", "qty", "unit", "repeats", "presc_by", "rx_dt", "ctrl_yn", "chg_amt"],
      rxs.map((r) => {
        const d = DRUG[r.drug] as (typeof DRUGS)[number];
        return [r.no, r.appt, r.pet.no, r.drug, d[1], r.qty, d[2], r.repeats, r.by, r.day, d[3], r.amt];
      }),
    ),
    insertRows(
      "fin.invoice",
      ["inv_no", "acct_no", "clinic_cd", "appt_no", "rx_no", "inv_dt", "due_dt", "inv_amt", "disc_amt", "paid_amt", "paid_dt", "sts_cd"],
      invRows,
    ),
    insertRows(
      "fin.plan_mbr",
      ["mbr_no", "pat_no", "plan_cd", "mo_fee", "start_dt", "end_dt", "end_rsn", "enrl_by"],
      mbrs.map((m) => [m.no, m.pet.no, m.plan, m.fee, m.start, m.end, m.rsn, m.by]),
    ),
  ].join("\n");
}
