import type { AdminRequestSummary } from '@contracts/request-views';
import { requestChannelGroups, requestTypeHeading, requestTypeLabel } from './request-display';

const aRequest = (id: string, requestType: string) => ({ id, status: 'pending_admin_review', requestType }) as AdminRequestSummary;

describe('the board by channel', () => {
  it("groups phone, then text, then business accounts', then online requests, each titled with its count", () => {
    const groups = requestChannelGroups([aRequest('a', 'online'), aRequest('b', 'sms'), aRequest('c', 'phone'), aRequest('d', 'sms'), aRequest('e', 'partner')]);
    expect(groups.map(({ title }) => title)).toEqual(['Phone Requests (1)', 'Text Requests (2)', 'Business Account Requests (1)', 'Online Requests (1)']);
    expect(groups.map(({ requests }) => requests.map(({ id }) => id))).toEqual([['c'], ['b', 'd'], ['e'], ['a']]);
  });

  it('keeps every group, empty ones included, so the board keeps its shape', () => {
    expect(requestChannelGroups([aRequest('a', 'online')]).map(({ title }) => title)).toEqual([
      'Phone Requests (0)',
      'Text Requests (0)',
      'Business Account Requests (0)',
      'Online Requests (1)',
    ]);
  });

  it('lists each request exactly once, a type it does not know yet with the online ones', () => {
    const requests = [aRequest('a', 'phone'), aRequest('b', 'sms'), aRequest('c', 'online'), aRequest('d', 'kiosk'), aRequest('e', 'constructor')];
    const groups = requestChannelGroups(requests);
    expect(groups.flatMap((group) => group.requests).sort((x, y) => x.id.localeCompare(y.id))).toEqual(requests);
    expect(groups[3].requests.map(({ id }) => id)).toEqual(['c', 'd', 'e']);
  });

  it("names a text request 'SMS' and 'Text request'", () => {
    expect(['phone', 'sms', 'partner', 'online'].map(requestTypeLabel)).toEqual(['Phone', 'SMS', 'Account', 'Online']);
    expect(['phone', 'sms', 'partner', 'online'].map(requestTypeHeading)).toEqual(['Phone request', 'Text request', 'Business account request', 'Online request']);
    expect(requestTypeLabel('kiosk')).toBe('Online');
  });
});
