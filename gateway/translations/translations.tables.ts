import type { ColumnType } from 'kysely';

/** A JSON column: written as a JSON string, read as the value. */
type Json<T> = ColumnType<T | null, string | null, string | null>;

/** A language other than English (the entity's own row holds English): hi, kn, ta, te. */
type Language = string;

/**
 * The content's translations (migration 0800, docs/decisions/034): one row per entity and
 * language; a null field falls back to the entity's English field.
 */
export interface TranslationTables {
  category_translations: { category_id: number; language: Language; name: string | null; description: string | null };
  product_type_translations: { type_id: number; language: Language; name: string | null };
  color_translations: { color_slug: string; language: Language; name: string | null };
  product_translations: { product_id: number; language: Language; excerpt: string | null; description: string | null };
  service_translations: {
    service_id: string;
    language: Language;
    name: string | null;
    summary: string | null;
    description: string | null;
    includes: Json<string[]>;
  };
  service_package_translations: {
    package_id: string;
    language: Language;
    name: string | null;
    includes: Json<string[]>;
  };
  blog_category_translations: { category_id: number; language: Language; name: string | null };
  blog_post_translations: {
    post_id: number;
    language: Language;
    title: string | null;
    excerpt: string | null;
    body_html: string | null;
  };
  shop_info_translations: { shop_id: number; language: Language; address: string | null };
  /** A workshop's city name and address (migration 0960); its workshop name stays as written. */
  workshop_translations: { city: string; language: Language; name: string | null; address: string | null };
  /** Attribute and option labels and values, keyed by their English text. */
  content_phrase_translations: { source: string; language: Language; text: string };
}
