/**
 * Spellwright Archive, a card database in the style of the public "card games" research database: every printing of
 * the fictional collectible card game "Spellwright" from its first expansion (February 2023) to the Duskmarch
 * expansion (November 2026), with the formats each card may be played in, official rulings, foreign-language
 * printings and translated set names. Column names follow the source's camelCase style (quote them in PostgreSQL);
 * every table is in `public`.
 *
 * - `sets`: one row per set (`id`; `code` the set code, e.g. 'HMR', the key other tables use; `name`; `releaseDate`
 *   the release date kept as text 'YYYY-MM-DD'; `type` expansion, core, commander, masters (reprint-only sets),
 *   promo, alchemy (digital-only) or funny (joke set, not legal in any format); `block` the storyline block, empty
 *   for sets outside a block; `parentCode` the `code` of the set a promo or commander set belongs to, empty
 *   otherwise; `baseSetSize` the number of cards on the main sheet and `totalSetSize` the number of cards in the set
 *   including the bonus sheet of older cards some expansions carry; `isOnlineOnly`, `isFoilOnly` 0/1 flags;
 *   `keyruneCode` the set symbol code; `mtgoCode` the code in the online client, empty for sets not sold there;
 *   `tcgplayerGroupId` the marketplace group).
 * - `cards`: one row per printing of a card in a set (`id`; `uuid` the printing's key; `name` the card name, the same
 *   for every printing of a card; `setCode` the set; `number` the collector number as text, promo numbers end in
 *   'p'; `manaCost` such as '{2}{G}{G}', empty for lands; `convertedManaCost` the total mana value; `colors` the
 *   colors as comma separated letters W (white), U (blue), B (black), R (red), G (green), empty for colorless cards;
 *   `colorIdentity` likewise; `type` the full type line, e.g. 'Legendary Creature — Elf Shaman'; `types`,
 *   `supertypes` and `subtypes` the parts of it, comma separated; `rarity` common, uncommon, rare or mythic;
 *   `artist`; `power`, `toughness` (creatures) and `loyalty` (champions) kept as text, they may hold '*' or odd values
 *   on joke cards; `text` the rules text and `flavorText`; `keywords` comma separated keyword abilities;
 *   `borderColor` black, white, borderless or silver; `frameVersion`; `layout`; `availability` comma separated places
 *   the printing exists: paper, mtgo (online client), arena (digital game); flags as 0/1: `isPromo`, `isReprint` (1
 *   when the card name was printed in an earlier-released set), `isReserved` (on the reserved list, never
 *   reprinted), `isOnlineOnly`, `isFullArt`, `isStarter` (from a starter deck), `hasFoil`, `hasNonFoil`;
 *   `edhrecRank` the card's popularity rank on the commander-deck site (1 = most played, the same for all printings
 *   of a name, empty for joke and digital-only cards); `multiverseId` the gatherer id, empty for digital cards;
 *   `originalReleaseDate` for promos the date (text) the promo was handed out, empty otherwise).
 * - `legalities`: one row per printing and format where the card is Legal, Banned or Restricted (`id`; `uuid`;
 *   `format` standard, pioneer, modern, legacy, vintage, commander, pauper or historic; `status` Legal, Banned or
 *   Restricted). A printing with no row for a format is not legal there. The status is the same for every printing
 *   of a name.
 * - `rulings`: official rulings (`id`; `uuid` the printing; `date`; `text`). A ruling is attached to every printing of
 *   the card.
 * - `foreign_data`: the card's printing in another language (`id`; `uuid`; `language` such as 'German', 'French',
 *   'Japanese', 'Spanish', 'Italian'; `name`, `type`, `text`, `flavorText` as printed in that language;
 *   `multiverseid`).
 * - `set_translations`: the set's name in other languages (`id`; `setCode`; `language`; `translation`).
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

type Lang = "German" | "French" | "Japanese" | "Spanish" | "Italian";
const LANGS: Lang[] = ["German", "French", "Japanese", "Spanish", "Italian"];
/** [en, de, fr, ja, es, it] */
type Word = [string, string, string, string, string, string];
const tr = (w: Word, lang: Lang): string => w[LANGS.indexOf(lang) + 1] as string;

const ADJ: Word[] = [
  ["Ashen", "Aschener", "cendré", "灰の", "ceniciento", "cinereo"],
  ["Gilded", "Vergoldeter", "doré", "金色の", "dorado", "dorato"],
  ["Hollow", "Hohler", "creux", "虚ろな", "hueco", "cavo"],
  ["Verdant", "Grüner", "verdoyant", "新緑の", "verde", "verdeggiante"],
  ["Drowned", "Ertrunkener", "noyé", "溺れた", "ahogado", "annegato"],
  ["Emberforged", "Glutgeschmiedeter", "forgé-braise", "燠火鍛えの", "forjado en ascuas", "forgiato nella brace"],
  ["Silent", "Stiller", "silencieux", "静かな", "silencioso", "silenzioso"],
  ["Howling", "Heulender", "hurlant", "吠える", "aullador", "ululante"],
  ["Radiant", "Strahlender", "radieux", "輝く", "radiante", "radioso"],
  ["Shattered", "Zerschmetterter", "brisé", "砕けた", "destrozado", "infranto"],
  ["Frostbitten", "Frostgebissener", "gelé", "凍てついた", "congelado", "congelato"],
  ["Thornbound", "Dornengebundener", "lié d'épines", "棘縛りの", "atado por espinas", "legato dalle spine"],
  ["Wandering", "Wandernder", "errant", "さまよう", "errante", "errante"],
  ["Ancient", "Uralter", "ancien", "古の", "antiguo", "antico"],
  ["Restless", "Ruheloser", "agité", "落ち着かぬ", "inquieto", "irrequieto"],
  ["Crimson", "Karmesinroter", "cramoisi", "真紅の", "carmesí", "cremisi"],
  ["Obsidian", "Obsidianer", "d'obsidienne", "黒曜の", "de obsidiana", "d'ossidiana"],
  ["Stormborn", "Sturmgeborener", "né de l'orage", "嵐生まれの", "nacido de la tormenta", "nato dalla tempesta"],
  ["Veiled", "Verschleierter", "voilé", "ヴェールの", "velado", "velato"],
  ["Sunlit", "Sonnenbeschienener", "ensoleillé", "陽光の", "soleado", "soleggiato"],
];

/** [word, subtypes, colours it leans to, artifact creature] */
const CREATURE: [Word, string, string, boolean][] = [
  [["Sentinel", "Wächter", "sentinelle", "番兵", "centinela", "sentinella"], "Human,Soldier", "W", false],
  [["Oracle", "Orakel", "oracle", "神託者", "oráculo", "oracolo"], "Human,Cleric", "WU", false],
  [["Warden", "Hüter", "gardien", "監視者", "guardián", "guardiano"], "Human,Soldier", "WG", false],
  [["Drake", "Drache", "drake", "ドレイク", "draco", "drago"], "Drake", "UR", false],
  [["Wolf", "Wolf", "loup", "狼", "lobo", "lupo"], "Wolf", "G", false],
  [["Seer", "Seher", "voyant", "予見者", "vidente", "veggente"], "Human,Wizard", "U", false],
  [["Knight", "Ritter", "chevalier", "騎士", "caballero", "cavaliere"], "Human,Knight", "WB", false],
  [["Colossus", "Koloss", "colosse", "巨像", "coloso", "colosso"], "Giant", "RG", false],
  [["Specter", "Gespenst", "spectre", "死霊", "espectro", "spettro"], "Specter", "B", false],
  [["Stalker", "Pirscher", "traqueur", "忍び寄るもの", "acechador", "predatore"], "Horror", "B", false],
  [["Sphinx", "Sphinx", "sphinx", "スフィンクス", "esfinge", "sfinge"], "Sphinx", "U", false],
  [["Hydra", "Hydra", "hydre", "ハイドラ", "hidra", "idra"], "Hydra", "G", false],
  [["Shaman", "Schamane", "chaman", "シャーマン", "chamán", "sciamano"], "Elf,Shaman", "GR", false],
  [["Archer", "Bogenschütze", "archer", "射手", "arquero", "arciere"], "Elf,Archer", "G", false],
  [["Golem", "Golem", "golem", "ゴーレム", "gólem", "golem"], "Golem", "", true],
  [["Leviathan", "Leviathan", "léviathan", "リバイアサン", "leviatán", "leviatano"], "Leviathan", "U", false],
  [["Harpy", "Harpyie", "harpie", "ハーピー", "arpía", "arpia"], "Harpy", "B", false],
  [["Scout", "Späher", "éclaireur", "斥候", "explorador", "esploratore"], "Human,Scout", "WG", false],
  [["Reaver", "Plünderer", "saccageur", "略奪者", "saqueador", "razziatore"], "Orc,Warrior", "R", false],
  [["Titan", "Titan", "titan", "巨人", "titán", "titano"], "Giant", "RW", false],
  [["Elemental", "Elementar", "élémental", "精霊", "elemental", "elementale"], "Elemental", "RU", false],
  [["Wurm", "Wurm", "guivre", "ワーム", "sierpe", "wurm"], "Wurm", "G", false],
  [["Acolyte", "Akolyth", "acolyte", "侍祭", "acólito", "accolito"], "Human,Cleric", "WB", false],
  [["Duelist", "Duellant", "duelliste", "決闘者", "duelista", "duellante"], "Human,Warrior", "R", false],
  [["Familiar", "Vertrauter", "familier", "使い魔", "familiar", "famiglio"], "Spirit", "UB", false],
];

const SPELL_ADJ: Word[] = [
  ["Glacial", "Gletscher-", "glaciaire", "氷河の", "glacial", "glaciale"],
  ["Tidal", "Gezeiten-", "des marées", "潮の", "de mareas", "di marea"],
  ["Searing", "Sengende", "brûlant", "焼けつく", "abrasador", "bruciante"],
  ["Feral", "Wilde", "sauvage", "野生の", "salvaje", "selvaggio"],
  ["Sacred", "Heilige", "sacré", "聖なる", "sagrado", "sacro"],
  ["Grim", "Grimmige", "sinistre", "無情の", "sombrío", "cupo"],
  ["Arcane", "Arkane", "arcanique", "秘儀の", "arcano", "arcano"],
  ["Final", "Letzte", "ultime", "最後の", "final", "finale"],
  ["Sudden", "Plötzliche", "soudain", "突然の", "repentino", "improvviso"],
  ["Mirrored", "Gespiegelte", "reflété", "鏡映しの", "reflejado", "riflesso"],
];
const SPELL_NOUN: Word[] = [
  ["Rebuke", "Zurechtweisung", "réprimande", "叱責", "reprimenda", "rimprovero"],
  ["Reckoning", "Abrechnung", "jugement", "清算", "ajuste de cuentas", "resa dei conti"],
  ["Tithe", "Zehnt", "dîme", "十分の一税", "diezmo", "decima"],
  ["Surge", "Woge", "déferlement", "奔流", "oleada", "impeto"],
  ["Requiem", "Requiem", "requiem", "鎮魂歌", "réquiem", "requiem"],
  ["Bargain", "Handel", "marché", "取引", "trato", "patto"],
  ["Insight", "Einsicht", "perspicacité", "洞察", "perspicacia", "intuizione"],
  ["Cataclysm", "Kataklysmus", "cataclysme", "大災害", "cataclismo", "cataclisma"],
  ["Embrace", "Umarmung", "étreinte", "抱擁", "abrazo", "abbraccio"],
  ["Decree", "Erlass", "décret", "布告", "decreto", "decreto"],
  ["Verdict", "Urteil", "verdict", "評決", "veredicto", "verdetto"],
  ["Blessing", "Segen", "bénédiction", "祝福", "bendición", "benedizione"],
  ["Rampage", "Amoklauf", "saccage", "暴れ回り", "arrebato", "furia"],
  ["Gambit", "Gambit", "gambit", "策略", "gambito", "gambetto"],
];
const ENCH_NOUN: Word[] = [
  ["Oath", "Eid", "serment", "誓い", "juramento", "giuramento"],
  ["Pact", "Pakt", "pacte", "契約", "pacto", "patto"],
  ["Curse", "Fluch", "malédiction", "呪い", "maldición", "maledizione"],
  ["Dominion", "Herrschaft", "domination", "支配", "dominio", "dominio"],
  ["Vigil", "Wache", "veille", "見張り", "vigilia", "veglia"],
];
const ARTIFACT_NOUN: Word[] = [
  ["Lantern", "Laterne", "lanterne", "ランタン", "linterna", "lanterna"],
  ["Crown", "Krone", "couronne", "王冠", "corona", "corona"],
  ["Compass", "Kompass", "compas", "羅針盤", "brújula", "bussola"],
  ["Blade", "Klinge", "lame", "刃", "hoja", "lama"],
  ["Idol", "Götze", "idole", "偶像", "ídolo", "idolo"],
  ["Engine", "Maschine", "machine", "機関", "motor", "motore"],
  ["Reliquary", "Reliquiar", "reliquaire", "聖遺物箱", "relicario", "reliquiario"],
  ["Sigil", "Siegel", "sceau", "印章", "sello", "sigillo"],
];
const PLACES = ["Kaldris", "Hollowmere", "Varnhold", "Skyreach", "Duskmarch", "Glasswing", "Orrinvale", "Saltreach", "Ebonfen", "Tallowmoor"];
const LAND_NOUN: Word[] = [
  ["Spire", "Turm", "flèche", "尖塔", "aguja", "guglia"],
  ["Grove", "Hain", "bosquet", "木立", "arboleda", "boschetto"],
  ["Marsh", "Sumpf", "marais", "沼", "pantano", "palude"],
  ["Citadel", "Zitadelle", "citadelle", "城塞", "ciudadela", "cittadella"],
  ["Falls", "Fälle", "chutes", "滝", "cascadas", "cascate"],
  ["Crossing", "Übergang", "passage", "渡り", "cruce", "guado"],
  ["Ruins", "Ruinen", "ruines", "廃墟", "ruinas", "rovine"],
  ["Sanctum", "Heiligtum", "sanctuaire", "聖域", "santuario", "santuario"],
];
const PERSONS = [
  "Kaethra", "Osric", "Vellamy", "Thorne", "Iskra", "Dovan", "Maelis", "Ruun", "Corvane", "Eldra", "Jorun", "Tamsin",
  "Brannoch", "Lyssa", "Quillon", "Sarevok", "Ysolde", "Halvard", "Nimue", "Teodric", "Zarya", "Fenwick", "Oriel", "Pell",
  "Amarant", "Bexley", "Caius", "Delphine", "Erevan", "Galen", "Hestia", "Ilvar", "Jessamy", "Kestrel", "Lorcan", "Mirabel",
];
const TITLES: Word[] = [
  ["the Unbroken", "der Ungebrochene", "l'Inébranlable", "不屈の者", "el Inquebrantable", "l'Indomito"],
  ["the Stormcaller", "der Sturmrufer", "l'Invocateur d'orages", "嵐呼び", "el Invocatormentas", "l'Evocatempeste"],
  ["the Ascendant", "der Aufsteigende", "l'Ascendant", "昇りし者", "el Ascendente", "l'Ascendente"],
  ["the Wayfinder", "der Wegfinder", "l'Éclaireur", "道探し", "el Buscasendas", "il Cercavie"],
  ["the Lightbringer", "der Lichtbringer", "le Porte-lumière", "光をもたらす者", "el Portaluz", "il Portaluce"],
  ["the Ruinous", "der Verderbliche", "le Ruineux", "破滅の者", "el Ruinoso", "il Rovinoso"],
];
const TYPE_WORD: Record<string, Word> = {
  Creature: ["Creature", "Kreatur", "Créature", "クリーチャー", "Criatura", "Creatura"],
  Instant: ["Instant", "Spontanzauber", "Éphémère", "インスタント", "Instantáneo", "Istantaneo"],
  Sorcery: ["Sorcery", "Hexerei", "Rituel", "ソーサリー", "Conjuro", "Stregoneria"],
  Enchantment: ["Enchantment", "Verzauberung", "Enchantement", "エンチャント", "Encantamiento", "Incantesimo"],
  Artifact: ["Artifact", "Artefakt", "Artefact", "アーティファクト", "Artefacto", "Artefatto"],
  Land: ["Land", "Land", "Terrain", "土地", "Tierra", "Terra"],
  Champion: ["Champion", "Champion", "Champion", "チャンピオン", "Campeón", "Campione"],
  Legendary: ["Legendary", "Legendäre", "légendaire", "伝説の", "legendaria", "leggendaria"],
};
const KEYWORD_WORD: Record<string, Word> = {
  Flying: ["Flying", "Flugfähigkeit", "Vol", "飛行", "Vuela", "Volare"],
  Trample: ["Trample", "Trampelschaden", "Piétinement", "トランプル", "Arrollar", "Travolgere"],
  Vigilance: ["Vigilance", "Wachsamkeit", "Vigilance", "警戒", "Vigilancia", "Cautela"],
  Deathtouch: ["Deathtouch", "Todesberührung", "Contact mortel", "接死", "Toque mortal", "Tocco letale"],
  Lifelink: ["Lifelink", "Lebensverknüpfung", "Lien de vie", "絆魂", "Vínculo vital", "Legame vitale"],
  Haste: ["Haste", "Eile", "Célérité", "速攻", "Prisa", "Rapidità"],
  Reach: ["Reach", "Reichweite", "Portée", "到達", "Alcance", "Raggiungere"],
  Flash: ["Flash", "Aufblitzen", "Flash", "瞬速", "Destello", "Lampo"],
  Ward: ["Ward", "Abwehr", "Protection", "護法", "Custodia", "Protezione"],
  Menace: ["Menace", "Bedrohlichkeit", "Menace", "威迫", "Amenaza", "Minacciare"],
};
const COLOR_KEYWORDS: Record<string, string[]> = {
  W: ["Flying", "Vigilance", "Lifelink"],
  U: ["Flying", "Flash", "Ward"],
  B: ["Deathtouch", "Lifelink", "Menace"],
  R: ["Haste", "Menace", "Trample"],
  G: ["Trample", "Reach", "Vigilance"],
  "": ["Ward", "Vigilance"],
};

const ARTISTS: [string, number][] = [
  ["Mirela Vantongeren", 6], ["Oskar Lindqvist-Hale", 5], ["Priya Deshmane", 5], ["Tomasz Kreuzer", 4], ["Adaeze Okonkwo", 4],
  ["Julien Marchetti", 4], ["Hana Sorensen", 4], ["Rafael Quintero", 3], ["Lena Vostrikova", 3], ["Cedric Ambrose", 3],
  ["Yuki Tanabe", 3], ["Marcus Holloway", 3], ["Sofia Brandvold", 3], ["Ibrahim Nasser", 2], ["Clara Winterbourne", 2],
  ["Diego Ferraz", 2], ["Annika Roos", 2], ["Theo Calloway", 2], ["Nadia Kowalczyk", 2], ["Emeka Obi", 2],
  ["Ines Carvalho", 2], ["Viktor Strand", 1], ["Mei-Lin Chou", 1], ["Gareth Penrose", 1], ["Rosalind Ashby", 1],
  ["Kenji Moriyama", 1], ["Fatima Zahra Idrissi", 1], ["Lucas Bergeron", 1],
];

interface SetDef {
  code: string;
  name: string;
  releaseDate: string;
  type: string;
  block: string | null;
  parentCode: string | null;
  size: number;
  bonus: number;
  langs: Lang[];
  border: string;
  arena: boolean;
  mtgo: boolean;
}
const FIVE = LANGS;
const SETS: SetDef[] = [
  { code: "EMB", name: "Embers of Kaldris", releaseDate: "2023-02-10", type: "expansion", block: "Kaldris Saga", parentCode: null, size: 48, bonus: 0, langs: FIVE, border: "black", arena: false, mtgo: true },
  { code: "PEMB", name: "Embers of Kaldris Promos", releaseDate: "2023-02-10", type: "promo", block: "Kaldris Saga", parentCode: "EMB", size: 8, bonus: 0, langs: [], border: "borderless", arena: false, mtgo: false },
  { code: "C23", name: "Core Set 2023", releaseDate: "2023-05-19", type: "core", block: null, parentCode: null, size: 40, bonus: 12, langs: FIVE, border: "white", arena: false, mtgo: true },
  { code: "TDW", name: "Tides of the Drowned Wastes", releaseDate: "2023-09-08", type: "expansion", block: "Drowned Wastes", parentCode: null, size: 50, bonus: 2, langs: FIVE, border: "black", arena: false, mtgo: true },
  { code: "TDC", name: "Drowned Wastes Commander", releaseDate: "2023-09-08", type: "commander", block: "Drowned Wastes", parentCode: "TDW", size: 20, bonus: 9, langs: ["German", "French"], border: "black", arena: false, mtgo: false },
  { code: "HMR", name: "Hollowmere Rising", releaseDate: "2024-02-02", type: "expansion", block: "Hollowmere", parentCode: null, size: 50, bonus: 3, langs: FIVE, border: "black", arena: true, mtgo: true },
  { code: "PHMR", name: "Hollowmere Rising Promos", releaseDate: "2024-02-02", type: "promo", block: "Hollowmere", parentCode: "HMR", size: 8, bonus: 0, langs: [], border: "borderless", arena: false, mtgo: false },
  { code: "MOV", name: "Masters of the Vault", releaseDate: "2024-06-14", type: "masters", block: null, parentCode: null, size: 32, bonus: 32, langs: ["German", "French", "Japanese"], border: "black", arena: false, mtgo: true },
  { code: "SKY", name: "Skyreach Ascendant", releaseDate: "2024-10-04", type: "expansion", block: null, parentCode: null, size: 52, bonus: 2, langs: FIVE, border: "black", arena: true, mtgo: true },
  { code: "C25", name: "Core Set 2025", releaseDate: "2025-03-21", type: "core", block: null, parentCode: null, size: 40, bonus: 14, langs: FIVE, border: "black", arena: true, mtgo: true },
  { code: "VRX", name: "Verdant Reckoning", releaseDate: "2025-08-15", type: "expansion", block: null, parentCode: null, size: 50, bonus: 2, langs: FIVE, border: "black", arena: true, mtgo: true },
  { code: "OLA", name: "Arena Anthology: Echoes", releaseDate: "2025-12-05", type: "alchemy", block: null, parentCode: null, size: 16, bonus: 0, langs: [], border: "black", arena: true, mtgo: false },
  { code: "GLS", name: "Glasswing Saga", releaseDate: "2026-04-10", type: "expansion", block: "Glasswing", parentCode: null, size: 54, bonus: 4, langs: FIVE, border: "black", arena: true, mtgo: true },
  { code: "JST", name: "Jester's Folly", releaseDate: "2026-07-03", type: "funny", block: null, parentCode: null, size: 14, bonus: 0, langs: [], border: "silver", arena: false, mtgo: false },
  { code: "DSK", name: "Duskmarch", releaseDate: "2026-11-13", type: "expansion", block: "Glasswing", parentCode: null, size: 48, bonus: 2, langs: FIVE, border: "black", arena: true, mtgo: true },
  { code: "PDSK", name: "Duskmarch Promos", releaseDate: "2026-11-13", type: "promo", block: "Glasswing", parentCode: "DSK", size: 6, bonus: 0, langs: [], border: "borderless", arena: false, mtgo: false },
];

const SET_TRANSLATIONS: Record<string, [string, string][]> = {
  EMB: [["German", "Glut von Kaldris"], ["French", "Braises de Kaldris"], ["Japanese", "カルドリスの燠火"], ["Spanish", "Ascuas de Kaldris"], ["Italian", "Braci di Kaldris"]],
  C23: [["German", "Hauptset 2023"], ["French", "Édition de base 2023"], ["Japanese", "基本セット2023"], ["Spanish", "Colección básica 2023"], ["Italian", "Set Base 2023"], ["Portuguese (Brazil)", "Coleção Básica 2023"], ["Chinese Simplified", "核心系列2023"]],
  TDW: [["German", "Gezeiten der Ertrunkenen Öde"], ["French", "Marées des Terres noyées"], ["Japanese", "溺れた荒野の潮"], ["Spanish", "Mareas del Páramo Ahogado"], ["Italian", "Maree delle Lande Sommerse"]],
  TDC: [["German", "Commander: Ertrunkene Öde"], ["French", "Commander : Terres noyées"]],
  HMR: [["German", "Hollowmeres Erhebung"], ["French", "L'Essor de Hollowmere"], ["Japanese", "ホロウミアの興隆"], ["Spanish", "El auge de Hollowmere"], ["Italian", "L'ascesa di Hollowmere"], ["Portuguese (Brazil)", "A Ascensão de Hollowmere"]],
  MOV: [["German", "Meister des Gewölbes"], ["French", "Maîtres de la Chambre forte"], ["Japanese", "宝物庫の達人"]],
  SKY: [["German", "Aufstieg von Skyreach"], ["French", "L'Ascension de Skyreach"], ["Japanese", "スカイリーチの昇華"], ["Spanish", "Ascenso de Skyreach"], ["Italian", "Ascesa di Skyreach"], ["Korean", "스카이리치의 비상"]],
  C25: [["German", "Hauptset 2025"], ["French", "Édition de base 2025"], ["Japanese", "基本セット2025"], ["Spanish", "Colección básica 2025"], ["Italian", "Set Base 2025"], ["Portuguese (Brazil)", "Coleção Básica 2025"], ["Chinese Simplified", "核心系列2025"], ["Korean", "코어 세트 2025"]],
  VRX: [["German", "Grüne Abrechnung"], ["French", "Jugement verdoyant"], ["Japanese", "新緑の清算"], ["Spanish", "Ajuste de cuentas verde"], ["Italian", "Resa dei conti verdeggiante"]],
  GLS: [["German", "Glasflügel-Saga"], ["French", "La Saga d'Aile-de-Verre"], ["Japanese", "グラスウィング・サーガ"], ["Spanish", "La saga de Alavidrio"], ["Italian", "La saga di Alavetro"], ["Portuguese (Brazil)", "A Saga de Asavidro"]],
  DSK: [["German", "Dämmermark"], ["French", "Marche-Crépuscule"], ["Japanese", "ダスクマーチ"], ["Spanish", "Marca del Ocaso"], ["Italian", "Marca del Crepuscolo"], ["Portuguese (Brazil)", "Marca do Crepúsculo"], ["Korean", "더스크마치"]],
};

/** [name, type line parts, mana cost, power, toughness, text] */
const JOKE_CARDS: [string, string, string, string, string | null, string | null, string][] = [
  ["Goblin Tax Auditor", "Creature", "Goblin,Accountant", "{1}{R}", "2", "1", "Whenever an opponent plays a land, they fill out a form. It costs {1}."],
  ["Extremely Large Pigeon", "Creature", "Bird", "{4}{W}{W}", "6", "6", "Flying. Extremely Large Pigeon can't block anything smaller than a pigeon."],
  ["Squirrel Union Representative", "Creature", "Squirrel,Advisor", "{G}", "1", "1", "Squirrels you control get a coffee break: they untap during each upkeep twice."],
  ["Wizard Who Forgot His Hat", "Creature", "Human,Wizard", "{2}{U}", "1", "3", "At the beginning of your upkeep, name a hat. If no one is wearing it, draw a card."],
  ["Suspiciously Friendly Dragon", "Creature", "Dragon", "{3}{R}{R}", "5", "4", "Flying. Whenever this creature attacks, it says hello to the defending player."],
  ["The Floor Is Lava", "Enchantment", "", "{2}{R}", null, null, "Players who are touching the floor lose 1 life at the beginning of each turn."],
  ["Accidental Fireball", "Instant", "", "{X}{R}", null, null, "Accidental Fireball deals X damage to a target chosen by the player to your left."],
  ["Knight of the Long Lunch", "Creature", "Human,Knight", "{1}{W}", "2", "2", "Knight of the Long Lunch doesn't untap during your untap step between noon and 2 p.m."],
  ["Overqualified Imp", "Creature", "Imp", "{B}", "½", "1", "Flying. Overqualified Imp can't be the target of spells with mana value less than its résumé."],
  ["Rules Lawyer", "Creature", "Human,Advisor", "{W}{U}", "1", "1", "You may look up any rule at any time. If you are right, draw a card."],
  ["Tiny Colossus", "Artifact Creature", "Golem", "{8}", "*", "*", "Tiny Colossus's power and toughness are each equal to the number of coins on the table."],
  ["Coin Flip of Destiny", "Sorcery", "", "{1}{R}", null, null, "Flip a coin. If you win, you win the game. If you lose, flip again."],
  ["Borrowed Sword", "Artifact", "Equipment", "{1}", null, null, "Equipped creature gets +2/+0. At end of turn, return Borrowed Sword to its owner with thanks."],
  ["Professional Napper", "Creature", "Cat", "{2}{G}", "0", "∞", "Professional Napper doesn't untap. Ever."],
];

const FLAVOR = [
  "The tide remembers every name it has taken.",
  "In Kaldris, even the ash keeps secrets.",
  "She did not fear the dark. The dark had learned to fear her.",
  "Every spire in Skyreach was built on a promise nobody kept.",
  "The forest does not forgive. It simply grows over you.",
  "\"Strike once, and let them wonder where the second blow went.\"",
  "Its howl carried three valleys before the echo gave up.",
  "Old stone, older grudges.",
  "The lantern burned long after its keeper had gone.",
  "\"Glass breaks. Wings do not.\"",
  "Dusk in the march lasts half a day, and no one travels in it.",
  "They called it a bargain. The price came later.",
  "What the marsh takes, it keeps.",
  "The oracle saw the end and decided not to mention it.",
  "Even gods leave footprints in fresh snow.",
  "Hollowmere rose, and the sky went quiet.",
];

const RULING_TEMPLATES = [
  "If {name} leaves the battlefield before its triggered ability resolves, the ability still resolves.",
  "{name}'s ability counts only permanents you control as it resolves.",
  "If the target becomes illegal before {name} resolves, the spell doesn't resolve and none of its effects happen.",
  "Copies of {name} have the same abilities but are not cast, so cast triggers won't apply.",
  "The mana value of {name} is determined only by its mana cost; any additional costs are ignored.",
  "If multiple effects modify {name}'s power, they are applied in timestamp order.",
  "You choose the mode of {name} as you cast it. Once chosen, it can't be changed.",
  "{name} can be cast even if there are no legal targets for its second ability.",
  "Damage dealt by {name} is dealt simultaneously to all affected creatures.",
  "If {name} is your commander, its ability also works from the command zone.",
];

interface Card {
  id: number;
  uuid: string;
  name: string;
  setCode: string;
  number: string;
  manaCost: string | null;
  cmc: number;
  colors: string | null;
  colorIdentity: string | null;
  type: string;
  types: string;
  supertypes: string | null;
  subtypes: string | null;
  rarity: string;
  artist: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  text: string | null;
  flavorText: string | null;
  keywords: string | null;
  borderColor: string;
  frameVersion: string;
  layout: string;
  availability: string;
  isPromo: number;
  isReprint: number;
  isReserved: number;
  isOnlineOnly: number;
  isFullArt: number;
  isStarter: number;
  hasFoil: number;
  hasNonFoil: number;
  edhrecRank: number | null;
  multiverseId: number | null;
  originalReleaseDate: string | null;
  /** translation of the name per language */
  foreign: Record<Lang, string> | null;
  foreignType: Record<Lang, string> | null;
}

function uuid(rng: SeededRandom): string {
  const hex = () => Math.floor(rng.next() * 16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join("");
  return `${part(8)}-${part(4)}-4${part(3)}-${rng.pick(["8", "9", "a", "b"])}${part(3)}-${part(12)}`;
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const COLOR_ORDER = "WUBRG";
const sortColors = (cs: string): string => [...new Set(cs.split(""))].sort((a, b) => COLOR_ORDER.indexOf(a) - COLOR_ORDER.indexOf(b)).join("");

function manaCostFor(rng: SeededRandom, cmc: number, colors: string): string {
  if (colors === "") return `{${cmc}}`;
  const cs = colors.split("");
  const coloured = Math.min(cmc, cs.length + (cmc >= 3 && rng.chance(0.4) ? 1 : 0));
  const pips: string[] = [];
  for (let i = 0; i < coloured; i++) pips.push(cs[i % cs.length] as string);
  pips.sort((a, b) => COLOR_ORDER.indexOf(a) - COLOR_ORDER.indexOf(b));
  const generic = cmc - coloured;
  return (generic > 0 ? `{${generic}}` : "") + pips.map((p) => `{${p}}`).join("");
}

export function datasetSql(): string {
  const rng = seededRandom(20260611);
  const cards: Card[] = [];
  const usedNames = new Set<string>(JOKE_CARDS.map((j) => j[0]));
  const firstSetOfName = new Map<string, string>();
  const pickArtist = () => rng.weighted(ARTISTS);
  const usedPersons = new Set<string>();

  const newCard = (set: SetDef, number: number, rarityIn?: string): Card => {
    const rarity = rarityIn ?? rng.weighted([["common", 10], ["uncommon", 7], ["rare", 4], ["mythic", 1.3]] as const);
    const highRarity = rarity === "rare" || rarity === "mythic";
    let kind = rng.weighted([
      ["creature", 45], ["instant", 12], ["sorcery", 11], ["enchantment", 9], ["artifact", 8], ["land", 6],
      ["legend", highRarity ? 14 : 0], ["champion", rarity === "mythic" ? 10 : 0],
    ] as const);
    if (set.type === "commander" && rng.chance(0.4)) kind = "legend";
    let name = "";
    let foreign: Record<Lang, string> | null = null;
    let colors = "";
    let typesArr: string[] = [];
    let supertypes: string | null = null;
    let subtypes: string | null = null;
    let cmc = 0;
    let power: string | null = null;
    let toughness: string | null = null;
    let loyalty: string | null = null;
    const keywords: string[] = [];
    const mk = (en: string, f: (l: Lang) => string) => {
      name = en;
      foreign = Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Lang, string>;
    };
    for (let attempt = 0; attempt < 200; attempt++) {
      if (kind === "creature" || kind === "legend") {
        const [noun, sub, lean, art] = rng.pick(CREATURE);
        const adj = rng.pick(ADJ);
        typesArr = art ? ["Artifact", "Creature"] : ["Creature"];
        subtypes = sub;
        colors = art ? "" : lean === "" ? "" : rng.chance(0.82) ? (rng.pick(lean.split("")) as string) : lean.length > 1 ? lean : lean + rng.pick(["W", "U", "B", "R", "G"].filter((c) => c !== lean));
        if (kind === "legend") {
          const person = rng.pick(PERSONS.filter((p) => !usedPersons.has(p)).concat(usedPersons.size >= PERSONS.length ? PERSONS : []));
          mk(`${person}, ${adj[0]} ${noun[0]}`, (l) => (l === "Japanese" ? `${tr(adj, l)}${tr(noun, l)}、${person}` : l === "German" ? `${person}, ${tr(adj, l)} ${tr(noun, l)}` : `${person}, ${tr(noun, l)} ${tr(adj, l)}`));
          if (!usedNames.has(name)) usedPersons.add(person);
          supertypes = "Legendary";
        } else {
          mk(`${adj[0]} ${noun[0]}`, (l) => (l === "Japanese" ? `${tr(adj, l)}${tr(noun, l)}` : l === "German" ? `${tr(adj, l)} ${tr(noun, l)}` : `${tr(noun, l)[0]?.toUpperCase()}${tr(noun, l).slice(1)} ${tr(adj, l)}`));
        }
        cmc = rng.weighted([[1, 3], [2, 6], [3, 6], [4, 5], [5, 3], [6, 2], [7, 1], [8, 0.4]] as const);
        if (kind === "legend" && cmc < 3) cmc += 2;
        const big = ["Colossus", "Titan", "Wurm", "Leviathan", "Hydra", "Sphinx"].includes(noun[0]);
        if (big && cmc < 5) cmc += 2;
        const p = Math.max(0, cmc + rng.int(-2, 1) + (big ? 1 : 0));
        const t = Math.max(1, cmc + rng.int(-2, 1));
        power = String(p);
        toughness = String(t);
        if ((noun[0] === "Elemental" || noun[0] === "Hydra") && ["EMB", "TDW", "HMR", "GLS"].includes(set.code) && rng.chance(0.5)) {
          power = "*";
          toughness = rng.chance(0.5) ? "*" : toughness;
        }
        const kwPool = COLOR_KEYWORDS[colors.slice(0, 1)] ?? [];
        const nk = rng.weighted([[0, 4], [1, 5], [2, 2]] as const);
        for (const k of rng.shuffle(kwPool).slice(0, nk)) keywords.push(k);
        if (noun[0] === "Drake" || noun[0] === "Sphinx" || noun[0] === "Harpy" || noun[0] === "Specter") {
          if (!keywords.includes("Flying")) keywords.unshift("Flying");
        }
      } else if (kind === "instant" || kind === "sorcery") {
        const adj = rng.pick(SPELL_ADJ);
        const noun = rng.pick(SPELL_NOUN);
        mk(`${adj[0]} ${noun[0]}`, (l) => (l === "Japanese" ? `${tr(adj, l)}${tr(noun, l)}` : l === "German" ? (tr(adj, l).endsWith("-") ? `${tr(adj, l)}${tr(noun, l)}` : `${tr(adj, l)} ${tr(noun, l)}`) : `${tr(noun, l)[0]?.toUpperCase()}${tr(noun, l).slice(1)} ${tr(adj, l)}`));
        typesArr = [kind === "instant" ? "Instant" : "Sorcery"];
        colors = rng.chance(0.88) ? rng.pick(["W", "U", "B", "R", "G"]) : sortColors(rng.pick(["W", "U", "B", "R", "G"]) + rng.pick(["W", "U", "B", "R", "G"]));
        cmc = rng.weighted([[1, 4], [2, 5], [3, 4], [4, 2], [5, 1], [6, 0.6]] as const);
      } else if (kind === "enchantment") {
        const adj = rng.pick(SPELL_ADJ);
        const noun = rng.pick(ENCH_NOUN);
        mk(`${adj[0]} ${noun[0]}`, (l) => (l === "Japanese" ? `${tr(adj, l)}${tr(noun, l)}` : l === "German" ? (tr(adj, l).endsWith("-") ? `${tr(adj, l)}${tr(noun, l)}` : `${tr(adj, l)} ${tr(noun, l)}`) : `${tr(noun, l)[0]?.toUpperCase()}${tr(noun, l).slice(1)} ${tr(adj, l)}`));
        typesArr = ["Enchantment"];
        colors = rng.pick(["W", "U", "B", "R", "G"]);
        cmc = rng.weighted([[1, 2], [2, 4], [3, 4], [4, 2], [5, 1]] as const);
      } else if (kind === "artifact") {
        const adj = rng.pick(ADJ);
        const noun = rng.pick(ARTIFACT_NOUN);
        mk(`${adj[0]} ${noun[0]}`, (l) => (l === "Japanese" ? `${tr(adj, l)}${tr(noun, l)}` : l === "German" ? `${tr(adj, l).replace(/er$/, "e")} ${tr(noun, l)}` : `${tr(noun, l)[0]?.toUpperCase()}${tr(noun, l).slice(1)} ${tr(adj, l)}`));
        typesArr = ["Artifact"];
        colors = "";
        cmc = rng.weighted([[0, 0.5], [1, 3], [2, 4], [3, 3], [4, 2], [5, 1]] as const);
        if (noun[0] === "Blade") subtypes = "Equipment";
      } else if (kind === "land") {
        const place = rng.pick(PLACES);
        const noun = rng.pick(LAND_NOUN);
        mk(`${place} ${noun[0]}`, (l) => (l === "Japanese" ? `${place}の${tr(noun, l)}` : l === "German" ? `${place}-${tr(noun, l)}` : l === "Italian" ? `${tr(noun, l)[0]?.toUpperCase()}${tr(noun, l).slice(1)} di ${place}` : `${tr(noun, l)[0]?.toUpperCase()}${tr(noun, l).slice(1)} de ${place}`));
        typesArr = ["Land"];
        colors = "";
        cmc = 0;
      } else {
        const person = rng.pick(PERSONS.filter((p) => !usedPersons.has(p)).concat(usedPersons.size >= PERSONS.length ? PERSONS : []));
        const title = rng.pick(TITLES);
        mk(`${person}, ${title[0]}`, (l) => (l === "Japanese" ? `${tr(title, l)}、${person}` : `${person}, ${tr(title, l)}`));
        if (!usedNames.has(name)) usedPersons.add(person);
        typesArr = ["Champion"];
        supertypes = "Legendary";
        colors = rng.chance(0.7) ? rng.pick(["W", "U", "B", "R", "G"]) : sortColors(rng.pick(["W", "U", "B", "R", "G"]) + rng.pick(["W", "U", "B", "R", "G"]));
        cmc = rng.int(3, 6);
        loyalty = String(rng.int(3, 6));
      }
      if (!usedNames.has(name)) break;
      if (attempt === 60) kind = "creature";
      supertypes = null;
      subtypes = null;
      power = null;
      toughness = null;
      loyalty = null;
      keywords.length = 0;
    }
    if (usedNames.has(name)) throw new Error(`could not find a new name for ${set.code}`);
    usedNames.add(name);
    firstSetOfName.set(name, set.code);
    colors = sortColors(colors);
    const colorList = colors.split("").join(",");
    const manaCost = typesArr.includes("Land") ? null : manaCostFor(rng, cmc, colors);
    const typeLine =
      (supertypes ? `${supertypes} ` : "") + typesArr.join(" ") + (subtypes ? ` — ${subtypes.split(",").join(" ")}` : "");
    const foreignType = Object.fromEntries(
      LANGS.map((l) => [
        l,
        (supertypes ? `${tr(TYPE_WORD.Legendary as Word, l)} ` : "") + typesArr.map((t) => tr(TYPE_WORD[t] as Word, l)).join(" ") + (subtypes ? ` — ${subtypes.split(",").join(" ")}` : ""),
      ]),
    ) as Record<Lang, string>;
    const abilities: string[] = [];
    if (keywords.length) abilities.push(keywords.join(", "));
    if (typesArr.includes("Land")) abilities.push(`{T}: Add one mana of any color. ${name} enters tapped.`);
    else if (kind === "instant" || kind === "sorcery") abilities.push(rng.pick([`${name} deals ${cmc + 1} damage to any target.`, `Draw ${Math.max(1, cmc - 1)} cards.`, `Destroy target creature with mana value ${cmc} or less.`, `Counter target spell unless its controller pays {${cmc}}.`, `Creatures you control get +${cmc}/+${cmc} until end of turn.`, `Return target creature to its owner's hand.`]));
    else if (kind === "champion") abilities.push(`+1: Draw a card.\n−3: Destroy target creature.\n−${cmc + 3}: You get an emblem with "Creatures you control get +2/+2."`);
    else if (rng.chance(0.7)) abilities.push(rng.pick([`When ${name} enters, draw a card.`, `When ${name} enters, you gain ${cmc} life.`, `Whenever ${name} attacks, create a 1/1 Spirit creature token.`, `{${Math.max(1, cmc - 1)}}, {T}: Scry 2.`, `At the beginning of your end step, put a +1/+1 counter on target creature.`, `Other creatures you control get +1/+0.`]));
    return {
      id: 0,
      uuid: uuid(rng),
      name,
      setCode: set.code,
      number: String(number),
      manaCost,
      cmc,
      colors: colors === "" ? null : colorList,
      colorIdentity: colors === "" ? null : colorList,
      type: typeLine,
      types: typesArr.join(","),
      supertypes,
      subtypes,
      rarity,
      artist: pickArtist(),
      power,
      toughness,
      loyalty,
      text: abilities.length ? abilities.join("\n") : null,
      flavorText: rng.chance(0.5) ? rng.pick(FLAVOR) : null,
      keywords: keywords.length ? keywords.join(",") : null,
      borderColor: set.border,
      frameVersion: "2015",
      layout: "normal",
      availability: "",
      isPromo: 0,
      isReprint: 0,
      isReserved: set.code === "EMB" && highRarity && rng.chance(0.3) ? 1 : 0,
      isOnlineOnly: 0,
      isFullArt: 0,
      isStarter: set.type === "core" && rarity === "common" && rng.chance(0.3) ? 1 : 0,
      hasFoil: 1,
      hasNonFoil: 1,
      edhrecRank: null,
      multiverseId: null,
      originalReleaseDate: null,
      foreign,
      foreignType,
    };
  };

  const reprint = (orig: Card, set: SetDef, number: number, rarity: string): Card => ({
    ...orig,
    id: 0,
    uuid: uuid(rng),
    setCode: set.code,
    number: String(number),
    rarity,
    artist: rng.chance(0.5) ? orig.artist : pickArtist(),
    flavorText: rng.chance(0.5) ? orig.flavorText : rng.chance(0.5) ? rng.pick(FLAVOR) : null,
    borderColor: set.border,
    isPromo: 0,
    isReprint: 1,
    isStarter: set.type === "core" && rarity === "common" && rng.chance(0.3) ? 1 : 0,
    originalReleaseDate: null,
  });

  for (const set of SETS) {
    const setCards: Card[] = [];
    if (set.type === "funny") {
      JOKE_CARDS.forEach(([name, types, subs, cost, p, t, text], i) => {
        const cs = sortColors(cost.replace(/[^WUBRG]/g, ""));
        const cmc = [...cost.matchAll(/\{([^}]+)\}/g)].reduce((s, m) => s + (/^\d+$/.test(m[1] as string) ? Number(m[1]) : m[1] === "X" ? 0 : 1), 0);
        setCards.push({
          id: 0, uuid: uuid(rng), name, setCode: set.code, number: String(i + 1), manaCost: cost, cmc,
          colors: cs ? cs.split("").join(",") : null, colorIdentity: cs ? cs.split("").join(",") : null,
          type: types + (subs ? ` — ${subs.split(",").join(" ")}` : ""), types: types.split(" ").join(","), supertypes: null, subtypes: subs || null,
          rarity: rng.weighted([["common", 4], ["uncommon", 3], ["rare", 2]] as const), artist: pickArtist(), power: p, toughness: t, loyalty: null,
          text, flavorText: rng.chance(0.4) ? "Not legal in any tournament. Probably." : null, keywords: text.startsWith("Flying") ? "Flying" : null,
          borderColor: "silver", frameVersion: "2015", layout: "normal", availability: "", isPromo: 0, isReprint: 0, isReserved: 0,
          isOnlineOnly: 0, isFullArt: 0, isStarter: 0, hasFoil: 1, hasNonFoil: 1, edhrecRank: null, multiverseId: null, originalReleaseDate: null,
          foreign: null, foreignType: null,
        });
        usedNames.add(name);
        firstSetOfName.set(name, set.code);
      });
    } else if (set.type === "promo") {
      const parentCards = cards.filter((c) => c.setCode === set.parentCode && (c.rarity === "rare" || c.rarity === "mythic"));
      const chosen = rng.shuffle(parentCards).slice(0, set.size).sort((a, b) => Number(a.number) - Number(b.number));
      for (const c of chosen) {
        setCards.push({
          ...c, id: 0, uuid: uuid(rng), setCode: set.code, number: `${c.number}p`, borderColor: rng.chance(0.75) ? "borderless" : "black",
          isPromo: 1, isReprint: 0, isFullArt: rng.chance(0.5) ? 1 : 0, hasNonFoil: 0, originalReleaseDate: addDays(set.releaseDate, -7),
        });
      }
    } else {
      const newCount = set.size - set.bonus;
      for (let i = 1; i <= newCount; i++) setCards.push(newCard(set, i));
      if (set.bonus > 0) {
        const earlier = new Set(SETS.filter((s) => s.releaseDate < set.releaseDate && ["expansion", "core", "commander"].includes(s.type)).map((s) => s.code));
        const inThisSet = new Set(setCards.map((c) => c.name));
        const pool = new Map<string, Card>();
        for (const c of cards) if (earlier.has(c.setCode) && !c.isReserved && !c.isReprint && !pool.has(c.name)) pool.set(c.name, c);
        let candidates = [...pool.values()].filter((c) => !inThisSet.has(c.name));
        if (set.type === "masters") candidates = candidates.filter((c) => c.rarity !== "common" || rng.chance(0.5));
        const chosen = rng.shuffle(candidates).slice(0, set.bonus);
        chosen.forEach((orig, k) => {
          const rarity = set.type === "masters" && orig.rarity === "uncommon" && rng.chance(0.3) ? "rare" : set.type === "masters" && orig.rarity === "rare" && rng.chance(0.25) ? "mythic" : orig.rarity;
          setCards.push(reprint(orig, set, newCount + k + 1, rarity));
        });
      }
    }
    for (const c of setCards) {
      const avail = [set.arena ? "arena" : null, set.mtgo ? "mtgo" : null, set.type === "alchemy" ? null : "paper"].filter(Boolean);
      c.availability = avail.join(",");
      if (set.type === "alchemy") {
        c.isOnlineOnly = 1;
        c.hasFoil = 0;
        c.borderColor = "black";
      }
      if (set.type === "commander") c.hasFoil = c.rarity === "mythic" || rng.chance(0.15) ? 1 : 0;
      if (set.type === "promo") c.hasFoil = 1;
      if (set.type !== "alchemy") c.multiverseId = 580000 + rng.int(0, 99999);
      c.id = cards.length + 1;
      cards.push(c);
    }
  }

  // popularity rank per name, for names legal in commander
  const rankedNames = rng.shuffle([...new Set(cards.filter((c) => !["JST", "OLA"].includes(c.setCode)).map((c) => c.name))]);
  const rankOf = new Map<string, number>();
  rankedNames.forEach((n, i) => rankOf.set(n, 1 + i * 7 + rng.int(0, 6)));
  for (const c of cards) c.edhrecRank = rankOf.get(c.name) ?? null;

  // ---- legalities
  const setByCode = new Map(SETS.map((s) => [s.code, s]));
  const printings = new Map<string, Card[]>();
  for (const c of cards) printings.set(c.name, [...(printings.get(c.name) ?? []), c]);
  const legalByName = new Map<string, Map<string, string>>();
  for (const [name, ps] of printings) {
    const m = new Map<string, string>();
    const sets = ps.map((p) => setByCode.get(p.setCode) as SetDef);
    if (sets.some((s) => s.type === "funny")) {
      legalByName.set(name, m);
      continue;
    }
    if (sets.every((s) => s.type === "alchemy")) {
      m.set("historic", "Legal");
      legalByName.set(name, m);
      continue;
    }
    const main = sets.filter((s) => s.type === "expansion" || s.type === "core");
    if (main.some((s) => s.releaseDate >= "2024-10-04")) m.set("standard", "Legal");
    if (main.some((s) => s.releaseDate >= "2023-09-08")) m.set("pioneer", "Legal");
    if (main.length > 0 || sets.some((s) => s.type === "masters")) m.set("modern", "Legal");
    m.set("legacy", "Legal");
    m.set("vintage", "Legal");
    m.set("commander", "Legal");
    if (ps.some((p) => p.rarity === "common")) m.set("pauper", "Legal");
    if (sets.some((s) => s.arena)) m.set("historic", "Legal");
    legalByName.set(name, m);
  }
  const single = [...printings.entries()].filter(([, ps]) => ps.length === 1).map(([n]) => n);
  const usedBan = new Set<string>();
  const ban = (format: string, status: string, count: number, filter: (c: Card) => boolean) => {
    const eligible = rng.shuffle(single.filter((n) => !usedBan.has(n) && legalByName.get(n)?.get(format) === "Legal" && filter((printings.get(n) as Card[])[0] as Card)));
    for (const n of eligible.slice(0, count)) {
      (legalByName.get(n) as Map<string, string>).set(format, status);
      usedBan.add(n);
    }
    return eligible.slice(0, count);
  };
  const hi = (c: Card) => c.rarity === "rare" || c.rarity === "mythic";
  ban("standard", "Banned", 3, hi);
  ban("pioneer", "Banned", 2, hi);
  const modernBans = ban("modern", "Banned", 4, hi);
  // two of the modern bans are also banned in pioneer where legal there
  for (const n of modernBans.slice(0, 2)) {
    const m = legalByName.get(n) as Map<string, string>;
    if (m.get("pioneer") === "Legal") m.set("pioneer", "Banned");
  }
  const legacyBans = ban("legacy", "Banned", 3, hi);
  for (const n of legacyBans) {
    const m = legalByName.get(n) as Map<string, string>;
    if (m.has("modern")) m.set("modern", "Banned");
  }
  (legalByName.get(legacyBans[0] as string) as Map<string, string>).set("vintage", "Restricted");
  (legalByName.get(legacyBans[1] as string) as Map<string, string>).set("vintage", "Restricted");
  (legalByName.get(legacyBans[2] as string) as Map<string, string>).set("vintage", "Banned");
  ban("vintage", "Restricted", 3, hi);
  ban("commander", "Banned", 3, hi);
  ban("pauper", "Banned", 2, (c) => c.rarity === "common");
  ban("historic", "Banned", 1, hi);

  const legalRows: unknown[][] = [];
  const FORMAT_ORDER = ["commander", "historic", "legacy", "modern", "pauper", "pioneer", "standard", "vintage"];
  for (const c of cards) {
    const m = legalByName.get(c.name) as Map<string, string>;
    for (const f of FORMAT_ORDER) if (m.has(f)) legalRows.push([legalRows.length + 1, f, m.get(f), c.uuid]);
  }

  // ---- rulings, per name, copied to every printing
  const rulingRows: unknown[][] = [];
  for (const [name, ps] of printings) {
    const first = ps[0] as Card;
    if (first.setCode === "JST") continue;
    const firstDate = (setByCode.get(first.setCode) as SetDef).releaseDate;
    const p = first.rarity === "mythic" ? 0.75 : first.rarity === "rare" ? 0.5 : 0.2;
    if (!rng.chance(p)) continue;
    const n = rng.weighted([[1, 6], [2, 3], [3, 1]] as const);
    const texts = rng.shuffle(RULING_TEMPLATES).slice(0, n);
    for (const t of texts) {
      let d = rng.chance(0.45) ? addDays(firstDate, rng.int(-10, 20)) : rng.date(firstDate, "2026-11-24");
      if (d > "2026-11-24") d = "2026-11-24";
      for (const pc of ps) rulingRows.push([0, d, t.replace(/\{name\}/g, name), pc.uuid]);
    }
  }
  rulingRows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[3]).localeCompare(String(b[3])));
  rulingRows.forEach((r, i) => (r[0] = i + 1));

  // ---- foreign data
  const foreignRows: unknown[][] = [];
  for (const c of cards) {
    const set = setByCode.get(c.setCode) as SetDef;
    if (!c.foreign || !c.foreignType) continue;
    for (const l of set.langs) {
      if (rng.chance(0.04)) continue;
      const kw = c.keywords ? c.keywords.split(",").map((k) => tr(KEYWORD_WORD[k] as Word, l)).join(l === "Japanese" ? "、" : ", ") : null;
      foreignRows.push([foreignRows.length + 1, null, l, 580000 + rng.int(100000, 199999), c.foreign[l], kw, c.foreignType[l], c.uuid]);
    }
  }

  const setRows = SETS.map((s, i) => {
    const n = cards.filter((c) => c.setCode === s.code).length;
    return [i + 1, s.code, s.name, s.releaseDate, s.type, s.block, s.parentCode, s.type === "masters" ? n : n - s.bonus, n, s.type === "alchemy" ? 1 : 0, s.type === "promo" ? 1 : 0, s.code, s.mtgo ? s.code : null, 3100 + i * 17 + rng.int(0, 9)];
  });
  const stRows: unknown[][] = [];
  for (const s of SETS) for (const [l, t] of SET_TRANSLATIONS[s.code] ?? []) stRows.push([stRows.length + 1, l, s.code, t]);

  const q = (cols: string[]) => cols.map((c) => `"${c}"`);
  return [
    `CREATE TABLE public.sets ("id" integer PRIMARY KEY, "code" varchar(8) NOT NULL UNIQUE, "name" text NOT NULL, "releaseDate" text, "type" text NOT NULL,
      "block" text, "parentCode" varchar(8) REFERENCES public.sets ("code"), "baseSetSize" integer, "totalSetSize" integer, "isOnlineOnly" integer NOT NULL,
      "isFoilOnly" integer NOT NULL, "keyruneCode" varchar(8), "mtgoCode" varchar(8), "tcgplayerGroupId" integer);`,
    `CREATE TABLE public.cards ("id" integer PRIMARY KEY, "uuid" varchar(36) NOT NULL UNIQUE, "name" text NOT NULL, "setCode" varchar(8) NOT NULL REFERENCES public.sets ("code"),
      "number" text NOT NULL, "manaCost" text, "convertedManaCost" real NOT NULL, "colors" text, "colorIdentity" text, "type" text NOT NULL, "types" text NOT NULL,
      "supertypes" text, "subtypes" text, "rarity" text NOT NULL, "artist" text, "power" text, "toughness" text, "loyalty" text, "text" text, "flavorText" text,
      "keywords" text, "borderColor" text NOT NULL, "frameVersion" text, "layout" text NOT NULL, "availability" text, "isPromo" integer NOT NULL,
      "isReprint" integer NOT NULL, "isReserved" integer NOT NULL, "isOnlineOnly" integer NOT NULL, "isFullArt" integer NOT NULL, "isStarter" integer NOT NULL,
      "hasFoil" integer NOT NULL, "hasNonFoil" integer NOT NULL, "edhrecRank" integer, "multiverseId" integer, "originalReleaseDate" text);`,
    `CREATE TABLE public.legalities ("id" integer PRIMARY KEY, "format" text NOT NULL, "status" text NOT NULL, "uuid" varchar(36) NOT NULL REFERENCES public.cards ("uuid"));`,
    `CREATE TABLE public.rulings ("id" integer PRIMARY KEY, "date" date NOT NULL, "text" text NOT NULL, "uuid" varchar(36) NOT NULL REFERENCES public.cards ("uuid"));`,
    `CREATE TABLE public.foreign_data ("id" integer PRIMARY KEY, "flavorText" text, "language" text NOT NULL, "multiverseid" integer, "name" text NOT NULL, "text" text,
      "type" text, "uuid" varchar(36) NOT NULL REFERENCES public.cards ("uuid"));`,
    `CREATE TABLE public.set_translations ("id" integer PRIMARY KEY, "language" text NOT NULL, "setCode" varchar(8) NOT NULL REFERENCES public.sets ("code"), "translation" text);`,
    insertRows("public.sets", q(["id", "code", "name", "releaseDate", "type", "block", "parentCode", "baseSetSize", "totalSetSize", "isOnlineOnly", "isFoilOnly", "keyruneCode", "mtgoCode", "tcgplayerGroupId"]), setRows),
    insertRows(
      "public.cards",
      q(["id", "uuid", "name", "setCode", "number", "manaCost", "convertedManaCost", "colors", "colorIdentity", "type", "types", "supertypes", "subtypes", "rarity", "artist",
        "power", "toughness", "loyalty", "text", "flavorText", "keywords", "borderColor", "frameVersion", "layout", "availability", "isPromo", "isReprint", "isReserved",
        "isOnlineOnly", "isFullArt", "isStarter", "hasFoil", "hasNonFoil", "edhrecRank", "multiverseId", "originalReleaseDate"]),
      cards.map((c) => [c.id, c.uuid, c.name, c.setCode, c.number, c.manaCost, c.cmc, c.colors, c.colorIdentity, c.type, c.types, c.supertypes, c.subtypes, c.rarity, c.artist,
        c.power, c.toughness, c.loyalty, c.text, c.flavorText, c.keywords, c.borderColor, c.frameVersion, c.layout, c.availability, c.isPromo, c.isReprint, c.isReserved,
        c.isOnlineOnly, c.isFullArt, c.isStarter, c.hasFoil, c.hasNonFoil, c.edhrecRank, c.multiverseId, c.originalReleaseDate]),
    ),
    insertRows("public.legalities", q(["id", "format", "status", "uuid"]), legalRows),
    insertRows("public.rulings", q(["id", "date", "text", "uuid"]), rulingRows),
    insertRows("public.foreign_data", q(["id", "flavorText", "language", "multiverseid", "name", "text", "type", "uuid"]), foreignRows),
    insertRows("public.set_translations", q(["id", "language", "setCode", "translation"]), stRows),
  ].join("\n");
}
