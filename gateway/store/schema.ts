/**
 * The database as the typed query layer sees it: each domain declares its own tables in
 * `gateway/<domain>/<domain>.tables.ts` and they are joined here.
 */
import type { AccountsTables } from '../accounts/accounts.tables';
import type { AdminTables } from '../admin/admin.tables';
import type { CartTables } from '../cart/cart.tables';
import type { CatalogueTables } from '../catalogue/catalogue.tables';
import type { BlogTables } from '../blog/blog.tables';
import type { InvoicesTables } from '../invoices/invoices.tables';
import type { NewsletterTables } from '../newsletter/newsletter.tables';
import type { CountryTables } from '../countries/countries.tables';
import type { OrdersTables } from '../orders/orders.tables';
import type { SavedListsTables } from '../saved-lists/saved-lists.tables';
import type { WorkshopsTables } from '../workshops/workshops.tables';
import type { ShopTables } from '../shop/shop.tables';
import type { StockNoticeTables } from '../stock-notices/stock-notices.tables';
import type { TranslationTables } from '../translations/translations.tables';
import type { VehicleTables } from '../vehicles/vehicles.tables';

export interface StoreTables {
  seed_runs: { name: string; applied_at: Date };
}

export interface DB
  extends
    StoreTables,
    ShopTables,
    AccountsTables,
    CatalogueTables,
    VehicleTables,
    CountryTables,
    BlogTables,
    NewsletterTables,
    OrdersTables,
    InvoicesTables,
    CartTables,
    WorkshopsTables,
    SavedListsTables,
    TranslationTables,
    StockNoticeTables,
    AdminTables {}
