import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function NotFound() {
  return (
    <main className="page page-center">
      <h1>
        <Trans id="common.not_found">Page not found</Trans>
      </h1>
      <Link to="/">
        <Trans id="common.go_home">Go to the start page</Trans>
      </Link>
    </main>
  );
}
