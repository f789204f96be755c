/**
 * Fenwick Hale Gallery, a commercial contemporary art gallery in Bristol (UK), founded in 2011. It has two exhibition
 * rooms: the Main Room on the ground floor, for the main programme (mostly solo shows of established artists, and a
 * group Summer Exhibition), and the smaller Project Room upstairs, for emerging artists and small group shows. It
 * represents around thirty living artists and sells their work on consignment: the work stays the artist's property
 * until it is sold, the gallery keeps a commission on the sale price and pays the rest to the artist. It also owns some
 * works outright (bought from its artists or on the secondary market, and the impressions of the print editions it
 * publishes), on which it keeps the whole price. Works are sold in the gallery, from the gallery's booth at art fairs
 * (London in January, and Frieze week in October) and online (online viewing room, email and phone). The gallery lends
 * works to museums for their exhibitions. It was shut during the 2020-21 lockdowns (online sales only).
 *
 * This is the gallery's stock and sales database, in use since 2019-01-01 (the stock still unsold on that day was
 * migrated with its original receipt dates; sales, shows and loans before 2019 are not held), loaded up to 2026-11-24.
 * Money is in pounds sterling (GBP), prices exclude VAT; sizes are in centimetres.
 *
 * Schema `gallery`:
 * - `artist`: artists the gallery represents or has represented, keyed by `code` (A101 ...). `artist_name`;
 *   `born_year`; `nationality`; `based_in` the city where the artist lives and works; `represented_since` the day the
 *   gallery began representing the artist; `represented_until` the last day of representation for an artist who has
 *   left the gallery, NULL while we still represent the artist; `commission_pct` the gallery's commission, in percent of
 *   the sale price, on the artist's consigned works under their contract (50 as standard, 40 or 45 for some
 *   long-standing artists).
 * - `artwork`: every work that has been in the gallery's stock since 2019, keyed by `ref`, the stock number ('FH' + the
 *   two-digit year received + '-' + a sequence, e.g. FH24-0137). `artist_code` (`artist.code`); `title` (unique; an
 *   impression of a print edition the gallery published carries its number, like 'Harbour at Dusk (4/25)'); `made_year` the year the work
 *   was made; `medium` PNT painting, WOP work on paper (drawing, watercolour, gouache), PHO photograph, SCU sculpture,
 *   PRT print (one impression of an edition), TXT textile, MIX mixed media; `height_cm`, `width_cm`; `framed` Y when the
 *   work is framed, N otherwise (sculptures are N); `ownership` C consigned by the artist, G owned by the gallery
 *   outright; `received_on` the day the work came into the gallery (consigned or bought); `purchase_cost` what the
 *   gallery paid for a work it owns (NULL for consigned works); `asking_price` the list price (for a sold work, the
 *   price it was listed at when it sold; for a returned work, its last list price); `status` AV available for sale
 *   (including works out on loan to a museum), HD on hold (reserved while a collector decides), SD sold, RT returned
 *   to the artist unsold (the consignment ended); `returned_on` the day a work went back to the artist (status RT
 *   only, else NULL).
 * - `exhibition`: the shows in the two rooms, keyed by `code` (EX + two-digit year + '-' + a sequence). `title`;
 *   `room` MAIN Main Room, PROJ Project Room; `show_type` SOLO one artist, GROUP several artists; `artist_code` the
 *   artist of a solo show (`artist.code`; NULL for group shows); `opens_on` the opening night (private view);
 *   `closes_on` the last day (the two current shows close in December 2026); `opening_visitors` the headcount at the
 *   opening night, the only visitor count the gallery keeps (openings from July 2020 to June 2021 were by booked slot).
 * - `exhibition_work`: the works hung in each show, one row per work and show (a work can be shown in several shows
 *   over the years). `exhibition_code` (`exhibition.code`); `artwork_ref` (`artwork.ref`); `catalogue_no` the work's
 *   number in the show's list of works.
 * - `collector`: the gallery's clients and prospects, keyed by `code` (C1001 ...). `collector_name` a person's full
 *   name, or a company's or organisation's name; `collector_type` PRV private collector, CRP corporate collection (a
 *   company buying for its offices or hotels), FND foundation or trust, ADV art advisor (buys for clients of their own
 *   and is our client of record); `city`; `country`; `client_since` the day the collector was added to the client
 *   list (first contact, not necessarily a purchase; many never buy); `referred_by` the code of the collector who
 *   introduced them to the gallery (`collector.code`), NULL when nobody did; `vip` Y for the priority list (offered
 *   new works first), N otherwise.
 * - `sale`: one row per work sold (a work is sold once), keyed by `ref` (S + two-digit year + '-' + a sequence).
 *   `artwork_ref`; `collector_code` the buyer; `sold_on`; `channel` GAL in the gallery, FAIR at an art fair booth, ONL
 *   online or remote (online viewing room, email, phone); `sale_price` the agreed price after any discount, which is
 *   what the collector is invoiced; `commission_pct` the gallery's commission on a consigned work, from the artist's
 *   contract, NULL for a work the gallery owned (it keeps the whole price); `commission_amount` = sale_price x
 *   commission_pct / 100, the gallery's income from a consigned sale (the rest is paid to the artist), NULL for owned
 *   works; `due_on` the day the invoice is due, 30 days after the sale; `paid_on` the day the collector paid, NULL
 *   while unpaid. An invoice unpaid after its due day is overdue.
 * - `museum`: museums and public galleries that borrow works, keyed by `code` (M01 ...). `museum_name`; `city`;
 *   `country`.
 * - `loan`: works lent to museums for their exhibitions, one row per work lent, keyed by `ref` (L + two-digit year +
 *   '-' + a sequence). `artwork_ref`; `museum_code`; `museum_show` the title of the museum's exhibition; `out_on` the
 *   day the work left the gallery; `due_back_on` the agreed return date; `returned_on` the day it came back, NULL while
 *   it is still out on loan; `loan_fee` the fee charged to the museum (0 when lent free); `insured_value` the
 *   nail-to-nail insurance value agreed for the loan (the work's asking price at the time).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2019-01-01';
const LAST_DAY = '2026-11-24';

/** Days the gallery was shut by the pandemic lockdowns (online sales only). */
const CLOSED: [string, string][] = [
  ['2020-03-23', '2020-07-05'],
  ['2020-11-05', '2020-12-02'],
  ['2021-01-05', '2021-04-11'],
];
const isClosed = (day: string) => CLOSED.some(([a, b]) => day >= a && day <= b);

/** Art fairs the gallery took a booth at: [first day, days]. */
const FAIRS: [string, number][] = [
  ['2019-01-16', 5],
  ['2019-10-02', 5],
  ['2020-01-22', 5],
  ['2021-10-13', 5],
  ['2022-01-19', 5],
  ['2022-10-12', 5],
  ['2023-01-18', 5],
  ['2023-10-11', 5],
  ['2024-01-17', 5],
  ['2024-10-09', 5],
  ['2025-01-22', 5],
  ['2025-10-15', 5],
  ['2026-01-21', 5],
  ['2026-10-14', 5],
];

interface MediumSpec {
  factor: number;
  h: [number, number];
  w: [number, number];
  framed: number;
}
const MEDIA: Record<string, MediumSpec> = {
  PNT: { factor: 1, h: [40, 200], w: [40, 220], framed: 0.3 },
  WOP: { factor: 0.3, h: [25, 110], w: [20, 90], framed: 0.85 },
  PHO: { factor: 0.45, h: [40, 160], w: [40, 200], framed: 0.9 },
  SCU: { factor: 1.25, h: [20, 220], w: [15, 120], framed: 0 },
  PRT: { factor: 0.06, h: [30, 90], w: [25, 70], framed: 0.55 },
  TXT: { factor: 0.7, h: [60, 260], w: [50, 200], framed: 0.15 },
  MIX: { factor: 0.85, h: [30, 200], w: [30, 200], framed: 0.3 },
};

/** [artist_name, born_year, nationality, based_in, represented_since, represented_until, commission_pct, price level, popularity, media] */
type ArtistRow = [string, number, string, string, string, string | null, number, number, number, string];
const ARTISTS: ArtistRow[] = [
  ['Maren Holt', 1971, 'British', 'Bristol', '2011-05-01', null, 50, 18000, 1.3, 'PNT:4,WOP:2'],
  ['Tobias Achterberg', 1965, 'Dutch', 'Rotterdam', '2012-02-01', null, 50, 24000, 1.1, 'PNT:4,PRT:1'],
  ['Ifeoma Okafor', 1984, 'Nigerian', 'London', '2016-09-01', null, 50, 14000, 1.5, 'MIX:3,TXT:2'],
  ['Callum Reid', 1979, 'British', 'Glasgow', '2013-03-01', '2021-08-31', 50, 9000, 0.8, 'PHO:1'],
  ['Sunniva Lund', 1988, 'Norwegian', 'Oslo', '2018-01-15', null, 50, 8000, 1.0, 'SCU:3,WOP:1'],
  ['Hana Kobayashi', 1976, 'Japanese', 'London', '2014-04-01', null, 45, 16000, 1.2, 'WOP:3,PRT:1,PNT:1'],
  ['Daniel Ferreira', 1982, 'Portuguese', 'Lisbon', '2017-06-01', '2024-03-31', 50, 7000, 0.7, 'PNT:1'],
  ['Ruth Pellow', 1958, 'British', 'Penzance', '2011-05-01', null, 40, 22000, 1.4, 'PNT:3,WOP:2'],
  ['Kwame Asante', 1990, 'British', 'London', '2020-02-01', null, 50, 6500, 1.6, 'PNT:1'],
  ['Elodie Marchand', 1973, 'French', 'Paris', '2015-01-10', '2019-12-31', 50, 12000, 0.6, 'PHO:1'],
  ['Jonas Brandt', 1969, 'German', 'Leipzig', '2012-09-01', null, 45, 26000, 1.0, 'PNT:3,PRT:1'],
  ['Priya Raman', 1987, 'British', 'Birmingham', '2019-03-01', null, 50, 7500, 1.1, 'TXT:2,WOP:1'],
  ['Owen Maddox', 1981, 'British', 'Cardiff', '2014-05-01', '2022-06-30', 50, 9500, 0.7, 'SCU:1'],
  ['Aoife Brennan', 1985, 'Irish', 'Dublin', '2018-02-01', null, 50, 9000, 1.2, 'PNT:2,WOP:1'],
  ['Lena Vogt', 1978, 'German', 'Berlin', '2016-03-01', null, 50, 11000, 0.9, 'PHO:2,MIX:1'],
  ['Samuel Okoro', 1993, 'British', 'Manchester', '2022-02-01', null, 50, 4500, 1.5, 'PNT:2,WOP:1'],
  ['Gemma Trevithick', 1975, 'British', 'Falmouth', '2013-06-01', null, 50, 10000, 0.9, 'SCU:2,WOP:1'],
  ['Mateo Ruiz', 1983, 'Spanish', 'Madrid', '2017-04-01', '2025-09-30', 50, 8500, 0.8, 'PNT:1'],
  ['Nadia Haddad', 1986, 'Lebanese', 'London', '2019-05-01', null, 50, 9000, 1.0, 'MIX:2,PHO:1'],
  ['Fergus Lyall', 1962, 'British', 'Edinburgh', '2011-05-01', '2020-05-31', 40, 20000, 0.9, 'PNT:1'],
  ['Ingrid Solberg', 1980, 'Swedish', 'Stockholm', '2015-02-01', null, 50, 10500, 0.9, 'PRT:2,WOP:2'],
  ['Theo Blackwood', 1991, 'British', 'Bristol', '2021-05-01', null, 50, 5000, 1.2, 'PNT:2,MIX:1'],
  ['Yara Mendes', 1989, 'Brazilian', 'London', '2020-09-01', null, 50, 6000, 1.0, 'TXT:2,MIX:1'],
  ['Peter Axelsen', 1967, 'Danish', 'Copenhagen', '2012-11-01', '2023-01-31', 45, 17000, 0.8, 'SCU:1'],
  ['Clara Whitlock', 1994, 'British', 'Bristol', '2023-04-01', null, 50, 3800, 1.3, 'WOP:2,PNT:1'],
  ['Rhys Penhaligon', 1974, 'British', 'St Ives', '2011-05-01', null, 45, 13000, 1.1, 'PNT:3,PRT:1'],
  ['Mei Lin Chow', 1986, 'British', 'London', '2018-05-01', null, 50, 9800, 0.9, 'PHO:1'],
  ['Anton Weiss', 1960, 'Austrian', 'Vienna', '2014-09-01', '2026-06-30', 45, 21000, 0.8, 'PNT:2,WOP:1'],
  ['Bethany Coles', 1990, 'British', 'Bath', '2019-01-15', '2022-12-31', 50, 4800, 0.7, 'PNT:1'],
  ['Oluwaseun Adeyemi', 1988, 'Nigerian', 'Lagos', '2021-03-01', null, 50, 8200, 1.3, 'PNT:2,MIX:1'],
  ['Marta Kowalczyk', 1982, 'Polish', 'Krakow', '2016-10-01', null, 50, 7800, 0.9, 'SCU:2,WOP:1'],
  ['Leo Hartigan', 1996, 'Irish', 'Belfast', '2024-01-15', null, 50, 3200, 1.2, 'PNT:1'],
  ['Sophie Abernethy', 1977, 'British', 'Glasgow', '2014-02-01', null, 50, 12500, 1.0, 'PNT:2,WOP:1'],
  ['Rafael Castillo', 1972, 'Mexican', 'Mexico City', '2017-02-01', '2021-03-31', 50, 15000, 0.7, 'SCU:1,MIX:1'],
  ['Ines Duarte', 1992, 'Portuguese', 'Porto', '2022-09-01', null, 50, 4200, 1.0, 'PHO:2,WOP:1'],
  ['Hugo Lindqvist', 1984, 'Swedish', 'Malmo', '2019-06-01', null, 50, 8800, 1.0, 'PNT:1'],
  ['Esther Mwangi', 1985, 'Kenyan', 'Nairobi', '2020-10-01', null, 50, 7000, 1.1, 'TXT:2,PNT:1'],
  ['Niall Corrigan', 1970, 'Irish', 'Cork', '2013-01-15', '2024-10-31', 45, 11500, 0.8, 'PNT:2,PRT:1'],
  ['Freya Templeton', 1995, 'British', 'Bristol', '2024-06-01', null, 50, 3000, 1.1, 'WOP:2,MIX:1'],
  ['Arjun Mehta', 1980, 'British', 'Leicester', '2018-03-01', null, 50, 9500, 0.9, 'PHO:2,PRT:1'],
  ['Celeste Moreau', 1987, 'French', 'Marseille', '2025-02-01', null, 50, 4500, 1.0, 'PNT:1'],
  ['Barnaby Quill', 1966, 'British', 'Bristol', '2011-05-01', null, 40, 14500, 1.2, 'PNT:2,WOP:1,PRT:1'],
];

/** [code, museum_name, city, country, weight] */
const MUSEUMS: [string, string, string, string, number][] = [
  ['M01', 'Arnolfini', 'Bristol', 'United Kingdom', 5],
  ['M02', 'Tate St Ives', 'St Ives', 'United Kingdom', 4],
  ['M03', 'The Hepworth Wakefield', 'Wakefield', 'United Kingdom', 3],
  ['M04', 'Whitworth Art Gallery', 'Manchester', 'United Kingdom', 3],
  ['M05', 'Towner Eastbourne', 'Eastbourne', 'United Kingdom', 2],
  ['M06', 'BALTIC Centre for Contemporary Art', 'Gateshead', 'United Kingdom', 2],
  ['M07', 'Kelvingrove Art Gallery and Museum', 'Glasgow', 'United Kingdom', 2],
  ['M08', 'National Museum Cardiff', 'Cardiff', 'United Kingdom', 3],
  ['M09', 'Irish Museum of Modern Art', 'Dublin', 'Ireland', 2],
  ['M10', 'Kunstmuseum Den Haag', 'The Hague', 'Netherlands', 1],
  ['M11', 'Stedelijk Museum', 'Amsterdam', 'Netherlands', 1],
  ['M12', 'Museum Folkwang', 'Essen', 'Germany', 1],
  ['M13', 'Modern Art Oxford', 'Oxford', 'United Kingdom', 2],
  ['M14', 'Pallant House Gallery', 'Chichester', 'United Kingdom', 3],
  ['M15', 'Ikon Gallery', 'Birmingham', 'United Kingdom', 2],
  ['M16', 'Middlesbrough Institute of Modern Art', 'Middlesbrough', 'United Kingdom', 1],
  ['M17', 'Louisiana Museum of Modern Art', 'Humlebaek', 'Denmark', 1],
  ['M18', 'Walker Art Gallery', 'Liverpool', 'United Kingdom', 2],
  ['M19', 'Royal West of England Academy', 'Bristol', 'United Kingdom', 4],
];

const ADJ = [
  'Quiet', 'Salt', 'Blue', 'Late', 'Broken', 'Distant', 'Low', 'Open', 'Silver', 'Burnt', 'Pale', 'Still', 'Slow', 'Hollow',
  'Inland', 'Northern', 'Green', 'Red', 'Second', 'Small', 'Long', 'Wild', 'Drowned', 'Bright', 'Folded', 'Last', 'Tidal',
  'Grey', 'Winter', 'Summer', 'Golden', 'Dark', 'Soft', 'Half', 'White', 'Black', 'Amber', 'Ochre', 'Crimson', 'Violet',
  'Hidden', 'Borrowed', 'Lost', 'Shallow', 'Heavy', 'Empty', 'Western', 'Early', 'Sleeping', 'Falling',
];
const NOUN = [
  'Harbour', 'Field', 'Shore', 'Garden', 'Window', 'Room', 'River', 'Light', 'Weather', 'Figure', 'Estuary', 'Orchard',
  'Horizon', 'Mountain', 'Tide', 'Path', 'Stair', 'Kitchen', 'Bathers', 'Gate', 'Reservoir', 'Quarry', 'Bridge', 'Moor',
  'Island', 'Coast', 'Hill', 'Forest', 'Wall', 'Ladder', 'Table', 'Vessel', 'Interior', 'Landscape', 'Evening', 'Morning',
  'Mirror', 'Threshold', 'Rain', 'Dune', 'Cliff', 'Marsh', 'Pool', 'Lantern', 'Cloud', 'Orbit', 'Fold', 'Archive', 'Veil',
  'Swimmers', 'Nest', 'Signal', 'Furrow', 'Chapel', 'Lighthouse', 'Meadow', 'Boat', 'Procession', 'Atlas', 'Ember',
];
const TIMES = ['Dusk', 'Dawn', 'Noon', 'Night', 'Low Water', 'High Water', 'First Light', 'Midsummer', 'Midwinter'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const SHOW_WORDS_A = [
  'The Weight of', 'Notes on', 'A Season of', 'After', 'Between', 'Towards', 'Against', 'Inside', 'Beyond', 'Under', 'Songs for',
  'Edges of', 'Fragments of', 'The Long', 'Echoes of', 'In Praise of', 'Measures of', 'Maps of',
];
const SHOW_WORDS_B = [
  'Light', 'Water', 'Salt', 'Stone', 'Silence', 'Rain', 'Distance', 'Weather', 'Gardens', 'Thresholds', 'Tides', 'Shadows',
  'Colour', 'Memory', 'Harbours', 'Ground', 'Islands', 'Rooms', 'Fields', 'Dust', 'Night', 'Paper', 'Rivers', 'Glass',
];
const SHOW_NOUNS = [
  'Harbours', 'Fields', 'Shores', 'Gardens', 'Windows', 'Rivers', 'Figures', 'Orchards', 'Horizons', 'Mountains', 'Bridges',
  'Islands', 'Coasts', 'Hills', 'Forests', 'Walls', 'Ladders', 'Vessels', 'Interiors', 'Landscapes', 'Evenings', 'Mornings',
  'Mirrors', 'Dunes', 'Cliffs', 'Pools', 'Lanterns', 'Clouds', 'Swimmers', 'Signals', 'Meadows', 'Boats', 'Processions', 'Embers',
];
const GROUP_TITLES = [
  'Common Ground', 'Paper Weight', 'Soft Machines', 'New Contemporaries', 'The Kitchen Table', 'Small Works', 'Fault Lines',
  'Material Witness', 'Close to Home', 'Second Nature', 'The Drawing Room', 'Open Studio', 'Still Life Now', 'Salt and Iron',
  'Borrowed Light', 'Hand and Eye', 'Night Shift', 'Coastlines', 'Cut and Thread', 'First Look', 'Figure and Ground',
  'Surface Tension', 'Quiet Riot', 'Slow Looking', 'Under the Skin', 'Of the Earth', 'Pattern Recognition', 'Lightfast',
];

const MUSEUM_THEMES = [
  'Coast', 'Interiors', 'The Painted Garden', 'New Territories', 'Making Space', 'Common Threads', 'Earthbound', 'Still Here',
  'Light Years', 'The Open Door', 'Homeland', 'Second Skin', 'Weathering', 'Tidelines', 'Taking Shape', 'The Everyday',
];
const MUSEUM_SUBTITLES = [
  'Art and the Sea since 1950', 'Contemporary Painting in Britain', 'New Acquisitions and Loans', 'Women Artists Now',
  'Sculpture in the Landscape', 'Textile Art Today', 'Photography and Place', 'Drawing Now', 'Artists and the Climate',
  'A Century of Colour', 'Contemporary Art from West Africa', 'Painting the North', 'Works from Private Collections',
];
const FIRST = [
  'Eleanor', 'James', 'Charlotte', 'William', 'Sophie', 'Oliver', 'Harriet', 'Thomas', 'Alice', 'Edward', 'Grace', 'Henry',
  'Isabel', 'George', 'Lucy', 'Jack', 'Emma', 'Samuel', 'Clara', 'Robert', 'Anna', 'Benjamin', 'Rosalind', 'Daniel', 'Fiona',
  'Hugh', 'Victoria', 'Patrick', 'Helen', 'Michael', 'Catherine', 'Richard', 'Margaret', 'David', 'Jane', 'Peter', 'Sarah',
  'Andrew', 'Laura', 'Jonathan', 'Imogen', 'Nicholas', 'Rachel', 'Simon', 'Natasha', 'Rupert', 'Amelia', 'Felix', 'Priya',
  'Rahul', 'Mei', 'Chen', 'Aisha', 'Omar', 'Ingrid', 'Lars', 'Francesca', 'Marco', 'Chloe', 'Max', 'Julia', 'Stefan',
];
const LAST = [
  'Whitcombe', 'Harrington', 'Ashworth', 'Pemberton', 'Fairfax', 'Langley', 'Cavendish', 'Bellamy', 'Thornton', 'Hargreaves',
  'Ellison', 'Marlow', 'Prescott', 'Stanhope', 'Rowe', 'Kendall', 'Blake', 'Carrington', 'Dawson', 'Everett', 'Fletcher',
  'Gould', 'Hale', 'Irwin', 'Jennings', 'Kerr', 'Lowe', 'Mercer', 'Norris', 'Osborne', 'Parry', 'Quinn', 'Radcliffe', 'Sutton',
  'Tate', 'Underwood', 'Vaughan', 'Walsh', 'Yates', 'Ahmed', 'Bose', 'Chandra', 'Devlin', 'Eriksen', 'Fischer', 'Greco',
  'Hoffmann', 'Ito', 'Jansen', 'Khan', 'Lindgren', 'Moretti', 'Nakamura', 'Olsen', 'Patel', 'Rossi', 'Schmidt', 'Tanaka',
  'Wright', 'Young', 'Barker', 'Cole', 'Drummond', 'Finch', 'Grant', 'Holloway', 'Lambert', 'Monroe', 'Nash', 'Price',
];
const CORPORATE = [
  'Harlow Capital', 'Brightwater Law LLP', 'Severn Hotels Group', 'Clifton Wealth Partners', 'Avonmouth Shipping Ltd',
  'Redcliffe Architects', 'Temple Quay Holdings', 'Westbury Private Bank', 'Kingsdown Property Trust', 'Foxglove Pharma',
  'Meridian Insurance plc', 'Castlegate Developments', 'Northcote & Vale Solicitors', 'Quayside Restaurants Ltd',
  'Bluestone Engineering', 'Ashgrove Asset Management', 'Harbourside Offices Ltd', 'Silverline Technologies',
  'Clearwater Consulting', 'Stokes Croft Studios Ltd', 'Elmstead Family Office', 'Portishead Marine plc',
  'Cabot Circus Retail Ltd', 'Lyle Bennett Accountants', 'Greenbank Hospitality', 'Frome Valley Estates',
  'Beacon Healthcare Group', 'Arden Hotel Collection', 'Nightingale Capital', 'Hollins Insurance Brokers',
  'Marshfield Homes', 'Tyndall Investments', 'Cotham Dental Group', 'Brunel Venture Partners', 'Wick Road Brewery',
];
const FOUNDATIONS = [
  'The Aldermoor Foundation', 'The Fenwick Trust', 'The Hollis Art Foundation', 'The Greystone Collection Trust',
  'The Marchbank Foundation', 'The Coldharbour Trust', 'The Ashby-Rees Foundation', 'The Linden Arts Trust',
  'The Ellery Foundation', 'The Saltash Collection Trust', 'The Wentworth-Hay Foundation', 'The Orchard House Trust',
];
const ADVISORS = [
  'Kestrel Art Advisory', 'Linnell & Co Art Advisors', 'Atelier Advisory', 'Marchmont Fine Art Advisory', 'Sable Art Consulting',
  'Corvid Art Partners', 'Vantage Point Art Advisory', 'Hawthorn Collections', 'Paragon Art Services', 'Lumen Art Advisory',
  'Wren & Fairley Art Consultancy', 'Northlight Art Advisory', 'Palmer Curatorial', 'Ostrander Art Advisory',
  'Halcyon Collections', 'Tessellate Art Advisory', 'Merlin Fine Art Consulting', 'Blue Door Art Advisory',
];
const CITIES: [string, string, number][] = [
  ['Bristol', 'United Kingdom', 30],
  ['London', 'United Kingdom', 30],
  ['Bath', 'United Kingdom', 8],
  ['Cardiff', 'United Kingdom', 4],
  ['Cheltenham', 'United Kingdom', 3],
  ['Oxford', 'United Kingdom', 3],
  ['Exeter', 'United Kingdom', 3],
  ['Manchester', 'United Kingdom', 2],
  ['Edinburgh', 'United Kingdom', 2],
  ['Dublin', 'Ireland', 2],
  ['Amsterdam', 'Netherlands', 1],
  ['Zurich', 'Switzerland', 1],
  ['New York', 'United States', 2],
  ['Hong Kong', 'China', 1],
  ['Paris', 'France', 1],
];

interface Artist {
  code: string;
  name: string;
  born: number;
  nationality: string;
  basedIn: string;
  since: string;
  until: string | null;
  pct: number;
  level: number;
  pop: number;
  media: [string, number][];
  lastSolo: string;
}

interface Show {
  code: string;
  title: string;
  room: string;
  type: string;
  artist: Artist | null;
  opens: string;
  closes: string;
  visitors: number;
  works: Work[];
}

interface Work {
  ref: string;
  artist: Artist;
  title: string;
  year: number;
  medium: string;
  h: number;
  w: number;
  framed: string;
  own: string;
  received: string;
  cost: number | null;
  asking: number;
  soldOn: string | null;
  returnedOn: string | null;
  inShowFrom: string;
  inShowUntil: string;
  onLoanUntil: string;
  hold: boolean;
  show: Show | null;
}

interface Collector {
  code: string;
  name: string;
  type: string;
  city: string;
  country: string;
  since: string;
  referredBy: Collector | null;
  vip: string;
  appetite: number;
  bought: number;
  slow: boolean;
}

interface Sale {
  work: Work;
  collector: Collector;
  soldOn: string;
  channel: string;
  price: number;
  pct: number | null;
  commission: number | null;
  dueOn: string;
  paidOn: string | null;
}

interface Loan {
  work: Work;
  museum: string;
  show: string;
  outOn: string;
  dueBack: string;
  returnedOn: string | null;
  fee: number;
  insured: number;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const nextDow = (iso: string, dow: number) => {
  let d = iso;
  while (dayOfWeek(d) !== dow) d = addDays(d, 1);
  return d;
};
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);

function roundPrice(p: number): number {
  if (p < 1000) return Math.max(150, Math.round(p / 50) * 50);
  if (p < 10000) return Math.round(p / 250) * 250;
  return Math.round(p / 500) * 500;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  const artists: Artist[] = ARTISTS.map((a, i) => ({
    code: `A${String(101 + i)}`,
    name: a[0],
    born: a[1],
    nationality: a[2],
    basedIn: a[3],
    since: a[4],
    until: a[5],
    pct: a[6],
    level: a[7],
    pop: a[8],
    media: a[9].split(',').map((m) => {
      const [code, weight] = m.split(':');
      return [code as string, Number(weight)] as [string, number];
    }),
    lastSolo: '2000-01-01',
  }));
  const representedOn = (a: Artist, day: string) => a.since <= day && (a.until === null || a.until >= day);

  // ---- titles
  const usedTitles = new Set<string>();
  const workTitle = (): string => {
    for (;;) {
      const kind = r.int(0, 8);
      const adj = r.pick(ADJ);
      const noun = r.pick(NOUN);
      const t =
        kind === 0
          ? `${adj} ${noun}`
          : kind === 1
            ? `${noun} ${r.pick(ROMAN)}`
            : kind === 2
              ? `${adj} ${noun} ${r.pick(ROMAN)}`
              : kind === 3
                ? `${noun} at ${r.pick(TIMES)}`
                : kind === 4
                  ? `Study for ${adj} ${noun}`
                  : kind === 5
                    ? `Untitled (${noun} ${r.int(1, 30)})`
                    : kind === 6
                      ? `The ${adj} ${noun}`
                      : kind === 7
                        ? `${noun} and ${r.pick(NOUN)}`
                        : `${adj} ${noun}, ${r.pick(TIMES)}`;
      if (!usedTitles.has(t)) {
        usedTitles.add(t);
        return t;
      }
    }
  };
  const usedShowTitles = new Set<string>();
  const showTitle = (): string => {
    for (;;) {
      const t = r.chance(0.6) ? `${r.pick(SHOW_WORDS_A)} ${r.pick(SHOW_WORDS_B)}` : `${r.pick(ADJ)} ${r.pick(SHOW_NOUNS)}`;
      if (!usedShowTitles.has(t) && !usedTitles.has(t)) {
        usedShowTitles.add(t);
        return t;
      }
    }
  };
  const groupTitles = r.shuffle(GROUP_TITLES);
  let groupTitleAt = 0;

  // ---- works
  const works: Work[] = [];
  const makeWork = (a: Artist, received: string, opts: { medium?: string; own?: string; title?: string; year?: number } = {}): Work => {
    const medium = opts.medium ?? r.weighted(a.media);
    const spec = MEDIA[medium] as MediumSpec;
    const h = Math.round(spec.h[0] + (spec.h[1] - spec.h[0]) * Math.pow(r.next(), 1.6));
    const w = Math.round(spec.w[0] + (spec.w[1] - spec.w[0]) * Math.pow(r.next(), 1.6));
    const size = Math.min(2.4, Math.max(0.35, Math.sqrt(h * w) / 100));
    const ry = yearOf(received);
    const drift = 1 + 0.05 * (ry - 2019);
    let asking = a.level * spec.factor * (medium === 'PRT' ? 1 : size) * drift * (0.85 + r.next() * 0.3);
    if (medium === 'PRT') asking = Math.min(2500, Math.max(300, asking));
    asking = roundPrice(asking);
    const own = opts.own ?? (medium === 'PRT' ? (r.chance(0.7) ? 'G' : 'C') : r.chance(0.05) ? 'G' : 'C');
    const year = opts.year ?? ry - r.weighted([[0, 50], [1, 30], [2, 12], [3, 5], [5, 3]] as [number, number][]);
    const work: Work = {
      ref: '',
      artist: a,
      title: opts.title ?? workTitle(),
      year: Math.max(year, a.born + 20),
      medium,
      h,
      w,
      framed: r.chance(spec.framed) ? 'Y' : 'N',
      own,
      received,
      cost: own === 'G' ? Math.round(asking * (0.35 + r.next() * 0.15)) : null,
      asking,
      soldOn: null,
      returnedOn: null,
      inShowFrom: '9999-12-31',
      inShowUntil: '0000-01-01',
      onLoanUntil: '0000-01-01',
      hold: false,
      show: null,
    };
    works.push(work);
    return work;
  };

  // initial stock, migrated on 2019-01-01
  for (const a of artists) {
    if (a.since >= FIRST_DAY || (a.until !== null && a.until < '2019-03-01')) continue;
    const n = r.int(3, 8);
    for (let i = 0; i < n; i++) makeWork(a, r.date(maxDate(a.since, '2016-01-01'), '2018-12-20'));
  }
  // older works bought outright on the secondary market
  for (let y = 2019; y <= 2026; y++) {
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) {
      const day = r.date(`${y}-01-05`, y === 2026 ? '2026-11-10' : `${y}-12-15`);
      const cands = artists.filter((a) => representedOn(a, day) && a.born < 1980 && a.media.some(([m]) => m === 'PNT' || m === 'SCU'));
      const a = r.pick(cands);
      const medium = a.media.find(([m]) => m === 'PNT' || m === 'SCU')?.[0] as string;
      makeWork(a, day, { medium, own: 'G', year: r.int(Math.max(a.born + 25, 1995), 2014) });
    }
  }
  // print editions published by the gallery
  for (const a of artists) {
    if (!a.media.some(([m]) => m === 'PRT')) continue;
    for (let y = 2019; y <= 2026; y++) {
      const day = r.date(`${y}-02-01`, y === 2026 ? '2026-10-31' : `${y}-11-30`);
      if (!representedOn(a, day) || isClosed(day) || !r.chance(0.55)) continue;
      const base = workTitle();
      const size = r.pick([15, 20, 25, 30]);
      const held = r.int(4, 7);
      const start = r.int(1, size - held);
      const spec = MEDIA.PRT as MediumSpec;
      const h = r.int(spec.h[0], spec.h[1]);
      const w = r.int(spec.w[0], spec.w[1]);
      const price = roundPrice(Math.min(2500, Math.max(300, a.level * 0.06 * (0.9 + r.next() * 0.2))));
      for (let k = 0; k < held; k++) {
        const wk = makeWork(a, day, { medium: 'PRT', own: 'G', title: `${base} (${start + k}/${size})`, year: y });
        wk.h = h;
        wk.w = w;
        wk.asking = price;
        wk.cost = Math.round(price * 0.3);
      }
    }
  }
  // background consignments
  for (const a of artists) {
    const rate = 1.5 + a.pop * 2;
    for (let y = 2019; y <= 2026; y++) {
      const from = maxDate(a.since, `${y}-01-01`);
      const to = minDate(minDate(a.until ? addDays(a.until, -90) : '9999-12-31', `${y}-12-31`), '2026-11-20');
      if (from > to) continue;
      const n = r.poisson((rate * (daysBetween(from, to) + 1)) / 365);
      for (let i = 0; i < n; i++) {
        const day = r.date(from, to);
        if (isClosed(day)) continue;
        makeWork(a, day);
      }
    }
  }

  // ---- exhibitions
  const shows: Show[] = [];
  const planRoom = (room: string, start: string, dur: [number, number], gap: [number, number]) => {
    const list: Show[] = [];
    let opens = nextDow(start, 4);
    let n = 0;
    while (opens <= LAST_DAY) {
      for (const [a, b] of CLOSED) if (opens >= addDays(a, -3) && opens <= b) opens = nextDow(addDays(b, r.int(3, 12)), 4);
      if (opens > LAST_DAY) break;
      let closes = nextDow(addDays(opens, r.int(dur[0], dur[1]) - 2), 6);
      for (const [a] of CLOSED) if (opens < a && closes >= a) closes = addDays(a, -1);
      list.push({ code: '', title: '', room, type: '', artist: null, opens, closes, visitors: 0, works: [] });
      n++;
      opens = nextDow(addDays(closes, r.int(gap[0], gap[1])), 4);
    }
    const last = list[list.length - 1] as Show;
    if (last.closes < '2026-11-25') last.closes = nextDow('2026-12-05', 6);
    return list;
  };
  const mainShows = planRoom('MAIN', '2019-01-10', [42, 56], [9, 16]);
  const projShows = planRoom('PROJ', '2019-01-17', [28, 42], [6, 13]);
  for (const s of [...mainShows, ...projShows].sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : a.room < b.room ? -1 : 1))) {
    shows.push(s);
  }
  const seq = new Map<string, number>();
  for (const s of shows) {
    const y = yearOf(s.opens);
    const key = `${y}`;
    seq.set(key, (seq.get(key) ?? 0) + 1);
    s.code = `EX${String(y).slice(2)}-${String(seq.get(key)).padStart(2, '0')}`;
    const month = Number(s.opens.slice(5, 7));
    let group = false;
    if (s.room === 'MAIN' && (month === 7 || (month === 6 && s.opens.slice(8) > '20'))) group = true;
    else if (s.room === 'MAIN' && r.chance(0.08)) group = true;
    else if (s.room === 'PROJ' && r.chance(0.3)) group = true;
    let artist: Artist | null = null;
    if (!group) {
      const cands = artists.filter(
        (a) =>
          a.since <= addDays(s.opens, -90) &&
          (a.until === null || a.until > addDays(s.closes, 60)) &&
          daysBetween(a.lastSolo, s.opens) > (s.room === 'MAIN' ? 600 : 420) &&
          !shows.some((o) => o !== s && o.artist === a && o.opens <= s.closes && o.closes >= s.opens) &&
          (s.room === 'MAIN' ? a.level >= 8000 : a.level <= 11000),
      );
      if (cands.length === 0) group = true;
      else {
        artist = r.weighted(cands.map((a) => [a, s.room === 'MAIN' ? a.level * a.pop : (12000 - a.level) * a.pop] as [Artist, number]));
        artist.lastSolo = s.opens;
      }
    }
    s.type = group ? 'GROUP' : 'SOLO';
    s.artist = artist;
    if (group) {
      if (s.room === 'MAIN' && (month === 7 || month === 6)) s.title = `Summer Exhibition ${y}`;
      else {
        const base = groupTitles[groupTitleAt % groupTitles.length] as string;
        s.title = groupTitleAt < groupTitles.length ? base : `${base} ${y}`;
        groupTitleAt++;
      }
    } else s.title = showTitle();
    const covid = s.opens >= '2020-07-01' && s.opens < '2021-07-01';
    const popw = artist ? artist.pop : 1;
    s.visitors = covid
      ? r.int(35, 80)
      : s.room === 'MAIN'
        ? Math.round((140 + r.int(0, 220)) * (0.7 + 0.3 * popw))
        : Math.round((45 + r.int(0, 120)) * (0.8 + 0.2 * popw));
    if (artist) {
      const n = s.room === 'MAIN' ? r.int(10, 20) : r.int(5, 10);
      for (let i = 0; i < n; i++) {
        const wk = makeWork(artist, addDays(s.opens, -r.int(8, 35)), { own: r.chance(0.04) ? 'G' : 'C' });
        wk.show = s;
      }
    }
  }

  works.sort((a, b) => (a.received < b.received ? -1 : a.received > b.received ? 1 : 0));
  const refSeq = new Map<number, number>();
  for (const wk of works) {
    const y = yearOf(wk.received);
    refSeq.set(y, (refSeq.get(y) ?? 0) + 1);
    wk.ref = `FH${String(y).slice(2)}-${String(refSeq.get(y)).padStart(4, '0')}`;
  }

  // ---- collectors
  const collectors: Collector[] = [];
  const nextName = uniqueNames(r, FIRST, LAST);
  const corp = r.shuffle(CORPORATE);
  const fnd = r.shuffle(FOUNDATIONS);
  const adv = r.shuffle(ADVISORS);
  const total = 640;
  const kinds: string[] = [];
  for (let i = 0; i < total; i++) kinds.push('PRV');
  for (let i = 0; i < corp.length; i++) kinds[r.int(0, total - 1)] = 'CRP';
  let ci = 0;
  let fi = 0;
  let ai = 0;
  for (let i = 0; i < total; i++) {
    let type = kinds[i] as string;
    if (type === 'PRV' && r.chance(0.02) && fi < fnd.length) type = 'FND';
    else if (type === 'PRV' && r.chance(0.03) && ai < adv.length) type = 'ADV';
    if (type === 'CRP' && ci >= corp.length) type = 'PRV';
    const name =
      type === 'CRP' ? (corp[ci++] as string) : type === 'FND' ? (fnd[fi++] as string) : type === 'ADV' ? (adv[ai++] as string) : nextName().join(' ');
    const [city, country] = r.weighted(CITIES.map((c) => [[c[0], c[1]], c[2]] as [[string, string], number]));
    const since = r.chance(0.3) ? r.date('2011-06-01', '2018-12-31') : r.date('2019-01-01', '2026-11-10');
    const buyer = r.chance(type === 'PRV' ? 0.55 : 0.75);
    const appetite = buyer ? Math.pow(r.next(), 2.2) * (type === 'ADV' ? 6 : type === 'FND' ? 3 : 2) + 0.15 : 0;
    collectors.push({ code: '', name, type, city, country, since, referredBy: null, vip: 'N', appetite, bought: 0, slow: r.chance(0.12) });
  }
  collectors.sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));
  collectors.forEach((c, i) => {
    c.code = `C${String(1001 + i)}`;
  });
  for (let i = 20; i < collectors.length; i++) {
    const c = collectors[i] as Collector;
    if (!r.chance(0.2)) continue;
    const earlier = collectors.slice(0, i).filter((o) => o.appetite > 0 && o.since < c.since);
    if (earlier.length === 0) continue;
    c.referredBy = r.weighted(earlier.map((o) => [o, o.appetite * o.appetite + 0.05] as [Collector, number]));
  }

  // ---- simulation
  const sales: Sale[] = [];
  const loans: Loan[] = [];
  const pool: Work[] = [];
  let nextWork = 0;
  const fairStarts = new Map(FAIRS.map(([d, n]) => [d, n]));
  const museumWeights = MUSEUMS.map((m) => [m, m[4]] as [(typeof MUSEUMS)[number], number]);
  const museumShow = () => `${r.pick(MUSEUM_THEMES)}: ${r.pick(MUSEUM_SUBTITLES)}`;
  const onlineShare = (day: string) => (day < '2020-03-01' ? 0.08 : day < '2022-01-01' ? 0.3 : 0.18);

  const sell = (wk: Work, day: string, channel: string) => {
    const eligible = collectors.filter((c) => c.appetite > 0 && c.since <= day);
    const c = r.weighted(eligible.map((o) => [o, o.appetite * (wk.asking > 20000 && o.type !== 'PRV' ? 2 : 1)] as [Collector, number]));
    c.bought++;
    const disc = r.weighted([[0, 45], [0.05, 20], [0.1, 30], [0.15, 5]] as [number, number][]);
    const price = Math.round(wk.asking * (1 - disc));
    const pct = wk.own === 'C' ? wk.artist.pct : null;
    const dueOn = addDays(day, 30);
    const payDays = c.slow
      ? r.weighted([[r.int(25, 60), 50], [r.int(61, 150), 45], [r.int(151, 400), 5]] as [number, number][])
      : r.weighted([[r.int(0, 20), 60], [r.int(21, 45), 32], [r.int(46, 90), 8]] as [number, number][]);
    let paidOn: string | null = addDays(day, payDays);
    if (paidOn > LAST_DAY) paidOn = null;
    sales.push({
      work: wk,
      collector: c,
      soldOn: day,
      channel,
      price,
      pct,
      commission: pct === null ? null : Math.round(price * pct) / 100,
      dueOn,
      paidOn,
    });
    wk.soldOn = day;
  };
  const free = (wk: Work, day: string) => !wk.soldOn && !wk.returnedOn && wk.onLoanUntil < day && !wk.hold;
  const inShow = (wk: Work, day: string) => wk.inShowFrom <= day && wk.inShowUntil >= day;
  const exhibitionWorks: [Show, Work][] = [];

  const BASE = 0.0011;
  let overdueToMake = 3;
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    while (nextWork < works.length && (works[nextWork] as Work).received <= day) pool.push(works[nextWork++] as Work);
    const closed = isClosed(day);
    const dow = dayOfWeek(day);
    const open = !closed && dow >= 2 && dow <= 6;

    // returns to artists
    for (const wk of pool) {
      if (!free(wk, day) || wk.own !== 'C' || inShow(wk, day)) continue;
      const a = wk.artist;
      if (a.until && day > addDays(a.until, 10) && r.chance(0.08)) wk.returnedOn = day;
      else if (daysBetween(wk.received, day) > 900 && r.chance(0.0025)) wk.returnedOn = day;
    }

    // shows opening
    for (const s of shows) {
      if (s.opens !== day) continue;
      const list: Work[] = [];
      if (s.artist) {
        list.push(...works.filter((wk) => wk.show === s));
        const older = pool.filter((wk) => wk.artist === s.artist && wk.show !== s && free(wk, day) && !inShow(wk, day));
        list.push(...r.shuffle(older).slice(0, r.int(0, 2)));
      } else {
        const n = s.room === 'MAIN' ? r.int(24, 38) : r.int(8, 15);
        const cands = r.shuffle(pool.filter((wk) => free(wk, day) && !inShow(wk, day) && wk.inShowUntil < day));
        const perArtist = new Map<Artist, number>();
        for (const wk of cands) {
          if (list.length >= n) break;
          const k = perArtist.get(wk.artist) ?? 0;
          if (k >= (s.room === 'MAIN' ? 4 : 3)) continue;
          perArtist.set(wk.artist, k + 1);
          list.push(wk);
        }
      }
      for (const wk of list) {
        wk.inShowFrom = s.opens;
        wk.inShowUntil = s.closes;
        exhibitionWorks.push([s, wk]);
      }
    }

    // art fairs
    const fairDays = fairStarts.get(day);
    if (fairDays) {
      const cands = r.shuffle(pool.filter((wk) => free(wk, day) && !inShow(wk, day) && wk.medium !== 'PRT')).slice(0, r.int(24, 36));
      for (const wk of cands) if (r.chance(0.26 * wk.artist.pop)) sell(wk, addDays(day, r.int(0, fairDays - 1)), 'FAIR');
    }

    // loans out to museums
    if (!closed && day >= '2019-02-01' && r.chance(1 / 34)) {
      const m = r.weighted(museumWeights);
      const cands = pool.filter(
        (wk) =>
          free(wk, day) &&
          !inShow(wk, day) &&
          daysBetween(wk.received, day) > 60 &&
          wk.medium !== 'PRT' &&
          wk.asking >= 2500 &&
          (wk.own === 'G' || !wk.artist.until),
      );
      const chosenArtist = cands.length ? r.weighted(cands.map((wk) => [wk, Math.sqrt(wk.asking)] as [Work, number])).artist : null;
      const picks = r.shuffle(cands.filter((wk) => wk.artist === chosenArtist)).slice(0, r.weighted([[1, 6], [2, 3], [3, 1]] as [number, number][]));
      const dueBack = addDays(day, r.int(110, 300));
      const title = museumShow();
      const fee = r.chance(0.5) ? 0 : Math.round(r.int(250, 2500) / 50) * 50;
      for (const wk of picks) {
        const late = r.chance(0.15);
        let back: string | null = addDays(dueBack, late ? r.int(8, 75) : r.int(-14, 0));
        if (back > LAST_DAY) back = null;
        if (overdueToMake > 0 && dueBack >= '2026-07-01' && dueBack < '2026-11-15') {
          back = null;
          overdueToMake--;
        }
        loans.push({ work: wk, museum: m[0], show: title, outOn: day, dueBack, returnedOn: back, fee, insured: wk.asking });
        wk.onLoanUntil = back ?? '9999-12-31';
      }
    }

    // sales
    for (const wk of pool) {
      if (!free(wk, day)) continue;
      const showing = inShow(wk, day);
      let p = BASE * wk.artist.pop * (wk.medium === 'PRT' ? 1.6 : 1);
      if (showing) p *= day === wk.inShowFrom ? 90 : 5;
      if (!open) p *= showing ? 0.15 : 0.35;
      if (r.chance(p)) sell(wk, day, open ? (r.chance(onlineShare(day)) ? 'ONL' : 'GAL') : 'ONL');
    }
    for (let i = pool.length - 1; i >= 0; i--) {
      const wk = pool[i] as Work;
      if (wk.soldOn || wk.returnedOn) pool.splice(i, 1);
    }
  }
  // works on hold at the load
  const holdCands = r.shuffle(pool.filter((wk) => free(wk, '2026-11-25')));
  for (const wk of holdCands.slice(0, 14)) wk.hold = true;

  // a few collectors marked VIP though they have not bought yet (prospects), the rest by spend
  const spend = new Map<Collector, number>();
  for (const s of sales) spend.set(s.collector, (spend.get(s.collector) ?? 0) + s.price);
  const bySpend = [...spend.entries()].sort((a, b) => b[1] - a[1]);
  for (const [c] of bySpend.slice(0, 55)) c.vip = 'Y';
  for (const c of r.shuffle(collectors.filter((o) => !spend.has(o))).slice(0, 6)) c.vip = 'Y';

  sales.sort((a, b) => (a.soldOn < b.soldOn ? -1 : a.soldOn > b.soldOn ? 1 : 0));
  const saleSeq = new Map<number, number>();
  const saleRows = sales.map((s) => {
    const y = yearOf(s.soldOn);
    saleSeq.set(y, (saleSeq.get(y) ?? 0) + 1);
    return [
      `S${String(y).slice(2)}-${String(saleSeq.get(y)).padStart(4, '0')}`,
      s.work.ref,
      s.collector.code,
      s.soldOn,
      s.channel,
      s.price,
      s.pct,
      s.commission,
      s.dueOn,
      s.paidOn,
    ];
  });
  loans.sort((a, b) => (a.outOn < b.outOn ? -1 : a.outOn > b.outOn ? 1 : 0));
  const loanSeq = new Map<number, number>();
  const loanRows = loans.map((l) => {
    const y = yearOf(l.outOn);
    loanSeq.set(y, (loanSeq.get(y) ?? 0) + 1);
    return [
      `L${String(y).slice(2)}-${String(loanSeq.get(y)).padStart(3, '0')}`,
      l.work.ref,
      l.museum,
      l.show,
      l.outOn,
      l.dueBack,
      l.returnedOn,
      l.fee,
      l.insured,
    ];
  });
  const catNo = new Map<Show, number>();
  const exRows = exhibitionWorks.map(([s, wk]) => {
    catNo.set(s, (catNo.get(s) ?? 0) + 1);
    return [s.code, wk.ref, catNo.get(s)];
  });

  const status = (wk: Work) => (wk.soldOn ? 'SD' : wk.returnedOn ? 'RT' : wk.hold ? 'HD' : 'AV');

  return [
    'CREATE SCHEMA gallery;',
    `CREATE TABLE gallery.artist (code varchar(4) PRIMARY KEY, artist_name text NOT NULL, born_year smallint NOT NULL, nationality text NOT NULL,
      based_in text NOT NULL, represented_since date NOT NULL, represented_until date, commission_pct numeric(4,1) NOT NULL);`,
    `CREATE TABLE gallery.artwork (ref varchar(9) PRIMARY KEY, artist_code varchar(4) NOT NULL REFERENCES gallery.artist (code), title text NOT NULL,
      made_year smallint NOT NULL, medium varchar(3) NOT NULL, height_cm smallint NOT NULL, width_cm smallint NOT NULL, framed char(1) NOT NULL,
      ownership char(1) NOT NULL, received_on date NOT NULL, purchase_cost numeric(10,2), asking_price numeric(10,2) NOT NULL,
      status varchar(2) NOT NULL, returned_on date);`,
    `CREATE TABLE gallery.exhibition (code varchar(7) PRIMARY KEY, title text NOT NULL, room varchar(4) NOT NULL, show_type varchar(5) NOT NULL,
      artist_code varchar(4) REFERENCES gallery.artist (code), opens_on date NOT NULL, closes_on date NOT NULL, opening_visitors smallint NOT NULL);`,
    `CREATE TABLE gallery.exhibition_work (exhibition_code varchar(7) NOT NULL, artwork_ref varchar(9) NOT NULL, catalogue_no smallint NOT NULL,
      PRIMARY KEY (exhibition_code, artwork_ref));`,
    `CREATE TABLE gallery.collector (code varchar(5) PRIMARY KEY, collector_name text NOT NULL, collector_type varchar(3) NOT NULL, city text NOT NULL,
      country text NOT NULL, client_since date NOT NULL, referred_by varchar(5) REFERENCES gallery.collector (code), vip char(1) NOT NULL);`,
    `CREATE TABLE gallery.sale (ref varchar(8) PRIMARY KEY, artwork_ref varchar(9) NOT NULL UNIQUE REFERENCES gallery.artwork (ref),
      collector_code varchar(5) NOT NULL REFERENCES gallery.collector (code), sold_on date NOT NULL, channel varchar(4) NOT NULL,
      sale_price numeric(10,2) NOT NULL, commission_pct numeric(4,1), commission_amount numeric(10,2), due_on date NOT NULL, paid_on date);`,
    `CREATE TABLE gallery.museum (code varchar(3) PRIMARY KEY, museum_name text NOT NULL, city text NOT NULL, country text NOT NULL);`,
    `CREATE TABLE gallery.loan (ref varchar(7) PRIMARY KEY, artwork_ref varchar(9) NOT NULL REFERENCES gallery.artwork (ref),
      museum_code varchar(3) NOT NULL REFERENCES gallery.museum (code), museum_show text NOT NULL, out_on date NOT NULL, due_back_on date NOT NULL,
      returned_on date, loan_fee numeric(9,2) NOT NULL, insured_value numeric(10,2) NOT NULL);`,
    insertRows(
      'gallery.artist',
      ['code', 'artist_name', 'born_year', 'nationality', 'based_in', 'represented_since', 'represented_until', 'commission_pct'],
      artists.map((a) => [a.code, a.name, a.born, a.nationality, a.basedIn, a.since, a.until, a.pct]),
    ),
    insertRows(
      'gallery.artwork',
      [
        'ref', 'artist_code', 'title', 'made_year', 'medium', 'height_cm', 'width_cm', 'framed', 'ownership', 'received_on', 'purchase_cost',
        'asking_price', 'status', 'returned_on',
      ],
      works.map((wk) => [
        wk.ref, wk.artist.code, wk.title, wk.year, wk.medium, wk.h, wk.w, wk.framed, wk.own, wk.received, wk.cost, wk.asking, status(wk),
        wk.returnedOn,
      ]),
    ),
    insertRows(
      'gallery.exhibition',
      ['code', 'title', 'room', 'show_type', 'artist_code', 'opens_on', 'closes_on', 'opening_visitors'],
      shows.map((s) => [s.code, s.title, s.room, s.type, s.artist?.code ?? null, s.opens, s.closes, s.visitors]),
    ),
    insertRows('gallery.exhibition_work', ['exhibition_code', 'artwork_ref', 'catalogue_no'], exRows),
    insertRows(
      'gallery.collector',
      ['code', 'collector_name', 'collector_type', 'city', 'country', 'client_since', 'referred_by', 'vip'],
      collectors.map((c) => [c.code, c.name, c.type, c.city, c.country, c.since, c.referredBy?.code ?? null, c.vip]),
    ),
    insertRows(
      'gallery.sale',
      ['ref', 'artwork_ref', 'collector_code', 'sold_on', 'channel', 'sale_price', 'commission_pct', 'commission_amount', 'due_on', 'paid_on'],
      saleRows,
    ),
    insertRows(
      'gallery.museum',
      ['code', 'museum_name', 'city', 'country'],
      MUSEUMS.map((m) => [m[0], m[1], m[2], m[3]]),
    ),
    insertRows(
      'gallery.loan',
      ['ref', 'artwork_ref', 'museum_code', 'museum_show', 'out_on', 'due_back_on', 'returned_on', 'loan_fee', 'insured_value'],
      loanRows,
    ),
  ].join('\n');
}
