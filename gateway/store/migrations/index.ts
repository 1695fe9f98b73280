import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-store';
import * as m0002 from './0002-shop';
import * as m0003 from './0003-shop-settings';
import * as m0100 from './0100-accounts';
import * as m0110 from './0110-indian-addresses';
import * as m0151 from './0151-sign-in-devices';
import * as m0200 from './0200-catalogue';
import * as m0201 from './0201-catalogue-indexes';
import * as m0202 from './0202-catalogue-facets';
import * as m0203 from './0203-related-by-sales';
import * as m0204 from './0204-facet-changes';
import * as m0205 from './0205-search-best-sellers';
import * as m0206 from './0206-facet-created-at';
import * as m0207 from './0207-gst-codes';
import * as m0250 from './0250-countries';
import * as m0260 from './0260-blog';
import * as m0600 from './0600-newsletter';
import * as m0800 from './0800-content-translations';
import * as m0300 from './0300-vehicles';
import * as m0301 from './0301-garage';
import * as m0310 from './0310-three-wheelers';
import * as m0311 from './0311-saved-lists';
import * as m0312 from './0312-guest-order-claims';
import * as m0313 from './0313-garage-registrations';
import * as m0400 from './0400-orders';
import * as m0410 from './0410-order-installations';
import * as m0420 from './0420-order-gst';
import * as m0430 from './0430-invoices';
import * as m0440 from './0440-payments';
import * as m0500 from './0500-services';
import * as m0510 from './0510-installation-bookings';
import * as m0520 from './0520-service-sac-codes';
import * as m0700 from './0700-back-office';
import * as m0750 from './0750-catalogue-admin';
import * as m0830 from './0830-search-lexicon';
import * as m0850 from './0850-option-value-images';
import * as m0860 from './0860-search-part-types';
import * as m0870 from './0870-review-languages';
import * as m0880 from './0880-stock-notices';
import * as m0920 from './0920-staff-language';
import * as m0950 from './0950-stock-notices-by-shopper';
import * as m0960 from './0960-workshop-translations';
import * as m0970 from './0970-shop-reference-revision';
import * as m0980 from './0980-product-fitting-models';
import * as m0990 from './0990-shop-address-and-refunds';

/**
 * Every migration, in order. Names are permanent once released: add new files, never edit old
 * ones. The same migrations run on PGlite and on PostgreSQL.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-store': m0001,
  '0002-shop': m0002,
  '0003-shop-settings': m0003,
  '0100-accounts': m0100,
  '0110-indian-addresses': m0110,
  '0151-sign-in-devices': m0151,
  '0200-catalogue': m0200,
  '0201-catalogue-indexes': m0201,
  '0202-catalogue-facets': m0202,
  '0203-related-by-sales': m0203,
  '0204-facet-changes': m0204,
  '0205-search-best-sellers': m0205,
  '0206-facet-created-at': m0206,
  '0207-gst-codes': m0207,
  '0250-countries': m0250,
  '0260-blog': m0260,
  '0600-newsletter': m0600,
  '0300-vehicles': m0300,
  '0301-garage': m0301,
  '0310-three-wheelers': m0310,
  '0311-saved-lists': m0311,
  '0312-guest-order-claims': m0312,
  '0313-garage-registrations': m0313,
  '0400-orders': m0400,
  '0410-order-installations': m0410,
  '0420-order-gst': m0420,
  '0430-invoices': m0430,
  '0440-payments': m0440,
  '0500-services': m0500,
  '0510-installation-bookings': m0510,
  '0520-service-sac-codes': m0520,
  '0700-back-office': m0700,
  '0750-catalogue-admin': m0750,
  '0800-content-translations': m0800,
  '0830-search-lexicon': m0830,
  '0850-option-value-images': m0850,
  '0860-search-part-types': m0860,
  '0870-review-languages': m0870,
  '0880-stock-notices': m0880,
  '0920-staff-language': m0920,
  '0950-stock-notices-by-shopper': m0950,
  '0960-workshop-translations': m0960,
  '0970-shop-reference-revision': m0970,
  '0980-product-fitting-models': m0980,
  '0990-shop-address-and-refunds': m0990,
};
