import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useLocalizedPath } from '@/components/use-localized-path';
import { paths } from '@/lib/paths';

/** A chunk from a previous deploy is gone after a new release; a reload fetches the current one. */
function isStaleChunkError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const localized = useLocalizedPath();
  const stale = isStaleChunkError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <AlertIcon className="size-12 text-red-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <FormattedMessage id={stale ? 'common.routeError.staleTitle' : 'common.routeError.title'} />
      </h1>
      <p className="mt-3 text-slate-600">
        <FormattedMessage id={stale ? 'common.routeError.staleText' : 'common.routeError.text'} />
      </p>
      {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="common.routeError.reload" />
        </Button>
        <Link to={localized(paths.home)} reloadDocument className={buttonClasses('outline')}>
          <FormattedMessage id="common.returnHome" />
        </Link>
      </div>
    </div>
  );
}
