import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL, SUPPORT_PHONE } from '../../../../test/support/text-samples';
import { writeIntakeReply } from './intake-texts';

type IntakeReply = Parameters<typeof writeIntakeReply>[1];

const REPLY_VALUES: Record<IntakeReply, [] | [Record<string, string>]> = {
  'intake-service': [],
  'intake-service-help': [{ supportPhone: SUPPORT_PHONE }],
  'intake-service-hint': [],
  'intake-location': [{ service: 'Heavy Duty Towing', link: 'yes' }],
  'intake-location-hint': [{ link: 'yes' }],
  'intake-location-link': [{ url: `${PUBLIC_URL}/locate/${'A'.repeat(22)}` }],
  'intake-destination': [],
  'intake-destination-hint': [],
  'intake-vehicle': [],
  'intake-vehicle-hint': [],
  'intake-vehicle-type': [],
  'intake-vehicle-type-hint': [],
  'intake-stuck': [{ supportPhone: SUPPORT_PHONE }],
  'intake-cancelled': [],
};

const reply = (language: Language, name: IntakeReply): string =>
  (writeIntakeReply as (language: Language, name: IntakeReply, ...values: unknown[]) => string)(language, name, ...REPLY_VALUES[name]);

const textsIn = (language: Language) => (Object.keys(REPLY_VALUES) as IntakeReply[]).map((name) => ({ name, body: reply(language, name) }));

describeTextRules(textsIn('en'), textsIn('es'));
