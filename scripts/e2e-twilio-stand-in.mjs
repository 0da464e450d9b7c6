// A loopback stand-in of the Twilio Messages API for the browser tests, good enough for the official SDK
// (the same answers as test/support/twilio-stand-in.ts). It takes only the configured account's credentials,
// and tells the specs what was sent: GET /__messages?to=+1… lists the texts to that number, oldest first.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const MESSAGE = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\/([^/]+)\.json$/;

/** Listens on the host and port of `url` (a loopback address) until the process ends. */
export async function startTwilioStandIn({ url, accountSid, authToken }) {
  const { hostname, port } = new URL(url);
  const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  /** What Twilio holds, oldest first. */
  const messages = [];

  const server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    response.setHeader('Content-Type', 'application/json');

    if (request.method === 'GET' && requestUrl.pathname === '/__messages') {
      const to = requestUrl.searchParams.get('to');
      return answer(response, 200, messages.filter((message) => to === null || message.to === to).map(toSummary));
    }

    const list = MESSAGES.exec(requestUrl.pathname);
    const one = MESSAGE.exec(requestUrl.pathname);
    if ((list ?? one)?.[1] !== accountSid || request.headers.authorization !== expectedAuthorization) {
      return answer(response, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
    }
    if (request.method === 'POST' && list) return create(response, form);
    if (request.method === 'GET' && list) return listMessages(response, requestUrl.searchParams);
    if (request.method === 'GET' && one) return fetchMessage(response, one[2]);
    answer(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  });

  function create(response, form) {
    if (!form.To || !form.Body || (!form.From && !form.MessagingServiceSid)) {
      return answer(response, 400, { code: 21604, message: "A 'To', 'Body' and 'From' (or 'MessagingServiceSid') are required.", status: 400 });
    }
    const message = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.To,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: 'queued',
      statusCallback: form.StatusCallback ?? null,
      dateCreated: new Date(),
    };
    messages.push(message);
    answer(response, 201, toResource(message));
  }

  /** Newest first, filtered by To and From, paged like Twilio (PageSize, Page). */
  function listMessages(response, query) {
    const pageSize = Number(query.get('PageSize') ?? 50);
    const page = Number(query.get('Page') ?? 0);
    const matching = messages
      .filter((message) => !query.has('To') || message.to === query.get('To'))
      .filter((message) => !query.has('From') || message.from === query.get('From'))
      .reverse();
    const start = page * pageSize;
    const uri = (pageNumber) => {
      const next = new URLSearchParams(query);
      next.set('PageSize', String(pageSize));
      next.set('Page', String(pageNumber));
      return `/2010-04-01/Accounts/${accountSid}/Messages.json?${next.toString()}`;
    };
    answer(response, 200, {
      messages: matching.slice(start, start + pageSize).map(toResource),
      page,
      page_size: pageSize,
      start,
      end: Math.min(start + pageSize, matching.length) - 1,
      uri: uri(page),
      first_page_uri: uri(0),
      previous_page_uri: page > 0 ? uri(page - 1) : null,
      next_page_uri: start + pageSize < matching.length ? uri(page + 1) : null,
    });
  }

  function fetchMessage(response, sid) {
    const message = messages.find((candidate) => candidate.sid === sid);
    if (message) answer(response, 200, toResource(message));
    else answer(response, 404, { code: 20404, message: `The requested resource ${sid} was not found`, status: 404 });
  }

  function toResource(message) {
    return {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      body: message.body,
      status: message.status,
      num_segments: '1',
      direction: 'outbound-api',
      date_created: message.dateCreated.toUTCString(),
      date_updated: message.dateCreated.toUTCString(),
      date_sent: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    };
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, () => resolve());
  });
  // Keep-alive sockets of the SDK must not hold the process open once the app has stopped.
  server.unref();
  return server;
}

function toSummary(message) {
  return {
    sid: message.sid,
    to: message.to,
    from: message.from,
    body: message.body,
    status: message.status,
    statusCallback: message.statusCallback,
    dateCreated: message.dateCreated.toISOString(),
  };
}

function answer(response, status, body) {
  response.statusCode = status;
  response.end(JSON.stringify(body));
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
