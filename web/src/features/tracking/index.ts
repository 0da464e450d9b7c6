export {
  getTrackedRequest,
  trackedRequestQueryKey,
  trackedRequestQueryOptions,
  useTrackedRequest,
} from './api/get-tracked-request';
export { ServiceDetailsCard } from './components/service-details-card';
export { ServiceTimeline } from './components/service-timeline';
export { StatusBanner } from './components/status-banner';
export { TrackHeader } from './components/track-header';
export { TrackingProblem } from './components/tracking-problem';
export { TrackingSkeleton } from './components/tracking-skeleton';
export { useLinkExpiry } from './hooks/use-link-expiry';
export { useTrackingSocket, type TrackingSocketState } from './hooks/use-tracking-socket';
export { TRACK_PANELS, visibleTrackPanels, type TrackPanelName } from './lib/track-panels';
export { TRACKING_MESSAGES } from './lib/tracking-messages';
