/**
 * Corvale Pharmacy, a small retail pharmacy chain with eight stores in three regions (NORTH: Harlow and Brookfield,
 * SOUTH: Easton and Dalton, WEST: Fairview). One store (Mill Road, Easton) closed at the end of June 2025 and its
 * patients and two of its staff moved to the Lakeside store; the Hospital Plaza store in Fairview opened in April 2025.
 * Records start with the move to the current dispensing system at the start of 2025: every prescription on file was
 * written (or re-written) on or after 2025-01-02.
 *
 * Schema `ops` (stores, people):
 * - `store`: our pharmacies, keyed by `br_cd` (branch code, e.g. 'S101'). `br_nm` the store name; `city`; `region_cd`
 *   NORTH, SOUTH or WEST; `opened_dt`; `closed_dt` for a closed store, NULL while it trades; `drive_thru_yn` Y when the
 *   store has a drive-through pickup window.
 * - `employee`: pharmacy staff, keyed by `emp_cd`. `first_nm`, `last_nm`; `role_cd` VP vice-president of pharmacy
 *   operations, DM district manager (one per region), SM store manager (a pharmacist who runs a store), RPH staff
 *   pharmacist or TECH pharmacy technician; `br_cd` the store they work at now (NULL for the VP and district managers);
 *   `supv_cd` the `emp_cd` of their supervisor (pharmacists and technicians report to their store manager, store
 *   managers to their district manager, district managers to the VP); `lic_no` the state pharmacist licence number,
 *   NULL for technicians; `ft_yn` Y full-time, N part-time; `hire_dt`; `term_dt` the last day for staff who have
 *   left, NULL for current staff.
 * - `patient`: our patients, keyed by `pt_no`. `first_nm`, `last_nm`; `dob` date of birth; `sex_cd` F or M; `city`
 *   where they live; `home_br` the store (`store.br_cd`) they normally use; `pri_payer` the name of their prescription
 *   insurance plan (the same text as `claim.payer_nm`), NULL for uninsured patients who pay cash; `pcp_npi` their
 *   primary care prescriber (`prescriber.npi`), NULL when not known; `auto_rfl` 1 when they are enrolled in automatic
 *   refills, 0 otherwise; `reg_dt` the day they first registered with us.
 * - `prescriber`: doctors, nurse practitioners, physician assistants and dentists who send us prescriptions, keyed by
 *   `npi` (10-digit National Provider Identifier, text). `presc_nm` full name; `cred` MD, DO, NP, PA or DDS; `spec`
 *   specialty; `clinic_nm` the practice; `city`.
 *
 * Schema `rx` (dispensing):
 * - `drug`: the drug catalogue, keyed by `ndc` (National Drug Code, text '00000-0000-00'). `drug_nm` the product name
 *   (brand name for brands, ingredient name for generics); `gen_nm` the active ingredient; `strength`; `form_cd` TAB
 *   tablet, CAP capsule, INH inhaler, SPR nasal spray, INJ injection pen; `generic_yn` Y for a generic, N for a brand;
 *   `ther_cls` therapeutic class; `ctrl_sch` the DEA controlled-substance schedule (2 or 4), NULL when not controlled;
 *   `awp_txt` the average wholesale price per unit (tablet, capsule, inhaler, bottle or pen) in dollars, kept as text
 *   by the catalogue feed (e.g. '0.3500'); `pkg_qty` units per stock bottle or box; `launch_yr` the year the product
 *   first went on the US market.
 * - `script`: prescriptions, keyed by `rx_no`. `pt_no` the patient; `npi` the prescriber; `ndc` the drug; `orig_br` the
 *   store that received it; `written_dt`; `qty` the quantity per fill; `days_sply` the days one fill lasts; `rfl_auth`
 *   refills authorised on top of the first fill (0 = no refills; schedule 2 drugs never have refills); `exp_dt` the
 *   last day it may be filled (a year after writing, 180 days for schedule 4, 90 days for schedule 2); `sts_cd` ACT
 *   active (can still be filled), CMP completed (every authorised fill dispensed), EXP expired before all fills were
 *   used, CAN cancelled by the prescriber, XFR transferred out to another pharmacy.
 * - `fill`: dispensing records, one per fill of a prescription, keyed by `fill_id`. `rx_no`; `fill_no` 0 for the
 *   first fill, 1, 2 … for refills; `br_cd` the store that dispensed it; `fill_dt` the day it was filled; `qty_disp`
 *   the quantity dispensed (less than `script.qty` for a partial fill when stock ran short); `days_sply`; `rph_cd` the
 *   pharmacist (`employee.emp_cd`) who verified it; `tech_cd` the technician who prepared it (NULL when the pharmacist
 *   did it alone); `sts_cd` PU picked up, RDY ready and waiting for pickup, RTS returned to stock (not collected within
 *   14 days); `pu_dt` the pickup day (NULL unless picked up); `pt_pay_amt` what the patient owes at the counter
 *   (insurance copay, or the full cash price for uninsured patients and for fills whose claim was rejected).
 * - `claim`: insurance claims sent for fills, keyed by `clm_no`. `fill_id`; `payer_nm` the plan; `plan_typ` COM
 *   commercial, MCR Medicare Part D, MCD Medicaid; `sub_dt` the day submitted; `billed_amt` the amount billed;
 *   `paid_amt` what the plan pays us and `pt_pay_amt` the patient's share it set (both NULL for a rejected claim);
 *   `sts_cd` PD paid, RJ rejected, RV reversed (paid, then reversed because the fill was returned to stock);
 *   `rej_cd` and `rej_desc` the NCPDP reject code and text for a rejected claim (70 product not covered, 75 prior
 *   authorization required, 76 plan limitations exceeded, 79 refill too soon), NULL otherwise. A rejected claim is
 *   often followed by a second, paid claim for the same fill; otherwise the patient paid cash. Fills of uninsured
 *   patients have no claim.
 * - `stock_lvl`: the current stock of each drug a trading store carries, keyed by (`br_cd`, `ndc`). `on_hand` units on
 *   the shelf; `reorder_pt` the level at or below which the store reorders; `cnt_dt` the day of the last shelf count,
 *   kept as text 'MM/DD/YYYY' by the inventory export.
 *
 * Prescriptions and fills from 2025-01-02 to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2025-01-02";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

type Region = "NORTH" | "SOUTH" | "WEST";

/** [br_cd, br_nm, city, region_cd, opened_dt, closed_dt, drive_thru_yn] */
const STORES: [string, string, string, Region, string, string | null, "Y" | "N"][] = [
  ["S101", "Corvale Main Street", "Harlow", "NORTH", "2009-03-02", null, "Y"],
  ["S102", "Corvale Riverside", "Harlow", "NORTH", "2014-06-16", null, "N"],
  ["S103", "Corvale Elm Park", "Brookfield", "NORTH", "2016-09-01", null, "Y"],
  ["S201", "Corvale Lakeside", "Easton", "SOUTH", "2011-04-11", null, "Y"],
  ["S202", "Corvale Mill Road", "Easton", "SOUTH", "2018-02-05", "2025-06-30", "N"],
  ["S203", "Corvale Crossroads", "Dalton", "SOUTH", "2020-10-19", null, "Y"],
  ["S301", "Corvale Westgate", "Fairview", "WEST", "2013-08-26", null, "N"],
  ["S302", "Corvale Hospital Plaza", "Fairview", "WEST", "2025-04-07", null, "N"],
];
const S202_CLOSED = "2025-06-30";
const S302_OPENED = "2025-04-07";

/**
 * [emp_cd, first_nm, last_nm, role_cd, br_cd (now), supv_cd, lic_no, ft_yn, hire_dt, term_dt,
 *  postings: [store, from, to] the stores they worked at and when]
 */
type Emp = [string, string, string, string, string | null, string | null, string | null, "Y" | "N", string, string | null, [string, string, string][]];
const EMPLOYEES: Emp[] = [
  ["E1001", "Margaret", "Oyelaran", "VP", null, null, "RPH-30417", "Y", "2008-05-01", null, []],
  ["E1010", "Daniel", "Whitcombe", "DM", null, "E1001", "RPH-31552", "Y", "2010-02-15", null, []],
  ["E1020", "Rosa", "Delgado", "DM", null, "E1001", "RPH-33108", "Y", "2012-07-09", null, []],
  ["E1030", "Kenji", "Watanabe", "DM", null, "E1001", "RPH-34871", "Y", "2013-08-26", null, []],
  // S101 Main Street
  ["E1101", "Alan", "Pruitt", "SM", "S101", "E1010", "RPH-35520", "Y", "2011-01-10", null, [["S101", "2011-01-10", LAST_DAY]]],
  ["E1102", "Fatima", "Qureshi", "RPH", "S101", "E1101", "RPH-41276", "Y", "2017-05-22", null, [["S101", "2017-05-22", LAST_DAY]]],
  ["E1103", "Jorge", "Medina", "RPH", "S101", "E1101", "RPH-39045", "N", "2015-03-02", "2025-09-12", [["S101", "2015-03-02", "2025-09-12"]]],
  ["E1104", "Hannah", "Lowe", "RPH", "S101", "E1101", "RPH-47730", "Y", "2025-09-29", null, [["S101", "2025-09-29", LAST_DAY]]],
  ["E1111", "Kayla", "Brooks", "TECH", "S101", "E1101", null, "Y", "2016-08-15", null, [["S101", "2016-08-15", LAST_DAY]]],
  ["E1112", "Tyrone", "Ellis", "TECH", "S101", "E1101", null, "Y", "2019-11-04", null, [["S101", "2019-11-04", LAST_DAY]]],
  ["E1113", "Megan", "Schultz", "TECH", "S101", "E1101", null, "N", "2023-06-12", null, [["S101", "2023-06-12", LAST_DAY]]],
  // S102 Riverside
  ["E1201", "Priya", "Venkataraman", "SM", "S102", "E1010", "RPH-38264", "Y", "2014-06-16", null, [["S102", "2014-06-16", LAST_DAY]]],
  ["E1202", "Colin", "McBride", "RPH", "S102", "E1201", "RPH-42913", "N", "2018-10-01", null, [["S102", "2018-10-01", LAST_DAY]]],
  ["E1211", "Ashley", "Nguyen", "TECH", "S102", "E1201", null, "Y", "2020-02-10", null, [["S102", "2020-02-10", LAST_DAY]]],
  ["E1212", "Brandon", "Cole", "TECH", "S102", "E1201", null, "Y", "2021-07-19", "2026-02-27", [["S102", "2021-07-19", "2026-02-27"]]],
  ["E1213", "Olivia", "Trent", "TECH", "S102", "E1201", null, "N", "2026-03-16", null, [["S102", "2026-03-16", LAST_DAY]]],
  // S103 Elm Park
  ["E1301", "Miriam", "Goldberg", "SM", "S103", "E1010", "RPH-36689", "Y", "2016-09-01", null, [["S103", "2016-09-01", LAST_DAY]]],
  ["E1302", "Victor", "Ionescu", "RPH", "S103", "E1301", "RPH-44102", "Y", "2021-03-08", null, [["S103", "2021-03-08", LAST_DAY]]],
  ["E1311", "Jasmine", "Reyes", "TECH", "S103", "E1301", null, "Y", "2018-04-23", null, [["S103", "2018-04-23", LAST_DAY]]],
  ["E1312", "Cody", "Hart", "TECH", "S103", "E1301", null, "N", "2022-09-12", null, [["S103", "2022-09-12", LAST_DAY]]],
  // S201 Lakeside (Ethan Park and Amber Kowalczyk came over from Mill Road when it closed)
  ["E2101", "Olumide", "Bakare", "SM", "S201", "E1020", "RPH-37215", "Y", "2012-11-05", null, [["S201", "2012-11-05", LAST_DAY]]],
  ["E2102", "Sarah", "Lindqvist", "RPH", "S201", "E2101", "RPH-40388", "Y", "2016-01-18", null, [["S201", "2016-01-18", LAST_DAY]]],
  ["E2103", "Ethan", "Park", "RPH", "S201", "E2101", "RPH-43561", "Y", "2019-05-06", null, [["S202", "2019-05-06", S202_CLOSED], ["S201", "2025-07-01", LAST_DAY]]],
  ["E2111", "Destiny", "Moore", "TECH", "S201", "E2101", null, "Y", "2017-09-25", null, [["S201", "2017-09-25", LAST_DAY]]],
  ["E2112", "Lucas", "Ferreira", "TECH", "S201", "E2101", null, "Y", "2021-01-11", null, [["S201", "2021-01-11", LAST_DAY]]],
  ["E2113", "Amber", "Kowalczyk", "TECH", "S201", "E2101", null, "N", "2020-03-02", null, [["S202", "2020-03-02", S202_CLOSED], ["S201", "2025-07-01", LAST_DAY]]],
  // S202 Mill Road (closed)
  ["E2201", "Gregory", "Haines", "SM", "S202", "E1020", "RPH-36940", "Y", "2018-02-05", S202_CLOSED, [["S202", "2018-02-05", S202_CLOSED]]],
  ["E2211", "Riley", "Dawson", "TECH", "S202", "E2201", null, "Y", "2019-08-19", S202_CLOSED, [["S202", "2019-08-19", S202_CLOSED]]],
  // S203 Crossroads
  ["E2301", "Nicole", "Fairbanks", "SM", "S203", "E1020", "RPH-42007", "Y", "2020-10-19", null, [["S203", "2020-10-19", LAST_DAY]]],
  ["E2302", "Ahmed", "Siddiqui", "RPH", "S203", "E2301", "RPH-45219", "Y", "2022-02-14", null, [["S203", "2022-02-14", LAST_DAY]]],
  ["E2311", "Jordan", "Blake", "TECH", "S203", "E2301", null, "Y", "2020-10-19", null, [["S203", "2020-10-19", LAST_DAY]]],
  ["E2312", "Sofia", "Marquez", "TECH", "S203", "E2301", null, "Y", "2023-01-30", null, [["S203", "2023-01-30", LAST_DAY]]],
  // S301 Westgate
  ["E3101", "Raymond", "Chu", "SM", "S301", "E1030", "RPH-37702", "Y", "2013-08-26", null, [["S301", "2013-08-26", LAST_DAY]]],
  ["E3102", "Elena", "Petrov", "RPH", "S301", "E3101", "RPH-41854", "Y", "2017-12-04", null, [["S301", "2017-12-04", LAST_DAY]]],
  ["E3103", "Marcus", "Webb", "RPH", "S301", "E3101", "RPH-46325", "N", "2024-04-15", null, [["S301", "2024-04-15", LAST_DAY]]],
  ["E3111", "Brianna", "Scott", "TECH", "S301", "E3101", null, "Y", "2015-06-29", null, [["S301", "2015-06-29", LAST_DAY]]],
  ["E3112", "Tomas", "Herrera", "TECH", "S301", "E3101", null, "Y", "2019-02-18", null, [["S301", "2019-02-18", LAST_DAY]]],
  ["E3113", "Chloe", "Adams", "TECH", "S301", "E3101", null, "N", "2022-05-09", "2026-08-14", [["S301", "2022-05-09", "2026-08-14"]]],
  // S302 Hospital Plaza (new)
  ["E3201", "Leila", "Haddad", "SM", "S302", "E1030", "RPH-44790", "Y", "2025-02-17", null, [["S302", S302_OPENED, LAST_DAY]]],
  ["E3202", "Samuel", "Osei", "RPH", "S302", "E3201", "RPH-47118", "Y", "2025-03-10", null, [["S302", S302_OPENED, LAST_DAY]]],
  ["E3211", "Grace", "Kim", "TECH", "S302", "E3201", null, "Y", "2025-03-24", null, [["S302", S302_OPENED, LAST_DAY]]],
  ["E3212", "Noah", "Patel", "TECH", "S302", "E3201", null, "N", "2026-01-12", null, [["S302", "2026-01-12", LAST_DAY]]],
];

/** [npi, presc_nm, cred, spec, clinic_nm, city] */
const PRESCRIBERS: [string, string, string, string, string, string][] = [
  ["1184726350", "Laura Brennan", "MD", "Family Medicine", "Harlow Family Practice", "Harlow"],
  ["1306958124", "Thomas Achebe", "DO", "Family Medicine", "Harlow Family Practice", "Harlow"],
  ["1457203896", "Karen Holloway", "NP", "Family Medicine", "Brookfield Community Health", "Brookfield"],
  ["1629384751", "Michael Strand", "MD", "Family Medicine", "Easton Primary Care", "Easton"],
  ["1790465213", "Angela Ruiz", "PA", "Family Medicine", "Dalton Medical Group", "Dalton"],
  ["1013579246", "Richard Yamamoto", "MD", "Internal Medicine", "Fairview Internal Medicine", "Fairview"],
  ["1245786930", "Deborah Klein", "MD", "Internal Medicine", "Easton Primary Care", "Easton"],
  ["1376490582", "Samuel Mensah", "NP", "Internal Medicine", "Fairview Internal Medicine", "Fairview"],
  ["1568203947", "Julia Fenwick", "MD", "Pediatrics", "Little Oaks Pediatrics", "Harlow"],
  ["1689034275", "Omar Farouk", "MD", "Pediatrics", "Easton Children's Clinic", "Easton"],
  ["1820573649", "Nina Sorensen", "NP", "Pediatrics", "Little Oaks Pediatrics", "Harlow"],
  ["1932648075", "Howard Lim", "MD", "Cardiology", "Northside Heart Center", "Harlow"],
  ["1054827316", "Patricia Oduya", "MD", "Cardiology", "Fairview Heart & Vascular", "Fairview"],
  ["1163958402", "Gerald Novak", "DO", "Cardiology", "Northside Heart Center", "Harlow"],
  ["1295037864", "Ingrid Halvorsen", "MD", "Endocrinology", "Valley Diabetes & Endocrine", "Easton"],
  ["1407168593", "Rahul Menon", "MD", "Endocrinology", "Valley Diabetes & Endocrine", "Fairview"],
  ["1518295740", "Claire Dubois", "MD", "Psychiatry", "Bridgeway Behavioral Health", "Harlow"],
  ["1649307182", "Victor Alvarez", "NP", "Psychiatry", "Bridgeway Behavioral Health", "Easton"],
  ["1750418693", "Eleanor Whitfield", "MD", "Psychiatry", "Fairview Mind Clinic", "Fairview"],
  ["1861529034", "Beatrice Okafor", "MD", "Rheumatology", "Regional Arthritis Center", "Fairview"],
  ["1972630415", "Steven Kowalski", "MD", "Orthopedic Surgery", "Summit Orthopedics", "Harlow"],
  ["1083741526", "Diana Reyes", "PA", "Orthopedic Surgery", "Summit Orthopedics", "Easton"],
  ["1194852637", "Philip Chang", "DDS", "Dentistry", "Bright Smile Dental", "Harlow"],
  ["1205963748", "Monica Patel", "DDS", "Dentistry", "Dalton Family Dentistry", "Dalton"],
  ["1316074859", "Aaron Fields", "MD", "Emergency Medicine", "QuickCare Urgent Care", "Harlow"],
  ["1427185960", "Lisa Marchetti", "PA", "Emergency Medicine", "QuickCare Urgent Care", "Easton"],
  ["1538297061", "Jamal Wright", "NP", "Emergency Medicine", "Fairview Walk-In Clinic", "Fairview"],
  ["1649308172", "Frances Lindgren", "MD", "Pulmonology", "Lung & Sleep Associates", "Fairview"],
];

interface DrugDef {
  ndc: string;
  nm: string;
  gen: string;
  str: string;
  form: string;
  generic: "Y" | "N";
  cls: string;
  sch: number | null;
  awp: number;
  pkg: number;
  launch: number;
  /** units per 30 days (chronic) or per course (acute) */
  unit: number;
  /** days one course lasts (acute); 28 for four-weekly pens */
  days?: number;
}
const D = (
  ndc: string, nm: string, gen: string, str: string, form: string, generic: "Y" | "N", cls: string, sch: number | null,
  awp: number, pkg: number, launch: number, unit: number, days?: number,
): DrugDef => ({ ndc, nm, gen, str, form, generic, cls, sch, awp, pkg, launch, unit, days });

const DRUGS: DrugDef[] = [
  D("00093-5057-01", "Atorvastatin", "atorvastatin", "20 mg", "TAB", "Y", "Statin", null, 0.35, 500, 2011, 30),
  D("00071-0155-23", "Lipitor", "atorvastatin", "20 mg", "TAB", "N", "Statin", null, 11.2, 90, 1997, 30),
  D("00591-3744-19", "Rosuvastatin", "rosuvastatin", "10 mg", "TAB", "Y", "Statin", null, 0.3, 90, 2016, 30),
  D("00310-0751-90", "Crestor", "rosuvastatin", "10 mg", "TAB", "N", "Statin", null, 10.5, 90, 2003, 30),
  D("68180-0514-02", "Lisinopril", "lisinopril", "10 mg", "TAB", "Y", "ACE inhibitor", null, 0.12, 1000, 2002, 30),
  D("00093-7167-56", "Amlodipine", "amlodipine", "5 mg", "TAB", "Y", "Calcium channel blocker", null, 0.15, 500, 2007, 30),
  D("00781-5701-10", "Losartan", "losartan", "50 mg", "TAB", "Y", "ARB", null, 0.18, 1000, 2010, 30),
  D("16729-0182-17", "Hydrochlorothiazide", "hydrochlorothiazide", "25 mg", "TAB", "Y", "Diuretic", null, 0.06, 1000, 1984, 30),
  D("62037-0831-90", "Metoprolol Succinate ER", "metoprolol succinate", "50 mg", "TAB", "Y", "Beta blocker", null, 0.35, 100, 2006, 30),
  D("65862-0008-05", "Metformin", "metformin", "500 mg", "TAB", "Y", "Antidiabetic", null, 0.1, 500, 2002, 60),
  D("00006-0277-31", "Januvia", "sitagliptin", "100 mg", "TAB", "N", "Antidiabetic", null, 18.5, 30, 2006, 30),
  D("00169-4132-12", "Ozempic", "semaglutide", "1 mg/dose", "INJ", "N", "GLP-1 agonist", null, 1050, 1, 2017, 1, 28),
  D("00088-2219-05", "Lantus SoloStar", "insulin glargine", "100 units/mL", "INJ", "N", "Insulin", null, 98, 5, 2000, 5),
  D("00378-1805-01", "Levothyroxine", "levothyroxine", "50 mcg", "TAB", "Y", "Thyroid hormone", null, 0.3, 90, 2004, 30),
  D("00074-4552-90", "Synthroid", "levothyroxine", "50 mcg", "TAB", "N", "Thyroid hormone", null, 1.9, 90, 1955, 30),
  D("62175-0118-37", "Omeprazole", "omeprazole", "20 mg", "CAP", "Y", "Proton pump inhibitor", null, 0.25, 100, 2002, 30),
  D("00904-6285-61", "Pantoprazole", "pantoprazole", "40 mg", "TAB", "Y", "Proton pump inhibitor", null, 0.2, 90, 2008, 30),
  D("16714-0612-01", "Sertraline", "sertraline", "50 mg", "TAB", "Y", "SSRI antidepressant", null, 0.22, 500, 2006, 30),
  D("00093-5851-56", "Escitalopram", "escitalopram", "10 mg", "TAB", "Y", "SSRI antidepressant", null, 0.2, 500, 2012, 30),
  D("00456-2010-01", "Lexapro", "escitalopram", "10 mg", "TAB", "N", "SSRI antidepressant", null, 13.4, 100, 2002, 30),
  D("50111-0647-01", "Fluoxetine", "fluoxetine", "20 mg", "CAP", "Y", "SSRI antidepressant", null, 0.12, 100, 2001, 30),
  D("00228-2029-11", "Alprazolam", "alprazolam", "0.5 mg", "TAB", "Y", "Benzodiazepine", 4, 0.12, 100, 1993, 60),
  D("13668-0008-30", "Zolpidem", "zolpidem", "10 mg", "TAB", "Y", "Sedative hypnotic", 4, 0.25, 500, 2007, 30),
  D("00024-5421-31", "Ambien", "zolpidem", "10 mg", "TAB", "N", "Sedative hypnotic", 4, 16.8, 100, 1992, 30),
  D("59746-0327-90", "Gabapentin", "gabapentin", "300 mg", "CAP", "Y", "Anticonvulsant", null, 0.14, 500, 2004, 90),
  D("00555-0831-02", "Warfarin", "warfarin", "5 mg", "TAB", "Y", "Anticoagulant", null, 0.25, 100, 1997, 30),
  D("00003-0894-21", "Eliquis", "apixaban", "5 mg", "TAB", "N", "Anticoagulant", null, 9.8, 60, 2012, 60),
  D("66993-0019-68", "Albuterol HFA", "albuterol", "90 mcg/inh", "INH", "Y", "Bronchodilator", null, 35, 1, 2020, 1),
  D("00173-0682-20", "Ventolin HFA", "albuterol", "90 mcg/inh", "INH", "N", "Bronchodilator", null, 62, 1, 2001, 1),
  D("00173-0696-00", "Advair Diskus", "fluticasone/salmeterol", "250/50 mcg", "INH", "N", "Inhaled corticosteroid", null, 420, 1, 2000, 1),
  D("60505-0829-01", "Fluticasone Nasal", "fluticasone", "50 mcg/spray", "SPR", "Y", "Nasal corticosteroid", null, 0.95 * 16, 1, 2006, 1),
  D("00093-7426-56", "Montelukast", "montelukast", "10 mg", "TAB", "Y", "Leukotriene antagonist", null, 0.3, 90, 2012, 30),
  D("00591-2718-01", "Methylphenidate ER", "methylphenidate", "36 mg", "TAB", "Y", "CNS stimulant", 2, 6.5, 100, 2011, 30),
  D("00115-1329-01", "Amphetamine Salts ER", "amphetamine/dextroamphetamine", "20 mg", "CAP", "Y", "CNS stimulant", 2, 4.2, 100, 2009, 30),
  D("00074-4339-02", "Humira Pen", "adalimumab", "40 mg/0.4 mL", "INJ", "N", "TNF blocker", null, 3460, 2, 2002, 2, 28),
  D("65862-0015-01", "Amoxicillin", "amoxicillin", "500 mg", "CAP", "Y", "Antibiotic", null, 0.18, 500, 1974, 21, 7),
  D("59762-3125-01", "Azithromycin", "azithromycin", "250 mg", "TAB", "Y", "Antibiotic", null, 1.1, 30, 2005, 6, 5),
  D("00093-3147-01", "Cephalexin", "cephalexin", "500 mg", "CAP", "Y", "Antibiotic", null, 0.28, 100, 1971, 28, 7),
  D("65862-0503-20", "Amoxicillin-Clavulanate", "amoxicillin/clavulanate", "875/125 mg", "TAB", "Y", "Antibiotic", null, 1.05, 20, 2002, 20, 10),
  D("00406-0552-23", "Oxycodone", "oxycodone", "5 mg", "TAB", "Y", "Opioid analgesic", 2, 0.45, 100, 1998, 20, 5),
  D("00406-0123-01", "Hydrocodone-Acetaminophen", "hydrocodone/acetaminophen", "5/325 mg", "TAB", "Y", "Opioid analgesic", 2, 0.4, 100, 1982, 12, 3),
  D("57664-0377-88", "Tramadol", "tramadol", "50 mg", "TAB", "Y", "Opioid analgesic", 4, 0.15, 100, 2002, 20, 5),
  D("00054-4728-25", "Prednisone", "prednisone", "20 mg", "TAB", "Y", "Corticosteroid", null, 0.09, 100, 1955, 10, 5),
  D("67877-0320-05", "Ibuprofen", "ibuprofen", "800 mg", "TAB", "Y", "NSAID", null, 0.1, 500, 1984, 30, 10),
];
const drugOf = (ndc: string): DrugDef => {
  const d = DRUGS.find((x) => x.ndc === ndc);
  if (!d) throw new Error(`no drug ${ndc}`);
  return d;
};
const byName = (nm: string): DrugDef => {
  const d = DRUGS.find((x) => x.nm === nm);
  if (!d) throw new Error(`no drug ${nm}`);
  return d;
};

type Spec = string;
/**
 * Chronic therapies: [generic, brand or null, weight child, adult, senior, specialist, share written by the
 * specialist rather than the primary care prescriber, brand share]
 */
const CHRONIC: [string | null, string | null, number, number, number, Spec | null, number, number][] = [
  ["Atorvastatin", "Lipitor", 0, 6, 10, "Cardiology", 0.3, 0.08],
  ["Rosuvastatin", "Crestor", 0, 3, 4, "Cardiology", 0.35, 0.15],
  ["Lisinopril", null, 0, 6, 9, "Cardiology", 0.2, 0],
  ["Amlodipine", null, 0, 4, 8, "Cardiology", 0.25, 0],
  ["Losartan", null, 0, 3, 5, "Cardiology", 0.3, 0],
  ["Hydrochlorothiazide", null, 0, 3, 4, null, 0, 0],
  ["Metoprolol Succinate ER", null, 0, 3, 6, "Cardiology", 0.45, 0],
  ["Metformin", null, 0, 5, 6, "Endocrinology", 0.3, 0],
  [null, "Januvia", 0, 1, 2, "Endocrinology", 0.5, 1],
  [null, "Ozempic", 0, 2.2, 1, "Endocrinology", 0.6, 1],
  [null, "Lantus SoloStar", 0, 1, 2, "Endocrinology", 0.7, 1],
  ["Levothyroxine", "Synthroid", 0, 4, 5, "Endocrinology", 0.2, 0.15],
  ["Omeprazole", null, 0, 4, 4, null, 0, 0],
  ["Pantoprazole", null, 0, 2, 3, null, 0, 0],
  ["Sertraline", null, 0, 4, 1, "Psychiatry", 0.5, 0],
  ["Escitalopram", "Lexapro", 0, 3, 1, "Psychiatry", 0.5, 0.12],
  ["Fluoxetine", null, 0, 2, 0.5, "Psychiatry", 0.45, 0],
  ["Alprazolam", null, 0, 2, 1, "Psychiatry", 0.6, 0],
  ["Zolpidem", "Ambien", 0, 1.5, 1.5, "Psychiatry", 0.4, 0.2],
  ["Gabapentin", null, 0, 2, 3, "Orthopedic Surgery", 0.25, 0],
  ["Warfarin", null, 0, 0.3, 2, "Cardiology", 0.6, 0],
  [null, "Eliquis", 0, 0.5, 3, "Cardiology", 0.6, 1],
  ["Albuterol HFA", "Ventolin HFA", 6, 2, 1, "Pulmonology", 0.3, 0.2],
  [null, "Advair Diskus", 0, 0.5, 1, "Pulmonology", 0.6, 1],
  ["Fluticasone Nasal", null, 3, 2, 1, null, 0, 0],
  ["Montelukast", null, 4, 1.5, 0.5, "Pulmonology", 0.3, 0],
  ["Methylphenidate ER", null, 4, 0.8, 0, "Psychiatry", 0.6, 0],
  ["Amphetamine Salts ER", null, 3, 0.8, 0, "Psychiatry", 0.6, 0],
  [null, "Humira Pen", 0, 0.4, 0.2, "Rheumatology", 1, 1],
];
/** Acute courses: [drug, weight child, adult, senior, [specialty, weight][] (PCP = the patient's own)] */
const ACUTE: [string, number, number, number, [Spec, number][]][] = [
  ["Amoxicillin", 8, 5, 3, [["PCP", 40], ["Emergency Medicine", 40], ["Dentistry", 20]]],
  ["Azithromycin", 3, 5, 4, [["PCP", 45], ["Emergency Medicine", 55]]],
  ["Cephalexin", 2, 3, 3, [["PCP", 40], ["Emergency Medicine", 60]]],
  ["Amoxicillin-Clavulanate", 2, 3, 3, [["PCP", 50], ["Emergency Medicine", 40], ["Dentistry", 10]]],
  ["Oxycodone", 0, 2, 1.5, [["Orthopedic Surgery", 70], ["Emergency Medicine", 30]]],
  ["Hydrocodone-Acetaminophen", 0, 2, 1, [["Dentistry", 55], ["Orthopedic Surgery", 30], ["Emergency Medicine", 15]]],
  ["Tramadol", 0, 1.5, 1.5, [["Orthopedic Surgery", 60], ["PCP", 40]]],
  ["Prednisone", 1, 3, 3, [["PCP", 50], ["Emergency Medicine", 40], ["Pulmonology", 10]]],
  ["Ibuprofen", 1, 4, 2, [["Dentistry", 35], ["Orthopedic Surgery", 35], ["Emergency Medicine", 30]]],
];

/** [payer_nm, plan_typ] */
const PAYERS: [string, string][] = [
  ["Aetna Pharmacy", "COM"],
  ["BlueCross Rx PPO", "COM"],
  ["UnitedHealth OptumRx", "COM"],
  ["Medicare Part D - SilverScript", "MCR"],
  ["Medicare Part D - WellCare", "MCR"],
  ["State Medicaid", "MCD"],
];

const FIRST_F = [
  "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen", "Nancy",
  "Lisa", "Betty", "Sandra", "Ashley", "Donna", "Emily", "Michelle", "Carol", "Amanda", "Melissa", "Deborah",
  "Stephanie", "Rebecca", "Laura", "Helen", "Maria", "Rosa", "Mei", "Aaliyah", "Priya", "Gloria", "Evelyn", "Joan",
];
const FIRST_M = [
  "James", "Robert", "John", "Michael", "David", "William", "Richard", "Joseph", "Thomas", "Charles", "Christopher",
  "Daniel", "Matthew", "Anthony", "Mark", "Donald", "Steven", "Paul", "Andrew", "Joshua", "Kevin", "Brian", "George",
  "Edward", "Ronald", "Jose", "Luis", "Wei", "Darnell", "Raj", "Frank", "Harold", "Walter", "Eugene",
];
const LAST = [
  "Anderson", "Baker", "Bennett", "Brooks", "Campbell", "Carter", "Castillo", "Chen", "Collins", "Cooper", "Cruz",
  "Diaz", "Edwards", "Evans", "Fisher", "Flores", "Foster", "Garcia", "Gomez", "Gray", "Green", "Hall", "Harris",
  "Hayes", "Hernandez", "Hill", "Howard", "Hughes", "Jackson", "Jenkins", "Johnson", "Kelly", "King", "Lee", "Lewis",
  "Long", "Lopez", "Martin", "Martinez", "Miller", "Mitchell", "Morales", "Morgan", "Murphy", "Myers", "Nelson",
  "Ortiz", "Parker", "Perez", "Perry", "Peterson", "Phillips", "Powell", "Price", "Ramirez", "Reed", "Richardson",
  "Rivera", "Roberts", "Robinson", "Rogers", "Ross", "Russell", "Sanchez", "Sanders", "Shaw", "Stewart", "Sullivan",
  "Taylor", "Thompson", "Torres", "Turner", "Walker", "Ward", "Watson", "White", "Wood", "Wright", "Young", "Zhang",
];

/** [city, home store, weight] */
const HOMES: [string, string, number][] = [
  ["Harlow", "S101", 15],
  ["Harlow", "S102", 10],
  ["Brookfield", "S103", 10],
  ["Easton", "S201", 13],
  ["Easton", "S202", 8],
  ["Dalton", "S203", 10],
  ["Fairview", "S301", 14],
  ["Fairview", "S302", 8],
];
const REGION_OF: Record<string, Region> = Object.fromEntries(STORES.map((s) => [s[0], s[3]]));

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const round2 = (n: number) => Math.round(n * 100) / 100;
const maxIso = (a: string, b: string) => (a > b ? a : b);

interface Patient {
  no: string;
  age: number;
  band: 0 | 1 | 2;
  home: string;
  origHome: string;
  payer: [string, string] | null;
  pcp: string;
  auto: boolean;
  reg: string;
}
interface Script {
  rx: number;
  pt: Patient;
  npi: string;
  drug: DrugDef;
  br: string;
  written: string;
  qty: number;
  days: number;
  rfl: number;
  exp: string;
  fills: number;
  sts: string | null;
}
interface Fill {
  id: number;
  s: Script;
  no: number;
  br: string;
  dt: string;
  qty: number;
  days: number;
}

export function datasetSql(): string {
  const r = seededRandom(70_331);
  const rs = seededRandom(70_332);

  const prescBySpec = (spec: string) => PRESCRIBERS.filter((p) => p[3] === spec);
  const pcpPool = (band: number, city: string): string => {
    if (band === 0) return r.pick(prescBySpec("Pediatrics"))[0];
    const local = PRESCRIBERS.filter((p) => (p[3] === "Family Medicine" || p[3] === "Internal Medicine") && p[5] === city);
    const pool = local.length > 0 && r.chance(0.8) ? local : PRESCRIBERS.filter((p) => p[3] === "Family Medicine" || p[3] === "Internal Medicine");
    return r.pick(pool)[0];
  };
  const specialist = (spec: string, city: string): string => {
    const pool = prescBySpec(spec);
    const local = pool.filter((p) => p[5] === city);
    return (local.length > 0 && r.chance(0.75) ? r.pick(local) : r.pick(pool))[0];
  };

  // Patients
  const patients: Patient[] = [];
  const patientRows: unknown[][] = [];
  const usedNames = new Set<string>();
  let ptSeq = 104_200;
  const N_PT = 165;
  for (let i = 0; i < N_PT; i++) {
    const band = r.weighted<0 | 1 | 2>([[0, 12], [1, 55], [2, 33]]);
    const age = band === 0 ? r.int(3, 17) : band === 1 ? r.int(18, 64) : r.int(65, 91);
    const birthYear = 2026 - age - (r.chance(0.5) ? 1 : 0);
    const dob = r.date(`${birthYear}-01-01`, `${birthYear}-12-28`);
    const sex = r.chance(0.53) ? "F" : "M";
    let first = "";
    let last = "";
    do {
      first = r.pick(sex === "F" ? FIRST_F : FIRST_M);
      last = r.pick(LAST);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const [city, origHome] = r.weighted(HOMES.map(([c, s, w]) => [[c, s] as [string, string], w] as [[string, string], number]));
    const regYr = r.weighted<number>([[2012, 4], [2015, 6], [2018, 8], [2020, 8], [2022, 10], [2023, 10], [2024, 12], [2025, 15], [2026, 12]]);
    let reg = r.date(`${regYr}-01-02`, regYr === 2026 ? "2026-11-18" : `${regYr}-12-28`);
    if (origHome === "S302" && reg < S302_OPENED && r.chance(0.5)) reg = r.date(S302_OPENED, "2026-10-31");
    const home = origHome === "S202" ? "S201" : origHome;
    const pick = (w: [number, number, number, number, number, number, number]) =>
      r.weighted<number>(w.map((x, k) => [k, x] as [number, number]));
    const k =
      band === 0 ? pick([18, 14, 16, 0, 0, 44, 8]) : band === 1 ? pick([22, 24, 20, 1, 1, 16, 16]) : pick([3, 3, 2, 45, 38, 3, 6]);
    const payer: [string, string] | null = k === 6 ? null : (PAYERS[k] as [string, string]);
    const pcp = pcpPool(band, city);
    const pt: Patient = { no: `P${(ptSeq += r.int(3, 60))}`, age, band, home, origHome, payer, pcp, auto: false, reg };
    patients.push(pt);
    patientRows.push([pt.no, first, last, dob, sex, city, home, payer ? payer[0] : null, r.chance(0.9) ? pcp : null, 0, reg]);
  }

  // where a patient fills on a given day
  const storeFor = (pt: Patient, day: string): string => {
    let s = pt.origHome;
    if (s === "S202" && day > S202_CLOSED) s = "S201";
    if (s === "S302" && day < S302_OPENED) s = "S301";
    if (r.chance(0.07)) {
      const others = STORES.filter(
        (x) => x[0] !== s && REGION_OF[x[0]] === REGION_OF[s] && x[4] <= day && (x[5] === null || day <= x[5]),
      );
      if (others.length > 0) s = r.pick(others)[0];
    }
    return s;
  };

  // Prescriptions and fills
  const scripts: Script[] = [];
  const fills: Fill[] = [];
  const newScript = (pt: Patient, npi: string, drug: DrugDef, written: string, days: number, chronic: boolean): Script => {
    const qty = chronic ? (drug.days === 28 ? drug.unit : drug.unit * (days / 30)) : drug.unit;
    const rfl = !chronic ? (drug.nm === "Ibuprofen" && r.chance(0.3) ? 1 : 0) : drug.sch === 2 ? 0 : drug.sch === 4 ? 5 : days === 90 ? 3 : drug.days === 28 ? 12 : 11;
    const exp = addDays(written, drug.sch === 2 ? 90 : drug.sch === 4 ? 180 : 365);
    const s: Script = { rx: 0, pt, npi, drug, br: storeFor(pt, written), written, qty, days, rfl, exp, fills: 0, sts: null };
    scripts.push(s);
    return s;
  };
  const addFill = (s: Script, day: string) => {
    const br = s.fills === 0 && !(s.br === "S202" && day > S202_CLOSED) ? s.br : storeFor(s.pt, day);
    fills.push({ id: 0, s, no: s.fills, br, dt: day, qty: s.qty, days: s.days });
    s.fills++;
  };

  const startFor = (pt: Patient) => maxIso(FIRST_DAY, pt.reg);
  for (const pt of patients) {
    const n =
      pt.band === 0
        ? r.weighted<number>([[0, 60], [1, 35], [2, 5]])
        : pt.band === 1
          ? r.weighted<number>([[0, 40], [1, 35], [2, 18], [3, 7]])
          : r.weighted<number>([[0, 10], [1, 30], [2, 32], [3, 20], [4, 8]]);
    pt.auto = n > 0 && r.chance(pt.band === 2 ? 0.45 : 0.3);
    const taken = new Set<number>();
    for (let t = 0; t < n; t++) {
      let ci = 0;
      let tries = 0;
      do {
        ci = r.weighted(CHRONIC.map((c, k) => [k, c[2 + pt.band] as number] as [number, number]));
      } while (taken.has(ci) && ++tries < 20);
      if (taken.has(ci)) continue;
      taken.add(ci);
      const c = CHRONIC[ci] as (typeof CHRONIC)[number];
      const drug = byName((c[0] === null ? c[1] : c[1] !== null && r.chance(c[7]) ? c[1] : c[0]) as string);
      const city = (patientRows.find((row) => row[0] === pt.no) as unknown[])[5] as string;
      const npi = c[5] !== null && (pt.band !== 0 || c[5] === "Psychiatry" || c[5] === "Pulmonology") && r.chance(c[6]) ? specialist(c[5], city) : pt.pcp;
      const from = startFor(pt);
      if (from > "2026-11-10") continue;
      const start = pt.reg < FIRST_DAY && r.chance(0.85) ? r.date(FIRST_DAY, "2025-02-28") : r.date(from, "2026-11-10");
      const days = drug.days === 28 || drug.sch !== null || drug.generic === "N" ? (drug.days === 28 ? 28 : 30) : r.chance(pt.band === 2 ? 0.6 : 0.4) ? 90 : 30;
      const stopAt = r.chance(0.16) ? r.date(addDays(start, 40), "2026-12-31") : null;
      const stopHow = r.weighted<string>([["CAN", 40], ["EXP", 35], ["XFR", 25]]);
      let s = newScript(pt, npi, drug, start, days, true);
      let next = addDays(start, r.weighted<number>([[0, 50], [1, 30], [2, 12], [4, 8]]));
      let last = start;
      while (next <= LAST_DAY) {
        if (stopAt !== null && next >= stopAt) {
          if (s.fills < 1 + s.rfl && stopAt <= s.exp) {
            if (stopHow === "CAN") s.sts = "CAN";
            if (stopHow === "XFR") s.sts = "XFR";
          }
          break;
        }
        if (s.fills >= 1 + s.rfl || next > s.exp) {
          const written = maxIso(addDays(next, -r.int(0, 5)), addDays(last, 1));
          s = newScript(pt, npi, drug, written, days, true);
          if (next < written) next = written;
        }
        addFill(s, next);
        last = next;
        const lateness = pt.auto ? r.int(-3, 2) : r.weighted<number>([[-2, 10], [0, 20], [3, 25], [7, 22], [12, 13], [25, 6], [45, 4]]) + r.int(0, 3);
        next = addDays(next, days + lateness);
      }
    }
    // acute courses
    const nAcute = r.weighted<number>([[0, 30], [1, 34], [2, 22], [3, 10], [4, 4]]);
    for (let a = 0; a < nAcute; a++) {
      const ac = ACUTE[r.weighted(ACUTE.map((x, k) => [k, x[1 + pt.band] as number] as [number, number]))] as (typeof ACUTE)[number];
      const drug = byName(ac[0]);
      let spec = r.weighted(ac[4]);
      if (spec === "Dentistry" && pt.band === 0) spec = "PCP";
      const city = (patientRows.find((row) => row[0] === pt.no) as unknown[])[5] as string;
      const npi = spec === "PCP" ? pt.pcp : specialist(spec, city);
      const from = startFor(pt);
      if (from > LAST_DAY) continue;
      const written = r.date(from, LAST_DAY);
      const s = newScript(pt, npi, drug, written, drug.days as number, false);
      if (r.chance(0.05)) {
        if (r.chance(0.3)) s.sts = "CAN";
        continue;
      }
      const day = addDays(written, r.weighted<number>([[0, 70], [1, 22], [3, 8]]));
      if (day > LAST_DAY) continue;
      addFill(s, day);
      if (s.rfl > 0 && r.chance(0.5)) {
        const d2 = addDays(day, r.int(8, 40));
        if (d2 <= LAST_DAY && d2 <= s.exp) addFill(s, d2);
      }
    }
  }
  for (const pt of patients) (patientRows.find((row) => row[0] === pt.no) as unknown[])[9] = pt.auto ? 1 : 0;

  // script numbers in the order they were written, statuses
  scripts.sort((a, b) => (a.written < b.written ? -1 : a.written > b.written ? 1 : 0));
  let rxSeq = 6_104_000;
  for (const s of scripts) {
    s.rx = rxSeq += r.int(1, 7);
    if (s.sts === null) s.sts = s.fills >= 1 + s.rfl ? "CMP" : s.exp < TODAY ? "EXP" : "ACT";
  }

  // fill details: who, status, what the patient pays; claims
  fills.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.s.rx - b.s.rx));
  const postingsAt = (br: string, day: string, roles: string[]) =>
    EMPLOYEES.filter((e) => roles.includes(e[3]) && e[10].some(([s, f, t]) => s === br && f <= day && day <= t)).map((e) => e[0]);
  const fillRows: unknown[][] = [];
  const claimRows: unknown[][] = [];
  const clmSeq: Record<string, number> = {};
  const clmNo = (day: string) => {
    const yy = day.slice(2, 4);
    clmSeq[yy] = (clmSeq[yy] ?? 0) + rs.int(1, 3);
    return `CL${yy}${pad(clmSeq[yy] as number, 6)}`;
  };
  const rphWeight: Record<string, number> = {};
  for (const e of EMPLOYEES) rphWeight[e[0]] = e[3] === "SM" ? 0.8 : e[7] === "N" ? 0.55 : 1.2;
  const shortCount: Record<string, number> = {};
  let fillSeq = 500_000;
  for (const f of fills) {
    f.id = fillSeq += 1;
    const d = f.s.drug;
    if (rs.chance(0.025) && d.unit > 6) {
      f.qty = Math.floor(f.s.qty / 2);
      f.days = Math.floor(f.s.days / 2);
      shortCount[d.ndc] = (shortCount[d.ndc] ?? 0) + 1;
    }
    const rphs = postingsAt(f.br, f.dt, ["SM", "RPH"]);
    const techs = postingsAt(f.br, f.dt, ["TECH"]);
    if (rphs.length === 0) throw new Error(`no pharmacist at ${f.br} on ${f.dt}`);
    const rph = rs.weighted(rphs.map((e) => [e, rphWeight[e] as number] as [string, number]));
    const tech = techs.length > 0 && rs.chance(0.94) ? rs.weighted(techs.map((e) => [e, rphWeight[e] as number] as [string, number])) : null;
    // status
    const age = daysBetween(f.dt, LAST_DAY);
    let sts = "PU";
    let pu: string | null = null;
    const waitDays = rs.weighted<number>([[0, 45], [1, 25], [2, 12], [3, 8], [5, 6], [9, 4]]);
    if (rs.chance(0.028) && age >= 14) sts = "RTS";
    else if (waitDays > age || (age <= 6 && rs.chance(0.25))) sts = "RDY";
    else pu = addDays(f.dt, waitDays);
    // pricing
    const ingr = d.awp * f.qty;
    const billed = round2(ingr * 1.02 + 3.5);
    const cash = round2(d.generic === "Y" ? Math.max(9.99, ingr * 0.85 + 4) : ingr * 1.04 + 4);
    const payer = f.s.pt.payer;
    let ptPay = cash;
    if (payer !== null) {
      const allowed = round2(d.generic === "Y" ? ingr * 0.38 + 1.75 : ingr * 0.84 + 1.75);
      const typ = payer[1];
      const copay = round2(
        Math.min(
          allowed,
          typ === "MCD" ? (d.generic === "Y" ? 1 : 4) : typ === "MCR" ? (d.generic === "Y" ? 3 : Math.max(47, Math.min(0.25 * allowed, 180))) : d.generic === "Y" ? 10 : Math.max(40, Math.min(0.2 * allowed, 150)),
        ),
      );
      const rejP = d.generic === "Y" ? 0.05 : typ === "MCD" ? 0.3 : 0.14;
      let paidClaim = true;
      if (rs.chance(rejP)) {
        const rej = rs.weighted<[string, string]>(
          d.generic === "Y"
            ? [[["79", "Refill too soon"], 45], [["76", "Plan limitations exceeded"], 35], [["70", "Product/service not covered"], 20]]
            : [[["75", "Prior authorization required"], 55], [["70", "Product/service not covered"], 30], [["76", "Plan limitations exceeded"], 15]],
        );
        claimRows.push([clmNo(f.dt), f.id, payer[0], payer[1], f.dt, billed, null, null, "RJ", rej[0], rej[1]]);
        paidClaim = rs.chance(rej[0] === "70" ? 0.25 : 0.7);
      }
      if (paidClaim) {
        const sub = claimRows.length > 0 && claimRows[claimRows.length - 1]?.[1] === f.id ? addDays(f.dt, rs.weighted<number>([[0, 50], [1, 35], [2, 15]])) : f.dt;
        ptPay = copay;
        claimRows.push([clmNo(sub), f.id, payer[0], payer[1], sub, billed, round2(allowed - copay), copay, sts === "RTS" ? "RV" : "PD", null, null]);
        if (pu !== null && pu < sub) pu = sub;
        if (pu !== null && pu > LAST_DAY) {
          pu = null;
          sts = "RDY";
        }
      }
    }
    fillRows.push([f.id, f.s.rx, f.no, f.br, f.dt, f.qty, f.days, rph, tech, sts, pu, ptPay]);
  }

  // Stock on the shelves of the trading stores
  const stockRows: unknown[][] = [];
  const recentUse: Record<string, number> = {};
  for (const f of fills) if (f.dt >= "2026-05-25") recentUse[`${f.br}|${f.s.drug.ndc}`] = (recentUse[`${f.br}|${f.s.drug.ndc}`] ?? 0) + f.qty;
  for (const st of STORES) {
    if (st[5] !== null) continue;
    for (const d of DRUGS) {
      const use = recentUse[`${st[0]}|${d.ndc}`] ?? 0;
      if (use === 0 && r.chance(d.generic === "N" ? 0.45 : 0.2)) continue;
      const weekly = use / 26;
      const reorder = d.pkg <= 5 ? Math.max(1, Math.ceil(weekly * 1.5)) : Math.max(20, Math.ceil((weekly * 2) / 10) * 10);
      const roll = r.next();
      const onHand =
        roll < 0.05 ? 0 : roll < 0.16 ? r.int(Math.floor(reorder * 0.3), reorder - 1) : reorder + r.int(1, Math.max(2, reorder * 3) + d.pkg);
      const cnt = r.date("2026-09-20", "2026-11-23");
      stockRows.push([st[0], d.ndc, onHand, reorder, `${cnt.slice(5, 7)}/${cnt.slice(8, 10)}/${cnt.slice(0, 4)}`]);
    }
  }

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA ops;",
    "CREATE SCHEMA rx;",
    `CREATE TABLE ops.store (br_cd varchar(4) PRIMARY KEY, br_nm text NOT NULL, city text NOT NULL, region_cd varchar(5) NOT NULL, opened_dt date NOT NULL,
      closed_dt date, drive_thru_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.employee (emp_cd varchar(5) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, role_cd varchar(4) NOT NULL,
      br_cd varchar(4) REFERENCES ops.store (br_cd), supv_cd varchar(5) REFERENCES ops.employee (emp_cd), lic_no varchar(9), ft_yn char(1) NOT NULL,
      hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE ops.prescriber (npi char(10) PRIMARY KEY, presc_nm text NOT NULL, cred varchar(3) NOT NULL, spec text NOT NULL, clinic_nm text NOT NULL,
      city text NOT NULL);`,
    `CREATE TABLE ops.patient (pt_no varchar(7) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, dob date NOT NULL, sex_cd char(1) NOT NULL,
      city text NOT NULL, home_br varchar(4) NOT NULL REFERENCES ops.store (br_cd), pri_payer text, pcp_npi char(10) REFERENCES ops.prescriber (npi),
      auto_rfl smallint NOT NULL, reg_dt date NOT NULL);`,
    `CREATE TABLE rx.drug (ndc varchar(13) PRIMARY KEY, drug_nm text NOT NULL, gen_nm text NOT NULL, strength text NOT NULL, form_cd varchar(3) NOT NULL,
      generic_yn char(1) NOT NULL, ther_cls text NOT NULL, ctrl_sch smallint, awp_txt varchar(12) NOT NULL, pkg_qty integer NOT NULL, launch_yr smallint NOT NULL);`,
    `CREATE TABLE rx.script (rx_no integer PRIMARY KEY, pt_no varchar(7) NOT NULL REFERENCES ops.patient (pt_no), npi char(10) NOT NULL REFERENCES ops.prescriber (npi),
      ndc varchar(13) NOT NULL REFERENCES rx.drug (ndc), orig_br varchar(4) NOT NULL REFERENCES ops.store (br_cd), written_dt date NOT NULL, qty integer NOT NULL,
      days_sply smallint NOT NULL, rfl_auth smallint NOT NULL, exp_dt date NOT NULL, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE rx.fill (fill_id integer PRIMARY KEY, rx_no integer NOT NULL REFERENCES rx.script (rx_no), fill_no smallint NOT NULL,
      br_cd varchar(4) NOT NULL REFERENCES ops.store (br_cd), fill_dt date NOT NULL, qty_disp integer NOT NULL, days_sply smallint NOT NULL,
      rph_cd varchar(5) NOT NULL REFERENCES ops.employee (emp_cd), tech_cd varchar(5) REFERENCES ops.employee (emp_cd), sts_cd varchar(3) NOT NULL, pu_dt date,
      pt_pay_amt numeric(9,2) NOT NULL, UNIQUE (rx_no, fill_no));`,
    `CREATE TABLE rx.claim (clm_no varchar(10) PRIMARY KEY, fill_id integer NOT NULL REFERENCES rx.fill (fill_id), payer_nm text NOT NULL, plan_typ varchar(3) NOT NULL,
      sub_dt date NOT NULL, billed_amt numeric(10,2) NOT NULL, paid_amt numeric(10,2), pt_pay_amt numeric(9,2), sts_cd varchar(2) NOT NULL, rej_cd varchar(3),
      rej_desc text);`,
    `CREATE TABLE rx.stock_lvl (br_cd varchar(4) NOT NULL REFERENCES ops.store (br_cd), ndc varchar(13) NOT NULL REFERENCES rx.drug (ndc), on_hand integer NOT NULL,
      reorder_pt integer NOT NULL, cnt_dt varchar(10) NOT NULL, PRIMARY KEY (br_cd, ndc));`,
    insertRows("ops.store", ["br_cd", "br_nm", "city", "region_cd", "opened_dt", "closed_dt", "drive_thru_yn"], STORES),
    insertRows(
      "ops.employee",
      ["emp_cd", "first_nm", "last_nm", "role_cd", "br_cd", "supv_cd", "lic_no", "ft_yn", "hire_dt", "term_dt"],
      EMPLOYEES.map((e) => e.slice(0, 10)),
    ),
    insertRows("ops.prescriber", ["npi", "presc_nm", "cred", "spec", "clinic_nm", "city"], PRESCRIBERS),
    insertRows(
      "ops.patient",
      ["pt_no", "first_nm", "last_nm", "dob", "sex_cd", "city", "home_br", "pri_payer", "pcp_npi", "auto_rfl", "reg_dt"],
      patientRows,
    ),
    insertRows(
      "rx.drug",
      ["ndc", "drug_nm", "gen_nm", "strength", "form_cd", "generic_yn", "ther_cls", "ctrl_sch", "awp_txt", "pkg_qty", "launch_yr"],
      DRUGS.map((d) => [d.ndc, d.nm, d.gen, d.str, d.form, d.generic, d.cls, d.sch, d.awp.toFixed(4), d.pkg, d.launch]),
    ),
    insertRows(
      "rx.script",
      ["rx_no", "pt_no", "npi", "ndc", "orig_br", "written_dt", "qty", "days_sply", "rfl_auth", "exp_dt", "sts_cd"],
      scripts.map((s) => [s.rx, s.pt.no, s.npi, s.drug.ndc, s.br, s.written, s.qty, s.days, s.rfl, s.exp, s.sts]),
    ),
    insertRows(
      "rx.fill",
      ["fill_id", "rx_no", "fill_no", "br_cd", "fill_dt", "qty_disp", "days_sply", "rph_cd", "tech_cd", "sts_cd", "pu_dt", "pt_pay_amt"],
      fillRows,
    ),
    insertRows(
      "rx.claim",
      ["clm_no", "fill_id", "payer_nm", "plan_typ", "sub_dt", "billed_amt", "paid_amt", "pt_pay_amt", "sts_cd", "rej_cd", "rej_desc"],
      claimRows,
    ),
    insertRows("rx.stock_lvl", ["br_cd", "ndc", "on_hand", "reorder_pt", "cnt_dt"], stockRows),
  ].join("\n");
}
