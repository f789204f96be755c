/**
 * Brew & Ferment Q&A, the data dump of a fictional question-and-answer community about home brewing, baking and
 * fermentation (beer, wine, mead, cider, sourdough, kombucha, kimchi, ...), in the style of the public "codebase
 * community" research database used by academic text-to-SQL benchmarks (itself a Stack Exchange data dump). The site
 * opened on 2023-01-10; the dump was taken on 2026-11-25 around noon UTC. All tables are in `public`; column names
 * keep the source's CamelCase (they must be double-quoted in PostgreSQL), including two misspelt columns of the
 * source that were never fixed: `posts."CreaionDate"` (the post's creation time) and `posts."LasActivityDate"`.
 *
 * - `users`: one row per account (`Id`; `Reputation` the user's reputation points, at least 1; `CreationDate` when
 *   the account was made; `DisplayName` the public name, unique on this site; `LastAccessDate` the last time the user
 *   loaded a page; `WebsiteUrl`, `Location` (free text as the user typed it, e.g. 'Portland, OR', empty for many),
 *   `AboutMe` (profile text, empty for many); `Views` how many times the profile was viewed; `UpVotes` and
 *   `DownVotes` how many up- and down-votes the user has cast on the site; `AccountId` the network-wide account
 *   number; `Age` in years, empty when the user did not give it; `ProfileImageUrl`). The row with `Id` -1 is
 *   'Community', the system account that owns the tag wikis and housekeeping actions; it is not a person.
 * - `posts`: one row per post (`Id`; `PostTypeId` 1 question, 2 answer, 4 tag wiki excerpt, 5 tag wiki;
 *   `AcceptedAnswerId` for a question, the answer its asker accepted, empty if none; `CreaionDate` when the post was
 *   made; `Score` up-votes minus down-votes; `ViewCount` page views, questions only; `Body` the post's HTML;
 *   `OwnerUserId` the author, empty when the author deleted the account, in which case `OwnerDisplayName` keeps the
 *   name shown; `LasActivityDate` the last activity on the post (edit, answer or comment); `Title` questions only;
 *   `Tags` questions only, the tag names in angle brackets, e.g. '<sourdough><starter>'; `AnswerCount` questions
 *   only, the number of answers; `CommentCount` the number of comments on the post; `FavoriteCount` questions only,
 *   how many users bookmarked it (0 if none); `LastEditorUserId` and `LastEditDate` the most recent edit, empty if the
 *   post was never edited after it was made; `CommunityOwnedDate` when a post became community wiki, empty for
 *   most; `ParentId` for an answer, the question it answers; `ClosedDate` for a question closed by the community and
 *   still closed today (a question that was closed and later reopened has it empty); `OwnerDisplayName`;
 *   `LastEditorDisplayName` (always empty on this site)).
 * - `comments`: one row per comment on a post (`Id`; `PostId`; `Score` up-votes on the comment; `Text`;
 *   `CreationDate`; `UserId` the commenter; `UserDisplayName` (always empty)).
 * - `votes`: one row per vote on a post (`Id`; `PostId`; `VoteTypeId` 1 accepted by the asker, 2 up-vote,
 *   3 down-vote, 5 favorite (bookmark), 8 bounty start, 9 bounty close; `CreationDate` the day of the vote (a date,
 *   without time); `UserId` the voter, recorded only for favorites and bounty starts (other votes are anonymous);
 *   `BountyAmount` the reputation offered, on bounty starts only). A post's `Score` equals its up-votes minus its
 *   down-votes in this table.
 * - `badges`: one row per badge award (`Id`; `UserId`; `Name` the badge name, e.g. 'Teacher', 'Nice Answer', or for a
 *   tag badge the tag's name, e.g. 'sourdough'; `Date` the award time, stored as text 'YYYY-MM-DD HH:MM:SS.0' as it
 *   came from the dump; `Class` 1 gold, 2 silver, 3 bronze; `TagBased` 1 for a tag badge, 0 otherwise). A user can
 *   earn some badges (e.g. 'Nice Answer', 'Popular Question', 'Yearling') more than once.
 * - `tags`: one row per tag (`Id`; `TagName`; `Count` the number of questions carrying the tag; `ExcerptPostId` and
 *   `WikiPostId` the tag's wiki excerpt and wiki posts, empty for tags without a wiki).
 * - `postHistory`: one row per revision event (`Id`; `PostHistoryTypeId` 1 initial title, 2 initial body, 3 initial
 *   tags, 4 edit title, 5 edit body, 6 edit tags, 10 post closed, 11 post reopened; `PostId`; `RevisionGUID` shared
 *   by the events of one revision; `CreationDate`; `UserId` who did it; `Text` the new title/body/tags, or for a
 *   close the close votes; `Comment` the edit summary, or for a close the close reason: 101 duplicate, 102 off-topic,
 *   103 unclear what you're asking, 104 too broad, 105 primarily opinion-based; `UserDisplayName` (always empty)).
 * - `postLinks`: one row per link between posts (`Id`; `CreationDate`; `PostId` the linking question;
 *   `RelatedPostId` the question it points to; `LinkTypeId` 1 linked, 3 duplicate of).
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T_OPEN = Date.parse("2023-01-10T09:00:00Z");
const T_NOW = Date.parse("2026-11-25T12:00:00Z");

function fmt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}
function fmtDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const TAGS: [string, string[]][] = [
  ["beer", ["pale ale", "stout", "IPA", "lager", "wheat beer", "porter"]],
  ["homebrew", ["first homebrew batch", "brew day", "homebrew kit", "partial mash"]],
  ["yeast", ["dry yeast", "liquid yeast", "yeast starter", "harvested yeast", "Kveik yeast"]],
  ["hops", ["dry hop", "hop schedule", "whirlpool hops", "hop pellets"]],
  ["fermentation", ["primary fermentation", "secondary fermentation", "stuck fermentation", "open fermentation"]],
  ["sourdough", ["sourdough loaf", "sourdough crumb", "rye sourdough", "sourdough discard", "sourdough crust"]],
  ["starter", ["sourdough starter", "rye starter", "liquid levain", "dried starter"]],
  ["kombucha", ["kombucha", "second ferment kombucha", "jun kombucha", "kombucha brew"]],
  ["scoby", ["SCOBY", "SCOBY hotel", "new SCOBY"]],
  ["kimchi", ["kimchi", "napa cabbage kimchi", "radish kimchi"]],
  ["sauerkraut", ["sauerkraut", "red cabbage kraut", "crock sauerkraut"]],
  ["wine", ["red wine kit", "fruit wine", "country wine", "white wine must"]],
  ["mead", ["mead", "traditional mead", "melomel", "session mead"]],
  ["cider", ["hard cider", "apple cider", "perry", "scrumpy"]],
  ["sanitation", ["Star San solution", "bleach sanitizer", "no-rinse sanitizer"]],
  ["carbonation", ["bottle carbonation", "force carbonation", "priming sugar"]],
  ["bottling", ["swing-top bottles", "bottling bucket", "bottle bombs"]],
  ["kegging", ["corny keg", "keg lines", "CO2 regulator"]],
  ["all-grain", ["all-grain mash", "BIAB mash", "mash tun"]],
  ["extract", ["malt extract batch", "DME boil", "LME batch"]],
  ["lacto-fermentation", ["fermented hot sauce", "brine pickles", "fermented carrots"]],
  ["vinegar", ["apple cider vinegar", "vinegar mother", "wine vinegar"]],
  ["kefir", ["milk kefir", "water kefir", "kefir grains"]],
  ["miso", ["miso", "koji", "shio koji"]],
  ["temperature", ["fermentation chamber", "temperature control", "heat wrap"]],
  ["gravity", ["original gravity", "final gravity", "hydrometer reading", "refractometer reading"]],
  ["off-flavors", ["diacetyl", "acetaldehyde", "sulfur smell", "solvent taste"]],
  ["recipe-design", ["recipe", "grain bill", "clone recipe"]],
  ["water-chemistry", ["brewing water", "mash pH", "water profile"]],
  ["equipment", ["fermenter", "airlock", "carboy", "conical fermenter"]],
];
/** tags that fit together with each primary tag */
const RELATED: Record<string, string[]> = {
  beer: ["homebrew", "hops", "yeast", "all-grain", "extract", "recipe-design", "off-flavors"],
  homebrew: ["beer", "equipment", "sanitation", "extract", "all-grain"],
  yeast: ["fermentation", "beer", "temperature", "off-flavors"],
  hops: ["beer", "recipe-design", "homebrew"],
  fermentation: ["yeast", "temperature", "gravity", "beer"],
  sourdough: ["starter", "fermentation"],
  starter: ["sourdough", "temperature"],
  kombucha: ["scoby", "carbonation", "fermentation"],
  scoby: ["kombucha", "vinegar"],
  kimchi: ["lacto-fermentation", "fermentation"],
  sauerkraut: ["lacto-fermentation", "equipment"],
  wine: ["yeast", "gravity", "bottling", "fermentation"],
  mead: ["yeast", "gravity", "fermentation"],
  cider: ["yeast", "carbonation", "bottling"],
  sanitation: ["equipment", "homebrew"],
  carbonation: ["bottling", "kegging", "beer"],
  bottling: ["carbonation", "equipment"],
  kegging: ["carbonation", "equipment"],
  "all-grain": ["beer", "water-chemistry", "recipe-design"],
  extract: ["beer", "homebrew"],
  "lacto-fermentation": ["kimchi", "sauerkraut", "fermentation"],
  vinegar: ["scoby", "fermentation"],
  kefir: ["fermentation", "temperature"],
  miso: ["fermentation", "temperature"],
  temperature: ["fermentation", "yeast", "equipment"],
  gravity: ["fermentation", "equipment"],
  "off-flavors": ["yeast", "fermentation", "beer"],
  "recipe-design": ["beer", "hops", "all-grain"],
  "water-chemistry": ["all-grain", "beer"],
  equipment: ["homebrew", "sanitation"],
};
const TAG_WEIGHT: Record<string, number> = {
  beer: 10, homebrew: 6, yeast: 7, hops: 5, fermentation: 6, sourdough: 9, starter: 5, kombucha: 7, scoby: 2,
  kimchi: 4, sauerkraut: 4, wine: 5, mead: 5, cider: 5, sanitation: 3, carbonation: 4, bottling: 3, kegging: 3,
  "all-grain": 4, extract: 2, "lacto-fermentation": 3, vinegar: 2, kefir: 3, miso: 2, temperature: 2, gravity: 3,
  "off-flavors": 4, "recipe-design": 3, "water-chemistry": 2, equipment: 3,
};

const TITLE_TEMPLATES = [
  "Why does my {n} smell like {smell}?",
  "How long should I leave my {n} before {step}?",
  "Is it safe to use {n} that has {issue}?",
  "What causes {issue} in a {n}?",
  "{N} stopped bubbling after {k} days - is it finished?",
  "Can I {fix} my {n}?",
  "Best temperature for {n}?",
  "How do I stop {issue} in my {n}?",
  "Does {n} need {thing}?",
  "{N}: {issue} after {k} days",
  "Why is my {n} so {adj}?",
  "How much {thing} should I add to a {n}?",
  "Is {issue} normal for {n}?",
  "What is the difference between {n} and {n2}?",
  "Should I {fix} my {n} after {k} days?",
];
const FILL = {
  smell: ["nail polish", "vinegar", "rotten eggs", "cheese", "sulfur", "bananas", "cardboard", "wet dog", "butter", "gym socks"],
  step: ["bottling", "tasting", "refrigerating", "racking", "the second ferment", "baking"],
  issue: ["white film", "mold spots", "no activity", "a sour taste", "too much foam", "a cloudy look", "fruit flies", "kahm yeast", "slow rise", "gushing", "a thin body", "dark liquid on top"],
  fix: ["rescue", "re-pitch", "stir", "rack", "back-sweeten", "feed", "cold crash", "degas", "dry out", "repitch"],
  thing: ["sugar", "salt", "oxygen", "nutrient", "an airlock", "a heat mat", "Campden tablets", "pectic enzyme", "more flour", "whirlfloc"],
  adj: ["flat", "sour", "sweet", "dense", "bitter", "cloudy", "thin", "slow", "fizzy", "dark"],
};

const FIRST = ["Mara", "Jonas", "Priya", "Tomasz", "Aiko", "Lucas", "Ines", "Oskar", "Nadia", "Felix", "Greta", "Rafael",
  "Hana", "Viktor", "Leila", "Mateo", "Saoirse", "Emil", "Yuki", "Dario", "Anouk", "Kofi", "Freya", "Bram", "Olga",
  "Tariq", "Elena", "Henrik", "Amara", "Ciaran", "Zofia", "Arjun", "Noor", "Pieter", "Lena", "Gustavo", "Ingrid",
  "Sami", "Wren", "Joaquin"];
const LAST = ["Lindqvist", "Okafor", "Brennan", "Hoffmann", "Tanaka", "Moreau", "Kowalski", "Novak", "Haddad", "Silva",
  "Byrne", "Jansen", "Petrov", "Rossi", "Nakamura", "Duarte", "Fischer", "Mensah", "Larsen", "Costa", "Varga",
  "Ahmed", "Keller", "Sato", "Walsh", "Berg", "Ortega", "Dubois", "Kim", "Horvat"];
const HANDLES = ["hopsmith", "crumbshot", "yeastwhisperer", "brinequeen", "kvass_kid", "malt_monk", "lagerlout",
  "scobydoo", "bubbleandsqueak", "airlockjoe", "wildferment", "crockpot_carl", "meadmaker", "barrel_ben", "levainlove",
  "pHfreak", "cellarrat", "kraut_rock", "tartandtangy", "fizzbang", "gravitywell", "mashpaddle", "koji_kat",
  "sourpuss", "cidersider", "brewbaker", "hydrometer_hal", "kegstand", "proofbox", "picklejar"];
const LOCATIONS: [string, number][] = [
  ["Portland, OR", 5], ["Seattle, WA", 3], ["Austin, TX", 3], ["Denver, CO", 3], ["San Diego, CA", 3],
  ["Brooklyn, NY", 3], ["Chicago, IL", 2], ["Asheville, NC", 2], ["Toronto, Canada", 3], ["Vancouver, Canada", 2],
  ["London, United Kingdom", 4], ["Manchester, United Kingdom", 2], ["Dublin, Ireland", 2], ["Berlin, Germany", 4],
  ["Munich, Germany", 3], ["Prague, Czech Republic", 2], ["Brussels, Belgium", 2], ["Amsterdam, Netherlands", 2],
  ["Copenhagen, Denmark", 2], ["Stockholm, Sweden", 2], ["Oslo, Norway", 1], ["Lisbon, Portugal", 2],
  ["Melbourne, Australia", 3], ["Auckland, New Zealand", 2], ["Seoul, South Korea", 2], ["Tokyo, Japan", 2],
  ["Cape Town, South Africa", 1], ["São Paulo, Brazil", 1], ["Earth", 1], ["Somewhere in the Midwest", 1]];

const COMMENTS = [
  "What temperature are you fermenting at?", "Can you add a photo?", "This looks like kahm yeast, not mold.",
  "How old is your yeast?", "Did you take a gravity reading?", "Possible duplicate of a question asked last year.",
  "Thanks, this worked for me!", "I had exactly the same problem.", "Could you share the full recipe?",
  "Great answer, very thorough.", "I would not risk it, throw it out.", "What flour are you using?",
  "Is the airlock actually sealed?", "Welcome to the site! Please add the tag for your style.",
  "Have you tried a warmer spot?", "That is normal in the first few days.", "Source for this claim?",
  "This is opinion-based, maybe rephrase?", "Updated the question with more details.", "How much salt by weight?",
  "Worked like a charm, thanks.", "The pH should tell you more than the smell.", "Give it another week.",
  "I disagree, sanitation is the first thing to check.", "Which strain exactly?", "+1 for the hydrometer tip",
  "Edited for clarity.", "Are you using tap water with chlorine?", "Nice, I will try this next batch.",
  "Same here with my last batch."];

interface User {
  id: number; rep: number; created: number; name: string; lastAccess: number; website: string | null;
  location: string | null; about: string | null; views: number; up: number; down: number; accountId: number;
  age: number | null; image: string | null; activity: number;
}
interface Post {
  id: number; type: number; accepted: number | null; created: number; score: number; viewCount: number | null;
  body: string; owner: number | null; lastActivity: number; title: string | null; tags: string[] | null;
  answerCount: number | null; commentCount: number; favoriteCount: number | null; lastEditor: number | null;
  lastEdit: number | null; communityOwned: number | null; parent: number | null; closed: number | null;
  ownerDisplayName: string | null;
}

function heavy(r: SeededRandom, scale: number, max: number): number {
  // a heavy-tailed non-negative integer
  const u = Math.max(r.next(), 1e-6);
  return Math.min(max, Math.floor(scale * (Math.pow(u, -0.7) - 1)));
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // ---------- users ----------
  const users: User[] = [];
  const names = new Set<string>();
  const newName = (): string => {
    for (;;) {
      const kind = r.weighted([["full", 4], ["handle", 3], ["userNo", 2], ["initial", 2]] as const);
      let n: string;
      if (kind === "full") n = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      else if (kind === "handle") n = r.chance(0.5) ? r.pick(HANDLES) : `${r.pick(HANDLES)}${r.int(2, 99)}`;
      else if (kind === "userNo") n = `user${r.int(10000, 99999)}`;
      else n = `${r.pick(FIRST)} ${r.pick(LAST).charAt(0)}.`;
      if (!names.has(n)) {
        names.add(n);
        return n;
      }
    }
  };
  users.push({
    id: -1, rep: 1, created: Date.parse("2023-01-10T00:00:00Z"), name: "Community", lastAccess: Date.parse("2023-01-10T00:00:00Z"),
    website: "https://brewferment.example/meta", location: "on the server farm",
    about: "<p>Hi, I'm not really a person. I own the tag wikis and do housekeeping.</p>", views: 0, up: 4120, down: 1893,
    accountId: -1, age: null, image: null, activity: 0,
  });
  names.add("Community");
  const N_USERS = 260;
  const usedAccounts = new Set<number>();
  for (let i = 1; i <= N_USERS; i++) {
    let created: number;
    if (i <= 18) created = T_OPEN + r.int(0, 70) * DAY + r.int(0, 86_399) * 1000;
    else {
      const span = T_NOW - 5 * DAY - T_OPEN;
      const u = r.chance(0.5) ? r.next() : Math.sqrt(r.next());
      created = T_OPEN + Math.floor(u * span);
    }
    let accountId: number;
    do accountId = r.int(100_000, 9_999_999); while (usedAccounts.has(accountId));
    usedAccounts.add(accountId);
    const activity = i <= 18 ? r.float(4, 14) : r.weighted([[0, 40], [0.3, 25], [1, 20], [3, 10], [8, 5]] as const) * r.float(0.5, 1.5);
    const name = newName();
    users.push({
      id: i, rep: 1, created, name, lastAccess: created, website: r.chance(0.25) ? `https://${name.toLowerCase().replace(/[^a-z0-9]/g, "")}.example.com` : null,
      location: r.chance(0.62) ? r.weighted(LOCATIONS) : null,
      about: r.chance(0.4) ? r.pick(["<p>Homebrewer since 2015.</p>", "<p>Baker, pickler, tinkerer.</p>", "<p>I make mead in a tiny flat.</p>",
        "<p>Professional brewer, amateur everything else.</p>", "<p>Kombucha addict.</p>", "<p>Learning to ferment everything.</p>"]) : null,
      views: 0, up: 0, down: 0, accountId, age: r.chance(0.58) ? r.int(19, 71) : null,
      image: r.chance(0.3) ? `https://img.brewferment.example/u/${accountId}.png` : null, activity,
    });
  }
  const realUsers = users.filter((u) => u.id > 0);
  const pickUser = (at: number, weightOf: (u: User) => number, exclude?: number | null): User => {
    const pool = realUsers.filter((u) => u.created < at && u.id !== exclude).map((u) => [u, weightOf(u)] as const).filter(([, w]) => w > 0);
    if (pool.length === 0) return realUsers[0] as User;
    return r.weighted(pool);
  };

  // ---------- questions and answers ----------
  const posts: Post[] = [];
  const titles = new Set<string>();
  let postId = 1;
  const N_Q = 300;
  const qTimes: number[] = [];
  for (let i = 0; i < N_Q; i++) {
    const u = r.chance(0.45) ? r.next() : Math.sqrt(r.next());
    qTimes.push(T_OPEN + 3 * DAY + Math.floor(u * (T_NOW - T_OPEN - 3 * DAY - 2 * HOUR)));
  }
  qTimes.sort((a, b) => a - b);
  const tagWeights = TAGS.map(([t]) => [t, TAG_WEIGHT[t] ?? 1] as const);
  const nouns = new Map(TAGS);
  const questions: Post[] = [];
  const answers: Post[] = [];
  for (const at of qTimes) {
    const primary = r.weighted(tagWeights);
    const tagSet = [primary];
    const extra = r.weighted([[0, 3], [1, 4], [2, 2]] as const);
    for (let k = 0; k < extra; k++) {
      const t = r.pick(RELATED[primary] ?? []);
      if (!tagSet.includes(t)) tagSet.push(t);
    }
    let title = "";
    for (;;) {
      const tpl = r.pick(TITLE_TEMPLATES);
      const n = r.pick(nouns.get(primary) ?? ["batch"]);
      let n2 = r.pick(nouns.get(r.pick(RELATED[primary] ?? [primary])) ?? ["batch"]);
      if (n2 === n) n2 = "a regular batch";
      title = tpl
        .replace("{N}", n.charAt(0).toUpperCase() + n.slice(1)).replace("{n}", n).replace("{n2}", n2)
        .replace("{smell}", r.pick(FILL.smell)).replace("{step}", r.pick(FILL.step)).replace("{issue}", r.pick(FILL.issue))
        .replace("{fix}", r.pick(FILL.fix)).replace("{thing}", r.pick(FILL.thing)).replace("{adj}", r.pick(FILL.adj))
        .replace("{k}", String(r.int(2, 21)));
      if (!titles.has(title)) break;
    }
    titles.add(title);
    const deleted = r.chance(0.025);
    const owner = pickUser(at, (u) => u.activity + 0.15);
    const ageDays = (T_NOW - at) / DAY;
    let score: number = r.weighted([[-3, 1], [-2, 2], [-1, 4], [0, 14], [1, 14], [2, 12], [3, 10], [4, 7], [5, 6]] as const);
    if (r.chance(0.3)) score += heavy(r, 3, 40);
    if (ageDays < 20) score = Math.min(score, r.int(-1, 3));
    const q: Post = {
      id: postId++, type: 1, accepted: null, created: at, score, viewCount: 0,
      body: `<p>${title} I have been ${r.pick(["brewing", "fermenting", "baking", "making this"])} for ${r.int(1, 12)} ${r.pick(["weeks", "months", "years"])}. Any advice?</p>`,
      owner: deleted ? null : owner.id, lastActivity: at, title, tags: tagSet, answerCount: 0, commentCount: 0,
      favoriteCount: 0, lastEditor: null, lastEdit: null, communityOwned: null, parent: null, closed: null,
      ownerDisplayName: deleted ? `user${r.int(10000, 99999)}` : null,
    };
    questions.push(q);
    posts.push(q);
  }
  // answers (ids interleave with later questions in real dumps; here answers get ids after all questions)
  for (const q of questions) {
    const ageDays = (T_NOW - q.created) / DAY;
    let n: number = r.weighted([[0, 14], [1, 30], [2, 28], [3, 16], [4, 8], [5, 4]] as const);
    if (ageDays < 3) n = Math.min(n, 1);
    const answerers: number[] = [];
    for (let k = 0; k < n; k++) {
      const delay = Math.floor(Math.pow(r.next(), 3) * 40 * DAY) + r.int(10, 600) * 60_000 + (r.chance(0.05) ? r.int(60, 500) * DAY : 0);
      const at = q.created + delay;
      if (at > T_NOW - HOUR) continue;
      const selfAnswer = q.owner !== null && r.chance(0.05);
      const author = selfAnswer ? (users.find((u) => u.id === q.owner) as User) : pickUser(at, (u) => u.activity * u.activity + 0.05, q.owner);
      if (answerers.includes(author.id)) continue;
      answerers.push(author.id);
      let score: number = r.weighted([[-2, 1], [-1, 3], [0, 12], [1, 14], [2, 12], [3, 9], [4, 6], [5, 5]] as const);
      if (r.chance(0.2)) score += heavy(r, 3, 120);
      if ((T_NOW - at) / DAY < 20) score = Math.min(score, r.int(-1, 3));
      const deleted = r.chance(0.02);
      const a: Post = {
        id: 0, type: 2, accepted: null, created: at, score, viewCount: null,
        body: `<p>${r.pick(["In my experience", "The short answer is", "I would", "Most likely", "Try this:", "This is normal:"])} ${r.pick(["check your temperature first", "give it more time", "it is harmless", "throw it out", "add a little more sugar", "rack it off the sediment", "use a hydrometer", "feed it twice a day"])}.</p>`,
        owner: deleted ? null : author.id, lastActivity: at, title: null, tags: null, answerCount: null, commentCount: 0,
        favoriteCount: null, lastEditor: null, lastEdit: null, communityOwned: null, parent: q.id, closed: null,
        ownerDisplayName: deleted ? `user${r.int(10000, 99999)}` : null,
      };
      answers.push(a);
    }
  }
  answers.sort((a, b) => a.created - b.created);
  for (const a of answers) {
    a.id = postId++;
    posts.push(a);
    const q = questions[(a.parent as number) - 1] as Post;
    q.answerCount = (q.answerCount ?? 0) + 1;
    q.lastActivity = Math.max(q.lastActivity, a.created);
  }
  // accepted answers
  const answersOf = new Map<number, Post[]>();
  for (const a of answers) answersOf.set(a.parent as number, [...(answersOf.get(a.parent as number) ?? []), a]);
  const acceptTime = new Map<number, number>();
  for (const q of questions) {
    const list = answersOf.get(q.id) ?? [];
    if (list.length === 0 || q.owner === null || !r.chance(0.62)) continue;
    const best = [...list].sort((a, b) => b.score - a.score)[0] as Post;
    const chosen = r.chance(0.8) ? best : r.pick(list);
    if (chosen.score < 0) continue;
    const at = chosen.created + r.int(1, 200) * HOUR;
    if (at > T_NOW) continue;
    q.accepted = chosen.id;
    acceptTime.set(chosen.id, at);
  }
  // closures
  const closeEvents: { post: Post; at: number; reason: number; reopenAt: number | null; dupOf: number | null }[] = [];
  for (const q of questions) {
    if (!r.chance(0.1)) continue;
    const at = q.created + r.int(2, 96) * HOUR + r.int(0, 3599) * 1000;
    if (at > T_NOW) continue;
    const earlier = questions.filter((o) => o.created < q.created - 7 * DAY && o.tags?.[0] === q.tags?.[0]);
    const reason = earlier.length > 0 && r.chance(0.4) ? 101 : r.weighted([[102, 3], [103, 3], [104, 2], [105, 2]] as const);
    const reopenAt = r.chance(0.15) ? at + r.int(1, 20) * DAY : null;
    closeEvents.push({ post: q, at, reason, reopenAt: reopenAt !== null && reopenAt < T_NOW ? reopenAt : null, dupOf: reason === 101 ? r.pick(earlier).id : null });
    if (!(reopenAt !== null && reopenAt < T_NOW)) q.closed = at;
  }

  // ---------- tag wikis ----------
  const tagRows: unknown[][] = [];
  const wikiPosts: Post[] = [];
  TAGS.forEach(([tag], i) => {
    const count = questions.filter((q) => q.tags?.includes(tag)).length;
    let excerpt: number | null = null;
    let wiki: number | null = null;
    if (count >= 8 || r.chance(0.4)) {
      const at = T_OPEN + r.int(5, 400) * DAY + r.int(0, 86_399) * 1000;
      const ex: Post = { id: postId++, type: 4, accepted: null, created: at, score: 0, viewCount: null, body: `<p>Questions about ${tag}.</p>`,
        owner: -1, lastActivity: at, title: null, tags: null, answerCount: null, commentCount: 0, favoriteCount: null, lastEditor: null,
        lastEdit: null, communityOwned: at, parent: null, closed: null, ownerDisplayName: null };
      const wk: Post = { ...ex, id: postId++, type: 5, body: `<p>The ${tag} tag covers everything about ${tag}: methods, problems and equipment.</p>` };
      excerpt = ex.id;
      wiki = wk.id;
      wikiPosts.push(ex, wk);
    }
    tagRows.push([i + 1, tag, count, excerpt, wiki]);
  });
  posts.push(...wikiPosts);

  // ---------- votes ----------
  const voteRows: unknown[][] = [];
  let voteId = 1;
  const addVote = (post: Post, type: number, at: number, userId: number | null, bounty: number | null): void => {
    voteRows.push([voteId++, post.id, type, fmtDay(at), userId, bounty]);
  };
  const voteDay = (post: Post): number => {
    const span = Math.max(HOUR, T_NOW - post.created);
    return post.created + Math.floor(Math.pow(r.next(), 2.5) * span);
  };
  const qaPosts = [...questions, ...answers];
  for (const p of qaPosts) {
    const noise = r.weighted([[0, 8], [1, 2], [2, 1]] as const);
    const ups = Math.max(p.score, 0) + noise;
    const downs = Math.max(-p.score, 0) + noise;
    for (let k = 0; k < ups; k++) addVote(p, 2, voteDay(p), null, null);
    for (let k = 0; k < downs; k++) addVote(p, 3, voteDay(p), null, null);
  }
  for (const q of questions) {
    if (q.accepted !== null) {
      const a = answers.find((x) => x.id === q.accepted) as Post;
      addVote(a, 1, acceptTime.get(a.id) as number, null, null);
    }
    const favs = Math.min(Math.max(0, Math.floor(q.score / 3) + r.weighted([[0, 8], [1, 3], [2, 1]] as const) - 1), 40);
    const favers = new Set<number>();
    for (let k = 0; k < favs; k++) {
      const at = voteDay(q);
      const u = pickUser(at, (x) => x.activity + 0.3, q.owner);
      if (favers.has(u.id) || u.created > at) continue;
      favers.add(u.id);
      addVote(q, 5, at, u.id, null);
    }
    q.favoriteCount = favers.size;
  }
  // bounties
  const bountyCandidates = questions.filter((q) => q.owner !== null && T_NOW - q.created > 10 * DAY && q.closed === null);
  for (const q of r.shuffle(bountyCandidates).slice(0, 22)) {
    const start = q.created + r.int(2, 30) * DAY;
    if (start > T_NOW - 8 * DAY) continue;
    const giver = r.chance(0.75) ? (q.owner as number) : pickUser(start, (x) => x.activity, q.owner).id;
    addVote(q, 8, start, giver, r.weighted([[50, 5], [100, 4], [150, 1], [200, 2], [300, 1], [500, 1]] as const));
    addVote(q, 9, start + 7 * DAY, null, null);
  }
  voteRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || (a[0] as number) - (b[0] as number));
  voteRows.forEach((row, i) => (row[0] = i + 1));

  // ---------- views ----------
  for (const q of questions) {
    const ageDays = (T_NOW - q.created) / DAY;
    let v = Math.floor(12 + ageDays * r.float(0.05, 1.6) + Math.max(q.score, 0) * r.float(8, 60) + (q.answerCount ?? 0) * r.int(3, 30));
    if (r.chance(0.06)) v += r.int(1500, 9000);
    q.viewCount = v;
  }
  const maxQ = [...questions].sort((a, b) => b.score - a.score)[0] as Post;
  maxQ.viewCount = (maxQ.viewCount ?? 0) + 14_000;

  // ---------- comments ----------
  const commentRows: unknown[][] = [];
  const commentCountBy = new Map<number, number>();
  for (const p of qaPosts) {
    const n = r.weighted([[0, 10], [1, 7], [2, 5], [3, 3], [4, 1], [6, 1]] as const);
    for (let k = 0; k < n; k++) {
      const at = p.created + r.int(5, 60 * 24 * 6) * 60_000 + (r.chance(0.1) ? r.int(10, 300) * DAY : 0);
      if (at > T_NOW) continue;
      const byOwner = p.owner !== null && r.chance(0.25);
      const u = byOwner ? (users.find((x) => x.id === p.owner) as User) : pickUser(at, (x) => x.activity + 0.2, null);
      const score = r.weighted([[0, 30], [1, 8], [2, 4], [3, 2], [4, 1], [6, 1], [9, 0.4], [14, 0.2]] as const);
      commentRows.push([0, p.id, score, r.pick(COMMENTS), fmt(at), u.id, null]);
      p.commentCount++;
      p.lastActivity = Math.max(p.lastActivity, at);
      commentCountBy.set(u.id, (commentCountBy.get(u.id) ?? 0) + 1);
    }
  }
  commentRows.sort((a, b) => String(a[4]).localeCompare(String(b[4])));
  commentRows.forEach((row, i) => (row[0] = i + 1));

  // ---------- post history ----------
  const historyRows: unknown[][] = [];
  let guidNo = 0;
  const guid = (): string => {
    guidNo++;
    const h = (n: number, len: number) => ((n * 2654435761) >>> 0).toString(16).padStart(8, "0").slice(0, len);
    return `${h(guidNo, 8)}-${h(guidNo + 7, 4)}-4${h(guidNo + 13, 3)}-a${h(guidNo + 29, 3)}-${h(guidNo + 31, 8)}${h(guidNo + 37, 4)}`;
  };
  const editorFirst = new Map<number, number>();
  for (const p of qaPosts) {
    const g = guid();
    const uid = p.owner;
    if (p.type === 1) {
      historyRows.push([0, 1, p.id, g, fmt(p.created), uid, p.title, null, null]);
      historyRows.push([0, 2, p.id, g, fmt(p.created), uid, p.body, null, null]);
      historyRows.push([0, 3, p.id, g, fmt(p.created), uid, (p.tags ?? []).map((t) => `<${t}>`).join(""), null, null]);
    } else {
      historyRows.push([0, 2, p.id, g, fmt(p.created), uid, p.body, null, null]);
    }
    const edits = r.weighted([[0, 14], [1, 5], [2, 1]] as const);
    let t = p.created;
    for (let k = 0; k < edits; k++) {
      t += r.int(10, 60 * 24 * 30) * 60_000;
      if (t > T_NOW) break;
      const self = p.owner !== null && r.chance(0.55);
      const editor = self ? (p.owner as number) : pickUser(t, (x) => (x.activity > 3 ? x.activity : 0.05), null).id;
      const eg = guid();
      const kind = p.type === 1 ? r.weighted([[5, 5], [4, 2], [6, 2]] as const) : 5;
      const text = kind === 4 ? p.title : kind === 6 ? (p.tags ?? []).map((x) => `<${x}>`).join("") : p.body;
      historyRows.push([0, kind, p.id, eg, fmt(t), editor, text, r.pick(["fixed typo", "added details", "formatting", "retagged", "clarified the question", "improved title", null]), null]);
      p.lastEditor = editor;
      p.lastEdit = t;
      p.lastActivity = Math.max(p.lastActivity, t);
      if (editor !== p.owner && !editorFirst.has(editor)) editorFirst.set(editor, t);
    }
  }
  const linkRows: unknown[][] = [];
  for (const c of closeEvents) {
    const voters = ["Community"];
    historyRows.push([0, 10, c.post.id, guid(), fmt(c.at), -1, `{"Voters":[${voters.map((v) => `{"DisplayName":"${v}"}`).join(",")}]}`, String(c.reason), null]);
    if (c.reopenAt !== null) historyRows.push([0, 11, c.post.id, guid(), fmt(c.reopenAt), -1, null, null, null]);
    if (c.dupOf !== null) linkRows.push([0, fmt(c.at), c.post.id, c.dupOf, 3]);
  }
  historyRows.sort((a, b) => String(a[4]).localeCompare(String(b[4])) || (a[1] as number) - (b[1] as number));
  historyRows.forEach((row, i) => (row[0] = i + 1));
  // plain links
  for (let k = 0; k < 70; k++) {
    const q = r.pick(questions);
    const others = questions.filter((o) => o.id !== q.id && o.created < q.created && o.tags?.some((t) => q.tags?.includes(t)));
    if (others.length === 0) continue;
    const to = r.pick(others);
    if (linkRows.some((l) => l[2] === q.id && l[3] === to.id)) continue;
    const at = q.created + r.int(1, 200) * HOUR;
    if (at > T_NOW) continue;
    linkRows.push([0, fmt(at), q.id, to.id, 1]);
  }
  linkRows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  linkRows.forEach((row, i) => (row[0] = i + 1));

  // ---------- reputation, views, votes cast, last access ----------
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const p of qaPosts) {
    if (p.owner === null) continue;
    const u = byId.get(p.owner) as User;
    u.rep += p.score >= 0 ? p.score * (p.type === 1 ? 5 : 10) : p.score * 2;
    if (p.type === 2 && acceptTime.has(p.id)) u.rep += 15;
    if (p.type === 1 && p.accepted !== null) u.rep += 2;
    u.lastAccess = Math.max(u.lastAccess, p.created);
  }
  for (const row of voteRows) {
    if (row[2] === 8) {
      const u = byId.get(row[4] as number) as User;
      u.rep -= row[5] as number;
    }
  }
  for (const u of realUsers) {
    if (r.chance(0.15)) u.rep += 100;
    if (u.rep < 1) u.rep = 1;
    u.views = Math.floor(r.int(0, 8) + Math.sqrt(u.rep) * r.float(0.5, 3) + u.activity * r.int(0, 15));
    u.up = Math.floor(u.activity * r.int(0, 60) + r.weighted([[0, 14], [3, 3], [15, 2], [60, 1]] as const));
    u.down = Math.floor(u.activity * r.int(0, 8) + r.weighted([[0, 20], [1, 3], [5, 1]] as const));
    if (r.chance(0.04)) u.down = u.up + r.int(1, 30);
    const sinceLast = r.weighted([[0, 5], [1, 4], [2, 2], [3, 2]] as const);
    const gap = sinceLast === 0 ? r.int(0, 25) * DAY : sinceLast === 1 ? r.int(26, 120) * DAY : sinceLast === 2 ? r.int(121, 400) * DAY : r.int(401, 1200) * DAY;
    const candidate = T_NOW - gap - r.int(0, 86_399) * 1000;
    u.lastAccess = Math.max(u.lastAccess, Math.min(T_NOW, candidate), u.created + r.int(60, 3000) * 1000);
    if (u.lastAccess > T_NOW) u.lastAccess = T_NOW - r.int(60, 3600) * 1000;
  }
  for (const row of commentRows) {
    const u = byId.get(row[5] as number) as User;
    u.lastAccess = Math.max(u.lastAccess, Date.parse(`${String(row[4]).replace(" ", "T")}Z`));
  }

  // ---------- badges ----------
  const badgeRows: unknown[][] = [];
  const award = (userId: number | null, name: string, at: number, cls: number, tagBased = 0): void => {
    if (userId === null || userId < 0 || at > T_NOW) return;
    badgeRows.push([0, userId, name, `${fmt(at)}.0`, cls, tagBased]);
  };
  const firstOf = (list: Post[]): Post | undefined => [...list].sort((a, b) => a.created - b.created)[0];
  for (const u of realUsers) {
    const mine = qaPosts.filter((p) => p.owner === u.id);
    const qs = mine.filter((p) => p.type === 1);
    const as = mine.filter((p) => p.type === 2);
    if (u.about) award(u.id, "Autobiographer", u.created + r.int(1, 72) * HOUR, 3);
    const st = firstOf(qs.filter((p) => p.score >= 1));
    if (st) award(u.id, "Student", st.created + r.int(1, 200) * HOUR, 3);
    const te = firstOf(as.filter((p) => p.score >= 1));
    if (te) award(u.id, "Teacher", te.created + r.int(1, 200) * HOUR, 3);
    if (u.up > 0) award(u.id, "Supporter", u.created + r.int(1, 60) * DAY, 3);
    if (u.down > 0) award(u.id, "Critic", u.created + r.int(2, 120) * DAY, 3);
    const ed = editorFirst.get(u.id);
    if (ed !== undefined) award(u.id, "Editor", ed + r.int(1, 30) * 60_000, 3);
    const sch = firstOf(qs.filter((p) => p.accepted !== null));
    if (sch) award(u.id, "Scholar", (acceptTime.get(sch.accepted as number) as number) + 60_000, 3);
    if ((commentCountBy.get(u.id) ?? 0) >= 10) award(u.id, "Commentator", u.created + r.int(60, 500) * DAY, 3);
    for (const p of qs) {
      if (p.score >= 10) award(u.id, "Nice Question", p.created + r.int(2, 90) * DAY, 3);
      if (p.score >= 25) award(u.id, "Good Question", p.created + r.int(30, 200) * DAY, 2);
      if ((p.viewCount ?? 0) >= 1000) award(u.id, "Popular Question", p.created + r.int(20, 200) * DAY, 3);
      if ((p.viewCount ?? 0) >= 2500) award(u.id, "Notable Question", p.created + r.int(100, 300) * DAY, 2);
      if ((p.viewCount ?? 0) >= 10000) award(u.id, "Famous Question", p.created + r.int(300, 500) * DAY, 1);
    }
    for (const p of as) {
      if (p.score >= 10) award(u.id, "Nice Answer", p.created + r.int(2, 90) * DAY, 3);
      if (p.score >= 25) award(u.id, "Good Answer", p.created + r.int(30, 200) * DAY, 2);
      if (p.score >= 100) award(u.id, "Great Answer", p.created + r.int(200, 400) * DAY, 1);
      if (acceptTime.has(p.id) && p.score >= 10) award(u.id, "Enlightened", (acceptTime.get(p.id) as number) + r.int(1, 300) * HOUR, 2);
      const q = questions[(p.parent as number) - 1] as Post;
      if (p.created - q.created > 60 * DAY && p.score >= 5) award(u.id, "Necromancer", p.created + r.int(5, 60) * DAY, 2);
      if (q.owner === u.id && p.score >= 3) award(u.id, "Self-Learner", p.created + r.int(2, 40) * DAY, 3);
    }
    if (u.rep >= 200) for (let y = 1; y <= 3; y++) award(u.id, "Yearling", u.created + y * 365 * DAY + r.int(0, 86_399) * 1000, 2);
    // tag badges
    const byTag = new Map<string, number>();
    for (const p of as) {
      const q = questions[(p.parent as number) - 1] as Post;
      for (const t of q.tags ?? []) byTag.set(t, (byTag.get(t) ?? 0) + p.score);
    }
    for (const [t, s] of byTag) {
      if (s >= 40) award(u.id, t, u.created + r.int(150, 900) * DAY, 3, 1);
      if (s >= 120) award(u.id, t, u.created + r.int(600, 1200) * DAY, 2, 1);
    }
    if (u.activity > 9 && r.chance(0.5)) award(u.id, "Fanatic", u.created + r.int(100, 400) * DAY, 1);
    if (u.up >= 500) award(u.id, "Electorate", u.created + r.int(200, 800) * DAY, 1);
  }
  badgeRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])));
  badgeRows.forEach((row, i) => (row[0] = i + 1));

  // ---------- rows ----------
  const userRows = users.map((u) => [u.id, u.rep, fmt(u.created), u.name, fmt(u.lastAccess), u.website, u.location, u.about, u.views,
    u.up, u.down, u.accountId, u.age, u.image]);
  posts.sort((a, b) => a.id - b.id);
  const postRows = posts.map((p) => [p.id, p.type, p.accepted, fmt(p.created), p.score, p.viewCount, p.body, p.owner, fmt(p.lastActivity),
    p.title, p.tags ? p.tags.map((t) => `<${t}>`).join("") : null, p.answerCount, p.commentCount, p.favoriteCount, p.lastEditor,
    p.lastEdit === null ? null : fmt(p.lastEdit), p.communityOwned === null ? null : fmt(p.communityOwned), p.parent,
    p.closed === null ? null : fmt(p.closed), p.ownerDisplayName, null]);

  return [
    `CREATE TABLE users ("Id" integer PRIMARY KEY, "Reputation" integer NOT NULL, "CreationDate" timestamp, "DisplayName" text,
      "LastAccessDate" timestamp, "WebsiteUrl" text, "Location" text, "AboutMe" text, "Views" integer, "UpVotes" integer,
      "DownVotes" integer, "AccountId" integer, "Age" integer, "ProfileImageUrl" text);`,
    `CREATE TABLE posts ("Id" integer PRIMARY KEY, "PostTypeId" integer, "AcceptedAnswerId" integer, "CreaionDate" timestamp,
      "Score" integer, "ViewCount" integer, "Body" text, "OwnerUserId" integer REFERENCES users ("Id"), "LasActivityDate" timestamp,
      "Title" text, "Tags" text, "AnswerCount" integer, "CommentCount" integer, "FavoriteCount" integer,
      "LastEditorUserId" integer REFERENCES users ("Id"), "LastEditDate" timestamp, "CommunityOwnedDate" timestamp,
      "ParentId" integer REFERENCES posts ("Id"), "ClosedDate" timestamp, "OwnerDisplayName" text, "LastEditorDisplayName" text);`,
    `CREATE TABLE comments ("Id" integer PRIMARY KEY, "PostId" integer REFERENCES posts ("Id"), "Score" integer, "Text" text,
      "CreationDate" timestamp, "UserId" integer REFERENCES users ("Id"), "UserDisplayName" text);`,
    `CREATE TABLE votes ("Id" integer PRIMARY KEY, "PostId" integer REFERENCES posts ("Id"), "VoteTypeId" integer, "CreationDate" date,
      "UserId" integer REFERENCES users ("Id"), "BountyAmount" integer);`,
    `CREATE TABLE badges ("Id" integer PRIMARY KEY, "UserId" integer REFERENCES users ("Id"), "Name" text, "Date" text, "Class" integer,
      "TagBased" integer);`,
    `CREATE TABLE tags ("Id" integer PRIMARY KEY, "TagName" text, "Count" integer, "ExcerptPostId" integer REFERENCES posts ("Id"),
      "WikiPostId" integer REFERENCES posts ("Id"));`,
    `CREATE TABLE "postHistory" ("Id" integer PRIMARY KEY, "PostHistoryTypeId" integer, "PostId" integer REFERENCES posts ("Id"),
      "RevisionGUID" text, "CreationDate" timestamp, "UserId" integer REFERENCES users ("Id"), "Text" text, "Comment" text,
      "UserDisplayName" text);`,
    `CREATE TABLE "postLinks" ("Id" integer PRIMARY KEY, "CreationDate" timestamp, "PostId" integer REFERENCES posts ("Id"),
      "RelatedPostId" integer REFERENCES posts ("Id"), "LinkTypeId" integer);`,
    insertRows("users", ['"Id"', '"Reputation"', '"CreationDate"', '"DisplayName"', '"LastAccessDate"', '"WebsiteUrl"', '"Location"',
      '"AboutMe"', '"Views"', '"UpVotes"', '"DownVotes"', '"AccountId"', '"Age"', '"ProfileImageUrl"'], userRows),
    insertRows("posts", ['"Id"', '"PostTypeId"', '"AcceptedAnswerId"', '"CreaionDate"', '"Score"', '"ViewCount"', '"Body"', '"OwnerUserId"',
      '"LasActivityDate"', '"Title"', '"Tags"', '"AnswerCount"', '"CommentCount"', '"FavoriteCount"', '"LastEditorUserId"', '"LastEditDate"',
      '"CommunityOwnedDate"', '"ParentId"', '"ClosedDate"', '"OwnerDisplayName"', '"LastEditorDisplayName"'], postRows),
    insertRows("comments", ['"Id"', '"PostId"', '"Score"', '"Text"', '"CreationDate"', '"UserId"', '"UserDisplayName"'], commentRows),
    insertRows("votes", ['"Id"', '"PostId"', '"VoteTypeId"', '"CreationDate"', '"UserId"', '"BountyAmount"'], voteRows),
    insertRows("badges", ['"Id"', '"UserId"', '"Name"', '"Date"', '"Class"', '"TagBased"'], badgeRows),
    insertRows("tags", ['"Id"', '"TagName"', '"Count"', '"ExcerptPostId"', '"WikiPostId"'], tagRows),
    insertRows('"postHistory"', ['"Id"', '"PostHistoryTypeId"', '"PostId"', '"RevisionGUID"', '"CreationDate"', '"UserId"', '"Text"',
      '"Comment"', '"UserDisplayName"'], historyRows),
    insertRows('"postLinks"', ['"Id"', '"CreationDate"', '"PostId"', '"RelatedPostId"', '"LinkTypeId"'], linkRows),
  ].join("\n");
}
