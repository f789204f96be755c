/**
 * Kindlefund, a reward-based crowdfunding platform that opened on 2025-01-01. Creators launch projects (campaigns)
 * with a funding goal and a deadline; backers pledge money and pick a reward tier. A project is all-or-nothing: when
 * its deadline passes with pledges at or above the goal it is funded, the pledges are charged and, about two weeks
 * later, the money less our platform fee and the card-processing fee is paid out to the creator by our payments
 * processor. This is the platform's production database, 2025-01-01 to 2026-11-24 (the day before the copy was taken).
 * All money is in US dollars.
 *
 * Schema `cf`:
 * - `usr`: every account on the platform, keyed by `usr_id`. The same account can back projects (as `pledge.backer_id`)
 *   and create projects (as `proj.creator_id`); a creator is an account with at least one project, a backer an account
 *   with at least one pledge. `full_nm` the person's name; `email`; `cntry_cd` ISO 3166 two-letter country code (US,
 *   GB, CA, DE, AU, FR, NL, JP, SE); `signup_dt` the day the account was opened; `referred_by` the `usr_id` of the user
 *   whose invite link brought them to the platform, NULL when they came on their own; `acct_sts` ACT active, SUSP
 *   suspended by trust and safety, CLSD closed by the user.
 * - `cat`: project categories, keyed by `cat_cd` (ART, COMX comics, DSGN design, FASH fashion, FILM film and video, FOOD,
 *   GAME tabletop and video games, MUSC music, PUBL publishing, TECH technology); `cat_nm` the name shown on the site.
 * - `proj`: projects (campaigns), keyed by `proj_id`. `creator_id` (`usr.usr_id`); `proj_title`; `cat_cd`;
 *   `goal_amt` the funding goal in dollars (numeric); `launch_dt` the day it went live; `ddl_dt` the deadline, the last
 *   day pledges are taken; `state_cd` LIVE still taking pledges (deadline not passed yet), SUCC successfully funded
 *   (pledges at the deadline reached the goal), FAIL deadline passed short of the goal (nobody is charged), CNCL
 *   cancelled by the creator before the deadline (nobody is charged); `cncl_dt` the day it was cancelled, NULL unless
 *   CNCL; `staff_pick` true when our editors featured it ("Projects We Love").
 * - `reward_tier`: the rewards a project offers, keyed by `tier_id`. `proj_id`; `tier_nm`; `min_amt` the minimum
 *   pledge in dollars (numeric) to get the reward; `qty_limit` how many backers can claim it, NULL when unlimited;
 *   `est_dlvry_mo` the first day of the month the creator estimates the reward will be delivered.
 * - `pledge`: one backer's pledge to one project (a backer pledges at most once per project), keyed by `pldg_id`.
 *   `proj_id`; `backer_id` (`usr.usr_id`); `tier_id` the reward tier chosen, NULL for a pledge with no reward;
 *   `amount_cents` the pledge in cents (integer: 4900 is $49.00), the tier minimum plus any extra the backer added;
 *   `pldg_ts` when it was made; `cncl_ts` when it was cancelled (by the backer before the deadline, or by the platform
 *   when the project was cancelled), NULL otherwise; a cancelled pledge is not part of the project's pledged total, its
 *   backer count or a tier's claimed count. `refunded_at` when the charged pledge was refunded to the backer after a
 *   funded project (only on SUCC projects), NULL unless refunded.
 * - `proj_update`: updates the creator posted on a project page, keyed by `upd_id`. `proj_id`; `posted_ts`;
 *   `upd_title`; `backers_only` true when only backers can read it.
 * - `proj_comment`: comments on project pages, keyed by `cmt_id`. `proj_id`; `usr_id` the author (a backer of the
 *   project, or the creator replying); `cmt_ts`; `body`.
 * - `stripe_payouts`: the payouts report exported from our payments processor, loaded as it comes, one row per payout
 *   attempt to a creator for a funded project. Its columns keep the processor's headers: "Payout ID"; "Project ID" (=
 *   `proj.proj_id`); "Creator Email" (= `usr.email`); "Payout Date"; "Gross Amount" the project's pledged total in
 *   dollars; "Platform Fee" our 5% commission; "Processing Fee" card processing, 3% plus $0.20 per pledge; "Net Amount"
 *   what the creator receives (gross less both fees); "Currency" (always usd); "Status" paid (arrived in the creator's
 *   bank), in_transit (sent, not arrived yet), failed (bounced by the creator's bank: nothing was paid and the payout was
 *   retried later in a new row).
 */
import {
  addDays,
  insertRows,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const LAST_DAY = "2026-11-24";

type Cat =
  | "ART"
  | "COMX"
  | "DSGN"
  | "FASH"
  | "FILM"
  | "FOOD"
  | "GAME"
  | "MUSC"
  | "PUBL"
  | "TECH";

const CATS: Record<
  Cat,
  {
    nm: string;
    projects: number;
    success: number;
    backers: number;
    price: number;
    titles: [string[], string[]];
    std: [string, string];
  }
> = {
  ART: {
    nm: "Art",
    projects: 11,
    success: 0.55,
    backers: 14,
    price: 75,
    titles: [
      [
        "Paper Moons",
        "Urban Birds",
        "Tidal",
        "Quiet Places",
        "Ghost Signs",
        "Small Wonders",
      ],
      [" Art Book", " Mural Project", " Print Series", " Tarot Deck"],
    ],
    std: ["Art Print", "Framed Print"],
  },
  COMX: {
    nm: "Comics",
    projects: 11,
    success: 0.7,
    backers: 18,
    price: 45,
    titles: [
      [
        "Steel Sparrow",
        "Moon Kids",
        "Inkbound",
        "Neon Ronin",
        "Dead Reckoning",
        "Fox & Crow",
        "Gutter Saints",
      ],
      [" #1", " Vol. 2", " Graphic Novel", " Omnibus"],
    ],
    std: ["PDF + Print Copy", "Signed Variant Cover"],
  },
  DSGN: {
    nm: "Design",
    projects: 14,
    success: 0.6,
    backers: 20,
    price: 135,
    titles: [
      ["Arc", "Slate", "Fold", "Terra", "Linen", "Oak & Iron", "Nomad", "Kite"],
      [" Backpack", " Desk Organizer", " Wallet", " Chef Knife", " Planter"],
    ],
    std: ["The Essential", "The Full Set"],
  },
  FASH: {
    nm: "Fashion",
    projects: 11,
    success: 0.45,
    backers: 13,
    price: 160,
    titles: [
      [
        "Wool & Wave",
        "Trailborn",
        "Selvedge",
        "Canopy",
        "Foxglove",
        "Driftwood",
      ],
      [" Raincoat", " Sneakers", " Denim", " Scarf"],
    ],
    std: ["One Piece", "The Pair"],
  },
  FILM: {
    nm: "Film & Video",
    projects: 12,
    success: 0.45,
    backers: 15,
    price: 60,
    titles: [
      [
        "The Salt Road",
        "Night Shift",
        "Paper Lanterns",
        "Northbound",
        "The Last Ferry",
        "Under the Bridge",
        "Glass Harbor",
        "Wild Acre",
      ],
      [" (Short Film)", " Documentary", " Feature Film"],
    ],
    std: ["Digital Download", "Blu-ray + Credits"],
  },
  FOOD: {
    nm: "Food",
    projects: 10,
    success: 0.35,
    backers: 12,
    price: 50,
    titles: [
      [
        "Smokehouse",
        "Ferment",
        "Little Fig",
        "Saltbox",
        "Honeycomb",
        "Wildcrust",
      ],
      [" Hot Sauce", " Bakery Van", " Cookbook", " Kombucha", " Chocolate Bar"],
    ],
    std: ["Taster Box", "Big Box"],
  },
  GAME: {
    nm: "Games",
    projects: 20,
    success: 0.75,
    backers: 30,
    price: 90,
    titles: [
      [
        "Starforge",
        "Hexwood",
        "Tidebound",
        "Skyrail",
        "Cinder Keep",
        "Moonwell",
        "Gravelight",
        "Wyrmspire",
        "Copperline",
      ],
      [": The Board Game", " Card Game", " Tactics", " Dice Duel"],
    ],
    std: ["Core Game", "Deluxe Game"],
  },
  MUSC: {
    nm: "Music",
    projects: 12,
    success: 0.55,
    backers: 14,
    price: 45,
    titles: [
      [
        "Juniper Lane",
        "The Velvet Owls",
        "Marisol Vega",
        "Northern Static",
        "Blue Hour",
        "Cass & the Tides",
        "Hollow Pines",
        "Ruby Fray",
      ],
      [" Debut Album", " Vinyl Pressing", " EP", " Tour"],
    ],
    std: ["Digital Album", "Signed Vinyl"],
  },
  PUBL: {
    nm: "Publishing",
    projects: 13,
    success: 0.55,
    backers: 16,
    price: 60,
    titles: [
      [
        "Tales of",
        "Atlas of",
        "Recipes from",
        "Letters from",
        "Field Guide to",
      ],
      [
        " the Hollow Sea",
        " Lost Rivers",
        " Small Towns",
        " the Night Sky",
        " Forgotten Gardens",
        " Old Kyoto",
      ],
    ],
    std: ["Paperback", "Hardcover"],
  },
  TECH: {
    nm: "Technology",
    projects: 16,
    success: 0.45,
    backers: 26,
    price: 270,
    titles: [
      [
        "Pocket",
        "Lumo",
        "Aero",
        "Nimbus",
        "Volt",
        "Orbit",
        "Pixel",
        "Echo",
        "Flux",
        "Nova",
      ],
      [
        " Smart Lamp",
        " Mini Drone",
        " E-Ink Notebook",
        " Travel Charger",
        " Desk Robot",
      ],
    ],
    std: ["One Unit", "Two-Pack"],
  },
};

const FIRST = [
  "Ava",
  "Liam",
  "Noah",
  "Emma",
  "Olivia",
  "Mia",
  "Lucas",
  "Ethan",
  "Chloe",
  "Isla",
  "Leo",
  "Zoe",
  "Maya",
  "Owen",
  "Ruby",
  "Finn",
  "Hugo",
  "Nora",
  "Elena",
  "Jonas",
  "Sven",
  "Kenji",
  "Yuki",
  "Amara",
  "Priya",
  "Omar",
  "Sofia",
  "Mateo",
  "Clara",
  "Felix",
  "Hannah",
  "Jack",
  "Grace",
  "Theo",
  "Ivy",
  "Max",
  "Lena",
  "Sam",
  "Aiden",
  "Julia",
  "Ben",
  "Rosa",
  "Dev",
  "Nina",
  "Ezra",
  "Tara",
  "Caleb",
  "Lily",
  "Marco",
  "Freya",
];
const LAST = [
  "Smith",
  "Brown",
  "Garcia",
  "Miller",
  "Davis",
  "Wilson",
  "Taylor",
  "Clark",
  "Walker",
  "Young",
  "King",
  "Wright",
  "Hill",
  "Green",
  "Baker",
  "Adams",
  "Nelson",
  "Carter",
  "Mitchell",
  "Turner",
  "Parker",
  "Evans",
  "Collins",
  "Murphy",
  "Cook",
  "Rivera",
  "Bailey",
  "Cooper",
  "Reed",
  "Ward",
  "Fischer",
  "Weber",
  "Schmidt",
  "Tanaka",
  "Sato",
  "Larsen",
  "Lindqvist",
  "Dubois",
  "Moreau",
  "de Vries",
  "Jansen",
  "Okafor",
  "Patel",
  "Shah",
  "Nguyen",
  "Kim",
  "Costa",
  "Rossi",
  "Novak",
  "Byrne",
];
const COUNTRIES: [string, number][] = [
  ["US", 44],
  ["GB", 14],
  ["CA", 10],
  ["DE", 9],
  ["AU", 7],
  ["FR", 5],
  ["NL", 4],
  ["JP", 4],
  ["SE", 3],
];

const UPDATE_TITLES = [
  "We are live!",
  "Halfway there",
  "Stretch goal unlocked",
  "Funded - thank you!",
  "Production update",
  "Shipping update",
  "Final 48 hours",
  "Backer survey is out",
  "Factory samples are in",
  "A short delay",
];
const COMMENTS = [
  "Just backed, so excited!",
  "Will this ship to Europe?",
  "Any add-ons planned?",
  "Love the art style.",
  "Can I change my reward tier?",
  "When will the survey go out?",
  "Congrats on funding!",
  "Any update on shipping?",
  "Thanks for the transparency.",
  "Received mine today, looks great.",
  "Is there a digital version?",
  "Good luck with the last days!",
  "Thanks everyone for the support!",
  "We are looking into it and will post an update.",
];

interface User {
  key: number;
  id: number;
  first: string;
  last: string;
  cntry: string;
  signup: string;
  referredBy: number | null;
  sts: string;
  weight: number;
  creator: boolean;
}

interface Tier {
  id: number;
  nm: string;
  min: number;
  limit: number | null;
  weight: number;
  dlvry: string;
  claimed: number;
}

interface Project {
  id: number;
  creator: User | null;
  title: string;
  cat: Cat;
  goal: number;
  launch: string;
  ddl: string;
  state: "LIVE" | "SUCC" | "FAIL" | "CNCL";
  cncl: string | null;
  staffPick: boolean;
  tiers: Tier[];
  targetBackers: number;
  wantSuccess: boolean;
}

interface Pledge {
  id: number;
  proj: Project;
  backer: User;
  tier: Tier | null;
  cents: number;
  ts: string;
  cncl: string | null;
  refunded: string | null;
}

function daysBetween(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
}
function ts(day: string, minute: number): string {
  return `${day} ${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}:00`;
}
function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}
function addMonths(iso: string, n: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + n;
  return `${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`;
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function money(x: number): number {
  return Math.round(x * 100) / 100;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const names = uniqueNames(r, FIRST, LAST);

  // Projects: launch dates spread over the whole period, more of them as the platform grows.
  const projects: Project[] = [];
  const usedTitles = new Set<string>(["Emberfall: The Board Game"]);
  for (const cat of Object.keys(CATS) as Cat[]) {
    const c = CATS[cat];
    for (let i = 0; i < c.projects; i++) {
      let title = "";
      do title = `${r.pick(c.titles[0])}${r.pick(c.titles[1])}`;
      while (usedTitles.has(title));
      usedTitles.add(title);
      const u = Math.sqrt(r.next());
      const launch = addDays(
        "2025-01-06",
        Math.floor(u * daysBetween("2025-01-06", "2026-11-18")),
      );
      const ddl = addDays(
        launch,
        r.pick([30, 30, 30, 30, 45, 45, 60, 21, 35, 40]),
      );
      const staffPick = r.chance(0.15);
      projects.push({
        id: 0,
        creator: null,
        title,
        cat,
        goal: 0,
        launch,
        ddl,
        state: "LIVE",
        cncl: null,
        staffPick,
        tiers: [],
        targetBackers: Math.max(
          3,
          Math.round(c.backers * Math.exp(normal(r) * 0.55)),
        ),
        wantSuccess: r.chance(
          Math.min(0.95, c.success + (staffPick ? 0.2 : 0)),
        ),
      });
    }
  }
  const flagship: Project = {
    id: 0,
    creator: null,
    title: "Emberfall: The Board Game",
    cat: "GAME",
    goal: 0,
    launch: "2026-03-03",
    ddl: "2026-04-02",
    state: "LIVE",
    cncl: null,
    staffPick: true,
    tiers: [],
    targetBackers: 140,
    wantSuccess: true,
  };
  projects.push(flagship);
  projects.sort((a, b) =>
    a.launch === b.launch
      ? a.title.localeCompare(b.title)
      : a.launch.localeCompare(b.launch),
  );
  projects.forEach((p, i) => {
    p.id = 1001 + i;
  });
  // A few projects get cancelled by their creator part-way.
  for (const p of projects) {
    if (p === flagship || !r.chance(0.08)) continue;
    const lastPossible = p.ddl <= LAST_DAY ? addDays(p.ddl, -2) : LAST_DAY;
    const span = daysBetween(p.launch, lastPossible);
    if (span < 5) continue;
    p.cncl = addDays(p.launch, r.int(3, span));
    p.state = "CNCL";
  }

  // Users: backers spread over the period, creators opened their account shortly before their first launch.
  const users: User[] = [];
  let key = 0;
  const newUser = (signup: string, creator: boolean): User => {
    const [first, last] = names();
    const user: User = {
      key: key++,
      id: 0,
      first,
      last,
      cntry: r.weighted(COUNTRIES),
      signup,
      referredBy: null,
      sts: r.weighted([
        ["ACT", 95],
        ["SUSP", 2],
        ["CLSD", 3],
      ] as const),
      weight: Math.exp(normal(r) * 0.8) * (creator ? 0.6 : 1),
      creator,
    };
    users.push(user);
    return user;
  };
  for (let i = 0; i < 600; i++) {
    const u = Math.sqrt(r.next());
    newUser(
      addDays(FIRST_DAY, Math.floor(u * daysBetween(FIRST_DAY, LAST_DAY))),
      false,
    );
  }
  // Creators: most run one project, some two or three.
  const byLaunch = [...projects];
  const creators: User[] = [];
  const creatorLaunch = new Map<User, string>();
  for (const p of byLaunch) {
    const repeat = creators.filter(
      (c) => (creatorLaunch.get(c) ?? "") < addDays(p.launch, -60),
    );
    if (repeat.length > 0 && r.chance(0.28)) {
      p.creator = r.pick(repeat);
    } else {
      const earliest = daysBetween(FIRST_DAY, p.launch);
      const signup = addDays(
        p.launch,
        -r.int(3, Math.max(3, Math.min(earliest, 120))),
      );
      const c = newUser(signup < FIRST_DAY ? FIRST_DAY : signup, true);
      creators.push(c);
      p.creator = c;
    }
    creatorLaunch.set(p.creator, p.launch);
  }
  // Some creators are not backers at all.
  for (const c of creators) if (r.chance(0.45)) c.weight = 0;
  // Ids follow the signup order.
  users.sort((a, b) =>
    a.signup === b.signup ? a.key - b.key : a.signup.localeCompare(b.signup),
  );
  users.forEach((u, i) => {
    u.id = 10001 + i;
  });
  // Referrals: a quarter of users came through an invite link of someone who signed up before them.
  const superReferrers = new Set([users[12], users[40], users[95]]);
  users.forEach((u, i) => {
    if (i < 5 || !r.chance(0.25)) return;
    const earlier = users.slice(0, i).filter((e) => e.signup < u.signup);
    if (earlier.length === 0) return;
    const weights = earlier.map(
      (e) =>
        [e, e === users[12] ? 30 : superReferrers.has(e) ? 12 : 1] as const,
    );
    u.referredBy = r.weighted(weights).id;
  });

  // Reward tiers.
  let nextTier = 5001;
  for (const p of projects) {
    const c = CATS[p.cat];
    const s = c.price;
    const deliveryBase = p.ddl;
    const tier = (
      nm: string,
      min: number,
      limit: number | null,
      weight: number,
    ) => {
      p.tiers.push({
        id: nextTier++,
        nm,
        min,
        limit,
        weight,
        dlvry: addMonths(monthStart(deliveryBase), r.int(2, 8)),
        claimed: 0,
      });
    };
    if (p === flagship) {
      tier("Digital Thanks", 5, null, 0.08);
      tier("Early Bird", 39, 60, 0.45);
      tier("Core Game", 49, null, 0.3);
      tier("Deluxe Game", 99, null, 0.15);
      tier("Collector's Edition", 249, 12, 0.06);
      continue;
    }
    if (r.chance(0.6)) tier("Digital Thanks", r.pick([1, 5, 5, 10]), null, 0.1);
    if (r.chance(0.5))
      tier("Early Bird", Math.round(s * 0.8), r.int(8, 30), 0.45);
    tier(c.std[0], s, null, 0.35);
    if (r.chance(0.7)) tier(c.std[1], s * 2, null, 0.15);
    if (r.chance(0.35)) tier("Collector's Edition", s * 5, r.int(3, 12), 0.06);
  }

  // Pledges: crowded at the start and at the end of a campaign.
  const pledges: Pledge[] = [];
  let nextPledge = 100001;
  for (const p of projects) {
    const end = p.cncl
      ? addDays(p.cncl, -1)
      : p.ddl < LAST_DAY
        ? p.ddl
        : LAST_DAY;
    const span = daysBetween(p.launch, end);
    if (span < 0) continue;
    const full = daysBetween(p.launch, p.ddl);
    const n = Math.max(
      1,
      Math.round(
        p.targetBackers *
          Math.min(1, (span + 1) / (full + 1)) *
          (p.cncl ? 0.7 : 1),
      ),
    );
    const stamps: string[] = [];
    for (let i = 0; i < n; i++) {
      let day: number;
      const roll = r.next();
      if (roll < 0.35) day = r.int(0, Math.min(2, span));
      else if (roll < 0.55 && p.ddl <= LAST_DAY && !p.cncl)
        day = r.int(Math.max(0, span - 2), span);
      else day = r.int(0, span);
      stamps.push(ts(addDays(p.launch, day), r.int(0, 24 * 60 - 1)));
    }
    stamps.sort();
    const taken = new Set<User>();
    for (const stamp of stamps) {
      const date = stamp.slice(0, 10);
      const eligible = users.filter(
        (u) =>
          u.weight > 0 &&
          u.signup <= date &&
          u !== p.creator &&
          !taken.has(u) &&
          !(u.creator && p.cncl),
      );
      if (eligible.length === 0) continue;
      const backer = r.weighted(eligible.map((u) => [u, u.weight] as const));
      taken.add(backer);
      const cancelled = !backer.creator && r.chance(0.05);
      let tier: Tier | null = null;
      if (!r.chance(0.06)) {
        const open = p.tiers.filter(
          (t) => t.limit === null || t.claimed < t.limit,
        );
        tier = r.weighted(open.map((t) => [t, t.weight] as const));
        if (!cancelled) tier.claimed++;
      }
      const dollars = tier
        ? tier.min +
          (r.chance(0.25) ? r.int(1, Math.round(tier.min * 0.3) + 5) : 0)
        : r.int(1, 25);
      const cents = dollars * 100 + (r.chance(0.04) ? 50 : 0);
      let cncl: string | null = null;
      if (cancelled) {
        const left = daysBetween(date, end);
        cncl = ts(
          addDays(date, r.int(0, Math.max(0, left))),
          r.int(0, 24 * 60 - 1),
        );
        if (cncl <= stamp) cncl = ts(date, 24 * 60 - 1);
      } else if (p.cncl) {
        cncl = ts(p.cncl, r.int(8 * 60, 20 * 60));
      }
      pledges.push({
        id: nextPledge++,
        proj: p,
        backer,
        tier,
        cents,
        ts: stamp,
        cncl,
        refunded: null,
      });
    }
  }
  pledges.sort((a, b) =>
    a.ts === b.ts ? a.id - b.id : a.ts.localeCompare(b.ts),
  );
  pledges.forEach((pl, i) => {
    pl.id = 100001 + i;
  });

  // One collector on Emberfall added a large extra on top of the Collector's Edition: the biggest pledge on the platform.
  const whale = pledges.find(
    (pl) =>
      pl.proj === flagship && !pl.cncl && pl.tier?.nm === "Collector's Edition",
  );
  if (whale) whale.cents = 250000;

  // Goals and final states.
  const pledgedCents = new Map<Project, number>();
  const pledgeCount = new Map<Project, number>();
  const offeredCents = new Map<Project, number>();
  for (const pl of pledges) {
    offeredCents.set(pl.proj, (offeredCents.get(pl.proj) ?? 0) + pl.cents);
    if (pl.cncl) continue;
    pledgedCents.set(pl.proj, (pledgedCents.get(pl.proj) ?? 0) + pl.cents);
    pledgeCount.set(pl.proj, (pledgeCount.get(pl.proj) ?? 0) + 1);
  }
  for (const p of projects) {
    const total = (pledgedCents.get(p) ?? 0) / 100;
    let ratio: number;
    const offered = (offeredCents.get(p) ?? 0) / 100;
    if (p.state === "CNCL") ratio = r.float(0.1, 0.6, 3);
    else if (p.ddl > LAST_DAY) {
      const progress =
        (daysBetween(p.launch, LAST_DAY) + 1) /
        (daysBetween(p.launch, p.ddl) + 1);
      ratio =
        (p.wantSuccess ? r.float(1.05, 2.2, 3) : r.float(0.4, 0.9, 3)) *
        Math.min(1, progress + 0.25);
    } else if (p === flagship) ratio = 4.3;
    else if (p.wantSuccess) ratio = r.float(1.03, 2.8, 3);
    else ratio = r.chance(0.3) ? r.float(0.8, 0.97, 3) : r.float(0.15, 0.75, 3);
    const raw = Math.max(500, (p.state === "CNCL" ? offered : total) / ratio);
    p.goal =
      raw < 5000 ? Math.round(raw / 100) * 100 : Math.round(raw / 500) * 500;
    if (p.state === "CNCL") continue;
    if (p.ddl > LAST_DAY) p.state = "LIVE";
    else p.state = total >= p.goal ? "SUCC" : "FAIL";
  }

  // Refunds after a funded project.
  for (const pl of pledges) {
    if (pl.cncl || pl.proj.state !== "SUCC" || !r.chance(0.035)) continue;
    const day = addDays(pl.proj.ddl, r.int(5, 160));
    if (day <= LAST_DAY) pl.refunded = ts(day, r.int(8 * 60, 19 * 60));
  }

  // Payouts: two weeks after the deadline; a few bounce and are retried a week or so later.
  const payouts: unknown[][] = [];
  const alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const payoutId = () =>
    `po_${Array.from({ length: 16 }, () => r.pick(alphabet.split(""))).join("")}`;
  const forced = new Set<string>();
  for (const p of projects) {
    if (p.state !== "SUCC") continue;
    const first = addDays(p.ddl, 14);
    if (first > LAST_DAY) continue;
    const gross = (pledgedCents.get(p) ?? 0) / 100;
    const platform = money(gross * 0.05);
    const processing = money(gross * 0.03 + 0.2 * (pledgeCount.get(p) ?? 0));
    const net = money(gross - platform - processing);
    const row = (date: string, status: string) => [
      payoutId(),
      p.id,
      emailOf(p.creator as User),
      date,
      gross,
      platform,
      processing,
      net,
      "usd",
      status,
    ];
    const statusOn = (date: string) =>
      date >= "2026-11-22" ? "in_transit" : "paid";
    const octoberBounce =
      first >= "2026-10-01" &&
      first < "2026-10-25" &&
      ![...forced].some((d) => d >= "2026-10-01");
    const bounce =
      octoberBounce ||
      (first >= "2026-01-01" &&
        first < "2026-11-10" &&
        forced.size < 3 &&
        r.chance(0.25)) ||
      r.chance(0.04);
    if (bounce) {
      forced.add(first);
      payouts.push(row(first, "failed"));
      const retry = addDays(first, r.int(6, 12));
      if (retry <= LAST_DAY) payouts.push(row(retry, statusOn(retry)));
    } else payouts.push(row(first, statusOn(first)));
  }
  payouts.sort((a, b) => String(a[3]).localeCompare(String(b[3])));

  // Updates and comments.
  const updates: unknown[][] = [];
  let nextUpd = 1;
  const comments: unknown[][] = [];
  let nextCmt = 1;
  const backersOf = new Map<Project, Pledge[]>();
  for (const pl of pledges)
    backersOf.set(pl.proj, [...(backersOf.get(pl.proj) ?? []), pl]);
  for (const p of projects) {
    const horizon =
      p.cncl ??
      (addDays(p.ddl, 200) < LAST_DAY ? addDays(p.ddl, 200) : LAST_DAY);
    const span = daysBetween(p.launch, horizon);
    let nUpd =
      p.state === "SUCC"
        ? r.chance(0.12)
          ? 0
          : 1 + r.poisson(3)
        : p.state === "LIVE"
          ? r.poisson(1.5)
          : p.state === "CNCL"
            ? 1
            : r.poisson(1);
    if (p === flagship) nUpd = 9;
    const stamps = Array.from({ length: nUpd }, () =>
      ts(addDays(p.launch, r.int(0, span)), r.int(7 * 60, 22 * 60)),
    ).sort();
    for (const stamp of stamps) {
      const title =
        p.state === "CNCL" ? "Why we are cancelling" : r.pick(UPDATE_TITLES);
      updates.push([nextUpd++, p.id, stamp, title, r.chance(0.3)]);
    }
    const bs = backersOf.get(p) ?? [];
    const nCmt = r.poisson(0.3 * bs.length + 0.5);
    for (let i = 0; i < nCmt; i++) {
      const byCreator = r.chance(0.15) || bs.length === 0;
      const author = byCreator ? (p.creator as User) : r.pick(bs);
      const from = byCreator ? p.launch : (author as Pledge).ts.slice(0, 10);
      const day = addDays(
        from,
        r.int(0, Math.max(0, daysBetween(from, horizon))),
      );
      const stamp = ts(day, r.int(0, 24 * 60 - 1));
      comments.push([
        0,
        p.id,
        byCreator ? (p.creator as User).id : (author as Pledge).backer.id,
        stamp,
        byCreator ? r.pick(COMMENTS.slice(-2)) : r.pick(COMMENTS.slice(0, -2)),
      ]);
    }
  }
  comments.sort((a, b) => String(a[3]).localeCompare(String(b[3])));
  comments.forEach((c) => {
    c[0] = nextCmt++;
  });

  return [
    "CREATE SCHEMA cf;",
    `CREATE TABLE cf.usr (usr_id integer PRIMARY KEY, full_nm text NOT NULL, email text NOT NULL, cntry_cd char(2) NOT NULL, signup_dt date NOT NULL,
      referred_by integer REFERENCES cf.usr (usr_id), acct_sts varchar(4) NOT NULL);`,
    "CREATE TABLE cf.cat (cat_cd varchar(4) PRIMARY KEY, cat_nm text NOT NULL);",
    `CREATE TABLE cf.proj (proj_id integer PRIMARY KEY, creator_id integer NOT NULL REFERENCES cf.usr (usr_id), proj_title text NOT NULL,
      cat_cd varchar(4) NOT NULL REFERENCES cf.cat (cat_cd), goal_amt numeric(12,2) NOT NULL, launch_dt date NOT NULL, ddl_dt date NOT NULL,
      state_cd varchar(4) NOT NULL, cncl_dt date, staff_pick boolean NOT NULL);`,
    `CREATE TABLE cf.reward_tier (tier_id integer PRIMARY KEY, proj_id integer NOT NULL REFERENCES cf.proj (proj_id), tier_nm text NOT NULL,
      min_amt numeric(10,2) NOT NULL, qty_limit integer, est_dlvry_mo date NOT NULL);`,
    `CREATE TABLE cf.pledge (pldg_id integer PRIMARY KEY, proj_id integer NOT NULL REFERENCES cf.proj (proj_id), backer_id integer NOT NULL REFERENCES cf.usr (usr_id),
      tier_id integer REFERENCES cf.reward_tier (tier_id), amount_cents integer NOT NULL, pldg_ts timestamp NOT NULL, cncl_ts timestamp, refunded_at timestamp);`,
    `CREATE TABLE cf.proj_update (upd_id integer PRIMARY KEY, proj_id integer NOT NULL REFERENCES cf.proj (proj_id), posted_ts timestamp NOT NULL,
      upd_title text NOT NULL, backers_only boolean NOT NULL);`,
    `CREATE TABLE cf.proj_comment (cmt_id integer PRIMARY KEY, proj_id integer NOT NULL REFERENCES cf.proj (proj_id), usr_id integer NOT NULL REFERENCES cf.usr (usr_id),
      cmt_ts timestamp NOT NULL, body text NOT NULL);`,
    `CREATE TABLE cf.stripe_payouts ("Payout ID" text NOT NULL, "Project ID" integer NOT NULL, "Creator Email" text NOT NULL, "Payout Date" date NOT NULL,
      "Gross Amount" numeric(12,2) NOT NULL, "Platform Fee" numeric(12,2) NOT NULL, "Processing Fee" numeric(12,2) NOT NULL, "Net Amount" numeric(12,2) NOT NULL,
      "Currency" text NOT NULL, "Status" text NOT NULL);`,
    insertRows(
      "cf.usr",
      [
        "usr_id",
        "full_nm",
        "email",
        "cntry_cd",
        "signup_dt",
        "referred_by",
        "acct_sts",
      ],
      users.map((u) => [
        u.id,
        `${u.first} ${u.last}`,
        emailOf(u),
        u.cntry,
        u.signup,
        u.referredBy,
        u.sts,
      ]),
    ),
    insertRows(
      "cf.cat",
      ["cat_cd", "cat_nm"],
      (Object.keys(CATS) as Cat[]).map((c) => [c, CATS[c].nm]),
    ),
    insertRows(
      "cf.proj",
      [
        "proj_id",
        "creator_id",
        "proj_title",
        "cat_cd",
        "goal_amt",
        "launch_dt",
        "ddl_dt",
        "state_cd",
        "cncl_dt",
        "staff_pick",
      ],
      projects.map((p) => [
        p.id,
        (p.creator as User).id,
        p.title,
        p.cat,
        p.goal,
        p.launch,
        p.ddl,
        p.state,
        p.cncl,
        p.staffPick,
      ]),
    ),
    insertRows(
      "cf.reward_tier",
      ["tier_id", "proj_id", "tier_nm", "min_amt", "qty_limit", "est_dlvry_mo"],
      projects.flatMap((p) =>
        p.tiers.map((t) => [t.id, p.id, t.nm, t.min, t.limit, t.dlvry]),
      ),
    ),
    insertRows(
      "cf.pledge",
      [
        "pldg_id",
        "proj_id",
        "backer_id",
        "tier_id",
        "amount_cents",
        "pldg_ts",
        "cncl_ts",
        "refunded_at",
      ],
      pledges.map((pl) => [
        pl.id,
        pl.proj.id,
        pl.backer.id,
        pl.tier?.id ?? null,
        pl.cents,
        pl.ts,
        pl.cncl,
        pl.refunded,
      ]),
    ),
    insertRows(
      "cf.proj_update",
      ["upd_id", "proj_id", "posted_ts", "upd_title", "backers_only"],
      updates,
    ),
    insertRows(
      "cf.proj_comment",
      ["cmt_id", "proj_id", "usr_id", "cmt_ts", "body"],
      comments,
    ),
    insertRows(
      "cf.stripe_payouts",
      [
        '"Payout ID"',
        '"Project ID"',
        '"Creator Email"',
        '"Payout Date"',
        '"Gross Amount"',
        '"Platform Fee"',
        '"Processing Fee"',
        '"Net Amount"',
        '"Currency"',
        '"Status"',
      ],
      payouts,
    ),
  ].join("\n");
}

function emailOf(u: User): string {
  return (
    `${u.first}.${u.last}`.toLowerCase().replace(/[^a-z.]+/g, "") +
    `${u.key % 7 === 0 ? u.key % 100 : ""}@${["gmail.com", "outlook.com", "proton.me", "icloud.com"][u.key % 4]}`
  );
}
