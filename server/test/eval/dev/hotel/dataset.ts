/**
 * A small hotel group in Portugal, Spain and France. Schema `ops`: properties, room types, rooms (keyed by property
 * and room number), reservations (check-ins from January 2024, some booked ahead into 2027) and folio charges.
 * Schema `crm`: guests (some referred by another guest) and online reviews.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';

/** [prop_cd, name, city, country, stars, opened_yr, rooms, resort] */
const PROPERTIES: [string, string, string, string, number, number, number, boolean][] = [
  ['LIS01', 'Azenha Lisboa Baixa', 'Lisbon', 'Portugal', 4, 2011, 64, false],
  ['OPO01', 'Azenha Porto Ribeira', 'Porto', 'Portugal', 4, 2016, 48, false],
  ['FAO01', 'Azenha Praia Algarve', 'Albufeira', 'Portugal', 5, 2019, 72, true],
  ['MAD01', 'Azenha Gran Via', 'Madrid', 'Spain', 5, 2009, 80, false],
  ['BCN01', 'Azenha Barceloneta', 'Barcelona', 'Spain', 4, 2014, 56, true],
  ['SVQ01', 'Azenha Sevilla Centro', 'Seville', 'Spain', 3, 2021, 36, false],
  ['PAR01', 'Azenha Paris Marais', 'Paris', 'France', 5, 2018, 42, false],
  ['NCE01', 'Azenha Nice Promenade', 'Nice', 'France', 3, 2022, 40, true],
];
/** [room_typ, description, max_occ, rate multiplier, share of rooms] */
const ROOM_TYPES: [string, string, number, number, number][] = [
  ['STD', 'Standard Double', 2, 1, 50],
  ['DLX', 'Deluxe King', 2, 1.35, 28],
  ['FAM', 'Family Room', 4, 1.6, 12],
  ['STE', 'Junior Suite', 3, 2.4, 10],
];
const STAR_RATE: Record<number, number> = { 3: 85, 4: 135, 5: 230 };
const CHANNELS: [string, number, number][] = [
  // [channel, share, cancellation chance]
  ['Direct', 24, 0.08], ['Booking.com', 31, 0.22], ['Expedia', 17, 0.17], ['Corporate', 11, 0.06], ['Travel Agent', 9, 0.12], ['Phone', 8, 0.1],
];
const COUNTRIES: [string, number][] = [['PT', 14], ['ES', 14], ['FR', 12], ['GB', 15], ['DE', 11], ['US', 12], ['NL', 6], ['IT', 6], ['BR', 4], ['CA', 3], ['IE', 3]];
const FIRST = ['Ana', 'João', 'Marta', 'Pedro', 'Lucía', 'Carlos', 'Elena', 'Javier', 'Camille', 'Louis', 'Chloé', 'Hugo', 'Emma', 'Oliver', 'Sophie', 'Jack', 'Lena', 'Felix', 'Hannah', 'Jonas', 'Emily', 'Michael', 'Sarah', 'David', 'Sanne', 'Daan', 'Giulia', 'Marco', 'Beatriz', 'Rafael', 'Olivia', 'Liam', 'Aoife', 'Sean'];
const LAST = ['Silva', 'Santos', 'Ferreira', 'García', 'Martínez', 'López', 'Martin', 'Bernard', 'Dubois', 'Smith', 'Jones', 'Taylor', 'Brown', 'Müller', 'Schmidt', 'Weber', 'Johnson', 'Miller', 'Davis', 'de Vries', 'Jansen', 'Rossi', 'Bianchi', 'Costa', 'Oliveira', 'Murphy', 'Kelly', 'Walsh', 'Moreau', 'Fernández', 'Sánchez', 'Wilson', 'Clarke', 'Becker'];
const EXTRAS: [string, number, number, number][] = [
  // [chg_type, chance per stay, min amount, max amount]
  ['F&B', 0.6, 14, 190], ['MINIBAR', 0.22, 6, 58], ['PARKING', 0.18, 20, 35], ['LAUNDRY', 0.06, 12, 48],
];

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function datasetSql(): string {
  const rnd = seededRandom(90210);

  // Rooms
  interface Room { prop: string; no: string; typ: string; rate: number }
  const rooms: Room[] = [];
  for (const [prop, , , , stars, , count] of PROPERTIES) {
    for (let i = 0; i < count; i++) {
      const floor = 1 + Math.floor(i / 16);
      const typ = rnd.weighted(ROOM_TYPES.map(([t, , , , share]) => [t, share] as [string, number]));
      const mult = ROOM_TYPES.find(([t]) => t === typ)?.[3] ?? 1;
      const cityBump = prop === 'PAR01' ? 1.3 : prop === 'SVQ01' ? 0.9 : 1;
      rooms.push({ prop, no: `${floor}${String((i % 16) + 1).padStart(2, '0')}`, typ, rate: Math.round(STAR_RATE[stars]! * mult * cityBump * rnd.float(0.95, 1.05)) });
    }
  }

  // Guests; a few were referred by an earlier guest
  const guestRows: unknown[][] = [];
  const guests: { ref: string; joined: string; tier: string }[] = [];
  for (let i = 0; i < 2200; i++) {
    const ref = `G${String(100_000 + i * 3 + rnd.int(0, 2)).padStart(6, '0')}`;
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const tier = rnd.weighted([['None', 58], ['Silver', 24], ['Gold', 13], ['Platinum', 5]]);
    const joined = rnd.date('2018-01-01', '2026-10-31');
    const referrer = i > 100 && rnd.chance(0.09) ? rnd.pick(guests.slice(0, 300)).ref : null;
    const email = rnd.chance(0.1) ? null : `${first}.${last}${rnd.int(1, 99)}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '');
    guests.push({ ref, joined, tier });
    guestRows.push([ref, first, last, email, rnd.weighted(COUNTRIES), tier, joined, referrer]);
  }

  // Reservations: summer peak at the resorts, flatter in the cities; booked up to 150 days ahead
  const resRows: unknown[][] = [];
  const chgRows: unknown[][] = [];
  const reviewRows: unknown[][] = [];
  const cityMonths = [0.7, 0.75, 0.9, 1, 1.05, 1.05, 1.0, 0.95, 1.05, 1.05, 0.85, 0.8];
  const resortMonths = [0.35, 0.4, 0.6, 0.85, 1.05, 1.35, 1.6, 1.6, 1.15, 0.75, 0.4, 0.4];
  let resNo = 41_000;
  let chgId = 1;
  let revNo = 9_000;
  while (resRows.length < 5600) {
    const [prop, , , , stars, , , resort] = rnd.weighted(PROPERTIES.map((p) => [p, p[6]] as [(typeof PROPERTIES)[number], number]));
    const checkin = rnd.date('2024-01-01', '2027-01-31');
    const month = Number(checkin.slice(5, 7)) - 1;
    if (rnd.next() > (resort ? resortMonths[month]! : cityMonths[month]!) / 1.6) continue;
    const lead = rnd.int(0, 150);
    const booked = addDays(checkin, -lead);
    const guest = rnd.pick(guests);
    if (booked > LAST_DAY || guest.joined > booked) continue;
    const [channel, , cancelChance] = rnd.weighted(CHANNELS.map((c) => [c, c[1]] as [(typeof CHANNELS)[number], number]));
    const nights = resort ? rnd.weighted([[2, 10], [3, 18], [4, 18], [5, 14], [6, 10], [7, 22], [10, 5], [14, 3]]) : rnd.weighted([[1, 28], [2, 30], [3, 22], [4, 10], [5, 6], [6, 2], [7, 2]]);
    const checkout = addDays(checkin, nights);
    const propRooms = rooms.filter((r) => r.prop === prop);
    const room = rnd.pick(propRooms);
    const peak = resort ? 0.75 + (resortMonths[month]! * 0.35) : 0.9 + cityMonths[month]! * 0.12;
    const rate = Number((room.rate * peak * (channel === 'Corporate' ? 0.85 : 1) * rnd.float(0.92, 1.06)).toFixed(2));
    const roll = rnd.next();
    const status = roll < cancelChance ? 'Cancelled' : checkin <= LAST_DAY && roll < cancelChance + 0.035 ? 'No-show' : 'Confirmed';
    resNo += rnd.int(1, 4);
    const adults = Math.min(rnd.weighted([[1, 25], [2, 60], [3, 8], [4, 7]]), ROOM_TYPES.find(([t]) => t === room.typ)?.[2] ?? 2);
    resRows.push([resNo, guest.ref, prop, room.no, booked, checkin, checkout, nights, adults, status, channel, rate]);

    if (status === 'No-show') chgRows.push([chgId++, resNo, checkin, 'NO-SHOW FEE', rate]);
    if (status !== 'Confirmed' || checkin > LAST_DAY) continue;
    if (checkout <= LAST_DAY) chgRows.push([chgId++, resNo, checkout, 'ROOM', Number((rate * nights).toFixed(2))]);
    const stayDay = () => addDays(checkin, rnd.int(0, nights - 1));
    for (const [type, chance, min, max] of EXTRAS) {
      if (!rnd.chance(chance * (resort && type === 'F&B' ? 1.3 : 1))) continue;
      const times = type === 'F&B' ? rnd.int(1, Math.min(nights, 3)) : 1;
      for (let t = 0; t < times; t++) {
        const day = stayDay();
        if (day <= LAST_DAY) chgRows.push([chgId++, resNo, day, type, rnd.float(min, max * (stars === 5 ? 1.4 : 1))]);
      }
    }
    if (stars >= 4 && rnd.chance(resort ? 0.24 : 0.12)) {
      const day = stayDay();
      if (day <= LAST_DAY) chgRows.push([chgId++, resNo, day, 'SPA', rnd.float(60, stars === 5 ? 320 : 210)]);
    }
    if (checkout <= '2026-11-20' && rnd.chance(0.3)) {
      const base = stars === 5 ? 8.6 : stars === 4 ? 8.0 : 7.2;
      const score = Math.max(1, Math.min(10, Math.round(base + (rnd.next() + rnd.next() + rnd.next() - 1.5) * 3)));
      const matched = rnd.chance(0.85);
      const posted = addDays(checkout, rnd.int(1, 20));
      reviewRows.push([(revNo += rnd.int(1, 3)), prop, matched ? resNo : null, score, Number(checkin.slice(0, 4)), rnd.weighted([['Google', 35], ['TripAdvisor', 25], ['Booking.com', 28], ['Guest survey', 12]]), posted > LAST_DAY ? LAST_DAY : posted]);
    }
  }

  return [
    'CREATE SCHEMA ops;',
    'CREATE SCHEMA crm;',
    `CREATE TABLE ops.properties (prop_cd text PRIMARY KEY, prop_nm text NOT NULL, city text NOT NULL, country text NOT NULL,
      stars integer NOT NULL, opened_yr integer NOT NULL);`,
    'CREATE TABLE ops.room_types (room_typ text PRIMARY KEY, descr text NOT NULL, max_occ integer NOT NULL);',
    `CREATE TABLE ops.rooms (prop_cd text NOT NULL, room_no text NOT NULL, room_typ text NOT NULL, base_rate numeric(8,2) NOT NULL,
      PRIMARY KEY (prop_cd, room_no));`,
    `CREATE TABLE crm.guests (guest_ref text PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text,
      country_cd text NOT NULL, loyalty_tier text NOT NULL, created_dt date NOT NULL, referred_by text);`,
    `CREATE TABLE ops.reservations (res_no integer PRIMARY KEY, guest_ref text NOT NULL, prop_cd text NOT NULL, room_no text NOT NULL,
      booked_dt date NOT NULL, checkin_dt date NOT NULL, checkout_dt date NOT NULL, nights integer NOT NULL, adults integer NOT NULL,
      status text NOT NULL, channel text NOT NULL, rate_amt numeric(8,2) NOT NULL);`,
    'CREATE TABLE ops.folio_chgs (chg_id integer PRIMARY KEY, res_no integer NOT NULL, chg_dt date NOT NULL, chg_type text NOT NULL, amt numeric(10,2) NOT NULL);',
    `CREATE TABLE crm.reviews (rev_no integer PRIMARY KEY, prop_cd text NOT NULL, res_no integer, score integer NOT NULL, stay_yr integer NOT NULL,
      source text NOT NULL, posted_dt date NOT NULL);`,
    insertRows('ops.properties', ['prop_cd', 'prop_nm', 'city', 'country', 'stars', 'opened_yr'], PROPERTIES.map((p) => p.slice(0, 6))),
    insertRows('ops.room_types', ['room_typ', 'descr', 'max_occ'], ROOM_TYPES.map((t) => t.slice(0, 3))),
    insertRows('ops.rooms', ['prop_cd', 'room_no', 'room_typ', 'base_rate'], rooms.map((r) => [r.prop, r.no, r.typ, r.rate])),
    insertRows('crm.guests', ['guest_ref', 'first_nm', 'last_nm', 'email', 'country_cd', 'loyalty_tier', 'created_dt', 'referred_by'], guestRows),
    insertRows('ops.reservations', ['res_no', 'guest_ref', 'prop_cd', 'room_no', 'booked_dt', 'checkin_dt', 'checkout_dt', 'nights', 'adults', 'status', 'channel', 'rate_amt'], resRows),
    insertRows('ops.folio_chgs', ['chg_id', 'res_no', 'chg_dt', 'chg_type', 'amt'], chgRows),
    insertRows('crm.reviews', ['rev_no', 'prop_cd', 'res_no', 'score', 'stay_yr', 'source', 'posted_dt'], reviewRows),
  ].join('\n');
}
