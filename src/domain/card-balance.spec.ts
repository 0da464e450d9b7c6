import { balanceSplit, isValidTip, tipForPercent, TIP_PERCENTS } from './card-balance';

describe('the card balance', () => {
  it('charges the balance and the tip, and gives the provider both when the platform takes no share', () => {
    for (const balanceCents of [0, 1, 10_625, 99_999]) {
      for (const tipCents of [0, 1, 1_875, 25_000]) {
        const split = balanceSplit({ balanceCents, tipCents });
        expect(split).toEqual({ chargeCents: balanceCents + tipCents, providerCents: balanceCents + tipCents, platformCents: 0, tipCents });
        expect(split.providerCents + split.platformCents).toBe(split.chargeCents);
      }
    }
  });

  it('takes an agreed platform share from the balance, never from the tip', () => {
    expect(balanceSplit({ balanceCents: 10_625, tipCents: 1_875, platformShareCents: 625 })).toEqual({
      chargeCents: 12_500,
      providerCents: 11_875,
      platformCents: 625,
      tipCents: 1_875,
    });
    expect(() => balanceSplit({ balanceCents: 100, tipCents: 0, platformShareCents: 101 })).toThrow(RangeError);
  });

  it('refuses cents that are not whole and not negative', () => {
    expect(() => balanceSplit({ balanceCents: 10.5, tipCents: 0 })).toThrow(RangeError);
    expect(() => balanceSplit({ balanceCents: 100, tipCents: -1 })).toThrow(RangeError);
  });

  it('works the preset tips out of the job total to the cent', () => {
    expect(TIP_PERCENTS.map((percent) => tipForPercent(12_500, percent))).toEqual([1_250, 1_875, 2_500]);
    expect(tipForPercent(12_345, 15)).toBe(1_852);
  });

  it('takes a typed tip of whole cents up to the job total', () => {
    expect(isValidTip(0, 12_500)).toBe(true);
    expect(isValidTip(12_500, 12_500)).toBe(true);
    expect(isValidTip(12_501, 12_500)).toBe(false);
    expect(isValidTip(1.5, 12_500)).toBe(false);
    expect(isValidTip('100', 12_500)).toBe(false);
  });
});
