import type { ExtraChargeView } from '@contracts/extra-views';
import type { ExtraStatus } from '@domain/extra-charges';
import { newlyAnswered } from './extra-answers';

const extra = (id: string, status: ExtraStatus) => ({ id, status }) as ExtraChargeView;

describe('newlyAnswered', () => {
  it('names the extras that went from waiting to approved or declined', () => {
    const before = new Map<string, ExtraStatus>([
      ['a', 'proposed'],
      ['b', 'proposed'],
      ['c', 'proposed'],
    ]);
    const answered = newlyAnswered(before, [extra('a', 'approved'), extra('b', 'declined'), extra('c', 'proposed')]);
    expect(answered.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('ignores a void, an extra never seen waiting, and one already answered before', () => {
    const before = new Map<string, ExtraStatus>([
      ['a', 'proposed'],
      ['b', 'approved'],
    ]);
    expect(newlyAnswered(before, [extra('a', 'voided'), extra('b', 'approved'), extra('new', 'approved')])).toEqual([]);
  });
});
