/**
 * Corve Street Books is a second-hand and antiquarian bookshop at 58 Corve Street, Ludlow (Shropshire), run by its
 * owner with one part-time assistant. It buys books in lots: whole libraries from house clearances (usually from
 * executors), lots at provincial auctions, boxes brought in by private sellers and occasional purchases from other
 * dealers. Each book worth selling is catalogued on the stock system with its bibliographic details, a condition
 * grade, whether it is a first edition and/or signed, an asking price and its share of the lot's cost; books from a
 * lot that are not worth cataloguing are given to charity or pulped and are not recorded. Books are sold in the shop
 * (open Tuesday to Saturday, closed on bank holidays and Christmas/New Year), at book fairs where the shop takes a
 * stand, and online through marketplaces (AbeBooks, eBay, Biblio, Amazon until mid-2025) and the shop's own website
 * (from June 2024). Customers can leave a want-list of books they are looking for.
 *
 * This is an export of the shop's stock and sales package "Colophon" (schema `colo`), taken on the morning of
 * Wednesday 2026-10-07 with everything up to the end of Tuesday 2026-10-06. The system went live on 2024-01-02, when
 * the existing stock was migrated as one "opening stock" lot (lot 1) with costs taken from the old card index;
 * customers known before go-live were migrated with their original dates.
 *
 * UNITS: all money is in pounds sterling (GBP) as numeric with two decimals. Dates are UK calendar dates.
 *
 * Tables, columns and codes:
 * - `cat` (stock categories): `cat_cd` the code, `cat_nm` its name, `active_yn` N for a category no longer used.
 *   LIT literature & modern firsts, CRM crime & detective fiction, CHI children's & illustrated, POE poetry, TRV
 *   travel & exploration, NAT natural history, HIS history, TOP topography & local history, ART art & architecture,
 *   SCI science & medicine, MIL military history, REF reference, cookery & bibliography, MAP maps & prints
 *   (discontinued, no stock).
 * - `lot` (acquisitions: one purchase of one or more books): `lot_no`; `acq_dt` the date bought; `src_cd` HC house
 *   clearance, AUC auction, PVT private seller, TRD bought from another dealer, OPN the opening stock migrated at
 *   go-live (not a purchase). `seller_nm` the executor/estate, the auction house, the private seller or the dealer.
 *   `auc_ref` the auction's sale and lot number (AUC only). `hammer` the hammer price and `prem_amt` the buyer's
 *   premium including VAT (AUC only, NULL otherwise). `cost_tot` the total paid for the lot (hammer + premium for
 *   auctions); it is spread over the lot's catalogued books in `stk.cost`, so the costs of a lot's books add up to
 *   `cost_tot`. `n_bks` the number of books received in the lot, catalogued or not. `pay_cd` CSH cash, CHQ cheque,
 *   BAC bank transfer. `notes` free text.
 * - `stk` (the catalogue: one row per physical book or multi-volume set): `stk_no` the stock number on the
 *   pencilled ticket; `lot_no` the lot it came in; `cat_cd` category; `auth` author as "Surname, Forenames";
 *   `title`; `publ` publisher; `pub_yr` year of this edition/printing; `binding` CL cloth, BDS boards, LTH leather,
 *   PB paperback, WRP printed wrappers; `cond_cd` condition grade F fine, NF near fine, VG very good, G good, FR fair,
 *   P poor; `dj_cd` dust jacket Y present, N missing (was issued with one), NULL not applicable; `first_ed` Y for a
 *   first edition (first impression); `signed_yn` Y when signed by the author; `isbn` (NULL for older books);
 *   `ask_pr` the asking price; `cost` the book's share of its lot's cost; `cat_dt` the date it was catalogued
 *   (entered into stock); `loc_cd` where it is kept: SHP shop shelves, CAB the locked glass cabinet, STR the back
 *   store (listed online only); `stat_cd` A available, R reserved for a customer (`rsv_cust`), S sold, W written off
 *   (damaged, lost or pulped); `stat_dt` the date the status last changed (NULL = unchanged since cataloguing);
 *   `del_yn` Y for a catalogue entry deleted as a duplicate or entered in error: it is not a real book and counts
 *   for nothing. A book returned by a buyer and put back into stock is A again (with its old sale still on file).
 * - `cust` (customers): `cust_no`, `cust_nm` the person's or firm's name, `email`, `town`, `cntry` ISO country code
 *   (GB, US, IE, DE, FR, NL, AU, CA), `trade_yn` Y for another dealer (gets 10% trade discount in the shop and at
 *   fairs), `news_yn` Y when on the emailed catalogue list, `add_dt` when first recorded, `del_yn` Y for a deleted
 *   record (the test customer and a merged duplicate). Online buyers are recorded from their marketplace order;
 *   most shop buyers are anonymous and are not recorded.
 * - `fair` (book fairs): `fair_no`, `fair_nm` (the same fair recurs each year under the same name), `org_cd` the
 *   organiser PBFA, ABA or IND (independent), `venue`, `town`, `start_dt`, `end_dt`, `stand_fee` the stand fee paid
 *   to the organiser (for a cancelled fair, the part kept by the organiser), `exp_amt` travel, hotel and van hire
 *   for the fair (NULL until the fair has happened), `stat_cd` B booked (in the future), A attended, X cancelled
 *   (we withdrew).
 * - `sale` (one row per book sold): `sale_no`; `sale_dt`; `stk_no`; `chan_cd` S shop, F book fair, O online;
 *   `mkt_cd` for online sales ABE AbeBooks, EBY eBay, BIB Biblio, AMZ Amazon, WEB own website (NULL for shop and
 *   fair sales); `ord_ref` the marketplace/website order reference; `fair_no` the fair (fair sales only);
 *   `cust_no` the buyer (NULL for an anonymous shop or fair buyer); `price` what the book sold for (after any
 *   discount, excluding postage); `pp_chg` postage charged to the buyer (0 for shop and fair sales); `fee_amt` the
 *   marketplace's commission plus payment-processing fee deducted from the payout (for WEB, the card processor's
 *   fee; NULL for shop and fair sales); `pay_cd` CSH cash, CRD card, CHQ cheque, BAC bank transfer, MKT paid
 *   through the marketplace; `void_yn` Y when the sale was voided (an online order cancelled because the book had
 *   just sold elsewhere, or a test entry): a voided sale counts for nothing. "Sales" mean non-voided sales.
 * - `rtn` (returns and refunds): `rtn_no`; `sale_no` the sale refunded; `rtn_dt`; `rsn_cd` NAD not as described,
 *   DMG damaged in transit, LST lost in the post, CHM buyer changed mind, OTH other; `rfd_amt` the amount refunded
 *   (may include postage, or be a partial refund when the buyer kept the book); `restock_yn` Y when the book came
 *   back and was put back into stock.
 * - `want` (customers' want-lists): `want_no`; `cust_no`; `auth`; `title` (NULL = anything by that author);
 *   `max_pr` the most the customer will pay (NULL = not said); `add_dt`; `stat_cd` O open, F found and sold to the
 *   customer (`stk_no` the book, `cls_dt` the date), X cancelled by the customer (`cls_dt`).
 *
 * Not recorded here: footfall or the number of people visiting the shop or a fair stand; the actual cost of
 *   postage and packing (only what buyers were charged); card-terminal fees on shop and fair sales; marketplace
 *   listing views, watchers or enquiries; the shop's rent, rates, utilities, insurance or staff wages and hours;
 *   VAT (the shop is not VAT registered); books from a lot that were not catalogued; other dealers' prices or
 *   market values; customers' ages, gender or how they heard of the shop; price changes over time (only the
 *   current asking price); the books given to charity or pulped at sorting.
 *
 * Tables
 * - `cat`: `cat_cd`, `cat_nm`, `active_yn`.
 * - `lot`: `lot_no`, `acq_dt`, `src_cd`, `seller_nm`, `auc_ref`, `hammer`, `prem_amt`, `cost_tot`, `n_bks`,
 *   `pay_cd`, `notes`.
 * - `cust`: `cust_no`, `cust_nm`, `email`, `town`, `cntry`, `trade_yn`, `news_yn`, `add_dt`, `del_yn`.
 * - `stk`: `stk_no`, `lot_no`, `cat_cd`, `auth`, `title`, `publ`, `pub_yr`, `binding`, `cond_cd`, `dj_cd`,
 *   `first_ed`, `signed_yn`, `isbn`, `ask_pr`, `cost`, `cat_dt`, `loc_cd`, `stat_cd`, `stat_dt`, `rsv_cust`,
 *   `del_yn`.
 * - `fair`: `fair_no`, `fair_nm`, `org_cd`, `venue`, `town`, `start_dt`, `end_dt`, `stand_fee`, `exp_amt`,
 *   `stat_cd`.
 * - `sale`: `sale_no`, `sale_dt`, `stk_no`, `chan_cd`, `mkt_cd`, `ord_ref`, `fair_no`, `cust_no`, `price`,
 *   `pp_chg`, `fee_amt`, `pay_cd`, `void_yn`.
 * - `rtn`: `rtn_no`, `sale_no`, `rtn_dt`, `rsn_cd`, `rfd_amt`, `restock_yn`.
 * - `want`: `want_no`, `cust_no`, `auth`, `title`, `max_pr`, `add_dt`, `stat_cd`, `stk_no`, `cls_dt`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  maxDate,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-10-06";
const r = seededRandom(7310_2026);

const money = (x: number): number => Number(x.toFixed(2));

const shopOpen = (d: string): boolean => {
  const w = dayOfWeek(d);
  if (w === 0 || w === 1) return false;
  if (ENGLAND_BANK_HOLIDAYS.has(d)) return false;
  const md = d.slice(5);
  return md !== "12-24" && md !== "12-31";
};
const nextShopDay = (d: string): string => {
  let x = d;
  while (!shopOpen(x)) x = addDays(x, 1);
  return x;
};

const nicePrice = (x: number): number => {
  if (x < 3) return 3;
  if (x < 50) return Math.round(x);
  if (x < 200) return Math.round(x / 5) * 5;
  if (x < 1000) return Math.round(x / 10) * 10;
  return Math.round(x / 50) * 50;
};

// ------------------------------------------------------------------ categories
const CATS: [string, string, string][] = [
  ["LIT", "Literature & Modern Firsts", "Y"],
  ["CRM", "Crime & Detective Fiction", "Y"],
  ["CHI", "Children's & Illustrated", "Y"],
  ["POE", "Poetry", "Y"],
  ["TRV", "Travel & Exploration", "Y"],
  ["NAT", "Natural History", "Y"],
  ["HIS", "History", "Y"],
  ["TOP", "Topography & Local History", "Y"],
  ["ART", "Art & Architecture", "Y"],
  ["SCI", "Science & Medicine", "Y"],
  ["MIL", "Military History", "Y"],
  ["REF", "Reference, Cookery & Bibliography", "Y"],
  ["MAP", "Maps & Prints", "N"],
];

// ------------------------------------------------------------------ titles
// [author, title, category, first year, first publisher, later-edition price (null = only firsts), first-edition price (null = no firsts)]
type Title = [
  string,
  string,
  string,
  number,
  string,
  number | null,
  number | null,
];
const TITLES: Title[] = [
  ["Greene, Graham", "Brighton Rock", "LIT", 1938, "Heinemann", 8, 900],
  [
    "Waugh, Evelyn",
    "Brideshead Revisited",
    "LIT",
    1945,
    "Chapman & Hall",
    8,
    450,
  ],
  [
    "Orwell, George",
    "Nineteen Eighty-Four",
    "LIT",
    1949,
    "Secker & Warburg",
    10,
    1400,
  ],
  ["Orwell, George", "Animal Farm", "LIT", 1945, "Secker & Warburg", 8, 1100],
  [
    "Woolf, Virginia",
    "To the Lighthouse",
    "LIT",
    1927,
    "Hogarth Press",
    12,
    1200,
  ],
  [
    "Hardy, Thomas",
    "Tess of the d'Urbervilles",
    "LIT",
    1891,
    "Osgood, McIlvaine",
    10,
    1500,
  ],
  [
    "Hardy, Thomas",
    "Far from the Madding Crowd",
    "LIT",
    1874,
    "Smith, Elder",
    8,
    1300,
  ],
  ["Webb, Mary", "Precious Bane", "LIT", 1924, "Jonathan Cape", 8, 180],
  ["Webb, Mary", "Gone to Earth", "LIT", 1917, "Constable", 8, 220],
  ["Austen, Jane", "Pride and Prejudice", "LIT", 1813, "T. Egerton", 12, null],
  ["Bronte, Charlotte", "Jane Eyre", "LIT", 1847, "Smith, Elder", 10, null],
  ["Eliot, George", "Middlemarch", "LIT", 1871, "Blackwood", 12, null],
  ["Trollope, Anthony", "Barchester Towers", "LIT", 1857, "Longman", 10, null],
  [
    "Dickens, Charles",
    "Great Expectations",
    "LIT",
    1861,
    "Chapman & Hall",
    12,
    null,
  ],
  [
    "Dickens, Charles",
    "The Pickwick Papers",
    "LIT",
    1837,
    "Chapman & Hall",
    8,
    null,
  ],
  ["Lawrence, D.H.", "Sons and Lovers", "LIT", 1913, "Duckworth", 8, 600],
  ["Fleming, Ian", "Goldfinger", "LIT", 1959, "Jonathan Cape", 10, 1200],
  ["Fleming, Ian", "Thunderball", "LIT", 1961, "Jonathan Cape", 10, 650],
  [
    "Fleming, Ian",
    "The Man with the Golden Gun",
    "LIT",
    1965,
    "Jonathan Cape",
    8,
    220,
  ],
  [
    "le Carre, John",
    "The Spy Who Came in from the Cold",
    "LIT",
    1963,
    "Gollancz",
    8,
    450,
  ],
  [
    "Wodehouse, P.G.",
    "Right Ho, Jeeves",
    "LIT",
    1934,
    "Herbert Jenkins",
    8,
    600,
  ],
  [
    "Wodehouse, P.G.",
    "Blandings Castle",
    "LIT",
    1935,
    "Herbert Jenkins",
    8,
    350,
  ],
  [
    "Golding, William",
    "Lord of the Flies",
    "LIT",
    1954,
    "Faber & Faber",
    8,
    900,
  ],
  [
    "Ishiguro, Kazuo",
    "The Remains of the Day",
    "LIT",
    1989,
    "Faber & Faber",
    6,
    120,
  ],
  ["McEwan, Ian", "Atonement", "LIT", 2001, "Jonathan Cape", 4, 45],
  ["Pratchett, Terry", "Mort", "LIT", 1987, "Gollancz", 6, 300],
  ["du Maurier, Daphne", "Rebecca", "LIT", 1938, "Gollancz", 8, 600],
  ["Steinbeck, John", "The Grapes of Wrath", "LIT", 1939, "Heinemann", 8, 250],
  [
    "Hemingway, Ernest",
    "The Old Man and the Sea",
    "LIT",
    1952,
    "Jonathan Cape",
    8,
    180,
  ],
  ["Conrad, Joseph", "Lord Jim", "LIT", 1900, "Blackwood", 10, 700],
  ["Forster, E.M.", "A Passage to India", "LIT", 1924, "Edward Arnold", 8, 650],
  ["Kipling, Rudyard", "Kim", "LIT", 1901, "Macmillan", 10, 280],
  ["Lee, Laurie", "Cider with Rosie", "LIT", 1959, "Hogarth Press", 5, 180],
  [
    "Herriot, James",
    "All Creatures Great and Small",
    "LIT",
    1972,
    "Michael Joseph",
    3,
    60,
  ],
  [
    "Shakespeare, William",
    "The Complete Works",
    "LIT",
    1623,
    "Oxford University Press",
    15,
    null,
  ],
  ["Tolkien, J.R.R.", "The Hobbit", "LIT", 1937, "Allen & Unwin", 12, null],
  [
    "Tolkien, J.R.R.",
    "The Lord of the Rings",
    "LIT",
    1954,
    "Allen & Unwin",
    45,
    null,
  ],
  [
    "Christie, Agatha",
    "The Murder of Roger Ackroyd",
    "CRM",
    1926,
    "Collins",
    8,
    1200,
  ],
  [
    "Christie, Agatha",
    "Death on the Nile",
    "CRM",
    1937,
    "Collins Crime Club",
    8,
    950,
  ],
  [
    "Christie, Agatha",
    "A Murder is Announced",
    "CRM",
    1950,
    "Collins Crime Club",
    6,
    280,
  ],
  ["Sayers, Dorothy L.", "Gaudy Night", "CRM", 1935, "Gollancz", 8, 320],
  [
    "Peters, Ellis",
    "A Morbid Taste for Bones",
    "CRM",
    1977,
    "Macmillan",
    6,
    350,
  ],
  [
    "Peters, Ellis",
    "The Leper of Saint Giles",
    "CRM",
    1981,
    "Macmillan",
    5,
    120,
  ],
  ["Peters, Ellis", "The Virgin in the Ice", "CRM", 1982, "Macmillan", 5, 95],
  ["Dexter, Colin", "Last Bus to Woodstock", "CRM", 1975, "Macmillan", 6, 450],
  ["Rankin, Ian", "Knots and Crosses", "CRM", 1987, "Bodley Head", 6, 600],
  [
    "Chandler, Raymond",
    "The Long Goodbye",
    "CRM",
    1953,
    "Hamish Hamilton",
    8,
    400,
  ],
  [
    "Doyle, Arthur Conan",
    "The Hound of the Baskervilles",
    "CRM",
    1902,
    "George Newnes",
    12,
    1100,
  ],
  [
    "Allingham, Margery",
    "The Tiger in the Smoke",
    "CRM",
    1952,
    "Chatto & Windus",
    5,
    85,
  ],
  ["Milne, A.A.", "Winnie-the-Pooh", "CHI", 1926, "Methuen", 15, 900],
  ["Milne, A.A.", "The House at Pooh Corner", "CHI", 1928, "Methuen", 15, 650],
  [
    "Potter, Beatrix",
    "The Tale of Squirrel Nutkin",
    "CHI",
    1903,
    "Frederick Warne",
    10,
    350,
  ],
  [
    "Potter, Beatrix",
    "The Tale of Mrs. Tiggy-Winkle",
    "CHI",
    1905,
    "Frederick Warne",
    10,
    300,
  ],
  [
    "Ransome, Arthur",
    "Swallows and Amazons",
    "CHI",
    1930,
    "Jonathan Cape",
    8,
    750,
  ],
  ["Ransome, Arthur", "Winter Holiday", "CHI", 1933, "Jonathan Cape", 8, 280],
  [
    "Blyton, Enid",
    "Five on a Treasure Island",
    "CHI",
    1942,
    "Hodder & Stoughton",
    6,
    320,
  ],
  [
    "Lewis, C.S.",
    "The Lion, the Witch and the Wardrobe",
    "CHI",
    1950,
    "Geoffrey Bles",
    10,
    1400,
  ],
  ["Lewis, C.S.", "The Silver Chair", "CHI", 1953, "Geoffrey Bles", 8, 450],
  [
    "Dahl, Roald",
    "Charlie and the Chocolate Factory",
    "CHI",
    1967,
    "Allen & Unwin",
    6,
    380,
  ],
  [
    "Grahame, Kenneth",
    "The Wind in the Willows",
    "CHI",
    1908,
    "Methuen",
    15,
    null,
  ],
  [
    "Carroll, Lewis",
    "Alice's Adventures in Wonderland",
    "CHI",
    1865,
    "Macmillan",
    18,
    null,
  ],
  ["Adams, Richard", "Watership Down", "CHI", 1972, "Rex Collings", 8, 900],
  [
    "Barrie, J.M.",
    "Peter Pan in Kensington Gardens",
    "CHI",
    1906,
    "Hodder & Stoughton",
    40,
    650,
  ],
  [
    "Kipling, Rudyard",
    "Puck of Pook's Hill",
    "CHI",
    1906,
    "Macmillan",
    10,
    220,
  ],
  [
    "Rowling, J.K.",
    "Harry Potter and the Chamber of Secrets",
    "CHI",
    1998,
    "Bloomsbury",
    5,
    350,
  ],
  ["Housman, A.E.", "A Shropshire Lad", "POE", 1896, "Kegan Paul", 12, 1200],
  ["Owen, Wilfred", "Poems", "POE", 1920, "Chatto & Windus", 15, 1100],
  [
    "Heaney, Seamus",
    "Death of a Naturalist",
    "POE",
    1966,
    "Faber & Faber",
    10,
    900,
  ],
  ["Hughes, Ted", "Crow", "POE", 1970, "Faber & Faber", 6, 120],
  [
    "Larkin, Philip",
    "The Whitsun Weddings",
    "POE",
    1964,
    "Faber & Faber",
    8,
    180,
  ],
  ["Betjeman, John", "Summoned by Bells", "POE", 1960, "John Murray", 6, 45],
  ["Thomas, Dylan", "Under Milk Wood", "POE", 1954, "Dent", 8, 150],
  ["Eliot, T.S.", "Four Quartets", "POE", 1944, "Faber & Faber", 10, 350],
  [
    "Tennyson, Alfred",
    "Idylls of the King",
    "POE",
    1859,
    "Edward Moxon",
    10,
    250,
  ],
  [
    "Wordsworth, William",
    "The Poetical Works",
    "POE",
    1815,
    "Longman",
    12,
    null,
  ],
  [
    "Leigh Fermor, Patrick",
    "A Time of Gifts",
    "TRV",
    1977,
    "John Murray",
    10,
    160,
  ],
  ["Leigh Fermor, Patrick", "Mani", "TRV", 1958, "John Murray", 12, 140],
  ["Thesiger, Wilfred", "Arabian Sands", "TRV", 1959, "Longmans", 15, 280],
  ["Chatwin, Bruce", "In Patagonia", "TRV", 1977, "Jonathan Cape", 8, 350],
  ["Chatwin, Bruce", "On the Black Hill", "TRV", 1982, "Jonathan Cape", 6, 75],
  ["Morris, Jan", "Venice", "TRV", 1960, "Faber & Faber", 8, 90],
  [
    "Lawrence, T.E.",
    "Seven Pillars of Wisdom",
    "TRV",
    1935,
    "Jonathan Cape",
    20,
    400,
  ],
  [
    "Cherry-Garrard, Apsley",
    "The Worst Journey in the World",
    "TRV",
    1922,
    "Constable",
    25,
    950,
  ],
  [
    "Newby, Eric",
    "A Short Walk in the Hindu Kush",
    "TRV",
    1958,
    "Secker & Warburg",
    8,
    180,
  ],
  [
    "Fleming, Peter",
    "Brazilian Adventure",
    "TRV",
    1933,
    "Jonathan Cape",
    8,
    120,
  ],
  [
    "Bird, Isabella",
    "A Lady's Life in the Rocky Mountains",
    "TRV",
    1879,
    "John Murray",
    15,
    380,
  ],
  [
    "White, Gilbert",
    "The Natural History of Selborne",
    "NAT",
    1789,
    "B. White",
    15,
    null,
  ],
  ["Thorburn, Archibald", "British Birds", "NAT", 1915, "Longmans", 120, 650],
  [
    "Durrell, Gerald",
    "My Family and Other Animals",
    "NAT",
    1956,
    "Rupert Hart-Davis",
    6,
    160,
  ],
  ["Williamson, Henry", "Tarka the Otter", "NAT", 1927, "Putnam", 10, 450],
  ["Maxwell, Gavin", "Ring of Bright Water", "NAT", 1960, "Longmans", 6, 75],
  [
    "Coward, T.A.",
    "The Birds of the British Isles and Their Eggs",
    "NAT",
    1920,
    "Frederick Warne",
    15,
    40,
  ],
  [
    "Keble Martin, W.",
    "The Concise British Flora in Colour",
    "NAT",
    1965,
    "Ebury Press",
    8,
    45,
  ],
  ["Mabey, Richard", "Food for Free", "NAT", 1972, "Collins", 5, 60],
  ["Attenborough, David", "Life on Earth", "NAT", 1979, "Collins", 4, 20],
  [
    "Churchill, Winston S.",
    "The Second World War",
    "HIS",
    1948,
    "Cassell",
    45,
    350,
  ],
  [
    "Churchill, Winston S.",
    "My Early Life",
    "HIS",
    1930,
    "Thornton Butterworth",
    12,
    450,
  ],
  [
    "Macaulay, Thomas Babington",
    "The History of England",
    "HIS",
    1848,
    "Longman",
    30,
    null,
  ],
  [
    "Gibbon, Edward",
    "The Decline and Fall of the Roman Empire",
    "HIS",
    1776,
    "Strahan & Cadell",
    60,
    null,
  ],
  ["Trevelyan, G.M.", "English Social History", "HIS", 1944, "Longmans", 6, 40],
  [
    "Morris, John",
    "The Age of Arthur",
    "HIS",
    1973,
    "Weidenfeld & Nicolson",
    10,
    45,
  ],
  [
    "Hoskins, W.G.",
    "The Making of the English Landscape",
    "HIS",
    1955,
    "Hodder & Stoughton",
    10,
    85,
  ],
  ["Bryant, Arthur", "English Saga", "HIS", 1940, "Collins", 4, 20],
  [
    "Pevsner, Nikolaus",
    "The Buildings of England: Shropshire",
    "TOP",
    1958,
    "Penguin Books",
    12,
    60,
  ],
  [
    "Eyton, R.W.",
    "Antiquities of Shropshire",
    "TOP",
    1854,
    "John Russell Smith",
    180,
    900,
  ],
  [
    "Wright, Thomas",
    "The History of Ludlow and its Neighbourhood",
    "TOP",
    1852,
    "Longman",
    85,
    220,
  ],
  [
    "Burne, Charlotte S.",
    "Shropshire Folk-Lore",
    "TOP",
    1883,
    "Trubner",
    45,
    180,
  ],
  ["Auden, J.E.", "Shropshire (Little Guides)", "TOP", 1912, "Methuen", 8, 25],
  [
    "Mee, Arthur",
    "Shropshire (The King's England)",
    "TOP",
    1939,
    "Hodder & Stoughton",
    6,
    18,
  ],
  [
    "Wainwright, A.",
    "The Eastern Fells",
    "TOP",
    1955,
    "Henry Marshall",
    8,
    220,
  ],
  [
    "Wainwright, A.",
    "Pennine Way Companion",
    "TOP",
    1968,
    "Westmorland Gazette",
    8,
    45,
  ],
  [
    "Betjeman, John",
    "Shropshire: A Shell Guide",
    "TOP",
    1951,
    "Faber & Faber",
    20,
    85,
  ],
  [
    "Kilvert, Francis",
    "Kilvert's Diary",
    "TOP",
    1938,
    "Jonathan Cape",
    25,
    120,
  ],
  [
    "Ruskin, John",
    "The Stones of Venice",
    "ART",
    1851,
    "Smith, Elder",
    90,
    null,
  ],
  ["Clark, Kenneth", "Civilisation", "ART", 1969, "BBC & John Murray", 5, 25],
  ["Gombrich, E.H.", "The Story of Art", "ART", 1950, "Phaidon", 8, 120],
  [
    "Mackail, J.W.",
    "The Life of William Morris",
    "ART",
    1899,
    "Longmans",
    25,
    60,
  ],
  [
    "Pevsner, Nikolaus",
    "Pioneers of Modern Design",
    "ART",
    1949,
    "Museum of Modern Art",
    8,
    180,
  ],
  ["Berger, John", "Ways of Seeing", "ART", 1972, "BBC & Penguin", 5, 60],
  [
    "Darwin, Charles",
    "On the Origin of Species",
    "SCI",
    1859,
    "John Murray",
    45,
    null,
  ],
  [
    "Darwin, Charles",
    "The Descent of Man",
    "SCI",
    1871,
    "John Murray",
    40,
    null,
  ],
  [
    "Hawking, Stephen",
    "A Brief History of Time",
    "SCI",
    1988,
    "Bantam",
    4,
    150,
  ],
  [
    "Watson, James D.",
    "The Double Helix",
    "SCI",
    1968,
    "Weidenfeld & Nicolson",
    8,
    220,
  ],
  [
    "Gray, Henry",
    "Anatomy, Descriptive and Surgical",
    "SCI",
    1858,
    "J.W. Parker",
    35,
    null,
  ],
  [
    "Lyell, Charles",
    "Principles of Geology",
    "SCI",
    1830,
    "John Murray",
    120,
    null,
  ],
  ["Murchison, Roderick", "Siluria", "SCI", 1854, "John Murray", 45, 450],
  [
    "Sassoon, Siegfried",
    "Memoirs of an Infantry Officer",
    "MIL",
    1930,
    "Faber & Faber",
    8,
    180,
  ],
  [
    "Graves, Robert",
    "Goodbye to All That",
    "MIL",
    1929,
    "Jonathan Cape",
    8,
    280,
  ],
  ["Brickhill, Paul", "The Dam Busters", "MIL", 1951, "Evans Brothers", 4, 60],
  ["Keegan, John", "The Face of Battle", "MIL", 1976, "Jonathan Cape", 6, 45],
  [
    "Liddell Hart, B.H.",
    "History of the Second World War",
    "MIL",
    1970,
    "Cassell",
    8,
    30,
  ],
  [
    "Remarque, Erich Maria",
    "All Quiet on the Western Front",
    "MIL",
    1929,
    "Putnam",
    8,
    350,
  ],
  [
    "Carter, John",
    "ABC for Book Collectors",
    "REF",
    1952,
    "Rupert Hart-Davis",
    6,
    40,
  ],
  [
    "Fowler, H.W.",
    "A Dictionary of Modern English Usage",
    "REF",
    1926,
    "Oxford University Press",
    5,
    60,
  ],
  [
    "Brewer, E. Cobham",
    "Dictionary of Phrase and Fable",
    "REF",
    1870,
    "Cassell",
    6,
    null,
  ],
  [
    "Beeton, Isabella",
    "Book of Household Management",
    "REF",
    1861,
    "S.O. Beeton",
    25,
    1100,
  ],
  [
    "David, Elizabeth",
    "French Provincial Cooking",
    "REF",
    1960,
    "Michael Joseph",
    8,
    75,
  ],
  [
    "Roget, Peter Mark",
    "Thesaurus of English Words and Phrases",
    "REF",
    1852,
    "Longman",
    4,
    null,
  ],
];
const ACTIVE_CATS = CATS.filter((c) => c[2] === "Y").map((c) => c[0]);

// ------------------------------------------------------------------ names and places
const FIRST = [
  "James",
  "John",
  "Robert",
  "Michael",
  "David",
  "Richard",
  "Peter",
  "Andrew",
  "Simon",
  "Paul",
  "Mark",
  "Stephen",
  "Christopher",
  "Nicholas",
  "Martin",
  "Geoffrey",
  "Hugh",
  "Edward",
  "Thomas",
  "William",
  "Alan",
  "Graham",
  "Neil",
  "Jonathan",
  "Philip",
  "Margaret",
  "Susan",
  "Elizabeth",
  "Sarah",
  "Helen",
  "Catherine",
  "Anne",
  "Jane",
  "Mary",
  "Ruth",
  "Alison",
  "Frances",
  "Judith",
  "Gillian",
  "Rosemary",
  "Clare",
  "Emma",
  "Rachel",
  "Harriet",
  "Joanna",
  "Fiona",
  "Linda",
  "Patricia",
  "Deborah",
  "Penelope",
  "Lucy",
  "Kate",
  "Hannah",
  "Sophie",
  "Oliver",
  "Daniel",
  "Matthew",
  "Benjamin",
  "Charlotte",
  "Eleanor",
];
const LAST_NM = [
  "Smith",
  "Jones",
  "Williams",
  "Taylor",
  "Brown",
  "Davies",
  "Evans",
  "Wilson",
  "Thomas",
  "Johnson",
  "Roberts",
  "Robinson",
  "Thompson",
  "Wright",
  "Walker",
  "White",
  "Edwards",
  "Hughes",
  "Green",
  "Hall",
  "Lewis",
  "Harris",
  "Clarke",
  "Patel",
  "Jackson",
  "Wood",
  "Turner",
  "Martin",
  "Cooper",
  "Hill",
  "Ward",
  "Morris",
  "Moore",
  "Clark",
  "Lee",
  "King",
  "Baker",
  "Harrison",
  "Morgan",
  "Allen",
  "James",
  "Scott",
  "Phillips",
  "Watson",
  "Davis",
  "Parker",
  "Price",
  "Bennett",
  "Young",
  "Griffiths",
  "Mitchell",
  "Kelly",
  "Cook",
  "Carter",
  "Richardson",
  "Bailey",
  "Collins",
  "Bell",
  "Shaw",
  "Murphy",
  "Miller",
  "Cox",
  "Richards",
  "Khan",
  "Marshall",
  "Anderson",
  "Simpson",
  "Ellis",
  "Adams",
  "Wilkinson",
  "Foster",
  "Chapman",
  "Powell",
  "Webb",
  "Rogers",
  "Gray",
  "Mason",
  "Hunt",
  "Holmes",
  "Palmer",
  "Pritchard",
  "Bowen",
  "Beddoes",
  "Corbett",
  "Onions",
  "Jukes",
  "Preece",
  "Meredith",
];
const LOCAL_TOWNS = [
  "Ludlow",
  "Ludlow",
  "Ludlow",
  "Shrewsbury",
  "Hereford",
  "Leominster",
  "Church Stretton",
  "Bishop's Castle",
  "Knighton",
  "Tenbury Wells",
  "Craven Arms",
  "Cleobury Mortimer",
  "Much Wenlock",
  "Worcester",
  "Kidderminster",
];
const GB_TOWNS = [
  "London",
  "London",
  "London",
  "Birmingham",
  "Bristol",
  "Oxford",
  "Cambridge",
  "Manchester",
  "Leeds",
  "Edinburgh",
  "Cardiff",
  "Bath",
  "York",
  "Norwich",
  "Exeter",
  "Brighton",
  "Cheltenham",
  "Malvern",
  "Shrewsbury",
  "Hereford",
  "Glasgow",
  "Newcastle upon Tyne",
  "Nottingham",
  "Sheffield",
  "Canterbury",
  "Aberystwyth",
  "Chester",
  "Durham",
];
const FOREIGN: [string, string[], number][] = [
  [
    "US",
    [
      "New York",
      "Boston",
      "Chicago",
      "San Francisco",
      "Portland",
      "Philadelphia",
      "Austin",
    ],
    12,
  ],
  ["IE", ["Dublin", "Cork", "Galway"], 3],
  ["DE", ["Berlin", "Hamburg", "Munich"], 3],
  ["FR", ["Paris", "Lyon", "Bordeaux"], 2],
  ["NL", ["Amsterdam", "Utrecht"], 2],
  ["AU", ["Sydney", "Melbourne", "Brisbane"], 3],
  ["CA", ["Toronto", "Vancouver", "Montreal"], 3],
];
const DEALERS: [string, string, string][] = [
  ["Marches Books", "Hay-on-Wye", "GB"],
  ["Wyeside Antiquarian Books", "Hay-on-Wye", "GB"],
  ["P. & R. Hollis (Books)", "Bridgnorth", "GB"],
  ["Kestrel Rare Books", "Cheltenham", "GB"],
  ["Clun Valley Books", "Clun", "GB"],
  ["The Bookshop at the Bridge", "Shrewsbury", "GB"],
  ["Severn Rare Books", "Worcester", "GB"],
  ["Castle Hill Books", "Kington", "GB"],
  ["Mostly Firsts", "London", "GB"],
  ["Hamer & Lloyd", "Chester", "GB"],
  ["Offa's Dyke Books", "Knighton", "GB"],
  ["Fenwick Antiquarian", "Bath", "GB"],
  ["Quaritch-Hart Ltd", "London", "GB"],
  ["Pennine Books", "Settle", "GB"],
  ["Longbarrow Books", "Malvern", "GB"],
  ["Atticus Rare Books", "Boston", "US"],
  ["Old Sarum Books", "Salisbury", "GB"],
  ["Dunmore Books", "Edinburgh", "GB"],
];
const AUCTION_HOUSES: [string, number, number][] = [
  // name, buyer's premium rate (before VAT), weight
  ["Mullock's", 0.22, 5],
  ["Halls Fine Art", 0.25, 4],
  ["Dominic Winter", 0.25, 3],
  ["Lawrences", 0.24, 2],
  ["Forum Auctions", 0.27, 1],
  ["Tennants", 0.24, 1],
  ["Brightwells", 0.2, 2],
];
const VILLAGES = [
  "Clun",
  "Bishop's Castle",
  "Church Stretton",
  "Craven Arms",
  "Leintwardine",
  "Tenbury Wells",
  "Much Wenlock",
  "Ludlow",
  "Cleobury Mortimer",
  "Presteigne",
  "Kington",
  "Bromyard",
  "Montgomery",
  "Leominster",
  "Wigmore",
];

const makeName = uniqueNames(r, FIRST, LAST_NM);

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  nm: string;
  email: string | null;
  town: string;
  cntry: string;
  trade: boolean;
  news: boolean;
  add: string;
  del: boolean;
  kind: "REG" | "DLR" | "ONL" | "WALK" | "FAIR" | "TEST";
};
const custs: Cust[] = [];
const emailOf = (f: string, l: string, dom: string) =>
  `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.3) ? r.int(1, 99) : ""}@${dom}`;
const DOMAINS = [
  "gmail.com",
  "btinternet.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.co.uk",
  "icloud.com",
];
const newPerson = (kind: Cust["kind"], add: string, foreignP: number): Cust => {
  const [f, l] = makeName();
  let town: string;
  let cntry = "GB";
  if (r.chance(foreignP)) {
    const [cc, towns] = r.weighted(FOREIGN.map((x) => [x, x[2]] as const));
    cntry = cc;
    town = r.pick(towns);
  } else
    town =
      kind === "REG" || kind === "WALK"
        ? r.pick(LOCAL_TOWNS)
        : r.pick(GB_TOWNS);
  const c: Cust = {
    no: custs.length + 1,
    nm: `${f} ${l}`,
    email:
      kind === "REG" && r.chance(0.35)
        ? null
        : emailOf(f, l, cntry === "GB" ? r.pick(DOMAINS) : "gmail.com"),
    town,
    cntry,
    trade: false,
    news: r.chance(kind === "REG" ? 0.45 : kind === "ONL" ? 0.08 : 0.2),
    add,
    del: false,
    kind,
  };
  custs.push(c);
  return c;
};
// migrated customers: regulars and dealers known before go-live, in the order of their dates
{
  const migrated: {
    kind: "REG" | "DLR";
    add: string;
    dealer?: [string, string, string];
  }[] = [];
  for (let i = 0; i < 55; i++)
    migrated.push({ kind: "REG", add: r.date("2011-03-01", "2023-12-20") });
  for (const d of DEALERS)
    migrated.push({
      kind: "DLR",
      add: r.date("2010-05-01", "2023-11-30"),
      dealer: d,
    });
  migrated.sort((a, b) => (a.add < b.add ? -1 : a.add > b.add ? 1 : 0));
  for (const m of migrated) {
    if (m.kind === "REG") newPerson("REG", m.add, 0.03);
    else {
      const [nm, town, cc] = m.dealer!;
      custs.push({
        no: custs.length + 1,
        nm,
        email: `books@${nm.toLowerCase().replace(/[^a-z]/g, "")}.co.uk`,
        town,
        cntry: cc,
        trade: true,
        news: r.chance(0.5),
        add: m.add,
        del: false,
        kind: "DLR",
      });
    }
  }
}
const testCust: Cust = {
  no: custs.length + 1,
  nm: "TEST CUSTOMER - DO NOT USE",
  email: "test@corvestreetbooks.co.uk",
  town: "Ludlow",
  cntry: "GB",
  trade: false,
  news: false,
  add: START,
  del: true,
  kind: "TEST",
};
custs.push(testCust);
const regulars = custs.filter((c) => c.kind === "REG");
const dealers = custs.filter((c) => c.kind === "DLR");

// ------------------------------------------------------------------ lots and books
type Lot = {
  no: number;
  acq: string;
  src: string;
  seller: string;
  aucRef: string | null;
  hammer: number | null;
  prem: number | null;
  cost: number;
  nBks: number;
  pay: string;
  notes: string | null;
};
type Book = {
  no: number;
  lot: Lot;
  cat: string;
  auth: string;
  title: string;
  publ: string;
  yr: number;
  binding: string;
  cond: string;
  dj: string | null;
  first: boolean;
  signed: boolean;
  isbn: string | null;
  ask: number;
  cost: number;
  catDt: string;
  loc: string;
  stat: string;
  statDt: string | null;
  rsv: number | null;
  del: boolean;
  // simulation
  sellDt: string | null;
  woDt: string | null;
};
const lots: Lot[] = [];
const books: Book[] = [];

const isbn10 = (): string => {
  const d: number[] = [0];
  for (let i = 0; i < 8; i++) d.push(r.int(0, 9));
  let s = 0;
  for (let i = 0; i < 9; i++) s += (10 - i) * (d[i] as number);
  const c = (11 - (s % 11)) % 11;
  return d.join("") + (c === 10 ? "X" : String(c));
};

const COND: [string, number][] = [
  ["F", 4],
  ["NF", 11],
  ["VG", 35],
  ["G", 31],
  ["FR", 14],
  ["P", 5],
];
const COND_F: Record<string, number> = {
  F: 1.6,
  NF: 1.3,
  VG: 1,
  G: 0.7,
  FR: 0.45,
  P: 0.25,
};

const makeBook = (lot: Lot, catDt: string, focus: string[]): Book => {
  const cat = r.chance(focus.length ? 0.7 : 0)
    ? r.pick(focus)
    : r.pick(ACTIVE_CATS);
  const choices = TITLES.filter((t) => t[2] === cat);
  const t = r.pick(choices);
  const [auth, title, , fy, fp, laterPr, firstPr] = t;
  const modern = ["LIT", "CRM", "CHI", "POE", "TRV", "MIL"].includes(cat);
  let first: boolean;
  if (laterPr === null) first = true;
  else if (firstPr === null) first = false;
  else first = r.chance(modern ? 0.1 : 0.05);
  let yr = first
    ? fy
    : Math.min(2023, fy + r.int(1, Math.max(2, Math.min(90, 2023 - fy))));
  if (!first && yr === fy) yr = fy + 1;
  let publ = fp;
  let binding = "CL";
  let dj: string | null = null;
  let f = 1;
  const folio = !first && yr >= 1950 && r.chance(0.08);
  if (folio) {
    publ = "Folio Society";
    f *= 1.6;
  } else if (!first && yr >= 1960 && r.chance(0.3)) {
    binding = "PB";
    publ = r.pick([
      "Penguin Books",
      "Pan Books",
      "Corgi",
      "Vintage",
      "Fontana",
    ]);
    f *= 0.45;
  } else if (yr < 1900) {
    binding = r.chance(0.35) ? "LTH" : "CL";
    if (binding === "LTH") f *= 1.4;
  } else if (cat === "CHI" && yr < 1940 && r.chance(0.3)) binding = "BDS";
  else if (r.chance(0.02)) binding = "WRP";
  if (!folio && (binding === "CL" || binding === "BDS") && yr >= 1920) {
    dj = r.chance(first ? 0.6 : 0.55) ? "Y" : "N";
    if (dj === "N") f *= first ? 0.3 : 0.85;
  }
  const cond = r.weighted(COND);
  f *= COND_F[cond] as number;
  const signed = first ? r.chance(0.04) : r.chance(0.004);
  if (signed) f *= first ? 2.5 : 1.6;
  const base = (first ? firstPr : laterPr) as number;
  const ask = Math.min(3950, nicePrice(base * f * r.float(0.75, 1.3)));
  const isbn =
    yr >= 1974 && binding !== "WRP" && r.chance(0.85) ? isbn10() : null;
  const loc = ask >= 150 ? "CAB" : r.chance(0.25) ? "STR" : "SHP";
  const b: Book = {
    no: 0,
    lot,
    cat,
    auth,
    title,
    publ,
    yr,
    binding,
    cond,
    dj,
    first,
    signed,
    isbn,
    ask,
    cost: 0,
    catDt,
    loc,
    stat: "A",
    statDt: null,
    rsv: null,
    del: false,
    sellDt: null,
    woDt: null,
  };
  return b;
};

const allocate = (lotBooks: Book[], total: number) => {
  const sumAsk = lotBooks.reduce((s, b) => s + b.ask, 0);
  let left = total;
  lotBooks.forEach((b, i) => {
    if (i === lotBooks.length - 1) b.cost = money(left);
    else {
      b.cost = money((total * b.ask) / sumAsk);
      left = money(left - b.cost);
    }
  });
};

// opening stock
{
  const lot: Lot = {
    no: 1,
    acq: START,
    src: "OPN",
    seller: "Opening stock (migrated from card index)",
    aucRef: null,
    hammer: null,
    prem: null,
    cost: 0,
    nBks: 0,
    pay: "BAC",
    notes: "Stock on hand at go-live",
  };
  lots.push(lot);
  const bs: Book[] = [];
  for (let i = 0; i < 680; i++) bs.push(makeBook(lot, START, []));
  const total = money(bs.reduce((s, b) => s + b.ask * r.float(0.2, 0.4), 0));
  allocate(bs, total);
  lot.cost = total;
  lot.nBks = bs.length;
  books.push(...bs);
}
// purchased lots
{
  const dates: string[] = [];
  let d = "2024-01-04";
  while (d <= "2026-10-03") {
    dates.push(d);
    d = addDays(d, r.int(3, 12));
  }
  for (const acq of dates) {
    const src = r.weighted([
      ["HC", 25],
      ["AUC", 40],
      ["PVT", 25],
      ["TRD", 10],
    ] as const);
    const nCat =
      src === "HC"
        ? r.int(15, 65)
        : src === "AUC"
          ? r.int(2, 24)
          : src === "PVT"
            ? r.int(1, 16)
            : r.int(1, 6);
    const focus = r.shuffle(ACTIVE_CATS).slice(0, r.int(1, 3));
    const lot: Lot = {
      no: lots.length + 1,
      acq,
      src,
      seller: "",
      aucRef: null,
      hammer: null,
      prem: null,
      cost: 0,
      nBks: 0,
      pay: "BAC",
      notes: null,
    };
    const bs: Book[] = [];
    for (let i = 0; i < nCat; i++) {
      const catDt = addDays(acq, r.int(0, src === "HC" ? 60 : 25));
      if (catDt > LAST) continue;
      bs.push(makeBook(lot, catDt, focus));
    }
    if (bs.length === 0) {
      // bought in the last few days and nothing catalogued yet: still a lot
      bs.push(makeBook(lot, LAST, focus));
    }
    const sumAsk = bs.reduce((s, b) => s + b.ask, 0);
    if (src === "HC") {
      const [f, l] = makeName();
      lot.seller = r.chance(0.7)
        ? `Estate of the late ${r.pick(["Mr", "Mrs", "Dr", "Miss", "Rev."])} ${f[0]}. ${l}, ${r.pick(VILLAGES)}`
        : `${f} ${l} (executor), ${r.pick(VILLAGES)}`;
      lot.cost = Math.max(
        40,
        Math.round((sumAsk * r.float(0.1, 0.22)) / 10) * 10,
      );
      lot.nBks = bs.length * r.int(2, 5);
      lot.pay = r.weighted([
        ["BAC", 6],
        ["CHQ", 3],
        ["CSH", 1],
      ] as const);
      lot.notes = r.pick([
        "Whole library, house sale",
        "Clearance of study and landing shelves",
        "Boxed in garage, some damp",
        "Executor sale, agreed price for the lot",
        null,
      ]);
    } else if (src === "AUC") {
      const [house, rate] = r.weighted(
        AUCTION_HOUSES.map((h) => [h, h[2]] as const),
      );
      lot.seller = house;
      const pr = rate * 1.2;
      const target = sumAsk * r.float(0.28, 0.48);
      let hammer = target / (1 + pr);
      hammer =
        hammer < 100
          ? Math.max(10, Math.round(hammer / 5) * 5)
          : Math.round(hammer / 10) * 10;
      lot.hammer = hammer;
      lot.prem = money(hammer * pr);
      lot.cost = money(hammer + lot.prem);
      lot.aucRef = `${acq.slice(2, 4)}${acq.slice(5, 7)}/${r.int(1, 850)}`;
      lot.nBks = bs.length + r.int(0, 12);
      lot.pay = "BAC";
      lot.notes = r.pick([
        null,
        null,
        "Mixed box lot",
        "Viewed beforehand",
        "Commission bid",
      ]);
    } else if (src === "PVT") {
      const [f, l] = makeName();
      lot.seller = `${f} ${l}`;
      lot.cost = Math.max(5, Math.round(sumAsk * r.float(0.2, 0.38)));
      lot.nBks = bs.length + r.int(0, 8);
      lot.pay = r.weighted([
        ["CSH", 6],
        ["BAC", 3],
        ["CHQ", 1],
      ] as const);
      lot.notes = r.pick([
        null,
        null,
        "Brought into the shop",
        "Called at seller's home",
      ]);
    } else {
      lot.seller = r.pick(DEALERS)[0];
      lot.cost = Math.max(10, Math.round(sumAsk * r.float(0.55, 0.7)));
      lot.nBks = bs.length;
      lot.pay = "BAC";
      lot.notes = r.pick([null, "Bought at fair", "Trade price"]);
    }
    allocate(bs, lot.cost);
    lots.push(lot);
    books.push(...bs);
  }
}

// ------------------------------------------------------------------ simulation of what happens to each book
for (const b of books) {
  const mean = 230 + 110 * Math.log10(b.ask) + (b.lot.src === "OPN" ? 150 : 0);
  let delay = Math.round(-Math.log(1 - r.next()) * mean);
  if (r.chance(0.25)) delay *= 5;
  const sd = addDays(b.catDt, Math.max(1, delay));
  b.sellDt = sd <= LAST ? sd : null;
  if (r.chance(0.025)) {
    const wo = addDays(b.catDt, r.int(10, 600));
    if (wo <= LAST && (b.sellDt === null || wo < b.sellDt)) {
      b.woDt = wo;
      b.sellDt = null;
    }
  }
}

// ------------------------------------------------------------------ fairs
type Fair = {
  no: number;
  nm: string;
  org: string;
  venue: string;
  town: string;
  start: string;
  days: number;
  fee: number;
  exp: number | null;
  stat: string;
  mean: number;
};
const FAIR_DEFS: Record<string, [string, string, string]> = {
  SHR: ["Shrewsbury Book Fair", "PBFA", "The Music Hall|Shrewsbury"],
  BTH: ["Bath Book Fair", "PBFA", "The Assembly Rooms|Bath"],
  HAY: ["Hay Festival Book Fair", "IND", "Hay Parish Hall|Hay-on-Wye"],
  LUD: ["Ludlow Summer Book Fair", "IND", "Ludlow Assembly Rooms|Ludlow"],
  YRK: ["York National Book Fair", "PBFA", "York Racecourse|York"],
  CHL: ["Cheltenham Book Fair", "PBFA", "Pittville Pump Room|Cheltenham"],
  CHE: ["Chelsea Antiquarian Book Fair", "ABA", "Chelsea Old Town Hall|London"],
  MAL: ["Malvern Book Fair", "IND", "Malvern Cube|Great Malvern"],
  EDI: ["Edinburgh Book Fair", "PBFA", "Radisson Collection Hotel|Edinburgh"],
  KNI: ["Knighton Book Fair", "IND", "Knighton Community Centre|Knighton"],
};
// code, start, days, stand fee, expenses, status, mean sales
const FAIR_ROWS: [
  string,
  string,
  number,
  number,
  number | null,
  string,
  number,
][] = [
  ["SHR", "2024-03-09", 1, 95, 20, "A", 8],
  ["BTH", "2024-04-19", 2, 245, 210, "A", 14],
  ["HAY", "2024-05-25", 2, 180, 40, "A", 16],
  ["LUD", "2024-07-13", 1, 55, 0, "A", 10],
  ["YRK", "2024-09-13", 2, 720, 460, "A", 30],
  ["CHL", "2024-10-12", 1, 150, 45, "A", 10],
  ["CHE", "2024-11-01", 2, 1450, 560, "A", 24],
  ["MAL", "2024-11-23", 1, 85, 25, "A", 9],
  ["SHR", "2025-03-08", 1, 95, 20, "A", 8],
  ["EDI", "2025-03-21", 2, 260, 520, "A", 15],
  ["BTH", "2025-04-25", 2, 255, 215, "A", 14],
  ["HAY", "2025-05-24", 2, 190, 45, "A", 17],
  ["LUD", "2025-07-12", 1, 60, 0, "A", 11],
  ["YRK", "2025-09-12", 2, 750, 480, "A", 32],
  ["CHL", "2025-10-11", 1, 80, 0, "X", 0],
  ["CHE", "2025-10-31", 2, 1500, 590, "A", 26],
  ["MAL", "2025-11-22", 1, 90, 25, "A", 9],
  ["KNI", "2026-02-21", 1, 40, 15, "A", 0],
  ["SHR", "2026-03-07", 1, 100, 20, "A", 9],
  ["EDI", "2026-03-20", 2, 275, 540, "A", 14],
  ["BTH", "2026-04-24", 2, 260, 225, "A", 15],
  ["HAY", "2026-05-23", 2, 195, 50, "A", 18],
  ["LUD", "2026-07-11", 1, 60, 0, "A", 12],
  ["YRK", "2026-09-11", 2, 780, 495, "A", 34],
  ["CHL", "2026-10-10", 1, 155, null, "B", 0],
  ["CHE", "2026-10-30", 2, 1550, null, "B", 0],
  ["MAL", "2026-11-21", 1, 95, null, "B", 0],
];
const fairs: Fair[] = FAIR_ROWS.map(
  ([cd, start, days, fee, exp, stat, mean], i) => {
    const [nm, org, vt] = FAIR_DEFS[cd] as [string, string, string];
    const [venue, town] = vt.split("|") as [string, string];
    return {
      no: i + 1,
      nm,
      org,
      venue,
      town,
      start,
      days,
      fee,
      exp,
      stat,
      mean,
    };
  },
);

type Sale = {
  no: number;
  dt: string;
  book: Book;
  chan: string;
  mkt: string | null;
  ordRef: string | null;
  fair: Fair | null;
  cust: Cust | null;
  price: number;
  pp: number;
  fee: number | null;
  pay: string;
  void: boolean;
  custKind?: "NEWONL" | "REPONL" | "SHOP" | "FAIRC" | "NONE";
};
const sales: Sale[] = [];
const fairBook = new Map<Book, Fair>();
const fairDay = new Map<Book, string>();
for (const f of fairs) {
  if (f.stat !== "A" || f.mean === 0) continue;
  const n = Math.max(3, r.poisson(f.mean));
  const cands = books.filter(
    (b) =>
      !fairBook.has(b) &&
      b.catDt < addDays(f.start, -5) &&
      (b.woDt === null || b.woDt > f.start) &&
      (b.sellDt === null || b.sellDt > f.start) &&
      b.binding !== "PB" &&
      b.ask >= 12,
  );
  const chosen = r.shuffle(cands).slice(0, n);
  for (const b of chosen) {
    fairBook.set(b, f);
    fairDay.set(b, addDays(f.start, r.int(0, f.days - 1)));
    b.woDt = null;
  }
}

// ------------------------------------------------------------------ sales
const pickOnlineMkt = (d: string): string => {
  const opts: [string, number][] = [
    ["ABE", 45],
    ["EBY", 20],
    ["BIB", 10],
  ];
  if (d < "2025-07-01") opts.push(["AMZ", 11]);
  if (d >= "2024-06-03") opts.push(["WEB", 15]);
  return r.weighted(opts);
};
const ordRef = (mkt: string): string => {
  if (mkt === "ABE") return `${r.int(100000000, 999999999)}`;
  if (mkt === "EBY")
    return `${pad(r.int(1, 99), 2)}-${pad(r.int(0, 99999), 5)}-${pad(r.int(0, 99999), 5)}`;
  if (mkt === "BIB") return `BIB${r.int(1000000, 9999999)}`;
  if (mkt === "AMZ")
    return `202-${pad(r.int(0, 9999999), 7)}-${pad(r.int(0, 9999999), 7)}`;
  return `W${r.int(10000, 99999)}`;
};
const feeFor = (mkt: string, total: number): number => {
  if (mkt === "ABE") return money(total * 0.135);
  if (mkt === "EBY") return money(total * 0.128 + 0.3);
  if (mkt === "BIB") return money(total * 0.1);
  if (mkt === "AMZ") return money(total * 0.153 + 0.75);
  return money(total * 0.014 + 0.2);
};

for (const b of books) {
  const f = fairBook.get(b);
  if (f) {
    sales.push({
      no: 0,
      dt: fairDay.get(b) as string,
      book: b,
      chan: "F",
      mkt: null,
      ordRef: null,
      fair: f,
      cust: null,
      price: b.ask,
      pp: 0,
      fee: null,
      pay: "CRD",
      void: false,
      custKind: "FAIRC",
    });
    continue;
  }
  if (!b.sellDt) continue;
  const online = r.chance(b.ask >= 150 ? 0.65 : b.loc === "STR" ? 0.85 : 0.45);
  if (online) {
    const mkt = pickOnlineMkt(b.sellDt);
    sales.push({
      no: 0,
      dt: b.sellDt,
      book: b,
      chan: "O",
      mkt,
      ordRef: ordRef(mkt),
      fair: null,
      cust: null,
      price: b.ask,
      pp: 0,
      fee: 0,
      pay: mkt === "WEB" ? "CRD" : "MKT",
      void: false,
      custKind: r.chance(0.22) ? "REPONL" : "NEWONL",
    });
  } else {
    const d = nextShopDay(b.sellDt);
    if (d > LAST) {
      b.sellDt = null;
      continue;
    }
    b.sellDt = d;
    sales.push({
      no: 0,
      dt: d,
      book: b,
      chan: "S",
      mkt: null,
      ordRef: null,
      fair: null,
      cust: null,
      price: b.ask,
      pp: 0,
      fee: null,
      pay: "CRD",
      void: false,
      custKind: "SHOP",
    });
  }
}
// double-sells: an online order that came in for a book just sold in the shop, cancelled (voided)
for (const s of [...sales]) {
  if (s.chan === "S" && r.chance(0.035)) {
    const mkt = pickOnlineMkt(s.dt);
    sales.push({
      no: 0,
      dt: s.dt,
      book: s.book,
      chan: "O",
      mkt,
      ordRef: ordRef(mkt),
      fair: null,
      cust: null,
      price: s.book.ask,
      pp: 0,
      fee: 0,
      pay: mkt === "WEB" ? "CRD" : "MKT",
      void: true,
      custKind: "NEWONL",
    });
  }
}
sales.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.book.catDt < b.book.catDt ? -1 : 0,
);

// customers, prices, postage and fees in date order
const onlinePool: Cust[] = [];
for (const s of sales) {
  const b = s.book;
  if (
    s.custKind === "NEWONL" ||
    (s.custKind === "REPONL" && onlinePool.length < 20)
  ) {
    const c = newPerson("ONL", s.dt, 0.3);
    s.cust = c;
    onlinePool.push(c);
  } else if (s.custKind === "REPONL") {
    s.cust = r.chance(0.2) ? r.pick(regulars) : r.pick(onlinePool);
  } else if (s.custKind === "SHOP") {
    if (r.chance(0.22)) {
      const k = r.weighted([
        ["REG", 70],
        ["DLR", 15],
        ["NEW", 15],
      ] as const);
      s.cust =
        k === "REG"
          ? r.pick(regulars)
          : k === "DLR"
            ? r.pick(dealers)
            : newPerson("WALK", s.dt, 0.05);
    }
  } else if (s.custKind === "FAIRC") {
    if (r.chance(0.4)) {
      const k = r.weighted([
        ["DLR", 50],
        ["REG", 20],
        ["NEW", 30],
      ] as const);
      s.cust =
        k === "REG"
          ? r.pick(regulars)
          : k === "DLR"
            ? r.pick(dealers)
            : newPerson("FAIR", s.dt, 0.05);
    }
  }
  const c = s.cust;
  if (s.chan === "O") {
    s.price = b.ask;
    const gb = c?.cntry === "GB";
    const eu = c && ["IE", "DE", "FR", "NL"].includes(c.cntry);
    s.pp = gb ? (b.ask < 30 ? 3.95 : b.ask < 100 ? 5.5 : 8.5) : eu ? 12 : 18.5;
    if (s.mkt === "AMZ" && gb) s.pp = 2.8;
    s.fee = s.void ? 0 : feeFor(s.mkt as string, s.price + s.pp);
  } else {
    if (c?.trade) s.price = money(b.ask * 0.9);
    else if (b.ask >= 20 && r.chance(s.chan === "F" ? 0.45 : 0.22))
      s.price = Math.round(b.ask * 0.9);
    else s.price = b.ask;
    s.pay = c?.trade
      ? r.weighted([
          ["CHQ", 3],
          ["BAC", 3],
          ["CRD", 4],
        ] as const)
      : r.chance(s.chan === "F" ? 0.35 : 0.3)
        ? "CSH"
        : "CRD";
  }
  if (!s.void) {
    b.stat = "S";
    b.statDt = s.dt;
  }
}
for (const b of books) {
  if (b.woDt && b.stat === "A") {
    b.stat = "W";
    b.statDt = b.woDt;
  }
}
// test entries made on the go-live day
{
  const av = books
    .filter((b) => b.stat === "A" && b.lot.src === "OPN")
    .slice(0, 3);
  for (const b of av)
    sales.push({
      no: 0,
      dt: START,
      book: b,
      chan: "S",
      mkt: null,
      ordRef: null,
      fair: null,
      cust: testCust,
      price: 1,
      pp: 0,
      fee: null,
      pay: "CSH",
      void: true,
    });
}
sales.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));
sales.forEach((s, i) => (s.no = 20001 + i));

// ------------------------------------------------------------------ returns
type Rtn = {
  no: number;
  sale: Sale;
  dt: string;
  rsn: string;
  rfd: number;
  restock: boolean;
};
const rtns: Rtn[] = [];
for (const s of sales) {
  if (s.void) continue;
  const p = s.chan === "O" ? 0.045 : s.chan === "S" ? 0.008 : 0.006;
  if (!r.chance(p)) continue;
  const dt = addDays(s.dt, r.int(4, 30));
  if (dt > LAST) continue;
  let rsn: string;
  if (s.chan === "O")
    rsn = r.weighted([
      ["NAD", 35],
      ["DMG", 25],
      ["LST", 15],
      ["CHM", 20],
      ["OTH", 5],
    ] as const);
  else rsn = "CHM";
  let rfd = money(s.price + s.pp);
  let restock = true;
  if (rsn === "NAD" && r.chance(0.35)) {
    rfd = money(Math.round(s.price * r.float(0.2, 0.4)));
    restock = false;
  } else if (rsn === "CHM") rfd = s.price;
  else if (rsn === "DMG" || rsn === "LST") restock = false;
  if (rsn === "OTH") restock = r.chance(0.5);
  rtns.push({ no: 0, sale: s, dt, rsn, rfd, restock });
  const b = s.book;
  if (restock) {
    b.stat = "A";
    b.statDt = dt;
  } else if (rsn === "DMG") {
    b.stat = "W";
    b.statDt = dt;
  }
}
rtns.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.sale.no - b.sale.no,
);
rtns.forEach((x, i) => (x.no = 501 + i));

// ------------------------------------------------------------------ reservations
{
  const av = r
    .shuffle(
      books.filter(
        (b) => b.stat === "A" && b.statDt === null && b.catDt < "2026-08-01",
      ),
    )
    .slice(0, 14);
  for (const b of av) {
    b.stat = "R";
    b.statDt = r.date("2026-08-25", LAST);
    b.rsv = (r.chance(0.7) ? r.pick(regulars) : r.pick(dealers)).no;
  }
}

// ------------------------------------------------------------------ want-lists
type Want = {
  no: number;
  cust: Cust;
  auth: string;
  title: string | null;
  max: number | null;
  add: string;
  stat: string;
  stk: Book | null;
  cls: string | null;
};
const wants: Want[] = [];
for (const s of sales) {
  if (s.void || !s.cust || s.cust.del) continue;
  if (daysBetween(s.cust.add, s.dt) < 21) continue;
  if (!r.chance(s.cust.kind === "ONL" ? 0.06 : 0.14)) continue;
  const add = maxDate(s.cust.add, addDays(s.dt, -r.int(14, 500)));
  wants.push({
    no: 0,
    cust: s.cust,
    auth: s.book.auth,
    title: r.chance(0.85) ? s.book.title : null,
    max: r.chance(0.5) ? nicePrice(s.price * r.float(1, 1.4)) : null,
    add,
    stat: "F",
    stk: s.book,
    cls: s.dt,
  });
}
{
  const pool = custs.filter(
    (c) => !c.del && c.add <= addDays(LAST, -10) && c.kind !== "ONL",
  );
  const onl = custs.filter(
    (c) => c.kind === "ONL" && c.add <= addDays(LAST, -10),
  );
  for (let i = 0; i < 190; i++) {
    const c = r.chance(0.8) ? r.pick(pool) : r.pick(onl);
    const t = r.pick(TITLES);
    const add = r.date(maxDate(c.add, "2021-06-01"), addDays(LAST, -2));
    const cancelled = r.chance(0.18);
    let cls: string | null = null;
    if (cancelled) {
      cls = addDays(add, r.int(20, 400));
      if (cls > LAST) cls = null;
    }
    wants.push({
      no: 0,
      cust: c,
      auth: t[0],
      title: r.chance(0.8) ? t[1] : null,
      max: r.chance(0.6)
        ? nicePrice(((t[6] ?? t[5]) as number) * r.float(0.3, 1.1))
        : null,
      add,
      stat: cls ? "X" : "O",
      stk: null,
      cls,
    });
  }
}
wants.sort((a, b) => (a.add < b.add ? -1 : a.add > b.add ? 1 : 0));
wants.forEach((w, i) => (w.no = 1001 + i));

// ------------------------------------------------------------------ duplicate catalogue entries (soft-deleted)
{
  const src = r.shuffle(books).slice(0, 26);
  for (const b of src) {
    const d = addDays(b.catDt, r.int(0, 2));
    books.push({
      ...b,
      catDt: d > LAST ? b.catDt : d,
      stat: "A",
      statDt: null,
      rsv: null,
      del: true,
      cost: 0,
    });
  }
}
books.sort((a, b) =>
  a.catDt < b.catDt ? -1 : a.catDt > b.catDt ? 1 : a.lot.no - b.lot.no,
);
books.forEach((b, i) => (b.no = 100001 + i));

// ------------------------------------------------------------------ SQL
const DDL = `
CREATE SCHEMA colo;
CREATE TABLE colo.cat (
  cat_cd varchar(4) PRIMARY KEY,
  cat_nm varchar(60) NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE colo.lot (
  lot_no integer PRIMARY KEY,
  acq_dt date NOT NULL,
  src_cd varchar(3) NOT NULL,
  seller_nm varchar(120),
  auc_ref varchar(20),
  hammer numeric(10,2),
  prem_amt numeric(10,2),
  cost_tot numeric(10,2) NOT NULL,
  n_bks integer,
  pay_cd varchar(3),
  notes varchar(200)
);
CREATE TABLE colo.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(120) NOT NULL,
  email varchar(120),
  town varchar(60),
  cntry char(2),
  trade_yn char(1) NOT NULL DEFAULT 'N',
  news_yn char(1) NOT NULL DEFAULT 'N',
  add_dt date,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE colo.stk (
  stk_no integer PRIMARY KEY,
  lot_no integer NOT NULL REFERENCES colo.lot (lot_no),
  cat_cd varchar(4) REFERENCES colo.cat (cat_cd),
  auth varchar(80),
  title varchar(160) NOT NULL,
  publ varchar(60),
  pub_yr smallint,
  binding varchar(3),
  cond_cd varchar(2),
  dj_cd char(1),
  first_ed char(1) NOT NULL DEFAULT 'N',
  signed_yn char(1) NOT NULL DEFAULT 'N',
  isbn varchar(13),
  ask_pr numeric(9,2),
  cost numeric(9,2),
  cat_dt date NOT NULL,
  loc_cd varchar(4),
  stat_cd char(1) NOT NULL,
  stat_dt date,
  rsv_cust integer REFERENCES colo.cust (cust_no),
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE colo.fair (
  fair_no integer PRIMARY KEY,
  fair_nm varchar(80) NOT NULL,
  org_cd varchar(4),
  venue varchar(80),
  town varchar(40),
  start_dt date NOT NULL,
  end_dt date NOT NULL,
  stand_fee numeric(8,2),
  exp_amt numeric(8,2),
  stat_cd char(1) NOT NULL
);
CREATE TABLE colo.sale (
  sale_no integer PRIMARY KEY,
  sale_dt date NOT NULL,
  stk_no integer NOT NULL REFERENCES colo.stk (stk_no),
  chan_cd char(1) NOT NULL,
  mkt_cd varchar(3),
  ord_ref varchar(30),
  fair_no integer REFERENCES colo.fair (fair_no),
  cust_no integer REFERENCES colo.cust (cust_no),
  price numeric(9,2) NOT NULL,
  pp_chg numeric(7,2) NOT NULL DEFAULT 0,
  fee_amt numeric(7,2),
  pay_cd varchar(3),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE colo.rtn (
  rtn_no integer PRIMARY KEY,
  sale_no integer NOT NULL REFERENCES colo.sale (sale_no),
  rtn_dt date NOT NULL,
  rsn_cd varchar(3),
  rfd_amt numeric(9,2),
  restock_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE colo.want (
  want_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES colo.cust (cust_no),
  auth varchar(80),
  title varchar(160),
  max_pr numeric(9,2),
  add_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  stk_no integer REFERENCES colo.stk (stk_no),
  cls_dt date
);
`;

export function datasetSql(): string {
  const yn = (x: boolean) => (x ? "Y" : "N");
  return [
    DDL,
    insertRows("colo.cat", ["cat_cd", "cat_nm", "active_yn"], CATS),
    insertRows(
      "colo.lot",
      [
        "lot_no",
        "acq_dt",
        "src_cd",
        "seller_nm",
        "auc_ref",
        "hammer",
        "prem_amt",
        "cost_tot",
        "n_bks",
        "pay_cd",
        "notes",
      ],
      lots.map((l) => [
        l.no,
        l.acq,
        l.src,
        l.seller,
        l.aucRef,
        l.hammer,
        l.prem,
        l.cost,
        l.nBks,
        l.pay,
        l.notes,
      ]),
    ),
    insertRows(
      "colo.cust",
      [
        "cust_no",
        "cust_nm",
        "email",
        "town",
        "cntry",
        "trade_yn",
        "news_yn",
        "add_dt",
        "del_yn",
      ],
      custs.map((c) => [
        c.no,
        c.nm,
        c.email,
        c.town,
        c.cntry,
        yn(c.trade),
        yn(c.news),
        c.add,
        yn(c.del),
      ]),
    ),
    insertRows(
      "colo.stk",
      [
        "stk_no",
        "lot_no",
        "cat_cd",
        "auth",
        "title",
        "publ",
        "pub_yr",
        "binding",
        "cond_cd",
        "dj_cd",
        "first_ed",
        "signed_yn",
        "isbn",
        "ask_pr",
        "cost",
        "cat_dt",
        "loc_cd",
        "stat_cd",
        "stat_dt",
        "rsv_cust",
        "del_yn",
      ],
      books.map((b) => [
        b.no,
        b.lot.no,
        b.cat,
        b.auth,
        b.title,
        b.publ,
        b.yr,
        b.binding,
        b.cond,
        b.dj,
        yn(b.first),
        yn(b.signed),
        b.isbn,
        b.ask,
        b.cost,
        b.catDt,
        b.loc,
        b.stat,
        b.statDt,
        b.rsv,
        yn(b.del),
      ]),
    ),
    insertRows(
      "colo.fair",
      [
        "fair_no",
        "fair_nm",
        "org_cd",
        "venue",
        "town",
        "start_dt",
        "end_dt",
        "stand_fee",
        "exp_amt",
        "stat_cd",
      ],
      fairs.map((f) => [
        f.no,
        f.nm,
        f.org,
        f.venue,
        f.town,
        f.start,
        addDays(f.start, f.days - 1),
        f.fee,
        f.exp,
        f.stat,
      ]),
    ),
    insertRows(
      "colo.sale",
      [
        "sale_no",
        "sale_dt",
        "stk_no",
        "chan_cd",
        "mkt_cd",
        "ord_ref",
        "fair_no",
        "cust_no",
        "price",
        "pp_chg",
        "fee_amt",
        "pay_cd",
        "void_yn",
      ],
      sales.map((s) => [
        s.no,
        s.dt,
        s.book.no,
        s.chan,
        s.mkt,
        s.ordRef,
        s.fair?.no ?? null,
        s.cust?.no ?? null,
        s.price,
        s.pp,
        s.fee,
        s.pay,
        yn(s.void),
      ]),
    ),
    insertRows(
      "colo.rtn",
      ["rtn_no", "sale_no", "rtn_dt", "rsn_cd", "rfd_amt", "restock_yn"],
      rtns.map((x) => [x.no, x.sale.no, x.dt, x.rsn, x.rfd, yn(x.restock)]),
    ),
    insertRows(
      "colo.want",
      [
        "want_no",
        "cust_no",
        "auth",
        "title",
        "max_pr",
        "add_dt",
        "stat_cd",
        "stk_no",
        "cls_dt",
      ],
      wants.map((w) => [
        w.no,
        w.cust.no,
        w.auth,
        w.title,
        w.max,
        w.add,
        w.stat,
        w.stk?.no ?? null,
        w.cls,
      ]),
    ),
  ].join("\n");
}
