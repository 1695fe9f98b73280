/** A department's own page (its subcategories first). */
export const categoryPath = (slug: string) => `/catalog/${encodeURIComponent(slug)}`;

/** The product list of a category and its subcategories. */
export const productsPath = (slug: string) => `/catalog/${encodeURIComponent(slug)}/products`;
