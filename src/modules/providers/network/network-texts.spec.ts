import type { Language } from '../../../domain/language';
import { smsSegments } from '../../../../test/support/sms-segments';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { SUPPORT_PHONE } from '../../../../test/support/text-samples';
import { writeNetworkNotice } from './network-texts';

const noticesIn = (language: Language) => [
  { name: 'application-received', body: writeNetworkNotice(language, 'application-received', { company: 'Trinity Tow & Recovery' }) },
  { name: 'application-approved', body: writeNetworkNotice(language, 'application-approved', { company: 'Trinity Tow & Recovery' }) },
  {
    name: 'application-rejected',
    body: writeNetworkNotice(language, 'application-rejected', { reason: 'The certificate names another company.', supportPhone: SUPPORT_PHONE }),
  },
  { name: 'document-reminder', body: writeNetworkNotice(language, 'document-reminder', { document: 'insurance', expiresOn: '2027-03-01', days: 7 }) },
  {
    name: 'provider-suspended',
    body: writeNetworkNotice(language, 'provider-suspended', { document: 'licence', expiresOn: '2027-03-01', supportPhone: SUPPORT_PHONE }),
  },
  { name: 'provider-reinstated', body: writeNetworkNotice(language, 'provider-reinstated', {}) },
];

describeTextRules(noticesIn('en'), noticesIn('es'));

describe('network notices', () => {
  const notices = (language: Language) => noticesIn(language).map(({ body }) => body);

  it('names the document and writes its date out in each language, within three segments', () => {
    expect(notices('en')[3]).toBe(
      'DFW Roadside: your liability insurance expires on March 1, 2027, in 7 days. Send the renewal to dispatch before then: from that day you get no offers or jobs. Reply STOP to opt out.',
    );
    expect(notices('es')[4]).toContain('tu licencia de grúas TDLR venció el 1 de marzo de 2027');
    for (const body of [...notices('en'), ...notices('es')]) expect(smsSegments(body)).toBeLessThanOrEqual(3);
  });
});
