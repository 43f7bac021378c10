import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../lib/navigation';
import { specMessages } from '../lib/spec-messages';

export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-black text-primary">404</p>
      <h1 className="text-3xl font-bold">{i18n._(specMessages.pageNotFound)}</h1>
      <p>
        <Trans>The page you asked for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className="btn btn-primary">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
