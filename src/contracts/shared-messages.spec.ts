import { catalogueProblems } from '../domain/message-catalogues';
import { ONLINE_SERVICE_TYPES, PHONE_SERVICE_TYPES, serviceTypeLabel } from '../domain/request-intake';
import { customerStatusDisplay, REQUEST_STATUSES, statusDisplay, statusLabel } from '../domain/request-status';
import sharedEn from './messages/shared.en.json';
import sharedEs from './messages/shared.es.json';
import { customerStatusIds, serviceLabelId, statusCopyIds, UNKNOWN_STATUS_TITLE_ID } from './shared-messages';

describe('the shared messages', () => {
  it('are complete in Spanish, with the same arguments', () => {
    expect(catalogueProblems(sharedEn, sharedEs)).toEqual([]);
  });

  it('name every stored service type with the spec’s English words', () => {
    for (const type of [...ONLINE_SERVICE_TYPES, ...PHONE_SERVICE_TYPES]) {
      const id = serviceLabelId(type);
      expect(id && sharedEn[id]).toBe(serviceTypeLabel(type));
    }
    expect(serviceLabelId('Snow Plowing')).toBeNull();
  });

  it('say every status with the spec’s English label, title and description', () => {
    for (const status of REQUEST_STATUSES) {
      const ids = statusCopyIds(status);
      expect(ids && { label: sharedEn[ids.label], title: sharedEn[ids.title], description: sharedEn[ids.description] }).toEqual({
        label: statusLabel(status),
        ...statusDisplay(status),
      });
    }
    expect(sharedEn[UNKNOWN_STATUS_TITLE_ID]).toBe(statusDisplay('mystery').title);
  });

  it('thank a customer who rated, as customerStatusDisplay does', () => {
    const ids = customerStatusIds('completed', 5);
    expect(ids && sharedEn[ids.description]).toBe(customerStatusDisplay('completed', 5).description);
  });
});
