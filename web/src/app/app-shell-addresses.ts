import { SPANISH_PREFIX } from '@/i18n/localized-paths';
import { routePatterns } from '@/lib/paths';

// The request form keeps the bare app HTML, an empty root until the app is ready for typing (e2e/prerendered.spec.ts).
// The tracking and payment pages are rendered per request with their request (src/infra/http/live-pages).
const PATTERNS = [
  routePatterns.paymentSuccess,
  routePatterns.receipt,
  routePatterns.balance,
  routePatterns.providersJoin,
  routePatterns.locate,
  `${SPANISH_PREFIX}${routePatterns.locate}`,
];

/**
 * The customer pages served per request whose HTML is the app shell (`AppRouteShell`): an exact
 * address, or one ending in '/' for every address under it ('/track/:trackingId' is '/track/').
 */
export const appShellAddresses = PATTERNS.map((pattern) => pattern.replace(/:[^/]+$/, ''));
