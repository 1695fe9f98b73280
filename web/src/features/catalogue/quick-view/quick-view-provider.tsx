import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuickViewLazyQuery } from '@web/__generated__/graphql';
import { currentVehicleVar } from '@web/shared/state/garage';
import { QuickViewContext } from './quick-view-context';

// The dialog (form library, dialog primitives, gallery) is fetched when a quick view is asked for,
// while the product loads, so list pages do not load it up front.
const loadDialog = () => import('./quick-view-dialog');
const QuickViewDialog = lazy(async () => ({ default: (await loadDialog()).QuickViewDialog }));

/** Spec section 4: the quick view opens 250 ms after the product has loaded by slug. */
export const QUICK_VIEW_OPEN_DELAY_MS = 250;

/** Gives the cards below it a quick view, and renders the one dialog. */
export function QuickViewProvider({ children }: { children: React.ReactNode }) {
  const [load, { data }] = useQuickViewLazyQuery();
  const [pending, setPending] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const openQuickView = useCallback(
    (slug: string) => {
      trigger.current = document.activeElement as HTMLElement | null;
      setPending(slug);
      clearTimeout(timer.current);
      void loadDialog();
      void load({ variables: { slug, vehicleId: currentVehicleVar() } }).then((result) => {
        if (!result.data?.product) return setPending(null);
        timer.current = setTimeout(() => {
          setPending(null);
          setOpen(true);
        }, QUICK_VIEW_OPEN_DELAY_MS);
      });
    },
    [load],
  );
  const control = useMemo(() => ({ open: openQuickView, pending }), [openQuickView, pending]);
  return (
    <QuickViewContext.Provider value={control}>
      {children}
      {data?.product && (
        <Suspense fallback={null}>
          <QuickViewDialog
            product={data.product}
            open={open}
            onOpenChange={setOpen}
            onCloseFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      )}
    </QuickViewContext.Provider>
  );
}
