/**
 * The local content lake: a small HTTP server that speaks the part of Sanity's HTTP API the portal
 * uses, over the NDJSON datasets in `src/content/dataset`. `@sanity/client` works against it unchanged with
 * `apiHost: 'http://127.0.0.1:PORT', useProjectHostname: false`.
 *
 * Routes (as Sanity):
 *   GET|POST /v{apiVersion}/data/query/{dataset}   GROQ (groq-js), perspectives published | drafts | previewDrafts | raw
 *   POST     /v{apiVersion}/data/mutate/{dataset}  createOrReplace, createIfNotExists, create, delete, patch
 *   POST     /v{apiVersion}/data/actions/{dataset} the Studio's document actions: edit, publish, discard, … (actions.ts)
 *   GET      /v{apiVersion}/data/doc/{dataset}/{ids}
 *   GET      /v{apiVersion}/data/listen/{dataset}  EventSource: welcome, then mutation events (listen.ts)
 *   GET      /v{apiVersion}/users/me               the local editor with the token, `{}` without
 *   GET      /v{apiVersion}/projects/{projectId}   project information for the Studio
 *   GET      /v{apiVersion}/projects/{projectId}/datasets/{dataset}/acl  the caller's grants
 *   GET      /images/{projectId}/{dataset}/{file}  files from `{datasetDir}/assets/`
 *   /auth/…, /v{apiVersion}/auth/…                 the local editor sign-in (editor-auth.ts), with `editor` only
 * Browsers on the portal's hosts (`allowOrigin`) may call it (CORS): the Studio at /studio talks to the lake directly.
 * Unpublished content (drafts, raw) and every write need `Authorization: Bearer <token>`: the lake's token, or the
 * session token of the local editor signed in through the Studio. With `webhook`, every
 * transaction that changes published documents is followed by Sanity's signed webhook per document
 * (publish-webhook.ts), which makes the portal rebuild the brands concerned.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import { z } from 'zod';
import { ActionFailure, actionsBodySchema, actionsToMutations } from './actions';
import { applyMutations, mutateBodySchema, MutationFailure, type Mutation } from './mutations';
import {
  applyPerspective,
  isPerspective,
  isPublishedId,
  needsToken,
  type LakeDocument,
  type Perspective,
} from './perspective';
import { ListenerHub, type DocumentChange } from './listen';
import { deliverWebhooks, publishDeliveries, type PublishWebhook } from './publish-webhook';
import { allowedOrigin, EditorSessions, LOCAL_ORIGIN, loginPage, type EditorAccount } from './editor-auth';
import { DatasetStore } from './store';

/** Options of {@link startContentLake}. */
export interface ContentLakeOptions {
  /** TCP port; 0 picks a free one (the returned url tells which). */
  port: number;
  /** Interface to bind; loopback by default so the lake is never reachable from the network by accident. */
  host?: string;
  /** Folder with `{dataset}.ndjson` files and an `assets/` folder. */
  datasetDir: string;
  /** The bearer token that unlocks drafts, the raw perspective and mutations. */
  token: string;
  /** Where changed datasets are written (and preferred on the next start); without it changes stay in memory. */
  stateDir?: string;
  /** Called after a transaction changed published documents (the portal's `POST /api/rebuild`). */
  webhook?: PublishWebhook;
  /** The local editor's account: with it the lake serves the Studio's sign-in (never in production). */
  editor?: EditorAccount;
  /** Which browser origins may call the lake and receive a sign-in (default: the portal's hosts on this machine). */
  allowOrigin?: (origin: string) => boolean;
}

/** A running content lake. */
export interface ContentLake {
  /** Base URL to use as `apiHost`, e.g. `http://127.0.0.1:4322`. */
  url: string;
  close(): Promise<void>;
  /** Re-reads the dataset files (state copies first). */
  reload(): Promise<void>;
}

const optionsSchema = z.object({
  port: z.number().int().min(0).max(65_535),
  host: z.string().min(1).default('127.0.0.1'),
  datasetDir: z.string().min(1),
  token: z.string().min(16, 'the content lake token must be at least 16 characters'),
  stateDir: z.string().min(1).optional(),
  webhook: z.object({ url: z.url(), secret: z.string().min(16), hostHeader: z.string().optional() }).optional(),
  editor: z.object({ email: z.email(), password: z.string().min(12) }).optional(),
});

const MAX_QUERY_BODY = 1024 * 1024;
const MAX_MUTATE_BODY = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/** An HTTP answer with a JSON body. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Sanity answers a missing or wrong token with a Boom-style 401. */
function unauthorized(): HttpError {
  return new HttpError(401, {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Session not found',
    errorCode: 'SIO-401-ANF',
  });
}

function badRequest(description: string): HttpError {
  return new HttpError(400, { error: { description, type: 'httpBadRequest' } });
}

function notFound(description: string): HttpError {
  return new HttpError(404, { error: { description, type: 'httpNotFound' } });
}

function queryParseError(query: string, description: string, start: number, end: number): HttpError {
  return new HttpError(400, { error: { description, query, start, end, type: 'queryParseError' } });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new HttpError(413, { error: { description: 'Request body too large', type: 'httpPayloadTooLarge' } });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = await readText(req, limit);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/** Every `$name` a query refers to, found in its syntax tree. */
function referencedParams(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) referencedParams(item, found);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record['type'] === 'Parameter' && typeof record['name'] === 'string') found.add(record['name']);
    for (const value of Object.values(record)) referencedParams(value, found);
  }
  return found;
}

/**
 * Query results per dataset version (the store replaces a dataset's array on every change, so a changed dataset is a
 * new key and old results are never served), like the CDN in front of Sanity's API. Evaluating GROQ over the whole
 * dataset costs milliseconds of CPU per query; every page reads the same few queries, so without this the lake
 * would spend most of a busy portal's CPU. Queries that read the clock (`now()`) are never cached.
 */
const resultCache = new WeakMap<readonly LakeDocument[], Map<string, unknown>>();
/** Results kept per dataset version; beyond it the oldest go first. */
const RESULT_CACHE_ENTRIES = 2000;

function cacheable(query: string): boolean {
  return !/\bnow\s*\(/.test(query);
}

function cachedResult(documents: readonly LakeDocument[], key: string): unknown {
  return resultCache.get(documents)?.get(key);
}

function cacheResult(documents: readonly LakeDocument[], key: string, result: unknown): void {
  let results = resultCache.get(documents);
  if (!results) resultCache.set(documents, (results = new Map()));
  if (results.size >= RESULT_CACHE_ENTRIES) results.delete(results.keys().next().value!);
  results.set(key, result);
}

/**
 * Sanity's `text::query(…)` (the Studio's search and document lists) is not in groq-js: the lake reads
 * `x match text::query($q)` as `x match $q`, groq-js's own word match, which finds the same documents for plain words
 * and matches everything for the Studio's `"*"`.
 */
function withTextQuery(query: string): string {
  return query.replace(/\btext::query\s*\(/g, '(');
}

/** Parses a GROQ query the way Sanity reports problems: a queryParseError with the offending range. */
function parseQuery(query: string, params: Record<string, unknown>) {
  let tree;
  try {
    tree = parse(withTextQuery(query), { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const description = error.message.replace(/^Syntax error in GROQ query at position \d+:\s*/, '');
      const start = Math.min(error.position, query.length);
      throw queryParseError(query, description, start, Math.min(start + 1, query.length));
    }
    throw queryParseError(query, (error as Error).message, 0, query.length);
  }
  for (const name of referencedParams(tree)) {
    if (!(name in params)) {
      const start = Math.max(0, query.indexOf(`$${name}`));
      throw queryParseError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1);
    }
  }
  return tree;
}

const apiVersionPattern = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

/**
 * Starts the content lake. Resolves once it listens; the datasets are read before that, so a broken dataset file
 * fails the start instead of the first query.
 */
export async function startContentLake(opts: ContentLakeOptions): Promise<ContentLake> {
  const options = optionsSchema.parse(opts);
  const datasetDir = path.resolve(options.datasetDir);
  const assetsDir = path.join(datasetDir, 'assets');
  const store = new DatasetStore(datasetDir, options.stateDir ? path.resolve(options.stateDir) : undefined);
  await store.load();
  const expectedToken = Buffer.from(options.token);
  const listeners = new ListenerHub();
  const editors = options.editor ? new EditorSessions(options.editor) : undefined;
  const allowOrigin = opts.allowOrigin ?? ((origin: string) => LOCAL_ORIGIN.test(origin));

  function bearer(req: IncomingMessage): string | undefined {
    const header = req.headers.authorization;
    if (header === undefined) return undefined;
    return /^Bearer\s+(.+)$/i.exec(header.trim())?.[1] ?? '';
  }

  /** The local editor's session token of this request, if it carries one that is valid. */
  function editorSession(req: IncomingMessage): string | undefined {
    const token = bearer(req);
    return token && editors?.expiry(token) !== undefined ? token : undefined;
  }

  /**
   * True with the lake's token or a signed-in editor's, false without any; a wrong token is refused outright, as
   * Sanity does.
   */
  function authenticate(req: IncomingMessage): boolean {
    const token = bearer(req);
    if (token === undefined) return false;
    if (editorSession(req)) return true;
    const given = Buffer.from(token);
    if (given.length !== expectedToken.length || !timingSafeEqual(given, expectedToken)) throw unauthorized();
    return true;
  }

  function requireDataset(name: string, req: IncomingMessage, projectId?: string): void {
    if (!store.has(name)) {
      const project = projectId ?? String(req.headers['x-sanity-project-id'] ?? 'local');
      throw notFound(`Dataset "${name}" not found for project ID "${project}"`);
    }
  }

  async function handleQuery(req: IncomingMessage, res: ServerResponse, url: URL, dataset: string): Promise<void> {
    const authorized = authenticate(req);
    requireDataset(dataset, req);

    let query: string | undefined;
    let params: Record<string, unknown> = {};
    if (req.method === 'POST') {
      const body = z
        .object({ query: z.string(), params: z.record(z.string(), z.unknown()).optional() })
        .safeParse(await readBody(req, MAX_QUERY_BODY));
      if (!body.success) throw badRequest('Request body must be an object with a string "query" and optional "params"');
      query = body.data.query;
      params = body.data.params ?? {};
    } else {
      query = url.searchParams.get('query') ?? undefined;
      for (const [key, raw] of url.searchParams) {
        if (!key.startsWith('$')) continue;
        try {
          params[key.slice(1)] = JSON.parse(raw);
        } catch {
          throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`);
        }
      }
    }
    if (query === undefined || query.trim() === '') throw badRequest('Missing "query" parameter');

    const perspectiveParam = url.searchParams.get('perspective') ?? 'published';
    if (!isPerspective(perspectiveParam)) {
      throw badRequest(`Invalid perspective "${perspectiveParam}": use published, drafts, previewDrafts or raw`);
    }
    const perspective: Perspective = perspectiveParam;
    // Never let a tokenless request see unpublished content, whatever it asks for.
    if (needsToken(perspective) && !authorized) throw unauthorized();

    const started = performance.now();
    const tree = parseQuery(query, params);
    const projectId = String(req.headers['x-sanity-project-id'] ?? 'local');
    const raw = store.documents(dataset);
    const cacheKey = cacheable(query) ? JSON.stringify([perspective, projectId, query, params]) : undefined;
    let result: unknown = cacheKey === undefined ? undefined : cachedResult(raw, cacheKey);
    if (result === undefined) {
      const documents = applyPerspective(raw, perspective);
      try {
        const value = await evaluate(tree, { dataset: documents, params, sanity: { projectId, dataset } });
        result = await value.get();
      } catch (error) {
        throw new HttpError(400, { error: { description: (error as Error).message, type: 'queryExecutionError' } });
      }
      if (cacheKey !== undefined) cacheResult(raw, cacheKey, result ?? null);
    }
    const ms = Math.round(performance.now() - started);
    const returnQuery = url.searchParams.get('returnQuery') !== 'false';
    sendJson(res, 200, returnQuery ? { query, result: result ?? null, ms } : { result: result ?? null, ms });
  }

  /**
   * Applies a transaction: stores it, tells the listeners, and (not for a dry run) calls the publish webhook for
   * the published documents it changed, before the caller answers.
   */
  async function commit(dataset: string, mutations: Mutation[], transactionId: string, dryRun: boolean) {
    let results;
    let before: readonly LakeDocument[] = [];
    try {
      results = await store.update(dataset, async (current) => {
        before = current;
        const outcome = await applyMutations(current, mutations);
        return dryRun ? { value: outcome.results } : { documents: outcome.documents, value: outcome.results };
      });
    } catch (error) {
      if (error instanceof MutationFailure) {
        throw new HttpError(409, {
          error: {
            description: 'Mutation(s) failed with 1 error(s)',
            items: [{ error: { description: error.message, id: error.id, type: error.errorType }, index: error.index }],
            type: 'mutationError',
          },
        });
      }
      throw badRequest((error as Error).message);
    }
    // After the change is stored and before the answer: an editor's publish has queued its rebuild once it returns.
    if (!dryRun) {
      const after = store.documents(dataset);
      // One event per document and transaction, as Content Lake sends: a transaction that patches a document three
      // times is one change from its revision before to its revision after (the Studio checks that they chain).
      const changedIds = [
        ...new Set(results.filter((result) => result.operation !== 'none').map((result) => result.id)),
      ];
      const changes: DocumentChange[] = changedIds.map((id) => ({
        id,
        before: before.find((doc) => doc._id === id),
        after: after.find((doc) => doc._id === id),
      }));
      await listeners.announce(dataset, transactionId, changes, mutations);
    }
    if (options.webhook && !dryRun) await deliverWebhooks(options.webhook, publishDeliveries(before, results));
    return results;
  }

  async function handleMutate(req: IncomingMessage, res: ServerResponse, url: URL, dataset: string): Promise<void> {
    if (!authenticate(req)) throw unauthorized();
    requireDataset(dataset, req);
    const parsed = mutateBodySchema.safeParse(await readBody(req, MAX_MUTATE_BODY));
    if (!parsed.success) {
      throw badRequest(
        `The mutations are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    }
    const dryRun = url.searchParams.get('dryRun') === 'true';
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
    const transactionId = parsed.data.transactionId ?? randomUUID().replaceAll('-', '');
    const results = await commit(dataset, parsed.data.mutations, transactionId, dryRun);
    sendJson(res, 200, {
      transactionId,
      results: results.map((result) =>
        returnDocuments && result.document
          ? { id: result.id, operation: result.operation, document: result.document }
          : { id: result.id, operation: result.operation },
      ),
    });
  }

  /** `POST /data/actions/{dataset}`: Sanity's document actions (actions.ts), as one transaction of mutations. */
  async function handleActions(req: IncomingMessage, res: ServerResponse, url: URL, dataset: string): Promise<void> {
    if (!authenticate(req)) throw unauthorized();
    requireDataset(dataset, req);
    const parsed = actionsBodySchema.safeParse(await readBody(req, MAX_MUTATE_BODY));
    if (!parsed.success) {
      throw badRequest(
        `The actions are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    }
    let mutations: Mutation[];
    try {
      mutations = actionsToMutations(store.documents(dataset), parsed.data.actions);
    } catch (error) {
      if (error instanceof ActionFailure)
        throw new HttpError(409, { error: { description: error.message, type: 'actionError' } });
      throw error;
    }
    const transactionId = parsed.data.transactionId ?? randomUUID().replaceAll('-', '');
    await commit(
      dataset,
      mutations,
      transactionId,
      url.searchParams.get('dryRun') === 'true' || parsed.data.dryRun === true,
    );
    sendJson(res, 200, { transactionId });
  }

  function handleDoc(req: IncomingMessage, res: ServerResponse, dataset: string, idList: string): void {
    const authorized = authenticate(req);
    requireDataset(dataset, req);
    const ids = idList.split(',').filter(Boolean);
    const documents = store.documents(dataset);
    const found: unknown[] = [];
    const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
    for (const id of ids) {
      if (!authorized && !isPublishedId(id)) {
        omitted.push({ id, reason: 'permission' });
        continue;
      }
      const doc = documents.find((candidate) => candidate._id === id);
      if (doc) found.push(doc);
      else omitted.push({ id, reason: 'existence' });
    }
    sendJson(res, 200, { documents: found, omitted });
  }

  function handleListen(req: IncomingMessage, res: ServerResponse, url: URL, dataset: string): void {
    const authorized = authenticate(req);
    requireDataset(dataset, req);
    const query = url.searchParams.get('query');
    if (query === null || query.trim() === '') throw badRequest('Missing "query" parameter');
    const params: Record<string, unknown> = {};
    for (const [key, raw] of url.searchParams) {
      if (!key.startsWith('$')) continue;
      try {
        params[key.slice(1)] = JSON.parse(raw);
      } catch {
        throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`);
      }
    }
    listeners.open(res, dataset, parseQuery(query, params), params, authorized);
  }

  /** The local editor: the one account the lake knows, signed in by its token. */
  function handleMe(req: IncomingMessage, res: ServerResponse): void {
    if (!authenticate(req)) {
      sendJson(res, 200, {});
      return;
    }
    sendJson(res, 200, {
      id: 'lake-editor',
      name: 'Redacteur (lokaal)',
      email: options.editor?.email ?? 'redactie@localhost',
      provider: 'local',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    });
  }

  function handleProject(req: IncomingMessage, res: ServerResponse, projectId: string): void {
    authenticate(req);
    sendJson(res, 200, {
      id: projectId,
      displayName: 'Mijn Omgeving (lokaal)',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      members: [{ id: 'lake-editor', role: 'administrator', roles: [{ name: 'administrator' }], isCurrentUser: true }],
      features: [],
    });
  }

  /** Grants in Sanity's ACL shape: the editor may do everything, anyone else may only read published documents. */
  function handleAcl(req: IncomingMessage, res: ServerResponse, dataset: string, projectId: string): void {
    const authorized = authenticate(req);
    requireDataset(dataset, req, projectId);
    sendJson(
      res,
      200,
      authorized
        ? [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create', 'manage'] }]
        : [{ filter: '!(_id in path("drafts.**"))', permissions: ['read'] }],
    );
  }

  async function handleImage(
    req: IncomingMessage,
    res: ServerResponse,
    projectId: string,
    dataset: string,
    rawFile: string,
  ): Promise<void> {
    requireDataset(dataset, req, projectId);
    let file: string;
    try {
      file = decodeURIComponent(rawFile);
    } catch {
      throw notFound('File not found');
    }
    // Only plain file names: no separators, no dot-dot, nothing that could leave the assets folder.
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(file) || file.includes('..')) throw notFound('File not found');
    const resolved = path.resolve(assetsDir, file);
    if (path.dirname(resolved) !== assetsDir) throw notFound('File not found');
    const info = await stat(resolved).catch(() => undefined);
    if (!info?.isFile()) throw notFound('File not found');
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(resolved).pipe(res);
  }

  /** `GET /auth/providers`: the local editor's sign-in, when this lake has one. */
  function handleProviders(req: IncomingMessage, res: ServerResponse): void {
    const base = `http://${req.headers.host ?? '127.0.0.1'}`;
    sendJson(res, 200, {
      providers: editors ? [{ name: 'lake', title: 'Redacteur (lokaal)', url: `${base}/auth/login` }] : [],
      thirdPartyLogin: false,
      sso: {},
    });
  }

  function sendHtml(res: ServerResponse, status: number, html: string, origin: string): void {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'`,
    });
    res.end(html);
  }

  /** `GET|POST /auth/login`: the sign-in form, and on the right address and password back to the Studio. */
  async function handleLogin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!editors) throw notFound('No local sign-in on this content lake');
    const form = req.method === 'POST' ? new URLSearchParams(await readText(req, MAX_QUERY_BODY)) : url.searchParams;
    const target = form.get('origin') ?? '';
    const origin = allowedOrigin(target, allowOrigin);
    if (!origin) throw badRequest('The sign-in needs an `origin` on one of the portal’s hosts');
    if (req.method !== 'POST') {
      sendHtml(res, 200, loginPage(target, false), origin);
      return;
    }
    if (!editors.checkPassword(form.get('email') ?? '', form.get('password') ?? '')) {
      sendHtml(res, 401, loginPage(target, true), origin);
      return;
    }
    const back = new URL(target);
    back.hash = `sid=${editors.start()}`;
    res.writeHead(303, { location: back.href, 'cache-control': 'no-store' });
    res.end();
  }

  function handleAuthApi(req: IncomingMessage, res: ServerResponse, url: URL, action: string): void {
    if (action === 'providers' && req.method === 'GET') return handleProviders(req, res);
    if (action === 'fetch' && req.method === 'GET') {
      const token = editors?.exchange(url.searchParams.get('sid') ?? '');
      if (!token) throw unauthorized();
      return sendJson(res, 200, { token });
    }
    if (action === 'id' && req.method === 'GET') {
      const token = editorSession(req);
      if (!token) throw unauthorized();
      return sendJson(res, 200, { id: 'lake-editor', expiry: editors!.expiry(token) });
    }
    if (action === 'logout' && req.method === 'POST') {
      const token = editorSession(req);
      if (token) editors!.end(token);
      return sendJson(res, 200, { ok: true });
    }
    throw notFound(`No auth route ${action}`);
  }

  /** The editor's Studio preferences (list layout, sort order, …), by key; in memory. */
  const keyValues = new Map<string, unknown>();

  /**
   * What a Studio asks for beyond content, answered so that it works without error dialogs: the editor's Studio
   * preferences (`users/me/keyvalue`), document history (`data/history/…`: the lake keeps none, so an empty history),
   * and the project's add-ons the lake does not have (features, user applications, the comments dataset, grants,
   * schedules), all empty. True when it answered.
   */
  async function studioExtras(req: IncomingMessage, res: ServerResponse, path: string[], method: string) {
    const [first, second, third] = path;
    if (first === 'users' && second === 'me' && third === 'keyvalue') {
      if (!authenticate(req)) throw unauthorized();
      if (method === 'GET' && path.length === 4) {
        const keys = decodeURIComponent(path[3]!).split(',').filter(Boolean);
        sendJson(
          res,
          200,
          keys.map((key) => ({ key, value: keyValues.get(key) ?? null })),
        );
        return true;
      }
      if ((method === 'PUT' || method === 'POST') && path.length === 3) {
        const body = z
          .array(z.object({ key: z.string(), value: z.unknown() }))
          .safeParse(await readBody(req, MAX_QUERY_BODY));
        if (!body.success) throw badRequest('Expected an array of { key, value }');
        for (const { key, value } of body.data) keyValues.set(key, value);
        sendJson(res, 200, body.data);
        return true;
      }
    }
    if (method !== 'GET') return false;
    if (first === 'data' && second === 'history' && path[3] === 'events') {
      sendJson(res, 200, { events: {}, nextCursor: '' });
      return true;
    }
    if (first === 'data' && second === 'history' && path[3] === 'transactions') {
      res.writeHead(200, { 'content-type': 'application/x-ndjson', 'content-length': 0 });
      res.end();
      return true;
    }
    if (first === 'features' && path.length === 1) {
      sendJson(res, 200, []);
      return true;
    }
    if (first === 'schedules') {
      sendJson(res, 200, { schedules: [] });
      return true;
    }
    if (first === 'projects' && path.length === 3 && ['user-applications', 'grants', 'datasets'].includes(third!)) {
      sendJson(res, 200, third === 'grants' ? {} : []);
      return true;
    }
    return false;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://lake.invalid');
    const segments = url.pathname.split('/').slice(1);
    const method = req.method ?? 'GET';

    // CORS: the Studio in an editor's browser on one of the portal's hosts calls the lake directly.
    const origin = allowedOrigin(req.headers.origin, allowOrigin);
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'Origin');
    }
    if (method === 'OPTIONS') {
      if (origin) {
        res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
        res.setHeader(
          'access-control-allow-headers',
          String(req.headers['access-control-request-headers'] ?? 'authorization, content-type'),
        );
        res.setHeader('access-control-max-age', '600');
      }
      res.writeHead(origin ? 204 : 403);
      res.end();
      return;
    }
    if (segments[0] === 'auth' && segments[1] === 'login' && segments.length === 2) return handleLogin(req, res, url);
    if (segments.length === 3 && apiVersionPattern.test(segments[0]!) && segments[1] === 'auth') {
      return handleAuthApi(req, res, url, segments[2]!);
    }

    if (segments[0] === 'images' && segments.length === 4 && (method === 'GET' || method === 'HEAD')) {
      return handleImage(req, res, segments[1]!, segments[2]!, segments[3]!);
    }
    if (segments.length >= 4 && apiVersionPattern.test(segments[0]!) && segments[1] === 'data') {
      const [, , endpoint, dataset] = segments as [string, string, string, string];
      if (endpoint === 'query' && segments.length === 4 && (method === 'GET' || method === 'POST')) {
        return handleQuery(req, res, url, dataset);
      }
      if (endpoint === 'mutate' && segments.length === 4 && method === 'POST')
        return handleMutate(req, res, url, dataset);
      if (endpoint === 'actions' && segments.length === 4 && method === 'POST')
        return handleActions(req, res, url, dataset);
      if (endpoint === 'listen' && segments.length === 4 && method === 'GET')
        return handleListen(req, res, url, dataset);
      if (endpoint === 'doc' && segments.length === 5 && method === 'GET') {
        return handleDoc(req, res, dataset, decodeURIComponent(segments[4]!));
      }
    }
    if (segments.length >= 2 && apiVersionPattern.test(segments[0]!)) {
      const answered = await studioExtras(req, res, segments.slice(1), method);
      if (answered) return;
    }
    if (segments.length >= 2 && apiVersionPattern.test(segments[0]!) && method === 'GET') {
      if (segments.length === 3 && segments[1] === 'users' && segments[2] === 'me') return handleMe(req, res);
      if (segments[1] === 'projects' && segments.length === 3) return handleProject(req, res, segments[2]!);
      if (segments[1] === 'projects' && segments.length === 6 && segments[3] === 'datasets' && segments[5] === 'acl') {
        return handleAcl(req, res, segments[4]!, segments[2]!);
      }
    }
    throw new HttpError(404, {
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${method} ${url.pathname}`,
    });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body);
        return;
      }
      console.error('[content-lake]', error);
      sendJson(res, 500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'An internal server error occurred',
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${hostForUrl}:${address.port}`,
    reload: () => store.load(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
