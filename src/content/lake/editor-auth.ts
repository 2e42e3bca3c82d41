/**
 * The lake's local editor sign-in, the part of Sanity's auth API a Studio with `loginMethod: 'token'` uses:
 *
 *   GET  /auth/providers            the one provider, "Redacteur (lokaal)", at the lake's own /auth/login
 *   GET  /auth/login?origin=…       a Dutch sign-in form (e-mail address and password of the local editor)
 *   POST /auth/login                checks them; goes back to `origin` with `#sid=…` (one use, one minute)
 *   GET  /v…/auth/fetch?sid=…       exchanges the sid for the editor's session token: `{ token }`
 *   GET  /v…/auth/id                `{ id, expiry }` with a session token, 401 without
 *   POST /v…/auth/logout            ends the session of the token
 *
 * Only a lake started with an editor account serves it (outside production, src/server/cli/services.ts); without
 * one the provider list is empty and the form does not exist. `origin` must be an address the lake allows (the
 * portal's own hosts), so the form never sends a session to another site.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import escapeHtml from 'escape-html';

export interface EditorAccount {
  email: string;
  password: string;
}

/** How long a session token of the local editor is valid. */
export const EDITOR_SESSION_MS = 12 * 60 * 60 * 1000;
const SID_MS = 60 * 1000;

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The local editor's sessions (in memory: a restarted lake asks the editor to sign in again). */
export class EditorSessions {
  private readonly sessions = new Map<string, number>();
  private readonly sids = new Map<string, { token: string; expires: number }>();

  constructor(
    readonly account: EditorAccount,
    private readonly now: () => number = Date.now,
  ) {}

  /** True for the editor's address and password. */
  checkPassword(email: string, password: string): boolean {
    return (
      equal(email.trim().toLowerCase(), this.account.email.toLowerCase()) && equal(password, this.account.password)
    );
  }

  /** A new session; returns the one-time sid the Studio exchanges for its token. */
  start(): string {
    const token = `lake-editor-${randomBytes(24).toString('base64url')}`;
    this.sessions.set(token, this.now() + EDITOR_SESSION_MS);
    const sid = randomBytes(24).toString('base64url');
    this.sids.set(sid, { token, expires: this.now() + SID_MS });
    return sid;
  }

  /** The session token of a sid, once. */
  exchange(sid: string): string | undefined {
    const entry = this.sids.get(sid);
    this.sids.delete(sid);
    if (!entry || entry.expires <= this.now()) return undefined;
    return entry.token;
  }

  /** When the session of `token` ends, or undefined when it is no (longer a) session. */
  expiry(token: string): number | undefined {
    const expires = this.sessions.get(token);
    if (expires === undefined) return undefined;
    if (expires <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return expires;
  }

  end(token: string): void {
    this.sessions.delete(token);
  }
}

/** The sign-in form, in Dutch; `error` after a wrong address or password. */
export function loginPage(origin: string, error: boolean): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Inloggen als redacteur · Mijn Omgeving</title>
<style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;font-size:1rem}
button{margin-top:1.5rem;padding:.7rem 1.2rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:.3rem}
p[role=alert]{color:#b91c1c;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Inloggen als redacteur</h1>
<p>Met het redacteursaccount van de lokale content lake. <code>npm start</code> toont het e-mailadres en het wachtwoord.</p>
${error ? '<p role="alert" id="fout">Het e-mailadres of het wachtwoord klopt niet.</p>' : ''}
<form method="post" action="/auth/login">
<input type="hidden" name="origin" value="${escapeHtml(origin)}">
<label for="email">E-mailadres</label>
<input id="email" name="email" type="email" autocomplete="username" required${error ? ' aria-describedby="fout"' : ''}>
<label for="password">Wachtwoord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Inloggen</button>
</form>
</main>
</body>
</html>`;
}

/** The portal's hosts on this machine: `http://localhost`, `http://{brand}.localhost`, `http://127.0.0.1`, any port. */
export const LOCAL_ORIGIN = /^http:\/\/(([a-z0-9-]+\.)*localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** The origin of a URL when the lake allows it (for CORS and the sign-in's way back), else undefined. */
export function allowedOrigin(url: string | undefined, allow: (origin: string) => boolean): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return allow(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}
