import { lazy, type ComponentProps } from 'react';

const LoadedRatingPanel = lazy(async () => ({ default: (await import('./rating-panel')).RatingPanel }));

/** The rating panel, shown once the service is complete: its form and form library are downloaded only then. */
export function RatingPanelOnDemand(props: ComponentProps<typeof LoadedRatingPanel>) {
  return <LoadedRatingPanel {...props} />;
}
