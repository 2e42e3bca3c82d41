/**
 * The baseline of `npm run bench`: a bare node:http server, in a process of its own like the portal, that answers
 * every request with one recorded answer of the portal (status, headers and body bytes exactly as the portal sent
 * them, compressed when they were). The bench sends it `{ serve: { status, headers, body } }` over the IPC channel
 * and gets `{ port }` back once it answers with that. No framework, no routing, no work per request: what Node
 * itself costs for these bytes on this machine, right now.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the bench sends: one answer to give every request (body in base64, headers as name/value pairs). */
export interface ServeMessage {
  serve: { status: number; headers: Array<[string, string]>; body: string };
}

/** Headers Node sets itself for each answer, or that describe the portal's framing rather than its answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

let status = 204;
let headers: string[] = [];
let body = Buffer.alloc(0);

const server = createServer((request, response) => {
  // Drain what a request carries (a POST's body) before answering, as any server must.
  request.resume();
  response.writeHead(status, headers);
  response.end(body);
});
server.keepAliveTimeout = 65_000;

process.on('message', (message: ServeMessage) => {
  status = message.serve.status;
  body = Buffer.from(message.serve.body, 'base64');
  headers = message.serve.headers
    .filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
    .flatMap(([name, value]) => [name, value]);
  headers.push('content-length', String(body.length));
  process.send?.({ port: (server.address() as AddressInfo).port });
});

server.listen(0, '127.0.0.1', () => process.send?.({ listening: true }));
process.on('disconnect', () => server.close(() => process.exit(0)));
