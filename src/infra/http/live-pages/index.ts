export { LivePageRenderer, type LivePage } from './live-page-renderer';
export { livePageRoutes, type LivePageRoute } from './live-page-routes';
export { LivePagesModule } from './live-pages.module';
