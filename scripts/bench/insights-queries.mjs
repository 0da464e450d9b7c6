// The queries the insights bench times: the periods an owner looks at and the filters they narrow by,
// and the reading of the seeded pattern through the funnel and speed endpoints.

/** [label, query string] over a seeded year { from, to }: the whole year, this month, this week, and filtered ones. */
export function insightQueries({ from, to }) {
  const year = `period=custom&from=${from}&to=${to}`;
  const nightTows = 'service=Towing&county=Tarrant&daypart=night';
  return [
    ['whole year', year],
    ['this month', 'period=month'],
    ['this week', 'period=week'],
    ['whole year, Towing + Tarrant + night', `${year}&${nightTows}`],
    ['whole year, phone', `${year}&channel=phone`],
    ['this month, Towing + Tarrant + night', `period=month&${nightTows}`],
  ].map(([label, params]) => ({ label, params }));
}

/** The share lost before payment (funnel) and the median wait from payment to arrival (speed) of a query. */
async function reading(getJson, params) {
  const [funnel, speed] = await Promise.all([getJson('funnel', params), getJson('speed', params)]);
  const requests = funnel.byHour.reduce((sum, hour) => sum + hour.requests, 0);
  const lost = funnel.byHour.reduce((sum, hour) => sum + hour.lostBeforePayment, 0);
  return { requests, lostShare: requests ? lost / requests : null, waitSeconds: speed.wait.p50Seconds };
}

/**
 * Towing in Tarrant County over the seeded year, by night (midnight–6 AM) and by day (morning, afternoon),
 * and all requests for reference. `getJson(endpoint, params)` answers an endpoint's parsed body.
 */
export async function patternThroughApi(getJson, { from, to }) {
  const year = `period=custom&from=${from}&to=${to}`;
  const dayparts = [];
  for (const daypart of ['night', 'morning', 'afternoon']) {
    dayparts.push({ daypart, ...(await reading(getJson, `${year}&service=Towing&county=Tarrant&daypart=${daypart}`)) });
  }
  return { night: dayparts[0], days: dayparts.slice(1), dayparts, all: await reading(getJson, year) };
}
