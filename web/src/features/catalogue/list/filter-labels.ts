import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FilterSidebar_FilterFragment as Filter } from '@web/__generated__/graphql';

/** Translated filter titles and the names of choices that are values rather than content. */
export function useFilterLabels() {
  const { t } = useLingui();
  const titles: Record<string, string> = {
    category: t`Categories`,
    vehicle: t`Vehicle`,
    brand: t`Brand`,
    price: t`Price`,
    discount: t`Discount`,
    rating: t`Rating`,
    color: t`Colour`,
  };
  const discount: Record<string, string> = { any: t`All products`, yes: t`On sale`, no: t`Regular price` };
  return {
    title: (slug: string) => titles[slug] ?? slug,
    discount: (value: string) => discount[value] ?? value,
    rating: (stars: string) => t`${plural(Number(stars), { one: '# star', other: '# stars' })}`,
    fitsVehicle: t`Fits your vehicle`,
  };
}

/** One kind of filter of the list, by its GraphQL type. */
export type FilterOf<T extends Filter['__typename']> = Extract<Filter, { __typename: T }>;
