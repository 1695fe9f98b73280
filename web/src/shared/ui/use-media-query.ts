import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current as the window changes. On the server and while
 * React hydrates the server's HTML (the server does not know the screen), and without
 * `matchMedia`, it answers `fallback`: a page that must not guess passes null and lets CSS decide.
 */
export function useMediaQuery<F extends boolean | null = boolean>(query: string, fallback: F = true as F): boolean | F {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(query).matches),
    () => fallback,
  );
}
