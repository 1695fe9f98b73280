import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../support/graphql';
import { createTestGateway, dataOf, type TestGateway } from '../../support/test-gateway';

const SLUGS = [
  'tyres',
  'battery',
  'windshield',
  'helmets',
  'two-wheeler-service',
  'four-wheeler-service',
  'ev-store',
  'rto',
  'pdi',
  'training',
];
const CITIES = [
  'jaipur',
  'delhi',
  'mumbai',
  'bangalore',
  'kolkata',
  'chennai',
  'chandigarh',
  'indore',
  'kochi',
  'noida',
  'hyderabad',
  'pune',
  'ahmedabad',
  'lucknow',
];

const SERVICES = graphql(`
  query WorkshopCatalogueServices {
    services {
      id
      slug
      name
      summary
      description
      includes
      vehicleTypes
      vehicleRequired
      slotMinutes
      image
      relatedCategorySlugs
      relatedCategories {
        slug
      }
      cities {
        slug
        name
      }
      packages {
        id
        name
        price {
          amount
          currency
        }
        durationMinutes
        includes
        service {
          slug
        }
      }
    }
  }
`);
const SERVICE = graphql(`
  query WorkshopCatalogueService($slug: String!) {
    service(slug: $slug) {
      slug
      vehicleTypes
      vehicleRequired
      cities {
        slug
      }
    }
  }
`);
const CITIES_QUERY = graphql(`
  query WorkshopCatalogueCities {
    serviceCities {
      slug
      name
      workshopName
      address
      openingHours {
        days
        opens
        closes
      }
    }
  }
`);
const FITTING_SERVICES = graphql(`
  query WorkshopCatalogueFittingServices($slug: String!) {
    product(slug: $slug) {
      fittingServices {
        slug
      }
    }
  }
`);

describe('services catalogue API', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists the ten services of the menu under the web app slugs, each with priced packages', async () => {
    const { services } = dataOf(await gateway.execute(SERVICES));
    expect(services.map((s) => s.slug)).toEqual(SLUGS);
    for (const service of services) {
      expect(service.id).toBe(service.slug);
      expect(service.name.length).toBeGreaterThan(3);
      expect(service.packages.length).toBeGreaterThanOrEqual(2);
      expect(service.cities.length).toBeGreaterThan(0);
      expect(service.cities.length).toBeLessThanOrEqual(CITIES.length);
      for (const pkg of service.packages) {
        expect(pkg.id.startsWith(`${service.slug}/`)).toBe(true);
        expect(pkg.price.currency).toBe('INR');
        expect(Number.isInteger(pkg.price.amount)).toBe(true);
        expect(pkg.durationMinutes).toBeGreaterThan(0);
        expect(pkg.service.slug).toBe(service.slug);
      }
    }
    // Not every service in every city.
    expect(services.some((s) => s.cities.length < CITIES.length)).toBe(true);
  });

  it('links tyres, battery, helmets and the EV store to their catalogue categories', async () => {
    const { services } = dataOf(await gateway.execute(SERVICES));
    const related = Object.fromEntries(services.map((s) => [s.slug, s.relatedCategorySlugs]));
    expect(related).toMatchObject({
      tyres: ['tyres'],
      battery: ['batteries'],
      helmets: ['helmets'],
      'ev-store': ['ev-parts'],
      rto: [],
    });
    for (const s of services) expect(s.relatedCategories.map((c) => c.slug)).toEqual(s.relatedCategorySlugs);
  });

  it('has the packages the shop is known for, in rupees', async () => {
    const { services } = dataOf(await gateway.execute(SERVICES));
    const prices = Object.fromEntries(services.flatMap((s) => s.packages).map((p) => [p.id, p.price.amount]));
    expect(prices).toMatchObject({
      'two-wheeler-service/general-service': 119900,
      'battery/car-exchange': 479900,
      'tyres/wheel-alignment-balancing': 89900,
      'pdi/new-car': 149900,
      'rto/transfer-of-ownership': 249900,
      'ev-store/health-check-2w': 69900,
    });
  });

  it('reads one service by slug (trimmed, any case) and answers null for an unknown one', async () => {
    const { data } = await gateway.execute(SERVICE, { slug: ' Two-Wheeler-Service ' });
    expect(data!.service).toMatchObject({
      slug: 'two-wheeler-service',
      vehicleTypes: ['TWO_WHEELER'],
      vehicleRequired: true,
    });
    expect(data!.service.cities.map((c) => c.slug)).toEqual(CITIES);
    for (const slug of ['tyers', '', 'x'.repeat(500)]) {
      expect((await gateway.execute(SERVICE, { slug })).data).toEqual({ service: null });
    }
  });

  it('lists the workshop cities in the spec order with opening hours grouped by weekdays', async () => {
    const { serviceCities } = dataOf(await gateway.execute(CITIES_QUERY));
    expect(serviceCities.map((c) => c.slug)).toEqual(CITIES);
    const bangalore = serviceCities.find((c) => c.slug === 'bangalore')!;
    expect(bangalore).toMatchObject({ name: 'Bangalore' });
    expect(bangalore.openingHours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
      { days: [6], opens: '09:00', closes: '17:00' },
      { days: [7], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('links battery, tyre, helmet and EV products to their fitting services, and other products to none', async () => {
    const slugIn = async (category: string) => {
      const row = await gateway.database.db
        .selectFrom('products as p')
        .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select('p.slug')
        .where('c.slug', '=', category)
        .orderBy('p.id')
        .executeTakeFirstOrThrow();
      return row.slug;
    };
    for (const [category, service] of [
      ['batteries', 'battery'],
      ['tyres', 'tyres'],
      ['helmets', 'helmets'],
      ['ev-parts', 'ev-store'],
    ]) {
      const { data } = await gateway.execute(FITTING_SERVICES, { slug: await slugIn(category!) });
      expect(data!.product.fittingServices).toContainEqual({ slug: service });
    }
    const { data } = await gateway.execute(FITTING_SERVICES, { slug: await slugIn('spark-plugs') });
    expect(data!.product.fittingServices).toEqual([]);
  });
});
