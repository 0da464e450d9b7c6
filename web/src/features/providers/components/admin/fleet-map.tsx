import type { FleetProviderView, FleetRequestView } from '@contracts/offer-views';
import { formatAge } from '@domain/position-age';
import { isLivePositionFresh } from '@domain/position-fix';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { useFleet } from '../../hooks/use-fleet';
import { FLEET_COLORS, REQUEST_GROUPS, type PlacedProvider } from './fleet-map-legend';

const FleetMapCanvas = lazy(() => import('./fleet-map-canvas'));

/** The dashboard's map: open requests by stage and on-duty providers where they were last seen, live. */
export function FleetMap({ className }: { className?: string }) {
  const headingId = useId();
  const mapId = useId();
  const [open, setOpen] = useState(true);
  const fleet = useFleet();
  const now = useNow(30_000);
  const providers = fleet.data?.providers.map((provider) => placedProvider(provider, now)) ?? [];
  const requests = fleet.data?.requests ?? [];

  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Fleet map
          </h2>
          {fleet.data && (
            <p className="text-sm text-slate-600">
              {count(requests.length, 'open request')} · {count(providers.length, 'provider')} on duty
            </p>
          )}
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={mapId} onClick={() => setOpen(!open)}>
          {open ? 'Hide map' : 'Show map'}
        </Button>
      </div>
      <div id={mapId} hidden={!open} className="space-y-3 px-4 py-4 sm:px-5">
        {open && <FleetMapBody fleet={fleet} requests={requests} providers={providers} />}
      </div>
    </section>
  );
}

type BodyProps = { fleet: ReturnType<typeof useFleet>; requests: FleetRequestView[]; providers: PlacedProvider[] };

function FleetMapBody({ fleet, requests, providers }: BodyProps) {
  if (fleet.isPending) return <Skeleton className="h-80 w-full" />;
  if (fleet.isError && !fleet.data) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        Failed to load the fleet map.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void fleet.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <>
      <Suspense fallback={<Skeleton className="h-80 w-full" />}>
        <FleetMapCanvas requests={requests} providers={providers} />
      </Suspense>
      {requests.length === 0 && providers.length === 0 && (
        <p className="text-sm text-slate-700">No open requests with a location and no providers on duty right now.</p>
      )}
      <FleetLegend />
      {providers.length > 0 && <OnDutyList providers={providers} />}
    </>
  );
}

function FleetLegend() {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {REQUEST_GROUPS.map((group) => (
        <li key={group.label} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: group.color }} />
          Request: {group.label}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: FLEET_COLORS.available }} />
        Provider available
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: FLEET_COLORS.busy }} />
        Provider on a job
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: FLEET_COLORS.stale }} />
        Not seen for 10 min, or at home base
      </li>
    </ul>
  );
}

/** The map's trucks in words: who is on duty, busy or free, and when each was last seen. */
function OnDutyList({ providers }: { providers: PlacedProvider[] }) {
  return (
    <details open className="text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">Providers on duty ({providers.length})</summary>
      <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider.id} className={provider.stale ? 'text-slate-500' : undefined}>
            {provider.description}
          </li>
        ))}
      </ul>
    </details>
  );
}

const count = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;

function placedProvider(provider: FleetProviderView, now: number): PlacedProvider {
  const age = provider.positionAt ? now - Date.parse(provider.positionAt) : null;
  const stale = provider.stale || !provider.positionAt || !isLivePositionFresh(provider.positionAt, now);
  const seen = age === null ? 'at home base, no live position' : `last seen ${formatAge(age)}`;
  return { ...provider, stale, description: `${provider.name}, ${provider.busy ? 'on a job' : 'available'}, ${seen}` };
}
