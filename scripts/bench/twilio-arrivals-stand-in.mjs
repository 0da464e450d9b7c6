// A loopback stand-in of Twilio's Messages API for benches: answers at once and keeps, for every
// message created, when it arrived, from which sender and with which body. Lookups (GET) answer
// from what it holds, so a send left unfinished is found instead of being sent again.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const MESSAGE = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\/([^/]+)\.json$/;

export async function startTwilioStandIn() {
  /** In arrival order: epoch ms (fractional), sender (From or MessagingServiceSid), recipient, body. */
  const arrivals = { at: [], sender: [], to: [], body: [] };
  const byRecipient = new Map();
  const bySid = new Map();
  let lookups = 0;

  const server = createServer((request, response) => {
    let form = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (form += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const list = MESSAGES.exec(url.pathname);
      const one = MESSAGE.exec(url.pathname);
      if (request.method === 'POST' && list) {
        const at = performance.timeOrigin + performance.now();
        const fields = new URLSearchParams(form);
        const message = {
          sid: `SM${randomBytes(16).toString('hex')}`,
          accountSid: list[1],
          to: fields.get('To'),
          from: fields.get('From'),
          service: fields.get('MessagingServiceSid'),
          body: fields.get('Body'),
          created: new Date(at),
        };
        arrivals.at.push(at);
        arrivals.sender.push(message.from ?? message.service);
        arrivals.to.push(message.to);
        arrivals.body.push(message.body);
        bySid.set(message.sid, message);
        if (!byRecipient.has(message.to)) byRecipient.set(message.to, []);
        byRecipient.get(message.to).push(message);
        return answer(response, 201, resource(message));
      }
      if (request.method === 'GET' && list) {
        lookups++;
        const matching = [...(byRecipient.get(url.searchParams.get('To')) ?? [])].reverse();
        return answer(response, 200, { messages: matching.map(resource), page: 0, page_size: matching.length, next_page_uri: null });
      }
      if (request.method === 'GET' && one) {
        lookups++;
        const message = bySid.get(one[2]);
        if (message) return answer(response, 200, resource(message));
      }
      answer(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    arrivals,
    lookups: () => lookups,
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function resource(message) {
  const date = message.created.toUTCString();
  return {
    sid: message.sid,
    account_sid: message.accountSid,
    to: message.to,
    from: message.from,
    messaging_service_sid: message.service,
    body: message.body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    date_created: date,
    date_updated: date,
    date_sent: null,
    uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
  };
}

function answer(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
  response.end(json);
}
