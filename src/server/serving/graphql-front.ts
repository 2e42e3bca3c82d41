/**
 * The persisted GraphQL read on the front: `GET /api/graphql` on a brand's host goes to the read of
 * ./graphql-read.ts, which the server entry hands to the front (./entry.ts), instead of through Astro's pipeline, for a route that renders nothing. A profile of the read under load put 15 % of the server's CPU
 * in Astro's own code (the render context, the per-request import of the route module through tsx's hooks, the
 * middleware sequence) and 7.5 % in garbage collection; without it the read does about 1.5 times as many requests
 * per second (1,100 → 1,600 on PostgreSQL, `npm run bench`). The read declines what it does not answer exactly as
 * the middleware would, before doing anything; that goes to Astro unchanged. The front, the read and the middleware
 * are one build (./entry.ts): one schema, one session store, one database client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressAnswer, compressWholeAnswer } from './compress';
import type { HostProfile } from './host-profile';
import { visitorAddress } from '../visitor-address';
import { plainAnswerResponse, type PlainAnswer } from '../graphql/plain-answer';

/** Marks an answer the front gave itself (like `x-mo-prebuilt` for files), so a journey can tell it was not Astro. */
export const FRONT_ANSWER_HEADER = 'x-mo-front';

// The endpoint's path and its plain answer belong to the GraphQL layer, which the front calls (never the reverse).
export { GRAPHQL_PATH, plainAnswerResponse, type PlainAnswer } from '../graphql/plain-answer';

/** An answer and the `Set-Cookie` lines of the session it rolled; undefined: Astro answers the request. */
export type GraphQLRead = (
  request: Request,
  clientAddress: string | undefined,
) => Promise<{ response: Response | PlainAnswer; setCookies: readonly string[] } | undefined>;

/** The request as a Fetch `Request` (a GET: no body). */
export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index]!;
    // HTTP/2 pseudo-headers and the like are no Fetch header names.
    if (name.startsWith(':')) continue;
    headers.append(name, req.rawHeaders[index + 1]!);
  }
  return new Request(`${origin}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers });
}

/** The origin of a request as Astro's adapter makes it (no trusted proxy domains: forwarded headers do not count). */
export function requestOrigin(req: IncomingMessage): string {
  const secure = 'encrypted' in req.socket && req.socket.encrypted;
  return `${secure ? 'https' : 'http'}://${req.headers.host}`;
}

/**
 * Writes an answer the front gave itself to `res` (`x-mo-front: <what>`), compressed as Astro's answers are
 * (./compress.ts; one already encoded goes as it is), with its cookies as separate `Set-Cookie` lines and `security`
 * beneath its own headers. A plain answer to a GET goes out in one write: its head and its (compressed) body.
 */
export async function sendFrontAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  what: string,
  response: Response | PlainAnswer,
  security: Readonly<Record<string, string>>,
  setCookies: readonly string[],
  head: boolean,
): Promise<void> {
  const headers: Record<string, string | string[] | number> = { ...security, [FRONT_ANSWER_HEADER]: what };
  if (!(response instanceof Response) && !head) {
    Object.assign(headers, response.headers);
    if (setCookies.length > 0) headers['set-cookie'] = [...setCookies];
    const body = compressWholeAnswer(req, response.status, headers, Buffer.from(response.body));
    res.writeHead(response.status, headers);
    res.end(body);
    return;
  }
  const answer = response instanceof Response ? response : plainAnswerResponse(response);
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = [...setCookies, ...answer.headers.getSetCookie()];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = head || answer.body === null ? undefined : Buffer.from(await answer.arrayBuffer());
  compressAnswer(req, res);
  res.writeHead(answer.status, headers);
  res.end(body);
}

/**
 * Answers `GET`/`HEAD /api/graphql` through `read`, or resolves false, having done nothing, when Astro must (see
 * above). Astro's adapter makes the same URL of the request (no trusted proxy domains are configured, so forwarded
 * headers do not count for it); the visitor's address is the middleware's (src/server/visitor-address.ts).
 */
export async function answerGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  profile: HostProfile,
  read: GraphQLRead | undefined,
): Promise<boolean> {
  if (!read || !profile.brand || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const answer = await read(
    toRequest(req, requestOrigin(req)),
    visitorAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress),
  );
  if (!answer) return false;
  await sendFrontAnswer(
    req,
    res,
    'graphql',
    answer.response,
    profile.security,
    answer.setCookies,
    req.method === 'HEAD',
  );
  return true;
}
