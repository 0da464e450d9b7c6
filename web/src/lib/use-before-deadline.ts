import { useState } from 'react';
import { useDeadline } from './use-deadline';

/** True while `deadline` (ISO time) is still ahead; false from the moment it passes while the page is open. */
export function useBeforeDeadline(deadline: string | null | undefined): boolean {
  const [openedAt] = useState(() => Date.now());
  const passed = useDeadline(deadline);
  if (!deadline || passed) return false;
  const at = Date.parse(deadline);
  return Number.isFinite(at) && at > openedAt;
}
