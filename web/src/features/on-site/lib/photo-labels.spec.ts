import { PHOTO_LABEL_IDS } from '@contracts/shared-messages';
import { PHOTO_STAGES } from '@domain/job-photos';
import sharedEn from '../../../../../src/contracts/messages/shared.en.json';
import { PHOTO_LABELS } from './photo-labels';

describe('the dispatcher\'s photo labels', () => {
  it.each(PHOTO_STAGES)('name a %s photo as every other page does', (stage) => {
    expect(PHOTO_LABELS[stage]).toBe(sharedEn[PHOTO_LABEL_IDS[stage]]);
  });
});
