import { useIntl } from 'react-intl';

const block = 'animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none';

export function TrackingSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {intl.formatMessage({ id: 'tracking.skeleton.loading' })}
      </p>
      <div aria-hidden="true" className="space-y-6">
        <div className="space-y-2">
          <div className={`${block} h-8 w-64 max-w-full`} />
          <div className={`${block} h-4 w-52 max-w-full`} />
        </div>
        <div className={`${block} h-28`} />
        <div className="grid gap-6 md:grid-cols-2">
          <div className={`${block} h-64`} />
          <div className={`${block} h-64`} />
        </div>
      </div>
    </div>
  );
}
