/**
 * The HSN code of each part type the sample catalogue sells (docs/decisions/025). A product takes
 * its part type's code unless it names its own (`hsn` in helpers.ts `product()`): a two-wheeler's
 * brake pads are parts of motorcycles (8714 10), not of motor cars (8708 30).
 */
export const HSN_BY_PART_TYPE: Readonly<Record<string, string>> = {
  // Engine & filters
  'air-filter': '842131', // intake air filters for internal combustion engines
  'cabin-filter': '842139', // other filtering or purifying machinery for gases
  'oil-filter': '842123', // oil or petrol filters for internal combustion engines
  'fuel-filter': '842123',
  'spark-plug': '851110', // sparking plugs
  'clutch-kit': '870893', // clutches and parts thereof (motor vehicles)
  'clutch-plate': '871410', // parts and accessories of motorcycles
  'chain-kit': '871410',
  // Brakes & suspension (of cars; two-wheeler parts say 871410)
  'brake-pad': '870830', // brakes and servo-brakes; parts thereof
  'brake-disc': '870830',
  'brake-shoe': '871410',
  'shock-absorber': '870880', // suspension systems and parts thereof
  // Electricals
  battery: '850710', // lead-acid accumulators for starting piston engines
  headlamp: '851220', // lighting or visual signalling equipment for vehicles
  'fog-lamp': '851220',
  'led-bulb': '851220',
  'halogen-bulb': '853921', // tungsten halogen filament lamps
  horn: '851230', // sound signalling equipment
  // Tyres & wheels
  tyre: '401110', // new pneumatic tyres of rubber, of a kind used on motor cars
  'tyre-inflator': '841480', // air compressors
  'puncture-kit': '401699', // other articles of vulcanised rubber
  'wheel-cover': '870870', // road wheels and parts and accessories thereof
  // Interior
  'seat-cover': '6304', // other furnishing articles (made-up textiles)
  'seat-cushion': '940490', // cushions and pillows
  'neck-rest': '940490',
  'floor-mat': '391810', // floor coverings of polymers of vinyl chloride
  'steering-cover': '392690', // other articles of plastics
  'sun-shade': '392690',
  organiser: '392690',
  'phone-holder': '392690',
  'air-freshener': '330749', // preparations for deodorising rooms
  'dash-cam': '852589', // video camera recorders
  'charger-cable': '854442', // insulated conductors fitted with connectors, ≤ 1,000 V
  // Exterior & car care
  mirror: '700910', // rear-view mirrors for vehicles
  wiper: '851240', // windscreen wipers, defrosters and demisters
  'body-cover': '630790', // other made-up textile articles
  'car-shampoo': '3402', // washing and cleaning preparations
  polish: '340530', // polishes for coachwork
  // Oils & fluids
  'engine-oil': '271019', // lubricating oils
  'gear-oil': '271019',
  coolant: '382000', // anti-freezing preparations
  'brake-fluid': '381900', // hydraulic brake fluids
  'chain-lube': '3403', // lubricating preparations
  // Two-wheeler & EV
  helmet: '650610', // safety headgear
  gloves: '6116', // gloves, knitted or crocheted
  jacket: '6201', // men's anoraks and jackets, not knitted
  'rain-suit': '392620', // articles of apparel of plastics
  'portable-charger': '85044090', // static converters: chargers for electric vehicles
  'wall-charger': '85044090',
};

/** The HSN code of a part type; throws for a part type without one (add it above). */
export function hsnCodeOf(partType: string): string {
  const code = HSN_BY_PART_TYPE[partType];
  if (!code) throw new Error(`No HSN code for part type "${partType}": add one to HSN_BY_PART_TYPE`);
  return code;
}
