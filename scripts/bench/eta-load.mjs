// The load of bench:eta, in a process of its own (forked with an IPC channel): the Twilio stand-in
// the app texts, and one provider phone per truck, connected to the api's provider socket and sending
// a GPS fix every 4 s from the moment its truck sets off, each where the truck is by then.
//
// Messages: it sends { type: 'stand-in', url } once listening. It receives
//   { type: 'connect', base, trucks: [{ jobId, address, ...a truck of eta-trucks.mjs }] }
//     and answers { type: 'connected', connected, refusals: [[message, count]], ms };
//   { type: 'drive', t0, until }: each truck sets off at t0 + its setOffMs and reports until `until`;
//   { type: 'report' }, answered { type: 'result', fixes, texts } with every fix each truck sent
//     ({ at, lat, lng, ack }, in the order sent) and every text the stand-in took ({ at, to, body }).
// Anything that fails is answered { type: 'error', message }.
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { FIX_EVERY_MS, positionAt } from './eta-trucks.mjs';
import { startTwilioStandIn } from './twilio-arrivals-stand-in.mjs';

const ACCURACY_METERS = 8;
const ACK_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 20_000;
const CONNECTING_AT_ONCE = 50;
/** Once the schedule stops, fixes still unanswered get this long. */
const ACK_SETTLE_MS = ACK_TIMEOUT_MS + 500;

// Orphaned by a bench that died: nothing here is worth finishing.
process.once('disconnect', () => process.exit(0));

const standIn = await startTwilioStandIn();
const phones = [];
process.send({ type: 'stand-in', url: standIn.url });

process.on('message', async (message) => {
  try {
    if (message.type === 'connect') await send({ type: 'connected', ...(await connectAll(message)) });
    else if (message.type === 'drive') drive(message);
    else if (message.type === 'report') {
      await send({ type: 'result', ...(await report()) });
      await standIn.stop();
      process.disconnect();
    }
  } catch (error) {
    await send({ type: 'error', message: error.stack ?? String(error) });
  }
});

/** Resolves once the message is written: the report is large, and disconnecting earlier would lose it. */
function send(message) {
  return new Promise((resolve, reject) => process.send(message, (error) => (error ? reject(error) : resolve())));
}

async function connectAll({ base, trucks }) {
  const started = performance.now();
  const refusals = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTING_AT_ONCE, trucks.length) }, async () => {
      while (next < trucks.length) {
        const truck = trucks[next++];
        const { socket, error } = await connect(base, truck);
        if (socket) phones.push({ truck, socket, fixes: [], timer: null });
        else refusals.set(error, (refusals.get(error) ?? 0) + 1);
      }
    }),
  );
  return { connected: phones.length, refusals: [...refusals], ms: performance.now() - started };
}

function connect(base, truck) {
  return new Promise((resolve) => {
    const socket = io(`${base}/provider`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: CONNECT_TIMEOUT_MS,
      auth: { jobId: truck.jobId },
      extraHeaders: { 'X-Forwarded-For': truck.address },
    });
    socket.once('connect', () => resolve({ socket, error: null }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ socket: null, error: error.message });
    });
  });
}

/** Each phone sends its fixes on its own schedule: set off, then every FIX_EVERY_MS until `until`. */
function drive({ t0, until }) {
  for (const phone of phones) {
    const setOffAt = t0 + phone.truck.setOffMs;
    const sendNext = (seq) => {
      const due = setOffAt + seq * FIX_EVERY_MS;
      if (due >= until) return;
      phone.timer = setTimeout(() => {
        const at = Date.now();
        const fix = { at, ...positionAt(phone.truck, at - setOffAt), ack: 'pending' };
        phone.fixes.push(fix);
        phone.socket
          .timeout(ACK_TIMEOUT_MS)
          .emit('position', { lat: fix.lat, lng: fix.lng, accuracy: ACCURACY_METERS, recordedAt: at }, (error, ack) => {
            fix.ack = error ? 'timeout' : ack?.ok ? 'ok' : `refused: ${ack?.reason ?? ack?.message}`;
          });
        sendNext(seq + 1);
      }, Math.max(0, due - Date.now()));
    };
    sendNext(0);
  }
}

async function report() {
  for (const phone of phones) clearTimeout(phone.timer);
  const deadline = Date.now() + ACK_SETTLE_MS;
  while (Date.now() < deadline && phones.some((phone) => phone.fixes.some((fix) => fix.ack === 'pending'))) await sleep(50);
  for (const phone of phones) phone.socket.close();
  const { at, to, body } = standIn.arrivals;
  return {
    fixes: Object.fromEntries(phones.map((phone) => [phone.truck.index, phone.fixes])),
    texts: at.map((when, i) => ({ at: when, to: to[i], body: body[i] })),
  };
}
