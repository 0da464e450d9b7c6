import type { MessageId } from '@/i18n/messages';
import { paths } from '@/lib/paths';

/** The header's links; `to` is the English path (the home page has a Spanish address too). */
export const navItems = [
  { label: 'common.nav.home', to: paths.home, end: true },
  { label: 'common.nav.requestService', to: paths.request, end: false },
] as const satisfies readonly { label: MessageId; to: string; end: boolean }[];
