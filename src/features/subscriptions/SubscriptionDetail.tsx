/**
 * The detail island of one subscription (`/abonnementen/[subscription_id]`): everything the overview shows plus the
 * subscription number, end date, digital access, its e-mail address and holder, the brand's links, and — as far as
 * the brand's flags allow — changing the subscription's e-mail address, its holder's personal details, and unlinking
 * it. The subscription comes through the fetcher (key S2LinkedSubscription/{id}); every change is a mutation whose
 * manifest rule revalidates the linked subscriptions, so the screen shows what the server stored. An id that is not
 * one of the account's subscriptions shows "not found", exactly as one that does not exist. The edit forms' fields
 * (./detail-fields.tsx) load when the user first asks to edit, or points at an edit button.
 */
import { useStore } from '@nanostores/react';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  ChangeSubscriptionEmailDocument,
  UnlinkSubscriptionDocument,
  UpdateSubscriptionPersonaliaDocument,
  type ChangeSubscriptionEmailMutationVariables,
  type UnlinkSubscriptionMutationVariables,
  type UpdateSubscriptionPersonaliaMutationVariables,
} from '../../lib/graphql/generated/graphql';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { LabelledValue } from '../../ui/labelled-value';
import { Loader } from '../../ui/loader';
import { NotificationBanner } from '../../ui/notification-banner';
import { Skeleton } from '../../ui/skeleton';
import type { Violation } from '../../shared/result';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { subscriptionsArea } from './area';
import {
  addressLine,
  BrandLinkList,
  editionDays,
  paymentLine,
  priceLine,
  StateTag,
  type BrandLinks,
  type Formatting,
} from './facts';
import { formatDate } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { splitViolations } from './messages';
import { linkedSubscriptionQuery, type LinkedSubscription } from './queries';

/** The edit forms' fields, loaded once (the import is shared) when first needed. */
const loadFields = () => import('./detail-fields');
const EmailFields = lazy(() => loadFields().then((module) => ({ default: module.EmailFields })));
const HolderFields = lazy(() => loadFields().then((module) => ({ default: module.HolderFields })));
/** Starts loading the fields as soon as the user points at or tabs to an edit button, so they are there on click. */
const preloadFields = () => void loadFields().catch(() => undefined);

export interface SubscriptionDetailProps {
  subscriptionId: string;
  /** Translations (SUBSCRIPTION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The brand links per brand key. */
  linksByBrand: Readonly<Record<string, BrandLinks>>;
  /** What the brand's flags allow. */
  actions: { changeEmail: boolean; editPersonalia: boolean; unlink: boolean };
  locale: Formatting['locale'];
}

/** A mutation answer of this screen. */
interface ChangeAnswer {
  ok: boolean;
  violations: readonly Violation[];
}

export default function SubscriptionDetail({
  subscriptionId,
  messages,
  linksByBrand,
  actions,
  locale,
}: SubscriptionDetailProps) {
  const m = useMessages(messages);
  const $subscription = useMemo(() => linkedSubscriptionQuery(subscriptionId), [subscriptionId]);
  const { data, error } = useStore($subscription);
  const [unlinked, setUnlinked] = useState(false);

  if (unlinked) {
    return (
      <div className="flex flex-col gap-4" data-testid="subscription-unlinked">
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t('subscriptions.unlink.done')}
        </NotificationBanner>
        <div>
          <LinkButton href="/abonnementen">{m.t('subscriptions.backToOverview')}</LinkButton>
        </div>
      </div>
    );
  }
  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m.t('pageErrorMessage')}
        retryLabel={m.t('pageReloadButtonLabel')}
        onRetry={() => $subscription.invalidate()}
      />
    );
  }
  if (data === undefined) return <DetailPlaceholder m={m} actions={actions} />;
  if (data === null) {
    return (
      <div className="flex flex-col gap-4" data-testid="subscription-not-found">
        <NotificationBanner variant="info">{m.t('subscriptions.notFound')}</NotificationBanner>
        <div>
          <LinkButton href="/abonnementen" variant="secondary">
            {m.t('subscriptions.backToOverview')}
          </LinkButton>
        </div>
      </div>
    );
  }

  const f: Formatting = { locale };
  const subscription = data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="subscription-title" className="rounded-brand border border-border bg-surface p-4">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="subscription-title" className="font-brand text-xl font-bold">
              {subscription.title}
            </h2>
            <p className="text-sm text-text-muted">
              {subscription.brandName} · {m.t(`subscriptions.productType.${subscription.productType.toLowerCase()}`)}
            </p>
          </div>
          <StateTag subscription={subscription} m={m} f={f} />
        </div>
        <LabelledValue.Root layout="inline">
          <LabelledValue.Item
            label={m.t('subscriptions.field.number')}
            value={subscription.subscriptionNumber}
            data-testid="subscription-number"
          />
          <LabelledValue.Item label={m.t('subscriptions.field.days')} value={editionDays(subscription, m)} />
          <LabelledValue.Item label={m.t('subscriptions.field.address')} value={addressLine(subscription, m)} />
          <LabelledValue.Item
            label={m.t('subscriptions.field.startDate')}
            value={formatDate(subscription.startDate, f)}
          />
          {subscription.endDate ? (
            <LabelledValue.Item
              label={m.t('subscriptions.field.endDate')}
              value={formatDate(subscription.endDate, f)}
            />
          ) : null}
          <LabelledValue.Item label={m.t('subscriptions.field.price')} value={priceLine(subscription, m, f)} />
          <LabelledValue.Item label={m.t('subscriptions.field.payment')} value={paymentLine(subscription, m)} />
          <LabelledValue.Item
            label={m.t('subscriptions.field.digitalAccess')}
            value={m.t(subscription.digitalAccess ? 'subscriptions.yes' : 'subscriptions.no')}
          />
        </LabelledValue.Root>
        <div className="mt-4">
          <BrandLinkList subscription={subscription} links={linksByBrand[subscription.brandKey] ?? {}} m={m} />
        </div>
      </section>
      <EmailSection subscription={subscription} m={m} canEdit={actions.changeEmail} />
      <PersonaliaSection subscription={subscription} m={m} canEdit={actions.editPersonalia} />
      {actions.unlink ? <UnlinkSection subscription={subscription} m={m} onUnlinked={() => setUnlinked(true)} /> : null}
    </div>
  );
}

/** The labels of the first section's rows (the end date only shows when there is one, so not here). */
const PLACEHOLDER_FIELDS = ['number', 'days', 'address', 'startDate', 'price', 'payment', 'digitalAccess'] as const;

/**
 * What the detail shows while it loads: the same sections, headings, labels and buttons as the loaded detail, with
 * grey bars for the subscription's own texts, so that nothing moves when it arrives (a loading block of another
 * height moved the footer: Lighthouse CLS 0.17, performance 92). Screen readers hear the loading text of the status
 * region; the rest is hidden from them.
 */
function DetailPlaceholder({ m, actions }: { m: MessageLookup; actions: SubscriptionDetailProps['actions'] }) {
  const frame = 'rounded-brand border border-border bg-surface p-4';
  const heading = (title: string, editLabel: string | null) => (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="font-brand text-xl font-bold">{title}</h2>
      {editLabel ? (
        <Button variant="secondary" size="small" disabled>
          {editLabel}
        </Button>
      ) : null}
    </div>
  );
  const rows = (labels: readonly string[]) => (
    <LabelledValue.Root layout="inline">
      {labels.map((label) => (
        <LabelledValue.Item
          key={label}
          label={m.t(label)}
          value={<Skeleton className="my-0.5 h-5 w-48 max-w-full" />}
        />
      ))}
    </LabelledValue.Root>
  );
  return (
    <div aria-busy="true" data-testid="subscription-loading" className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {m.t('pageLoading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-8">
        <div className={frame}>
          <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
            <div>
              <Skeleton className="my-0.5 h-6 w-64 max-w-full" />
              <Skeleton className="mt-1.5 h-4 w-40" />
            </div>
            <Skeleton className="h-7 w-24" />
          </div>
          {rows(PLACEHOLDER_FIELDS.map((field) => `subscriptions.field.${field}`))}
          <div className="mt-4 flex min-h-11 items-center">
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
        <div className={frame}>
          {heading(m.t('subscriptions.email.title'), actions.changeEmail ? m.t('subscriptions.edit') : null)}
          {rows(['subscriptions.email.label'])}
        </div>
        <div className={frame}>
          {heading(m.t('subscriptions.holder.title'), actions.editPersonalia ? m.t('subscriptions.edit') : null)}
          {rows(['subscriptions.holder.name', 'subscriptions.holder.phone'])}
        </div>
        {actions.unlink ? (
          <div className={frame}>
            <h2 className="mb-2 font-brand text-xl font-bold">{m.t('subscriptions.unlink.title')}</h2>
            <p className="mb-4 max-w-prose">{m.t('subscriptions.unlink.text')}</p>
            <Button variant="secondary" size="small" disabled>
              {m.t('subscriptions.unlink.action')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Edit-in-place state of a section: editing, saving, violations, saved notice, focus after each step. */
function useSection(fields: readonly string[]) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const split = splitViolations(violations, fields);

  useEffect(() => {
    if (violations.length === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-feedback]')
    )?.focus();
  }, [violations]);

  return {
    ...split,
    editing,
    saving,
    saved,
    formRef,
    headingRef,
    start() {
      setViolations([]);
      setSaved(0);
      setEditing(true);
    },
    cancel() {
      setViolations([]);
      setEditing(false);
      requestAnimationFrame(() => headingRef.current?.focus());
    },
    async submit(run: () => Promise<ChangeAnswer | undefined>) {
      setSaving(true);
      try {
        const result = await run();
        if (!result) setViolations([{ code: 'GENERIC-ERROR' }]);
        else if (result.ok) {
          setViolations([]);
          setEditing(false);
          setSaved(Date.now());
          requestAnimationFrame(() => headingRef.current?.focus());
        } else setViolations(result.violations);
      } catch {
        setViolations([{ code: 'GENERIC-ERROR' }]);
      } finally {
        setSaving(false);
      }
    },
  };
}

type Section = ReturnType<typeof useSection>;

function SectionFrame({
  id,
  title,
  editLabel,
  section,
  canEdit,
  m,
  children,
}: {
  id: string;
  title: string;
  editLabel: string;
  section: Section;
  canEdit: boolean;
  m: MessageLookup;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={id} className="rounded-brand border border-border bg-surface p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} ref={section.headingRef} tabIndex={-1} className="font-brand text-xl font-bold">
          {title}
        </h2>
        {canEdit && !section.editing ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={editLabel}
            disabled={!hydrated}
            onClick={section.start}
            onPointerEnter={preloadFields}
            onFocus={preloadFields}
          >
            {m.t('subscriptions.edit')}
          </Button>
        ) : null}
      </div>
      {section.saved && !section.editing ? (
        <NotificationBanner key={section.saved} variant="success" shouldAnnounce className="mb-4">
          {m.t('subscriptions.saved')}
        </NotificationBanner>
      ) : null}
      {children}
    </section>
  );
}

/**
 * A form's fields and buttons, with a loader while the fields load; once they are there the first input gets focus
 * (the effect of the last child runs when the fields have mounted, also when they had to be loaded first).
 */
function EditFields({ section, m, children }: { section: Section; m: MessageLookup; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-24 items-center">
          <Loader label={m.t('pageLoading')} />
        </div>
      }
    >
      {children}
      <FormButtons section={section} m={m} />
      <FocusFirstInput formRef={section.formRef} />
    </Suspense>
  );
}

function FocusFirstInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);
  return null;
}

function Feedback({ section, m }: { section: Section; m: MessageLookup }) {
  if (section.general.length === 0) return null;
  return (
    <div tabIndex={-1} data-form-feedback className="outline-none">
      <NotificationBanner variant="error" shouldAnnounce>
        {section.general.map((code) => (
          <p key={code}>{m.violation(code)}</p>
        ))}
      </NotificationBanner>
    </div>
  );
}

function FormButtons({ section, m }: { section: Section; m: MessageLookup }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={section.saving} loadingLabel={m.t('subscriptions.saving')}>
        {m.t('subscriptions.save')}
      </Button>
      <Button variant="tertiary" onClick={section.cancel} disabled={section.saving}>
        {m.t('subscriptions.cancel')}
      </Button>
    </div>
  );
}

function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

function EmailSection({
  subscription,
  m,
  canEdit,
}: {
  subscription: LinkedSubscription;
  m: MessageLookup;
  canEdit: boolean;
}) {
  const section = useSection(['email']);
  const $change = useMemo(
    () =>
      fetcher().createMutation(
        subscriptionsArea.mutations.changeSubscriptionEmail,
        async (variables: ChangeSubscriptionEmailMutationVariables) =>
          (await request(ChangeSubscriptionEmailDocument, variables)).changeSubscriptionEmail,
      ),
    [],
  );
  useStore($change);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = field(new FormData(event.currentTarget), 'email');
    await section.submit(() => $change.mutate({ subscriptionId: subscription.subscriptionId, email }));
  }

  return (
    <SectionFrame
      id="subscription-email"
      title={m.t('subscriptions.email.title')}
      editLabel={m.t('subscriptions.email.edit')}
      section={section}
      canEdit={canEdit}
      m={m}
    >
      {section.editing ? (
        <form ref={section.formRef} method="post" onSubmit={handleSubmit} className="flex max-w-md flex-col gap-4">
          <Feedback section={section} m={m} />
          <EditFields section={section} m={m}>
            <EmailFields
              m={m}
              email={subscription.email}
              error={section.byField['email'] ? m.violation(section.byField['email']) : undefined}
            />
          </EditFields>
        </form>
      ) : (
        <LabelledValue.Root layout="inline">
          <LabelledValue.Item
            label={m.t('subscriptions.email.label')}
            value={subscription.email || m.t('subscriptions.notSet')}
            data-testid="subscription-email"
          />
        </LabelledValue.Root>
      )}
    </SectionFrame>
  );
}

function PersonaliaSection({
  subscription,
  m,
  canEdit,
}: {
  subscription: LinkedSubscription;
  m: MessageLookup;
  canEdit: boolean;
}) {
  const section = useSection(['first_name', 'last_name', 'phone_number']);
  const $update = useMemo(
    () =>
      fetcher().createMutation(
        subscriptionsArea.mutations.updateSubscriptionPersonalia,
        async (variables: UpdateSubscriptionPersonaliaMutationVariables) =>
          (await request(UpdateSubscriptionPersonaliaDocument, variables)).updateSubscriptionPersonalia,
      ),
    [],
  );
  useStore($update);
  const holder = subscription.holder;
  const error = (name: string) => (section.byField[name] ? m.violation(section.byField[name]) : undefined);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      first_name: field(data, 'first_name'),
      last_name: field(data, 'last_name'),
      phone_number: field(data, 'phone_number'),
    };
    await section.submit(() => $update.mutate({ subscriptionId: subscription.subscriptionId, input }));
  }

  return (
    <SectionFrame
      id="subscription-holder"
      title={m.t('subscriptions.holder.title')}
      editLabel={m.t('subscriptions.holder.edit')}
      section={section}
      canEdit={canEdit}
      m={m}
    >
      {section.editing ? (
        <form ref={section.formRef} method="post" onSubmit={handleSubmit} className="flex flex-col gap-4">
          <Feedback section={section} m={m} />
          <EditFields section={section} m={m}>
            <HolderFields m={m} holder={holder} error={error} />
          </EditFields>
        </form>
      ) : (
        <LabelledValue.Root layout="inline">
          <LabelledValue.Item
            label={m.t('subscriptions.holder.name')}
            value={[holder.firstName, holder.lastName].filter(Boolean).join(' ') || m.t('subscriptions.notSet')}
            data-testid="subscription-holder-name"
          />
          <LabelledValue.Item
            label={m.t('subscriptions.holder.phone')}
            value={holder.phoneNumber || m.t('subscriptions.notSet')}
          />
        </LabelledValue.Root>
      )}
    </SectionFrame>
  );
}

function UnlinkSection({
  subscription,
  m,
  onUnlinked,
}: {
  subscription: LinkedSubscription;
  m: MessageLookup;
  onUnlinked: () => void;
}) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const $unlink = useMemo(
    () =>
      fetcher().createMutation(
        subscriptionsArea.mutations.unlinkSubscription,
        async (variables: UnlinkSubscriptionMutationVariables) =>
          (await request(UnlinkSubscriptionDocument, variables)).unlinkSubscription,
      ),
    [],
  );
  const { loading = false } = useStore($unlink);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function unlink() {
    const result = await $unlink.mutate({ subscriptionId: subscription.subscriptionId });
    if (result?.ok) onUnlinked();
    else setFailure(result?.violations[0]?.code ?? 'GENERIC-ERROR');
  }

  return (
    <section aria-labelledby="subscription-unlink" className="rounded-brand border border-border bg-surface p-4">
      <h2 id="subscription-unlink" className="mb-2 font-brand text-xl font-bold">
        {m.t('subscriptions.unlink.title')}
      </h2>
      <p className="mb-4 max-w-prose">{m.t('subscriptions.unlink.text')}</p>
      {failure ? (
        <NotificationBanner variant="error" shouldAnnounce className="mb-4">
          {m.violation(failure)}
        </NotificationBanner>
      ) : null}
      {confirming ? (
        <div ref={confirmRef} tabIndex={-1} className="flex flex-col gap-3 outline-none" data-testid="unlink-confirm">
          <p className="font-semibold">{m.t('subscriptions.unlink.confirm', { title: subscription.title })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              loading={loading}
              loadingLabel={m.t('subscriptions.saving')}
              onClick={() => void unlink()}
            >
              {m.t('subscriptions.unlink.yes')}
            </Button>
            <Button variant="tertiary" disabled={loading} onClick={() => setConfirming(false)}>
              {m.t('subscriptions.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="small" disabled={!hydrated} onClick={() => setConfirming(true)}>
          {m.t('subscriptions.unlink.action')}
        </Button>
      )}
    </section>
  );
}
