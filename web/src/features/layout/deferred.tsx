import { type ReactNode, startTransition, Suspense, useEffect, useRef, useState } from 'react';
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
  const painted = useFirstPaintDone();
  if (children === null || children === undefined) return null;
  const box = `${styles.box} ${SIZES[size]}`;
  const fallback = placeholder ?? <span className={box} aria-hidden="true" />;
  // Before the first paint the widget's code is not even asked for: its download and first render
  // would compete with the page's own (a phone on slow 4G waits for every byte before the first paint).
  if (!painted) return fallback;
  const widget = <Suspense fallback={fallback}>{children}</Suspense>;
  return whenVisible ? <WhenVisible box={box}>{widget}</WhenVisible> : widget;
}

/** Set once the first screen is on it; widgets mounted later load at once. */
let firstPaintDone = false;

/** False until a frame after the first commit (the screen has been painted), then true. */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(firstPaintDone);
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstPaintDone = true;
        startTransition(() => setDone(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
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
