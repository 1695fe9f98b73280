import { useSearchParams } from 'react-router-dom';
import type { ProductForm_ProductFragment } from '@web/__generated__/graphql';

type Option = ProductForm_ProductFragment['options'][number];

/**
 * The colour chosen on a product page, kept in its address (`?color=white`, the option's slug as
 * the parameter) so a link, a reload or Back shows the same colour and its pictures
 * (docs/decisions/038). A value the product is not sold in is no choice.
 */
export function useChosenColour(options: readonly Option[]) {
  const [params, setParams] = useSearchParams();
  const option = options.find((o) => o.type === 'COLOR');
  const value = option?.values.find((v) => v.slug === params.get(option.slug)) ?? null;
  return {
    value,
    chosen: option && value ? { [option.slug]: value.slug } : undefined,
    choose(optionSlug: string, valueSlug: string) {
      if (optionSlug !== option?.slug) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(optionSlug, valueSlug);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
  };
}
