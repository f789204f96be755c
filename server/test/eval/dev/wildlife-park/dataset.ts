/**
 * Brackendale Wildlife Park is a family-owned zoo and wildlife park of about 40 acres outside Ludlow, Shropshire. It
 * keeps around two hundred individually recorded animals of some thirty species in five zones, sells day tickets
 * (online, at the gate kiosk, and to schools and groups by phone), sells annual memberships that give free entry, and
 * runs an "adopt an animal" scheme: a supporter pays for a year's symbolic adoption of one named animal and gets a
 * certificate and a pack. The park's own vets are not on the staff: every health check, treatment and post-mortem is
 * a call-out by one of the visiting zoo vets, and each call-out is billed. The park is open every day of the year
 * except Christmas Day.
 *
 * This is an export of the park's in-house system "ParkBase" (schema `wildpark`), taken on the morning of Wednesday
 * 2026-11-25 with everything up to the end of Tuesday 2026-11-24. Animal records go back to the park's early years;
 * vet call-outs and adoptions start on 2024-01-02; ticket orders start on 2025-01-01, when the current ticketing
 * system went live (online and group bookings already taken for visits after 2026-11-24 are included).
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `cost_p`, `amt_p`, `fee_p`, `tot_p`. Areas
 * are in square metres. Dates are UK calendar dates; `ord_ts` is UK local time.
 *
 * Business terms and codes:
 * - Enclosures (`enc`), a lookup: one paddock, house, pool or aviary. `zone_cd` the zone of the park it is in: AFR
 *   African Plains, ASI Asian Forest, SAM South America (including Penguin Cove), RPT the reptile & amphibian houses,
 *   FRM Children's Farm. `indoor_yn` Y for a walk-through house (indoors), N for an outdoor paddock, pool or
 *   aviary. `area_m2` the area open to the animals in square metres. `built_yr` the year it was built or last
 *   rebuilt. `clsd_yn` Y when the enclosure is closed (the Butterfly House is being rebuilt and holds no animals).
 * - Species (`spp`), a lookup: `com_nm` the common name, `sci_nm` the scientific name. `cls_cd` class: MAM mammal,
 *   BRD bird, REP reptile, AMP amphibian, INV invertebrate. `iucn_cd` the IUCN Red List status: LC least concern, NT
 *   near threatened, VU vulnerable, EN endangered, CR critically endangered, NE not evaluated (domestic breeds and
 *   the tarantula). `eep_yn` Y when the species is managed in a European (EAZA) breeding programme the park takes
 *   part in. `diet_cd` HERB herbivore, CARN carnivore (including fish eaters), OMNI omnivore, INSC insectivore. A
 *   species may be listed with no animals on site (one the park used to keep, or one that is planned).
 * - Animals (`anml`): one individually recorded animal, present or past. Fish and insects kept as groups are not
 *   recorded. `tag_no` the park's own animal number (on the microchip, ring or house record). `nm` the animal's
 *   house name (NULL for flamingos, chameleons, axolotls and dart frogs, which are known by tag number only).
 *   `sex_cd` M male, F female, U unknown. `dob` date of birth (NULL = not known). `enc_cd` the enclosure it lives in
 *   (its last enclosure for an animal that has left). `arr_dt` the date it joined the collection (its birth date
 *   when born here). `src_cd` how it came: BRN born at the park, ZOO transferred in from another zoo (named in
 *   `from_inst`), RES rescue or confiscation handed over by the authorities or a welfare charity. `stat_cd` A alive
 *   and at the park, T transferred out to another zoo (named in `to_inst`), D died. `dep_dt` the date it left or
 *   died (NULL while at the park).
 * - Vet call-outs (`vet_vis`): one visit by a visiting vet to one animal. `rsn_cd` CHK routine health check
 *   (flamingos and penguins are all checked on one catch-up day a year), VAC vaccination, ILL illness, INJ injury,
 *   DEN dental work, PRE pre-transport examination before a transfer out, PM post-mortem after a death. `vet_nm` the
 *   vet who attended. `cost_p` the vet's bill for the visit including drugs. `ga_yn` Y when the animal was sedated or
 *   given a general anaesthetic. `fu_dt` the date of a follow-up visit the vet asked for (NULL = none needed).
 * - Adoptions (`adopt`): one year's symbolic adoption of one animal by a supporter. `adopter_nm` the name on the
 *   certificate (a person, a family or a school class). `pkg_cd` the pack bought: BRZ bronze (certificate and
 *   photo, sent by e-mail), SLV silver (adds a soft toy and a printed pack), GLD gold (adds a meet-the-keeper
 *   visit). `amt_p` the price paid. `gift_yn` Y when it was bought as a present for someone else. `start_dt` and
 *   `end_dt` the year it covers. `stat_cd` A active (running today), E expired, X cancelled within the cooling-off
 *   period and refunded in full (counts for nothing).
 * - Members (`mbr`): one annual membership (free entry for a year), kept as one row that is extended at each
 *   renewal. `typ_cd` ADU one adult, JNT two adults at one address, FAM family (two adults and up to three
 *   children), CON concession (over 65, student or disabled visitor). `join_dt` when the member first joined;
 *   `exp_dt` the last day of the year currently paid for. `fee_p` the fee paid at the latest join or renewal.
 *   `dd_yn` Y when the member pays by direct debit (renews automatically). `stat_cd` A active (paid up), L lapsed
 *   (did not renew; `exp_dt` has passed), X cancelled by the member (on `canc_dt`; no longer a member even when
 *   `exp_dt` is still ahead).
 * - Ticket orders (`tkt_ord`): one day-ticket order for a party visiting on one day. `chan_cd` WEB online booking,
 *   GATE bought at the gate kiosk on the day, GRP school or group booking taken by phone. `ord_ts` when the order was
 *   placed; `visit_dt` the day of the visit. `n_ad` adults, `n_ch` children (3 to 15), `n_conc` concessions, `n_u3`
 *   under-threes (free); the visitors of an order are all four counts. `tot_p` the amount charged for the order.
 *   `pay_cd` CRD card, CSH cash, INV invoiced to a school or group. `promo_cd` the discount code used (NULL =
 *   none). `stat_cd` P paid, R refunded (the visit was cancelled; refunded orders count for nothing), with the
 *   refund date in `rfnd_dt`.
 *
 * Not recorded here: member visits (members show their card at the gate and are not ticketed); ticket sales before
 *   2025; the café, restaurant and gift shop takings; keepers, staff, rotas and wages; animal weights, feeding and
 *   food costs; animals' parents or family trees; the weather; visitor reviews or satisfaction scores; car parking;
 *   visitors' ages other than the ticket types, and where day visitors come from; donations and Gift Aid; events and
 *   private hire.
 *
 * Tables
 * - `enc`: `enc_cd`, `enc_nm`, `zone_cd`, `indoor_yn`, `area_m2`, `built_yr`, `clsd_yn`.
 * - `spp`: `spp_cd`, `com_nm`, `sci_nm`, `cls_cd`, `iucn_cd`, `eep_yn`, `diet_cd`.
 * - `anml`: `anml_id`, `tag_no`, `nm`, `spp_cd`, `sex_cd`, `dob`, `enc_cd`, `arr_dt`, `src_cd`, `from_inst`,
 *   `stat_cd`, `dep_dt`, `to_inst`.
 * - `vet_vis`: `vis_no`, `anml_id`, `vis_dt`, `rsn_cd`, `vet_nm`, `cost_p`, `ga_yn`, `fu_dt`.
 * - `adopt`: `adp_no`, `anml_id`, `adopter_nm`, `pkg_cd`, `amt_p`, `gift_yn`, `start_dt`, `end_dt`, `stat_cd`.
 * - `mbr`: `mbr_no`, `first_nm`, `last_nm`, `pcode`, `typ_cd`, `join_dt`, `exp_dt`, `fee_p`, `dd_yn`, `stat_cd`,
 *   `canc_dt`.
 * - `tkt_ord`: `ord_no`, `ord_ts`, `visit_dt`, `chan_cd`, `n_ad`, `n_ch`, `n_conc`, `n_u3`, `tot_p`, `pay_cd`,
 *   `promo_cd`, `stat_cd`, `rfnd_dt`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const TODAY = "2026-11-25";
const LAST = "2026-11-24";
const VET_START = "2024-01-02";
const TKT_START = "2025-01-01";
const r = seededRandom(7203_2026);

const yn = (b: boolean): string => (b ? "Y" : "N");
const minD = (a: string, b: string): string => (a < b ? a : b);
const maxD = (a: string, b: string): string => (a > b ? a : b);

// ------------------------------------------------------------------ enclosures
type Enc = [string, string, string, boolean, number, number, boolean];
const ENCS: Enc[] = [
  ["SAVP", "Savannah Paddock", "AFR", false, 14500, 2011, false],
  ["RHNO", "Rhino Range", "AFR", false, 8200, 2014, false],
  ["LNRD", "Lion Ridge", "AFR", false, 5200, 2009, false],
  ["PDOG", "Painted Dog Plains", "AFR", false, 3900, 2017, false],
  ["MEER", "Meerkat Mound", "AFR", false, 260, 2012, false],
  ["TIGF", "Tiger Forest", "ASI", false, 3400, 2015, false],
  ["RPWD", "Red Panda Wood", "ASI", false, 950, 2016, false],
  ["OTTC", "Otter Creek", "ASI", false, 480, 2013, false],
  ["GBIS", "Gibbon Island", "ASI", false, 1150, 2019, false],
  ["AMZH", "Amazon House", "SAM", true, 1380, 2018, false],
  ["CAPM", "Capybara Marsh", "SAM", false, 1700, 2018, false],
  ["FLAG", "Flamingo Lagoon", "SAM", false, 2150, 2010, false],
  ["PENC", "Penguin Cove", "SAM", false, 760, 2020, false],
  ["RPTH", "Reptile House", "RPT", true, 640, 2006, false],
  ["TORT", "Tortoise Lodge", "RPT", true, 310, 2021, false],
  ["FARM", "Farmyard", "FRM", false, 1600, 2005, false],
  ["OWLM", "Owl Mews", "FRM", false, 280, 2008, false],
  ["WALB", "Wallaby Walk", "FRM", false, 1200, 2012, false],
  ["BFLY", "Butterfly House", "FRM", true, 520, 2007, true],
];

// ------------------------------------------------------------------ species
type Spp = {
  cd: string;
  com: string;
  sci: string;
  cls: string;
  iucn: string;
  eep: boolean;
  diet: string;
  enc: string;
  cur: number; // animals at the park today
  hist: number; // animals that left or died
  named: boolean;
  breed: number; // share of the animals born at the park
  size: "S" | "M" | "L";
  life: number; // typical lifespan in years
};
const sp = (
  cd: string,
  com: string,
  sci: string,
  cls: string,
  iucn: string,
  eep: boolean,
  diet: string,
  enc: string,
  cur: number,
  hist: number,
  named: boolean,
  breed: number,
  size: "S" | "M" | "L",
  life: number,
): Spp => ({
  cd,
  com,
  sci,
  cls,
  iucn,
  eep,
  diet,
  enc,
  cur,
  hist,
  named,
  breed,
  size,
  life,
});
const SPECIES: Spp[] = [
  sp(
    "GIRR",
    "Reticulated giraffe",
    "Giraffa reticulata",
    "MAM",
    "EN",
    true,
    "HERB",
    "SAVP",
    6,
    3,
    true,
    0.3,
    "L",
    25,
  ),
  sp(
    "ZEBG",
    "Grant's zebra",
    "Equus quagga boehmi",
    "MAM",
    "NT",
    false,
    "HERB",
    "SAVP",
    7,
    3,
    true,
    0.3,
    "L",
    25,
  ),
  sp(
    "ELND",
    "Common eland",
    "Taurotragus oryx",
    "MAM",
    "LC",
    false,
    "HERB",
    "SAVP",
    5,
    2,
    true,
    0.3,
    "L",
    20,
  ),
  sp(
    "RHIW",
    "Southern white rhino",
    "Ceratotherium simum simum",
    "MAM",
    "NT",
    true,
    "HERB",
    "RHNO",
    3,
    1,
    true,
    0.15,
    "L",
    40,
  ),
  sp(
    "LION",
    "African lion",
    "Panthera leo",
    "MAM",
    "VU",
    true,
    "CARN",
    "LNRD",
    4,
    2,
    true,
    0.3,
    "L",
    18,
  ),
  sp(
    "PDOG",
    "African painted dog",
    "Lycaon pictus",
    "MAM",
    "EN",
    true,
    "CARN",
    "PDOG",
    9,
    4,
    true,
    0.5,
    "M",
    12,
  ),
  sp(
    "MEER",
    "Meerkat",
    "Suricata suricatta",
    "MAM",
    "LC",
    false,
    "INSC",
    "MEER",
    14,
    8,
    true,
    0.6,
    "S",
    12,
  ),
  sp(
    "TIGS",
    "Sumatran tiger",
    "Panthera tigris sumatrae",
    "MAM",
    "CR",
    true,
    "CARN",
    "TIGF",
    3,
    1,
    true,
    0.3,
    "L",
    20,
  ),
  sp(
    "RPAN",
    "Red panda",
    "Ailurus fulgens",
    "MAM",
    "EN",
    true,
    "HERB",
    "RPWD",
    3,
    2,
    true,
    0.4,
    "M",
    14,
  ),
  sp(
    "OTTA",
    "Asian small-clawed otter",
    "Aonyx cinereus",
    "MAM",
    "VU",
    true,
    "CARN",
    "OTTC",
    7,
    4,
    true,
    0.5,
    "S",
    14,
  ),
  sp(
    "GIBL",
    "Lar gibbon",
    "Hylobates lar",
    "MAM",
    "EN",
    true,
    "OMNI",
    "GBIS",
    4,
    1,
    true,
    0.3,
    "M",
    35,
  ),
  sp(
    "CAPY",
    "Capybara",
    "Hydrochoerus hydrochaeris",
    "MAM",
    "LC",
    false,
    "HERB",
    "CAPM",
    6,
    3,
    true,
    0.5,
    "M",
    10,
  ),
  sp(
    "GLTM",
    "Golden lion tamarin",
    "Leontopithecus rosalia",
    "MAM",
    "EN",
    true,
    "OMNI",
    "AMZH",
    6,
    3,
    true,
    0.5,
    "S",
    15,
  ),
  sp(
    "SLTH",
    "Linnaeus's two-toed sloth",
    "Choloepus didactylus",
    "MAM",
    "LC",
    false,
    "HERB",
    "AMZH",
    2,
    1,
    true,
    0.2,
    "M",
    30,
  ),
  sp(
    "GOAT",
    "Pygmy goat",
    "Capra hircus",
    "MAM",
    "NE",
    false,
    "HERB",
    "FARM",
    9,
    4,
    true,
    0.5,
    "S",
    12,
  ),
  sp(
    "ALPC",
    "Alpaca",
    "Vicugna pacos",
    "MAM",
    "NE",
    false,
    "HERB",
    "FARM",
    5,
    2,
    true,
    0.3,
    "M",
    20,
  ),
  sp(
    "PIGK",
    "Kunekune pig",
    "Sus domesticus",
    "MAM",
    "NE",
    false,
    "OMNI",
    "FARM",
    3,
    1,
    true,
    0.2,
    "M",
    15,
  ),
  sp(
    "WALB",
    "Bennett's wallaby",
    "Notamacropus rufogriseus",
    "MAM",
    "LC",
    false,
    "HERB",
    "WALB",
    0,
    5,
    true,
    0.4,
    "S",
    12,
  ),
  sp(
    "SNLP",
    "Snow leopard",
    "Panthera uncia",
    "MAM",
    "VU",
    true,
    "CARN",
    "TIGF",
    0,
    0,
    true,
    0,
    "L",
    18,
  ),
  sp(
    "FLAC",
    "Chilean flamingo",
    "Phoenicopterus chilensis",
    "BRD",
    "NT",
    false,
    "OMNI",
    "FLAG",
    28,
    6,
    false,
    0.2,
    "S",
    40,
  ),
  sp(
    "PENH",
    "Humboldt penguin",
    "Spheniscus humboldti",
    "BRD",
    "VU",
    true,
    "CARN",
    "PENC",
    20,
    6,
    true,
    0.4,
    "S",
    25,
  ),
  sp(
    "OWLS",
    "Snowy owl",
    "Bubo scandiacus",
    "BRD",
    "VU",
    false,
    "CARN",
    "OWLM",
    2,
    1,
    true,
    0.2,
    "S",
    20,
  ),
  sp(
    "OWLB",
    "Barn owl",
    "Tyto alba",
    "BRD",
    "LC",
    false,
    "CARN",
    "OWLM",
    3,
    1,
    true,
    0.2,
    "S",
    15,
  ),
  sp(
    "MACB",
    "Blue-and-yellow macaw",
    "Ara ararauna",
    "BRD",
    "LC",
    false,
    "HERB",
    "AMZH",
    4,
    1,
    true,
    0.05,
    "S",
    50,
  ),
  sp(
    "TORA",
    "Aldabra giant tortoise",
    "Aldabrachelys gigantea",
    "REP",
    "VU",
    false,
    "HERB",
    "TORT",
    3,
    0,
    true,
    0,
    "L",
    100,
  ),
  sp(
    "PYTR",
    "Royal python",
    "Python regius",
    "REP",
    "NT",
    false,
    "CARN",
    "RPTH",
    3,
    1,
    true,
    0,
    "S",
    30,
  ),
  sp(
    "CROD",
    "Dwarf crocodile",
    "Osteolaemus tetraspis",
    "REP",
    "VU",
    true,
    "CARN",
    "RPTH",
    2,
    0,
    true,
    0,
    "M",
    50,
  ),
  sp(
    "IGUG",
    "Green iguana",
    "Iguana iguana",
    "REP",
    "LC",
    false,
    "HERB",
    "RPTH",
    3,
    1,
    true,
    0,
    "S",
    15,
  ),
  sp(
    "CHAM",
    "Veiled chameleon",
    "Chamaeleo calyptratus",
    "REP",
    "LC",
    false,
    "INSC",
    "RPTH",
    4,
    3,
    false,
    0.3,
    "S",
    6,
  ),
  sp(
    "AXOL",
    "Axolotl",
    "Ambystoma mexicanum",
    "AMP",
    "CR",
    true,
    "CARN",
    "RPTH",
    10,
    4,
    false,
    0.5,
    "S",
    12,
  ),
  sp(
    "PDFR",
    "Blue poison dart frog",
    "Dendrobates tinctorius",
    "AMP",
    "LC",
    false,
    "INSC",
    "AMZH",
    12,
    5,
    false,
    0.5,
    "S",
    10,
  ),
  sp(
    "TARC",
    "Chilean rose tarantula",
    "Grammostola rosea",
    "INV",
    "NE",
    false,
    "INSC",
    "RPTH",
    3,
    1,
    true,
    0,
    "S",
    20,
  ),
];
const SPP_BY_CD = new Map(SPECIES.map((s) => [s.cd, s]));

// ------------------------------------------------------------------ animals
const NAME_POOL = [
  "Amara",
  "Zuri",
  "Kito",
  "Jabari",
  "Nala",
  "Asha",
  "Baraka",
  "Dalia",
  "Eshe",
  "Femi",
  "Imani",
  "Jengo",
  "Kamari",
  "Lulu",
  "Makena",
  "Nia",
  "Obi",
  "Pendo",
  "Rafiki",
  "Sefu",
  "Tendai",
  "Uzuri",
  "Waziri",
  "Zola",
  "Kesi",
  "Msafiri",
  "Ayo",
  "Bahati",
  "Chiku",
  "Dumisani",
  "Enzi",
  "Hasani",
  "Jelani",
  "Kibo",
  "Layla",
  "Mosi",
  "Nuru",
  "Sanaa",
  "Thabo",
  "Wanjiru",
  "Zawadi",
  "Tamu",
  "Kiah",
  "Shani",
  "Ajani",
  "Bomani",
  "Ruby",
  "Rosie",
  "Pippin",
  "Maple",
  "Hazel",
  "Willow",
  "Bramble",
  "Clover",
  "Fern",
  "Juniper",
  "Poppy",
  "Daisy",
  "Bluebell",
  "Biscuit",
  "Pumpkin",
  "Toffee",
  "Fudge",
  "Crumble",
  "Nutmeg",
  "Pepper",
  "Ginger",
  "Saffron",
  "Basil",
  "Sage",
  "Rosemary",
  "Thyme",
  "Parsley",
  "Cinnamon",
  "Mochi",
  "Kiri",
  "Ravi",
  "Tashi",
  "Sonam",
  "Mani",
  "Nima",
  "Pema",
  "Dawa",
  "Karma",
  "Jampa",
  "Bodhi",
  "Indra",
  "Kala",
  "Suri",
  "Arjun",
  "Bima",
  "Dewi",
  "Putri",
  "Sari",
  "Tuan",
  "Budi",
  "Intan",
  "Kemala",
  "Rimba",
  "Lestari",
  "Mayang",
  "Malu",
  "Luna",
  "Sol",
  "Pablo",
  "Rio",
  "Inca",
  "Paco",
  "Lola",
  "Mateo",
  "Chico",
  "Nico",
  "Bonita",
  "Perla",
  "Tico",
  "Coco",
  "Chispa",
  "Dulce",
  "Bruno",
  "Elena",
  "Flor",
  "Gaby",
  "Ines",
  "Jorge",
  "Kiko",
  "Lupe",
  "Marco",
  "Nacho",
  "Oscar",
  "Pepe",
  "Quito",
  "Rosa",
  "Tomas",
  "Ursula",
  "Vera",
  "Yara",
  "Zico",
  "Waddles",
  "Skipper",
  "Pebble",
  "Splash",
  "Puddle",
  "Ripple",
  "Marlin",
  "Neptune",
  "Storm",
  "Blizzard",
  "Frost",
  "Aurora",
  "Ghost",
  "Willoughby",
  "Barnaby",
  "Ollie",
  "Archie",
  "Alfie",
  "Monty",
  "Percy",
  "Rupert",
  "Bertie",
  "Hamish",
  "Dougal",
  "Florence",
  "Mabel",
  "Winnie",
  "Edith",
  "Agnes",
  "Dolly",
  "Peggy",
  "Betty",
  "Nancy",
  "Ivy",
  "Iris",
  "Violet",
  "Primrose",
  "Blossom",
  "Cedric",
  "Gertie",
  "Horace",
  "Mildred",
  "Norman",
  "Reginald",
  "Sidney",
  "Trevor",
  "Wilbur",
  "Wilma",
  "Doris",
  "Gladys",
  "Marvin",
  "Sheldon",
  "Tortellini",
  "Methuselah",
  "Digby",
  "Slinky",
  "Noodle",
  "Rex",
  "Spike",
  "Iggy",
  "Scales",
  "Charlotte",
  "Twiggy",
  "Hairy Harry",
  "Kovu",
  "Tafari",
  "Sheba",
  "Zara",
  "Ember",
  "Blaze",
  "Cinder",
  "Ash",
  "Misty",
  "Shadow",
  "Biko",
  "Duma",
  "Jasiri",
  "Kali",
  "Mbali",
  "Nandi",
  "Themba",
  "Tumelo",
  "Khari",
  "Jomo",
  "Lumi",
  "Koa",
  "Mango",
  "Papaya",
  "Kiwi",
  "Bamboo",
  "Lychee",
  "Yuki",
  "Hana",
  "Mei",
  "Bao",
  "Ling",
  "Jia",
  "Tao",
  "Sunny",
  "Dusty",
  "Rusty",
  "Sandy",
  "Bonnie",
  "Clyde",
  "Hector",
  "Ottilie",
  "Otis",
  "Ozzy",
  "Pip",
  "Squeak",
  "Wriggle",
  "Bubbles",
  "Sprout",
];
const names = r.shuffle([...new Set(NAME_POOL)]);
const ZOOS = [
  "Chester Zoo",
  "Twycross Zoo",
  "West Midland Safari Park",
  "Colchester Zoo",
  "Marwell Zoo",
  "Paignton Zoo",
  "Blair Drummond Safari Park",
  "Yorkshire Wildlife Park",
  "Cotswold Wildlife Park",
  "Zoo Leipzig",
  "Dublin Zoo",
  "Beekse Bergen",
  "Welsh Mountain Zoo",
  "Banham Zoo",
  "Folly Farm",
];
const RESCUERS = [
  "RSPCA",
  "Border Force (CITES seizure)",
  "Shropshire Reptile Rescue",
  "Wildlife Aid",
];

type Animal = {
  id: number;
  tag: string;
  nm: string | null;
  spp: Spp;
  sex: string;
  dob: string | null;
  enc: string;
  arr: string;
  src: string;
  from: string | null;
  stat: string;
  dep: string | null;
  to: string | null;
};
const animals: Animal[] = [];
const CLS_LETTER: Record<string, string> = {
  MAM: "M",
  BRD: "B",
  REP: "R",
  AMP: "A",
  INV: "I",
};
{
  const raw: Omit<Animal, "id" | "tag">[] = [];
  for (const s of SPECIES) {
    const earliest = `${Math.max(2006, 2026 - Math.round(s.life * 0.7))}-01-01`;
    for (let i = 0; i < s.cur + s.hist; i++) {
      const current = i < s.cur;
      let arr: string;
      let stat = "A";
      let dep: string | null = null;
      let to: string | null = null;
      if (current) {
        const span = daysBetween(earliest, "2026-11-12");
        arr = addDays(earliest, Math.floor(span * Math.pow(r.next(), 0.6)));
      } else if (s.cd === "WALB") {
        arr = r.date("2012-04-01", "2022-06-30");
        stat = "T";
        dep = "2024-05-14";
        to = "Folly Farm";
      } else {
        arr = r.date(
          earliest < "2008-01-01" ? earliest : "2008-01-01",
          "2025-09-30",
        );
        const from = maxD(addDays(arr, 90), "2021-01-04");
        dep = from > "2026-11-20" ? "2026-11-20" : r.date(from, "2026-11-20");
        if (dep <= arr) dep = addDays(arr, 60);
        stat = r.chance(0.55) ? "D" : "T";
        if (stat === "T") to = r.pick(ZOOS);
      }
      const born = r.chance(s.breed);
      let src = "BRN";
      let fromInst: string | null = null;
      let dob: string | null = arr;
      if (!born) {
        const rescue =
          ["REP", "AMP", "INV"].includes(s.cls) ||
          ["OTTA", "MACB", "OWLB"].includes(s.cd)
            ? 0.3
            : 0.03;
        src = r.chance(rescue) ? "RES" : "ZOO";
        fromInst = src === "ZOO" ? r.pick(ZOOS) : r.pick(RESCUERS);
        dob = addDays(
          arr,
          -r.int(150, 365 * Math.max(2, Math.round(s.life / 4))),
        );
        if (src === "RES" && r.chance(0.6)) dob = null;
        if (
          ["REP", "AMP", "INV"].includes(s.cls) &&
          src !== "BRN" &&
          r.chance(0.4)
        )
          dob = null;
      }
      const sex =
        ["REP", "AMP", "INV"].includes(s.cls) && r.chance(0.35)
          ? "U"
          : r.chance(0.5)
            ? "F"
            : "M";
      raw.push({
        nm: s.named ? (names.pop() ?? null) : null,
        spp: s,
        sex,
        dob,
        enc: s.enc,
        arr,
        src,
        from: fromInst,
        stat,
        dep,
        to,
      });
    }
  }
  raw.sort((a, b) => (a.arr < b.arr ? -1 : a.arr > b.arr ? 1 : 0));
  const seq: Record<string, number> = {};
  raw.forEach((a, i) => {
    const yy = a.arr.slice(2, 4);
    const key = CLS_LETTER[a.spp.cls] + yy;
    seq[key] = (seq[key] ?? 0) + 1;
    animals.push({ ...a, id: 1001 + i, tag: `${key}-${pad(seq[key], 3)}` });
  });
}
const onSite = (a: Animal, d: string): boolean =>
  a.arr <= d && (a.dep === null || a.dep > d);

// ------------------------------------------------------------------ vet call-outs
type Vis = [number, string, string, string, number, boolean, string | null];
const visits: Vis[] = [];
{
  const BASE: Record<string, number> = { S: 5200, M: 11800, L: 26500 };
  const vetFor = (a: Animal): string => {
    if (["REP", "AMP", "INV"].includes(a.spp.cls))
      return r.weighted([
        ["Priya Nair", 0.85],
        ["Tomas Quinn", 0.15],
      ] as const);
    if (a.spp.cls === "BRD")
      return r.weighted([
        ["Priya Nair", 0.6],
        ["Helen Marsh", 0.25],
        ["Tomas Quinn", 0.15],
      ] as const);
    return r.weighted([
      ["Helen Marsh", 0.52],
      ["Tomas Quinn", 0.4],
      ["Owen Pryce", 0.08],
    ] as const);
  };
  const catchUp: Record<string, string> = {};
  for (const y of [2024, 2025, 2026]) {
    catchUp[`FLAC${y}`] = r.date(`${y}-03-02`, `${y}-03-27`);
    catchUp[`PENH${y}`] = r.date(`${y}-09-07`, `${y}-09-25`);
  }
  const add = (
    a: Animal,
    d: string,
    rsn: string,
    ga: boolean,
    cost: number,
    fu: string | null,
    vet?: string,
  ) => {
    if (d < VET_START || d > LAST) return;
    visits.push([
      a.id,
      d,
      rsn,
      vet ?? vetFor(a),
      Math.round(cost * (ga ? 1.35 : 1)),
      ga,
      fu,
    ]);
  };
  const bigCarn = ["LION", "TIGS", "PDOG"];
  for (const a of animals) {
    const s = a.spp;
    const base = BASE[s.size];
    const from = maxD(a.arr, VET_START);
    const to = a.dep === null ? LAST : minD(addDays(a.dep, -1), LAST);
    if (from > to) {
      if (a.stat === "D" && a.dep && a.dep >= VET_START)
        add(a, a.dep, "PM", false, base * 1.7, null);
      continue;
    }
    const years = Math.max(0.05, daysBetween(from, to) / 365.25);
    for (const y of [2024, 2025, 2026]) {
      if (
        ["MAM", "BRD"].includes(s.cls) ||
        s.cd === "TORA" ||
        s.cd === "CROD"
      ) {
        let d: string;
        let cost = base * r.float(0.8, 1.25);
        let vet: string | undefined;
        if (s.cd === "FLAC" || s.cd === "PENH") {
          d = catchUp[`${s.cd}${y}`];
          cost = 2400 * r.float(0.9, 1.15);
          vet = "Priya Nair";
        } else d = r.date(`${y}-01-05`, `${y}-12-20`);
        const ga =
          (bigCarn.includes(s.cd) || s.cd === "RHIW" || s.cd === "GIRR") &&
          r.chance(0.7);
        if (d >= from && d <= to) add(a, d, "CHK", ga, cost, null, vet);
      }
      if (
        [
          "LION",
          "TIGS",
          "PDOG",
          "OTTA",
          "RPAN",
          "MEER",
          "GOAT",
          "ALPC",
          "PIGK",
          "WALB",
          "CAPY",
        ].includes(s.cd)
      ) {
        const d = r.date(`${y}-02-01`, `${y}-11-30`);
        if (d >= from && d <= to)
          add(a, d, "VAC", false, 2800 + base * 0.15 * r.float(0.8, 1.2), null);
      }
    }
    const illRate = s.cls === "AMP" || s.cls === "INV" ? 0.12 : 0.33;
    for (let k = r.poisson(illRate * years); k > 0; k--) {
      const d = r.date(from, to);
      const ga = s.size !== "S" && r.chance(0.25);
      add(
        a,
        d,
        "ILL",
        ga,
        base * r.float(1.0, 1.9),
        r.chance(0.4) ? addDays(d, r.int(5, 21)) : null,
      );
    }
    const injRate = s.cls === "MAM" ? 0.2 : 0.08;
    for (let k = r.poisson(injRate * years); k > 0; k--) {
      const d = r.date(from, to);
      const ga =
        s.size === "L"
          ? r.chance(0.6)
          : s.size === "M"
            ? r.chance(0.35)
            : r.chance(0.1);
      add(
        a,
        d,
        "INJ",
        ga,
        base * r.float(1.2, 2.4),
        r.chance(0.45) ? addDays(d, r.int(4, 14)) : null,
      );
    }
    if ([...bigCarn, "GIBL", "GLTM", "RPAN", "OTTA", "CROD"].includes(s.cd)) {
      for (let k = r.poisson(0.22 * years); k > 0; k--) {
        const d = r.date(from, to);
        add(
          a,
          d,
          "DEN",
          true,
          base * r.float(2.0, 3.2),
          r.chance(0.3) ? addDays(d, r.int(10, 28)) : null,
        );
      }
    }
    if (a.stat === "T" && a.dep && a.dep > VET_START) {
      const d = addDays(a.dep, -r.int(3, 20));
      if (d >= from) add(a, d, "PRE", false, base * r.float(1.0, 1.4), null);
    }
    if (a.stat === "D" && a.dep && a.dep >= VET_START)
      add(
        a,
        minD(addDays(a.dep, r.int(0, 2)), LAST),
        "PM",
        false,
        base * r.float(1.5, 2.0),
        null,
      );
  }
  visits.sort((x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[0] - y[0]));
}

// ------------------------------------------------------------------ adoptions
type Adopt = [number, string, string, number, boolean, string, string, string];
const adoptions: Adopt[] = [];
{
  const POP: [string, number][] = [
    ["LION", 10],
    ["TIGS", 10],
    ["RPAN", 9],
    ["GIRR", 8],
    ["MEER", 8],
    ["PENH", 7],
    ["OTTA", 7],
    ["RHIW", 6],
    ["SLTH", 5],
    ["PDOG", 4],
    ["CAPY", 4],
    ["GLTM", 3],
    ["GIBL", 3],
    ["ALPC", 3],
    ["OWLS", 3],
    ["TORA", 3],
    ["GOAT", 2],
    ["PIGK", 2],
    ["ZEBG", 2],
    ["CROD", 1],
    ["WALB", 2],
  ];
  const PRICE: Record<string, [number, number, number]> = {
    BRZ: [3500, 3500, 4000],
    SLV: [6000, 6000, 6500],
    GLD: [12000, 12000, 12500],
  };
  const TITLES = ["Mrs", "Mr", "Ms", "Miss", "Dr", "Mr & Mrs", "The"];
  const SURN = [
    "Carter",
    "Holt",
    "Davies",
    "Price",
    "Hughes",
    "Evans",
    "Morgan",
    "Jones",
    "Pugh",
    "Bennett",
    "Corbett",
    "Lloyd",
    "Baxter",
    "Owen",
    "Walker",
    "Pritchard",
    "Griffiths",
    "Hall",
    "Turner",
    "Mason",
    "Shaw",
    "Wood",
    "Edwards",
    "Powell",
    "Jenkins",
    "Harris",
    "Clarke",
    "Roberts",
    "Ward",
    "Probert",
    "Bowen",
    "Meredith",
  ];
  const SCHOOLS = [
    "Class 3, Ludlow C of E Primary",
    "Year 2, Clee Hill Community Academy",
    "Oak Class, Bishop's Castle Primary",
    "Hedgehogs, Stokesay Primary",
    "Year 4, Leintwardine Endowed Primary",
    "Owls Class, Church Stretton School",
    "Brownies, 1st Ludlow",
    "Beavers, Craven Arms Scouts",
  ];
  for (let m = 0; m < 35; m++) {
    const month = addMonths("2024-01-01", m);
    const mo = Number(month.slice(5, 7));
    const lambda =
      mo === 12 ? 24 : mo === 11 ? 15 : [7, 8].includes(mo) ? 12 : 9;
    const last = addDays(addMonths(month, 1), -1);
    for (let k = r.poisson(lambda); k > 0; k--) {
      const start = r.date(
        month === "2024-01-01" ? VET_START : month,
        minD(last, LAST),
      );
      const sc = r.weighted(POP);
      const pool = animals.filter(
        (a) => a.spp.cd === sc && a.nm !== null && onSite(a, start),
      );
      if (pool.length === 0) continue;
      const an = r.pick(pool);
      const pkg = r.weighted([
        ["BRZ", 5],
        ["SLV", 4],
        ["GLD", 1],
      ] as const);
      const yi = Number(start.slice(0, 4)) - 2024;
      const gift = r.chance(mo === 12 ? 0.75 : 0.4);
      const who = r.chance(0.05)
        ? r.pick(SCHOOLS)
        : (() => {
            const t = r.pick(TITLES);
            const s = r.pick(SURN);
            return t === "The"
              ? `The ${s} Family`
              : `${t} ${String.fromCharCode(65 + r.int(0, 22))} ${s}`;
          })();
      const end = addDays(addMonths(start, 12), -1);
      const canc = r.chance(0.035) && addDays(start, 14) <= LAST;
      const stat = canc ? "X" : end >= TODAY ? "A" : "E";
      adoptions.push([an.id, who, pkg, PRICE[pkg][yi], gift, start, end, stat]);
    }
  }
  adoptions.sort((a, b) => (a[5] < b[5] ? -1 : a[5] > b[5] ? 1 : 0));
}

// ------------------------------------------------------------------ members
type Mbr = [
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  boolean,
  string,
  string | null,
];
const members: Mbr[] = [];
{
  const FIRST = [
    "Sarah",
    "James",
    "Emma",
    "Tom",
    "Rachel",
    "David",
    "Claire",
    "Mark",
    "Helen",
    "Paul",
    "Lucy",
    "Richard",
    "Kate",
    "Gareth",
    "Joanne",
    "Ian",
    "Nicola",
    "Steve",
    "Laura",
    "Andrew",
    "Hannah",
    "Chris",
    "Gemma",
    "Neil",
    "Amy",
    "Rob",
    "Vicky",
    "Simon",
    "Jenny",
    "Dan",
    "Beth",
    "Owen",
    "Rhian",
    "Alan",
    "Sian",
    "Graham",
    "Megan",
    "Colin",
    "Zoe",
    "Pete",
    "Fiona",
    "Martin",
    "Alison",
    "Keith",
    "Donna",
    "Carl",
    "Lisa",
    "Harriet",
    "Matt",
    "Natalie",
  ];
  const LASTN = [
    "Carter",
    "Holt",
    "Davies",
    "Price",
    "Hughes",
    "Evans",
    "Morgan",
    "Jones",
    "Pugh",
    "Bennett",
    "Corbett",
    "Lloyd",
    "Baxter",
    "Owen",
    "Walker",
    "Pritchard",
    "Griffiths",
    "Hall",
    "Turner",
    "Mason",
    "Shaw",
    "Wood",
    "Edwards",
    "Powell",
    "Jenkins",
    "Harris",
    "Clarke",
    "Roberts",
    "Ward",
    "Probert",
    "Bowen",
    "Meredith",
    "Taylor",
    "Smith",
    "Brown",
    "Wilson",
    "Thomas",
    "Williams",
    "Green",
    "Lewis",
    "Morris",
    "Parry",
    "Preece",
    "Bebb",
    "Beddoes",
  ];
  const PC = [
    "SY8",
    "SY8",
    "SY8",
    "SY7",
    "SY6",
    "SY5",
    "SY3",
    "SY1",
    "SY2",
    "TF1",
    "TF3",
    "WV16",
    "DY14",
    "HR6",
    "HR4",
    "LD7",
  ];
  const FEE: Record<string, number[]> = {
    // 2018 .. 2026
    ADU: [4500, 4600, 4600, 4600, 4900, 5400, 5900, 6200, 6500],
    JNT: [8000, 8200, 8200, 8200, 8700, 9600, 10500, 11000, 11500],
    FAM: [11500, 11800, 11800, 11800, 12500, 13800, 15000, 15800, 16500],
    CON: [3600, 3700, 3700, 3700, 3900, 4300, 4700, 4900, 5200],
  };
  const nameOf = uniqueNames(r, FIRST, LASTN);
  const joins: string[] = [];
  while (joins.length < 560) {
    const d = r.date("2018-03-01", LAST);
    const mo = Number(d.slice(5, 7));
    const y = Number(d.slice(0, 4));
    const w =
      ([4, 5, 7, 8].includes(mo) ? 1 : [6, 10, 12].includes(mo) ? 0.7 : 0.4) *
      (y === 2020 ? 0.4 : 0.55 + (y - 2018) * 0.08);
    if (r.chance(w)) joins.push(d);
  }
  joins.sort();
  for (const join of joins) {
    const [fn, ln] = nameOf();
    const typ = r.weighted([
      ["FAM", 45],
      ["JNT", 22],
      ["ADU", 15],
      ["CON", 18],
    ] as const);
    const dd = r.chance(0.46);
    let periodStart = join;
    let exp = addDays(addMonths(join, 12), -1);
    let stat = "A";
    while (exp < TODAY) {
      if (r.chance(dd ? 0.9 : 0.7)) {
        periodStart = addDays(exp, 1);
        exp = addDays(addMonths(periodStart, 12), -1);
      } else {
        stat = "L";
        break;
      }
    }
    let canc: string | null = null;
    if (stat === "A" && r.chance(0.04)) {
      canc = r.date(periodStart, LAST);
      stat = "X";
    }
    const fee = FEE[typ][Number(periodStart.slice(0, 4)) - 2018];
    const pcode = `${r.pick(PC)} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`;
    members.push([fn, ln, pcode, typ, join, exp, fee, dd, stat, canc]);
  }
}

// ------------------------------------------------------------------ ticket orders
type Ord = [
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  string,
  string | null,
  string,
  string | null,
];
const orders: Ord[] = [];
{
  const MONTH_L = [
    0, 1.3, 1.9, 1.8, 3.6, 3.7, 3.5, 5.6, 7.4, 2.5, 3.2, 1.6, 2.0,
  ];
  const PRICES: Record<string, [number, number, number]> = {
    "2025": [1895, 1295, 1595],
    "2026": [1995, 1395, 1695],
  };
  const GRP_PRICES: Record<string, [number, number]> = {
    "2025": [1250, 895],
    "2026": [1300, 950],
  };
  const hhmm = (fromMin: number, toMin: number): string => {
    const m = r.int(fromMin, toMin);
    return `${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}:${pad(r.int(0, 59), 2)}`;
  };
  for (let d = TKT_START; d <= "2026-12-31"; d = addDays(d, 1)) {
    if (d.slice(5) === "12-25") continue;
    const mo = Number(d.slice(5, 7));
    const dow = dayOfWeek(d);
    const weekend = dow === 0 || dow === 6;
    const yr = d.slice(0, 4);
    const lambda =
      MONTH_L[mo] * (weekend ? 2.1 : 1) * (yr === "2026" ? 1.08 : 1);
    const n = r.poisson(lambda);
    const parties: string[] = [];
    for (let k = 0; k < n; k++)
      parties.push(
        r.weighted([
          ["WEB", 0.57],
          ["GATE", 0.43],
        ] as const),
      );
    const term =
      [3, 4, 5, 6, 7, 9, 10, 11].includes(mo) &&
      !weekend &&
      !(mo === 7 && Number(d.slice(8)) > 20);
    if (term && r.chance(0.11)) parties.push("GRP");
    for (const chan of parties) {
      let nAd: number;
      let nCh: number;
      let nConc = 0;
      let nU3 = 0;
      let ordDate: string;
      let ts: string;
      if (chan === "GRP") {
        nCh = r.int(14, 62);
        nAd = Math.max(2, Math.round(nCh / r.int(5, 8)));
        const lead = Math.min(r.int(14, 90), daysBetween(TKT_START, d));
        ordDate = addDays(d, -lead);
        ts = `${ordDate} ${hhmm(9 * 60, 16 * 60 + 30)}`;
      } else {
        nAd = r.weighted([
          [1, 3],
          [2, 6],
          [3, 1],
          [4, 0.5],
        ] as const);
        nCh = r.weighted([
          [0, 2.5],
          [1, 3],
          [2, 4],
          [3, 1.5],
          [4, 0.4],
        ] as const);
        nConc = r.weighted([
          [0, 7],
          [1, 1.2],
          [2, 1.8],
        ] as const);
        nU3 = nCh > 0 && r.chance(0.22) ? 1 : 0;
        if (chan === "GATE") {
          ordDate = d;
          ts = `${d} ${hhmm(9 * 60 + 45, 15 * 60 + 30)}`;
        } else {
          const lead = Math.min(
            r.weighted([
              [0, 0.35],
              [r.int(1, 3), 0.3],
              [r.int(4, 14), 0.25],
              [r.int(15, 45), 0.1],
            ] as const),
            daysBetween(TKT_START, d),
          );
          ordDate = addDays(d, -lead);
          ts =
            lead === 0
              ? `${ordDate} ${hhmm(6 * 60, 12 * 60 + 45)}`
              : `${ordDate} ${hhmm(6 * 60, 23 * 60 + 45)}`;
        }
      }
      if (ordDate > LAST) continue;
      let total: number;
      let promo: string | null = null;
      let pay: string;
      if (chan === "GRP") {
        const [pa, pc] = GRP_PRICES[yr];
        total = nAd * pa + nCh * pc;
        pay = r.chance(0.72) ? "INV" : "CRD";
      } else {
        const [pa, pc, pn] = PRICES[yr];
        total = nAd * pa + nCh * pc + nConc * pn;
        if (chan === "WEB") {
          total = Math.round(total * 0.9);
          if ([7, 8].includes(mo) && r.chance(0.15)) promo = "SUMMER10";
          else if (r.chance(0.05)) promo = "LOCAL20";
          if (promo === "SUMMER10") total = Math.round(total * 0.9);
          if (promo === "LOCAL20") total = Math.round(total * 0.8);
          pay = "CRD";
        } else pay = r.chance(0.83) ? "CRD" : "CSH";
      }
      let stat = "P";
      let rfnd: string | null = null;
      const refundP = chan === "WEB" ? 0.045 : chan === "GRP" ? 0.07 : 0.004;
      if (r.chance(refundP)) {
        const rd = chan === "GATE" ? d : r.date(ordDate, d);
        if (rd <= LAST) {
          stat = "R";
          rfnd = rd;
        }
      }
      orders.push([
        ts,
        d,
        chan,
        nAd,
        nCh,
        nConc,
        nU3,
        total,
        pay,
        promo,
        stat,
        rfnd,
      ]);
    }
  }
  orders.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

export function datasetSql(): string {
  const parts: string[] = [];
  parts.push(`
CREATE SCHEMA wildpark;
CREATE TABLE wildpark.enc (
  enc_cd varchar(4) PRIMARY KEY,
  enc_nm varchar(40) NOT NULL,
  zone_cd varchar(3) NOT NULL,
  indoor_yn char(1) NOT NULL,
  area_m2 integer,
  built_yr smallint,
  clsd_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE wildpark.spp (
  spp_cd varchar(4) PRIMARY KEY,
  com_nm varchar(60) NOT NULL,
  sci_nm varchar(60),
  cls_cd varchar(3) NOT NULL,
  iucn_cd char(2),
  eep_yn char(1) NOT NULL,
  diet_cd varchar(4)
);
CREATE TABLE wildpark.anml (
  anml_id integer PRIMARY KEY,
  tag_no varchar(10) NOT NULL UNIQUE,
  nm varchar(30),
  spp_cd varchar(4) NOT NULL REFERENCES wildpark.spp (spp_cd),
  sex_cd char(1) NOT NULL,
  dob date,
  enc_cd varchar(4) REFERENCES wildpark.enc (enc_cd),
  arr_dt date NOT NULL,
  src_cd varchar(3) NOT NULL,
  from_inst varchar(60),
  stat_cd char(1) NOT NULL,
  dep_dt date,
  to_inst varchar(60)
);
CREATE TABLE wildpark.vet_vis (
  vis_no integer PRIMARY KEY,
  anml_id integer NOT NULL REFERENCES wildpark.anml (anml_id),
  vis_dt date NOT NULL,
  rsn_cd varchar(3) NOT NULL,
  vet_nm varchar(40),
  cost_p integer NOT NULL,
  ga_yn char(1) NOT NULL,
  fu_dt date
);
CREATE TABLE wildpark.adopt (
  adp_no integer PRIMARY KEY,
  anml_id integer NOT NULL REFERENCES wildpark.anml (anml_id),
  adopter_nm varchar(60) NOT NULL,
  pkg_cd varchar(3) NOT NULL,
  amt_p integer NOT NULL,
  gift_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  end_dt date NOT NULL,
  stat_cd char(1) NOT NULL
);
CREATE TABLE wildpark.mbr (
  mbr_no integer PRIMARY KEY,
  first_nm varchar(30),
  last_nm varchar(30),
  pcode varchar(8),
  typ_cd varchar(3) NOT NULL,
  join_dt date NOT NULL,
  exp_dt date NOT NULL,
  fee_p integer NOT NULL,
  dd_yn char(1) NOT NULL,
  stat_cd char(1) NOT NULL,
  canc_dt date
);
CREATE TABLE wildpark.tkt_ord (
  ord_no integer PRIMARY KEY,
  ord_ts timestamp NOT NULL,
  visit_dt date NOT NULL,
  chan_cd varchar(4) NOT NULL,
  n_ad smallint NOT NULL DEFAULT 0,
  n_ch smallint NOT NULL DEFAULT 0,
  n_conc smallint NOT NULL DEFAULT 0,
  n_u3 smallint NOT NULL DEFAULT 0,
  tot_p integer NOT NULL,
  pay_cd varchar(3) NOT NULL,
  promo_cd varchar(12),
  stat_cd char(1) NOT NULL,
  rfnd_dt date
);`);
  parts.push(
    insertRows(
      "wildpark.enc",
      [
        "enc_cd",
        "enc_nm",
        "zone_cd",
        "indoor_yn",
        "area_m2",
        "built_yr",
        "clsd_yn",
      ],
      ENCS.map(([cd, nm, z, ind, area, yr, cl]) => [
        cd,
        nm,
        z,
        yn(ind),
        area,
        yr,
        yn(cl),
      ]),
    ),
  );
  parts.push(
    insertRows(
      "wildpark.spp",
      ["spp_cd", "com_nm", "sci_nm", "cls_cd", "iucn_cd", "eep_yn", "diet_cd"],
      SPECIES.map((s) => [
        s.cd,
        s.com,
        s.sci,
        s.cls,
        s.iucn,
        yn(s.eep),
        s.diet,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "wildpark.anml",
      [
        "anml_id",
        "tag_no",
        "nm",
        "spp_cd",
        "sex_cd",
        "dob",
        "enc_cd",
        "arr_dt",
        "src_cd",
        "from_inst",
        "stat_cd",
        "dep_dt",
        "to_inst",
      ],
      animals.map((a) => [
        a.id,
        a.tag,
        a.nm,
        a.spp.cd,
        a.sex,
        a.dob,
        a.enc,
        a.arr,
        a.src,
        a.from,
        a.stat,
        a.dep,
        a.to,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "wildpark.vet_vis",
      [
        "vis_no",
        "anml_id",
        "vis_dt",
        "rsn_cd",
        "vet_nm",
        "cost_p",
        "ga_yn",
        "fu_dt",
      ],
      visits.map(([id, d, rsn, vet, cost, ga, fu], i) => [
        50001 + i,
        id,
        d,
        rsn,
        vet,
        cost,
        yn(ga),
        fu,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "wildpark.adopt",
      [
        "adp_no",
        "anml_id",
        "adopter_nm",
        "pkg_cd",
        "amt_p",
        "gift_yn",
        "start_dt",
        "end_dt",
        "stat_cd",
      ],
      adoptions.map(([id, who, pkg, amt, gift, s, e, st], i) => [
        7001 + i,
        id,
        who,
        pkg,
        amt,
        yn(gift),
        s,
        e,
        st,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "wildpark.mbr",
      [
        "mbr_no",
        "first_nm",
        "last_nm",
        "pcode",
        "typ_cd",
        "join_dt",
        "exp_dt",
        "fee_p",
        "dd_yn",
        "stat_cd",
        "canc_dt",
      ],
      members.map(([fn, ln, pc, typ, j, e, fee, dd, st, c], i) => [
        10001 + i,
        fn,
        ln,
        pc,
        typ,
        j,
        e,
        fee,
        yn(dd),
        st,
        c,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "wildpark.tkt_ord",
      [
        "ord_no",
        "ord_ts",
        "visit_dt",
        "chan_cd",
        "n_ad",
        "n_ch",
        "n_conc",
        "n_u3",
        "tot_p",
        "pay_cd",
        "promo_cd",
        "stat_cd",
        "rfnd_dt",
      ],
      orders.map((o, i) => [250001 + i, ...o]),
    ),
  );
  return parts.join("\n");
}
