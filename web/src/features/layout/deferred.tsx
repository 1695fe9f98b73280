import { type ReactNode, Suspense } from 'react';
import styles from './deferred.module.css';

/** The box kept for each lazily loaded header widget: its final size, so nothing shifts when it arrives. */
export type DeferredSize = keyof typeof SIZES;

const SIZES = {
  account: styles.account,
  cart: styles.cart,
  cartCompact: styles.cartCompact,
  vehicle: styles.vehicle,
  menuButton: styles.menuButton,
  departments: styles.departments,
  search: styles.search,
  newsletter: styles.newsletter,
} as const;

/**
 * Shows a widget whose code is loaded lazily (React.lazy), after the first paint. Until it arrives
 * an empty, hidden box of the same size holds its place; `placeholder` replaces that box when
 * the widget's look should show at once (same classes, no behaviour).
 */
export function Deferred({
  size,
  placeholder,
  children,
}: {
  size: DeferredSize;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  if (children === null || children === undefined) return null;
  const fallback = placeholder ?? <span className={`${styles.box} ${SIZES[size]}`} aria-hidden="true" />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
