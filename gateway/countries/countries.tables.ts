/** Countries (migration 0250): reference data seeded from the catalogue seed. */
export interface CountryTables {
  countries: {
    /** ISO 3166-1 alpha-2, upper case. */
    code: string;
    /** English short name; clients may show a localised one from Intl.DisplayNames. */
    name: string;
    /** Display order: India first, then by name. */
    position: number;
  };
}
