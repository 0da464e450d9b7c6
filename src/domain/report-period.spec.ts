import {
  MAX_REPORT_DAYS,
  REPORT_PERIOD_MESSAGES,
  addDays,
  calendarDayIn,
  daysInRange,
  isCalendarDay,
  monthStart,
  reportRange,
  weekStart,
} from './report-period';
import { BUSINESS_TIME_ZONE } from './business-time';

const at = (iso: string) => new Date(iso);

describe('calendarDayIn', () => {
  it('reads days in America/Chicago', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Chicago');
  });

  it.each([
    // Central Standard Time, UTC-6
    ['2026-11-24T05:59:59.999Z', '2026-11-23'],
    ['2026-11-24T06:00:00.000Z', '2026-11-24'],
    // Central Daylight Time, UTC-5
    ['2026-07-04T04:59:59.999Z', '2026-07-03'],
    ['2026-07-04T05:00:00.000Z', '2026-07-04'],
  ])('puts %s on %s', (instant, day) => {
    expect(calendarDayIn(at(instant))).toBe(day);
  });

  it.each([
    // DST ends 2026-11-01 at 02:00 CDT (07:00Z); 01:00-02:00 happens twice, both on the 1st.
    ['2026-11-01T04:59:59.000Z', '2026-10-31'],
    ['2026-11-01T05:00:00.000Z', '2026-11-01'],
    ['2026-11-01T06:30:00.000Z', '2026-11-01'],
    ['2026-11-01T07:30:00.000Z', '2026-11-01'],
    ['2026-11-02T05:30:00.000Z', '2026-11-01'],
    ['2026-11-02T06:00:00.000Z', '2026-11-02'],
  ])('follows the end of daylight time: %s is %s', (instant, day) => {
    expect(calendarDayIn(at(instant))).toBe(day);
  });

  it.each([
    // DST starts 2026-03-08 at 02:00 CST (08:00Z); that day has 23 hours.
    ['2026-03-08T05:59:59.000Z', '2026-03-07'],
    ['2026-03-08T06:00:00.000Z', '2026-03-08'],
    ['2026-03-09T04:59:59.000Z', '2026-03-08'],
    ['2026-03-09T05:00:00.000Z', '2026-03-09'],
  ])('follows the start of daylight time: %s is %s', (instant, day) => {
    expect(calendarDayIn(at(instant))).toBe(day);
  });

  it('takes another time zone when asked', () => {
    expect(calendarDayIn(at('2026-11-24T03:00:00Z'), 'UTC')).toBe('2026-11-24');
  });
});

describe('isCalendarDay', () => {
  it.each(['2026-11-23', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (text) => {
    expect(isCalendarDay(text)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-11-00',
    '0000-01-01',
    '2026-1-5',
    '26-11-23',
    '2026/11/23',
    '2026-11-23T00:00:00Z',
    ' 2026-11-23',
    '',
  ])('refuses %j', (text) => {
    expect(isCalendarDay(text)).toBe(false);
  });

  it.each([undefined, null, 20261123, ['2026-11-23']])('refuses the non-string %j', (value) => {
    expect(isCalendarDay(value)).toBe(false);
  });
});

describe('addDays and daysInRange', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
    ['2026-11-23', 0, '2026-11-23'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-11-23', '2026-11-23', 1],
    ['2026-11-01', '2026-11-30', 30],
    ['2026-03-01', '2026-03-31', 31],
    ['2026-10-25', '2026-11-07', 14],
    ['2028-02-01', '2028-02-29', 29],
    ['2026-01-01', '2026-12-31', 365],
    ['2028-01-01', '2028-12-31', 366],
  ])('counts %s to %s as %i days, both ends included', (from, to, days) => {
    expect(daysInRange({ from, to })).toBe(days);
  });
});

describe('weekStart', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday is its own start
    ['2026-11-24', '2026-11-23'],
    ['2026-11-28', '2026-11-23'], // Saturday
    ['2026-11-29', '2026-11-23'], // a Sunday ends the week that began on Monday
    ['2026-11-01', '2026-10-26'], // the Sunday daylight time ends
    ['2026-11-02', '2026-11-02'],
    ['2026-03-08', '2026-03-02'], // the Sunday daylight time starts
    ['2026-03-09', '2026-03-09'],
    ['2027-01-01', '2026-12-28'], // across a year
    ['2028-03-01', '2028-02-28'], // across a leap day
  ])('starts the week of %s on Monday %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });
});

describe('monthStart', () => {
  it.each([
    ['2026-11-23', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2028-02-29', '2028-02-01'],
    ['2026-12-31', '2026-12-01'],
  ])('starts the month of %s on %s', (day, first) => {
    expect(monthStart(day)).toBe(first);
  });
});

describe('reportRange', () => {
  it.each([
    // Monday noon in Chicago: the week is that day alone.
    ['2026-11-23T18:00:00Z', '2026-11-23'],
    // Wednesday: Monday to today.
    ['2026-11-25T18:00:00Z', '2026-11-23'],
    // Sunday evening in Chicago is already Monday in UTC, and still the same week.
    ['2026-11-30T03:00:00Z', '2026-11-23'],
    // The week daylight time ends in: Tuesday 3 November.
    ['2026-11-03T15:00:00Z', '2026-11-02'],
    // The Sunday daylight time starts: the week began on Monday 2 March.
    ['2026-03-08T20:00:00Z', '2026-03-02'],
  ])('gives This Week at %s from Monday %s through today', (now, monday) => {
    expect(reportRange({ period: 'week' }, at(now))).toEqual({
      ok: true,
      range: { from: monday, to: calendarDayIn(at(now)) },
    });
  });

  it('ends This Week on the Chicago day even when UTC has moved on', () => {
    expect(reportRange({ period: 'week' }, at('2026-11-24T05:30:00Z'))).toEqual({
      ok: true,
      range: { from: '2026-11-23', to: '2026-11-23' },
    });
  });

  it.each([
    ['2026-11-23T18:00:00Z', '2026-11-01', '2026-11-23'],
    // The 1st: the month is that day alone.
    ['2026-12-01T18:00:00Z', '2026-12-01', '2026-12-01'],
    // 00:30 on the 1st in UTC is still the last day of the previous month in Chicago.
    ['2026-12-01T00:30:00Z', '2026-11-01', '2026-11-30'],
    // Leap day.
    ['2028-02-29T18:00:00Z', '2028-02-01', '2028-02-29'],
    // The month daylight time starts in.
    ['2026-03-08T20:00:00Z', '2026-03-01', '2026-03-08'],
  ])('gives This Month at %s from %s through %s', (now, from, to) => {
    expect(reportRange({ period: 'month' }, at(now))).toEqual({ ok: true, range: { from, to } });
  });

  it('ignores custom dates for This Week and This Month', () => {
    const now = at('2026-11-25T18:00:00Z');
    expect(reportRange({ period: 'week', from: '2020-01-01', to: 'x' }, now)).toEqual({
      ok: true,
      range: { from: '2026-11-23', to: '2026-11-25' },
    });
  });

  describe('custom', () => {
    const now = at('2026-11-23T18:00:00Z');
    const custom = (from?: string, to?: string) => reportRange({ period: 'custom', from, to }, now);

    it.each([
      ['2026-11-01', '2026-11-15'],
      ['2026-11-23', '2026-11-23'],
      ['2028-02-29', '2028-02-29'],
      ['2026-10-31', '2026-11-01'],
      ['2026-12-01', '2026-12-31'], // the future is allowed; it has no jobs yet
    ])('takes %s to %s as given', (from, to) => {
      expect(custom(from, to)).toEqual({ ok: true, range: { from, to } });
    });

    it(`allows at most ${MAX_REPORT_DAYS} days`, () => {
      expect(MAX_REPORT_DAYS).toBe(366);
      expect(custom('2028-01-01', '2028-12-31')).toEqual({ ok: true, range: { from: '2028-01-01', to: '2028-12-31' } });
      expect(custom('2026-01-01', '2027-01-01')).toEqual({ ok: true, range: { from: '2026-01-01', to: '2027-01-01' } });
      expect(custom('2026-01-01', '2027-01-02')).toEqual({ ok: false, problem: 'rangeTooLong' });
    });

    it.each([
      [undefined, '2026-11-15'],
      ['2026-11-01', undefined],
      [undefined, undefined],
      ['', '2026-11-15'],
    ])('needs both dates (%j, %j)', (from, to) => {
      expect(custom(from, to)).toEqual({ ok: false, problem: 'missingDates' });
    });

    it.each([
      ['2026-02-29', '2026-03-01'],
      ['2026-11-01', '2026-11-31'],
      ['11/01/2026', '2026-11-15'],
      ['2026-11-01', 'today'],
    ])('refuses %s to %s as not real dates', (from, to) => {
      expect(custom(from, to)).toEqual({ ok: false, problem: 'invalidDate' });
    });

    it('refuses a start after the end', () => {
      expect(custom('2026-11-16', '2026-11-15')).toEqual({ ok: false, problem: 'reversedRange' });
    });
  });

  it.each(['year', '', 'WEEK', 'custom '])('refuses the period %j', (period) => {
    expect(reportRange({ period }, at('2026-11-23T18:00:00Z'))).toEqual({ ok: false, problem: 'unknownPeriod' });
  });

  it('has a message a person can act on for every problem', () => {
    expect(REPORT_PERIOD_MESSAGES.reversedRange.description).toBe('Please choose a start date on or before the end date.');
    expect(REPORT_PERIOD_MESSAGES.rangeTooLong.description).toBe('Please choose a range of at most 366 days.');
    for (const message of Object.values(REPORT_PERIOD_MESSAGES)) {
      expect(message.title).not.toBe('');
      expect(message.description).toMatch(/^Please .+\.$/);
    }
  });
});
