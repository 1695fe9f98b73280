import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '@web/shared/ssr/use-hydrated';
import { ProductPrice } from '../ui/product-labels';
import styles from './product-buy-bar.module.css';

type Props = {
  /** The product form's id: the bar's button submits that form (options, quantity and checks stay there). */
  formId: string;
  price: { amount: number; currency: string };
  compareAt?: { amount: number; currency: string } | null;
  outOfStock: boolean;
  /** In the quick view: kept at the bottom of the dialog's scrolling box instead of the screen. */
  docked?: boolean;
};

/**
 * Phones: the price and Add to cart, kept at the bottom of the screen while the shopper reads the
 * product page or the quick view (the form itself starts below a screen-high picture). Its button
 * submits the product form and brings it into view, so missing options are shown where they are chosen.
 */
export function ProductBuyBar({ formId, price, compareAt, outOfStock, docked = false }: Props) {
  const { t } = useLingui();
  const live = useHydrated();
  return (
    <div className={docked ? styles.docked : styles.bar}>
      <ProductPrice price={price} compareAt={compareAt} />
      <button
        type="submit"
        form={formId}
        className={styles.add}
        disabled={outOfStock || !live}
        aria-busy={!live || undefined}
        onClick={() => document.getElementById(formId)?.scrollIntoView({ block: 'center' })}
      >
        {outOfStock ? t`Out of stock` : t`Add to cart`}
      </button>
    </div>
  );
}
