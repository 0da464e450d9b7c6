import { isAccountRole } from '../../../domain/business-accounts';
import { MEMBER_ROLE_LABELS, type MemberRole } from '../../../domain/staff-roles';
import { textCatalogue, withOptOut } from '../../notifications';
import en from './messages/staff.en.json';
import es from './messages/staff.es.json';

const writerIn = textCatalogue({ en, es });

export const invitationPageUrl = (publicUrl: string, code: string): string => `${publicUrl}/admin/invite/${code}`;

/** The invitation's text; the desk works in English. */
export function writeInvitation(inviter: string, role: MemberRole, url: string): string {
  const w = writerIn('en');
  return withOptOut(w, w.say('sms.staffInvitation', { inviter, place: isAccountRole(role) ? 'portal' : 'desk', role: MEMBER_ROLE_LABELS[role], url }));
}

/** A reset link for someone who lost their password or their authenticator app. */
export function writeReset(by: string, url: string): string {
  const w = writerIn('en');
  return withOptOut(w, w.say('sms.staffReset', { by, url }));
}
