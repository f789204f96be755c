/**
 * A food delivery marketplace in five US cities (schema `mkt`): cities split into zones, restaurants (some offboarded)
 * with their menus, customers (some Plus members), couriers (some terminated), promo codes, and orders from January
 * 2024 to the day before the set's today (2026-11-25). An order is a delivery or a pickup; its status is a one-letter
 * code from the `ord_status` lookup. A delivery order that a courier was assigned to has a `deliveries` row: picked up
 * orders have `pickup_ts`, delivered ones `dlv_ts` too. Some completed orders are rated; refunds (partial, or the whole
 * total when a delivery failed) are in `refunds`, and flagged `is_refunded = 'Y'` on the order.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';

/** [city_cd, city_nm, state_cd, launch_dt, daily orders at launch, zones] */
const CITIES: [string, string, string, string, number, string[]][] = [
  ['AUS', 'Austin', 'TX', '2024-01-01', 3.0, ['Downtown', 'East Austin', 'South Congress', 'North Loop']],
  ['DEN', 'Denver', 'CO', '2024-01-01', 2.6, ['LoDo', 'Capitol Hill', 'Highlands', 'Cherry Creek']],
  ['PDX', 'Portland', 'OR', '2024-03-01', 2.2, ['Pearl District', 'Alberta', 'Hawthorne', 'Sellwood']],
  ['BNA', 'Nashville', 'TN', '2024-09-01', 1.8, ['Midtown', 'East Nashville', 'The Gulch']],
  ['CLT', 'Charlotte', 'NC', '2025-04-01', 1.5, ['Uptown', 'South End', 'NoDa']],
];

const CUISINES: [string, string][] = [
  ['PIZZA', 'Pizza'], ['BURG', 'Burgers'], ['SUSHI', 'Sushi & Japanese'], ['MEX', 'Mexican'], ['THAI', 'Thai'],
  ['IND', 'Indian'], ['CHN', 'Chinese'], ['MED', 'Mediterranean'], ['VGN', 'Vegan'], ['BBQ', 'Barbecue'],
];

const STATUSES: [string, string][] = [
  ['C', 'Completed'], ['X', 'Cancelled by customer'], ['R', 'Rejected by restaurant'], ['F', 'Delivery failed'],
];

/** Menu templates per cuisine: [item, category, base price, vegetarian] */
const MENUS: Record<string, [string, string, number, boolean][]> = {
  PIZZA: [
    ['Margherita Pizza', 'Main', 13, true], ['Pepperoni Pizza', 'Main', 15, false], ['Four Cheese Pizza', 'Main', 16, true],
    ['BBQ Chicken Pizza', 'Main', 17, false], ['Veggie Supreme Pizza', 'Main', 16, true], ['Garlic Knots', 'Side', 6, true],
    ['Caesar Salad', 'Starter', 8, false], ['Mozzarella Sticks', 'Starter', 7, true], ['Tiramisu', 'Dessert', 7, true],
    ['Cannoli', 'Dessert', 5, true], ['Soda Can', 'Drink', 2.5, true], ['Sparkling Water', 'Drink', 3, true],
  ],
  BURG: [
    ['Classic Cheeseburger', 'Main', 11, false], ['Double Smash Burger', 'Main', 14, false], ['Bacon BBQ Burger', 'Main', 14, false],
    ['Crispy Chicken Sandwich', 'Main', 12, false], ['Veggie Burger', 'Main', 12, true], ['Fries', 'Side', 4, true],
    ['Sweet Potato Fries', 'Side', 5, true], ['Onion Rings', 'Side', 5, true], ['Milkshake', 'Drink', 6, true],
    ['Brownie', 'Dessert', 4, true], ['Lemonade', 'Drink', 3.5, true],
  ],
  SUSHI: [
    ['California Roll', 'Main', 9, false], ['Spicy Tuna Roll', 'Main', 11, false], ['Salmon Nigiri', 'Main', 7, false],
    ['Dragon Roll', 'Main', 15, false], ['Chirashi Bowl', 'Main', 22, false], ['Chicken Teriyaki Bowl', 'Main', 15, false],
    ['Miso Soup', 'Starter', 4, true], ['Edamame', 'Starter', 5, true], ['Gyoza', 'Starter', 7, false],
    ['Mochi Ice Cream', 'Dessert', 6, true], ['Green Tea', 'Drink', 3, true], ['Avocado Roll', 'Main', 8, true],
  ],
  MEX: [
    ['Carne Asada Tacos', 'Main', 12, false], ['Chicken Burrito', 'Main', 12, false], ['Veggie Burrito', 'Main', 11, true],
    ['Carnitas Bowl', 'Main', 13, false], ['Cheese Quesadilla', 'Main', 10, true], ['Chips & Guacamole', 'Starter', 7, true],
    ['Elote', 'Side', 5, true], ['Churros', 'Dessert', 5, true], ['Horchata', 'Drink', 4, true],
    ['Jarritos', 'Drink', 3, true], ['Fish Tacos', 'Main', 13, false], ['Loaded Nachos', 'Starter', 11, false],
  ],
  THAI: [
    ['Pad Thai', 'Main', 14, false], ['Green Curry', 'Main', 15, false], ['Red Curry', 'Main', 15, false],
    ['Pad See Ew', 'Main', 14, false], ['Tom Yum Soup', 'Starter', 8, false], ['Spring Rolls', 'Starter', 7, true],
    ['Mango Sticky Rice', 'Dessert', 7, true], ['Thai Iced Tea', 'Drink', 4.5, true], ['Basil Fried Rice', 'Main', 14, false],
    ['Massaman Curry', 'Main', 16, false], ['Papaya Salad', 'Starter', 9, true],
  ],
  IND: [
    ['Butter Chicken', 'Main', 17, false], ['Chicken Tikka Masala', 'Main', 17, false], ['Lamb Rogan Josh', 'Main', 19, false],
    ['Chana Masala', 'Main', 14, true], ['Palak Paneer', 'Main', 15, true], ['Garlic Naan', 'Side', 4, true],
    ['Vegetable Samosas', 'Starter', 6, true], ['Basmati Rice', 'Side', 3.5, true], ['Mango Lassi', 'Drink', 5, true],
    ['Gulab Jamun', 'Dessert', 5, true], ['Vegetable Biryani', 'Main', 15, true], ['Chicken Biryani', 'Main', 17, false],
  ],
  CHN: [
    ["General Tso's Chicken", 'Main', 14, false], ['Kung Pao Chicken', 'Main', 14, false], ['Beef & Broccoli', 'Main', 15, false],
    ['Vegetable Lo Mein', 'Main', 12, true], ['Pork Fried Rice', 'Main', 11, false], ['Egg Rolls', 'Starter', 5, false],
    ['Hot & Sour Soup', 'Starter', 5, false], ['Mapo Tofu', 'Main', 13, false], ['Pork Dumplings', 'Starter', 8, false],
    ['Fortune Cookies', 'Dessert', 1.5, true], ['Bubble Tea', 'Drink', 5.5, true], ['Orange Chicken', 'Main', 14, false],
  ],
  MED: [
    ['Chicken Shawarma Plate', 'Main', 16, false], ['Falafel Wrap', 'Main', 11, true], ['Lamb Gyro', 'Main', 13, false],
    ['Hummus & Pita', 'Starter', 7, true], ['Greek Salad', 'Starter', 10, true], ['Baklava', 'Dessert', 5, true],
    ['Tabbouleh', 'Side', 7, true], ['Mint Lemonade', 'Drink', 4, true], ['Chicken Souvlaki', 'Main', 15, false],
    ['Spanakopita', 'Starter', 8, true],
  ],
  VGN: [
    ['Buddha Bowl', 'Main', 14, true], ['Plant Burger', 'Main', 15, true], ['Jackfruit Tacos', 'Main', 12, true],
    ['Kale Caesar', 'Starter', 11, true], ['Cauliflower Wings', 'Starter', 9, true], ['Vegan Mac & Cheese', 'Main', 12, true],
    ['Acai Bowl', 'Dessert', 11, true], ['Cold Brew', 'Drink', 4.5, true], ['Vegan Brownie', 'Dessert', 5, true],
    ['Kombucha', 'Drink', 5, true],
  ],
  BBQ: [
    ['Brisket Plate', 'Main', 22, false], ['Pulled Pork Sandwich', 'Main', 13, false], ['Half Rack of Ribs', 'Main', 21, false],
    ['Burnt Ends', 'Main', 18, false], ['Mac & Cheese', 'Side', 5, true], ['Coleslaw', 'Side', 4, true],
    ['Cornbread', 'Side', 3.5, true], ['Banana Pudding', 'Dessert', 6, true], ['Sweet Tea', 'Drink', 3, true],
    ['Smoked Sausage', 'Main', 12, false],
  ],
};

/** [rest_nm, city_cd, cuisine_cd, popularity, food quality, offboard_dt] */
const RESTAURANTS: [string, string, string, number, number, string | null][] = [
  ['Lone Star Slice', 'AUS', 'PIZZA', 1.6, 4.1, null], ['Congress Ave Burgers', 'AUS', 'BURG', 1.9, 4.0, null],
  ['Sakura Sushi Bar', 'AUS', 'SUSHI', 1.4, 4.4, null], ['Taqueria El Sol', 'AUS', 'MEX', 2.3, 4.3, null],
  ['Bangkok Corner', 'AUS', 'THAI', 1.1, 4.2, null], ['Tandoor House', 'AUS', 'IND', 1.0, 4.5, null],
  ['Golden Dragon', 'AUS', 'CHN', 0.9, 3.0, null], ['Olive & Thyme', 'AUS', 'MED', 0.8, 4.3, null],
  ['Green Fork', 'AUS', 'VGN', 0.6, 4.0, null], ['Pecan Smoke BBQ', 'AUS', 'BBQ', 1.5, 4.6, null],
  ['Barton Creek Tacos', 'AUS', 'MEX', 1.2, 3.7, null], ['Noodle Theory', 'AUS', 'CHN', 0.7, 3.9, null],
  ['Austin Pie Co', 'AUS', 'PIZZA', 0.8, 3.4, '2025-06-15'], ['Bird & Bun', 'AUS', 'BURG', 0.9, 3.2, null],
  ['Mile High Pizza', 'DEN', 'PIZZA', 1.8, 4.0, null], ['Rocky Burger', 'DEN', 'BURG', 1.5, 3.8, null],
  ['Koi Sushi', 'DEN', 'SUSHI', 1.2, 4.2, null], ['Casa Verde', 'DEN', 'MEX', 1.4, 4.1, null],
  ['Siam Orchid', 'DEN', 'THAI', 1.0, 4.4, null], ['Spice Route', 'DEN', 'IND', 0.9, 4.2, null],
  ['Jade Garden', 'DEN', 'CHN', 1.1, 3.9, null], ['Pita Peak', 'DEN', 'MED', 0.8, 4.0, null],
  ['Sprout Kitchen', 'DEN', 'VGN', 0.7, 4.3, null], ['Smokestack BBQ', 'DEN', 'BBQ', 1.3, 4.1, null],
  ['Sunrise Burritos', 'DEN', 'MEX', 1.0, 3.6, null], ['Highland Slice', 'DEN', 'PIZZA', 0.02, 3.8, null],
  ['Wok This Way', 'DEN', 'CHN', 0.7, 3.1, '2025-11-30'],
  ['Rose City Pizza', 'PDX', 'PIZZA', 1.5, 4.2, null], ['Burnside Burgers', 'PDX', 'BURG', 1.3, 3.9, null],
  ['Umi Sushi', 'PDX', 'SUSHI', 1.2, 4.5, null], ['La Cocina Roja', 'PDX', 'MEX', 1.3, 4.0, null],
  ['Lemongrass Kitchen', 'PDX', 'THAI', 1.4, 4.3, null], ['Curry Leaf', 'PDX', 'IND', 1.0, 4.1, null],
  ['Red Lantern', 'PDX', 'CHN', 0.9, 3.7, null], ['Santorini Grill', 'PDX', 'MED', 0.9, 4.2, null],
  ['Rooted Vegan', 'PDX', 'VGN', 1.1, 4.4, null], ['Cedar Smoke', 'PDX', 'BBQ', 0.8, 3.9, null],
  ['Pearl Roll House', 'PDX', 'SUSHI', 0.05, 3.6, null], ['Evergreen Burrito', 'PDX', 'MEX', 0.6, 3.5, '2026-02-28'],
  ['Music Row Pizza', 'BNA', 'PIZZA', 1.3, 3.9, null], ['Honky Tonk Burgers', 'BNA', 'BURG', 1.7, 4.1, null],
  ['Gulch Sushi', 'BNA', 'SUSHI', 0.8, 4.0, null], ['Cantina Azul', 'BNA', 'MEX', 1.2, 4.2, null],
  ['Chiang Mai Kitchen', 'BNA', 'THAI', 0.9, 4.3, null], ['Masala Junction', 'BNA', 'IND', 0.8, 4.0, null],
  ['Lucky Panda', 'BNA', 'CHN', 0.7, 3.3, '2024-12-31'], ['Athena Kitchen', 'BNA', 'MED', 0.7, 4.1, null],
  ['Leaf & Root', 'BNA', 'VGN', 0.05, 4.2, null], ['Broadway BBQ', 'BNA', 'BBQ', 1.8, 4.4, null],
  ['Cumberland Burger Co', 'BNA', 'BURG', 1.0, 3.8, null],
  ['Queen City Pizza', 'CLT', 'PIZZA', 1.4, 4.0, null], ['South End Burgers', 'CLT', 'BURG', 1.3, 3.9, null],
  ['Tokyo Express', 'CLT', 'SUSHI', 0.9, 3.8, null], ['Taco Loco', 'CLT', 'MEX', 1.5, 4.2, null],
  ['Little Bangkok', 'CLT', 'THAI', 0.8, 4.1, null], ['Bombay Bites', 'CLT', 'IND', 0.9, 4.3, null],
  ['Dragon Wok', 'CLT', 'CHN', 0.8, 3.6, '2026-07-31'], ['Cedar & Sumac', 'CLT', 'MED', 0.7, 4.0, null],
  ['NoDa Smokehouse', 'CLT', 'BBQ', 1.2, 4.5, null],
];

/** [promo_cd, promo_desc, disc_typ, disc_val, valid_from, valid_to, how often it is picked (0: never used)] */
const PROMOS: [string, string, string, number, string, string | null, number][] = [
  ['WELCOME10', '10% off your order', 'PCT', 10, '2024-01-01', null, 5],
  ['FREESHIP24', '$4 off (free delivery promo)', 'AMT', 4, '2024-01-01', '2024-12-31', 3],
  ['SUMMER15', '15% off summer orders', 'PCT', 15, '2024-06-01', '2024-08-31', 3],
  ['PDXLAUNCH', '$8 off in Portland', 'AMT', 8, '2024-03-01', '2024-05-31', 2],
  ['BNAHELLO', '$8 off in Nashville', 'AMT', 8, '2024-09-01', '2024-11-30', 2],
  ['NEWYEAR25', '20% off in January', 'PCT', 20, '2025-01-01', '2025-01-31', 3],
  ['CLTLAUNCH', '$8 off in Charlotte', 'AMT', 8, '2025-04-01', '2025-06-30', 2],
  ['SUMMER25', '15% off summer orders', 'PCT', 15, '2025-06-01', '2025-08-31', 3],
  ['GAMEDAY', '$5 off game day orders', 'AMT', 5, '2025-09-01', '2026-02-15', 2],
  ['SPRING26', '10% off spring orders', 'PCT', 10, '2026-03-01', '2026-05-31', 3],
  ['TACOTUES', '$3 off on Tuesdays', 'AMT', 3, '2025-05-01', null, 2],
  ['FALL26', '15% off fall orders', 'PCT', 15, '2026-09-01', '2026-11-30', 3],
  ['STAFF50', '50% off for staff', 'PCT', 50, '2024-01-01', null, 0],
  ['HOLIDAY26', '$10 off holiday orders', 'AMT', 10, '2026-12-01', '2026-12-31', 0],
];

/** Restaurants that paused taking orders for a while (a refit, a kitchen fire) but stayed on the platform. */
const PAUSES: Record<string, [string, string]> = {
  'Gulch Sushi': ['2026-09-28', '2026-11-03'],
  'Pita Peak': ['2026-10-01', '2026-10-31'],
  'Green Fork': ['2025-02-01', '2025-03-15'],
};

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Chris', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily', 'Andrew', 'Michelle', 'Joshua', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Stephanie', 'Jason', 'Rebecca', 'Luis', 'Sofia', 'Carlos', 'Maria', 'Wei', 'Priya', 'Omar', 'Aisha', 'Tyler', 'Hannah'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Patel', 'Chen', 'Kim', 'Shah', 'Reyes', 'Cooper', 'Brooks'];

const VEHICLES: [string, number][] = [['BIKE', 30], ['E-BIKE', 25], ['SCOOTER', 25], ['CAR', 20]];
const HOURS: [number, number][] = [[11, 2], [12, 5], [13, 3], [14, 1], [15, 0.5], [16, 0.8], [17, 2], [18, 5], [19, 6], [20, 4], [21, 2], [22, 1]];
const DOW = [1.15, 0.85, 0.85, 0.9, 0.95, 1.25, 1.3]; // Sunday first
const SEASON = [1.1, 1.08, 1.0, 0.97, 0.95, 0.92, 0.9, 0.92, 0.98, 1.0, 1.05, 1.1];

const DAY_MS = 86_400_000;
const MIN_MS = 60_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const ts = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const monthsBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (30.44 * DAY_MS);
const money = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const paused = (rest: string, day: string) => {
  const pause = PAUSES[rest];
  return pause !== undefined && pause[0] <= day && day <= pause[1];
};

export function datasetSql(): string {
  const rnd = seededRandom(31415);

  // Zones
  const zoneRows: unknown[][] = [];
  const zonesOf = new Map<string, number[]>();
  let zoneId = 10;
  for (const [city, , , , , zones] of CITIES) {
    zonesOf.set(city, []);
    for (const zone of zones) {
      zoneId += 1;
      zoneRows.push([zoneId, city, zone]);
      zonesOf.get(city)!.push(zoneId);
    }
  }
  const launchOf = (city: string) => CITIES.find((c) => c[0] === city)![3];

  // Restaurants and their menus
  interface Rest { id: number; name: string; city: string; pop: number; quality: number; onboard: string; offboard: string | null; items: { id: number; price: number }[] }
  const rests: Rest[] = [];
  const restRows: unknown[][] = [];
  const itemRows: unknown[][] = [];
  let itemId = 0;
  RESTAURANTS.forEach(([name, city, cuisine, pop, quality, offboard], i) => {
    const id = 201 + i;
    const launch = launchOf(city);
    const onboard = offboard || rnd.chance(0.7) ? addDays(launch, rnd.int(0, 60)) : rnd.date(addDays(launch, 61), '2026-06-30');
    const zone = rnd.pick(zonesOf.get(city)!);
    const commission = rnd.weighted([[15, 2], [20, 4], [25, 3], [30, 1]]);
    restRows.push([id, name, zone, cuisine, onboard, offboard, commission, offboard ? 'N' : 'Y']);
    const menu = rnd.shuffle(MENUS[cuisine]!).slice(0, rnd.int(8, MENUS[cuisine]!.length));
    const priceMult = rnd.float(0.9, 1.25);
    const items: { id: number; price: number }[] = [];
    for (const [item, cat, base, veg] of menu) {
      itemId += 1;
      const price = Math.max(1.49, money(Math.round(base * priceMult * rnd.float(0.95, 1.08) * 10) / 10 - 0.01));
      itemRows.push([itemId, id, item, cat, price, veg, rnd.chance(0.08) ? 'N' : 'Y']);
      items.push({ id: itemId, price });
    }
    rests.push({ id, name, city, pop, quality, onboard, offboard, items });
  });

  // Customers: a home zone in one city, a signup date after the city's launch, an ordering habit (some never order)
  interface Cust { id: number; city: string; signup: string; habit: number; plus: boolean }
  const custs: Cust[] = [];
  const custRows: unknown[][] = [];
  for (let i = 0; i < 2100; i++) {
    const id = 10001 + i;
    const city = rnd.weighted([['AUS', 30], ['DEN', 25], ['PDX', 20], ['BNA', 15], ['CLT', 10]] as [string, number][]);
    const launch = launchOf(city);
    const signup = rnd.chance(0.15) ? addDays(launch, rnd.int(0, 30)) : rnd.date(launch, LAST_DAY);
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const email = rnd.chance(0.06) ? null : `${first}.${last}${rnd.int(1, 999)}@example.com`.toLowerCase();
    const phone = rnd.chance(0.25) ? null : `+1${rnd.int(200, 989)}${rnd.int(2000000, 9999999)}`;
    const plus = rnd.chance(0.18);
    const habit = rnd.weighted([[0, 8], [0.5, 30], [1, 40], [3, 17], [8, 5]] as [number, number][]);
    custs.push({ id, city, signup, habit, plus });
    custRows.push([id, first, last, email, phone, rnd.pick(zonesOf.get(city)!), signup, plus]);
  }

  // Couriers: the first six of each city start at launch and stay; the rest come and (some) go
  interface Courier { id: number; city: string; vehicle: string; hired: string; term: string | null; skill: number }
  const couriers: Courier[] = [];
  const courierRows: unknown[][] = [];
  const courierNames = new Set<string>();
  let courierId = 7000;
  for (const [city, , , launch, , zones] of CITIES) {
    const count = zones.length * 7;
    for (let i = 0; i < count; i++) {
      let name = '';
      do name = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
      while (courierNames.has(name));
      courierNames.add(name);
      const vehicle = rnd.weighted(VEHICLES);
      const hired = i < 6 ? launch : rnd.date(launch, '2026-10-31');
      let term: string | null = null;
      if (i >= 6 && rnd.chance(0.3)) {
        const end = addDays(hired, rnd.int(60, 600));
        if (end < LAST_DAY) term = end;
      }
      courierId += 1;
      couriers.push({ id: courierId, city, vehicle, hired, term, skill: rnd.float(3.9, 4.8) });
      courierRows.push([courierId, name, city, vehicle, hired, term]);
    }
  }

  // Orders, day by day
  const orderRows: unknown[][] = [];
  const lineRows: unknown[][] = [];
  const dlvRows: unknown[][] = [];
  const ratingRows: unknown[][] = [];
  const refundRows: unknown[][] = [];
  let ordId = 100000;
  let dlvId = 500000;
  let refundId = 9000;
  const lastMs = Date.parse(`${LAST_DAY}T23:59:59Z`);
  for (let day = '2024-01-01'; day <= LAST_DAY; day = addDays(day, 1)) {
    const date = new Date(`${day}T00:00:00Z`);
    const dayMs = date.getTime();
    const dow = DOW[date.getUTCDay()]!;
    const season = SEASON[date.getUTCMonth()]!;
    const promos = PROMOS.filter((p) => p[6] > 0 && p[4] <= day && (p[5] === null || p[5] >= day));
    for (const [city, , , launch, startRate] of CITIES) {
      if (launch > day) continue;
      const expected = startRate * (1 + 0.03 * monthsBetween(launch, day)) * dow * season * rnd.float(0.75, 1.25);
      const count = Math.floor(expected) + (rnd.next() < expected - Math.floor(expected) ? 1 : 0);
      const openRests = rests.filter((r) => r.city === city && r.onboard <= day && (r.offboard === null || r.offboard >= day) && !paused(r.name, day));
      const custPool = custs.filter((c) => c.city === city && c.signup <= day && c.habit > 0);
      const courierPool = couriers.filter((c) => c.city === city && c.hired <= day && (c.term === null || c.term > day));
      if (openRests.length === 0 || custPool.length === 0) continue;
      for (let n = 0; n < count; n++) {
        const rest = rnd.weighted(openRests.map((r) => [r, r.pop] as [Rest, number]));
        const cust = rnd.weighted(custPool.map((c) => [c, c.habit] as [Cust, number]));
        const hour = rnd.weighted(HOURS);
        const placedMs = dayMs + hour * 3_600_000 + rnd.int(0, hour === 22 ? 29 : 59) * MIN_MS + rnd.int(0, 59) * 1000;
        const pickup = rnd.chance(0.12);
        ordId += 1;

        // Lines
        const lines = rnd.weighted([[1, 25], [2, 35], [3, 25], [4, 10], [5, 5]] as [number, number][]);
        const chosen = rnd.shuffle(rest.items).slice(0, lines);
        let sub = 0;
        chosen.forEach((item, idx) => {
          const qty = rnd.weighted([[1, 75], [2, 20], [3, 5]] as [number, number][]);
          const unit = day < '2026-01-01' ? money(item.price * 0.94) : item.price;
          sub += qty * unit;
          lineRows.push([ordId, idx + 1, item.id, qty, unit]);
        });
        sub = money(sub);

        // Status, money
        const roll = rnd.next();
        const status = pickup ? (roll < 0.035 ? 'X' : roll < 0.06 ? 'R' : 'C') : roll < 0.045 ? 'X' : roll < 0.075 ? 'R' : roll < 0.09 ? 'F' : 'C';
        const courier = pickup || courierPool.length === 0 ? null : rnd.pick(courierPool);
        const dist = courier ? rnd.float(0.5, courier.vehicle === 'BIKE' ? 4.5 : courier.vehicle === 'CAR' ? 9 : 6.5, 1) : 0;
        const dlvFee = pickup ? 0 : cust.plus && sub >= 15 ? 0 : money(1.49 + dist * 0.4);
        const svcFee = pickup ? money(sub * 0.05) : money(Math.min(sub * 0.12, 6));
        const tip = pickup ? null : rnd.chance(0.78) ? rnd.weighted([[1, 1], [2, 3], [3, 4], [4, 3], [5, 3], [6, 1], [8, 1]] as [number, number][]) + rnd.pick([0, 0, 0.5]) : 0;
        const promo = promos.length > 0 && rnd.chance(0.14) ? rnd.weighted(promos.map((p) => [p, p[6]] as [(typeof PROMOS)[number], number])) : null;
        const disc = promo ? (promo[2] === 'PCT' ? money((sub * promo[3]) / 100) : Math.min(promo[3], sub)) : 0;
        const total = money(sub + dlvFee + svcFee + (tip ?? 0) - disc);
        const pay = rnd.weighted([['CARD', 70], ['WALLET', 22], ['CASH', 8]] as [string, number][]);

        // Delivery
        const prepMs = rnd.int(12, 35) * MIN_MS + rnd.int(0, 59) * 1000;
        let doneMs = placedMs + prepMs;
        if (courier && (status === 'C' || status === 'F' || (status === 'X' && rnd.chance(0.3)))) {
          dlvId += 1;
          const pickedUp = status === 'X' ? null : placedMs + prepMs;
          const travelMs = Math.round((dist * (courier.vehicle === 'CAR' ? 3.0 : 3.6) + rnd.float(3, 10)) * MIN_MS);
          doneMs = placedMs + prepMs + travelMs;
          dlvRows.push([dlvId, ordId, courier.id, dist, pickedUp === null ? null : ts(pickedUp), status === 'C' ? ts(doneMs) : null]);
        }

        // Rating
        if (status === 'C' && rnd.chance(0.3)) {
          const ratedMs = doneMs + rnd.int(10, 2880) * MIN_MS;
          if (ratedMs <= lastMs) {
            const noise = () => (rnd.next() + rnd.next() + rnd.next() - 1.5) * 1.6;
            const food = clamp(Math.round(rest.quality + noise()), 1, 5);
            const dlvRating = courier && rnd.chance(0.8) ? clamp(Math.round(courier.skill + noise()), 1, 5) : null;
            ratingRows.push([ordId, food, dlvRating, ts(ratedMs)]);
          }
        }

        // Refund
        let refunded = false;
        const refundDay = () => {
          const d = addDays(day, rnd.int(0, 2));
          return d > LAST_DAY ? LAST_DAY : d;
        };
        if (status === 'F') {
          refunded = true;
          refundRows.push([++refundId, ordId, refundDay(), total, 'NOT_DLVD']);
        } else if (status === 'C' && rnd.chance(pickup ? 0.015 : 0.04)) {
          refunded = true;
          const reason = pickup ? rnd.pick(['QUALITY', 'MISSING', 'WRONG']) : rnd.weighted([['MISSING', 4], ['LATE', 3], ['WRONG', 2], ['QUALITY', 2]] as [string, number][]);
          refundRows.push([++refundId, ordId, refundDay(), money(sub * rnd.float(0.15, 0.7)), reason]);
        }

        orderRows.push([ordId, cust.id, rest.id, ts(placedMs), pickup ? 'PICKUP' : 'DELIVERY', status, sub, dlvFee, svcFee, tip, disc, promo ? promo[0] : null, total, pay, refunded ? 'Y' : 'N']);
      }
    }
  }

  return [
    'CREATE SCHEMA mkt;',
    'CREATE TABLE mkt.cities (city_cd char(3) PRIMARY KEY, city_nm text NOT NULL, state_cd char(2) NOT NULL, launch_dt date NOT NULL);',
    'CREATE TABLE mkt.zones (zone_id integer PRIMARY KEY, city_cd char(3) NOT NULL REFERENCES mkt.cities, zone_nm text NOT NULL);',
    'CREATE TABLE mkt.cuisines (cuisine_cd text PRIMARY KEY, cuisine_desc text NOT NULL);',
    'CREATE TABLE mkt.ord_status (status_cd char(1) PRIMARY KEY, status_desc text NOT NULL);',
    `CREATE TABLE mkt.restaurants (rest_id integer PRIMARY KEY, rest_nm text NOT NULL, zone_id integer NOT NULL REFERENCES mkt.zones,
      cuisine_cd text NOT NULL REFERENCES mkt.cuisines, onboard_dt date NOT NULL, offboard_dt date, commission_pct numeric(4,1) NOT NULL,
      is_active char(1) NOT NULL CHECK (is_active IN ('Y', 'N')));`,
    `CREATE TABLE mkt.menu_items (item_id integer PRIMARY KEY, rest_id integer NOT NULL REFERENCES mkt.restaurants, item_nm text NOT NULL,
      menu_cat text NOT NULL, price numeric(6,2) NOT NULL, is_veg boolean NOT NULL, is_avail char(1) NOT NULL);`,
    `CREATE TABLE mkt.customers (cust_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text, phone text,
      home_zone_id integer NOT NULL REFERENCES mkt.zones, signup_dt date NOT NULL, is_plus boolean NOT NULL);`,
    `CREATE TABLE mkt.couriers (courier_id integer PRIMARY KEY, courier_nm text NOT NULL, city_cd char(3) NOT NULL REFERENCES mkt.cities,
      vehicle_typ text NOT NULL, hired_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE mkt.promo_codes (promo_cd text PRIMARY KEY, promo_desc text NOT NULL, disc_typ text NOT NULL, disc_val numeric(6,2) NOT NULL,
      valid_from date NOT NULL, valid_to date);`,
    `CREATE TABLE mkt.orders (ord_id integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES mkt.customers,
      rest_id integer NOT NULL REFERENCES mkt.restaurants, placed_ts timestamp NOT NULL, fulfil_typ text NOT NULL,
      ord_status char(1) NOT NULL REFERENCES mkt.ord_status, sub_total numeric(8,2) NOT NULL, dlv_fee numeric(6,2) NOT NULL,
      svc_fee numeric(6,2) NOT NULL, tip_amt numeric(6,2), disc_amt numeric(6,2) NOT NULL, promo_cd text REFERENCES mkt.promo_codes,
      ord_total numeric(8,2) NOT NULL, pay_method text NOT NULL, is_refunded char(1) NOT NULL);`,
    `CREATE TABLE mkt.order_items (ord_id integer NOT NULL REFERENCES mkt.orders, line_no integer NOT NULL,
      item_id integer NOT NULL REFERENCES mkt.menu_items, qty integer NOT NULL, unit_price numeric(6,2) NOT NULL, PRIMARY KEY (ord_id, line_no));`,
    `CREATE TABLE mkt.deliveries (dlv_id integer PRIMARY KEY, ord_id integer NOT NULL UNIQUE REFERENCES mkt.orders,
      courier_id integer NOT NULL REFERENCES mkt.couriers, dist_km numeric(4,1) NOT NULL, pickup_ts timestamp, dlv_ts timestamp);`,
    `CREATE TABLE mkt.ratings (ord_id integer PRIMARY KEY REFERENCES mkt.orders, food_rating smallint NOT NULL, dlv_rating smallint,
      rated_ts timestamp NOT NULL);`,
    `CREATE TABLE mkt.refunds (refund_id integer PRIMARY KEY, ord_id integer NOT NULL REFERENCES mkt.orders, refund_dt date NOT NULL,
      refund_amt numeric(8,2) NOT NULL, reason_cd text NOT NULL);`,
    insertRows('mkt.cities', ['city_cd', 'city_nm', 'state_cd', 'launch_dt'], CITIES.map((c) => c.slice(0, 4))),
    insertRows('mkt.zones', ['zone_id', 'city_cd', 'zone_nm'], zoneRows),
    insertRows('mkt.cuisines', ['cuisine_cd', 'cuisine_desc'], CUISINES),
    insertRows('mkt.ord_status', ['status_cd', 'status_desc'], STATUSES),
    insertRows('mkt.restaurants', ['rest_id', 'rest_nm', 'zone_id', 'cuisine_cd', 'onboard_dt', 'offboard_dt', 'commission_pct', 'is_active'], restRows),
    insertRows('mkt.menu_items', ['item_id', 'rest_id', 'item_nm', 'menu_cat', 'price', 'is_veg', 'is_avail'], itemRows),
    insertRows('mkt.customers', ['cust_id', 'first_nm', 'last_nm', 'email', 'phone', 'home_zone_id', 'signup_dt', 'is_plus'], custRows),
    insertRows('mkt.couriers', ['courier_id', 'courier_nm', 'city_cd', 'vehicle_typ', 'hired_dt', 'term_dt'], courierRows),
    insertRows('mkt.promo_codes', ['promo_cd', 'promo_desc', 'disc_typ', 'disc_val', 'valid_from', 'valid_to'], PROMOS.map((p) => p.slice(0, 6))),
    insertRows('mkt.orders', ['ord_id', 'cust_id', 'rest_id', 'placed_ts', 'fulfil_typ', 'ord_status', 'sub_total', 'dlv_fee', 'svc_fee', 'tip_amt', 'disc_amt', 'promo_cd', 'ord_total', 'pay_method', 'is_refunded'], orderRows),
    insertRows('mkt.order_items', ['ord_id', 'line_no', 'item_id', 'qty', 'unit_price'], lineRows),
    insertRows('mkt.deliveries', ['dlv_id', 'ord_id', 'courier_id', 'dist_km', 'pickup_ts', 'dlv_ts'], dlvRows),
    insertRows('mkt.ratings', ['ord_id', 'food_rating', 'dlv_rating', 'rated_ts'], ratingRows),
    insertRows('mkt.refunds', ['refund_id', 'ord_id', 'refund_dt', 'refund_amt', 'reason_cd'], refundRows),
  ].join('\n');
}
