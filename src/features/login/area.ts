/**
 * The login area's manifest: the prebuilt login page, the LoggedInDifferentAccount choice, and the endpoints of
 * signing in and out (the OpenID flow of src/server/auth/portal-handlers.ts).
 */
import { defineArea } from '../../shared/area';

export const loginArea = defineArea({
  key: 'login',
  order: 140,
  shell: true,
  routes: {
    login: {
      lighthouse: 'signedOut',
      path: '/login',
      page: 'login.astro',
      access: 'public',
      category: 'login',
      prebuilt: true,
    },
    otherAccount: {
      path: '/login/ander-account',
      page: 'login/ander-account.astro',
      access: 'public',
      category: 'login',
    },
  },
  endpoints: [
    'api/auth/login.ts',
    'api/auth/check.ts',
    'api/auth/callback.ts',
    'api/auth/switch.ts',
    'api/auth/stay.ts',
    'api/auth/visitor.ts',
    'api/logout.ts',
  ],
});
