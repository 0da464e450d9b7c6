import { cancelCostMessage } from './cancel-cost';

describe('cancelCostMessage', () => {
  it('says it is free while nothing is paid, and what becomes of a paid deposit at each step', () => {
    expect(cancelCostMessage({ step: 'before_dispatch', depositCents: null, refundCents: 0, keptCents: 0 })).toBe('tracking.cancel.cost.free');
    expect(cancelCostMessage({ step: 'before_dispatch', depositCents: 1875, refundCents: 1875, keptCents: 0 })).toBe('tracking.cancel.cost.refunded');
    expect(cancelCostMessage({ step: 'on_the_way', depositCents: 1875, refundCents: 0, keptCents: 1875 })).toBe('tracking.cancel.cost.keptOnTheWay');
    expect(cancelCostMessage({ step: 'at_the_car', depositCents: 1875, refundCents: 0, keptCents: 1875 })).toBe('tracking.cancel.cost.keptAtCar');
  });
});
