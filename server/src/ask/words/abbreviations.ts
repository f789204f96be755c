/**
 * Abbreviations found in database column and table names, and the words they stand for. A name word may stand for
 * several ('inv' is an invoice or the inventory); the linker tries each, and the word as written.
 */
import { dictionary } from './dictionary';

export const ABBREVIATIONS = dictionary<readonly string[]>({
  actv: ['active'], acct: ['account'], accts: ['account'], acc: ['account'], addr: ['address'], adj: ['adjustment'], amt: ['amount'],
  appt: ['appointment'], att: ['attendance'], attn: ['attendance'], app: ['application'], appl: ['application'], approx: ['approximate'], attr: ['attribute'], avg: ['average'],
  bal: ['balance'], bbe: ['best before', 'best before end'], bbd: ['best before'], bday: ['birthday'], bdate: ['birth date'], bill: ['bill'], bldg: ['building'],
  assoc: ['associate'], cit: ['citation'], viol: ['violation'], iss: ['issue'],
  camp: ['campaign'], cert: ['certificate', 'certification'], cat: ['category'], categ: ['category'], cd: ['code'], chan: ['channel'], chg: ['charge', 'change'],
  cnt: ['count'], co: ['company'], comm: ['commission', 'commodity'], cmpgn: ['campaign'], conv: ['conversion'], corp: ['corporate'],
  cost: ['cost'], cst: ['cost'], crs: ['course'], csat: ['customer satisfaction'], ctry: ['country'], cty: ['city'], cnty: ['county'], cur: ['currency'],
  curr: ['currency'], cust: ['customer'], custs: ['customer'], cx: ['customer'],
  del: ['delivery', 'deleted'], dl: ['download'], ep: ['episode'], pu: ['pickup'], deliv: ['delivery'], dept: ['department'], depts: ['department'], desc: ['description'],
  descr: ['description'], dest: ['destination'], disc: ['discount'], dist: ['distance', 'district'], div: ['division'],
  dob: ['date of birth'], dod: ['date of death'], doc: ['document'], dt: ['date'], dte: ['date'], dur: ['duration'],
  eff: ['effective'], emp: ['employee'], empl: ['employee'], emps: ['employee'], enrl: ['enrollment'], enrol: ['enrollment'],
  est: ['estimated'], exp: ['expense', 'expiry'], ext: ['extension', 'exit', 'extended'], ent: ['entry'],
  fac: ['facility'], fin: ['finance'], flg: ['flag'], fname: ['first name'], fnm: ['first name'], frst: ['first'], fst: ['first'], pyr: ['payer'], lst: ['last', 'list'], freq: ['frequency'], fy: ['fiscal year'], fyr: ['fiscal year'],
  grp: ['group'], hq: ['headquarters'], hrly: ['hourly'], hrs: ['hours'], id: ['id'], ind: ['industry'], instr: ['instructor'],
  inv: ['invoice', 'inventory'], invc: ['invoice'], itm: ['item'], lang: ['language'], lbl: ['label'], lname: ['last name'], lnm: ['last name'], snm: ['surname'], surnm: ['surname'],
  loc: ['location'], lv: ['leave', 'level'], lvl: ['level'], mfr: ['manufacturer'], mgr: ['manager'], mkt: ['market'], mktg: ['marketing'],
  mo: ['month'], mship: ['membership'], mbrshp: ['membership'], mth: ['month', 'method'], mrr: ['monthly recurring revenue'], msg: ['message'], nbr: ['number'], nm: ['name'],
  no: ['number'], nps: ['net promoter score'], num: ['number'], ord: ['order'], ws: ['wholesale'], org: ['organization'],
  orig: ['origin', 'original'], pct: ['percent', 'percentage'], perf: ['performance'], pkg: ['package'], pmt: ['payment'],
  pos: ['position'], pref: ['preferred'], prev: ['previous'], prc: ['price'], prio: ['priority'], prod: ['product'],
  prods: ['product'], prof: ['professor'], prom: ['promised'], prog: ['program'], proj: ['project'], prop: ['property'], prov: ['provider'],
  pt: ['point', 'patient'], purch: ['purchase'], qty: ['quantity'], qtr: ['quarter'], qt: ['quote', 'quantity'], qte: ['quote'], rcpt: ['receipt'], rec: ['record'],
  ref: ['reference', 'referee', 'referral'], reg: ['region', 'registration'], rt: ['rate'], supv: ['supervisor'], ttl: ['title', 'total'], whse: ['warehouse'], rep: ['representative'], req: ['required', 'request'],
  res: ['reservation'], rev: ['revenue', 'review', 'revision'], rgn: ['region'], sal: ['salary'], sched: ['scheduled'], sec: ['second', 'section'],
  sect: ['section'], seg: ['segment'], shp: ['shipment'], shpt: ['shipment'], sku: ['sku'], spec: ['specialty'], spp: ['species'],
  src: ['source'], st: ['state', 'status'], stat: ['status'], stmt: ['statement'], stu: ['student'], sts: ['status'],
  sub: ['subscription'], subs: ['subscription'], supp: ['supplier'], svc: ['service'], tel: ['telephone'],
  term: ['term', 'termination'], tkt: ['ticket'], tot: ['total'], trx: ['transaction'], txn: ['transaction'],
  uom: ['unit of measure'], usr: ['user'], val: ['value'], veh: ['vehicle'], vend: ['vendor'], whs: ['warehouse'],
  wh: ['warehouse'], wk: ['week'], wt: ['weight'], yr: ['year'], yrs: ['year'], ytd: ['year to date'],
  // Ledgers, as accounting packages name them ('slinv' a sales ledger invoice).
  sl: ['sales ledger'], pl: ['purchase ledger'], nl: ['nominal ledger'],
  // Units, times and the words of operations, logistics, support and marketing schemas.
  min: ['minute', 'minimum'], mins: ['minute'], max: ['maximum'], hr: ['hour'], secs: ['second'], ts: ['timestamp', 'time'],
  tm: ['time'], dtm: ['date time'], hdr: ['header'], ln: ['line', 'loan'], rsn: ['reason'], rslt: ['result'],
  // Inventory shorthand: quantity on hand, stock on hand, reorder point, minimum order quantity.
  qoh: ['quantity on hand'], soh: ['stock on hand'], rop: ['reorder point'], moq: ['minimum order quantity'], po: ['purchase order'],
  wo: ['work order'], so: ['sales order'], rx: ['prescription'], script: ['prescription'], mach: ['machine'], maint: ['maintenance'], evt: ['event'], mat: ['material'], px: ['price'],
  pd: ['paid'], dlvd: ['delivered'], rcv: ['received'], rcvd: ['received'], recv: ['received'], dlv: ['delivery'], dlvr: ['delivery'],
  typ: ['type'], rpt: ['report'], rptd: ['reported'], asgn: ['assigned', 'assignment'], tech: ['technician'], resp: ['response'], rsp: ['response'], sev: ['severity'],
  rslv: ['resolved'], rslvd: ['resolved'], reslv: ['resolved'], resol: ['resolution'], rsltn: ['resolution'], cntc: ['contact'], svy: ['survey'], cmt: ['comment'],
  subj: ['subject'], stg: ['stage'], upd: ['updated'], crtd: ['created'], crt: ['created'], vch: ['voucher'], vchr: ['voucher'], trf: ['transfer'], xfer: ['transfer'], prt: ['part'],
  esc: ['escalation'], agt: ['agent'], std: ['standard'], tgt: ['target'], bgt: ['budget'], impr: ['impressions'],
  clk: ['clicks', 'clock'], ctr: ['click through rate', 'contract', 'center'], cpc: ['cost per click'], sess: ['session'], rtg: ['rating'],
  fte: ['full time equivalent'], pto: ['paid time off'], ot: ['overtime'], oh: ['on hand'], mgmt: ['management'],
  cum: ['cumulative'], trl: ['trial'], cmpl: ['completed', 'complaint'], cmplt: ['completed', 'complaint'], compl: ['completed'], hc: ['headcount'], gtd: ['guaranteed'], lic: ['license'], canc: ['cancelled'], sq: ['square'],
  ft: ['feet'], bu: ['bushels'], mst: ['moisture'], ha: ['hectares'], mw: ['megawatts'], mwh: ['megawatt hours'], kwh: ['kilowatt hours'], km: ['kilometres'], kg: ['kilograms'], gal: ['gallons'], lbs: ['pounds'], ltr: ['litres'], mi: ['miles'],
  loa: ['length overall'],
  // Travel, insurance and finance shorthand.
  pax: ['passenger'], acft: ['aircraft'], cour: ['courier'], dntn: ['donation'], donat: ['donation'], flt: ['flight', 'fault'], apt: ['airport'], rte: ['route'], bkg: ['booking'],
  dep: ['departure'], arr: ['arrival', 'annual recurring revenue'], dly: ['delay'], mx: ['maintenance'], chnl: ['channel'],
  clm: ['claim'], pol: ['policy'], prem: ['premium'], lob: ['line of business'], ded: ['deductible'], lmt: ['limit'],
  rsv: ['reserve'], uw: ['underwriting'], clsd: ['closed'], aprvd: ['approved'], apvd: ['approved'], cxl: ['cancelled'], cnx: ['cancelled'], cncl: ['cancelled'], cnl: ['cancelled'],
  // Rental, fleet and asset registers.
  adm: ['admission', 'administration'], wst: ['waste'], scrp: ['scrap'], dsch: ['discharge'], disch: ['discharge'],
  rnt: ['rental'], eq: ['equipment'], eqp: ['equipment'], equip: ['equipment'], acq: ['acquisition'], mdl: ['model'], mk: ['make'],
  mthd: ['method'], cr: ['credit'], dmg: ['damage'], brnch: ['branch'], ser: ['serial'], opn: ['open'],
  mtr: ['meter'], lbr: ['labor'], br: ['branch'], rpr: ['repair'], ra: ['rental'], jn: ['join', 'joined'], rtn: ['return', 'returned'], ret: ['return', 'returned'],
  // Chat shorthand for the things a sales team talks about.
  opp: ['opportunity'], oppty: ['opportunity'], biz: ['business'],
});

/** The words a name word may stand for: itself, then its expansions. */
export function expansionsOf(word: string): string[] {
  const lower = word.toLowerCase();
  // 'pmts', 'appts': the plural of an abbreviation.
  const expansions = ABBREVIATIONS[lower] ?? (lower.endsWith('s') ? ABBREVIATIONS[lower.slice(0, -1)] : undefined) ?? [];
  return [lower, ...expansions.filter((expansion) => expansion !== lower)];
}
