/**
 * Larkspur Logistics Software, a mid-size B2B software company (about 900 people, headquarters in Austin with
 * offices in Denver and Chicago and many remote staff) and its in-house recruiting team's applicant-tracking system.
 *
 * Schema `org` (the staff directory extract the ATS syncs from the HR system):
 * - `dept`: departments (`dept_cd` such as ENG or SLS, `dept_nm`, the division `div_nm`, a `cost_ctr` code).
 * - `emp`: everyone who takes part in hiring: the CEO, the department heads, the people managers who act as hiring
 *   managers, the talent acquisition team (the Head of Talent Acquisition, the recruiters, the recruiting
 *   coordinators) and the individual contributors who sit on interview panels and refer friends. `role_cd` is EXEC,
 *   MGR, REC (recruiter), COORD or IC; `mgr_emp_no` is the person's manager (the CEO has none); `term_dt` is set for
 *   people who have left, null while still employed.
 *
 * Schema `ats` (the applicant-tracking system):
 * - `src_chnl`: sourcing channels (`chnl_cd` such as LNKD or REFR, `chnl_nm`, a group `chnl_grp`, `paid_yn` Y when
 *   the company pays for the channel).
 * - `req`: job requisitions. `hm_emp_no` is the hiring manager, `rec_emp_no` the recruiter who owns the req (reqs of
 *   a recruiter or hiring manager who left are handed to someone else, except that the reqs of a recruiter who left
 *   at the end of October 2026 have not been reassigned yet). `job_lvl` IC1-IC5 or M1-M2, a salary band `sal_min` to
 *   `sal_max` (annual base, USD), `budget_yr` the integer fiscal year the headcount was approved in (December
 *   approvals often come from the next year's budget), `emp_typ` FT or CTR (contractor), `remote_yn`, an office
 *   `loc_cd` (AUS, DEN, CHI). `req_sts` OPEN, ON_HOLD, FILLED or CANCELLED; `close_dt` is the day a filled req's
 *   offer was accepted or the day a req was cancelled, null while open or on hold.
 * - `cand`: candidates (one profile per person, `crt_dt` when the profile was created, `yrs_exp` years of
 *   experience, highest education `hi_edu`, `relo_yn` willing to relocate).
 * - `appl`: applications, one per candidate per requisition, with the sourcing channel `chnl_cd` (and the referring
 *   employee `ref_emp_no` for referrals), `appl_dt`, the current stage `cur_stg` (NEW, SCREEN, INTERVIEW, OFFER, and
 *   the final stages HIRED, REJECTED, WITHDRAWN; a candidate who declines an offer is WITHDRAWN), `stg_dt` the day
 *   it reached that stage, `rej_rsn` why it was rejected, and `exp_sal_txt`, the salary the candidate asked for as
 *   typed into the application form (digits only, kept as text, often blank).
 * - `intvw`: interviews: a PHONE screen by the recruiter, then TECH, HM (hiring manager), PANEL and ONSITE rounds.
 *   `intvwr_emp_no` is the interviewer, `score` 1.0-5.0 in half points, `rec_cd` the interviewer's recommendation
 *   (STRONG_HIRE, HIRE, NO_HIRE, STRONG_NO_HIRE); a no-show (`no_show_yn` Y) has no score and is rescheduled.
 * - `ofr`: offers: `base_sal` annual base salary, `sign_bon` signing bonus (null when none), `ofr_sts` ACCEPTED,
 *   DECLINED, PENDING or RESCINDED, `resp_dt` the day the candidate answered, `decl_rsn` for declines, and
 *   `strt_dt`, the agreed start date of an accepted offer kept as YYYYMMDD text by the onboarding integration.
 *
 * Requisitions from January 2023 to 2026-11-24 (a hiring freeze slowed the first half of 2024).
 */
import {
  insertRows,
  seededRandom,
  type SeededRandom,
} from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

/** [dept_cd, dept_nm, div_nm, cost_ctr, pay multiplier, req weight] */
const DEPTS: [string, string, string, string, number, number][] = [
  ["EXE", "Executive Office", "G&A", "1000", 1, 0.15],
  ["ENG", "Engineering", "Technology", "4100", 1.15, 9],
  ["PRD", "Product Management", "Technology", "4200", 1.1, 2],
  ["DAT", "Data & Analytics", "Technology", "4300", 1.12, 2.2],
  ["SLS", "Sales", "Commercial", "5100", 0.95, 5],
  ["MKT", "Marketing", "Commercial", "5200", 0.95, 2],
  ["CSM", "Customer Success", "Commercial", "5300", 0.85, 3.5],
  ["OPS", "Operations", "Operations", "6100", 0.8, 2],
  ["FIN", "Finance", "G&A", "7100", 1, 1.2],
  ["PPL", "People", "G&A", "7200", 0.9, 1],
  ["LGL", "Legal", "G&A", "7300", 1.1, 0.5],
];

type Emp = [
  string,
  string,
  string,
  string,
  string | null,
  string,
  string,
  string | null,
];
/** [emp_no, full_nm, job_ttl, dept_cd, mgr_emp_no, role_cd, hire_dt, term_dt] */
const KEY_STAFF: Emp[] = [
  [
    "E1001",
    "Helen Marsh",
    "Chief Executive Officer",
    "EXE",
    null,
    "EXEC",
    "2011-03-01",
    null,
  ],
  [
    "E1010",
    "Rajesh Iyer",
    "VP Engineering",
    "ENG",
    "E1001",
    "EXEC",
    "2014-06-16",
    null,
  ],
  [
    "E1020",
    "Claire Donovan",
    "VP Product",
    "PRD",
    "E1001",
    "EXEC",
    "2016-09-12",
    null,
  ],
  [
    "E1030",
    "Tomasz Nowak",
    "Director of Data",
    "DAT",
    "E1001",
    "EXEC",
    "2019-01-07",
    null,
  ],
  [
    "E1040",
    "Marcus Bell",
    "VP Sales",
    "SLS",
    "E1001",
    "EXEC",
    "2015-02-02",
    null,
  ],
  [
    "E1050",
    "Priya Raman",
    "VP Marketing",
    "MKT",
    "E1001",
    "EXEC",
    "2018-05-21",
    null,
  ],
  [
    "E1060",
    "Gloria Esteban",
    "VP Customer Success",
    "CSM",
    "E1001",
    "EXEC",
    "2017-11-06",
    null,
  ],
  [
    "E1070",
    "Henry Okoro",
    "VP Operations",
    "OPS",
    "E1001",
    "EXEC",
    "2013-08-19",
    null,
  ],
  [
    "E1080",
    "Laura Fitzgerald",
    "Chief Financial Officer",
    "FIN",
    "E1001",
    "EXEC",
    "2016-01-11",
    null,
  ],
  [
    "E1090",
    "Natalie Brennan",
    "Chief People Officer",
    "PPL",
    "E1001",
    "EXEC",
    "2017-04-03",
    null,
  ],
  [
    "E1100",
    "Samuel Adeyemi",
    "General Counsel",
    "LGL",
    "E1001",
    "EXEC",
    "2020-02-17",
    null,
  ],
  [
    "E1016",
    "Farah Qureshi",
    "Director of Engineering",
    "ENG",
    "E1010",
    "MGR",
    "2017-07-10",
    null,
  ],
  [
    "E1011",
    "Kevin Tran",
    "Engineering Manager, Platform",
    "ENG",
    "E1010",
    "MGR",
    "2016-03-14",
    null,
  ],
  [
    "E1012",
    "Sofia Martins",
    "Engineering Manager, Mobile",
    "ENG",
    "E1016",
    "MGR",
    "2019-10-07",
    null,
  ],
  [
    "E1013",
    "Alan Whitaker",
    "Engineering Manager, Infrastructure",
    "ENG",
    "E1010",
    "MGR",
    "2015-05-04",
    "2025-06-30",
  ],
  [
    "E1014",
    "Mei Chen",
    "Engineering Manager, Payments",
    "ENG",
    "E1016",
    "MGR",
    "2020-08-24",
    null,
  ],
  [
    "E1015",
    "Jonas Berg",
    "QA Manager",
    "ENG",
    "E1016",
    "MGR",
    "2021-01-19",
    null,
  ],
  [
    "E1017",
    "Daniel Osei",
    "Engineering Manager, Infrastructure",
    "ENG",
    "E1010",
    "MGR",
    "2025-07-21",
    null,
  ],
  [
    "E1021",
    "Ben Carter",
    "Group Product Manager",
    "PRD",
    "E1020",
    "MGR",
    "2018-02-26",
    null,
  ],
  [
    "E1022",
    "Ayesha Karim",
    "Design Manager",
    "PRD",
    "E1020",
    "MGR",
    "2021-06-07",
    null,
  ],
  [
    "E1031",
    "Lucas Romero",
    "Analytics Manager",
    "DAT",
    "E1030",
    "MGR",
    "2020-03-02",
    null,
  ],
  [
    "E1032",
    "Hannah Vogel",
    "Data Engineering Manager",
    "DAT",
    "E1030",
    "MGR",
    "2022-09-12",
    null,
  ],
  [
    "E1041",
    "Derek Simmons",
    "Sales Director, East",
    "SLS",
    "E1040",
    "MGR",
    "2016-10-03",
    null,
  ],
  [
    "E1042",
    "Tasha Green",
    "Sales Director, West",
    "SLS",
    "E1040",
    "MGR",
    "2019-04-15",
    null,
  ],
  [
    "E1043",
    "Oliver Grant",
    "SDR Manager",
    "SLS",
    "E1041",
    "MGR",
    "2022-01-10",
    null,
  ],
  [
    "E1051",
    "Chloe Dupont",
    "Demand Generation Manager",
    "MKT",
    "E1050",
    "MGR",
    "2019-09-09",
    null,
  ],
  [
    "E1052",
    "Ravi Menon",
    "Content Marketing Manager",
    "MKT",
    "E1050",
    "MGR",
    "2026-06-01",
    null,
  ],
  [
    "E1061",
    "Irene Walsh",
    "Customer Success Manager, Enterprise",
    "CSM",
    "E1060",
    "MGR",
    "2018-07-30",
    null,
  ],
  [
    "E1062",
    "Paul Mbeki",
    "Support Manager",
    "CSM",
    "E1060",
    "MGR",
    "2020-11-16",
    null,
  ],
  [
    "E1071",
    "Diana Flores",
    "Operations Manager",
    "OPS",
    "E1070",
    "MGR",
    "2017-03-20",
    null,
  ],
  [
    "E1072",
    "Victor Hale",
    "Facilities Manager",
    "OPS",
    "E1070",
    "MGR",
    "2026-08-03",
    null,
  ],
  [
    "E1081",
    "Steven Park",
    "Controller",
    "FIN",
    "E1080",
    "MGR",
    "2018-12-03",
    null,
  ],
  [
    "E1091",
    "Rebecca Lang",
    "Head of Talent Acquisition",
    "PPL",
    "E1090",
    "MGR",
    "2018-01-22",
    null,
  ],
  [
    "E1092",
    "Omar Farouk",
    "HR Business Partner Manager",
    "PPL",
    "E1090",
    "MGR",
    "2020-05-11",
    null,
  ],
  [
    "E1101",
    "Julia Weiss",
    "Legal Operations Manager",
    "LGL",
    "E1100",
    "MGR",
    "2021-10-04",
    null,
  ],
  [
    "E1201",
    "Amanda Cole",
    "Senior Technical Recruiter",
    "PPL",
    "E1091",
    "REC",
    "2019-02-11",
    null,
  ],
  [
    "E1202",
    "Jason Wu",
    "Technical Recruiter",
    "PPL",
    "E1091",
    "REC",
    "2021-08-02",
    null,
  ],
  [
    "E1203",
    "Brianna Hayes",
    "Recruiter, Go-to-Market",
    "PPL",
    "E1091",
    "REC",
    "2020-06-15",
    null,
  ],
  [
    "E1204",
    "Luis Ortega",
    "Senior Recruiter",
    "PPL",
    "E1091",
    "REC",
    "2018-03-05",
    "2024-08-30",
  ],
  [
    "E1205",
    "Nadia Petrov",
    "Recruiter",
    "PPL",
    "E1091",
    "REC",
    "2022-04-18",
    null,
  ],
  [
    "E1206",
    "Kara Jensen",
    "Technical Recruiter",
    "PPL",
    "E1091",
    "REC",
    "2023-02-06",
    "2026-10-31",
  ],
  [
    "E1207",
    "Tyler Brooks",
    "Recruiter",
    "PPL",
    "E1091",
    "REC",
    "2025-05-12",
    null,
  ],
  [
    "E1208",
    "Simone Achebe",
    "Senior Recruiter, Executive Search",
    "PPL",
    "E1091",
    "REC",
    "2017-09-25",
    null,
  ],
  [
    "E1211",
    "Maya Lindgren",
    "Recruiting Coordinator",
    "PPL",
    "E1091",
    "COORD",
    "2021-03-08",
    null,
  ],
  [
    "E1212",
    "Ethan Shaw",
    "Recruiting Coordinator",
    "PPL",
    "E1091",
    "COORD",
    "2024-10-14",
    null,
  ],
];

/** Recruiters by the departments they recruit for, with weights. */
const REC_GROUPS: Record<string, [string, number][]> = {
  TECH: [
    ["E1201", 1.3],
    ["E1202", 1],
    ["E1206", 1.1],
  ],
  GTM: [
    ["E1203", 1.3],
    ["E1205", 0.7],
    ["E1207", 0.9],
  ],
  GEN: [
    ["E1204", 1.2],
    ["E1205", 1],
    ["E1207", 0.8],
  ],
  EXEC: [["E1208", 1]],
};
const REC_GROUP_OF: Record<string, string> = {
  ENG: "TECH",
  PRD: "TECH",
  DAT: "TECH",
  SLS: "GTM",
  MKT: "GTM",
  CSM: "GTM",
  OPS: "GEN",
  FIN: "GEN",
  PPL: "GEN",
  LGL: "GEN",
  EXE: "GEN",
};

/** Hiring managers for IC reqs by department, with weights. */
const HM_OF: Record<string, [string, number][]> = {
  EXE: [["E1001", 1]],
  ENG: [
    ["E1011", 1.3],
    ["E1012", 1],
    ["E1013", 0.9],
    ["E1014", 1.1],
    ["E1015", 0.5],
    ["E1017", 1],
  ],
  PRD: [
    ["E1021", 1.4],
    ["E1022", 0.8],
  ],
  DAT: [
    ["E1031", 1],
    ["E1032", 1.1],
  ],
  SLS: [
    ["E1041", 1],
    ["E1042", 1],
    ["E1043", 1.6],
  ],
  MKT: [
    ["E1051", 1],
    ["E1052", 1.2],
  ],
  CSM: [
    ["E1061", 1],
    ["E1062", 1.3],
  ],
  OPS: [
    ["E1071", 1],
    ["E1072", 0.8],
  ],
  FIN: [["E1081", 1]],
  PPL: [["E1091", 1]],
  LGL: [["E1101", 1]],
};

/** Titles by department: [title, levels it is opened at]. */
const TITLES: Record<string, [string, string[], number][]> = {
  EXE: [["Executive Assistant", ["IC2", "IC3"], 1]],
  ENG: [
    ["Software Engineer", ["IC1", "IC2"], 3],
    ["Senior Software Engineer", ["IC3"], 4],
    ["Staff Software Engineer", ["IC4"], 1.2],
    ["Principal Engineer", ["IC5"], 0.3],
    ["Site Reliability Engineer", ["IC2", "IC3"], 1.2],
    ["Mobile Engineer", ["IC2", "IC3"], 1],
    ["QA Engineer", ["IC1", "IC2"], 0.9],
    ["Engineering Manager", ["M1"], 0.6],
    ["Senior Engineering Manager", ["M2"], 0.15],
  ],
  PRD: [
    ["Product Manager", ["IC2", "IC3"], 2],
    ["Senior Product Manager", ["IC4"], 1],
    ["Product Designer", ["IC2", "IC3"], 1.3],
    ["Director of Product", ["M2"], 0.15],
  ],
  DAT: [
    ["Data Analyst", ["IC1", "IC2"], 2],
    ["Data Engineer", ["IC2", "IC3"], 1.8],
    ["Data Scientist", ["IC3", "IC4"], 1],
    ["Analytics Manager", ["M1"], 0.2],
  ],
  SLS: [
    ["Sales Development Representative", ["IC1"], 4],
    ["Account Executive", ["IC2", "IC3"], 3],
    ["Enterprise Account Executive", ["IC4"], 1.2],
    ["Sales Engineer", ["IC3"], 0.9],
    ["Regional Sales Manager", ["M1"], 0.4],
  ],
  MKT: [
    ["Marketing Specialist", ["IC1", "IC2"], 1.5],
    ["Content Writer", ["IC2"], 1],
    ["Product Marketing Manager", ["IC3"], 1],
    ["Marketing Operations Analyst", ["IC2"], 0.7],
  ],
  CSM: [
    ["Customer Support Specialist", ["IC1"], 4],
    ["Customer Success Manager", ["IC2", "IC3"], 2.5],
    ["Implementation Consultant", ["IC2", "IC3"], 1.2],
    ["Support Team Lead", ["M1"], 0.4],
  ],
  OPS: [
    ["Operations Coordinator", ["IC1"], 2],
    ["Facilities Technician", ["IC1", "IC2"], 1.2],
    ["Business Operations Analyst", ["IC2", "IC3"], 1],
  ],
  FIN: [
    ["Accountant", ["IC1", "IC2"], 1.5],
    ["Senior Accountant", ["IC3"], 1],
    ["FP&A Analyst", ["IC2", "IC3"], 1],
    ["Payroll Specialist", ["IC2"], 0.5],
  ],
  PPL: [
    ["HR Generalist", ["IC2"], 1],
    ["Recruiter", ["IC2", "IC3"], 1],
    ["People Operations Specialist", ["IC1", "IC2"], 0.8],
  ],
  LGL: [
    ["Corporate Counsel", ["IC4"], 1],
    ["Paralegal", ["IC2"], 1],
    ["Contracts Manager", ["IC3"], 0.8],
  ],
};

/** 2023 base salary band by level: [min, max]. */
const BANDS: Record<string, [number, number]> = {
  IC1: [56000, 76000],
  IC2: [72000, 98000],
  IC3: [94000, 128000],
  IC4: [120000, 160000],
  IC5: [150000, 200000],
  M1: [135000, 178000],
  M2: [168000, 226000],
};
const LEVEL_EXP: Record<string, [number, number]> = {
  IC1: [0, 3],
  IC2: [2, 6],
  IC3: [4, 10],
  IC4: [7, 15],
  IC5: [10, 22],
  M1: [7, 16],
  M2: [10, 24],
};

/** [chnl_cd, chnl_nm, chnl_grp, paid_yn, quality bonus] */
const CHANNELS: [string, string, string, "Y" | "N", number][] = [
  ["CWEB", "Careers site", "Inbound", "N", 0],
  ["LNKD", "LinkedIn", "Job board", "Y", 0.1],
  ["INDD", "Indeed", "Job board", "Y", -0.25],
  ["GLSD", "Glassdoor", "Job board", "Y", -0.1],
  ["REFR", "Employee referral", "Referral", "N", 0.6],
  ["AGCY", "Staffing agency", "Agency", "Y", 0.45],
  ["SRCD", "Recruiter sourced", "Outbound", "N", 0.35],
  ["UNIV", "Campus recruiting", "Events", "N", 0],
  ["EVNT", "Meetups & conferences", "Events", "Y", 0.1],
];

const chnlMix = (dept: string, lvl: string): [string, number][] => {
  const tech = dept === "ENG" || dept === "DAT" || dept === "PRD";
  const senior = lvl === "IC4" || lvl === "IC5" || lvl.startsWith("M");
  return [
    ["CWEB", 30],
    ["LNKD", tech ? 26 : 20],
    ["INDD", tech ? 9 : dept === "CSM" || dept === "OPS" ? 28 : 18],
    ["GLSD", 5],
    ["REFR", tech ? 10 : 8],
    ["AGCY", senior ? 9 : 2],
    ["SRCD", senior ? 14 : tech ? 7 : 4],
    ["UNIV", lvl === "IC1" ? 7 : 0],
    ["EVNT", tech ? 2 : 0.6],
  ];
};

const FIRST = [
  "James",
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Ava",
  "Ethan",
  "Sophia",
  "Mason",
  "Isabella",
  "Lucas",
  "Mia",
  "Logan",
  "Amelia",
  "Aiden",
  "Harper",
  "Jackson",
  "Evelyn",
  "Elijah",
  "Abigail",
  "Carter",
  "Ella",
  "Owen",
  "Scarlett",
  "Wyatt",
  "Grace",
  "Caleb",
  "Chloe",
  "Nathan",
  "Lily",
  "Ryan",
  "Zoe",
  "Isaac",
  "Nora",
  "Dylan",
  "Riley",
  "Hunter",
  "Aria",
  "Connor",
  "Layla",
  "Adrian",
  "Leah",
  "Jeremiah",
  "Hazel",
  "Julian",
  "Violet",
  "Aaron",
  "Aurora",
  "Miguel",
  "Camila",
  "Diego",
  "Valentina",
  "Mateo",
  "Lucia",
  "Arjun",
  "Ananya",
  "Rohan",
  "Priyanka",
  "Wei",
  "Xin",
  "Hiroshi",
  "Yuki",
  "Min-jun",
  "Seo-yeon",
  "Kwame",
  "Amara",
  "Chidi",
  "Ngozi",
  "Omar",
  "Layla",
  "Tariq",
  "Yasmin",
  "Dmitri",
  "Katya",
  "Pavel",
  "Elena",
  "Mateusz",
  "Zofia",
  "Sean",
  "Siobhan",
  "Rhys",
  "Megan",
  "Jorge",
  "Paola",
  "Andre",
  "Simone",
  "Marcus",
  "Tiana",
  "Darnell",
  "Keisha",
  "Trevor",
  "Brooke",
  "Garrett",
  "Whitney",
  "Colin",
  "Paige",
  "Spencer",
  "Lauren",
  "Brandon",
  "Kelsey",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Mitchell",
  "Carter",
  "Roberts",
  "Patel",
  "Shah",
  "Gupta",
  "Reddy",
  "Kumar",
  "Chen",
  "Wang",
  "Zhang",
  "Liu",
  "Kim",
  "Park",
  "Tanaka",
  "Sato",
  "Okafor",
  "Mensah",
  "Adebayo",
  "Haddad",
  "Nasser",
  "Ivanov",
  "Kowalski",
  "Novak",
  "Schneider",
  "Fischer",
  "Weber",
  "Dubois",
  "Moreau",
  "Rossi",
  "Ricci",
  "Silva",
  "Santos",
  "Oliveira",
  "O'Brien",
  "Murphy",
  "Kelly",
  "Sullivan",
  "Byrne",
  "Quinn",
  "Fraser",
  "Lindqvist",
  "Johansson",
  "Hansen",
  "Larsen",
  "Becker",
  "Vargas",
  "Castillo",
  "Mendoza",
  "Ortiz",
  "Reyes",
  "Morales",
  "Gutierrez",
  "Howard",
  "Ward",
  "Cooper",
  "Bailey",
  "Foster",
  "Hughes",
  "Price",
  "Bennett",
  "Wood",
  "Barnes",
];
const CITIES: [string, string, number][] = [
  ["Austin", "TX", 18],
  ["Round Rock", "TX", 3],
  ["San Antonio", "TX", 4],
  ["Dallas", "TX", 6],
  ["Houston", "TX", 5],
  ["Denver", "CO", 9],
  ["Boulder", "CO", 2],
  ["Aurora", "CO", 2],
  ["Chicago", "IL", 9],
  ["Evanston", "IL", 1.5],
  ["New York", "NY", 4],
  ["Seattle", "WA", 3],
  ["San Francisco", "CA", 3],
  ["Los Angeles", "CA", 2.5],
  ["Atlanta", "GA", 2.5],
  ["Raleigh", "NC", 2],
  ["Phoenix", "AZ", 2],
  ["Minneapolis", "MN", 1.5],
  ["Portland", "OR", 1.5],
  ["Nashville", "TN", 1.5],
  ["Columbus", "OH", 1.2],
  ["Salt Lake City", "UT", 1.2],
  ["Boston", "MA", 2],
  ["Miami", "FL", 1.2],
  ["Kansas City", "MO", 1],
];
const IC_TITLES: Record<string, string[]> = {
  EXE: ["Executive Assistant"],
  ENG: [
    "Senior Software Engineer",
    "Staff Software Engineer",
    "Software Engineer II",
    "Site Reliability Engineer",
    "Principal Engineer",
    "Mobile Engineer",
    "QA Engineer",
  ],
  PRD: ["Senior Product Manager", "Product Designer", "Product Manager"],
  DAT: ["Senior Data Engineer", "Data Scientist", "Senior Data Analyst"],
  SLS: ["Account Executive", "Enterprise Account Executive", "Sales Engineer"],
  MKT: ["Product Marketing Manager", "Marketing Specialist"],
  CSM: [
    "Senior Customer Success Manager",
    "Support Team Lead",
    "Implementation Consultant",
  ],
  OPS: ["Business Operations Analyst", "Operations Coordinator"],
  FIN: ["Senior Accountant", "FP&A Analyst"],
  PPL: ["HR Generalist", "People Operations Specialist"],
  LGL: ["Corporate Counsel", "Paralegal"],
};
const IC_COUNT: Record<string, number> = {
  EXE: 1,
  ENG: 22,
  PRD: 5,
  DAT: 6,
  SLS: 8,
  MKT: 4,
  CSM: 6,
  OPS: 3,
  FIN: 3,
  PPL: 2,
  LGL: 2,
};
const IC_MGRS: Record<string, string[]> = {
  EXE: ["E1001"],
  ENG: ["E1011", "E1012", "E1014", "E1015", "E1016"],
  PRD: ["E1021", "E1022"],
  DAT: ["E1031", "E1032"],
  SLS: ["E1041", "E1042", "E1043"],
  MKT: ["E1051"],
  CSM: ["E1061", "E1062"],
  OPS: ["E1071"],
  FIN: ["E1081"],
  PPL: ["E1092"],
  LGL: ["E1101"],
};

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
const normal = (r: SeededRandom) =>
  (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) *
  Math.SQRT2;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const minDate = (a: string, b: string) => (a < b ? a : b);

interface Ev {
  stg: string;
  dt: string;
}
interface Iv {
  dt: string;
  typ: string;
  who: string;
  score: number | null;
  noShow: boolean;
}
interface App {
  applNo: string;
  cand: string;
  chnl: string;
  ref: string | null;
  dt: string;
  q: number;
  stg: string;
  stgDt: string;
  rej: string | null;
  expSal: string | null;
  ivs: Iv[];
}

export function datasetSql(): string {
  const r = seededRandom(70_331);

  // Staff: the key people plus individual contributors who interview and refer
  const staff: Emp[] = [...KEY_STAFF];
  const usedNames = new Set(staff.map((s) => s[1]));
  let icSeq = 1300;
  for (const [dept, n] of Object.entries(IC_COUNT)) {
    for (let i = 0; i < n; i++) {
      let nm = "";
      do nm = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      while (usedNames.has(nm));
      usedNames.add(nm);
      const hire = r.date("2012-01-01", "2026-06-30");
      const term = r.chance(0.16)
        ? r.date(addDays(hire, 200), "2026-11-20")
        : null;
      staff.push([
        `E${(icSeq += r.int(1, 7))}`,
        nm,
        r.pick(IC_TITLES[dept] ?? ["Analyst"]),
        dept,
        r.pick(IC_MGRS[dept] ?? ["E1001"]),
        "IC",
        hire,
        term && term > hire ? term : null,
      ]);
    }
  }
  const empOf = (no: string) => staff.find((s) => s[0] === no)!;
  const active = (no: string, day: string) => {
    const e = empOf(no);
    return e[6] <= day && (e[7] === null || e[7] > day);
  };
  const bias = new Map(staff.map((s) => [s[0], r.float(-0.35, 0.35, 2)]));

  // Requisitions
  interface Req {
    no: string;
    ttl: string;
    dept: string;
    lvl: string;
    hm: string;
    rec: string;
    open: string;
    close: string | null;
    sts: string;
    min: number;
    max: number;
    byr: number;
    typ: string;
    remote: "Y" | "N";
    loc: string;
    apps: App[];
    cancelAt: string | null;
    holdAt: string | null;
  }
  const reqs: Req[] = [];
  const reqSeq: Record<string, number> = {};
  const months: string[] = [];
  for (let y = 2023; y <= 2026; y++)
    for (let m = 1; m <= 12; m++)
      if (`${y}-${pad(m)}` <= "2026-11") months.push(`${y}-${pad(m)}`);
  const monthly = (ym: string) => {
    if (ym < "2024-01") return r.int(6, 9);
    if (ym < "2024-07") return r.int(1, 3);
    if (ym < "2025-01") return r.int(3, 5);
    if (ym < "2026-01") return r.int(5, 8);
    if (ym < "2026-07") return r.int(6, 9);
    return r.int(10, 14);
  };
  for (const ym of months) {
    const n = monthly(ym);
    for (let i = 0; i < n; i++) {
      const lastDom =
        ym === "2026-11"
          ? 21
          : new Date(
              Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5)), 0),
            ).getUTCDate();
      const open = `${ym}-${pad(r.int(1, lastDom))}`;
      const dept = r.weighted(
        DEPTS.map((d) => [d[0], d[5]] as [string, number]),
      );
      const [ttl, lvls] = r.weighted(
        (TITLES[dept] ?? []).map(
          (t) =>
            [[t[0], t[1]] as [string, string[]], t[2]] as [
              [string, string[]],
              number,
            ],
        ),
      );
      const lvl = r.pick(lvls);
      const yr = Number(open.slice(0, 4));
      const mult =
        (DEPTS.find((d) => d[0] === dept)?.[4] ?? 1) *
        Math.pow(1.035, yr - 2023);
      const [bmin, bmax] = BANDS[lvl] ?? [60000, 90000];
      const min = roundTo(bmin * mult, 1000);
      const max = roundTo(bmax * mult, 1000);
      const mgrLevel = lvl.startsWith("M") || lvl === "IC5";
      const headOf = KEY_STAFF.find(
        (s) => s[3] === dept && s[5] === "EXEC",
      )![0];
      const hmChoices = (HM_OF[dept] ?? []).filter(([e]) => active(e, open));
      const hm =
        mgrLevel || hmChoices.length === 0 ? headOf : r.weighted(hmChoices);
      const grp = mgrLevel ? "EXEC" : (REC_GROUP_OF[dept] ?? "GEN");
      const recChoices = (REC_GROUPS[grp] ?? []).filter(([e]) =>
        active(e, open),
      );
      // Kara Jensen took most new tech reqs in her last months
      const rec =
        grp === "TECH" &&
        open >= "2026-07-15" &&
        open < "2026-10-31" &&
        r.chance(0.5)
          ? "E1206"
          : r.weighted(
              recChoices.length
                ? recChoices
                : (REC_GROUPS.GEN ?? []).filter(([e]) => active(e, open)),
            );
      const byr = open.slice(5, 7) === "12" && r.chance(0.55) ? yr + 1 : yr;
      const remote: "Y" | "N" = r.chance(
        dept === "ENG" || dept === "DAT" || dept === "PRD"
          ? 0.45
          : dept === "OPS" || dept === "EXE"
            ? 0.02
            : 0.22,
      )
        ? "Y"
        : "N";
      const loc = r.weighted<string>([
        ["AUS", 55],
        ["DEN", 25],
        ["CHI", 20],
      ]);
      const typ = r.chance(dept === "ENG" || dept === "OPS" ? 0.09 : 0.03)
        ? "CTR"
        : "FT";
      const freeze = open >= "2023-11-01" && open < "2024-05-01";
      const cancelAt = r.chance(freeze ? 0.35 : 0.06)
        ? addDays(open, r.int(12, 70))
        : null;
      const holdAt =
        !cancelAt && r.chance(0.06) ? addDays(open, r.int(20, 70)) : null;
      const yy = open.slice(2, 4);
      reqSeq[yy] = (reqSeq[yy] ?? 0) + 1;
      reqs.push({
        no: `RQ${yy}-${pad(reqSeq[yy] ?? 0, 3)}`,
        ttl,
        dept,
        lvl,
        hm,
        rec,
        open,
        close: null,
        sts: "OPEN",
        min,
        max,
        byr,
        typ,
        remote,
        loc,
        apps: [],
        cancelAt,
        holdAt,
      });
    }
  }

  // Candidates and applications
  const candRows: unknown[][] = [];
  const candNames = new Set<string>();
  interface Cand {
    no: string;
    q: number;
    exp: number;
    dept: string;
    hired: boolean;
    reqs: Set<string>;
    last: string;
  }
  const cands: Cand[] = [];
  let candSeq = 400_100;
  const rc = seededRandom(81_557);
  const newCand = (
    dept: string,
    lvl: string,
    applDt: string,
    chnl: string,
    q: number,
  ): Cand => {
    let first = "";
    let last = "";
    do {
      first = rc.pick(FIRST);
      last = rc.pick(LAST);
    } while (candNames.has(`${first} ${last}`));
    candNames.add(`${first} ${last}`);
    const [lo, hi] = LEVEL_EXP[lvl] ?? [1, 8];
    const exp = Math.max(
      0,
      rc.int(lo, hi) + (rc.chance(0.15) ? rc.int(-2, 6) : 0),
    );
    const [city, st] = rc.weighted(
      CITIES.map(
        (c) =>
          [[c[0], c[1]] as [string, string], c[2]] as [
            [string, string],
            number,
          ],
      ),
    );
    const edu = rc.weighted<string>([
      ["HS", dept === "CSM" || dept === "OPS" ? 14 : 3],
      ["ASSOC", 7],
      ["BACH", 58],
      ["MAST", dept === "DAT" || dept === "ENG" ? 24 : 14],
      ["PHD", dept === "DAT" ? 6 : 1],
    ]);
    const no = `C${(candSeq += rc.int(1, 4))}`;
    const crt = chnl === "SRCD" ? addDays(applDt, -rc.int(0, 45)) : applDt;
    const email =
      `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "") +
      `${rc.chance(0.3) ? rc.int(1, 99) : ""}@${rc.pick(["gmail.com", "gmail.com", "gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me"])}`;
    candRows.push([
      no,
      first,
      last,
      email,
      city,
      st,
      exp,
      edu,
      rc.chance(0.3) ? "Y" : "N",
      crt,
    ]);
    const c: Cand = {
      no,
      q,
      exp,
      dept,
      hired: false,
      reqs: new Set(),
      last: applDt,
    };
    cands.push(c);
    return c;
  };

  let applSeq = 100_000;
  const ivRows: unknown[][] = [];
  const ofrRows: unknown[][] = [];
  let ofrSeq = 5000;
  reqs.sort((a, b) => a.open.localeCompare(b.open) || a.no.localeCompare(b.no));
  const techDept = (d: string) => d === "ENG" || d === "DAT" || d === "PRD";
  const roundsFor = (req: Req) => {
    if (req.dept === "ENG")
      return req.lvl === "IC1" || req.lvl === "IC2"
        ? ["TECH", "HM", "PANEL"]
        : ["TECH", "HM", "PANEL", "ONSITE"];
    if (techDept(req.dept)) return ["HM", "TECH", "PANEL"];
    if (req.lvl.startsWith("M") || req.lvl === "IC4")
      return ["HM", "PANEL", "ONSITE"];
    return ["HM", "PANEL"];
  };
  const interviewerFor = (req: Req, typ: string, day: string) => {
    if (typ === "PHONE") {
      if (active(req.rec, day)) return req.rec;
      const grp = REC_GROUPS[REC_GROUP_OF[req.dept] ?? "GEN"] ?? [];
      const alt = grp.filter(([e]) => active(e, day));
      return alt.length ? rc.weighted(alt) : "E1205";
    }
    if (typ === "HM" && active(req.hm, day)) return req.hm;
    const pool = staff
      .filter(
        (s) =>
          s[3] === req.dept &&
          (s[5] === "IC" || s[5] === "MGR") &&
          active(s[0], day),
      )
      .map((s) => [s[0], s[5] === "IC" ? 1 : 0.4] as [string, number]);
    if (typ === "ONSITE" && rc.chance(0.5)) {
      const head = KEY_STAFF.find(
        (s) => s[3] === req.dept && s[5] === "EXEC",
      )![0];
      if (active(head, day)) return head;
    }
    return pool.length ? rc.weighted(pool) : req.hm;
  };

  for (const req of reqs) {
    const stop = minDate(
      req.cancelAt ?? LAST_DAY,
      minDate(req.holdAt ?? LAST_DAY, LAST_DAY),
    );
    // how many apply
    const base =
      req.dept === "ENG"
        ? 18
        : req.dept === "SLS" || req.dept === "CSM"
          ? 16
          : 11;
    let nApps = Math.max(
      2,
      Math.round(
        base *
          Math.exp(normal(rc) * 0.4) *
          (req.remote === "Y" ? 1.5 : 1) *
          (req.lvl.startsWith("M") ? 0.6 : 1),
      ),
    );
    if (daysBetween(req.open, LAST_DAY) < 12)
      nApps = rc.chance(0.3) ? 0 : rc.int(1, 4);
    const drafts: {
      dt: string;
      c: Cand | null;
      base: number;
      chnl: string;
      ref: string | null;
      q: number;
      hired: boolean;
    }[] = [];
    const pickedHere = new Set<string>();
    for (let i = 0; i < nApps; i++) {
      const lag = Math.min(
        150,
        Math.floor(
          -Math.log(1 - rc.next() * 0.999) *
            (req.lvl.startsWith("M") ? 30 : 18),
        ),
      );
      const dt = addDays(req.open, lag);
      if (dt > stop) continue;
      const chnl = rc.weighted(chnlMix(req.dept, req.lvl));
      let c: Cand | undefined;
      if (rc.chance(0.11)) {
        const prev = cands.filter(
          (x) =>
            !x.hired &&
            x.dept === req.dept &&
            !pickedHere.has(x.no) &&
            x.last < dt &&
            daysBetween(x.last, dt) < 400,
        );
        if (prev.length) c = rc.pick(prev);
      }
      if (c) pickedHere.add(c.no);
      const base = c ? c.q : normal(rc);
      let ref: string | null = null;
      if (chnl === "REFR") {
        const refs = staff
          .filter((s) => s[5] !== "EXEC" && active(s[0], dt))
          .map((s) => [s[0], s[3] === req.dept ? 4 : 1] as [string, number]);
        ref = rc.weighted(refs);
      }
      const bonus = CHANNELS.find((x) => x[0] === chnl)?.[4] ?? 0;
      drafts.push({
        dt,
        c: c ?? null,
        base,
        chnl,
        ref,
        q: base + bonus + normal(rc) * 0.35,
        hired: false,
      });
    }
    drafts.sort((a, b) => a.dt.localeCompare(b.dt));

    // Plan each application's path with natural gaps, ignoring the req's end for now
    interface Plan {
      d: (typeof drafts)[number];
      events: Ev[];
      ivs: Iv[];
      offerWorthy: boolean;
      end: Ev | null;
      offerDt: string | null;
    }
    const rounds = roundsFor(req);
    const plans: Plan[] = drafts.map((d) => {
      const events: Ev[] = [{ stg: "NEW", dt: d.dt }];
      const ivs: Iv[] = [];
      let day = d.dt;
      const screened = d.q + normal(rc) * 0.7 > 0.15;
      let end: Ev | null = null;
      let offerWorthy = false;
      const addIv = (typ: string) => {
        day = addDays(day, typ === "PHONE" ? rc.int(4, 18) : rc.int(3, 12));
        const who = interviewerFor(req, typ, day);
        if (rc.chance(0.035)) {
          ivs.push({ dt: day, typ, who, score: null, noShow: true });
          day = addDays(day, rc.int(2, 6));
        }
        const raw = 3 + 0.8 * d.q + normal(rc) * 0.55 + (bias.get(who) ?? 0);
        ivs.push({
          dt: day,
          typ,
          who,
          score: Math.min(5, Math.max(1, Math.round(raw * 2) / 2)),
          noShow: false,
        });
      };
      if (!screened) {
        end = rc.chance(0.04)
          ? { stg: "WITHDRAWN", dt: addDays(day, rc.int(1, 20)) }
          : { stg: "REJECTED", dt: addDays(day, rc.int(2, 25)) };
        return { d, events, ivs, offerWorthy, end, offerDt: null };
      }
      addIv("PHONE");
      events.push({ stg: "SCREEN", dt: day });
      const toInterview = d.q + normal(rc) * 0.5 > 0.55;
      if (!toInterview) {
        end = rc.chance(0.1)
          ? { stg: "WITHDRAWN", dt: addDays(day, rc.int(1, 10)) }
          : { stg: "REJECTED", dt: addDays(day, rc.int(1, 9)) };
        return { d, events, ivs, offerWorthy, end, offerDt: null };
      }
      day = addDays(day, rc.int(5, 16));
      offerWorthy = d.q + normal(rc) * 0.45 > 1.05;
      const nRounds = offerWorthy ? rounds.length : rc.int(1, rounds.length);
      for (let k = 0; k < nRounds; k++) {
        addIv(rounds[k] ?? "PANEL");
        if (k === 0)
          events.push({ stg: "INTERVIEW", dt: ivs[ivs.length - 1]?.dt ?? day });
      }
      if (!offerWorthy) {
        end = rc.chance(0.12)
          ? { stg: "WITHDRAWN", dt: addDays(day, rc.int(1, 8)) }
          : { stg: "REJECTED", dt: addDays(day, rc.int(2, 10)) };
        return { d, events, ivs, offerWorthy, end, offerDt: null };
      }
      return {
        d,
        events,
        ivs,
        offerWorthy,
        end: null,
        offerDt: addDays(day, rc.int(3, 10)),
      };
    });
    if (
      !plans.some((p) => p.offerWorthy) &&
      plans.length > 0 &&
      !req.cancelAt
    ) {
      // the req is filled from the best candidate who made it furthest
      const best = [...plans].sort((a, b) => b.d.q - a.d.q)[0]!;
      best.offerWorthy = true;
      best.end = null;
      best.events = best.events.slice(0, 1);
      best.ivs = [];
      let day = best.d.dt;
      day = addDays(day, rc.int(3, 12));
      best.ivs.push({
        dt: day,
        typ: "PHONE",
        who: interviewerFor(req, "PHONE", day),
        score: 3.5,
        noShow: false,
      });
      best.events.push({ stg: "SCREEN", dt: day });
      for (const [k, typ] of rounds.entries()) {
        day = addDays(day, rc.int(3, 9));
        const who = interviewerFor(req, typ, day);
        best.ivs.push({
          dt: day,
          typ,
          who,
          score: Math.min(
            5,
            Math.max(
              1,
              Math.round((3.6 + normal(rc) * 0.5 + (bias.get(who) ?? 0)) * 2) /
                2,
            ),
          ),
          noShow: false,
        });
        if (k === 0) best.events.push({ stg: "INTERVIEW", dt: day });
      }
      best.offerDt = addDays(day, rc.int(2, 6));
    }

    // Offers in order; the first acceptance fills the req
    let filledAt: string | null = null;
    let lastResp = req.open;
    const offers: {
      p: Plan;
      dt: string;
      sal: number;
      bon: number | null;
      sts: string;
      resp: string | null;
      rsn: string | null;
      strt: string | null;
    }[] = [];
    const worthy = plans
      .filter((p) => p.offerWorthy)
      .sort((a, b) => (a.offerDt ?? "").localeCompare(b.offerDt ?? ""));
    for (const p of worthy) {
      if (filledAt) break;
      let dt = p.offerDt!;
      if (dt <= lastResp) dt = addDays(lastResp, rc.int(1, 4));
      if (dt > stop) break;
      const pos = rc.weighted<number>([
        [rc.float(0.15, 0.45, 3), 30],
        [rc.float(0.45, 0.85, 3), 55],
        [rc.float(0.85, 1, 3), 9],
        [rc.float(1.02, 1.09, 3), 6],
      ]);
      const sal = roundTo(req.min + (req.max - req.min) * pos, 100);
      const above = sal > req.max;
      const bon = rc.chance(
        req.dept === "SLS" ||
          req.lvl.startsWith("M") ||
          req.lvl === "IC4" ||
          req.lvl === "IC5"
          ? 0.5
          : 0.22,
      )
        ? roundTo(rc.float(3000, req.lvl.startsWith("M") ? 30000 : 15000), 1000)
        : null;
      const pAcc = above ? 0.93 : pos < 0.45 ? 0.62 : 0.82;
      const resp = addDays(
        dt,
        rc.weighted<number>([
          [rc.int(1, 3), 55],
          [rc.int(4, 7), 35],
          [rc.int(8, 12), 10],
        ]),
      );
      const accepted = rc.chance(pAcc);
      p.events.push({ stg: "OFFER", dt });
      if (req.cancelAt) {
        if (rc.chance(0.7)) {
          p.events.pop();
          break;
        }
        offers.push({
          p,
          dt,
          sal,
          bon,
          sts: "RESCINDED",
          resp: null,
          rsn: null,
          strt: null,
        });
        break;
      }
      if (req.holdAt && resp > req.holdAt) {
        p.events.pop();
        break;
      }
      if (resp > LAST_DAY) {
        offers.push({
          p,
          dt,
          sal,
          bon,
          sts: "PENDING",
          resp: null,
          rsn: null,
          strt: null,
        });
        break;
      }
      if (accepted) {
        const strt = addDays(resp, rc.int(12, 38));
        offers.push({
          p,
          dt,
          sal,
          bon,
          sts: "ACCEPTED",
          resp,
          rsn: null,
          strt: strt.replace(/-/g, ""),
        });
        p.end = { stg: "HIRED", dt: resp };
        p.d.hired = true;
        filledAt = resp;
      } else {
        const rsn = rc.weighted<string>([
          ["Compensation", pos < 0.45 ? 50 : 25],
          ["Accepted another offer", 30],
          ["Counteroffer from current employer", 15],
          ["Relocation", req.remote === "Y" ? 0 : 8],
          ["Personal reasons", 10],
        ]);
        offers.push({
          p,
          dt,
          sal,
          bon,
          sts: "DECLINED",
          resp,
          rsn,
          strt: null,
        });
        p.end = { stg: "WITHDRAWN", dt: resp };
        lastResp = resp;
      }
    }

    // A search that went nowhere for months is called off; an old hold ends in a cancellation
    if (!filledAt && !req.cancelAt) {
      const lastAct =
        [
          lastResp,
          ...plans.flatMap((p) => [
            ...p.events.map((e) => e.dt),
            p.end?.dt ?? req.open,
          ]),
        ]
          .sort()
          .pop() ?? req.open;
      if (req.holdAt && req.holdAt < "2026-05-01")
        req.cancelAt = minDate(addDays(req.holdAt, rc.int(45, 150)), LAST_DAY);
      else if (!req.holdAt && daysBetween(req.open, LAST_DAY) > 150)
        req.cancelAt = minDate(
          addDays(lastAct > req.open ? lastAct : req.open, rc.int(20, 60)),
          LAST_DAY,
        );
    }

    // Settle the req
    if (filledAt) {
      req.sts = "FILLED";
      req.close = filledAt;
    } else if (req.cancelAt && req.cancelAt <= LAST_DAY) {
      req.sts = "CANCELLED";
      req.close = req.cancelAt;
    } else if (req.holdAt && req.holdAt <= LAST_DAY) {
      req.sts = "ON_HOLD";
    } else {
      req.sts = "OPEN";
    }
    const cutoff = req.close ?? minDate(req.holdAt ?? LAST_DAY, LAST_DAY);
    const act = req.holdAt ? minDate(req.holdAt, cutoff) : cutoff;

    // Each application's state at the cutoff
    for (const p of plans) {
      if (p.d.dt > act) continue;
      const c = p.d.c ?? newCand(req.dept, req.lvl, p.d.dt, p.d.chnl, p.d.base);
      c.reqs.add(req.no);
      if (p.d.dt > c.last) c.last = p.d.dt;
      if (p.d.hired) c.hired = true;
      const applNo = `A${(applSeq += rc.int(1, 3))}`;
      const reached = p.events.filter((e) => e.dt <= act);
      let last = reached[reached.length - 1] ?? p.events[0]!;
      let stg = last.stg;
      let stgDt = last.dt;
      let rej: string | null = null;
      const offer = offers.find((o) => o.p === p);
      if (p.end && p.end.dt <= act) {
        stg = p.end.stg;
        stgDt = p.end.dt;
        if (stg === "REJECTED")
          rej =
            last.stg === "NEW"
              ? rc.weighted<string>([
                  ["Does not meet requirements", 80],
                  ["Salary expectations", 12],
                  ["Location", 8],
                ])
              : last.stg === "SCREEN"
                ? rc.weighted<string>([
                    ["Failed phone screen", 70],
                    ["Salary expectations", 22],
                    ["Location", 8],
                  ])
                : "Interview feedback";
      } else if (offer && offer.sts === "PENDING") {
        stg = "OFFER";
        stgDt = offer.dt;
      } else if (req.sts === "FILLED" || req.sts === "CANCELLED") {
        stg = "REJECTED";
        stgDt =
          req.sts === "FILLED"
            ? minDate(addDays(cutoff, rc.int(0, 6)), LAST_DAY)
            : cutoff;
        rej =
          req.sts === "FILLED" ? "Position filled" : "Requisition cancelled";
      }
      if (offer?.sts === "RESCINDED") {
        stg = "REJECTED";
        stgDt = cutoff;
        rej = "Requisition cancelled";
      }
      last = { stg, dt: stgDt };
      const mid = (req.min + req.max) / 2;
      const expSal = rc.chance(0.62)
        ? String(
            roundTo(
              mid * rc.float(0.85, 1.22, 3),
              rc.chance(0.7) ? 5000 : 1000,
            ),
          )
        : null;
      const ivs = p.ivs.filter(
        (iv) => iv.dt <= (p.end && p.end.dt <= act ? p.end.dt : act),
      );
      req.apps.push({
        applNo,
        cand: c.no,
        chnl: p.d.chnl,
        ref: p.d.ref,
        dt: p.d.dt,
        q: p.d.q,
        stg: last.stg,
        stgDt: last.dt,
        rej,
        expSal,
        ivs,
      });
      for (const iv of ivs)
        ivRows.push([
          applNo,
          iv.dt,
          iv.typ,
          iv.who,
          iv.typ === "PHONE"
            ? 30
            : iv.typ === "HM"
              ? 45
              : iv.typ === "TECH"
                ? 60
                : iv.typ === "PANEL"
                  ? 90
                  : 180,
          iv.score,
          iv.score === null
            ? null
            : iv.score >= 4.5
              ? "STRONG_HIRE"
              : iv.score >= 3.5
                ? "HIRE"
                : iv.score >= 2
                  ? "NO_HIRE"
                  : "STRONG_NO_HIRE",
          iv.noShow ? "Y" : "N",
        ]);
      if (offer) {
        ofrRows.push([
          `OF${(ofrSeq += rc.int(1, 3))}`,
          applNo,
          offer.dt,
          offer.sal,
          offer.bon,
          offer.sts,
          offer.resp,
          offer.rsn,
          offer.strt,
        ]);
      }
    }
  }

  // A recruiter's reqs move to a colleague when they leave, except Kara Jensen's open ones (left 2026-10-31)
  for (const req of reqs) {
    const owner = empOf(req.rec);
    if (
      owner[7] &&
      (req.close === null || req.close > owner[7]) &&
      owner[0] !== "E1206"
    ) {
      const grp =
        req.lvl.startsWith("M") || req.lvl === "IC5"
          ? "EXEC"
          : (REC_GROUP_OF[req.dept] ?? "GEN");
      const alt = (REC_GROUPS[grp] ?? []).filter(([e]) => active(e, owner[7]!));
      req.rec = alt.length ? r.weighted(alt) : "E1205";
    }
    const hm = empOf(req.hm);
    if (hm[7] && (req.close === null || req.close > hm[7])) {
      const alt = (HM_OF[req.dept] ?? []).filter(
        ([e]) => active(e, hm[7]!) && e !== hm[0],
      );
      req.hm = alt.length
        ? r.weighted(alt)
        : KEY_STAFF.find((s) => s[3] === req.dept && s[5] === "EXEC")![0];
    }
  }

  const applRows: unknown[][] = [];
  for (const req of reqs)
    for (const a of req.apps)
      applRows.push([
        a.applNo,
        a.cand,
        req.no,
        a.chnl,
        a.ref,
        a.dt,
        a.stg,
        a.stgDt,
        a.rej,
        a.expSal,
      ]);
  applRows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  ivRows.sort(
    (a, b) =>
      String(a[1]).localeCompare(String(b[1])) ||
      String(a[0]).localeCompare(String(b[0])),
  );
  const ivOut = ivRows.map((row, i) => [
    `IV${pad(200_000 + i * 3 + (i % 2), 6)}`,
    ...row,
  ]);

  if (TODAY <= LAST_DAY)
    throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA org;",
    "CREATE SCHEMA ats;",
    `CREATE TABLE org.dept (dept_cd varchar(4) PRIMARY KEY, dept_nm text NOT NULL, div_nm text NOT NULL, cost_ctr char(4) NOT NULL);`,
    `CREATE TABLE org.emp (emp_no varchar(6) PRIMARY KEY, full_nm text NOT NULL, job_ttl text NOT NULL, dept_cd varchar(4) NOT NULL REFERENCES org.dept (dept_cd),
      mgr_emp_no varchar(6) REFERENCES org.emp (emp_no), role_cd varchar(6) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE ats.src_chnl (chnl_cd varchar(4) PRIMARY KEY, chnl_nm text NOT NULL, chnl_grp text NOT NULL, paid_yn char(1) NOT NULL);`,
    `CREATE TABLE ats.req (req_no varchar(9) PRIMARY KEY, job_ttl text NOT NULL, dept_cd varchar(4) NOT NULL REFERENCES org.dept (dept_cd), job_lvl varchar(3) NOT NULL,
      hm_emp_no varchar(6) NOT NULL REFERENCES org.emp (emp_no), rec_emp_no varchar(6) NOT NULL REFERENCES org.emp (emp_no), open_dt date NOT NULL, close_dt date,
      req_sts varchar(10) NOT NULL, sal_min numeric(10,2) NOT NULL, sal_max numeric(10,2) NOT NULL, budget_yr integer NOT NULL, emp_typ varchar(3) NOT NULL,
      remote_yn char(1) NOT NULL, loc_cd char(3) NOT NULL);`,
    `CREATE TABLE ats.cand (cand_no varchar(8) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL, city text NOT NULL, st_cd char(2) NOT NULL,
      yrs_exp integer NOT NULL, hi_edu varchar(5) NOT NULL, relo_yn char(1) NOT NULL, crt_dt date NOT NULL);`,
    `CREATE TABLE ats.appl (appl_no varchar(8) PRIMARY KEY, cand_no varchar(8) NOT NULL REFERENCES ats.cand (cand_no), req_no varchar(9) NOT NULL REFERENCES ats.req (req_no),
      chnl_cd varchar(4) NOT NULL REFERENCES ats.src_chnl (chnl_cd), ref_emp_no varchar(6) REFERENCES org.emp (emp_no), appl_dt date NOT NULL, cur_stg varchar(10) NOT NULL,
      stg_dt date NOT NULL, rej_rsn text, exp_sal_txt varchar(12));`,
    `CREATE TABLE ats.intvw (intvw_no varchar(8) PRIMARY KEY, appl_no varchar(8) NOT NULL REFERENCES ats.appl (appl_no), intvw_dt date NOT NULL, intvw_typ varchar(6) NOT NULL,
      intvwr_emp_no varchar(6) NOT NULL REFERENCES org.emp (emp_no), dur_min integer NOT NULL, score numeric(2,1), rec_cd varchar(15), no_show_yn char(1) NOT NULL);`,
    `CREATE TABLE ats.ofr (ofr_no varchar(8) PRIMARY KEY, appl_no varchar(8) NOT NULL REFERENCES ats.appl (appl_no), ofr_dt date NOT NULL, base_sal numeric(10,2) NOT NULL,
      sign_bon numeric(9,2), ofr_sts varchar(10) NOT NULL, resp_dt date, decl_rsn text, strt_dt char(8));`,
    insertRows(
      "org.dept",
      ["dept_cd", "dept_nm", "div_nm", "cost_ctr"],
      DEPTS.map((d) => d.slice(0, 4)),
    ),
    insertRows(
      "org.emp",
      [
        "emp_no",
        "full_nm",
        "job_ttl",
        "dept_cd",
        "mgr_emp_no",
        "role_cd",
        "hire_dt",
        "term_dt",
      ],
      [...staff].sort((a, b) => a[0].localeCompare(b[0])),
    ),
    insertRows(
      "ats.src_chnl",
      ["chnl_cd", "chnl_nm", "chnl_grp", "paid_yn"],
      CHANNELS.map((c) => c.slice(0, 4)),
    ),
    insertRows(
      "ats.req",
      [
        "req_no",
        "job_ttl",
        "dept_cd",
        "job_lvl",
        "hm_emp_no",
        "rec_emp_no",
        "open_dt",
        "close_dt",
        "req_sts",
        "sal_min",
        "sal_max",
        "budget_yr",
        "emp_typ",
        "remote_yn",
        "loc_cd",
      ],
      reqs.map((q) => [
        q.no,
        q.ttl,
        q.dept,
        q.lvl,
        q.hm,
        q.rec,
        q.open,
        q.close,
        q.sts,
        q.min,
        q.max,
        q.byr,
        q.typ,
        q.remote,
        q.loc,
      ]),
    ),
    insertRows(
      "ats.cand",
      [
        "cand_no",
        "first_nm",
        "last_nm",
        "email",
        "city",
        "st_cd",
        "yrs_exp",
        "hi_edu",
        "relo_yn",
        "crt_dt",
      ],
      candRows,
    ),
    insertRows(
      "ats.appl",
      [
        "appl_no",
        "cand_no",
        "req_no",
        "chnl_cd",
        "ref_emp_no",
        "appl_dt",
        "cur_stg",
        "stg_dt",
        "rej_rsn",
        "exp_sal_txt",
      ],
      applRows,
    ),
    insertRows(
      "ats.intvw",
      [
        "intvw_no",
        "appl_no",
        "intvw_dt",
        "intvw_typ",
        "intvwr_emp_no",
        "dur_min",
        "score",
        "rec_cd",
        "no_show_yn",
      ],
      ivOut,
    ),
    insertRows(
      "ats.ofr",
      [
        "ofr_no",
        "appl_no",
        "ofr_dt",
        "base_sal",
        "sign_bon",
        "ofr_sts",
        "resp_dt",
        "decl_rsn",
        "strt_dt",
      ],
      ofrRows,
    ),
  ].join("\n");
}
