import type { GstRateRow } from '../../../rules/gst/rates';

/**
 * GST rates of the tariff codes the shop uses (docs/decisions/025-gst-codes-and-rates.md), seeded
 * into `gst_rates`. Rows dated 2017-07-01 (GST began) hold the rate that applied just before the
 * change of 22 September 2025 (56th GST Council); earlier changes are not recorded, as the shop
 * sold nothing before 2025. To change a rate, add a row with the new date (and a seeder version).
 */
const GST_START = '2017-07-01';
/** Notification 9/2025-Central Tax (Rate): most parts of motor vehicles 28 % → 18 %, helmets 18 % → 5 %. */
export const GST_REFORM_2025 = '2025-09-22';

type Entry = [code: string, description: string, history: [from: string, percent: number][]];
const same = (percent: number): [string, number][] => [[GST_START, percent]];
const changed = (before: number, after: number, on = GST_REFORM_2025): [string, number][] => [
  [GST_START, before],
  [on, after],
];

const ENTRIES: Entry[] = [
  // Goods (HSN)
  ['8708', 'Parts and accessories of motor vehicles of headings 8701 to 8705', changed(28, 18)],
  ['871410', 'Parts and accessories of motorcycles (including mopeds)', changed(28, 18)],
  ['4011', 'New pneumatic tyres, of rubber', changed(28, 18)],
  ['8507', 'Electric accumulators, other than lithium-ion', changed(28, 18)],
  ['850760', 'Lithium-ion accumulators', same(18)],
  ['8511', 'Electrical ignition or starting equipment: sparking plugs, starters', changed(28, 18)],
  ['8512', 'Electrical lighting or signalling equipment and windscreen wipers for vehicles', changed(28, 18)],
  ['853921', 'Tungsten halogen filament lamps', same(18)],
  ['8421', 'Filtering or purifying machinery for liquids or gases: oil, fuel and air filters', same(18)],
  ['841480', 'Air or gas compressors, other: tyre inflators', same(18)],
  ['902620', 'Instruments for measuring or checking pressure', same(18)],
  ['2710', 'Petroleum oils: lubricating oils', same(18)],
  ['3403', 'Lubricating preparations', same(18)],
  ['3819', 'Hydraulic brake fluids', same(18)],
  ['3820', 'Anti-freezing preparations', same(18)],
  ['3402', 'Washing and cleaning preparations', same(18)],
  ['3405', 'Polishes and creams for coachwork and other surfaces', same(18)],
  ['330749', 'Preparations for perfuming or deodorising rooms', same(18)],
  ['4016', 'Other articles of vulcanised rubber: mats, repair kits', same(18)],
  ['3918', 'Floor coverings of plastics', same(18)],
  ['3926', 'Other articles of plastics, including apparel of plastics', same(18)],
  ['4202', 'Trunks, cases, bags and similar containers: organisers', same(18)],
  ['4205', 'Other articles of leather', same(18)],
  ['7009', 'Glass mirrors, including rear-view mirrors', same(18)],
  ['852589', 'Television cameras, digital cameras and video camera recorders', same(18)],
  ['854442', 'Insulated electric conductors fitted with connectors, for up to 1,000 V', same(18)],
  ['8504', 'Electrical transformers and static converters: chargers', same(18)],
  ['85044090', 'Chargers and charging stations for electrically operated vehicles', changed(18, 5, '2019-08-01')],
  ['940490', 'Cushions and pillows', same(18)],
  ['650610', 'Safety headgear: helmets', changed(18, 5)],
  ['6116', 'Gloves, knitted or crocheted, of a sale value up to ₹2,500 a piece', same(5)],
  ['6201', "Men's anoraks and jackets of a sale value above ₹2,500 (₹1,000 before)", changed(12, 18)],
  ['6304', 'Other furnishing articles of a sale value above ₹2,500 (₹1,000 before)', changed(12, 18)],
  ['630790', 'Other made-up textile articles: covers (₹1,000 to ₹2,500 a piece)', changed(12, 5)],
  ['630710', 'Cleaning cloths and dusters of a sale value up to ₹1,000', same(5)],
  // Services (SAC)
  ['9987', 'Maintenance, repair and installation (except construction) services', same(18)],
  ['998346', 'Technical testing and analysis services', same(18)],
  ['998599', 'Other support services not elsewhere classified', same(18)],
  ['999293', 'Commercial training and coaching services', same(18)],
];

export interface SeedGstRate extends GstRateRow {
  description: string;
}

export const GST_RATES: readonly SeedGstRate[] = ENTRIES.flatMap(([code, description, history]) =>
  history.map(([effectiveFrom, percent]) => ({ code, description, effectiveFrom, rateBp: percent * 100 })),
);
