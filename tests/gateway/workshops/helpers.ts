import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { ExecuteOptions, TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

/** Monday 1 March 2027, 08:00 IST: every booking test runs at this "now" (the gateway reads Date). */
export const NOW = new Date('2027-03-01T02:30:00.000Z');

/** Fakes only `Date` (timers, I/O and the databases run normally) at NOW; `at` moves it. */
export function freezeClock(at: Date = NOW): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

export function unfreezeClock(): void {
  vi.useRealTimers();
}

/** An instant in IST: ist('2027-03-02', '10:00') → 2027-03-02T04:30:00.000Z. */
export function ist(date: string, time: string): string {
  return new Date(`${date}T${time}:00+05:30`).toISOString();
}

export const ERRORS = 'errors { code field }';
export const BOOKING_FIELDS = graphql(`
  fragment BookingFields on ServiceBooking {
    id
    reference
    status
    packageName
    price {
      amount
      currency
    }
    slotStart
    slotEnd
    vehicleText
    contactName
    contactPhone
    contactEmail
    notes
    cancelBefore
    cancellable
    token
    service {
      slug
    }
    package {
      id
    }
    city {
      slug
    }
    vehicle {
      id
    }
  }
`);
export const BOOK = graphql(`
  mutation HelpersBook($input: BookServiceInput!) {
    bookService(input: $input) {
      booking {
        ...BookingFields
      }
      errors {
        code
        field
      }
    }
  }
`);
export const CANCEL = graphql(`
  mutation HelpersCancel($id: ID!, $token: String) {
    cancelBooking(id: $id, token: $token) {
      booking {
        id
        status
        cancellable
      }
      errors {
        code
        field
      }
    }
  }
`);
export const SLOTS = graphql(`
  query Slots($serviceId: ID!, $city: String!, $from: Date!, $to: Date!) {
    serviceSlots(serviceId: $serviceId, city: $city, from: $from, to: $to) {
      start
      end
      capacity
      remaining
    }
  }
`);
export const BOOKINGS = graphql(`
  query Bookings {
    bookings {
      ...BookingFields
    }
  }
`);
export const BOOKING = graphql(`
  query Booking($reference: String!) {
    booking(reference: $reference) {
      ...BookingFields
    }
  }
`);
export const BY_TOKEN = graphql(`
  query HelpersByToken3($token: String!) {
    bookingByToken(token: $token) {
      ...BookingFields
    }
  }
`);

/** A guest's booking of a two-wheeler general service in Bangalore, Tuesday 10:00 IST. */
export function bookingInput(overrides: Record<string, unknown> = {}) {
  return {
    packageId: 'two-wheeler-service/general-service',
    city: 'bangalore',
    slotStart: ist('2027-03-02', '10:00'),
    vehicleText: 'Honda Activa 6G, KA 01 AB 1234',
    contactName: 'Asha Rao',
    contactPhone: '+91 98450 12345',
    contactEmail: 'asha@example.in',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export async function book(gateway: TestGateway, overrides: Record<string, unknown> = {}, as?: ExecuteOptions) {
  const result = await gateway.execute(BOOK, { input: bookingInput(overrides) }, as);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.bookService as {
    booking: Record<string, any> | null;
    errors: { code: string; field: string[] | null }[];
  };
}
