import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type AdminMeQuery, type StaffRole, useAdminMeQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';

export type CurrentStaff = NonNullable<AdminMeQuery['me']>;

/**
 * The signed-in staff member, or a redirect to the sign-in screen (back here afterwards). With
 * `roles`, a staff member of another role is told so; the server refuses their operations anyway.
 */
export function RequireStaff({
  roles,
  children,
}: {
  roles?: readonly StaffRole[];
  children: (staff: CurrentStaff) => ReactNode;
}) {
  const location = useLocation();
  const { data, error } = useAdminMeQuery({ fetchPolicy: 'cache-first' });
  if (error && !data) return <ErrorAlert keys={['ERROR_API_UNEXPECTED']} />;
  if (!data) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (!data.me) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/admin/sign-in?next=${next}`} replace />;
  }
  if (roles && !roles.includes(data.me.role)) return <ErrorAlert keys={['ERROR_API_STAFF_FORBIDDEN']} />;
  return <>{children(data.me)}</>;
}
