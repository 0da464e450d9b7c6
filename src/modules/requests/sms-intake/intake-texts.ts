import { namedReplies, textCatalogue } from '../../notifications';
import en from './messages/intake.en.json';
import es from './messages/intake.es.json';

export const writerIn = textCatalogue({ en, es });

type SupportLine = { supportPhone: string };

/** What a conversation by text asks and answers, by name, with the values each takes. */
export const writeIntakeReply = namedReplies<
  keyof typeof en,
  {
    'intake-service': undefined;
    'intake-service-help': SupportLine;
    'intake-service-hint': undefined;
    'intake-location': { service: string; link: 'yes' | 'no' };
    'intake-location-hint': { link: 'yes' | 'no' };
    'intake-location-link': { url: string };
    'intake-destination': undefined;
    'intake-destination-hint': undefined;
    'intake-vehicle': undefined;
    'intake-vehicle-hint': undefined;
    'intake-vehicle-type': undefined;
    'intake-vehicle-type-hint': undefined;
    'intake-stuck': SupportLine;
    'intake-cancelled': undefined;
  }
>(writerIn, {
  'intake-service': 'sms.reply.intake.service',
  'intake-service-help': 'sms.reply.intake.serviceHelp',
  'intake-service-hint': 'sms.reply.intake.serviceHint',
  'intake-location': 'sms.reply.intake.location',
  'intake-location-hint': 'sms.reply.intake.locationHint',
  'intake-location-link': 'sms.reply.intake.locationLink',
  'intake-destination': 'sms.reply.intake.destination',
  'intake-destination-hint': 'sms.reply.intake.destinationHint',
  'intake-vehicle': 'sms.reply.intake.vehicle',
  'intake-vehicle-hint': 'sms.reply.intake.vehicleHint',
  'intake-vehicle-type': 'sms.reply.intake.vehicleType',
  'intake-vehicle-type-hint': 'sms.reply.intake.vehicleTypeHint',
  'intake-stuck': 'sms.reply.intake.stuck',
  'intake-cancelled': 'sms.reply.intake.cancelled',
});
