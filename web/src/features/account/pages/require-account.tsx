import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useViewer } from '../api/use-viewer';
import { PageSpinner } from '../ui/page-spinner';

/** Account pages need a signed-in shopper: anyone else goes to sign-in and comes back after. */
export function RequireAccount() {
  const { viewer, loading } = useViewer();
  const location = useLocation();
  if (loading || viewer === undefined) return <PageSpinner />;
  if (viewer === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/account/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeNext(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/account/dashboard';
}
