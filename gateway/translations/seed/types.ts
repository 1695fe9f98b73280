/**
 * The shop's structural content in one language (issue #22, docs/decisions/034), written for
 * people who read it, keyed by the English seed's slugs (or, for phrases, by the English text).
 * Product texts, specification labels and values, and blog posts are in
 * `gateway/catalogue/seed/translations/` (CONTENT_TEXTS).
 */
export interface StructuralTexts {
  /** Shop categories by slug. */
  categories: Record<string, { name: string; description: string }>;
  /** Part types by slug ('brake-pad'). */
  types: Record<string, string>;
  /** Colours by slug. */
  colors: Record<string, string>;
  /** Attribute group names, option names and option values, by their English text. */
  phrases: Record<string, string>;
  /** Services by slug. `includes` in the same order and number as the English. */
  services: Record<string, { name: string; summary: string; description: string; includes: string[] }>;
  /** Service packages by id (`<service>/<package>`). */
  packages: Record<string, { name: string; includes: string[] }>;
  /**
   * Workshops by city key ('bangalore'): the city's name and the address, written as the shop's own
   * address is (numbers and the PIN code in digits, localities and the city in the script). The
   * workshop's name ("GaadiParts Service Centre Okhla") is a proper name and is not translated.
   */
  workshops: Record<string, { name: string; address: string }>;
  /** Blog categories by slug. */
  blogCategories: Record<string, string>;
  /** The shop's own texts (shop_info). */
  shop: { address: string };
}
