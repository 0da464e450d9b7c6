// The load of bench:offers, in a process of its own (forked with an IPC channel): the Twilio stand-in
// the app texts, the dispatcher pressing 'Offer to Top 3' on every request still without a provider,
// and the providers' phones answering each offer text at a random moment, on the offer page or by a
// signed text, or not at all. Rounds repeat until every request is taken (or --rounds run out).
//
// Messages: it sends { type: 'stand-in', url } once listening; it receives the spec
// { base, cookie, publicUrl, twilio: { sid, token, from }, requestIds, providers: [{ id, phone }],
//   windowMs, rounds, concurrency, seed }, and answers { type: 'result', ... }.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import twilio from 'twilio';
import { startTwilioStandIn } from './twilio-arrivals-stand-in.mjs';
import { seededRandom } from './seeded-random.mjs';

const OFFER_TEXT = /^DFW Roadside job offer (\d{4}):.*\/offer\/([A-Za-z0-9_-]{22})/s;
/** How each round's providers behave: the first round leaves some requests untaken, so windows expire. */
const FIRST_ROUND = { accept: 0.35, decline: 0.25 };
const LATER_ROUNDS = { accept: 0.7, decline: 0.1 };
/** A provider answers no sooner than this after the text, and before this share of the window is gone. */
const FASTEST_ANSWER_MS = 300;
const LATEST_ANSWER_SHARE = 0.8;
/** After a round's last window closed, answers still being handled (texts go through a queue) get this long. */
const SETTLE_MS = 1_500;
/** An offer the worker has not yet expired is waited for this long (the sweep runs every 30 s). */
const OPEN_OFFER_PATIENCE_MS = 40_000;

const standIn = await startTwilioStandIn();
process.send({ type: 'stand-in', url: standIn.url });
process.once('message', async (spec) => {
  try {
    process.send({ type: 'result', ...(await run(spec)) });
  } catch (error) {
    process.send({ type: 'error', message: error.stack ?? String(error) });
  } finally {
    await standIn.stop();
    process.disconnect();
  }
});

async function run(spec) {
  const random = seededRandom(spec.seed);
  const phoneOf = new Map(spec.providers.map((provider, index) => [provider.id, { phone: provider.phone, address: `10.9.${index >> 8}.${(index & 255) || 1}` }]));
  const addressOfPhone = new Map([...phoneOf.values()].map(({ phone, address }) => [phone, address]));
  const pending = new Set(spec.requestIds);
  /** Each 'Send Offer': when it was pressed and the offers (phone and job number) it made. */
  const sends = [];
  const pressMs = [];
  /** How long the offer page took to answer an accept and a decline, by answer. */
  const pageAnswerMs = { accept: [], decline: [] };
  const textAt = new Map();
  const answers = new Map();
  const inFlight = new Set();
  const count = (key) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let round = 0;
  let noEligible = 0;
  let sendRefusals = 0;

  let read = 0;
  const reader = setInterval(() => {
    const { at, to, body } = standIn.arrivals;
    for (; read < at.length; read++) {
      const offer = OFFER_TEXT.exec(body[read]);
      if (!offer || textAt.has(`${to[read]} ${offer[1]}`)) continue;
      textAt.set(`${to[read]} ${offer[1]}`, at[read]);
      plan({ phone: to[read], jobNumber: offer[1], code: offer[2] });
    }
  }, 5);

  /** The provider's decision, made when their phone gets the text. */
  function plan(offer) {
    const odds = round === 1 ? FIRST_ROUND : LATER_ROUNDS;
    const roll = random();
    if (roll >= odds.accept + odds.decline) return count('silent');
    const accept = roll < odds.accept;
    const channel = random() < 0.5 ? 'page' : 'sms';
    const delay = FASTEST_ANSWER_MS + random() * (spec.windowMs * LATEST_ANSWER_SHARE - FASTEST_ANSWER_MS);
    const etaMinutes = 5 + Math.floor(random() * 40);
    const answered = sleep(delay)
      .then(() => (channel === 'page' ? answerOnPage(offer, accept, etaMinutes) : answerByText(offer, accept, etaMinutes)))
      .then((outcome) => count(`${channel} ${accept ? 'accept' : 'decline'} ${outcome}`))
      .catch((error) => count(`${channel} error: ${error.message}`))
      .finally(() => inFlight.delete(answered));
    inFlight.add(answered);
  }

  async function answerOnPage({ phone, code }, accept, etaMinutes) {
    const startedAt = performance.now();
    const response = await fetch(`${spec.base}/api/offers/${code}/${accept ? 'accept' : 'decline'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: spec.base, 'x-forwarded-for': addressOfPhone.get(phone) },
      body: JSON.stringify(accept ? { etaMinutes } : {}),
    });
    const body = await response.json();
    pageAnswerMs[accept ? 'accept' : 'decline'].push(performance.now() - startedAt);
    return response.ok ? String(response.status) : `${response.status} ${body.code}`;
  }

  async function answerByText({ phone, jobNumber }, accept, etaMinutes) {
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: spec.twilio.sid,
      From: phone,
      To: spec.twilio.from,
      Body: accept ? `YES ${jobNumber} ${etaMinutes}` : `NO ${jobNumber}`,
    };
    const signature = twilio.getExpectedTwilioSignature(spec.twilio.token, `${spec.publicUrl}/api/sms/inbound`, params);
    const response = await fetch(`${spec.base}/api/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params),
    });
    await response.arrayBuffer();
    return `webhook ${response.status}`;
  }

  async function sendOffers(requestId) {
    const pressedAt = performance.timeOrigin + performance.now();
    const response = await fetch(`${spec.base}/api/admin/requests/${requestId}/offers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: spec.base, cookie: spec.cookie, 'x-forwarded-for': '10.8.0.1' },
      body: JSON.stringify({ top: 3 }),
    });
    const body = await response.json();
    pressMs.push(performance.timeOrigin + performance.now() - pressedAt);
    if (response.status === 201) {
      // Every earlier round's offers are closed by now: the open ones are this press's.
      const made = body.offers.filter((offer) => offer.status === 'open');
      sends.push({ pressedAt, keys: made.map((offer) => `${phoneOf.get(offer.providerId).phone} ${offer.jobNumber}`) });
    } else if (body.code === 'no_eligible_providers') {
      noEligible++;
    } else {
      sendRefusals++;
      count(`send refused: ${response.status} ${body.code}`);
    }
  }

  /** Whether the request has its provider, once no offer of it is still open. */
  async function isTaken(requestId) {
    const deadline = Date.now() + OPEN_OFFER_PATIENCE_MS;
    for (;;) {
      const response = await fetch(`${spec.base}/api/admin/requests/${requestId}/offers`, { headers: { cookie: spec.cookie, 'x-forwarded-for': '10.8.0.2' } });
      const { offers } = await response.json();
      if (offers.some((offer) => offer.status === 'accepted')) return true;
      if (!offers.some((offer) => offer.status === 'open') || Date.now() > deadline) return false;
      await sleep(250);
    }
  }

  for (round = 1; pending.size > 0 && round <= spec.rounds; round++) {
    const started = Date.now();
    await pool([...pending], spec.concurrency, sendOffers);
    console.error(`round ${round}: offered ${pending.size} requests in ${Date.now() - started} ms`);
    await sleep(spec.windowMs + SETTLE_MS);
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    await pool([...pending], spec.concurrency, async (requestId) => {
      if (await isTaken(requestId)) pending.delete(requestId);
    });
  }
  clearInterval(reader);

  const firstTextMs = sends.flatMap(({ pressedAt, keys }) => {
    const arrivals = keys.map((key) => textAt.get(key)).filter((at) => at !== undefined);
    return arrivals.length ? [Math.min(...arrivals) - pressedAt] : [];
  });
  return {
    rounds: round - 1,
    sends: sends.length,
    sendsWithoutText: sends.length - firstTextMs.length,
    firstTextMs,
    pressMs,
    pageAnswerMs,
    noEligible,
    sendRefusals,
    untaken: pending.size,
    answers: Object.fromEntries([...answers].sort()),
    textsReceived: standIn.arrivals.at.length,
  };
}

async function pool(items, width, work) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}
