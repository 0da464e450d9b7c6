/**
 * Resolves once the page's first content is on screen (the browser's paint entry, written when the
 * frame is shown), or after a second without it: a tab opened in the background paints nothing.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 1000);
  });
}
