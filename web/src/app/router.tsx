import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import { SPANISH_PREFIX } from '@/i18n/localized-paths';
import { EVERY_PAGE_AREAS, requireAreas, type Area } from '@/i18n/messages';
import { routePatterns } from '@/lib/paths';
import { adminAccountPath, adminStaffMemberPattern } from './layout/admin/admin-page-paths';
import { RouteErrorBoundary } from './route-error-boundary';

/** Each page is its own chunk: the admin area never weighs on a customer's first load. */
const page = (route: Omit<RouteObject, 'HydrateFallback' | 'ErrorBoundary'>): RouteObject =>
  ({ ...route, HydrateFallback: PageLoading, ErrorBoundary: RouteErrorBoundary }) as RouteObject;

type Lazy = NonNullable<RouteObject['lazy']>;
type LoadedRoute = Awaited<ReturnType<Extract<Lazy, (...args: never[]) => unknown>>>;

/**
 * A route's code and the catalogue areas its texts come from (beyond every page's), loaded side by
 * side; catalogue-areas.spec.ts checks the areas against the keys its code uses.
 */
const withAreas =
  (areas: readonly Area[], load: () => Promise<LoadedRoute>): Lazy =>
  async () => {
    const [route] = await Promise.all([load(), requireAreas([...EVERY_PAGE_AREAS, ...areas])]);
    return route;
  };

/** A public page with an address per language (`localizedPath`): its English path, and the same page under /es. */
const inEachLanguage = (path: string, lazy: Lazy): RouteObject[] => [page({ path, lazy }), page({ path: `${SPANISH_PREFIX}${path}`, lazy })];

const homePage: Lazy = withAreas(['content', 'marketing', 'site'], async () => ({ Component: (await import('@/pages/home/home-page')).HomePage }));

/** The customer site's chrome is a chunk of its own too: the staff area and the provider's pages load none of it. */
const customerRoutes: RouteObject = {
  lazy: withAreas(['site'], async () => ({ Component: (await import('./layout/root-layout')).RootLayout })),
  ErrorBoundary: RouteErrorBoundary,
  children: [
    page({ index: true, lazy: homePage }),
    page({ path: SPANISH_PREFIX, lazy: homePage }),
    page({
      path: routePatterns.request,
      lazy: withAreas(['request'], async () => ({ Component: (await import('@/pages/request/request-page')).RequestPage })),
    }),
    page({
      path: routePatterns.track,
      lazy: withAreas(['request', 'terms', 'tracking'], async () => ({ Component: (await import('@/pages/track/track-page')).TrackPage })),
    }),
    page({
      path: routePatterns.payment,
      lazy: withAreas(['payment', 'request', 'terms', 'tracking'], async () => ({ Component: (await import('@/pages/payment/payment-page')).PaymentPage })),
    }),
    page({
      path: routePatterns.paymentSuccess,
      lazy: withAreas(['payment', 'request', 'terms', 'tracking'], async () => ({ Component: (await import('@/pages/payment/payment-success-page')).PaymentSuccessPage })),
    }),
    page({
      path: routePatterns.providersJoin,
      lazy: withAreas(['join'], async () => ({ Component: (await import('@/pages/providers/join-page')).JoinPage })),
    }),
    page({
      path: routePatterns.receipt,
      lazy: withAreas(['payment', 'request', 'terms', 'tracking'], async () => ({ Component: (await import('@/pages/receipt/receipt-page')).ReceiptPage })),
    }),
    page({
      path: routePatterns.balance,
      lazy: withAreas(['payment', 'request', 'terms', 'tracking'], async () => ({ Component: (await import('@/pages/balance/balance-page')).BalancePage })),
    }),
    ...inEachLanguage(routePatterns.city, withAreas(['content', 'site'], async () => ({ Component: (await import('@/pages/marketing/city-page')).CityPage }))),
    ...inEachLanguage(routePatterns.service, withAreas(['content', 'site'], async () => ({ Component: (await import('@/pages/marketing/service-page')).ServicePage }))),
    ...inEachLanguage(routePatterns.county, withAreas(['content', 'site'], async () => ({ Component: (await import('@/pages/marketing/county-page')).CountyPage }))),
    ...inEachLanguage(routePatterns.info, withAreas(['content'], async () => ({ Component: (await import('@/pages/marketing/info-page')).InfoPage }))),
    ...inEachLanguage(routePatterns.pricing, withAreas(['content', 'site'], async () => ({ Component: (await import('@/pages/marketing/pricing-page')).PricingPage }))),
    ...inEachLanguage(routePatterns.terms, withAreas(['terms'], async () => ({ Component: (await import('@/pages/terms/terms-page')).TermsPage }))),
    ...inEachLanguage(routePatterns.locate, withAreas(['locate', 'request'], async () => ({ Component: (await import('@/pages/locate/locate-page')).LocatePage }))),
    page({
      path: '*',
      lazy: withAreas(['marketing'], async () => ({ Component: (await import('@/pages/not-found/not-found-page')).NotFoundPage })),
    }),
  ],
};

/** The staff area has its own chrome, loaded with its first page; an unknown /admin/… path is the site's 404. */
const adminRoutes: RouteObject = page({
  path: routePatterns.admin,
  lazy: async () => ({ Component: (await import('./layout/admin/admin-layout')).AdminLayout }),
  children: [
    page({
      path: routePatterns.adminLogin,
      lazy: async () => ({ Component: (await import('@/pages/admin/admin-login-page')).AdminLoginPage }),
    }),
    page({
      path: routePatterns.adminInvite,
      lazy: async () => ({ Component: (await import('@/pages/admin/admin-invite-page')).AdminInvitePage }),
    }),
    page({
      // The signed-in header's controls come with the guard, so its links show with the page rather than after it.
      lazy: async () => {
        const [{ AdminGuard }] = await Promise.all([import('@/pages/admin/admin-guard'), import('./layout/admin/signed-in-controls')]);
        return { Component: AdminGuard };
      },
      children: [
        page({
          index: true,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-dashboard-page')).AdminDashboardPage }),
        }),
        page({
          path: routePatterns.adminRequest,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-request-page')).AdminRequestPage }),
        }),
        page({
          path: routePatterns.adminCompleted,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-completed-page')).AdminCompletedPage }),
        }),
        page({
          path: routePatterns.adminInsights,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-insights-page')).AdminInsightsPage }),
        }),
        page({
          path: routePatterns.adminProviders,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-providers-page')).AdminProvidersPage }),
        }),
        page({
          path: routePatterns.adminMessages,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-messages-page')).AdminMessagesPage }),
        }),
        page({
          path: routePatterns.adminRates,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-rates-page')).AdminRatesPage }),
        }),
        page({
          path: routePatterns.adminStaff,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-staff-page')).AdminStaffPage }),
        }),
        page({
          path: adminStaffMemberPattern,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-staff-member-page')).AdminStaffMemberPage }),
        }),
        page({
          path: adminAccountPath,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-account-page')).AdminAccountPage }),
        }),
        page({
          path: `${routePatterns.admin}/accounts`,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-accounts-page')).AdminAccountsPage }),
        }),
        page({
          path: `${routePatterns.admin}/accounts/:id`,
          lazy: async () => ({ Component: (await import('@/pages/admin/admin-accounts-detail-page')).AdminAccountsDetailPage }),
        }),
      ],
    }),
  ],
});

/** The business accounts' portal: its own chrome and sign-in, in English as the desk is. Its addresses are the business feature's businessPaths. */
const BUSINESS = '/business';
const businessRoutes: RouteObject = page({
  path: BUSINESS,
  lazy: async () => ({ Component: (await import('@/pages/business/business-layout')).BusinessLayout }),
  children: [
    page({
      index: true,
      lazy: async () => ({ Component: (await import('@/pages/business/business-jobs-page')).BusinessJobsPage }),
    }),
    page({
      path: `${BUSINESS}/jobs/new`,
      lazy: async () => ({ Component: (await import('@/pages/business/business-new-job-page')).BusinessNewJobPage }),
    }),
    page({
      path: `${BUSINESS}/jobs/:id`,
      lazy: async () => ({ Component: (await import('@/pages/business/business-job-page')).BusinessJobPage }),
    }),
    page({
      path: `${BUSINESS}/invoices`,
      lazy: async () => ({ Component: (await import('@/pages/business/business-invoices-page')).BusinessInvoicesPage }),
    }),
    page({
      path: `${BUSINESS}/developers`,
      lazy: async () => ({ Component: (await import('@/pages/business/business-developers-page')).BusinessDevelopersPage }),
    }),
    page({
      path: `${BUSINESS}/people`,
      lazy: async () => ({ Component: (await import('@/pages/business/business-people-page')).BusinessPeoplePage }),
    }),
  ],
});

/** The provider works from a phone in a truck: the job alone, without the site's header and footer. */
const providerRoute: RouteObject = page({
  path: routePatterns.provider,
  lazy: withAreas(['offer', 'provider', 'providerPage', 'request', 'tracking'], async () => ({ Component: (await import('@/pages/provider/provider-job-page')).ProviderJobPage })),
});

/** A timed job offer, opened from its text on the provider's phone. */
const offerRoute: RouteObject = page({
  path: routePatterns.offer,
  lazy: withAreas(['offer', 'provider', 'providerPage', 'request'], async () => ({ Component: (await import('@/pages/offer/offer-page')).OfferPage })),
});

/** The provider's standing page: on and off duty, open offers, jobs and earnings. */
const providerHomeRoute: RouteObject = page({
  path: routePatterns.providerPage,
  lazy: withAreas(['offer', 'provider', 'providerPage', 'request', 'tracking'], async () => ({ Component: (await import('@/pages/provider/provider-home-page')).ProviderHomePage })),
});

/** Stands in for a hosted checkout, so it has none of the site's chrome. */
const testCheckoutRoute: RouteObject = page({
  path: routePatterns.testCheckout,
  lazy: withAreas(['payment', 'request', 'terms', 'tracking'], async () => ({ Component: (await import('@/pages/checkout/test-checkout-page')).TestCheckoutPage })),
});

export const routes: RouteObject[] = [customerRoutes, adminRoutes, businessRoutes, providerRoute, offerRoute, providerHomeRoute, testCheckoutRoute];

export const createAppRouter = () => createBrowserRouter(routes);
