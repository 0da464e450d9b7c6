import { SPANISH_PREFIX } from '@/i18n/localized-paths';
import { routePatterns } from '@/lib/paths';

const PATTERNS = [
  routePatterns.request,
  routePatterns.track,
  routePatterns.payment,
  routePatterns.paymentSuccess,
  routePatterns.receipt,
  routePatterns.providersJoin,
  routePatterns.locate,
  `${SPANISH_PREFIX}${routePatterns.locate}`,
];

/**
 * The customer pages that are not prerendered, whose HTML is the app shell (`AppRouteShell`): an exact
 * address, or one ending in '/' for every address under it ('/track/:trackingId' is '/track/').
 */
export const appShellAddresses = PATTERNS.map((pattern) => pattern.replace(/:[^/]+$/, ''));
