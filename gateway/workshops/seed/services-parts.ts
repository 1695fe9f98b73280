import type { ServiceSeed } from './services';

const BOTH: ServiceSeed['vehicleTypes'] = ['two-wheeler', 'four-wheeler'];

/** Services around parts the shop sells: tyres, battery, windshield, helmets (menu order). */
export const PARTS_SERVICES: ServiceSeed[] = [
  {
    slug: 'tyres',
    name: 'Tyre fitting and wheel care',
    summary: 'Tyre fitting, wheel alignment and balancing by trained technicians.',
    description:
      'Bring tyres bought from us or elsewhere. We mount them on a touchless changer, balance every wheel and align the car on a 3D aligner, then print the before and after readings for you.',
    includes: ['Free tyre pressure and tread check', 'Valve inspection', 'Alignment report printout'],
    vehicleTypes: BOTH,
    vehicleRequired: true,
    slotMinutes: 60,
    categorySlugs: ['tyres'],
    cities: { jaipur: 2, delhi: 3, mumbai: 3, bangalore: 3, chennai: 2, chandigarh: 2, indore: 1, noida: 2 },
    packages: [
      [
        'wheel-alignment-balancing',
        'Wheel alignment and balancing (car)',
        899,
        60,
        ['3D computerised alignment', 'Balancing of 4 wheels with weights', 'Steering centring'],
      ],
      [
        'tyre-fitting-4',
        'Fitting of 4 car tyres',
        599,
        45,
        ['Mounting and dismounting', 'New valves', 'Nitrogen fill'],
      ],
      [
        'tyre-fitting-2w',
        'Fitting of 2 two-wheeler tyres',
        249,
        30,
        ['Mounting and dismounting', 'Tube or tubeless valve check'],
      ],
    ],
  },
  {
    slug: 'battery',
    name: 'Battery check and replacement',
    summary: 'Battery health test and replacement with old-battery exchange.',
    description:
      'We test the battery, charging system and starter with a digital analyser. If the battery is weak we replace it with an Amaron or Exide unit and take your old battery in exchange, which lowers the price.',
    includes: [
      'Digital battery and alternator test',
      'Terminal cleaning and petroleum jelly',
      'Safe disposal of the old battery',
    ],
    vehicleTypes: BOTH,
    vehicleRequired: true,
    slotMinutes: 30,
    categorySlugs: ['batteries'],
    cities: {
      jaipur: 2,
      delhi: 3,
      mumbai: 3,
      bangalore: 4,
      kolkata: 2,
      chennai: 2,
      chandigarh: 1,
      indore: 1,
      kochi: 2,
      noida: 2,
    },
    packages: [
      [
        'health-check',
        'Battery health check',
        199,
        20,
        ['Load test', 'Charging voltage test', 'Report with recommendation'],
      ],
      [
        'two-wheeler-exchange',
        'Two-wheeler battery replacement with old-battery exchange (5 Ah)',
        1699,
        30,
        ['New 5 Ah VRLA battery', 'Exchange discount applied', 'Fitting', '24-month warranty'],
      ],
      [
        'car-exchange',
        'Car battery replacement with old-battery exchange (35 Ah)',
        4799,
        30,
        ['New 35 Ah battery', 'Exchange discount applied', 'Fitting and ECU memory saver', '48-month warranty'],
      ],
    ],
  },
  {
    slug: 'windshield',
    name: 'Windshield repair and replacement',
    summary: 'Chip repair and ISI-marked laminated windshield replacement.',
    description:
      'Small chips are filled with resin before they spread. A cracked windshield is replaced with an ISI-marked laminated glass using polyurethane adhesive; the car can be driven after one hour.',
    includes: ['Glass inspection', 'Old adhesive removal', 'Water-leak test'],
    vehicleTypes: ['four-wheeler'],
    vehicleRequired: true,
    slotMinutes: 120,
    categorySlugs: [],
    cities: { delhi: 1, mumbai: 2, bangalore: 2, chennai: 1, kolkata: 1, noida: 1 },
    packages: [
      ['chip-repair', 'Windshield chip repair (up to 2 chips)', 999, 45, ['Resin filling', 'UV curing', 'Polishing']],
      [
        'hatchback-replacement',
        'Windshield replacement (hatchback)',
        6499,
        120,
        ['ISI-marked laminated glass', 'New moulding', 'Urethane adhesive'],
      ],
      [
        'sedan-suv-replacement',
        'Windshield replacement (sedan or SUV)',
        8999,
        150,
        ['ISI-marked laminated glass', 'New moulding', 'Rain-sensor bracket transfer'],
      ],
    ],
  },
  {
    slug: 'helmets',
    name: 'Helmet fitting and care',
    summary: 'Helmet sizing and fitting, deep cleaning and visor replacement.',
    description:
      'Our riders measure your head, check the fit of an ISI or DOT certified helmet and adjust the cheek pads. We also wash and sanitise helmet liners and fit new visors.',
    includes: ['Head measurement', 'Strap and buckle check'],
    vehicleTypes: ['two-wheeler'],
    vehicleRequired: false,
    slotMinutes: 30,
    categorySlugs: ['helmets'],
    cities: { delhi: 2, mumbai: 2, bangalore: 2, chennai: 2, kochi: 1, indore: 1 },
    packages: [
      [
        'fitting',
        'Helmet sizing and fitting',
        0,
        20,
        ['Head measurement', 'Cheek pad adjustment', 'Advice on certified models'],
      ],
      [
        'deep-cleaning',
        'Helmet deep cleaning and sanitising',
        349,
        30,
        ['Liner wash and dry', 'Anti-bacterial treatment', 'Visor polishing'],
      ],
      [
        'visor-fitting',
        'Visor replacement fitting',
        249,
        20,
        ['Removal of the old visor', 'Fitting of the new visor', 'Pin lock check'],
      ],
    ],
  },
];
