/**
 * The signed-in header of a shared page. A prebuilt page is one file for every visitor, so it cannot
 * know who is signed in: it carries the signed-in header hidden and without an address (src/layouts/parts/Header.astro).
 * When the signed-in hint cookie says this browser has a portal session (src/server/auth/session.ts), this shows that
 * header at once instead of "Inloggen" and asks `/api/auth/visitor` whose session it is, to fill in "Ingelogd als …".
 * Should the session have ended meanwhile, the answer removes the hint and the page shows "Inloggen" again.
 */

/** The cookie of src/server/auth/session.ts (SIGNED_IN_HINT_COOKIE). */
export const SIGNED_IN_HINT = 'mo_signed_in=1';

/** True while the signed-in hint is in `cookies` (`document.cookie`). */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === SIGNED_IN_HINT);
}

interface Visitor {
  signedIn: boolean;
  email?: string;
}

/** Shows the signed-in header of a shared page for a signed-in visitor; resolves once it is filled in (or undone). */
export async function startSignedInHeader(
  doc: Document = document,
  fetchVisitor: () => Promise<Response> = () =>
    fetch('/api/auth/visitor', { credentials: 'same-origin', headers: { accept: 'application/json' } }),
): Promise<void> {
  const signedIn = doc.querySelector<HTMLElement>('[data-signed-in]');
  if (!signedIn || !hasSignedInHint(doc.cookie)) return;
  const signedOut = doc.querySelectorAll<HTMLElement>('[data-signed-out]');
  const show = (isSignedIn: boolean) => {
    signedIn.hidden = !isSignedIn;
    for (const element of signedOut) element.hidden = isSignedIn;
  };
  show(true);
  let visitor: Visitor;
  try {
    const answer = await fetchVisitor();
    // Not an answer about the visitor (a server error, no connection): the hint stands, the address stays out.
    if (!answer.ok) return;
    visitor = (await answer.json()) as Visitor;
  } catch {
    return;
  }
  if (!visitor.signedIn || !visitor.email) {
    show(false);
    return;
  }
  const text = signedIn.querySelector<HTMLElement>('[data-logged-in-as]');
  const template = text?.dataset['template'];
  if (text && template) {
    const label = template.replace('{email}', visitor.email);
    // As Header.astro renders it for a visitor: the address in a span of its own, the words around it only where
    // there is room for them (from 1440 px they are for screen readers only).
    const [before = '', after = ''] = template.split('{email}');
    const part = (content: string, wordsOnly: boolean) => {
      const span = doc.createElement('span');
      if (wordsOnly) span.className = 'desktop:sr-only';
      span.textContent = content;
      return span;
    };
    text.replaceChildren(
      ...[part(before, true), part(visitor.email, false), part(after, true)].filter((span) => span.textContent),
    );
    text.title = label;
  }
}
