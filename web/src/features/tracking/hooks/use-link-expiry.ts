import { useEffect, useState } from 'react';
import { showLinkExpiredToast } from '../lib/link-expired-toast';

// setTimeout holds a signed 32-bit delay; a longer one would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

/** True once `linkExpiresAt` has passed while the page is open (spec §4: the toast shows at that moment). */
export function useLinkExpiry(linkExpiresAt: string | null | undefined): boolean {
  const [expiredAt, setExpiredAt] = useState<string | null>(null);

  useEffect(() => {
    if (!linkExpiresAt) return;
    const delay = Date.parse(linkExpiresAt) - Date.now();
    if (Number.isNaN(delay) || delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      setExpiredAt(linkExpiresAt);
      showLinkExpiredToast();
    }, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [linkExpiresAt]);

  return expiredAt !== null && expiredAt === linkExpiresAt;
}
