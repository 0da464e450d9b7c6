import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { routePatterns } from './paths';
import { RouteErrorBoundary } from './route-error-boundary';

/** Each page is its own chunk: the admin area never weighs on a customer's first load. */
const page = (route: Omit<RouteObject, 'HydrateFallback' | 'ErrorBoundary'>): RouteObject =>
  ({ ...route, HydrateFallback: PageLoading, ErrorBoundary: RouteErrorBoundary }) as RouteObject;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      page({
        index: true,
        lazy: async () => ({ Component: (await import('@/pages/home/home-page')).HomePage }),
      }),
      page({
        path: routePatterns.request,
        lazy: async () => ({ Component: (await import('@/pages/request/request-page')).RequestPage }),
      }),
      page({
        path: routePatterns.track,
        lazy: async () => ({ Component: (await import('@/pages/track/track-page')).TrackPage }),
      }),
      page({
        path: routePatterns.adminLogin,
        lazy: async () => ({ Component: (await import('@/pages/admin/admin-login-page')).AdminLoginPage }),
      }),
      page({
        path: routePatterns.admin,
        lazy: async () => ({ Component: (await import('@/pages/admin/admin-guard')).AdminGuard }),
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
            path: routePatterns.adminMessages,
            lazy: async () => ({ Component: (await import('@/pages/admin/admin-messages-page')).AdminMessagesPage }),
          }),
        ],
      }),
      page({
        path: '*',
        lazy: async () => ({ Component: (await import('@/pages/not-found/not-found-page')).NotFoundPage }),
      }),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
