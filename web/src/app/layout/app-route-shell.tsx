import { Spinner } from '@/components/ui/spinner';
import { BrandLogo } from './brand-logo';
import { headerBarClasses, headerRowClasses } from './header-bar';

/**
 * The HTML of a customer page served per request (tracking, payment, the location link), painted
 * before any script: the header bar and a loading spinner. It has no words of a language, since the
 * reader's is chosen in the browser, and no controls, which would do nothing until the app replaces it.
 */
export function AppRouteShell() {
  return (
    <div data-app-shell="" className="flex min-h-dvh flex-col">
      <header className={headerBarClasses}>
        <div className={headerRowClasses}>
          <BrandLogo tagline={false} />
        </div>
      </header>
      <div className="flex flex-1 items-start justify-center pt-24 text-brand-700">
        <Spinner className="size-8" />
      </div>
    </div>
  );
}
