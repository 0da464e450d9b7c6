import { fitWithin } from './photo-shrink';

describe('fitWithin', () => {
  it('shrinks a landscape phone photo to 1600 px wide, keeping its shape', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
  });

  it('shrinks a portrait photo by its height', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
  });

  it('rounds the short side to whole pixels', () => {
    expect(fitWithin({ width: 4000, height: 2251 })).toEqual({ width: 1600, height: 900 });
    expect(fitWithin({ width: 1601, height: 1000 })).toEqual({ width: 1600, height: 999 });
  });

  it('leaves a photo that already fits as it is, never enlarging it', () => {
    expect(fitWithin({ width: 1600, height: 1600 })).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin({ width: 200, height: 150 })).toEqual({ width: 200, height: 150 });
  });

  it('keeps at least one pixel on a very long, thin image', () => {
    expect(fitWithin({ width: 20000, height: 5 })).toEqual({ width: 1600, height: 1 });
  });

  it('takes another limit', () => {
    expect(fitWithin({ width: 1000, height: 500 }, 400)).toEqual({ width: 400, height: 200 });
  });
});
