import type { SeedBlogCategory, SeedPost } from './types';

export const BLOG_CATEGORIES: SeedBlogCategory[] = [
  { slug: 'maintenance-tips', name: 'Maintenance Tips', parentSlug: null },
  { slug: 'road-safety', name: 'Road Safety', parentSlug: null },
  { slug: 'electric-vehicles', name: 'Electric Vehicles', parentSlug: null },
  { slug: 'buying-guides', name: 'Buying Guides', parentSlug: null },
];

const html = (...blocks: string[]) => blocks.join('');
const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function post(
  slug: string,
  title: string,
  categorySlugs: string[],
  date: string,
  author: string,
  excerpt: string,
  body: string,
): SeedPost {
  return { slug, title, image: `/images/blog/${slug}.svg`, categorySlugs, date, excerpt, bodyHtml: body, author };
}

export const POSTS: SeedPost[] = [
  post(
    'monsoon-car-care-checklist',
    'Monsoon Driving: A 10-Minute Car Care Checklist',
    ['maintenance-tips', 'road-safety'],
    '2025-06-02',
    'Meera Iyer',
    'Wipers, tyres, brakes and lights: what to check before the first heavy rain.',
    html(
      p(
        'The first monsoon showers turn familiar roads into something else: oil slicks, hidden potholes and water-logged underpasses. Ten minutes of checks in your parking spot can make the whole season safer.',
      ),
      p(
        '<strong>Start with visibility.</strong> Wiper rubber hardens in the summer heat and starts to judder and streak. If your blades leave lines on the glass, replace them; a frameless pair costs less than a tank of fuel. Top up the washer reservoir and add a little glass cleaner.',
      ),
      p(
        '<strong>Check the tyres.</strong> Tread depth matters more in the wet than at any other time. Indian law requires 1.6 mm, but grip drops sharply below 3 mm. Insert a one-rupee coin into the tread: if the groove does not reach the edge of the coin, plan a new set.',
      ),
      ul(
        'Test brakes in an empty lane at low speed',
        'Clean headlamp lenses and check fog lamps',
        'Keep a microfibre cloth and a torch in the glovebox',
        'Use a waterproof body cover if you park outside',
      ),
      p(
        'Finally, never drive into water you cannot see the bottom of. If water reaches the middle of the wheel, turn back: an engine that ingests water can need a full rebuild.',
      ),
    ),
  ),
  post(
    'how-to-choose-a-helmet',
    'How to Choose a Helmet That Actually Protects You',
    ['buying-guides', 'road-safety'],
    '2025-03-18',
    'Arjun Reddy',
    'ISI marks, shell types, sizes and visors explained in plain words.',
    html(
      p(
        'A helmet is the one part of your bike that protects you rather than the machine. In India every helmet sold must carry the <strong>ISI mark (IS 4151)</strong>; look for the mark and the licence number on the shell, not just a sticker on the box.',
      ),
      p(
        '<strong>Pick the style for your riding.</strong> Full-face helmets protect the chin and jaw and are the safest choice. Modular (flip-up) helmets are convenient for city riders who stop often. Open-face helmets are cooler in summer but leave the face exposed.',
      ),
      p(
        '<strong>Get the size right.</strong> Measure around your head just above the eyebrows. A helmet should feel snug, with cheek pads touching your cheeks and no movement when you shake your head. A loose helmet can come off in a crash.',
      ),
      ul(
        'Replace a helmet after any impact, even if it looks fine',
        'Choose a clear visor for night riding',
        'Bright colours make you more visible in traffic',
      ),
      p(
        'Spend what you can afford on the helmet, then save on accessories. A good ₹1,200 ISI helmet that fits is far better than an expensive one that is the wrong size.',
      ),
    ),
  ),
  post(
    'ev-battery-care-in-summer',
    'EV Battery Care: Making the Pack Last in Indian Summers',
    ['electric-vehicles', 'maintenance-tips'],
    '2025-04-22',
    'Karthik Krishnan',
    'Simple charging habits that protect your electric car or scooter battery from heat.',
    html(
      p(
        'Lithium-ion batteries dislike two things: heat and being kept at 100% for long periods. Indian summers supply plenty of the first, so a few habits go a long way.',
      ),
      p(
        '<strong>Charge to 80–90% for daily use.</strong> Most cars and scooters let you set a charge limit in the app. Charge to 100% only before a long trip, and start driving soon after.',
      ),
      p(
        '<strong>Park in the shade and charge when it is cooler.</strong> Scheduling an overnight charge is gentler on the pack than fast charging at 3 pm in 42 °C heat. If your building has covered parking, use it.',
      ),
      ul(
        'Avoid running the battery below 10% regularly',
        'Use DC fast charging for trips, AC charging at home',
        'Keep software updated: battery management improves over time',
        'Check the 12V auxiliary battery too',
      ),
      p(
        'Follow these and the battery warranty (typically 8 years) becomes a safety net rather than something you need to claim.',
      ),
    ),
  ),
  post(
    'when-to-replace-brake-pads',
    'Five Signs Your Brake Pads Need Replacing',
    ['maintenance-tips'],
    '2025-07-09',
    'Rohit Sharma',
    'Squeals, longer stopping distances and a pulsing pedal: what they mean.',
    html(
      p(
        'Brake pads wear gradually, so the change is easy to miss. Most cars need front pads every 25,000–40,000 km in city use; bikes sooner.',
      ),
      ul(
        '<strong>Squealing</strong> when braking lightly: the wear indicator is touching the disc',
        '<strong>Grinding</strong>: the pad is down to the metal backing, replace immediately',
        '<strong>Longer stopping distances</strong> or a soft pedal',
        '<strong>Vibration</strong> through the pedal: often a warped disc',
        '<strong>The car pulls</strong> to one side when braking',
      ),
      p(
        'Always replace pads in axle sets (both front wheels together). If the discs are scored or below minimum thickness, replace them at the same time: new pads on old discs do not bed in properly.',
      ),
      p(
        'After fitting new pads, bed them in with a few gentle stops from 50 km/h. Avoid hard braking for the first 200 km.',
      ),
    ),
  ),
  post(
    'car-battery-buying-guide',
    'Buying a Car Battery: Ah, Warranty and the Exchange Offer',
    ['buying-guides'],
    '2025-01-28',
    'Sneha Kulkarni',
    'What the numbers on a battery label mean and how to pick the right one.',
    html(
      p(
        'A car battery usually lasts three to five years in Indian conditions. When it starts to struggle on cold mornings or the headlights dim at idle, it is time to shop.',
      ),
      p(
        '<strong>Match the capacity and layout.</strong> Capacity (Ah) and terminal position must match your car. A 35Ah battery suits most hatchbacks; diesel SUVs often need 60–80Ah. The terminal layout (left or right positive) decides whether the cables reach.',
      ),
      p(
        '<strong>Read the warranty carefully.</strong> “55 months” often means 30 months free replacement plus 25 months pro-rata. The free-replacement period is what matters most.',
      ),
      p(
        '<strong>Use the exchange offer.</strong> Handing over your old battery earns a discount and ensures lead and acid are recycled properly. Our installers fit the new battery at your doorstep and take the old one away.',
      ),
    ),
  ),
  post(
    'tyre-pressure-and-rotation',
    'Tyre Pressure, Rotation and Reading the Sidewall',
    ['maintenance-tips', 'buying-guides'],
    '2025-09-05',
    'Vikram Singh',
    'A quick guide to making tyres last longer and choosing the right size.',
    html(
      p(
        'Correct tyre pressure improves mileage, grip and tyre life. The recommended pressures are on a sticker inside the driver’s door or the fuel flap; check them once a fortnight when the tyres are cold.',
      ),
      p(
        '<strong>Rotate every 10,000 km.</strong> Front tyres wear faster on front-wheel-drive cars. Rotating them front to rear evens out wear and lets you replace all four together.',
      ),
      p(
        '<strong>Read the sidewall.</strong> In 185/65 R15 88H, 185 is the width in millimetres, 65 the height as a percentage of width, R15 the rim size in inches, 88 the load index and H the speed rating. The four-digit DOT code tells you the week and year of manufacture.',
      ),
      ul(
        'Under-inflation causes shoulder wear and overheating',
        'Over-inflation wears the centre and reduces grip',
        'Wheel alignment every 5,000 km on rough roads',
      ),
    ),
  ),
  post(
    'installing-a-home-ev-charger',
    'Installing a Home EV Charger in an Apartment',
    ['electric-vehicles'],
    '2025-11-14',
    'Divya Menon',
    'Society permissions, load sanction and choosing between 3.3 kW and 7.4 kW.',
    html(
      p(
        'Most EV owners in India charge at home, but apartment residents need a little planning. Start by informing your society and checking where your parking spot gets power from.',
      ),
      p(
        '<strong>Check the sanctioned load.</strong> A 7.4 kW wall box needs a dedicated 32 A circuit and may require a load increase from your electricity board. A 3.3 kW charger works on a 15 A circuit and is usually enough for overnight charging.',
      ),
      p(
        '<strong>Use a separate meter if possible.</strong> Many states now allow an EV tariff, which can make charging much cheaper.',
      ),
      ul(
        'Ask for an earth-leakage breaker (RCCB) on the charger circuit',
        'Mount the wall box out of direct rain',
        'Keep the cable off the floor with a hook',
      ),
      p('A certified installer can complete the job in a day once approvals are in place.'),
    ),
  ),
  post(
    'two-wheeler-chain-maintenance',
    'Bike Chain Care: Clean, Lube, Adjust',
    ['maintenance-tips'],
    '2025-08-01',
    'Imran Khan',
    'A well-kept chain saves fuel, protects sprockets and makes riding smoother.',
    html(
      p('A dry, dirty chain steals power and wears out sprockets fast. Ten minutes every 500 km is all it takes.'),
      p(
        '<strong>Clean</strong> the chain with a chain cleaner or kerosene and a soft brush, rotating the rear wheel slowly. Wipe it dry.',
      ),
      p(
        '<strong>Lubricate</strong> the inside of the chain where it meets the sprockets, then let it set for 15 minutes before riding so it does not fling off.',
      ),
      p(
        '<strong>Adjust</strong> the slack to the value in your manual, usually 20–30 mm of up-and-down play. Too tight damages bearings; too loose can make the chain jump.',
      ),
      p(
        'When the chain cannot be adjusted any further or the sprocket teeth look hooked, replace the chain and both sprockets together as a kit.',
      ),
    ),
  ),
  post(
    'night-driving-on-highways',
    'Night Driving on Indian Highways: Stay Seen, Stay Safe',
    ['road-safety'],
    '2025-12-10',
    'Lakshmi Pillai',
    'Lights, fatigue and unexpected obstacles after dark.',
    html(
      p(
        'Highways after dark bring unlit trucks, stray cattle and drivers who never dip their headlights. Good preparation makes a big difference.',
      ),
      p(
        '<strong>Get your lights right.</strong> Clean the lenses, replace dim bulbs in pairs and have the headlamp aim checked. Brighter road-legal bulbs help you see further without dazzling others.',
      ),
      p(
        '<strong>Manage fatigue.</strong> Take a break every two hours, and stop if you catch yourself yawning repeatedly. Late night to early morning is when most fatigue crashes happen.',
      ),
      ul(
        'Keep a reflective triangle and a torch in the boot',
        'Dip your headlights for oncoming traffic',
        'Slow down near villages and toll plazas',
      ),
    ),
  ),
  post(
    'engine-oil-grades-explained',
    'What 10W-30 Means: Engine Oil Grades Explained',
    ['buying-guides', 'maintenance-tips'],
    '2026-01-16',
    'Nikhil Deshpande',
    'Viscosity, mineral vs synthetic, and JASO ratings for bikes.',
    html(
      p(
        'The numbers on an oil bottle describe viscosity. In 10W-30, the “10W” is how easily the oil flows when cold (lower is thinner), and “30” is its thickness at operating temperature.',
      ),
      p(
        '<strong>Use the grade in your owner’s manual.</strong> Modern engines with tight tolerances are designed for thinner oils like 0W-20 or 5W-30; older air-cooled bikes may call for 20W-50.',
      ),
      p(
        '<strong>Synthetic or mineral?</strong> Fully synthetic oils resist heat breakdown and protect better at start-up; they cost more but can last longer between changes.',
      ),
      p(
        '<strong>Bikes need JASO MA or MA2 oil.</strong> Motorcycles share oil between the engine and wet clutch, and car oils with friction modifiers can make the clutch slip. Scooters with CVT use JASO MB.',
      ),
    ),
  ),
];
