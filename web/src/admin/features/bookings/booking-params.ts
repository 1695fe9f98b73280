import { todayInIndia } from '@web/admin/shared/india-date';

/** The day on screen, kept in the address (?service=…&city=…&date=…) so it can be shared and reloaded. */
export interface BookingDayParams {
  service: string;
  city: string;
  date: string;
}

export function readDayParams(search: URLSearchParams): BookingDayParams {
  const date = search.get('date') ?? '';
  return {
    service: search.get('service') ?? '',
    city: search.get('city') ?? '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayInIndia(),
  };
}
