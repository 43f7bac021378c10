import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../lib/navigation';

/** Shown when a page fails to load (a stale chunk after a deploy, a thrown render error). */
export function RouteError() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center" role="alert">
      <h1 className="text-3xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>This page could not be shown.</Trans>
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        <Link to="/" className="btn">
          <Trans>Home</Trans>
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new key (the next page) clears the error. */
  resetKey?: string;
}

/** Catches render errors and failed page chunks below it and shows RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
