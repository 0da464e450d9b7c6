// The one-tap location page a driver asking for help by text opens: the link's state and the share.
export { useLocationShare } from './api/get-location-share';
export { useSharePosition } from './api/share-position';
export { ShareLocationPanel } from './components/share-location-panel';
export { locateScreen } from './lib/locate-screen';
