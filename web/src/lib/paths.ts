/** Every route of the app (spec §2). A leaf module: safe to import from any layer. */
export const paths = {
  home: '/',
  request: '/request',
  track: (trackingId: string) => `/track/${encodeURIComponent(trackingId)}`,
  /** The customer's payment page; the tracking code is the capability that opens it. */
  payment: (requestId: string, trackingId: string) =>
    `/payment/${encodeURIComponent(requestId)}?${new URLSearchParams({ code: trackingId })}`,
  paymentSuccess: '/payment-success',
  testCheckout: (sessionId: string) => `/checkout/test/${encodeURIComponent(sessionId)}`,
  provider: (jobId: string) => `/provider/${encodeURIComponent(jobId)}`,
  /** A completed job's balance, paid by card with a tip; the code texted at completion is its only key. */
  balance: (balanceCode: string) => `/balance/${encodeURIComponent(balanceCode)}`,
  /** A timed job offer; its code is the offer's only capability. */
  offer: (offerCode: string) => `/offer/${encodeURIComponent(offerCode)}`,
  /** The provider's standing page: duty, offers, jobs and earnings. */
  providerPage: (pageCode: string) => `/p/${encodeURIComponent(pageCode)}`,
  city: (citySlug: string) => `/city/${citySlug}-roadside-assistance`,
  service: (serviceSlug: string) => `/service/${serviceSlug}`,
  county: (countySlug: string) => `/county/${countySlug}`,
  info: (infoSlug: string) => `/info/${infoSlug}`,
  pricing: '/pricing',
  /** The customer terms and liability agreement in full: the page a text links to when a price is accepted by replying YES. */
  terms: '/terms',
  /** The one-tap page a driver asking for help by text opens to share the phone's position; the token is its only key. */
  locate: (token: string) => '/locate/' + encodeURIComponent(token),
  /** Tow operators apply to join the provider network. */
  providersJoin: '/providers/join',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminMessages: '/admin/messages',
  adminProviders: '/admin/providers',
  /** The rate card: what a dispatcher's first price is suggested from, and the public ranges. */
  adminRates: '/admin/rates',
  /** Owners only: the staff, their roles and invitations. */
  adminStaff: '/admin/staff',
  /** The owner's charts and tables of the business, every staff role may read them. */
  adminInsights: '/admin/insights',
  /** A texted staff invitation; its code is the only key, so it opens without signing in. */
  adminInvite: (code: string) => `/admin/invite/${encodeURIComponent(code)}`,
  adminRequest: (id: string) => `/admin/request/${encodeURIComponent(id)}`,
  adminCompleted: (id: string) => `/admin/completed/${encodeURIComponent(id)}`,
} as const;

/** Route patterns for the router, kept beside the builders so the two cannot drift apart. */
export const routePatterns = {
  home: paths.home,
  request: paths.request,
  track: '/track/:trackingId',
  payment: '/payment/:requestId',
  paymentSuccess: paths.paymentSuccess,
  testCheckout: '/checkout/test/:sessionId',
  provider: '/provider/:jobId',
  offer: '/offer/:offerCode',
  receipt: '/receipt/:receiptCode',
  balance: '/balance/:balanceCode',
  providerPage: '/p/:pageCode',
  city: '/city/:citySlug',
  service: '/service/:serviceName',
  county: '/county/:countyName',
  info: '/info/:infoType',
  pricing: paths.pricing,
  terms: paths.terms,
  locate: '/locate/:token',
  providersJoin: paths.providersJoin,
  admin: paths.admin,
  adminLogin: paths.adminLogin,
  adminMessages: paths.adminMessages,
  adminProviders: paths.adminProviders,
  adminRates: paths.adminRates,
  adminStaff: paths.adminStaff,
  adminInsights: paths.adminInsights,
  adminInvite: '/admin/invite/:code',
  adminRequest: '/admin/request/:id',
  adminCompleted: '/admin/completed/:id',
} as const;

/**
 * The customer and provider pages with one address for both languages, in the reader's language on
 * record: an exact address, or one ending in '/' for every address under it. The same address under /es
 * (a Spanish link) leads to the page, in Spanish.
 */
export const oneAddressPages: readonly string[] = [
  routePatterns.request,
  routePatterns.track,
  routePatterns.payment,
  routePatterns.paymentSuccess,
  routePatterns.receipt,
  routePatterns.balance,
  routePatterns.provider,
  routePatterns.offer,
  routePatterns.providerPage,
  routePatterns.providersJoin,
].map((pattern) => pattern.replace(/:[^/]+$/, ''));
