/**
 * Login sends the user to the brand's account host at /login with a callback_url holding the
 * current page path — not added when already on /login.
 */
export function loginUrl(accountHostOrigin: string, currentPath: string): string {
  const url = new URL('/login', accountHostOrigin);
  const path = currentPath.split('#', 1)[0] || '/';
  const bare = path.split('?', 1)[0]!.replace(/\/+$/, '') || '/';
  if (bare !== '/login') url.searchParams.set('callback_url', path);
  return url.toString();
}
