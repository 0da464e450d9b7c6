import { afterFirstPaint } from './lib/after-first-paint';

// A prerendered page's only script: the page is whole without the app, so the app's code is not even
// asked for until the page is painted, and the stylesheet never shares a slow line with it.
void afterFirstPaint().then(() => import('./main'));
