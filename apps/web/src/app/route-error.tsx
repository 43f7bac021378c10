import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to load (a stale chunk after a deploy, a thrown render error). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'This page could not be shown.';
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p>{message}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn">
          Home
        </Link>
      </div>
    </main>
  );
}
