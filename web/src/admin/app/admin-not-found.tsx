import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** An /admin address with no screen. */
export function AdminNotFound() {
  return (
    <section>
      <h1>
        <Trans>There is no such back-office screen</Trans>
      </h1>
      <p>
        <Link to="/admin">
          <Trans>Back to Today</Trans>
        </Link>
      </p>
    </section>
  );
}
