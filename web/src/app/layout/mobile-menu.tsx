import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { buttonClasses } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { useHydrated } from '@/lib/use-hydrated';

const loadDrawer = () => import('./mobile-menu-drawer');
/** The drawer's dialog code loads on the first touch of the button, not with every page. */
const MobileMenuDrawer = lazy(loadDrawer);


export function MobileMenu() {
  const intl = useIntl();
  const openLabel = intl.formatMessage({ id: 'common.menu.open' });
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Before the page's code has run, a tap still leads somewhere: to the footer's links.
  if (!hydrated) {
    return (
      <a href="#site-links" aria-label={openLabel} className={buttonClasses('ghost', 'icon', 'md:hidden')}>
        <MenuIcon className="size-6" />
      </a>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClasses('ghost', 'icon', 'md:hidden')}
      >
        <MenuIcon className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
