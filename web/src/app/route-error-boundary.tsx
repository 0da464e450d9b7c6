import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

/** A chunk from a previous deploy is gone after a new release; a reload fetches the current one. */
function isStaleChunkError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <AlertIcon className="size-12 text-red-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {stale ? 'A new version is available' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-slate-600">
        {stale
          ? 'Reload the page to get the latest version of the site.'
          : 'This page could not be displayed. Please try again.'}
      </p>
      {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to={paths.home} reloadDocument className={buttonClasses('outline')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
