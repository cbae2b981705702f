import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The error boundary of every route: a clear message and a way on, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? 'A new version of the app is available, or the connection dropped while loading this page.'
      : 'Something went wrong while showing this page.';
  return (
    <main className="page page--narrow route-error" role="alert">
      <h1>Sorry, this page could not be shown</h1>
      <p>{message}</p>
      <div className="route-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
