import { extraAnswerLine, isVoidable } from './extra-display';

describe('extraAnswerLine', () => {
  it('says who answered, how and when, in Dallas/Fort Worth time', () => {
    expect(extraAnswerLine({ status: 'approved', answeredAt: '2026-11-26T21:52:00.000Z', answeredBy: 'page' })).toBe(
      'Approved by the customer on their page at 3:52 PM',
    );
    expect(extraAnswerLine({ status: 'declined', answeredAt: '2026-11-26T21:52:00.000Z', answeredBy: 'text' })).toBe(
      'Declined by the customer by text at 3:52 PM',
    );
  });

  it('says nothing before an answer', () => {
    expect(extraAnswerLine({ status: 'proposed', answeredAt: null, answeredBy: null })).toBeNull();
  });
});

describe('isVoidable', () => {
  it('voids only what is still asked for or owed', () => {
    expect(isVoidable({ status: 'proposed' })).toBe(true);
    expect(isVoidable({ status: 'approved' })).toBe(true);
    expect(isVoidable({ status: 'declined' })).toBe(false);
    expect(isVoidable({ status: 'voided' })).toBe(false);
  });
});
