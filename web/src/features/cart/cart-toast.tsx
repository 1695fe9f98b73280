import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { cartNoticeVar } from '@web/shared/state/cart';
import styles from './cart-toast.module.css';

/** Spec section 9: toasts close by themselves after 5000 ms. */
export const TOAST_MS = 5000;

/** "Added to cart" message after each add, announced politely, with a link to the cart. */
export function CartToast() {
  const { t } = useLingui();
  const notice = useReactiveVar(cartNoticeVar);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => cartNoticeVar(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return createPortal(
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {notice && (
        <div className={styles.toast} key={notice.key}>
          <p>{t`Added to your cart: ${notice.productName} × ${notice.quantity}`}</p>
          <Link to="/cart" onClick={() => cartNoticeVar(null)}>{t`View cart`}</Link>
          <button
            type="button"
            className={styles.toastClose}
            aria-label={t`Close message`}
            onClick={() => cartNoticeVar(null)}
          >
            ×
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
