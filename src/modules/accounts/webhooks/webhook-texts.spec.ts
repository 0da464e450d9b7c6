import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL } from '../../../../test/support/text-samples';
import { businessPortalUrl, writeEndpointDisabled } from './webhook-texts';

const HOST = 'hooks.example-fleet.com';
describeTextRules(
  [{ name: 'webhook-endpoint-disabled', body: writeEndpointDisabled(HOST, businessPortalUrl(PUBLIC_URL)) }],
  [{ name: 'webhook-endpoint-disabled', body: writeEndpointDisabled(HOST, businessPortalUrl(PUBLIC_URL), 'es') }],
);

describe('the webhook texts', () => {
  it('name the endpoint and where to turn it back on', () => {
    const body = writeEndpointDisabled('hooks.example.com', businessPortalUrl('https://roadside.example.com'));
    expect(body).toContain('hooks.example.com');
    expect(body).toContain('https://roadside.example.com/business');
  });
});
