import type { IntakeConversation, IntakeStep } from '../../../domain/sms-intake';
import { writeIntakeReply, writerIn } from './intake-texts';

/** The question texted for each step, and its second asking with the reply format spelled out. */
const QUESTIONS = {
  service: ['intake-service', 'intake-service-hint'],
  location: ['intake-location', 'intake-location-hint'],
  destination: ['intake-destination', 'intake-destination-hint'],
  vehicle: ['intake-vehicle', 'intake-vehicle-hint'],
  vehicle_type: ['intake-vehicle-type', 'intake-vehicle-type-hint'],
} as const satisfies Record<IntakeStep, readonly [string, string]>;

/**
 * The text asking the conversation's current question. A HELP that starts a conversation is
 * answered with the carrier's help line and the service menu in one text. A text-only customer is
 * not offered the location page.
 */
export function questionText(conversation: IntakeConversation, { hint, supportPhone, onHelp }: { hint: boolean; supportPhone: string; onHelp: boolean }): string {
  const { language, step, answers, textOnly } = conversation;
  const link = textOnly ? 'no' : 'yes';
  if (step === 'service' && onHelp && !hint) return writeIntakeReply(language, 'intake-service-help', { supportPhone });
  if (step === 'location') {
    return hint
      ? writeIntakeReply(language, 'intake-location-hint', { link })
      : writeIntakeReply(language, 'intake-location', { service: writerIn(language).service(answers.serviceType ?? 'Other'), link });
  }
  const [question, hinted] = QUESTIONS[step];
  return writeIntakeReply(language, hint ? hinted : question);
}
