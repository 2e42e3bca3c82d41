/**
 * The sessions area's manifest: one screen, switched by
 * the general flag isSessionOverviewEnabled, which also guards the GraphQL operations that list and end sessions.
 */
import { defineArea } from '../../shared/area';

export const sessionsArea = defineArea({
  key: 'sessions',
  order: 40,
  routes: {
    overview: {
      path: '/account/sessies',
      page: 'account/sessies.astro',
      access: 'account',
      flag: 'isSessionOverviewEnabled',
      category: 'My Account',
    },
  },
  // No entry in the top navigation (it has room for the main areas only): the account overview links here.
  guards: { isSessionOverviewEnabled: ['sessions', 'sessionCount', 'endSession', 'endOtherSessions'] },
  cacheKeys: { sessions: 'Session' },
  mutations: {
    endSession: { revalidates: [{ exact: 'Session' }] },
    endOtherSessions: { revalidates: [{ exact: 'Session' }] },
  },
});
