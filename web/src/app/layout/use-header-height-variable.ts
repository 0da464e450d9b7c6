import { useEffect, useRef } from 'react';

/**
 * Publishes the sticky header's height (which grows when the admin links wrap to a second row) as
 * the root's --header-height, so what floats below the header, such as toasts, starts under it.
 */
export function useHeaderHeightVariable<T extends HTMLElement = HTMLElement>() {
  const headerRef = useRef<T>(null);

  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);

  return headerRef;
}
