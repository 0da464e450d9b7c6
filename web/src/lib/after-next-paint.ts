/** Resolves once the browser has painted its next frame (a frame callback runs just before it), or soon in a hidden tab, which paints none. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
