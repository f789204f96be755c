/**
 * Tri-County Transit, a regional bus operator with about 120 buses kept at four depots (garages), each with its own
 * parts store. The stores system is an old midrange package, hence the short column names. Quantities are in each
 * part's unit of measure; money is in US dollars. Everything from 2025-01-01 up to 2026-11-24.
 *
 * Schema `inv`:
 * - `depot`: the four depots. `whs` the depot (store) code: '01', '02', '03' or '04'; `whs_nm` its name: North Depot,
 *   South Depot, East Depot, Riverside Depot; `city`; `str_mgr` the name of the depot's stores manager; `ctr_yn` Y for
 *   the central store (Riverside), which buys most stock and transfers it on to the other depots, else N.
 * - `sup`: suppliers. `sup_no`; `sup_nm` the supplier's name; `city`; `lead_dys` the lead time the supplier quotes, in
 *   days from order to delivery; `pref_yn` Y for a preferred supplier; `actv_yn` N for a supplier we no longer buy
 *   from.
 * - `part`: the parts master, one row per part number. `prt_no` the part number (6 digits, kept as text); `prt_desc`
 *   the description; `cat_cd` the category: BRK brakes, ENG engine and exhaust, ELC electrical and lighting, TRN
 *   transmission and driveline, SUS suspension and steering, BDY body, glass and interior trim, HVC heating and air
 *   conditioning, TYR tyres, WHL wheels, rims and wheel fixings (nuts, studs, valves), FLT filters, LUB oils, fluids,
 *   greases and workshop chemicals; `uom` the unit of measure: EA each, SET a set, KIT a kit, PR a pair, L litre, M
 *   metre, BOX a box; `std_cst` the standard cost of one unit, used to value stock and issues; `prt_sts` A active or O
 *   obsolete (fitted only to buses we have retired: not reordered, remaining stock is being run down or scrapped);
 *   `crit_yn` Y for a critical part (a bus cannot run without it), else N; `sup_no` the default supplier.
 * - `stk`: stock on hand, one row per part a depot carries (a part with no row at a depot is not carried there).
 *   `whs`; `prt_no`; `bin_loc` the bin it sits in; `qoh` the quantity on hand now (never negative); `rop` the reorder
 *   point: a part is below its reorder level when `qoh` is less than `rop` (0 for obsolete parts); `max_qty` the most
 *   the bin should hold (a part is over max when `qoh` is more than `max_qty`).
 * - `trx`: stock transactions, one row per movement. `trx_no`; `trx_dt`; `trx_typ` the type: RCV receipt from a
 *   supplier against a purchase order (`po_no` set), ISS issue to a work order (`wo_no` set), RTN return of unused
 *   parts from a work order back to stores (`wo_no` set), TRF transfer from one depot to another, ADJ stock
 *   adjustment; `whs` the depot whose stock moved (for TRF the sending depot); `to_whs` the receiving depot of a TRF,
 *   empty for the other types (a transfer is one row, not two); `prt_no`; `trx_qty` the quantity: NEGATIVE for ISS
 *   (an issue of 4 is -4), positive for RCV, RTN and TRF (the quantity moved), and signed for ADJ (negative for stock
 *   written off, positive for stock found); `wo_no`; `po_no`; `rsn_cd` the reason of an ADJ, empty for other types: CC
 *   cycle count correction, DM damaged or scrapped, FD found stock, OB obsolete stock scrapped.
 * - `po_hdr`: purchase orders. `po_no`; `sup_no`; `whs` the depot it is delivered to; `ord_dt` the day it was
 *   placed; `prom_dt` the delivery day the supplier promised; `rcv_dt` the day it was delivered (each PO comes in one
 *   delivery), empty until it arrives (and for a cancelled PO); `po_sts` O open (not delivered yet), R received or X
 *   cancelled. A PO is delivered late when `rcv_dt` is after `prom_dt`.
 * - `po_ln`: purchase order lines. `po_no`, `ln_no`; `prt_no`; `ord_qty` the quantity ordered; `rcv_qty` the
 *   quantity actually delivered (less than ordered when the supplier short-shipped; 0 until the PO is received);
 *   `unit_prc` the agreed price of one unit.
 * - `cyc_cnt`: cycle counts, one row per part counted in a depot's store. `cnt_no`; `cnt_dt`; `whs`; `prt_no`;
 *   `sys_qty` the quantity the system held when counted; `cnt_qty` the quantity physically counted; `cnt_by` the
 *   initials of the storeman who counted. A count whose `cnt_qty` differs from `sys_qty` is corrected by an ADJ
 *   transaction with `rsn_cd` CC the same day.
 * - `wo`: work orders from the workshops. `wo_no`; `bus_no` the fleet number of the bus worked on; `whs` the depot
 *   where the work was done; `wo_typ` the type: PM preventive maintenance (scheduled service), BD breakdown or
 *   defect repair, INS annual safety inspection, ACC accident damage repair, MOD modification campaign (fitting new
 *   equipment); `opn_dt` the day it was opened; `cls_dt` the day it was closed, empty while still open; `odo_km` the
 *   bus's odometer reading in km when the work order was opened.
 */
import { addDays, insertRows, seededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';

type Cat = 'BRK' | 'ENG' | 'ELC' | 'TRN' | 'SUS' | 'BDY' | 'HVC' | 'TYR' | 'WHL' | 'FLT' | 'LUB';
type Whs = '01' | '02' | '03' | '04';
const DEPOTS: [Whs, string, string, string, 'Y' | 'N'][] = [
  ['01', 'North Depot', 'Harwood', 'Gary Whitfield', 'N'],
  ['02', 'South Depot', 'Millbrook', 'Denise Ortega', 'N'],
  ['03', 'East Depot', 'Eastlake', 'Samir Haddad', 'N'],
  ['04', 'Riverside Depot', 'Riverton', 'Paula Kowalczyk', 'Y'],
];
const WHS: Whs[] = ['01', '02', '03', '04'];

/** [sup_no, sup_nm, city, lead_dys, pref_yn, actv_yn, late chance, short-ship chance, PO chance a week, first, last PO day] */
const SUPPLIERS: [string, string, string, number, 'Y' | 'N', 'Y' | 'N', number, number, number, string, string][] = [
  ['S010', 'Fleetline Bus Parts Ltd', 'Columbus', 5, 'Y', 'Y', 0.08, 0.03, 0.55, FIRST_DAY, LAST_DAY],
  ['S020', 'Brakeforce Distribution', 'Dayton', 3, 'Y', 'Y', 0.06, 0, 0.5, FIRST_DAY, LAST_DAY],
  ['S030', 'Volta Auto Electrical', 'Toledo', 4, 'N', 'Y', 0.2, 0.06, 0.45, FIRST_DAY, LAST_DAY],
  ['S040', 'Coachtrim Glass & Body', 'Akron', 10, 'N', 'Y', 0.55, 0.1, 0.35, FIRST_DAY, LAST_DAY],
  ['S050', 'Tyreline Commercial', 'Canton', 2, 'Y', 'Y', 0.05, 0, 0.35, FIRST_DAY, LAST_DAY],
  ['S060', 'Petrolube Oils & Lubricants', 'Lima', 3, 'Y', 'Y', 0.04, 0, 0.4, FIRST_DAY, LAST_DAY],
  ['S070', 'Diesel Dynamics', 'Mansfield', 7, 'N', 'Y', 0.22, 0, 0.35, FIRST_DAY, LAST_DAY],
  ['S080', 'Klimacoach HVAC', 'Erie', 12, 'N', 'Y', 0.3, 0, 0.25, FIRST_DAY, LAST_DAY],
  ['S090', 'Axle & Gear Supply', 'Findlay', 8, 'N', 'Y', 0.12, 0, 0.2, FIRST_DAY, LAST_DAY],
  ['S100', 'Northern Filters Co', 'Sandusky', 3, 'Y', 'Y', 0.07, 0, 0.5, FIRST_DAY, LAST_DAY],
  ['S110', 'MetroBus OEM Spares', 'Pittsburgh', 14, 'N', 'Y', 0.3, 0.05, 0.3, FIRST_DAY, LAST_DAY],
  ['S120', 'Apex Fasteners & Fixings', 'Youngstown', 4, 'N', 'Y', 0.1, 0, 0.2, FIRST_DAY, '2025-11-30'],
  ['S130', 'Citywide Industrial Supply', 'Cleveland', 5, 'N', 'N', 0.15, 0, 0.25, FIRST_DAY, '2025-05-31'],
  ['S140', 'Busworld Components', 'Wheeling', 6, 'N', 'Y', 0.1, 0, 0.2, FIRST_DAY, LAST_DAY],
];

/** [prt_desc, uom, std_cst, crit, default supplier, usage weight override (0 never used)] by category */
const PARTS: Record<Cat, [string, string, number, 'Y' | 'N', string, number?][]> = {
  BRK: [
    ['Brake pad set front - Citaro', 'SET', 148.5, 'Y', 'S020'],
    ['Brake pad set rear - Citaro', 'SET', 156.2, 'Y', 'S020'],
    ['Brake disc front - Citaro', 'EA', 212.0, 'N', 'S020'],
    ['Brake disc rear - Citaro', 'EA', 224.75, 'N', 'S020'],
    ['Brake pad set front - Enviro400', 'SET', 162.3, 'Y', 'S020'],
    ['Brake pad set rear - Enviro400', 'SET', 171.9, 'Y', 'S020'],
    ['Brake disc front - Enviro400', 'EA', 238.4, 'N', 'S020'],
    ['Brake disc rear - Enviro400', 'EA', 246.1, 'N', 'S020'],
    ['Brake pad set front - Streetlite', 'SET', 131.6, 'Y', 'S020'],
    ['Brake pad set rear - Streetlite', 'SET', 139.8, 'Y', 'S020'],
    ['Brake disc front - Streetlite', 'EA', 189.0, 'N', 'S020'],
    ['Brake pad set front - B8RLE', 'SET', 152.4, 'Y', 'S020'],
    ['Brake pad set rear - B8RLE', 'SET', 158.7, 'Y', 'S020'],
    ['Brake disc front - B8RLE', 'EA', 219.5, 'N', 'S020'],
    ['Brake chamber type 24', 'EA', 96.4, 'N', 'S010'],
    ['Brake chamber type 30', 'EA', 118.2, 'N', 'S010'],
    ['ABS sensor front', 'EA', 54.3, 'N', 'S010'],
    ['ABS sensor rear', 'EA', 57.9, 'N', 'S010'],
    ['Brake caliper repair kit', 'KIT', 88.6, 'N', 'S020'],
    ['Air dryer cartridge', 'EA', 41.2, 'N', 'S010'],
    ['Foot brake valve', 'EA', 612.0, 'Y', 'S010', 0.25],
    ['Slack adjuster automatic', 'EA', 134.5, 'N', 'S010'],
  ],
  ENG: [
    ['Fan belt - Citaro', 'EA', 38.4, 'Y', 'S070'],
    ['Fan belt - Enviro400', 'EA', 42.1, 'Y', 'S070'],
    ['Fan belt - Streetlite', 'EA', 36.8, 'Y', 'S070'],
    ['Fan belt - B8RLE', 'EA', 40.2, 'Y', 'S070'],
    ['Injector - Cummins ISB', 'EA', 486.0, 'N', 'S070'],
    ['Injector - Volvo D8K', 'EA', 512.5, 'N', 'S110'],
    ['Injector - OM936', 'EA', 498.0, 'N', 'S110'],
    ['Turbocharger - Cummins ISB', 'EA', 1890.0, 'N', 'S070', 0.3],
    ['Water pump - OM936', 'EA', 342.0, 'N', 'S110'],
    ['Water pump - Cummins ISB', 'EA', 318.5, 'N', 'S070'],
    ['Thermostat 83C', 'EA', 46.9, 'N', 'S070'],
    ['Coolant hose upper - Citaro', 'EA', 64.2, 'N', 'S110'],
    ['Coolant hose lower - Citaro', 'EA', 58.6, 'N', 'S110'],
    ['Belt tensioner', 'EA', 112.4, 'N', 'S070'],
    ['Starter motor 24V', 'EA', 624.0, 'Y', 'S070'],
    ['EGR valve - OM936', 'EA', 735.0, 'N', 'S110', 0.3],
    ['Rocker cover gasket set - OM936', 'KIT', 48.7, 'N', 'S110'],
    ['Exhaust clamp 4in', 'EA', 12.6, 'N', 'S070'],
    ['DPF gasket', 'EA', 18.9, 'N', 'S070'],
  ],
  ELC: [
    ['Battery 12V 225Ah', 'EA', 268.0, 'Y', 'S030'],
    ['Alternator 24V 150A', 'EA', 845.0, 'Y', 'S030'],
    ['Headlamp unit LH', 'EA', 186.0, 'N', 'S030'],
    ['Headlamp unit RH', 'EA', 186.0, 'N', 'S030'],
    ['Tail lamp LED', 'EA', 92.5, 'N', 'S030'],
    ['Indicator lamp LED amber', 'EA', 48.3, 'N', 'S030'],
    ['Bulb 24V 21W', 'EA', 1.85, 'N', 'S030'],
    ['Bulb 24V 5W', 'EA', 1.2, 'N', 'S030'],
    ['Fuse 10A blade', 'EA', 0.45, 'N', 'S120'],
    ['Fuse 20A blade', 'EA', 0.45, 'N', 'S120'],
    ['Relay 24V 5-pin', 'EA', 9.8, 'N', 'S030'],
    ['Destination display controller', 'EA', 1240.0, 'N', 'S140', 0.2],
    ['CCTV camera interior', 'EA', 214.0, 'N', 'S140'],
    ['Door control module', 'EA', 968.0, 'Y', 'S140', 0.3],
    ['Cable ties 300mm (pack of 100)', 'BOX', 7.9, 'N', 'S120'],
    ['Auto cable 2.5mm red', 'M', 0.62, 'N', 'S030'],
    ['Wiper motor', 'EA', 276.0, 'N', 'S030'],
    ['Horn 24V', 'EA', 34.5, 'N', 'S030'],
  ],
  TRN: [
    ['Gearbox filter kit - ZF Ecolife', 'KIT', 74.8, 'N', 'S090'],
    ['Gearbox filter kit - Voith', 'KIT', 81.2, 'N', 'S090'],
    ['Propshaft universal joint', 'EA', 96.0, 'N', 'S090'],
    ['Propshaft centre bearing', 'EA', 132.4, 'N', 'S090'],
    ['Retarder seal kit', 'KIT', 214.0, 'N', 'S090'],
    ['Drive axle oil seal', 'EA', 28.6, 'N', 'S090'],
    ['Wheel bearing kit front', 'KIT', 168.0, 'N', 'S010'],
    ['Wheel bearing kit rear', 'KIT', 184.5, 'N', 'S010'],
    ['Gear selector keypad', 'EA', 542.0, 'Y', 'S090', 0.3],
    ['Transmission control unit', 'EA', 2860.0, 'Y', 'S090', 0],
  ],
  SUS: [
    ['Air bellows front - Citaro', 'EA', 142.0, 'Y', 'S010'],
    ['Air bellows rear - Citaro', 'EA', 156.0, 'Y', 'S010'],
    ['Air bellows front - Enviro400', 'EA', 151.5, 'Y', 'S010'],
    ['Air bellows rear - Enviro400', 'EA', 163.0, 'Y', 'S010'],
    ['Air bellows front - Streetlite', 'EA', 128.4, 'Y', 'S010'],
    ['Air bellows front - B8RLE', 'EA', 139.9, 'Y', 'S010'],
    ['Shock absorber front', 'EA', 118.6, 'N', 'S010'],
    ['Shock absorber rear', 'EA', 124.3, 'N', 'S010'],
    ['Levelling valve', 'EA', 187.0, 'N', 'S110'],
    ['Track rod end LH', 'EA', 72.4, 'N', 'S110'],
    ['Track rod end RH', 'EA', 72.4, 'N', 'S110'],
    ['Drag link', 'EA', 246.0, 'N', 'S110'],
    ['Kingpin kit', 'KIT', 298.0, 'N', 'S110'],
    ['Anti-roll bar bush', 'EA', 16.8, 'N', 'S010'],
    ['Power steering pump', 'EA', 684.0, 'Y', 'S110', 0.3],
    ['Steering box', 'EA', 2340.0, 'Y', 'S110', 0],
  ],
  BDY: [
    ['Windscreen lower - Citaro', 'EA', 1180.0, 'Y', 'S040', 0.4],
    ['Windscreen lower - Enviro400', 'EA', 1265.0, 'Y', 'S040', 0.4],
    ['Windscreen - Streetlite', 'EA', 1090.0, 'Y', 'S040', 0.4],
    ['Windscreen - B8RLE', 'EA', 1145.0, 'Y', 'S040', 0.4],
    ['Mirror glass LH', 'EA', 38.5, 'N', 'S040'],
    ['Mirror glass RH', 'EA', 38.5, 'N', 'S040'],
    ['Mirror arm complete', 'EA', 264.0, 'N', 'S040'],
    ['Door glass front', 'EA', 312.0, 'N', 'S040'],
    ['Side window pane', 'EA', 228.0, 'N', 'S040'],
    ['Seat cushion', 'EA', 64.5, 'N', 'S140'],
    ['Seat back cover', 'EA', 42.8, 'N', 'S140'],
    ['Grab pole 1200mm', 'EA', 58.2, 'N', 'S140'],
    ['Bumper corner LH', 'EA', 346.0, 'N', 'S040'],
    ['Bumper corner RH', 'EA', 346.0, 'N', 'S040'],
    ['Wheel arch trim', 'EA', 88.4, 'N', 'S040'],
    ['Door seal rubber', 'M', 6.4, 'N', 'S040'],
    ['Stop button red', 'EA', 14.2, 'N', 'S140'],
    ['Seat moquette fabric', 'M', 24.6, 'N', 'S140'],
    ['Floor covering vinyl', 'M', 31.8, 'N', 'S140', 0.05],
    ['Rivets 4.8mm (box of 500)', 'BOX', 22.4, 'N', 'S120'],
  ],
  HVC: [
    ['Aircon compressor', 'EA', 1420.0, 'N', 'S080', 0.3],
    ['Aircon filter - saloon', 'EA', 26.4, 'N', 'S080'],
    ['Cab heater fan motor', 'EA', 238.0, 'N', 'S080'],
    ['Heater valve', 'EA', 86.5, 'N', 'S080'],
    ['Refrigerant R134a 12kg', 'EA', 184.0, 'N', 'S080'],
    ['Saloon heater matrix', 'EA', 412.0, 'N', 'S080', 0],
    ['Auxiliary coolant pump', 'EA', 298.0, 'N', 'S080'],
    ['Heater burner nozzle', 'EA', 42.6, 'N', 'S080'],
    ['Aircon condenser fan', 'EA', 356.0, 'N', 'S080', 0.05],
  ],
  TYR: [
    ['Tyre 275/70R22.5 steer', 'EA', 412.0, 'Y', 'S050'],
    ['Tyre 275/70R22.5 drive', 'EA', 398.0, 'Y', 'S050'],
    ['Tyre 305/70R22.5 steer', 'EA', 446.0, 'Y', 'S050'],
    ['Tyre 305/70R22.5 drive', 'EA', 438.0, 'Y', 'S050'],
  ],
  WHL: [
    ['Wheel nut M22', 'EA', 2.9, 'N', 'S050'],
    ['Wheel stud M22', 'EA', 6.8, 'N', 'S050'],
    ['Wheel rim 22.5x8.25', 'EA', 318.0, 'N', 'S050', 0],
    ['Tyre valve', 'EA', 4.6, 'N', 'S050'],
    ['Wheel nut indicators (pack of 100)', 'BOX', 24.5, 'N', 'S120'],
  ],
  FLT: [
    ['Oil filter - OM936', 'EA', 18.6, 'N', 'S100'],
    ['Oil filter - Cummins ISB', 'EA', 16.9, 'N', 'S100'],
    ['Oil filter - Volvo D8K', 'EA', 19.4, 'N', 'S100'],
    ['Fuel filter - OM936', 'EA', 24.8, 'N', 'S100'],
    ['Fuel filter - Cummins ISB', 'EA', 22.6, 'N', 'S100'],
    ['Fuel filter - Volvo D8K', 'EA', 25.9, 'N', 'S100'],
    ['Air filter element - Citaro', 'EA', 64.2, 'N', 'S100'],
    ['Air filter element - Enviro400', 'EA', 68.9, 'N', 'S100'],
    ['Air filter element - Streetlite', 'EA', 59.4, 'N', 'S100'],
    ['Air filter element - B8RLE', 'EA', 66.1, 'N', 'S100'],
    ['Fuel water separator', 'EA', 31.5, 'N', 'S100'],
    ['Coolant filter', 'EA', 14.8, 'N', 'S100'],
    ['Cab pollen filter', 'EA', 12.4, 'N', 'S100'],
  ],
  LUB: [
    ['Engine oil 5W-30 low SAPS (bulk)', 'L', 4.85, 'N', 'S060'],
    ['Gearbox oil ATF (bulk)', 'L', 6.2, 'N', 'S060'],
    ['Axle oil 80W-90', 'L', 5.4, 'N', 'S060'],
    ['Coolant concentrate OAT', 'L', 3.9, 'N', 'S060'],
    ['Grease EP2 cartridge', 'EA', 6.75, 'N', 'S060'],
    ['Screenwash concentrate', 'L', 1.6, 'N', 'S060'],
    ['Power steering fluid', 'L', 7.1, 'N', 'S060'],
    ['Brake cleaner aerosol', 'EA', 5.2, 'N', 'S060'],
    ['Hand cleaner 4L', 'EA', 14.6, 'N', 'S130', 0.05],
  ],
};

/** Parts of the retired Olympian and Dart fleets: obsolete. [prt_desc, cat_cd, uom, std_cst, default supplier, carried] */
const OBSOLETE: [string, Cat, string, number, string, boolean][] = [
  ['Brake shoe set - Olympian', 'BRK', 'SET', 96.0, 'S020', true],
  ['Brake drum - Olympian', 'BRK', 'EA', 268.0, 'S020', true],
  ['Fan belt - Olympian', 'ENG', 'EA', 34.0, 'S070', true],
  ['Injector - Gardner 6LXB', 'ENG', 'EA', 398.0, 'S110', true],
  ['Windscreen - Olympian', 'BDY', 'EA', 980.0, 'S040', true],
  ['Windscreen - Dart', 'BDY', 'EA', 910.0, 'S040', false],
  ['Headlamp halogen sealed beam', 'ELC', 'EA', 42.0, 'S030', true],
  ['Tyre 295/80R22.5', 'TYR', 'EA', 384.0, 'S050', true],
  ['Oil filter - Gardner 6LXB', 'FLT', 'EA', 21.5, 'S100', true],
  ['Air filter element - Dart', 'FLT', 'EA', 52.0, 'S100', true],
  ['Gearbox filter kit - Allison (old)', 'TRN', 'KIT', 69.0, 'S090', false],
  ['Leaf spring - Dart', 'SUS', 'EA', 455.0, 'S110', true],
];

const CAT_PREFIX: Record<Cat, string> = {
  BRK: '10', ENG: '20', ELC: '30', TRN: '40', SUS: '50', BDY: '60', HVC: '70', TYR: '80', WHL: '82', FLT: '90', LUB: '95',
};

interface Part {
  no: string;
  desc: string;
  cat: Cat;
  uom: string;
  cost: number;
  sts: 'A' | 'O';
  crit: 'Y' | 'N';
  sup: string;
  weight: number;
}

interface Wo {
  no: number;
  bus: string;
  whs: Whs;
  typ: string;
  opn: string;
  cls: string | null;
  km: number;
}

interface Trx {
  dt: string;
  typ: string;
  whs: Whs;
  to: Whs | null;
  prt: string;
  qty: number;
  wo: number | null;
  po: number | null;
  rsn: string | null;
}

const WO_CATS: Record<string, [Cat, number][]> = {
  PM: [['FLT', 5], ['LUB', 3], ['BRK', 2], ['ELC', 1.5], ['TYR', 0.8], ['WHL', 0.6], ['SUS', 0.5]],
  BD: [['ELC', 4], ['ENG', 3], ['SUS', 2], ['BRK', 2], ['HVC', 2], ['TRN', 1.5], ['BDY', 1.5], ['LUB', 1], ['FLT', 0.5]],
  INS: [['BRK', 3], ['ELC', 2], ['SUS', 2], ['TYR', 2], ['BDY', 1.5], ['WHL', 1]],
  ACC: [['BDY', 5], ['ELC', 2], ['SUS', 1]],
  MOD: [['ELC', 1]],
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const minDate = (a: string, b: string) => (a < b ? a : b);

export function datasetSql(): string {
  const r = seededRandom(40_917);

  // ---------- parts ----------
  const parts: Part[] = [];
  for (const cat of Object.keys(PARTS) as Cat[]) {
    PARTS[cat].forEach(([desc, uom, cost, crit, sup, w], i) => {
      const base = cost < 5 ? 9 : cost < 30 ? 6 : cost < 120 ? 4 : cost < 500 ? 2.5 : 1;
      parts.push({
        no: `${CAT_PREFIX[cat]}${1001 + i * 4}`, desc, cat, uom, cost, sts: 'A', crit, sup,
        weight: w ?? round2(base * r.float(0.6, 1.5)),
      });
    });
  }
  OBSOLETE.forEach(([desc, cat, uom, cost, sup], i) => {
    parts.push({ no: `${CAT_PREFIX[cat]}${7003 + i * 6}`, desc, cat, uom, cost, sts: 'O', crit: 'N', sup, weight: 0 });
  });
  const active = parts.filter((p) => p.sts === 'A');
  const moving = active.filter((p) => p.weight >= 0.2);
  const byCat = new Map<Cat, Part[]>();
  for (const p of active) {
    if (p.weight <= 0) continue;
    const list = byCat.get(p.cat) ?? [];
    list.push(p);
    byCat.set(p.cat, list);
  }
  const pickPart = (cat: Cat): Part => r.weighted(byCat.get(cat)!.map((p) => [p, p.weight] as const));
  const engineOil = parts.find((p) => p.desc.startsWith('Engine oil'))!;

  // ---------- stock ----------
  const stkRows: unknown[][] = [];
  const carried = new Map<Whs, Part[]>(WHS.map((w) => [w, []]));
  for (const p of parts) {
    let depots: Whs[];
    if (p.sts === 'O') {
      const keep = OBSOLETE.find((o) => o[0] === p.desc)![5];
      depots = keep ? r.shuffle(WHS).slice(0, r.int(1, 2)) : [];
    } else {
      depots = WHS.filter((w) => w === '04' || r.chance(p.crit === 'Y' ? 0.85 : 0.65));
    }
    for (const w of depots.sort()) {
      const bin = `${r.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G'])}${String(r.int(1, 24)).padStart(2, '0')}-${r.int(1, 5)}`;
      let rop: number;
      let max: number;
      let qoh: number;
      if (p.sts === 'O') {
        rop = 0;
        max = r.int(3, 8);
        qoh = r.int(1, max - 1);
      } else {
        const scale = p.uom === 'L' ? 40 : p.uom === 'M' ? 6 : 1;
        rop = p.weight === 0 ? 1 : Math.max(1, Math.round(p.weight * scale * r.float(0.5, 1.4) * (w === '04' ? 1.5 : 1)));
        max = rop * 2 + r.int(1, Math.max(1, rop));
        const roll = r.next();
        if (p.weight === 0) qoh = r.int(1, max);
        else if (roll < 0.07) qoh = 0;
        else if (roll < 0.2) qoh = r.int(0, rop - 1);
        else if (roll < 0.24) qoh = max + r.int(1, Math.max(1, rop));
        else qoh = r.int(rop, max);
      }
      stkRows.push([w, p.no, bin, qoh, rop, max]);
      carried.get(w)!.push(p);
    }
  }

  // ---------- buses and work orders ----------
  const buses: [string, Whs][] = [];
  const fleet: [Whs, number, number][] = [['01', 2401, 30], ['02', 3101, 28], ['03', 3501, 27], ['04', 4001, 35]];
  for (const [w, start, n] of fleet) for (let i = 0; i < n; i++) buses.push([String(start + i), w]);
  const wos: Omit<Wo, 'no'>[] = [];
  for (const [bus, home] of buses) {
    const km = r.int(120_000, 640_000);
    const kmPerDay = r.int(140, 260);
    const atDepot = (typ: string): Whs => (typ === 'ACC' || (typ === 'BD' && r.chance(0.06)) ? '04' : home);
    const add = (typ: string, opn: string) => {
      if (opn > LAST_DAY) return;
      const days = Math.round((Date.parse(opn) - Date.parse(FIRST_DAY)) / 86_400_000);
      const span = typ === 'PM' ? r.int(0, 2) : typ === 'INS' ? r.int(0, 3) : typ === 'BD' ? r.int(0, 6) : typ === 'ACC' ? r.int(3, 20) : r.int(0, 1);
      let cls: string | null = addDays(opn, span);
      if (cls > LAST_DAY) cls = null;
      if ((typ === 'BD' || typ === 'ACC') && opn >= '2026-09-01' && r.chance(0.08)) cls = null;
      wos.push({ bus, whs: atDepot(typ), typ, opn, cls, km: km + days * kmPerDay + r.int(0, 400) });
    };
    let pm = addDays(FIRST_DAY, r.int(0, 70));
    while (pm <= LAST_DAY) {
      add('PM', pm);
      pm = addDays(pm, r.int(63, 77));
    }
    add('INS', r.date('2025-01-15', '2025-12-15'));
    add('INS', r.date('2026-01-15', '2026-12-15'));
    const bd = r.poisson(5);
    for (let i = 0; i < bd; i++) add('BD', r.date(FIRST_DAY, LAST_DAY));
    if (r.chance(0.3)) add('ACC', r.date(FIRST_DAY, LAST_DAY));
    if (home === '01' && r.chance(0.9)) add('MOD', r.date('2026-03-02', '2026-04-30'));
  }
  wos.sort((a, b) => (a.opn < b.opn ? -1 : a.opn > b.opn ? 1 : a.bus < b.bus ? -1 : a.bus > b.bus ? 1 : 0));
  const woList: Wo[] = wos.map((w, i) => ({ ...w, no: 610_001 + i }));

  // ---------- issues and returns ----------
  const trx: Trx[] = [];
  const issueQty = (p: Part): number => {
    if (p.uom === 'L') return p === engineOil ? r.int(24, 36) : r.int(1, 12);
    if (p.uom === 'M') return r.int(2, 12);
    if (p.uom === 'BOX' || p.uom === 'SET' || p.uom === 'KIT') return 1;
    if (p.cost < 5) return r.int(1, 8);
    if (p.cat === 'TYR') return r.weighted<number>([[1, 3], [2, 5], [4, 1]]);
    return r.weighted<number>([[1, 5], [2, 2]]);
  };
  for (const w of woList) {
    const end = w.cls ?? minDate(addDays(w.opn, 10), LAST_DAY);
    const span = Math.round((Date.parse(end) - Date.parse(w.opn)) / 86_400_000);
    const issued: Part[] = [];
    const issue = (p: Part) => {
      if (issued.includes(p)) return;
      issued.push(p);
      const dt = addDays(w.opn, r.int(0, span));
      const qty = issueQty(p);
      trx.push({ dt, typ: 'ISS', whs: w.whs, to: null, prt: p.no, qty: -qty, wo: w.no, po: null, rsn: null });
      if (r.chance(0.06)) {
        const back = p.uom === 'L' ? r.int(1, Math.max(1, Math.floor(qty / 3))) : r.int(1, qty);
        const rdt = minDate(addDays(dt, r.int(0, 3)), LAST_DAY);
        trx.push({ dt: rdt, typ: 'RTN', whs: w.whs, to: null, prt: p.no, qty: back, wo: w.no, po: null, rsn: null });
      }
    };
    if (w.typ === 'MOD') {
      issue(parts.find((p) => p.desc === 'CCTV camera interior')!);
      if (r.chance(0.7)) issue(parts.find((p) => p.desc === 'Auto cable 2.5mm red')!);
      if (r.chance(0.5)) issue(parts.find((p) => p.desc === 'Fuse 10A blade')!);
      continue;
    }
    if (w.typ === 'PM' && r.chance(0.75)) issue(engineOil);
    const n = r.weighted<number>([[1, 4], [2, 4], [3, 3], [4, 1]]);
    for (let i = 0; i < n; i++) issue(pickPart(r.weighted(WO_CATS[w.typ]!)));
  }

  // ---------- purchase orders and receipts ----------
  const poRows: unknown[][] = [];
  const poLnRows: unknown[][] = [];
  let poNo = 45_001;
  const supParts = new Map<string, Part[]>();
  for (const p of moving) {
    const list = supParts.get(p.sup) ?? [];
    list.push(p);
    supParts.set(p.sup, list);
  }
  const extraPool = moving.filter((p) => ['ELC', 'BDY', 'LUB', 'WHL'].includes(p.cat) && p.cost < 100);
  const pos: { no: number; sup: string; whs: Whs; ord: string; prom: string; rcv: string | null; sts: string; lines: [string, number, number, number][] }[] = [];
  for (let wk = '2025-01-06'; wk <= LAST_DAY; wk = addDays(wk, 7)) {
    for (const [sup, , , lead, , , lateP, shortP, poP, from, to] of SUPPLIERS) {
      if (!r.chance(Math.min(0.9, poP * 1.6))) continue;
      const ord = addDays(wk, r.int(0, 4));
      if (ord < from || ord > to || ord > LAST_DAY) continue;
      const pool = supParts.get(sup) ?? extraPool;
      const whs: Whs = r.weighted<Whs>([['04', 5], ['01', 5 / 3], ['02', 5 / 3], ['03', 5 / 3]]);
      const prom = addDays(ord, lead + r.int(0, 3));
      let rcv: string | null;
      if (r.chance(lateP)) rcv = addDays(prom, r.weighted<number>([[r.int(1, 4), 3], [r.int(5, 15), 2], [r.int(16, 40), 1]]));
      else rcv = addDays(prom, -r.int(0, Math.min(2, lead - 1)));
      let sts = 'R';
      if ((sup === 'S040' || sup === 'S110') && ord >= '2026-04-01' && r.chance(0.1)) rcv = null;
      if (r.chance(0.03)) {
        rcv = null;
        sts = 'X';
      }
      if (rcv && rcv > LAST_DAY) rcv = null;
      if (!rcv && sts !== 'X') sts = 'O';
      const nLines = Math.min(pool.length, r.weighted<number>([[1, 3], [2, 3], [3, 2], [4, 1], [5, 1]]));
      const chosen = r.shuffle(pool).slice(0, nLines);
      const lines: [string, number, number, number][] = chosen.map((p) => {
        const ordQty = p.uom === 'L' ? r.pick([200, 400, 600, 1000]) : p.uom === 'M' ? r.pick([25, 50, 100])
          : p.cost < 10 ? r.pick([50, 100, 200]) : p.cost < 60 ? r.int(2, 6) * 5 : p.cost < 300 ? r.int(2, 10) : r.int(1, 3);
        let rcvQty = 0;
        if (sts === 'R') rcvQty = r.chance(shortP) && ordQty > 1 ? r.int(Math.ceil(ordQty / 3), ordQty - 1) : ordQty;
        const over = sup === 'S110' || sup === 'S040' ? r.chance(0.25) : r.chance(0.03);
        const prc = round2(p.cost * (over ? r.float(1.11, 1.3, 3) : r.float(0.93, 1.07, 3)));
        return [p.no, ordQty, rcvQty, prc];
      });
      pos.push({ no: poNo++, sup, whs, ord, prom, rcv, sts, lines });
    }
  }
  for (const po of pos) {
    poRows.push([po.no, po.sup, po.whs, po.ord, po.prom, po.rcv, po.sts]);
    po.lines.forEach(([prt, ordQty, rcvQty, prc], i) => {
      poLnRows.push([po.no, i + 1, prt, ordQty, rcvQty, prc]);
      if (po.rcv && rcvQty > 0) trx.push({ dt: po.rcv, typ: 'RCV', whs: po.whs, to: null, prt, qty: rcvQty, wo: null, po: po.no, rsn: null });
    });
  }

  // ---------- transfers ----------
  for (let i = 0; i < 330; i++) {
    const from: Whs = r.chance(0.75) ? '04' : r.pick(['01', '02', '03'] as Whs[]);
    const to = r.pick(WHS.filter((w) => w !== from));
    const p = r.weighted(moving.map((m) => [m, m.weight] as const));
    const qty = p.uom === 'L' ? r.int(2, 10) * 10 : p.uom === 'M' ? r.int(5, 20) : p.cost < 10 ? r.int(10, 40) : r.int(1, 6);
    trx.push({ dt: r.date(FIRST_DAY, LAST_DAY), typ: 'TRF', whs: from, to, prt: p.no, qty, wo: null, po: null, rsn: null });
  }

  // ---------- other adjustments ----------
  for (let i = 0; i < 95; i++) {
    const p = r.weighted(moving.map((m) => [m, m.weight] as const));
    const whs = r.pick(WHS);
    const found = r.chance(0.25);
    const qty = p.uom === 'L' ? r.int(5, 40) : p.cost < 10 ? r.int(1, 10) : r.int(1, 2);
    trx.push({ dt: r.date(FIRST_DAY, LAST_DAY), typ: 'ADJ', whs, to: null, prt: p.no, qty: found ? qty : -qty, wo: null, po: null, rsn: found ? 'FD' : 'DM' });
  }
  for (const p of parts.filter((x) => x.sts === 'O')) {
    if (r.chance(0.6)) {
      trx.push({ dt: r.date(FIRST_DAY, '2025-12-31'), typ: 'ADJ', whs: r.pick(WHS), to: null, prt: p.no, qty: -r.int(1, 4), wo: null, po: null, rsn: 'OB' });
    }
  }

  // ---------- cycle counts ----------
  const cntRows: unknown[][] = [];
  const counters: Record<Whs, string[]> = { '01': ['GW', 'TM', 'RB'], '02': ['DO', 'LK'], '03': ['SH', 'JP', 'AN'], '04': ['PK', 'MV', 'CE', 'BT'] };
  let cntNo = 1;
  for (let wk = '2025-01-06'; wk <= LAST_DAY; wk = addDays(wk, 7)) {
    for (const w of WHS) {
      const day = addDays(wk, r.int(0, 4));
      if (day > LAST_DAY) continue;
      const pool = r.shuffle(carried.get(w)!).slice(0, r.int(4, 8));
      const by = r.pick(counters[w]);
      for (const p of pool) {
        const scale = p.uom === 'L' ? 40 : p.uom === 'M' ? 6 : p.cost < 5 ? 10 : 1;
        const sys = r.int(0, Math.max(2, Math.round(Math.max(p.weight, 0.5) * scale * 3)));
        let cnt = sys;
        const varP = w === '02' ? 0.24 : w === '03' ? 0.1 : 0.14;
        if (p.weight > 0 && r.chance(varP)) {
          const d = p.uom === 'L' ? r.int(1, 15) : r.int(1, 3);
          cnt = r.chance(0.65) ? Math.max(0, sys - d) : sys + d;
        }
        cntRows.push([cntNo++, day, w, p.no, sys, cnt, by]);
        if (cnt !== sys) trx.push({ dt: day, typ: 'ADJ', whs: w, to: null, prt: p.no, qty: cnt - sys, wo: null, po: null, rsn: 'CC' });
      }
    }
  }

  // ---------- transaction numbers in date order ----------
  const typOrder: Record<string, number> = { RCV: 0, TRF: 1, ISS: 2, RTN: 3, ADJ: 4 };
  trx.sort((a, b) => (a.dt !== b.dt ? (a.dt < b.dt ? -1 : 1) : typOrder[a.typ]! - typOrder[b.typ]!));
  const trxRows = trx.map((t, i) => [300_001 + i, t.dt, t.typ, t.whs, t.to, t.prt, t.qty, t.wo, t.po, t.rsn]);

  return [
    'CREATE SCHEMA inv;',
    `CREATE TABLE inv.depot (whs char(2) PRIMARY KEY, whs_nm varchar(30) NOT NULL, city varchar(30) NOT NULL, str_mgr varchar(40) NOT NULL,
      ctr_yn char(1) NOT NULL);`,
    `CREATE TABLE inv.sup (sup_no varchar(5) PRIMARY KEY, sup_nm varchar(40) NOT NULL, city varchar(30) NOT NULL, lead_dys smallint NOT NULL,
      pref_yn char(1) NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE inv.part (prt_no varchar(6) PRIMARY KEY, prt_desc varchar(60) NOT NULL, cat_cd char(3) NOT NULL, uom varchar(3) NOT NULL,
      std_cst numeric(10,2) NOT NULL, prt_sts char(1) NOT NULL, crit_yn char(1) NOT NULL, sup_no varchar(5));`,
    `CREATE TABLE inv.stk (whs char(2) NOT NULL, prt_no varchar(6) NOT NULL, bin_loc varchar(8) NOT NULL, qoh integer NOT NULL,
      rop integer NOT NULL, max_qty integer NOT NULL, PRIMARY KEY (whs, prt_no));`,
    `CREATE TABLE inv.wo (wo_no integer PRIMARY KEY, bus_no varchar(5) NOT NULL, whs char(2) NOT NULL, wo_typ varchar(3) NOT NULL,
      opn_dt date NOT NULL, cls_dt date, odo_km integer NOT NULL);`,
    `CREATE TABLE inv.po_hdr (po_no integer PRIMARY KEY, sup_no varchar(5) NOT NULL, whs char(2) NOT NULL, ord_dt date NOT NULL,
      prom_dt date NOT NULL, rcv_dt date, po_sts char(1) NOT NULL);`,
    `CREATE TABLE inv.po_ln (po_no integer NOT NULL, ln_no smallint NOT NULL, prt_no varchar(6) NOT NULL, ord_qty integer NOT NULL,
      rcv_qty integer NOT NULL, unit_prc numeric(10,2) NOT NULL, PRIMARY KEY (po_no, ln_no));`,
    `CREATE TABLE inv.trx (trx_no integer PRIMARY KEY, trx_dt date NOT NULL, trx_typ char(3) NOT NULL, whs char(2) NOT NULL, to_whs char(2),
      prt_no varchar(6) NOT NULL, trx_qty integer NOT NULL, wo_no integer, po_no integer, rsn_cd char(2));`,
    `CREATE TABLE inv.cyc_cnt (cnt_no integer PRIMARY KEY, cnt_dt date NOT NULL, whs char(2) NOT NULL, prt_no varchar(6) NOT NULL,
      sys_qty integer NOT NULL, cnt_qty integer NOT NULL, cnt_by varchar(3) NOT NULL);`,
    insertRows('inv.depot', ['whs', 'whs_nm', 'city', 'str_mgr', 'ctr_yn'], DEPOTS),
    insertRows('inv.sup', ['sup_no', 'sup_nm', 'city', 'lead_dys', 'pref_yn', 'actv_yn'], SUPPLIERS.map((s) => s.slice(0, 6))),
    insertRows(
      'inv.part',
      ['prt_no', 'prt_desc', 'cat_cd', 'uom', 'std_cst', 'prt_sts', 'crit_yn', 'sup_no'],
      parts.map((p) => [p.no, p.desc, p.cat, p.uom, p.cost, p.sts, p.crit, p.sup]),
    ),
    insertRows('inv.stk', ['whs', 'prt_no', 'bin_loc', 'qoh', 'rop', 'max_qty'], stkRows),
    insertRows('inv.wo', ['wo_no', 'bus_no', 'whs', 'wo_typ', 'opn_dt', 'cls_dt', 'odo_km'], woList.map((w) => [w.no, w.bus, w.whs, w.typ, w.opn, w.cls, w.km])),
    insertRows('inv.po_hdr', ['po_no', 'sup_no', 'whs', 'ord_dt', 'prom_dt', 'rcv_dt', 'po_sts'], poRows),
    insertRows('inv.po_ln', ['po_no', 'ln_no', 'prt_no', 'ord_qty', 'rcv_qty', 'unit_prc'], poLnRows),
    insertRows('inv.trx', ['trx_no', 'trx_dt', 'trx_typ', 'whs', 'to_whs', 'prt_no', 'trx_qty', 'wo_no', 'po_no', 'rsn_cd'], trxRows),
    insertRows('inv.cyc_cnt', ['cnt_no', 'cnt_dt', 'whs', 'prt_no', 'sys_qty', 'cnt_qty', 'cnt_by'], cntRows),
  ].join('\n');
}
