import { join } from 'node:path';

/** The built web app (`npm run build:web`): its files, and its server-side renderer beside them. */
export const WEB_DIST = join(__dirname, '..', '..', '..', 'web', 'dist');
export const WEB_SSR_ENTRY = join(WEB_DIST, '..', 'dist-ssr', 'entry-server.cjs');
