import { afterEach, describe, expect, it, vi } from 'vitest';
import { MUTATIONS } from '../../features/areas';
import { CACHE_LIFETIME_MS, createFetcherContext } from './fetcher';
import { entityKey } from './keys';

/** The keys of the entities (and the account's own details). */
const ENTITY = {
  sharedAccessOverview: 'SasOverview',
  holidayOverview: 'HolidayServicesOverview',
  movingOverview: 'MovingHouseServicesOverview',
  temporaryDeliveryAddress: 'HolidayServiceTemporaryAddress',
  deliverySuspension: 'HolidayServiceDeliverySuspension',
  linkedSubscription: 'S2LinkedSubscription',
  account: 'UmsAccount',
  sessions: 'Session',
  deliveryComplaints: 'DeliveryComplaint',
  complaintOptions: 'DeliveryComplaintOptions',
  invoices: 'S2Invoices',
  paymentOverview: 'PaymentOverview',
};

/** Every key a screen of the portal may have mounted, with two instances of each keyed entity. */
const ALL_KEYS = [
  ENTITY.sharedAccessOverview,
  ENTITY.holidayOverview,
  ENTITY.movingOverview,
  entityKey(ENTITY.temporaryDeliveryAddress, 'c1'),
  entityKey(ENTITY.temporaryDeliveryAddress, 'c2'),
  entityKey(ENTITY.deliverySuspension, 'c1'),
  entityKey(ENTITY.deliverySuspension, 'c2'),
  ENTITY.linkedSubscription,
  entityKey(ENTITY.linkedSubscription, 's1'),
  ENTITY.sessions,
  ENTITY.deliveryComplaints,
  entityKey(ENTITY.complaintOptions, 's1'),
  'ContactCase',
  ENTITY.invoices,
  ENTITY.paymentOverview,
  'DataExport',
];

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function mountAll() {
  const context = createFetcherContext({ sleep: async () => {} });
  const fetches = new Map<string, number>();
  const unsubscribes = ALL_KEYS.map((key) => {
    const store = context.createQuery(key, async (...parts) => {
      const joined = parts.join('');
      fetches.set(joined, (fetches.get(joined) ?? 0) + 1);
      return { key: joined };
    });
    return store.listen(() => {});
  });
  await tick();
  expect([...fetches.values()].every((count) => count === 1)).toBe(true);
  fetches.clear();
  return { context, fetches, unmount: () => unsubscribes.forEach((unsubscribe) => unsubscribe()) };
}

/**
 * Row by row: mutation → the keys it must refresh (and nothing else); then the portal's own
 * mutations that refresh a key (the sessions screen).
 */
const EXPECTED: Record<string, { variables: { changeId?: string }; keys: string[] }> = {
  revokeCoReader: { variables: {}, keys: ['SasOverview'] },
  revokeInvite: { variables: {}, keys: ['SasOverview'] },
  sendInvite: { variables: {}, keys: ['SasOverview'] },
  // The portal's own: accepting an invitation refreshes the co-reader's overview.
  acceptInvite: { variables: {}, keys: ['SasOverview'] },
  cancelTemporaryDeliveryAddressV2: { variables: { changeId: 'c1' }, keys: ['HolidayServiceTemporaryAddress/c1'] },
  cancelDeliverySuspensionV2: { variables: { changeId: 'c2' }, keys: ['HolidayServiceDeliverySuspension/c2'] },
  submitTemporaryDeliveryAddressV2: { variables: {}, keys: ['HolidayServicesOverview'] },
  suspendDeliveryV2: { variables: {}, keys: ['HolidayServicesOverview'] },
  // The holiday overview's own: bringing an end date forward refreshes the overview (the island keeps the answer).
  bringHolidayEndDateForward: { variables: { changeId: 'c1' }, keys: ['HolidayServicesOverview'] },
  submitMovingHouseV2: { variables: {}, keys: ['MovingHouseServicesOverview'] },
  changeEmail: { variables: {}, keys: ['S2LinkedSubscription', 'S2LinkedSubscription/s1'] },
  // The subscriptions screens' own: every change of a subscription refreshes the list and each one.
  linkSubscription: { variables: {}, keys: ['S2LinkedSubscription', 'S2LinkedSubscription/s1'] },
  unlinkSubscription: { variables: {}, keys: ['S2LinkedSubscription', 'S2LinkedSubscription/s1'] },
  changeSubscriptionEmail: { variables: {}, keys: ['S2LinkedSubscription', 'S2LinkedSubscription/s1'] },
  confirmSubscriptionEmail: { variables: {}, keys: ['S2LinkedSubscription', 'S2LinkedSubscription/s1'] },
  updateSubscriptionPersonalia: { variables: {}, keys: ['S2LinkedSubscription', 'S2LinkedSubscription/s1'] },
  // A complaint refreshes the history and the dates still open for a complaint (the invoices stay as they are).
  submitDeliveryComplaint: {
    variables: {},
    keys: ['DeliveryComplaint', 'DeliveryComplaintOptions/s1'],
  },
  // A payment change refreshes the payment overview and the subscriptions screens; a hosted payment only the former.
  changePaymentDirectDebit: {
    variables: {},
    keys: ['PaymentOverview', 'S2LinkedSubscription', 'S2LinkedSubscription/s1'],
  },
  startPaymentChange: { variables: {}, keys: ['PaymentOverview'] },
  // The contact form: a sent form refreshes the account's cases; an upload link refreshes nothing.
  submitContactForm: { variables: {}, keys: ['ContactCase'] },
  createContactFormUploadLink: { variables: {}, keys: [] },
  // Asking for a download of one's data refreshes the export's state.
  requestDataExport: { variables: {}, keys: ['DataExport'] },
  endSession: { variables: {}, keys: ['Session'] },
  endOtherSessions: { variables: {}, keys: ['Session'] },
};

describe('mutations revalidate exactly the keys', () => {
  it('has a rule for every mutation the specification names, from the manifests and the planned areas', () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, { variables, keys }] of Object.entries(EXPECTED)) {
    it(`${name} refreshes ${keys.join(', ')}`, async () => {
      const { context, fetches, unmount } = await mountAll();
      const run = vi.fn(async () => ({ ok: true }));
      const mutation = context.createMutation(MUTATIONS[name]!, run);
      await expect(mutation.mutate(variables)).resolves.toEqual({ ok: true });
      await tick();
      expect(run).toHaveBeenCalledWith(variables);
      expect([...fetches.keys()].sort()).toEqual([...keys].sort());
      unmount();
    });
  }

  it('revalidates after a failed mutation too (the server may have changed part of it)', async () => {
    const { context, fetches, unmount } = await mountAll();
    const mutation = context.createMutation(MUTATIONS['sendInvite']!, async () => {
      throw new Error('refused');
    });
    const stop = mutation.listen(() => {});
    await mutation.mutate({});
    await tick();
    expect(mutation.get().error).toBeInstanceOf(Error);
    expect([...fetches.keys()]).toEqual(['SasOverview']);
    stop();
    unmount();
  });

  it('refuses a by-changeId mutation without a changeId', async () => {
    const context = createFetcherContext();
    const run = vi.fn(async () => 'x');
    const mutation = context.createMutation(MUTATIONS['cancelDeliverySuspensionV2']!, run);
    const stop = mutation.listen(() => {});
    await mutation.mutate({});
    expect(String(mutation.get().error)).toMatch(/changeId/);
    expect(run).not.toHaveBeenCalled();
    stop();
  });
});

describe('updates that write their answer into their own key', () => {
  it('write what the server answered into their own key and revalidate no key at all', async () => {
    const { context, fetches, unmount } = await mountAll();
    const account = context.createQuery(ENTITY.account, async () => ({ name: 'Jan' }));
    const stopAccount = account.listen(() => {});
    await vi.waitFor(() => expect(account.get().data).toEqual({ name: 'Jan' }));
    fetches.clear();
    const update = context.createUpdate(
      ENTITY.account,
      async (variables: { name: string }) => ({ ok: true, account: variables }),
      (result) => (result.ok ? result.account : undefined),
    );
    const stop = update.listen(() => {});
    await expect(update.mutate({ name: 'Johannes' })).resolves.toEqual({ ok: true, account: { name: 'Johannes' } });
    await tick();
    expect(account.get().data).toEqual({ name: 'Johannes' });
    expect([...fetches.keys()]).toEqual([]);
    // A second save runs too (the store left its loading state).
    await expect(update.mutate({ name: 'Jo' })).resolves.toMatchObject({ ok: true });
    expect(account.get().data).toEqual({ name: 'Jo' });
    stop();
    stopAccount();
    unmount();
  });

  it('leave the cache alone when the answer carries nothing to keep', async () => {
    const context = createFetcherContext();
    const account = context.createQuery(ENTITY.account, async () => 'saved');
    const stopAccount = account.listen(() => {});
    await vi.waitFor(() => expect(account.get().data).toBe('saved'));
    const update = context.createUpdate(
      ENTITY.account,
      async () => ({ ok: false }),
      () => undefined,
    );
    const stop = update.listen(() => {});
    await update.mutate({});
    expect(account.get().data).toBe('saved');
    stop();
    stopAccount();
  });
});

describe('queries', () => {
  afterEach(() => vi.useRealTimers());

  it('stay loading through the retries and show the last error once they are used up', async () => {
    const waits: number[] = [];
    const context = createFetcherContext({ sleep: async (ms) => void waits.push(ms) });
    let attempts = 0;
    const store = context.createQuery('HolidayServicesOverview', async () => {
      attempts++;
      throw Object.assign(new Error('HTTP 503'), { status: 503 });
    });
    const states: boolean[] = [];
    const unsubscribe = store.listen((value) => states.push(Boolean(value.error)));
    await vi.waitFor(() => expect(store.get().error).toBeDefined());
    expect(attempts).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(states.filter(Boolean)).toHaveLength(1);
    unsubscribe();
  });

  it('garbage-collects cache entries 5 minutes after they were fetched', async () => {
    let now = Date.now();
    const context = createFetcherContext({ now: () => now });
    const store = context.createQuery('SasOverview', async () => 'data');
    const unsubscribe = store.listen(() => {});
    await vi.waitFor(() => expect(store.get().data).toBe('data'));
    unsubscribe();
    expect(CACHE_LIFETIME_MS).toBe(300_000);
    now += CACHE_LIFETIME_MS - 1000;
    expect(context.collectGarbage()).toBe(0);
    expect(context.cachedKeys()).toEqual(['SasOverview']);
    now += 2000;
    expect(context.collectGarbage()).toBe(1);
    expect(context.cachedKeys()).toEqual([]);
  });
});
