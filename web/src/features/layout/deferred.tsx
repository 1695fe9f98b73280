import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
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
 * the widget's look should show at once (same classes, no behaviour). `whenVisible`: a widget
 * below the fold (the footer's newsletter form) is not even loaded until its box comes near the
 * screen, so a page that is only looked at never pays for it.
 */
export function Deferred({
  size,
  placeholder,
  whenVisible = false,
  children,
}: {
  size: DeferredSize;
  placeholder?: ReactNode;
  whenVisible?: boolean;
  children: ReactNode;
}) {
  if (children === null || children === undefined) return null;
  const box = `${styles.box} ${SIZES[size]}`;
  const fallback = placeholder ?? <span className={box} aria-hidden="true" />;
  const widget = <Suspense fallback={fallback}>{children}</Suspense>;
  return whenVisible ? <WhenVisible box={box}>{widget}</WhenVisible> : widget;
}

/** How far below (or above) the screen a box counts as near: about a screen of scrolling. */
const NEAR = '600px';

function WhenVisible({ box, children }: { box: string; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR,
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <span ref={ref} className={box} aria-hidden="true" />;
}
