/**
 * Calvera Public Schools Research Database, in the style of the public "California schools" research database: the
 * fictional state of Calvera (state code CV) publishes a directory of its public schools, the free and
 * reduced-price meal (FRPM) counts each school certifies every autumn, and the SAT results of its high schools. The
 * three tables live in `public` and keep the source's column names, several of which are mixed case or contain
 * spaces, parentheses or a percent sign, so they must be written in double quotes.
 *
 * Every school is identified by its 14-character County-District-School code, `CDSCode`: a 2-digit county code, a
 * 5-digit district code and a 7-digit school code (for example '12604470131920').
 *
 * Table `schools` (the school directory, one row per school ever listed):
 * - `CDSCode` the key; `NCESDist` (7 characters) and `NCESSchool` (5 characters), the federal NCES district and
 *   school ids.
 * - `StatusType`: Active (operating), Closed (no longer operating), Merged (closed because it was merged into
 *   another school) or Pending (approved, has not opened yet; its `OpenDate` lies in the future).
 * - `County` the county name without the word County ('Alder', 'Coldwater', ...); `District` the district name;
 *   `School` the school name (unique within the state); `Street`, `City`, `Zip` (text), `State` (always 'CV'),
 *   `Phone` as '(nnn) nnn-nnnn', `Website`; phone and website are empty where not reported.
 * - `OpenDate` (date) the date the school opened; `ClosedDate` (date) the date a Closed or Merged school stopped
 *   operating, empty otherwise.
 * - `Charter` 1 for a charter school, 0 otherwise; `CharterNum` the 4-digit charter number (text, charters only);
 *   `FundingType` how a charter is funded: 'Directly funded' or 'Locally funded'; empty for non-charter schools.
 * - `DOC` / `DOCType` the district ownership code of the school's district: 00 County Office of Education (COE),
 *   52 Elementary School District, 54 Unified School District, 56 High School District.
 * - `SOC` / `SOCType` the school ownership code (the kind of school): 11 Special Education Schools (Public),
 *   13 County Community, 14 Juvenile Court Schools, 60 Elementary Schools (Public), 62 Intermediate/Middle Schools
 *   (Public), 65 K-12 Schools (Public), 66 High Schools (Public), 68 Continuation High Schools, 69 District Community
 *   Day Schools.
 * - `EdOpsCode` / `EdOpsName` the educational option: TRAD Traditional, CON Continuation School, COMMDAY Community Day
 *   School, COMM County Community School, JUV Juvenile Court School, SPEC Special Education School.
 * - `GSoffered` the grade span the school is licensed to offer and `GSserved` the span it actually enrolls (e.g.
 *   'K-5', '9-12').
 * - `Virtual`: F exclusively virtual, V primarily virtual, C primarily classroom, N not virtual.
 * - `Magnet` 1 for a magnet school (or one with a magnet program), 0 otherwise.
 * - `Latitude`, `Longitude`; `AdmFName1`, `AdmLName1`, `AdmEmail1` the first name, last name and e-mail of the
 *   school's administrator (principal), empty for most closed schools.
 * - `LastUpdate` the date the directory record was last changed, kept as text 'YYYY-MM-DD'.
 * - `SuccessorCDSCode` the `CDSCode` of the school that took over the students of a Merged school (always set) or of
 *   a Closed school (set where the state recorded one); empty otherwise. It references `schools` itself.
 *
 * Table `frpm` (free and reduced-price meal data, one row per school per academic year, certified on census day in
 * October; academic years '2022-2023' to '2025-2026'; the 2026-2027 figures are not certified yet). A school appears
 * for each year it was operating on census day; Pending schools never appear.
 * - `CDSCode` and `Academic Year` (text such as '2025-2026') the key; `County Code` (2 characters), `District Code`
 *   (integer), `School Code` (7 characters); `County Name`, `District Name`, `School Name` as in the directory;
 *   `District Type` (the DOCType), `School Type` (the SOCType), `Educational Option Type` (the EdOpsName).
 * - `NSLP Provision Status`: the school meal program provision the school operates under: 'CEP' (community
 *   eligibility), 'Provision 2', or empty for none.
 * - `Charter School (Y/N)` 1 for a charter school, 0 otherwise (despite the name it holds 1/0); `Charter School Number`
 *   and `Charter Funding Type` as in the directory.
 * - `Low Grade` and `High Grade` the lowest and highest grade enrolled ('K', '1' ... '12').
 * - `Enrollment (K-12)` the number of students enrolled in kindergarten to grade 12; `Free Meal Count (K-12)` how many
 *   of them are eligible for free meals; `FRPM Count (K-12)` how many are eligible for free or reduced-price meals
 *   (it includes the free meal count); `Percent (%) Eligible Free (K-12)` and `Percent (%) Eligible FRPM (K-12)` the
 *   counts divided by the enrollment, stored as fractions from 0 to 1 (0.4312 means 43.12%).
 * - The same five figures for students aged 5 to 17: `Enrollment (Ages 5-17)`, `Free Meal Count (Ages 5-17)`,
 *   `Percent (%) Eligible Free (Ages 5-17)`, `FRPM Count (Ages 5-17)`, `Percent (%) Eligible FRPM (Ages 5-17)`.
 * - `CALPADS Fall 1 Certification Status` 1 when the figures were certified.
 *
 * Table `satscores` (SAT results of the graduating class of the 2025-2026 school year, tests taken up to June 2026):
 * - `cds` the CDSCode of a school; `rtype` S for a school row, D for a district total row (for a D row `cds` is the
 *   county and district code followed by seven zeros and `sname` is empty); `sname` school name, `dname` district
 *   name, `cname` county name.
 * - `enroll12` the number of students enrolled in grade 12; `NumTstTakr` the number of them who took the SAT;
 *   `AvgScrRead`, `AvgScrMath`, `AvgScrWrite` the average reading, math and writing scores (200-800 each);
 *   `NumGE1500` the number of test takers whose total score (reading + math + writing) was 1500 or more. The averages
 *   and `NumGE1500` are empty where fewer than 10 students took the test, to protect privacy. Not every high school
 *   reported.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const YEARS = ["2022-2023", "2023-2024", "2024-2025", "2025-2026"];

interface County {
  code: string;
  name: string;
  poverty: number; // base free-meal rate
  sat: number; // base SAT section average
  cities: string[];
  area: string; // phone area code
  zip: number; // zip prefix (3 digits)
  lat: number;
  lon: number;
}

const COUNTIES: County[] = [
  { code: "01", name: "Alder", poverty: 0.38, sat: 505, cities: ["Alder Springs", "Millbrook", "Quarry Flats"], area: "530", zip: 955, lat: 40.6, lon: -122.3 },
  { code: "07", name: "Brennan", poverty: 0.31, sat: 525, cities: ["Brennan", "Copper Hill", "Larkspur"], area: "707", zip: 949, lat: 38.4, lon: -122.7 },
  { code: "12", name: "Coldwater", poverty: 0.46, sat: 488, cities: ["Coldwater", "Eastgate", "Sable Point", "Riverside Bend"], area: "559", zip: 936, lat: 36.8, lon: -119.8 },
  { code: "19", name: "Dunmore", poverty: 0.22, sat: 548, cities: ["Dunmore", "Kestrel", "Tamsin Heights"], area: "408", zip: 951, lat: 37.3, lon: -121.9 },
  { code: "23", name: "Esperanza", poverty: 0.58, sat: 462, cities: ["Esperanza", "San Aurelio", "Vista Lomas"], area: "760", zip: 922, lat: 33.7, lon: -116.2 },
  { code: "30", name: "Fairhaven", poverty: 0.27, sat: 532, cities: ["Fairhaven", "Port Haldane"], area: "805", zip: 934, lat: 34.9, lon: -120.4 },
  { code: "34", name: "Granite", poverty: 0.41, sat: 498, cities: ["Granite Falls", "Orland Ridge"], area: "209", zip: 952, lat: 38.1, lon: -120.6 },
  { code: "41", name: "Halloway", poverty: 0.34, sat: 515, cities: ["Halloway", "Wren Harbor", "Bexley"], area: "831", zip: 950, lat: 36.6, lon: -121.6 },
];

type Doc = "00" | "52" | "54" | "56";
const DOC_TYPE: Record<Doc, string> = {
  "00": "County Office of Education (COE)",
  "52": "Elementary School District",
  "54": "Unified School District",
  "56": "High School District",
};

interface District {
  county: string;
  code: string; // 5 digits
  name: string;
  doc: Doc;
  city: number; // index into county cities
  size: number; // multiplier for school counts
  nces: string;
}

const DISTRICTS: Omit<District, "nces">[] = [
  { county: "01", code: "10017", name: "Alder County Office of Education", doc: "00", city: 0, size: 1 },
  { county: "01", code: "61119", name: "Alder Unified", doc: "54", city: 0, size: 1 },
  { county: "01", code: "61127", name: "Millbrook Elementary", doc: "52", city: 1, size: 0.8 },
  { county: "01", code: "61135", name: "Millbrook Union High", doc: "56", city: 1, size: 1 },
  { county: "07", code: "10074", name: "Brennan County Office of Education", doc: "00", city: 0, size: 1 },
  { county: "07", code: "63214", name: "Brennan City Unified", doc: "54", city: 0, size: 1.2 },
  { county: "07", code: "63222", name: "Copper Hill Unified", doc: "54", city: 1, size: 0.7 },
  { county: "07", code: "63230", name: "Larkspur Elementary", doc: "52", city: 2, size: 0.6 },
  { county: "12", code: "10124", name: "Coldwater County Office of Education", doc: "00", city: 0, size: 1.3 },
  { county: "12", code: "62166", name: "Coldwater Unified", doc: "54", city: 0, size: 1.8 },
  { county: "12", code: "62174", name: "Eastgate Elementary", doc: "52", city: 1, size: 1 },
  { county: "12", code: "62182", name: "Sable Point Elementary", doc: "52", city: 2, size: 0.7 },
  { county: "12", code: "62190", name: "Coldwater Joint Union High", doc: "56", city: 3, size: 1.2 },
  { county: "19", code: "10199", name: "Dunmore County Office of Education", doc: "00", city: 0, size: 1 },
  { county: "19", code: "69401", name: "Dunmore Unified", doc: "54", city: 0, size: 1.3 },
  { county: "19", code: "69419", name: "Kestrel Valley Joint Unified", doc: "54", city: 1, size: 0.8 },
  { county: "23", code: "10231", name: "Esperanza County Office of Education", doc: "00", city: 0, size: 1.2 },
  { county: "23", code: "73627", name: "Esperanza Unified", doc: "54", city: 0, size: 1.4 },
  { county: "23", code: "73635", name: "San Aurelio Elementary", doc: "52", city: 1, size: 0.9 },
  { county: "23", code: "73643", name: "Vista Lomas Unified", doc: "54", city: 2, size: 0.8 },
  { county: "30", code: "10306", name: "Fairhaven County Office of Education", doc: "00", city: 0, size: 0.8 },
  { county: "30", code: "68841", name: "Fairhaven Unified", doc: "54", city: 0, size: 1.1 },
  { county: "30", code: "68858", name: "Port Haldane Elementary", doc: "52", city: 1, size: 0.7 },
  { county: "34", code: "10348", name: "Granite County Office of Education", doc: "00", city: 0, size: 0.7 },
  { county: "34", code: "71514", name: "Granite Unified", doc: "54", city: 0, size: 1 },
  { county: "41", code: "10413", name: "Halloway County Office of Education", doc: "00", city: 0, size: 0.8 },
  { county: "41", code: "76091", name: "Halloway Unified", doc: "54", city: 0, size: 1 },
  { county: "41", code: "76109", name: "Wren Harbor Elementary", doc: "52", city: 1, size: 0.7 },
  { county: "41", code: "76117", name: "Halloway Union High", doc: "56", city: 2, size: 0.8 },
];

type Kind = "E" | "M" | "H" | "C" | "CD" | "CC" | "J" | "SP" | "K12";
const SOC: Record<Kind, [string, string, string, string]> = {
  E: ["60", "Elementary Schools (Public)", "TRAD", "Traditional"],
  M: ["62", "Intermediate/Middle Schools (Public)", "TRAD", "Traditional"],
  H: ["66", "High Schools (Public)", "TRAD", "Traditional"],
  C: ["68", "Continuation High Schools", "CON", "Continuation School"],
  CD: ["69", "District Community Day Schools", "COMMDAY", "Community Day School"],
  CC: ["13", "County Community", "COMM", "County Community School"],
  J: ["14", "Juvenile Court Schools", "JUV", "Juvenile Court School"],
  SP: ["11", "Special Education Schools (Public)", "SPEC", "Special Education School"],
  K12: ["65", "K-12 Schools (Public)", "TRAD", "Traditional"],
};

const STEMS = [
  "Oak Grove", "Cedar Ridge", "Lincoln", "Roosevelt", "Sierra Vista", "Maple Lane", "Willow Creek", "Juniper", "Harbor View",
  "Sunnyslope", "Mission Trail", "Valley Oak", "Amelia Earhart", "Cesar Chavez", "Redwood", "Bayside", "Canyon Crest",
  "Desert Rose", "Eagle Peak", "Foothill", "Garfield", "Hillcrest", "Ironwood", "Jefferson", "Kingsley", "Lakeview",
  "Manzanita", "Northgate", "Orchard Park", "Pioneer", "Quail Run", "Rancho Verde", "Sequoia", "Tamarack", "Union Hill",
  "Vineyard", "Westwood", "Yosemite", "Alta Loma", "Bear Creek", "Clearwater", "Dos Palos", "Emerson", "Fremont",
  "Golden Poppy", "Hawthorne", "Indian Springs", "Jackson", "Kennedy", "Laurel", "Madrone", "Nueva Vista", "Ocean Crest",
  "Palisades", "Rio Seco", "Sage Hill", "Thornton", "Upland", "Vista Grande", "Whitney", "Aspen", "Buena Vista",
  "Cypress", "Dogwood", "Evergreen", "Fir Grove", "Greenfield", "Highland", "Ivy Hall", "Jasmine", "Keystone",
  "Lone Pine", "Meadowbrook", "Newcastle", "Old Mill", "Parkside", "Riverview", "Stonegate", "Twin Oaks", "Valley View",
  "Walnut Grove", "Acacia", "Brookside", "Chaparral", "Del Mar", "El Camino", "Fairview", "Granada", "Heritage",
  "Hidden Valley", "Los Robles", "Mar Vista", "Monte Sereno", "Olive Tree", "Pacific", "Ponderosa", "Rosewood",
  "Shasta", "Silver Lake", "Starlight", "Summit", "Sycamore", "Terra Bella", "Tule Creek", "Vallecito", "Wildflower",
  "Ada Lovelace", "Booker Washington", "Clara Barton", "Dolores Huerta", "Frederick Douglass", "Harriet Tubman",
  "John Muir", "Mae Jemison", "Rosa Parks", "Sally Ride", "Thurgood Marshall", "Ellen Ochoa", "Grace Hopper",
  "Fred Korematsu", "Sojourner Truth", "Pinecrest", "Ridgeview", "Sunrise", "Marigold", "Coyote Hills", "Blue Heron",
  "Red Hawk", "Cottonwood", "Elm Street", "Arroyo", "Mesa Verde", "Sunset", "Horizon", "Copper Canyon", "Gold Rush",
  "Mariposa", "Piedmont", "Glenwood", "Kensington", "Belmont", "Alderwood", "Carver", "Edison", "Franklin", "Madison",
  "Monroe", "Washington", "Adams", "Hoover", "Taft", "Wilson", "Coolidge", "Polk", "Grant", "Sherman", "Lowell",
  "Whittier", "Longfellow", "Bryant", "Irving", "Thoreau", "Cabrillo", "Portola", "Serra", "Anza", "Vizcaino",
  "De Anza", "Miramonte", "Los Altos", "El Rancho", "La Colina", "Las Flores", "Loma Linda", "Almond Tree", "Apricot Lane",
  "Fig Garden", "Orange Blossom", "Citrus Heights", "Pepper Tree", "Laurel Creek", "Bridgeport", "Crescent", "Driftwood",
  "Falcon Ridge", "Grizzly Flat", "Hummingbird", "Kingfisher", "Meadowlark", "Osprey", "Pelican Bay", "Raven Hill",
  "Sandpiper", "Skylark", "Swallow Creek", "Woodpecker", "Antelope", "Bison Trail", "Elk Grove", "Fox Hollow", "Otter Cove",
];

const STREETS = ["Main", "Oak", "Pine", "School", "Park", "Church", "Mill", "Lake", "Hill", "Center", "Union", "Walnut", "Elm", "Cherry", "Olive", "Grand", "College", "Academy", "Orchard", "River"];
const STREET_SFX = ["St", "Ave", "Rd", "Blvd", "Dr", "Way", "Ln"];
const FIRST = ["Maria", "James", "Linda", "Robert", "Patricia", "David", "Jennifer", "Michael", "Elena", "Carlos", "Susan", "Daniel", "Karen", "Thomas", "Nancy", "Jose", "Angela", "Kevin", "Rosa", "Brian", "Teresa", "Mark", "Laura", "Steven", "Monica", "Paul", "Diane", "Andrew", "Lucia", "Gregory", "Helen", "Victor", "Grace", "Raymond", "Alicia", "Samuel", "Janet", "Hector", "Ruth", "Dennis"];
const LAST = ["Garcia", "Nguyen", "Smith", "Hernandez", "Johnson", "Lopez", "Williams", "Martinez", "Brown", "Gonzalez", "Davis", "Rodriguez", "Miller", "Wilson", "Anderson", "Ramirez", "Taylor", "Thomas", "Moore", "Jackson", "Lee", "Perez", "White", "Harris", "Sanchez", "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Chen", "Patel", "Okafor", "Lindqvist"];

interface School {
  cds: string;
  county: County;
  district: District;
  kind: Kind;
  name: string;
  city: string;
  status: string;
  open: string;
  closed: string | null;
  charter: boolean;
  charterNum: string | null;
  funding: string | null;
  gsOffered: string;
  gsServed: string;
  low: string;
  high: string;
  virtual: string;
  magnet: number;
  baseEnroll: number;
  growth: number;
  freeRate: number;
  redRate: number;
  nslp: string | null;
  successor: string | null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(20_261_125);
  const districts: District[] = DISTRICTS.map((d, i) => ({ ...d, nces: `06${pad(10_150 + i * 37 + r.int(0, 30), 5)}` }));
  const countyOf = (code: string) => COUNTIES.find((c) => c.code === code)!;

  const usedNames = new Set<string>();
  const usedCodes = new Set<string>();
  const stems = r.shuffle(STEMS);
  let stemAt = 0;
  const nameFor = (kind: Kind, charter: boolean, virtual: boolean, city: string, district: District): string => {
    for (;;) {
      const stem = stems[stemAt % stems.length]!;
      stemAt++;
      let name: string;
      if (kind === "E") name = charter ? `${stem} Charter` : `${stem} Elementary`;
      else if (kind === "M") name = charter ? `${stem} Preparatory Academy` : r.chance(0.6) ? `${stem} Middle` : `${stem} Intermediate`;
      else if (kind === "H") name = charter ? `${stem} Charter High` : `${stem} High`;
      else if (kind === "C") name = `${stem} Continuation High`;
      else if (kind === "CD") name = `${city} Community Day`;
      else if (kind === "CC") name = `${countyOf(district.county).name} County Community`;
      else if (kind === "J") name = `${countyOf(district.county).name} County Juvenile Court`;
      else if (kind === "SP") name = `${stem} Special Education Center`;
      else name = virtual ? `${stem} Virtual Academy` : `${stem} Academy`;
      if (usedNames.has(name)) {
        if (kind === "CD" || kind === "CC" || kind === "J") name = `${name} ${usedNames.size % 2 === 0 ? "East" : "West"}`;
        if (usedNames.has(name)) continue;
      }
      usedNames.add(name);
      return name;
    }
  };

  const schools: School[] = [];
  let charterSeq = 1040;

  const makeSchool = (district: District, kind: Kind, charter: boolean, opts: { virtual?: boolean } = {}) => {
    const county = countyOf(district.county);
    const city = r.chance(0.75) ? county.cities[district.city]! : r.pick(county.cities);
    let code: string;
    do {
      code = `${r.pick(["0", "1", "6"])}${pad(r.int(100_000, 999_999), 6)}`;
    } while (usedCodes.has(code));
    usedCodes.add(code);
    const virtual = opts.virtual ? r.weighted([["F", 3], ["V", 1]] as const) : charter ? r.weighted([["N", 6], ["C", 2]] as const) : r.weighted([["N", 12], ["C", 1]] as const);
    const name = nameFor(kind, charter, virtual === "F" || virtual === "V", city, district);
    let gs: [string, string];
    switch (kind) {
      case "E":
        gs = r.weighted([[["K", "5"], 5], [["K", "6"], 2], [["K", "8"], 2]] as const) as [string, string];
        break;
      case "M":
        gs = r.weighted([[["6", "8"], 3], [["7", "8"], 1]] as const) as [string, string];
        break;
      case "H":
        gs = r.chance(0.9) ? ["9", "12"] : ["7", "12"];
        break;
      case "C":
        gs = ["10", "12"];
        break;
      case "CD":
      case "CC":
        gs = ["7", "12"];
        break;
      case "J":
        gs = ["6", "12"];
        break;
      case "SP":
        gs = ["K", "12"];
        break;
      default:
        gs = ["K", "12"];
    }
    const base = {
      E: [280, 720], M: [480, 1150], H: [950, 2700], C: [60, 240], CD: [15, 70], CC: [40, 160], J: [20, 90], SP: [30, 140], K12: [160, 1400],
    }[kind] as [number, number];
    let baseEnroll = r.int(base[0], base[1]);
    if (virtual === "F") baseEnroll = r.int(600, 3200);
    const kindPoverty = { E: 0, M: -0.01, H: -0.04, C: 0.12, CD: 0.18, CC: 0.2, J: 0.25, SP: 0.08, K12: -0.03 }[kind];
    const freeRate = Math.min(0.95, Math.max(0.03, county.poverty + kindPoverty + (r.next() - 0.5) * 0.36 + (charter ? -0.04 : 0)));
    // status and dates
    let status = "Active";
    let open: string;
    let closed: string | null = null;
    const roll = r.next();
    if (roll < 0.085) {
      status = "Closed";
    } else if (roll < 0.115) {
      status = "Merged";
    } else if (roll < 0.145) {
      status = "Pending";
    } else if (roll < 0.23) {
      status = "Active-new";
    }
    if (status === "Pending") {
      open = r.date("2027-01-04", "2027-08-20");
    } else if (status === "Active-new") {
      open = r.date("2023-01-03", "2026-11-16");
      status = "Active";
    } else {
      open = charter ? r.date("1994-08-15", "2021-08-20") : r.date("1952-08-25", "2018-08-25");
    }
    if (status === "Closed" || status === "Merged") closed = r.date("2023-01-06", "2026-11-20");
    const gsServed: [string, string] = [...gs];
    if (r.chance(0.15) && gs[1] === "12" && gs[0] !== "K" && gs[0] !== "10") gsServed[0] = String(Number(gs[0]) + 1);
    if (r.chance(0.1) && gs[0] === "K" && gs[1] !== "12") gsServed[1] = String(Number(gs[1]) - 1);
    const school: School = {
      cds: `${district.county}${district.code}${code}`,
      county,
      district,
      kind,
      name,
      city,
      status,
      open,
      closed,
      charter,
      charterNum: charter ? pad((charterSeq += r.int(1, 9)), 4) : null,
      funding: charter ? r.weighted([["Directly funded", 3], ["Locally funded", 2]] as const) : null,
      gsOffered: `${gs[0]}-${gs[1]}`,
      gsServed: `${gsServed[0]}-${gsServed[1]}`,
      low: gsServed[0],
      high: gsServed[1],
      virtual,
      magnet: !charter && (kind === "E" || kind === "M" || kind === "H") && r.chance(0.14) ? 1 : 0,
      baseEnroll,
      growth: 1 + (r.next() - 0.55) * 0.12,
      freeRate,
      redRate: 0.03 + r.next() * 0.09,
      nslp: freeRate > 0.62 ? r.weighted([["CEP", 4], ["Provision 2", 1]] as const) : r.chance(0.06) ? "Provision 2" : null,
      successor: null,
    };
    schools.push(school);
    return school;
  };

  for (const d of districts) {
    const n = (lo: number, hi: number) => Math.max(0, Math.round(r.int(lo, hi) * d.size));
    if (d.doc === "54") {
      for (let i = 0; i < n(6, 11); i++) makeSchool(d, "E", r.chance(0.1));
      for (let i = 0; i < n(2, 4); i++) makeSchool(d, "M", r.chance(0.12));
      for (let i = 0; i < Math.max(1, n(2, 3)); i++) makeSchool(d, "H", r.chance(0.12));
      makeSchool(d, "C", false);
      if (r.chance(0.6)) makeSchool(d, "CD", false);
      for (let i = 0; i < r.int(0, 2); i++) makeSchool(d, "K12", true);
    } else if (d.doc === "52") {
      for (let i = 0; i < n(5, 9); i++) makeSchool(d, "E", r.chance(0.12));
      for (let i = 0; i < Math.max(1, n(1, 3)); i++) makeSchool(d, "M", r.chance(0.1));
    } else if (d.doc === "56") {
      for (let i = 0; i < n(3, 5); i++) makeSchool(d, "H", r.chance(0.15));
      makeSchool(d, "C", false);
      if (r.chance(0.5)) makeSchool(d, "CD", false);
    } else {
      makeSchool(d, "CC", false);
      if (r.chance(0.7)) makeSchool(d, "J", false);
      makeSchool(d, "SP", false);
      for (let i = 0; i < r.int(1, 3); i++) makeSchool(d, "K12", true, { virtual: r.chance(0.4) });
      if (r.chance(0.5)) makeSchool(d, "H", true);
    }
  }

  // successors: merged schools always, closed schools sometimes; the successor is an active school of the same
  // district (or county) of a comparable kind that was open at the time
  for (const s of schools) {
    if (s.status !== "Merged" && !(s.status === "Closed" && r.chance(0.45))) continue;
    const sameKind = (o: School) => o !== s && o.status === "Active" && o.open < s.closed! && (o.kind === s.kind || (s.kind === "K12" && o.kind === "H"));
    let pool = schools.filter((o) => sameKind(o) && o.district === s.district);
    if (!pool.length) pool = schools.filter((o) => sameKind(o) && o.county === s.county);
    if (pool.length) s.successor = r.pick(pool).cds;
    else if (s.status === "Merged") s.status = "Closed";
  }

  // directory rows
  const streetNo = () => r.int(100, 9800);
  const schoolRows = schools.map((s) => {
    const admin = s.status === "Active" || s.status === "Pending" || r.chance(0.15);
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    let lastUpdate = s.closed ? addDays(s.closed, r.int(0, 40)) : r.date("2023-01-05", LAST_DAY);
    if (s.open > "2023-01-01" && lastUpdate < s.open && s.status !== "Pending") lastUpdate = s.open;
    if (s.status === "Pending") lastUpdate = r.date("2026-03-01", LAST_DAY);
    if (lastUpdate > LAST_DAY) lastUpdate = LAST_DAY;
    const website = s.kind === "CC" || s.kind === "J" || r.chance(0.12) ? null : `www.${slug(s.name).slice(0, 18)}.${slug(s.district.name).slice(0, 12)}.k12.cv.us`;
    return [
      s.cds,
      s.district.nces,
      pad(r.int(1000, 99_999), 5),
      s.status,
      s.county.name,
      s.district.name,
      s.name,
      `${streetNo()} ${r.pick(STREETS)} ${r.pick(STREET_SFX)}`,
      s.city,
      `${s.county.zip}${pad(r.int(1, 99), 2)}`,
      "CV",
      r.chance(0.08) ? null : `(${s.county.area}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`,
      website,
      s.open,
      s.closed,
      s.charter ? 1 : 0,
      s.charterNum,
      s.funding,
      s.district.doc,
      DOC_TYPE[s.district.doc],
      SOC[s.kind][0],
      SOC[s.kind][1],
      SOC[s.kind][2],
      SOC[s.kind][3],
      s.gsOffered,
      s.gsServed,
      s.virtual,
      s.magnet,
      Number((s.county.lat + (r.next() - 0.5) * 0.6).toFixed(6)),
      Number((s.county.lon + (r.next() - 0.5) * 0.6).toFixed(6)),
      admin ? first : null,
      admin ? last : null,
      admin ? `${first[0]!.toLowerCase()}${last.toLowerCase()}@${slug(s.district.name).slice(0, 12)}.k12.cv.us` : null,
      lastUpdate,
      s.successor,
    ];
  });

  // FRPM rows
  const frpmRows: unknown[][] = [];
  const enrollOf = new Map<string, number>(); // cds|year -> enrollment
  for (const s of schools) {
    if (s.status === "Pending") continue;
    YEARS.forEach((year, k) => {
      const census = `${year.slice(0, 4)}-10-07`;
      if (s.open > census) return;
      if (s.closed && s.closed <= census) return;
      const yearsOpen = s.open > "2022-10-07" ? 0 : k;
      const startFactor = s.open > "2022-10-07" ? 0.55 + 0.1 * (k - YEARS.findIndex((y) => `${y.slice(0, 4)}-10-07` >= s.open)) : 1;
      const enroll = Math.max(8, Math.round(s.baseEnroll * Math.min(1, startFactor) * Math.pow(s.growth, yearsOpen) * (1 + (r.next() - 0.5) * 0.05)));
      const fr = Math.min(0.97, Math.max(0.02, s.freeRate + (r.next() - 0.5) * 0.04 + (k - 2) * 0.008));
      const free = Math.min(enroll, Math.round(enroll * fr));
      const frpm = Math.min(enroll, free + Math.round(enroll * s.redRate));
      const youngShare = s.high === "12" ? 0.93 + r.next() * 0.05 : 0.985 + r.next() * 0.015;
      const enroll517 = Math.round(enroll * youngShare);
      const free517 = Math.min(enroll517, Math.round(free * youngShare * (0.99 + r.next() * 0.02)));
      const frpm517 = Math.min(enroll517, Math.max(free517, Math.round(frpm * youngShare * (0.99 + r.next() * 0.02))));
      enrollOf.set(`${s.cds}|${year}`, enroll);
      frpmRows.push([
        s.cds,
        year,
        s.county.code,
        Number(s.district.code),
        s.cds.slice(7),
        s.county.name,
        s.district.name,
        s.name,
        DOC_TYPE[s.district.doc],
        SOC[s.kind][1],
        SOC[s.kind][3],
        s.nslp,
        s.charter ? 1 : 0,
        s.charterNum,
        s.funding,
        s.low,
        s.high,
        enroll,
        free,
        Number((free / enroll).toFixed(6)),
        frpm,
        Number((frpm / enroll).toFixed(6)),
        enroll517,
        free517,
        Number((free517 / enroll517).toFixed(6)),
        frpm517,
        Number((frpm517 / enroll517).toFixed(6)),
        1,
      ]);
    });
  }

  // SAT rows (2025-2026 graduating class)
  interface Sat {
    s: School;
    enroll12: number;
    takers: number;
    read: number | null;
    math: number | null;
    write: number | null;
    ge1500: number | null;
  }
  const sats: Sat[] = [];
  for (const s of schools) {
    if (s.high !== "12" || s.kind === "SP") continue;
    if (s.status === "Pending") continue;
    if (s.closed && s.closed < "2026-06-30") continue;
    if (s.open > "2025-08-20") continue;
    if ((s.kind === "H" && r.chance(0.1)) || ((s.kind === "CD" || s.kind === "CC" || s.kind === "J") && r.chance(0.5))) continue;
    const enroll = enrollOf.get(`${s.cds}|2025-2026`) ?? s.baseEnroll;
    const span = 13 - (s.low === "K" ? 0 : Number(s.low));
    const enroll12 = Math.max(3, Math.round((enroll / span) * (0.85 + r.next() * 0.25)));
    const rate = s.kind === "H" ? 0.22 + r.next() * 0.5 : s.kind === "K12" ? 0.1 + r.next() * 0.45 : r.next() * 0.12;
    const takers = Math.round(enroll12 * rate);
    if (takers === 0 && r.chance(0.5)) continue;
    const base = s.county.sat - (s.freeRate - s.county.poverty) * 120 + (s.kind === "C" || s.kind === "CD" || s.kind === "CC" || s.kind === "J" ? -55 : 0) + (s.magnet ? 25 : 0) + (r.next() - 0.5) * 60;
    const read = Math.round(base + (r.next() - 0.5) * 30);
    const math = Math.round(base + 6 + (r.next() - 0.5) * 44);
    const write = Math.round(base - 8 + (r.next() - 0.5) * 30);
    const total = read + math + write;
    const share = Math.min(0.92, Math.max(0.02, 0.5 + (total - 1530) / 420 + (r.next() - 0.5) * 0.08));
    const small = takers < 10;
    sats.push({ s, enroll12, takers, read: small ? null : read, math: small ? null : math, write: small ? null : write, ge1500: small ? null : Math.round(takers * share) });
  }
  const satRows: unknown[][] = sats.map((x) => [x.s.cds, "S", x.s.name, x.s.district.name, x.s.county.name, x.enroll12, x.takers, x.read, x.math, x.write, x.ge1500]);
  for (const d of districts) {
    const rows = sats.filter((x) => x.s.district === d);
    if (!rows.length) continue;
    const enroll12 = rows.reduce((a, x) => a + x.enroll12, 0);
    const takers = rows.reduce((a, x) => a + x.takers, 0);
    const scored = rows.filter((x) => x.read !== null);
    const scoredTakers = scored.reduce((a, x) => a + x.takers, 0);
    const avg = (f: (x: Sat) => number | null) => (scoredTakers ? Math.round(scored.reduce((a, x) => a + f(x)! * x.takers, 0) / scoredTakers) : null);
    satRows.push([
      `${d.county}${d.code}0000000`, "D", null, d.name, countyOf(d.county).name, enroll12, takers,
      takers >= 10 ? avg((x) => x.read) : null, takers >= 10 ? avg((x) => x.math) : null, takers >= 10 ? avg((x) => x.write) : null,
      takers >= 10 ? scored.reduce((a, x) => a + x.ge1500!, 0) : null,
    ]);
  }

  const q = (names: string[]) => names.map((n) => `"${n}"`);
  const schoolCols = [
    "CDSCode", "NCESDist", "NCESSchool", "StatusType", "County", "District", "School", "Street", "City", "Zip", "State", "Phone", "Website",
    "OpenDate", "ClosedDate", "Charter", "CharterNum", "FundingType", "DOC", "DOCType", "SOC", "SOCType", "EdOpsCode", "EdOpsName",
    "GSoffered", "GSserved", "Virtual", "Magnet", "Latitude", "Longitude", "AdmFName1", "AdmLName1", "AdmEmail1", "LastUpdate", "SuccessorCDSCode",
  ];
  const frpmCols = [
    "CDSCode", "Academic Year", "County Code", "District Code", "School Code", "County Name", "District Name", "School Name", "District Type",
    "School Type", "Educational Option Type", "NSLP Provision Status", "Charter School (Y/N)", "Charter School Number", "Charter Funding Type",
    "Low Grade", "High Grade", "Enrollment (K-12)", "Free Meal Count (K-12)", "Percent (%) Eligible Free (K-12)", "FRPM Count (K-12)",
    "Percent (%) Eligible FRPM (K-12)", "Enrollment (Ages 5-17)", "Free Meal Count (Ages 5-17)", "Percent (%) Eligible Free (Ages 5-17)",
    "FRPM Count (Ages 5-17)", "Percent (%) Eligible FRPM (Ages 5-17)", "CALPADS Fall 1 Certification Status",
  ];
  const satCols = ["cds", "rtype", "sname", "dname", "cname", "enroll12", "NumTstTakr", "AvgScrRead", "AvgScrMath", "AvgScrWrite", "NumGE1500"];

  // rows in CDSCode order, as the source publishes them
  schoolRows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  frpmRows.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
  satRows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  return [
    `CREATE TABLE public.schools ("CDSCode" text PRIMARY KEY, "NCESDist" text, "NCESSchool" text, "StatusType" text NOT NULL, "County" text NOT NULL,
      "District" text NOT NULL, "School" text, "Street" text, "City" text, "Zip" text, "State" text, "Phone" text, "Website" text, "OpenDate" date,
      "ClosedDate" date, "Charter" integer, "CharterNum" text, "FundingType" text, "DOC" text NOT NULL, "DOCType" text NOT NULL, "SOC" text,
      "SOCType" text, "EdOpsCode" text, "EdOpsName" text, "GSoffered" text, "GSserved" text, "Virtual" text, "Magnet" integer, "Latitude" real,
      "Longitude" real, "AdmFName1" text, "AdmLName1" text, "AdmEmail1" text, "LastUpdate" text NOT NULL,
      "SuccessorCDSCode" text REFERENCES public.schools ("CDSCode"));`,
    `CREATE TABLE public.frpm ("CDSCode" text NOT NULL REFERENCES public.schools ("CDSCode"), "Academic Year" text NOT NULL, "County Code" text,
      "District Code" integer, "School Code" text, "County Name" text, "District Name" text, "School Name" text, "District Type" text,
      "School Type" text, "Educational Option Type" text, "NSLP Provision Status" text, "Charter School (Y/N)" integer,
      "Charter School Number" text, "Charter Funding Type" text, "Low Grade" text, "High Grade" text, "Enrollment (K-12)" real,
      "Free Meal Count (K-12)" real, "Percent (%) Eligible Free (K-12)" real, "FRPM Count (K-12)" real, "Percent (%) Eligible FRPM (K-12)" real,
      "Enrollment (Ages 5-17)" real, "Free Meal Count (Ages 5-17)" real, "Percent (%) Eligible Free (Ages 5-17)" real,
      "FRPM Count (Ages 5-17)" real, "Percent (%) Eligible FRPM (Ages 5-17)" real, "CALPADS Fall 1 Certification Status" integer,
      PRIMARY KEY ("CDSCode", "Academic Year"));`,
    `CREATE TABLE public.satscores (cds text PRIMARY KEY, rtype text NOT NULL, sname text, dname text, cname text, enroll12 integer NOT NULL,
      "NumTstTakr" integer NOT NULL, "AvgScrRead" integer, "AvgScrMath" integer, "AvgScrWrite" integer, "NumGE1500" integer);`,
    insertRows("public.schools", q(schoolCols), schoolRows.filter((row) => row[34] === null)),
    insertRows("public.schools", q(schoolCols), schoolRows.filter((row) => row[34] !== null)),
    insertRows("public.frpm", q(frpmCols), frpmRows),
    insertRows("public.satscores", q(satCols), satRows),
  ].join("\n");
}
