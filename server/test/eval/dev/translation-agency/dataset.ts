/**
 * Lingua Bridge Ltd, a translation and interpreting agency in Reading (UK). It sells written translation,
 * proofreading of translations supplied by the client, face-to-face and remote interpreting, and transcription of
 * audio recordings, mostly to law firms (contracts, court bundles, witness statements), hospitals and health trusts
 * (patient letters, consent forms, and a lot of community interpreting at appointments), manufacturers (manuals,
 * safety data sheets, factory audits) and a few public bodies and other businesses. All the work is done by
 * freelance linguists paid per word (or per hour for interpreting). This is the agency's own order-management
 * database, loaded up to 2026-11-24. Money is in pounds sterling (GBP). Orders are kept from 2024-01-01 onwards.
 *
 * Language codes (ISO 639-1, lower case) used in every language column: en English, de German, fr French,
 * es Spanish, it Italian, nl Dutch, pt Portuguese, pl Polish, ro Romanian, ru Russian, tr Turkish, ar Arabic,
 * ur Urdu, zh Chinese (Mandarin / simplified), ja Japanese. Country codes are ISO 3166 alpha-2 (GB, DE, FR, IE ...).
 *
 * Schema `lng`:
 * - `clients`: client accounts, keyed by `cli_id`. `cli_cd` the account code ('C001' ...); `cli_nm` the client's
 *   name; `sector_cd` LAW law firm or chambers, HSP hospital or health trust, MFG manufacturer, PUB public body
 *   (council, police, tribunals), OTH other business; `parent_cli_id` the `cli_id` of the group account an office,
 *   hospital or subsidiary belongs to (NULL for a stand-alone or top-level account); `city`; `ctry_cd` the country;
 *   `pay_terms_dd` payment terms in days; `opened_dt` the day the account was opened; `closed_dt` the day the
 *   account was closed, NULL while the account is still open.
 * - `linguists`: freelance linguists on our books, keyed by `ling_id`. `ling_cd` their supplier code ('L001' ...);
 *   `first_nm`, `last_nm`; `native_lang` their mother tongue (a language code); `ctry_cd` the country they live and
 *   work in; `cert_cd` their professional accreditation: CIOL Chartered Institute of Linguists, ITI Institute of
 *   Translation and Interpreting, NRPSI National Register of Public Service Interpreters, NULL none; `onb_dt` the day
 *   they signed up with us; `vetted_dt` the day they passed our vetting (test translation, references, ID and DBS
 *   checks), NULL while not yet vetted (an unvetted linguist is never given work); `actv_yn` Y when they are
 *   currently available for work, N when they have left us or stopped taking work.
 * - `ling_pairs`: the language pairs a linguist works in and their rates, one row per linguist and direction,
 *   keyed by (`ling_id`, `src_lang`, `tgt_lang`). `src_lang` the language translated from; `tgt_lang` the language
 *   translated into; `rate_wd_gbp` the linguist's translation rate per source word in this pair; `rate_hr_gbp` their
 *   hourly interpreting rate in this pair, NULL when they do not interpret in it.
 * - `projects`: client orders (jobs), keyed by `proj_id`. `proj_no` the order number ('P24-0001': year received
 *   and a running number); `cli_id` the client; `svc_cd` the service: TRN translation, PRF proofreading (checking a
 *   translation the client supplies), INT interpreting, TSC transcription (typing up an audio recording, in the
 *   language spoken, so `src_lang` = `tgt_lang`); `src_lang` and `tgt_lang` the source and target language (for
 *   interpreting, between the English speaker and the other party: src 'en', tgt the other language);
 *   `word_cnt` the number of source words (translation and proofreading) or transcribed words (transcription), NULL
 *   for interpreting; `int_hrs` the booked hours of an interpreting assignment, NULL for other services;
 *   `rcvd_dt` the day the order came in; `due_dt` the agreed delivery day (for interpreting, the day of the
 *   appointment); `dlvd_dt` the day the work was delivered (for interpreting, the day it took place), NULL while not
 *   delivered; `stat_cd` NEW received, no linguist assigned yet, ASG assigned and in progress (or an interpreting
 *   appointment still to come), HLD on hold at the client's request, DLV delivered, CXL cancelled by the client;
 *   `rush_yn` Y for an urgent order taken at a rush surcharge (25% on the price), N otherwise; `price_gbp` the
 *   price quoted and charged to the client, before VAT.
 * - `assignments`: linguists given work on a project, keyed by `asgn_id`. `proj_id`; `ling_id`; `role_cd` TRN
 *   translator, REV reviser (a second linguist who checks and edits the translation), PRF proofreader, INT
 *   interpreter, TSC transcriber; `asgn_dt` the day the work was offered and accepted; `done_dt` the day the
 *   linguist finished, NULL while not finished (and for withdrawn or cancelled assignments); `stat_cd` ACC accepted
 *   and under way, CMP completed, WDR the linguist withdrew and the work was given to someone else, CXL the project
 *   was cancelled; `fee_gbp` the fee we pay the linguist for the assignment (agreed when it is accepted; 0 for a
 *   cancelled one, except interpreting cancelled at short notice, which pays half; NULL for a withdrawal).
 * - `qa_reviews`: quality reviews of finished translator, proofreader and transcriber work, keyed by `rev_id`.
 *   `asgn_id` the assignment reviewed; `rvwr_ling_id` the linguist who did the review (`linguists.ling_id`, a senior
 *   linguist native in the target language); `rev_typ` SMP a routine sample check, CMP a review after a client
 *   complaint; `rev_dt`; `smpl_wd` the number of words checked; `err_min`, `err_maj`, `err_crit` the minor, major
 *   and critical errors found; `score` 100 minus the penalty points per 1,000 words checked (a minor error 1 point,
 *   a major 5, a critical 10), not below 0; `pass_yn` Y when the score is 90 or more and there is no critical
 *   error, else N.
 * - `invoices`: one invoice per delivered project, keyed by `inv_id`. `inv_no` ('INV-100001' ...); `cli_id` the
 *   client billed; `proj_id`; `inv_dt`; `net_gbp` the amount before VAT (the project price); `vat_gbp` the VAT (20%
 *   for UK clients, 0 for clients abroad); `due_dt` when payment is due (`inv_dt` plus the client's payment terms);
 *   `paid_dt` the day it was paid, NULL while unpaid.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LOG_START = '2024-01-01';
const LAST_DAY = '2026-11-24';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const month = (iso: string) => Number(iso.slice(5, 7));
const year = (iso: string) => Number(iso.slice(0, 4));
const maxIso = (a: string, b: string) => (a > b ? a : b);

/** The next working day on or after a day. */
function workday(iso: string): string {
  let d = iso;
  while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
  return d;
}
function addWorkDays(iso: string, n: number): string {
  let d = iso;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6) left--;
  }
  return d;
}

type Sector = 'LAW' | 'HSP' | 'MFG' | 'PUB' | 'OTH';
type Payer = 'prompt' | 'normal' | 'slow' | 'bad';
/** [code, name, sector, parent code, city, country, terms, opened, closed, volume weight, payer, price factor] */
const CLIENTS: [string, string, Sector, string | null, string, string, number, string, string | null, number, Payer, number][] = [
  ['C001', 'Hartley Crane LLP', 'LAW', null, 'London', 'GB', 30, '2015-03-02', null, 9, 'normal', 1.06],
  ['C002', 'Hartley Crane LLP Frankfurt', 'LAW', 'C001', 'Frankfurt', 'DE', 30, '2019-06-10', null, 3, 'normal', 1.06],
  ['C003', 'Hartley Crane LLP Paris', 'LAW', 'C001', 'Paris', 'FR', 30, '2021-01-18', null, 2, 'normal', 1.06],
  ['C004', 'Pemberton & Shaw Solicitors', 'LAW', null, 'Manchester', 'GB', 30, '2017-05-22', null, 5, 'slow', 0.97],
  ['C005', 'Albion Legal LLP', 'LAW', null, 'London', 'GB', 45, '2018-02-12', null, 6, 'normal', 1.02],
  ['C006', 'Mercer Doyle LLP', 'LAW', null, 'Birmingham', 'GB', 30, '2020-09-07', null, 4, 'prompt', 1.0],
  ['C007', 'Whitcombe Rhodes', 'LAW', null, 'Leeds', 'GB', 30, '2016-11-14', '2025-06-30', 3, 'slow', 0.95],
  ['C008', 'Fenwick Stone Solicitors', 'LAW', null, 'Bristol', 'GB', 30, '2024-04-15', null, 3, 'normal', 1.0],
  ['C009', "O'Rourke Fitzgerald", 'LAW', null, 'Dublin', 'IE', 30, '2019-03-04', null, 2, 'normal', 1.04],
  ['C010', 'Kingsgate Chambers', 'LAW', null, 'London', 'GB', 14, '2022-01-10', null, 2, 'prompt', 1.08],
  ['C011', 'Brightwater Legal', 'LAW', null, 'Edinburgh', 'GB', 30, '2025-02-03', null, 3, 'normal', 0.98],
  ['C012', 'Northbridge NHS Trust', 'HSP', null, 'Reading', 'GB', 60, '2014-04-01', null, 1.5, 'slow', 0.93],
  ['C013', 'Northbridge General Hospital', 'HSP', 'C012', 'Reading', 'GB', 60, '2014-04-01', null, 8, 'slow', 0.93],
  ['C014', "Northbridge Children's Hospital", 'HSP', 'C012', 'Reading', 'GB', 60, '2016-07-01', null, 4, 'slow', 0.93],
  ['C015', 'Riverside Community Hospital', 'HSP', 'C012', 'Wokingham', 'GB', 60, '2023-03-13', null, 3, 'slow', 0.93],
  ['C016', 'Royal Eastfield Infirmary', 'HSP', null, 'Norwich', 'GB', 45, '2016-01-11', null, 7, 'normal', 0.96],
  ['C017', "St Aldhelm's Hospital", 'HSP', null, 'Salisbury', 'GB', 45, '2018-10-01', null, 5, 'bad', 0.95],
  ['C018', 'Meadowcroft Private Clinic', 'HSP', null, 'London', 'GB', 30, '2021-05-17', null, 2, 'prompt', 1.1],
  ['C019', 'Castlegate Hospital', 'HSP', null, 'Leicester', 'GB', 45, '2024-09-02', null, 5, 'normal', 0.95],
  ['C020', 'Westmoor Mental Health Trust', 'HSP', null, 'Bradford', 'GB', 60, '2019-02-04', null, 3, 'bad', 0.94],
  ['C021', 'Halden Pumps Group', 'MFG', null, 'Sheffield', 'GB', 30, '2013-09-16', null, 5, 'normal', 0.97],
  ['C022', 'Halden Pumps GmbH', 'MFG', 'C021', 'Dortmund', 'DE', 30, '2017-03-06', null, 2, 'normal', 0.97],
  ['C023', 'Halden Pumps Polska', 'MFG', 'C021', 'Wroclaw', 'PL', 30, '2022-06-20', null, 2, 'normal', 0.97],
  ['C024', 'Kessler Hydraulics Ltd', 'MFG', null, 'Coventry', 'GB', 45, '2015-02-09', null, 5, 'slow', 0.95],
  ['C025', 'Brenton Automotive Components', 'MFG', null, 'Derby', 'GB', 60, '2016-06-06', null, 6, 'slow', 0.92],
  ['C026', 'Ashdown Medical Devices', 'MFG', null, 'Cambridge', 'GB', 30, '2019-08-19', null, 4, 'prompt', 1.03],
  ['C027', 'Tamura Precision UK', 'MFG', null, 'Telford', 'GB', 30, '2020-10-12', null, 3, 'normal', 1.0],
  ['C028', 'Vantage Packaging Machines', 'MFG', null, 'Leicester', 'GB', 45, '2017-04-03', '2024-12-31', 2, 'normal', 0.96],
  ['C029', 'Cordell Agritech', 'MFG', null, 'Lincoln', 'GB', 30, '2023-02-27', null, 2, 'normal', 0.99],
  ['C030', 'Orbis Cables Ltd', 'MFG', null, 'Wrexham', 'GB', 30, '2025-05-12', null, 3, 'normal', 0.97],
  ['C031', 'Ashford Borough Council', 'PUB', null, 'Ashford', 'GB', 30, '2018-01-15', null, 3, 'slow', 0.9],
  ['C032', 'Midshire Police', 'PUB', null, 'Worcester', 'GB', 30, '2017-07-03', null, 4, 'normal', 0.92],
  ['C033', 'Southern Employment Tribunals', 'PUB', null, 'Southampton', 'GB', 30, '2021-04-12', null, 2, 'normal', 0.92],
  ['C034', 'Sterling Mutual Insurance', 'OTH', null, 'London', 'GB', 30, '2019-11-04', null, 3, 'prompt', 1.0],
  ['C035', 'Lumen Market Research', 'OTH', null, 'London', 'GB', 30, '2022-03-21', null, 2, 'normal', 1.0],
  ['C036', 'Atlas Travel Group', 'OTH', null, 'Manchester', 'GB', 30, '2020-02-10', '2026-03-31', 1, 'normal', 1.0],
];

/** [first, last, native, country, cert, onboarded, vetted, active, stops taking work, quality (1 = average, higher = more errors), load, pairs] */
type LingDef = [string, string, string, string, string | null, string, string | null, 'Y' | 'N', string | null, number, number, string[]];
// pairs: 'de>en' a translation pair; a trailing '*' marks a pair they also interpret in
const LINGS: LingDef[] = [
  ['Sarah', 'Whitfield', 'en', 'GB', 'CIOL', '2016-04-11', '2016-05-09', 'Y', null, 0.8, 1.2, ['de>en', 'nl>en']],
  ['James', 'Calloway', 'en', 'GB', 'ITI', '2018-09-03', '2018-09-28', 'Y', null, 1.0, 1.0, ['de>en']],
  ['Helen', 'Markham', 'en', 'GB', 'CIOL', '2015-01-19', '2015-02-20', 'Y', null, 0.9, 1.1, ['fr>en', 'es>en']],
  ['Oliver', 'Pryce', 'en', 'GB', null, '2021-06-07', '2021-07-12', 'Y', null, 1.35, 0.9, ['fr>en']],
  ['Rachel', 'Dunmore', 'en', 'ES', 'ITI', '2019-03-25', '2019-04-15', 'Y', null, 1.0, 1.0, ['es>en', 'pt>en']],
  ['Thomas', 'Ellery', 'en', 'IT', null, '2020-02-03', '2020-03-02', 'Y', null, 1.1, 1.0, ['it>en', 'fr>en']],
  ['Fiona', 'McBride', 'en', 'GB', 'CIOL', '2017-10-16', '2017-11-13', 'Y', null, 0.9, 1.0, ['ru>en', 'pl>en']],
  ['Daniel', 'Ashworth', 'en', 'JP', 'ITI', '2018-05-14', '2018-06-18', 'Y', null, 1.0, 1.0, ['ja>en']],
  ['Grace', 'Liang', 'en', 'GB', 'CIOL', '2019-07-01', '2019-07-26', 'Y', null, 0.85, 1.0, ['zh>en']],
  ['Mark', 'Templeton', 'en', 'DE', null, '2017-01-09', '2017-02-06', 'N', '2025-05-16', 1.7, 1.0, ['de>en', 'fr>en']],
  ['Laura', 'Bennett', 'en', 'GB', 'ITI', '2020-11-02', '2020-12-01', 'Y', null, 1.1, 1.0, ['ar>en']],
  ['Chris', 'Haddon', 'en', 'GB', null, '2022-03-14', '2022-04-11', 'Y', null, 1.2, 1.0, ['es>en', 'it>en']],
  ['Emily', 'Rowntree', 'en', 'GB', 'CIOL', '2025-01-20', '2025-03-03', 'Y', null, 1.0, 1.0, ['ro>en', 'it>en']],
  ['Peter', 'Galloway', 'en', 'NL', null, '2016-08-22', '2016-09-19', 'N', '2024-11-29', 1.45, 0.9, ['nl>en', 'de>en']],
  ['Katrin', 'Vogel', 'de', 'DE', 'ITI', '2015-06-01', '2015-06-29', 'Y', null, 0.8, 1.2, ['en>de']],
  ['Juergen', 'Hoffmann', 'de', 'DE', null, '2017-02-13', '2017-03-13', 'Y', null, 1.1, 1.0, ['en>de*']],
  ['Anja', 'Krueger', 'de', 'AT', 'CIOL', '2019-09-09', '2019-10-07', 'Y', null, 1.0, 1.0, ['en>de']],
  ['Felix', 'Brandt', 'de', 'DE', null, '2021-04-19', '2021-05-17', 'N', '2026-02-20', 1.55, 0.9, ['en>de']],
  ['Camille', 'Moreau', 'fr', 'FR', 'ITI', '2016-03-07', '2016-04-04', 'Y', null, 0.9, 1.0, ['en>fr*']],
  ['Julien', 'Lefevre', 'fr', 'FR', null, '2020-05-11', '2020-06-08', 'Y', null, 1.2, 1.0, ['en>fr']],
  ['Aurelie', 'Dubois', 'fr', 'BE', 'CIOL', '2024-08-05', '2024-09-16', 'Y', null, 1.0, 1.0, ['en>fr']],
  ['Lucia', 'Fernandez', 'es', 'ES', 'ITI', '2017-06-19', '2017-07-17', 'Y', null, 0.9, 1.0, ['en>es*']],
  ['Javier', 'Ortega', 'es', 'ES', null, '2019-01-14', '2019-02-11', 'Y', null, 1.1, 1.0, ['en>es']],
  ['Marta', 'Ruiz', 'es', 'MX', null, '2021-10-04', '2021-11-01', 'Y', null, 1.3, 0.8, ['en>es']],
  ['Rosa', 'Alvarez', 'es', 'ES', null, '2018-02-05', '2018-03-05', 'N', '2024-08-09', 1.25, 0.8, ['en>es', 'es>en']],
  ['Giulia', 'Romano', 'it', 'IT', 'ITI', '2018-04-16', '2018-05-14', 'Y', null, 1.0, 1.0, ['en>it']],
  ['Marco', 'Bianchi', 'it', 'IT', null, '2020-07-06', '2020-08-03', 'Y', null, 1.2, 1.0, ['en>it*']],
  ['Agnieszka', 'Nowak', 'pl', 'GB', 'NRPSI', '2016-09-12', '2016-10-10', 'Y', null, 1.0, 1.3, ['en>pl*', 'pl>en']],
  ['Tomasz', 'Wisniewski', 'pl', 'PL', null, '2019-11-18', '2019-12-16', 'Y', null, 1.1, 1.0, ['en>pl', 'pl>en']],
  ['Katarzyna', 'Zielinska', 'pl', 'GB', 'NRPSI', '2018-01-22', '2018-02-19', 'Y', null, 0.9, 1.2, ['en>pl*']],
  ['Piotr', 'Kaminski', 'pl', 'GB', null, '2020-03-09', '2020-04-06', 'N', '2025-09-12', 1.45, 1.0, ['en>pl*']],
  ['Magdalena', 'Lis', 'pl', 'PL', 'CIOL', '2025-05-12', '2025-06-16', 'Y', null, 1.0, 1.0, ['en>pl']],
  ['Ana', 'Carvalho', 'pt', 'PT', 'ITI', '2017-08-14', '2017-09-11', 'Y', null, 1.0, 1.0, ['en>pt*']],
  ['Rafael', 'Souza', 'pt', 'BR', null, '2021-01-25', '2021-02-22', 'Y', null, 1.2, 1.0, ['en>pt*', 'pt>en']],
  ['Omar', 'Haddad', 'ar', 'GB', 'NRPSI', '2015-11-02', '2015-11-30', 'Y', null, 1.0, 1.3, ['en>ar*', 'ar>en']],
  ['Layla', 'Mansour', 'ar', 'GB', 'NRPSI', '2018-06-04', '2018-07-02', 'Y', null, 1.1, 1.1, ['en>ar*']],
  ['Youssef', 'Karim', 'ar', 'EG', null, '2020-09-21', '2020-10-19', 'Y', null, 1.3, 0.9, ['en>ar', 'ar>en']],
  ['Samira', 'Aziz', 'ar', 'GB', 'NRPSI', '2024-12-02', '2025-01-13', 'Y', null, 0.9, 1.0, ['en>ar*']],
  ['Wei', 'Zhang', 'zh', 'CN', 'ITI', '2016-05-23', '2016-06-20', 'Y', null, 0.9, 1.1, ['en>zh', 'zh>en']],
  ['Li Na', 'Chen', 'zh', 'GB', 'NRPSI', '2019-04-08', '2019-05-06', 'Y', null, 1.0, 1.0, ['en>zh*']],
  ['Hao', 'Liu', 'zh', 'CN', null, '2022-02-07', '2022-03-07', 'Y', null, 1.2, 1.0, ['en>zh']],
  ['Yuki', 'Tanaka', 'ja', 'JP', 'ITI', '2017-03-27', '2017-04-24', 'Y', null, 0.8, 1.0, ['en>ja']],
  ['Kenji', 'Mori', 'ja', 'JP', null, '2020-06-15', '2020-07-13', 'Y', null, 1.1, 1.0, ['en>ja', 'ja>en']],
  ['Ioana', 'Popescu', 'ro', 'GB', 'NRPSI', '2017-12-04', '2018-01-08', 'Y', null, 1.0, 1.2, ['en>ro*', 'ro>en']],
  ['Andrei', 'Ionescu', 'ro', 'RO', null, '2021-08-02', '2021-08-30', 'Y', null, 1.2, 1.0, ['en>ro']],
  ['Elena', 'Dumitru', 'ro', 'GB', null, '2019-10-14', '2019-11-11', 'N', '2026-04-17', 1.5, 1.0, ['en>ro*']],
  ['Natalia', 'Volkova', 'ru', 'GB', 'CIOL', '2016-10-03', '2016-10-31', 'Y', null, 1.0, 1.0, ['en>ru*', 'ru>en']],
  ['Dmitri', 'Sokolov', 'ru', 'LV', null, '2020-12-07', '2021-01-11', 'Y', null, 1.15, 1.0, ['en>ru']],
  ['Elif', 'Yilmaz', 'tr', 'GB', 'NRPSI', '2018-03-19', '2018-04-16', 'Y', null, 1.0, 1.0, ['en>tr*', 'tr>en']],
  ['Mehmet', 'Demir', 'tr', 'TR', null, '2022-05-09', '2022-06-06', 'Y', null, 1.25, 1.0, ['en>tr', 'tr>en']],
  ['Ayesha', 'Malik', 'ur', 'GB', 'NRPSI', '2017-05-08', '2017-06-05', 'Y', null, 0.95, 1.2, ['en>ur*', 'ur>en']],
  ['Imran', 'Qureshi', 'ur', 'GB', null, '2019-02-25', '2019-03-25', 'Y', null, 1.15, 1.0, ['en>ur*', 'ur>en']],
  ['Nadia', 'Hussain', 'ur', 'PK', null, '2023-01-16', '2023-02-13', 'Y', null, 1.3, 0.9, ['en>ur']],
  ['Sanne', 'de Vries', 'nl', 'NL', 'ITI', '2018-07-09', '2018-08-06', 'Y', null, 0.9, 1.0, ['en>nl', 'nl>en']],
  ['Pieter', 'Jansen', 'nl', 'NL', null, '2022-09-12', '2022-10-10', 'Y', null, 1.2, 1.0, ['en>nl']],
  ['Hannah', 'Pearce', 'en', 'GB', null, '2026-10-12', null, 'Y', null, 1.0, 1.0, ['fr>en']],
  ['Bogdan', 'Marin', 'ro', 'RO', null, '2026-11-03', null, 'Y', null, 1.0, 1.0, ['en>ro']],
  ['Farah', 'Siddiqui', 'ur', 'GB', 'NRPSI', '2026-09-22', null, 'Y', null, 1.0, 1.0, ['en>ur*']],
  ['Lukas', 'Weber', 'de', 'DE', null, '2026-11-10', null, 'Y', null, 1.0, 1.0, ['en>de']],
];

/** Translation difficulty tier of a language: A western European, B central/eastern European, C other scripts. */
const TIER: Record<string, 'A' | 'B' | 'C'> = {
  de: 'A', fr: 'A', es: 'A', it: 'A', nl: 'A', pt: 'A', pl: 'B', ro: 'B', ru: 'B', tr: 'B', ar: 'C', ur: 'C', zh: 'C', ja: 'C', en: 'A',
};
const CLIENT_RATE: Record<'A' | 'B' | 'C', number> = { A: 0.145, B: 0.135, C: 0.185 };
const LING_RATE: Record<'A' | 'B' | 'C', [number, number]> = { A: [0.075, 0.1], B: [0.062, 0.085], C: [0.09, 0.125] };
const SECTOR_PRICE: Record<Sector, number> = { LAW: 1.12, HSP: 1.0, MFG: 0.95, PUB: 0.95, OTH: 1.0 };

/** The service mix per sector. */
const SVC_MIX: Record<Sector, [string, number][]> = {
  LAW: [['TRN', 70], ['PRF', 14], ['TSC', 10], ['INT', 6]],
  HSP: [['INT', 60], ['TRN', 32], ['PRF', 3], ['TSC', 5]],
  MFG: [['TRN', 74], ['PRF', 21], ['INT', 5]],
  PUB: [['INT', 55], ['TRN', 33], ['TSC', 12]],
  OTH: [['TRN', 78], ['PRF', 22]],
};
/** Language pairs for written work per sector. */
const PAIRS: Record<Sector, [string, number][]> = {
  LAW: [
    ['de>en', 15], ['fr>en', 12], ['es>en', 8], ['en>de', 8], ['en>fr', 8], ['zh>en', 6], ['en>zh', 3], ['it>en', 5], ['ru>en', 5], ['pl>en', 4],
    ['nl>en', 4], ['pt>en', 3], ['ar>en', 3], ['ja>en', 2], ['ro>en', 3], ['tr>en', 2], ['en>es', 3], ['ur>en', 1],
  ],
  HSP: [
    ['en>pl', 14], ['en>ar', 10], ['en>ur', 10], ['en>ro', 8], ['en>pt', 6], ['en>tr', 5], ['en>zh', 3], ['en>es', 3], ['en>fr', 3], ['en>ru', 3],
    ['pl>en', 4], ['ar>en', 2], ['ro>en', 2],
  ],
  MFG: [
    ['en>de', 15], ['en>zh', 12], ['en>ja', 8], ['en>es', 8], ['en>fr', 8], ['en>pl', 8], ['en>it', 5], ['en>pt', 5], ['en>nl', 4], ['de>en', 8],
    ['ja>en', 4], ['zh>en', 4], ['en>tr', 3], ['en>ro', 2], ['en>ru', 2],
  ],
  PUB: [
    ['en>pl', 12], ['en>ar', 10], ['en>ur', 9], ['en>ro', 9], ['en>pt', 5], ['en>tr', 5], ['en>ru', 4], ['pl>en', 4], ['ro>en', 3], ['ar>en', 3],
    ['ur>en', 2], ['tr>en', 2],
  ],
  OTH: [['en>fr', 8], ['en>de', 8], ['en>es', 8], ['en>it', 5], ['fr>en', 4], ['de>en', 4], ['en>zh', 3], ['en>ja', 2], ['en>nl', 3], ['es>en', 3]],
};
/** Languages interpreted per sector (src en, tgt this). */
const INT_LANGS: Record<Sector, [string, number][]> = {
  LAW: [['zh', 3], ['ru', 3], ['ar', 2], ['pl', 2], ['es', 2], ['fr', 2], ['de', 2]],
  HSP: [['pl', 16], ['ar', 11], ['ur', 11], ['ro', 9], ['pt', 6], ['tr', 5], ['zh', 3], ['es', 3], ['fr', 2], ['ru', 3]],
  MFG: [['de', 4], ['zh', 3], ['it', 2], ['pl', 2]],
  PUB: [['pl', 10], ['ar', 9], ['ur', 8], ['ro', 8], ['tr', 4], ['pt', 3], ['ru', 3]],
  OTH: [['fr', 1]],
};
/** Languages transcribed per sector. */
const TSC_LANGS: Record<Sector, [string, number][]> = {
  LAW: [['en', 6], ['pl', 2], ['ru', 2], ['ar', 2], ['es', 1], ['ro', 1], ['ur', 1]],
  HSP: [['en', 4], ['pl', 1], ['ur', 1]],
  MFG: [['en', 1]],
  PUB: [['en', 5], ['pl', 2], ['ar', 2], ['ro', 2], ['ur', 1], ['tr', 1]],
  OTH: [['en', 6], ['fr', 1], ['de', 1], ['es', 1]],
};
/** Lumen Market Research orders mostly transcripts of focus groups. */
const LUMEN_MIX: [string, number][] = [['TSC', 70], ['TRN', 25], ['PRF', 5]];

/** Seasonal weight of orders by month. */
const SEASON = [1.0, 1.05, 1.15, 0.95, 1.0, 1.0, 0.9, 0.62, 1.0, 1.1, 1.12, 0.72];
const GROWTH: Record<number, number> = { 2024: 1.0, 2025: 1.1, 2026: 1.18 };

interface Client {
  id: number;
  code: string;
  name: string;
  sector: Sector;
  parent: string | null;
  ctry: string;
  terms: number;
  opened: string;
  closed: string | null;
  vol: number;
  payer: Payer;
  pf: number;
}
interface Pair {
  src: string;
  tgt: string;
  wd: number;
  hr: number | null;
}
interface Ling {
  id: number;
  code: string;
  first: string;
  last: string;
  native: string;
  ctry: string;
  cert: string | null;
  onb: string;
  vetted: string | null;
  actv: 'Y' | 'N';
  stop: string | null;
  q: number;
  load: number;
  pairs: Pair[];
}
interface Asgn {
  id: number;
  proj: Project;
  ling: Ling;
  role: string;
  dt: string;
  done: string | null;
  sts: string;
  fee: number | null;
}
interface Project {
  id: number;
  no: string;
  cli: Client;
  svc: string;
  src: string;
  tgt: string;
  words: number | null;
  hrs: number | null;
  rcvd: string;
  due: string;
  dlvd: string | null;
  sts: string;
  rush: boolean;
  price: number;
  asgns: Asgn[];
}

function lognormalWords(r: SeededRandom, median: number, spread: number, min: number, max: number, step: number): number {
  // Box-Muller on two uniform draws
  const u = Math.max(1e-9, r.next());
  const v = r.next();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  const w = Math.exp(Math.log(median) + spread * z);
  return Math.max(min, Math.min(max, Math.round(w / step) * step));
}

export function datasetSql(): string {
  const r = seededRandom(40417);

  const clients: Client[] = CLIENTS.map((c, i) => ({
    id: i + 1, code: c[0], name: c[1], sector: c[2], parent: c[3], ctry: c[5], terms: c[6], opened: c[7], closed: c[8], vol: c[9], payer: c[10], pf: c[11],
  }));
  const cliByCode = new Map(clients.map((c) => [c.code, c]));

  const lings: Ling[] = LINGS.map((l, i) => ({
    id: i + 1,
    code: `L${pad(i + 1, 3)}`,
    first: l[0],
    last: l[1],
    native: l[2],
    ctry: l[3],
    cert: l[4],
    onb: l[5],
    vetted: l[6],
    actv: l[7],
    stop: l[8],
    q: l[9],
    load: l[10],
    pairs: l[11].map((p) => {
      const interp = p.endsWith('*');
      const [src, tgt] = p.replace('*', '').split('>') as [string, string];
      const foreign = src === 'en' ? tgt : src;
      const [lo, hi] = LING_RATE[TIER[foreign] as 'A' | 'B' | 'C'];
      const wd = Number((r.float(lo, hi, 3) * (l[4] ? 1.05 : 1)).toFixed(3));
      const hr = interp ? r.int(26, 38) + (TIER[foreign] === 'C' ? 4 : 0) : null;
      return { src, tgt, wd, hr };
    }),
  }));
  const working = (l: Ling, dt: string) => l.vetted !== null && l.vetted <= dt && (l.stop === null || dt <= l.stop);
  const pickLing = (dt: string, ok: (l: Ling) => boolean, exclude: Ling[] = []): Ling | null => {
    let pool = lings.filter((l) => ok(l) && working(l, dt) && !exclude.includes(l));
    if (pool.length === 0) pool = lings.filter((l) => ok(l) && l.vetted !== null && l.vetted <= dt && !exclude.includes(l));
    if (pool.length === 0) return null;
    // better linguists get offered more work
    return r.weighted(pool.map((l) => [l, l.load / Math.sqrt(l.q)] as const));
  };
  const pairOf = (l: Ling, src: string, tgt: string) => l.pairs.find((p) => p.src === src && p.tgt === tgt);

  // Projects
  const projects: Project[] = [];
  const asgns: Asgn[] = [];
  const seq: Record<number, number> = {};
  for (let d = LOG_START; d <= LAST_DAY; d = addDays(d, 1)) {
    const dow = dayOfWeek(d);
    const base = dow === 0 || dow === 6 ? 0.12 : 2.05;
    const lambda = base * (SEASON[month(d) - 1] as number) * (GROWTH[year(d)] as number) * (month(d) === 12 && Number(d.slice(8)) > 22 ? 0.3 : 1);
    const n = r.poisson(lambda);
    for (let k = 0; k < n; k++) {
      const pool = clients.filter((c) => c.opened <= d && (c.closed === null || d < c.closed));
      const cli = r.weighted(pool.map((c) => [c, c.vol] as const));
      const svc = cli.code === 'C035' ? r.weighted(LUMEN_MIX) : r.weighted(SVC_MIX[cli.sector]);
      let src = 'en';
      let tgt = 'en';
      let words: number | null = null;
      let hrs: number | null = null;
      const rushP = cli.sector === 'LAW' ? 0.2 : cli.sector === 'HSP' ? 0.14 : cli.sector === 'PUB' ? 0.12 : 0.08;
      const rush = r.chance(rushP);
      let due: string;
      let price: number;
      if (svc === 'INT') {
        tgt = r.weighted(INT_LANGS[cli.sector]);
        hrs = r.weighted([[1, 18], [1.5, 14], [2, 22], [2.5, 6], [3, 12], [4, 8], [6, 5], [7, 7]] as const);
        if (cli.sector === 'LAW' || cli.sector === 'MFG') hrs = r.weighted([[3, 2], [4, 2], [6, 2], [7, 4]] as const);
        due = workday(addDays(d, rush ? r.int(0, 1) : r.weighted([[r.int(3, 14), 3], [r.int(15, 45), 2]] as const)));
        const hourly = (TIER[tgt] === 'C' ? 62 : 56) * SECTOR_PRICE[cli.sector] * cli.pf;
        price = round2(Math.max(2, hrs) * hourly * (rush ? 1.25 : 1));
      } else if (svc === 'TSC') {
        src = r.weighted(TSC_LANGS[cli.sector]);
        tgt = src;
        words = lognormalWords(r, 5200, 0.6, 800, 24000, 10);
        due = addWorkDays(d, Math.ceil(words / 4000) + (rush ? 0 : 3));
        const perWord = src === 'en' ? 0.045 : 0.07;
        price = round2(Math.max(60, words * perWord * cli.pf * (rush ? 1.25 : 1)));
      } else {
        const pair = r.weighted(PAIRS[cli.sector]);
        [src, tgt] = pair.split('>') as [string, string];
        const med = cli.sector === 'MFG' ? 5200 : cli.sector === 'LAW' ? 3200 : 1100;
        words = lognormalWords(r, svc === 'PRF' ? med * 1.6 : med, 0.85, 120, 48000, 10);
        const tpd = svc === 'PRF' ? 7000 : 2300;
        due = addWorkDays(d, Math.ceil(words / (rush ? tpd * 1.8 : tpd)) + (rush ? 0 : r.int(1, 3)));
        const foreign = src === 'en' ? tgt : src;
        const rate = (CLIENT_RATE[TIER[foreign] as 'A' | 'B' | 'C'] as number) * SECTOR_PRICE[cli.sector] * cli.pf * (svc === 'PRF' ? 0.42 : 1);
        price = round2(Math.max(45, words * rate * (rush ? 1.25 : 1)));
      }
      const yy = year(d) % 100;
      seq[yy] = (seq[yy] ?? 0) + 1;
      const p: Project = {
        id: 0, no: `P${yy}-${pad(seq[yy] as number, 4)}`, cli, svc, src, tgt, words, hrs, rcvd: d, due, dlvd: null, sts: 'NEW', rush, price, asgns: [],
      };
      projects.push(p);
    }
  }
  projects.forEach((p, i) => {
    p.id = i + 1;
  });

  // Outcomes and assignments
  const addAsgn = (p: Project, ling: Ling, role: string, dt: string, fee: number | null): Asgn => {
    const a: Asgn = { id: 0, proj: p, ling, role, dt, done: null, sts: 'ACC', fee };
    p.asgns.push(a);
    asgns.push(a);
    return a;
  };
  for (const p of projects) {
    let dt = p.rush ? p.rcvd : r.weighted([[p.rcvd, 5], [addDays(p.rcvd, 1), 3], [addWorkDays(p.rcvd, 2), 1]] as const);
    // an interpreter is booked by the day of the appointment at the latest
    if (p.svc === 'INT' && dt > p.due) dt = p.due;
    const unassigned = dt > LAST_DAY || (p.rcvd >= '2026-11-18' && p.due > LAST_DAY && r.chance(0.3));
    // cancellations and holds
    const cxlP = p.svc === 'INT' ? 0.075 : 0.03;
    const cancelled = r.chance(cxlP);
    const onHold = !cancelled && p.svc !== 'INT' && p.rcvd >= '2026-05-01' && r.chance(0.03);
    if (unassigned && !cancelled) {
      p.sts = 'NEW';
      continue;
    }
    if (cancelled && r.chance(0.35)) {
      p.sts = 'CXL';
      continue;
    }
    // the main linguist
    let role = p.svc;
    let main: Ling | null;
    if (p.svc === 'TSC') main = pickLing(dt, (l) => l.native === p.src);
    else if (p.svc === 'INT') main = pickLing(dt, (l) => pairOf(l, p.src, p.tgt)?.hr != null);
    else main = pickLing(dt, (l) => pairOf(l, p.src, p.tgt) !== undefined);
    if (!main) throw new Error(`no linguist for ${p.svc} ${p.src}>${p.tgt} on ${dt}`);
    const feeFor = (l: Ling, rl: string): number => {
      const pr = pairOf(l, p.src, p.tgt);
      if (rl === 'INT') return round2(Math.max(2, p.hrs as number) * ((pr?.hr ?? 30) as number) * (p.rush ? 1.2 : 1));
      if (rl === 'TSC') return round2(Math.max(35, (p.words as number) * (p.src === 'en' ? 0.022 : 0.035) * (p.rush ? 1.15 : 1)));
      const wd = pr?.wd ?? 0.08;
      const f = rl === 'TRN' ? 1 : rl === 'PRF' ? 0.4 : 0.33;
      return round2(Math.max(25, (p.words as number) * wd * f * (p.rush ? 1.15 : 1)));
    };
    // now and then the first linguist withdraws
    if (p.svc !== 'INT' && r.chance(0.035)) {
      addAsgn(p, main, role, dt, null).sts = 'WDR';
      const alt = p.svc === 'TSC' ? pickLing(dt, (l) => l.native === p.src, [main]) : pickLing(dt, (l) => pairOf(l, p.src, p.tgt) !== undefined, [main]);
      if (alt) main = alt;
    }
    const wdrDay = p.asgns.length > 0 ? addDays(dt, r.int(1, 2)) : dt;
    const a = addAsgn(p, main, role, wdrDay, feeFor(main, role));
    let rev: Asgn | null = null;
    if (p.svc === 'TRN') {
      const revP = p.cli.sector === 'LAW' ? 0.5 : p.cli.sector === 'HSP' ? 0.4 : p.cli.sector === 'MFG' ? 0.25 : 0.2;
      if (p.rush || r.chance(revP)) {
        const rv = pickLing(dt, (l) => pairOf(l, p.src, p.tgt) !== undefined, [main]) ?? pickLing(dt, (l) => l.native === p.tgt && l.q <= 1.1, [main]);
        if (rv) rev = addAsgn(p, rv, 'REV', wdrDay, feeFor(rv, 'REV'));
      }
    }
    // a second interpreter for a full day at a law firm or a factory
    let int2: Asgn | null = null;
    if (p.svc === 'INT' && (p.hrs as number) >= 6 && (p.cli.sector === 'LAW' || p.cli.sector === 'MFG') && r.chance(0.5)) {
      const i2 = pickLing(dt, (l) => pairOf(l, p.src, p.tgt)?.hr != null, [main]);
      if (i2) int2 = addAsgn(p, i2, 'INT', dt, feeFor(i2, 'INT'));
    }
    if (cancelled) {
      p.sts = 'CXL';
      const cxlDay = p.svc === 'INT' ? addDays(p.due, -r.int(0, 6)) : addDays(dt, r.int(1, 4));
      const late = p.svc === 'INT' && addDays(cxlDay, 2) > p.due;
      for (const x of p.asgns) {
        if (x.sts === 'WDR') continue;
        x.sts = 'CXL';
        x.fee = late ? round2((x.fee as number) / 2) : 0;
      }
      continue;
    }
    if (onHold) {
      p.sts = 'HLD';
      continue;
    }
    // delivery
    let dlvd: string;
    if (p.svc === 'INT') dlvd = p.due;
    else {
      const lateP = (p.rush ? 0.16 : 0.07) * main.q;
      dlvd = r.chance(lateP) ? addWorkDays(p.due, r.int(1, 4)) : r.chance(0.35) ? workday(addDays(p.due, -r.int(1, 2))) : p.due;
      if (dlvd < wdrDay) dlvd = wdrDay;
    }
    if (dlvd > LAST_DAY) {
      p.sts = 'ASG';
      // the translator may already be done, waiting on the reviser
      if (rev && p.due > LAST_DAY && addDays(p.due, -2) <= LAST_DAY && r.chance(0.5)) {
        a.sts = 'CMP';
        a.done = addDays(p.due, -2) > wdrDay ? addDays(p.due, -2) : wdrDay;
      }
      continue;
    }
    p.sts = 'DLV';
    p.dlvd = dlvd;
    a.sts = 'CMP';
    a.done = rev ? maxIso(wdrDay, addDays(dlvd, -r.int(1, 2))) : dlvd;
    if (a.done > dlvd) a.done = dlvd;
    if (rev) {
      rev.sts = 'CMP';
      rev.done = dlvd;
    }
    if (int2) {
      int2.sts = 'CMP';
      int2.done = dlvd;
    }
  }
  asgns.sort((x, y) => (x.dt < y.dt ? -1 : x.dt > y.dt ? 1 : x.proj.id - y.proj.id));
  asgns.forEach((x, i) => {
    x.id = i + 1;
  });

  // Quality reviews
  const reviews: unknown[][] = [];
  const jobsDone = new Map<number, number>();
  for (const a of asgns) {
    if (a.sts !== 'CMP' || !['TRN', 'PRF', 'TSC'].includes(a.role)) continue;
    const n = (jobsDone.get(a.ling.id) ?? 0) + 1;
    jobsDone.set(a.ling.id, n);
    const p = a.proj;
    const complaint = r.chance(0.012 * a.ling.q * a.ling.q);
    let sampleP = a.role === 'TRN' ? 0.3 : a.role === 'PRF' ? 0.12 : 0.08;
    if (n <= 8) sampleP = 0.7;
    if (p.cli.sector === 'LAW' || p.cli.sector === 'HSP') sampleP *= 1.25;
    if (!complaint && !r.chance(sampleP)) continue;
    const revDt = workday(addDays(a.done as string, complaint ? r.int(5, 25) : r.int(1, 12)));
    if (revDt > LAST_DAY) continue;
    const reviewer = pickLing(revDt, (l) => l.native === p.tgt && l.q <= 1.0 && l.cert !== null, [a.ling]) ?? pickLing(revDt, (l) => l.native === p.tgt, [a.ling]);
    if (!reviewer) continue;
    const smpl = Math.min(p.words as number, complaint ? (p.words as number) : r.pick([500, 1000, 1000, 1500, 2000]));
    const k = (smpl / 1000) * a.ling.q * (complaint ? 2.2 : 1) * (n <= 8 ? 1.15 : 1);
    const em = r.poisson(2.2 * k);
    const ej = r.poisson(0.45 * k * a.ling.q);
    const ec = r.poisson(0.035 * k * a.ling.q * (complaint ? 3 : 1));
    const score = Math.max(0, Math.round((100 - ((em + 5 * ej + 10 * ec) * 1000) / smpl) * 10) / 10);
    reviews.push([0, a.id, reviewer.id, complaint ? 'CMP' : 'SMP', revDt, smpl, em, ej, ec, score, score >= 90 && ec === 0 ? 'Y' : 'N']);
  }
  reviews.sort((x, y) => ((x[4] as string) < (y[4] as string) ? -1 : (x[4] as string) > (y[4] as string) ? 1 : (x[1] as number) - (y[1] as number)));
  reviews.forEach((x, i) => {
    x[0] = i + 1;
  });

  // Invoices
  const invoices: unknown[][] = [];
  for (const p of projects) {
    if (p.sts !== 'DLV') continue;
    const invDt = workday(addDays(p.dlvd as string, r.int(0, 3)));
    if (invDt > LAST_DAY) continue;
    const due = addDays(invDt, p.cli.terms);
    let days: number | null;
    switch (p.cli.payer) {
      case 'prompt':
        days = r.int(3, p.cli.terms);
        break;
      case 'normal':
        days = r.int(Math.round(p.cli.terms * 0.6), p.cli.terms + 12);
        break;
      case 'slow':
        days = r.int(p.cli.terms - 5, p.cli.terms + 45);
        break;
      default:
        days = r.chance(0.12) ? null : r.int(p.cli.terms, p.cli.terms + 100);
    }
    const paid = days === null ? null : addDays(invDt, days);
    const vat = p.cli.ctry === 'GB' ? round2(p.price * 0.2) : 0;
    invoices.push([0, p.cli.id, p.id, invDt, p.price, vat, due, paid !== null && paid <= LAST_DAY ? paid : null]);
  }
  invoices.sort((x, y) => ((x[3] as string) < (y[3] as string) ? -1 : (x[3] as string) > (y[3] as string) ? 1 : (x[2] as number) - (y[2] as number)));
  invoices.forEach((x, i) => {
    x[0] = i + 1;
  });

  return [
    'CREATE SCHEMA lng;',
    `CREATE TABLE lng.clients (cli_id integer PRIMARY KEY, cli_cd varchar(5) NOT NULL UNIQUE, cli_nm text NOT NULL, sector_cd varchar(3) NOT NULL,
      parent_cli_id integer REFERENCES lng.clients (cli_id), city text NOT NULL, ctry_cd char(2) NOT NULL, pay_terms_dd smallint NOT NULL,
      opened_dt date NOT NULL, closed_dt date);`,
    `CREATE TABLE lng.linguists (ling_id integer PRIMARY KEY, ling_cd varchar(5) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      native_lang char(2) NOT NULL, ctry_cd char(2) NOT NULL, cert_cd varchar(5), onb_dt date NOT NULL, vetted_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE lng.ling_pairs (ling_id integer NOT NULL REFERENCES lng.linguists (ling_id), src_lang char(2) NOT NULL, tgt_lang char(2) NOT NULL,
      rate_wd_gbp numeric(5,3) NOT NULL, rate_hr_gbp numeric(6,2), PRIMARY KEY (ling_id, src_lang, tgt_lang));`,
    `CREATE TABLE lng.projects (proj_id integer PRIMARY KEY, proj_no varchar(9) NOT NULL UNIQUE, cli_id integer NOT NULL REFERENCES lng.clients (cli_id),
      svc_cd varchar(3) NOT NULL, src_lang char(2) NOT NULL, tgt_lang char(2) NOT NULL, word_cnt integer, int_hrs numeric(4,1), rcvd_dt date NOT NULL,
      due_dt date NOT NULL, dlvd_dt date, stat_cd varchar(3) NOT NULL, rush_yn char(1) NOT NULL, price_gbp numeric(9,2) NOT NULL);`,
    `CREATE TABLE lng.assignments (asgn_id integer PRIMARY KEY, proj_id integer NOT NULL REFERENCES lng.projects (proj_id),
      ling_id integer NOT NULL REFERENCES lng.linguists (ling_id), role_cd varchar(3) NOT NULL, asgn_dt date NOT NULL, done_dt date,
      stat_cd varchar(3) NOT NULL, fee_gbp numeric(8,2));`,
    `CREATE TABLE lng.qa_reviews (rev_id integer PRIMARY KEY, asgn_id integer NOT NULL REFERENCES lng.assignments (asgn_id),
      rvwr_ling_id integer NOT NULL REFERENCES lng.linguists (ling_id), rev_typ varchar(3) NOT NULL, rev_dt date NOT NULL, smpl_wd integer NOT NULL,
      err_min smallint NOT NULL, err_maj smallint NOT NULL, err_crit smallint NOT NULL, score numeric(4,1) NOT NULL, pass_yn char(1) NOT NULL);`,
    `CREATE TABLE lng.invoices (inv_id integer PRIMARY KEY, inv_no varchar(10) NOT NULL UNIQUE, cli_id integer NOT NULL REFERENCES lng.clients (cli_id),
      proj_id integer NOT NULL REFERENCES lng.projects (proj_id), inv_dt date NOT NULL, net_gbp numeric(9,2) NOT NULL, vat_gbp numeric(9,2) NOT NULL,
      due_dt date NOT NULL, paid_dt date);`,
    insertRows(
      'lng.clients',
      ['cli_id', 'cli_cd', 'cli_nm', 'sector_cd', 'parent_cli_id', 'city', 'ctry_cd', 'pay_terms_dd', 'opened_dt', 'closed_dt'],
      CLIENTS.map((c, i) => [i + 1, c[0], c[1], c[2], c[3] ? (cliByCode.get(c[3]) as Client).id : null, c[4], c[5], c[6], c[7], c[8]]),
    ),
    insertRows(
      'lng.linguists',
      ['ling_id', 'ling_cd', 'first_nm', 'last_nm', 'native_lang', 'ctry_cd', 'cert_cd', 'onb_dt', 'vetted_dt', 'actv_yn'],
      lings.map((l) => [l.id, l.code, l.first, l.last, l.native, l.ctry, l.cert, l.onb, l.vetted, l.actv]),
    ),
    insertRows(
      'lng.ling_pairs',
      ['ling_id', 'src_lang', 'tgt_lang', 'rate_wd_gbp', 'rate_hr_gbp'],
      lings.flatMap((l) => l.pairs.map((p) => [l.id, p.src, p.tgt, p.wd, p.hr])),
    ),
    insertRows(
      'lng.projects',
      ['proj_id', 'proj_no', 'cli_id', 'svc_cd', 'src_lang', 'tgt_lang', 'word_cnt', 'int_hrs', 'rcvd_dt', 'due_dt', 'dlvd_dt', 'stat_cd', 'rush_yn', 'price_gbp'],
      projects.map((p) => [p.id, p.no, p.cli.id, p.svc, p.src, p.tgt, p.words, p.hrs, p.rcvd, p.due, p.dlvd, p.sts, p.rush ? 'Y' : 'N', p.price]),
    ),
    insertRows(
      'lng.assignments',
      ['asgn_id', 'proj_id', 'ling_id', 'role_cd', 'asgn_dt', 'done_dt', 'stat_cd', 'fee_gbp'],
      asgns.map((a) => [a.id, a.proj.id, a.ling.id, a.role, a.dt, a.done, a.sts, a.fee]),
    ),
    insertRows(
      'lng.qa_reviews',
      ['rev_id', 'asgn_id', 'rvwr_ling_id', 'rev_typ', 'rev_dt', 'smpl_wd', 'err_min', 'err_maj', 'err_crit', 'score', 'pass_yn'],
      reviews,
    ),
    insertRows(
      'lng.invoices',
      ['inv_id', 'inv_no', 'cli_id', 'proj_id', 'inv_dt', 'net_gbp', 'vat_gbp', 'due_dt', 'paid_dt'],
      invoices.map((x) => [x[0], `INV-${100000 + (x[0] as number)}`, ...x.slice(1)]),
    ),
  ].join('\n');
}
