/**
 * A body nobody will use is not read: the real portal (middleware and routes, over HTTP through the node adapter's
 * request conversion) answers an upload or a webhook it refuses as soon as it knows, and closes the connection
 * instead of reading the rest of the body off the socket to reuse it.
 *
 * - An anonymous upload gets its 401, an upload from another site its 403, before the body is read.
 * - A declared Content-Length over the limit (the upload's 5 MiB, the rebuild webhook's 1 MiB, the payment callback's
 *   4 KiB) gets 413 at once; a chunked body gets 413 as soon as it passes the limit.
 * - In every case the answer says `Connection: close` and the server ends the connection: it is never held open.
 *
 * Each request goes over a raw TCP socket: the headers and then the body piece by piece, stopping as soon as the
 * status line arrives. The test asserts that the status line came while most of the body was still unsent.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription } from '../fixtures/db';
import { httpRequest, startPortal, type RunningPortal } from '../fixtures/portal';
import { BODY_LIMITS } from '../../src/server/request-body';
import { MAX_ATTACHMENT_BYTES } from '../../src/shared/contact-codes';

/** The payment callback's own limit (src/pages/api/payments/webhook.ts). */
const PAYMENT_CALLBACK_LIMIT = 4096;
const PIECE = 64 * 1024;
/** A body far larger than any limit: the test must be answered long before it could send it all. */
const HUGE = 256 * 1024 * 1024;

let portal: RunningPortal;
let cookie: string;

beforeAll(async () => {
  portal = await startPortal();
  const account = await buildAccount(portal.db);
  await buildSubscription(portal.db, account.id, { brandKey: 'ad' });
  cookie = await portal.signIn(account);
});

afterAll(async () => {
  await portal?.close();
});

interface Exchange {
  /** The status code of the answer's status line. */
  status: number;
  /** The answer's head, lower-cased header names. */
  headers: Record<string, string>;
  /** The server ended the connection (the socket's end or close event came). */
  closed: boolean;
}

/**
 * Sends `head` and then `send` bytes of its body over a raw socket (chunked framing when `chunked`) and stops there,
 * the body unfinished; resolves with the answer once the server has closed the connection. A server that waits for
 * the rest of the body, or holds the connection after answering, never resolves it: the test's own timeout fails it.
 * (The test stops writing instead of writing on: a server that answers and closes while bytes it did not read are
 * arriving resets the connection, which can drop its answer before the test reads it.)
 */
function exchange(head: string, send: number, chunked: boolean): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port: portal.port });
    const piece = Buffer.alloc(PIECE, 0x20);
    const framed = chunked
      ? Buffer.concat([Buffer.from(`${PIECE.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece;
    let sent = 0;
    let answered: Omit<Exchange, 'closed'> | undefined;
    let received = '';
    const finish = () => {
      if (answered) resolve({ ...answered, closed: true });
      else reject(new Error(`the connection closed without an answer after ${sent} bytes`));
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      const [statusLine, ...lines] = received.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      answered = { status: Number(statusLine!.split(' ')[1]), headers };
    });
    socket.on('error', (error) => (answered ? finish() : reject(error)));
    socket.on('end', finish);
    socket.on('close', finish);
    const pump = () => {
      while (!answered && !socket.destroyed && sent < send) {
        sent += PIECE;
        if (!socket.write(framed)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.write(head, pump);
  });
}

function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: `ad.localhost:${portal.port}`, ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

const origin = () => portal.origin('ad');
const UPLOAD = '/api/contact/upload/0123456789abcdef0123456789abcdef';

describe('a refused upload or webhook is answered before its body is read, and the connection closes', () => {
  const cases: Array<{
    name: string;
    method: string;
    path: string;
    headers: () => Record<string, string | number>;
    chunked: boolean;
    status: number;
    /** How much of the body the test sends before it waits for the answer: never all of it. */
    send: number;
  }> = [
    {
      name: 'an anonymous upload with a declared 256 MiB: 401',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: origin(), 'content-type': 'image/png', 'content-length': HUGE }),
      chunked: false,
      status: 401,
      send: 2 * PIECE,
    },
    {
      name: 'an anonymous chunked upload: 401',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: origin(), 'content-type': 'image/png', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 401,
      send: 2 * PIECE,
    },
    {
      name: 'an upload from another site: 403',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: 'https://evil.example', cookie, 'content-type': 'image/png', 'content-length': HUGE }),
      chunked: false,
      status: 403,
      send: 2 * PIECE,
    },
    {
      name: 'a signed-in upload declaring more than its 5 MiB: 413',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({
        origin: origin(),
        cookie,
        'content-type': 'image/png',
        'content-length': MAX_ATTACHMENT_BYTES + 1,
      }),
      chunked: false,
      status: 413,
      send: 2 * PIECE,
    },
    {
      name: 'a signed-in chunked upload past its 5 MiB: 413',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: origin(), cookie, 'content-type': 'image/png', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 413,
      send: MAX_ATTACHMENT_BYTES + 2 * PIECE,
    },
    {
      name: 'the rebuild webhook declaring more than its 1 MiB: 413',
      method: 'POST',
      path: '/api/rebuild',
      headers: () => ({ 'content-type': 'application/json', 'content-length': BODY_LIMITS.rebuild + 1 }),
      chunked: false,
      status: 413,
      send: 2 * PIECE,
    },
    {
      name: 'the rebuild webhook, chunked past its 1 MiB: 413',
      method: 'POST',
      path: '/api/rebuild',
      headers: () => ({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 413,
      send: BODY_LIMITS.rebuild + 2 * PIECE,
    },
    {
      name: 'the payment callback declaring more than its 4 KiB: 413',
      method: 'POST',
      path: '/api/payments/webhook',
      headers: () => ({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': HUGE }),
      chunked: false,
      status: 413,
      send: 2 * PIECE,
    },
    {
      name: 'the payment callback, chunked past its 4 KiB: 413',
      method: 'POST',
      path: '/api/payments/webhook',
      headers: () => ({ 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 413,
      send: PAYMENT_CALLBACK_LIMIT + 2 * PIECE,
    },
  ];

  it.each(cases)('$name', async ({ method, path, headers, chunked, status, send }) => {
    // Answered while the body is unfinished: the server did not wait for the rest of it.
    const answer = await exchange(requestHead(method, path, headers()), send, chunked);
    expect(answer.status).toBe(status);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.closed).toBe(true);
  });
});

describe('a body that is read', () => {
  it('keeps the connection for the next request (only unread bodies close it)', async () => {
    const response = await httpRequest(`${origin()}/api/graphql`, {
      method: 'POST',
      headers: { origin: origin(), cookie, 'content-type': 'application/json', connection: 'keep-alive' },
      body: JSON.stringify({ query: 'query Health { health }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('keep-alive');
  });
});
