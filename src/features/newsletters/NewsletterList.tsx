/**
 * The newsletters island (/account/nieuwsbrieven): the brand's newsletters with what each is about and how often it
 * comes, and a switch per newsletter to receive it or not. The list is the fetcher's `Newsletter` entry, read from
 * `GET /api/newsletter` with the fetcher's retries; a switch sends `PUT /api/newsletter`, whose answer (the whole
 * list as stored) replaces that entry, so what the screen shows is always what the server holds. While it loads the
 * screen keeps the list's layout; a failed load offers "Probeer opnieuw"; a brand without newsletters says so.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { newsletterService, services, violationMessages, type NewsletterItem } from '../../lib/service-client';
import type { NewsletterChoice } from '../../shared/newsletters';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { Toggle } from '../../ui/toggle';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { newslettersArea } from './area';

export interface NewsletterListProps {
  /** Translations newsletters.*, the page states and the violation codes of the endpoint. */
  messages: Readonly<Record<string, string>>;
  /** The brand's name, for the list's label and the empty state. */
  brandName: string;
}

type Notice = { variant: 'success' | 'error'; text: string; id: number };

function fill(template: string | undefined, params: Record<string, string>): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/** The newsletters with the subscriber's choice, under the manifest's cache key. */
function newslettersQuery() {
  return fetcher().createQuery<NewsletterItem[]>(
    newslettersArea.cacheKeys.newsletters,
    async () => (await services().call(newsletterService.list)).newsletters,
  );
}

/** A choice; the answer's list becomes the cache entry the screen reads. */
function newsletterUpdate() {
  return fetcher().createUpdate(
    newslettersArea.cacheKeys.newsletters,
    (choice: NewsletterChoice) => services().call(newsletterService.change, choice),
    (answer) => answer.newsletters,
  );
}

export default function NewsletterList({ messages, brandName }: NewsletterListProps) {
  const m = (key: string, params: Record<string, string> = {}) => fill(messages[key], params);
  const hydrated = useHydrated();
  const $list = useMemo(newslettersQuery, []);
  const $update = useMemo(newsletterUpdate, []);
  const { data, error } = useStore($list);
  // Listened to, so the mutator keeps a failure in its store until the next choice (it forgets it when unwatched).
  useStore($update);
  // The choice being saved: shown at once, then replaced by what the server answers (or undone when it failed).
  const [saving, setSaving] = useState<{ slug: string; subscribed: boolean }>();
  const [notice, setNotice] = useState<Notice>();

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m} onRetry={() => $list.invalidate()} />;
  }
  if (data === undefined) return <ListPlaceholder loading={m('pageLoading')} />;
  if (data.length === 0) {
    return (
      <p className="rounded-brand border border-border bg-surface p-4" data-newsletters-empty>
        {m('newsletters.empty', { brand: brandName })}
      </p>
    );
  }

  async function choose(newsletter: NewsletterItem, subscribed: boolean) {
    setSaving({ slug: newsletter.slug, subscribed });
    const id = (notice?.id ?? 0) + 1;
    // The mutator keeps a failure in its store instead of throwing; no answer means it failed.
    const answer = await $update.mutate({ slug: newsletter.slug, subscribed });
    setSaving(undefined);
    if (answer) {
      const key = subscribed ? 'newsletters.subscribed' : 'newsletters.unsubscribed';
      setNotice({ variant: 'success', text: m(key, { title: newsletter.title }), id });
      return;
    }
    // A refused choice says why (the newsletter is gone); anything else that it was not saved.
    const reasons = violationMessages($update.get().error, messages).filter(
      (text) => text !== messages['GENERIC-ERROR'],
    );
    const text = reasons.length > 0 ? reasons.join(' ') : m('newsletters.failed', { title: newsletter.title });
    setNotice({ variant: 'error', text, id });
  }

  return (
    <div className="flex flex-col gap-6">
      {notice ? (
        <NotificationBanner key={notice.id} variant={notice.variant} shouldAnnounce>
          {notice.text}
        </NotificationBanner>
      ) : null}
      <ul className="flex flex-col gap-4" aria-label={m('newsletters.listLabel', { brand: brandName })}>
        {data.map((newsletter) => (
          <li
            key={newsletter.slug}
            data-newsletter={newsletter.slug}
            className="flex flex-col gap-3 rounded-brand border border-border bg-surface p-4 tablet:flex-row tablet:items-start tablet:justify-between"
          >
            <div className="flex max-w-prose flex-col gap-1">
              <h2 className="font-brand text-lg font-bold">{newsletter.title}</h2>
              <p>{newsletter.description}</p>
              <p className="text-text-muted">
                <span className="font-semibold">{m('newsletters.frequency')}:</span> {newsletter.frequency}
              </p>
            </div>
            <Toggle
              checked={saving?.slug === newsletter.slug ? saving.subscribed : newsletter.subscribed}
              disabled={!hydrated || saving !== undefined}
              onCheckedChange={({ checked }) => void choose(newsletter, checked)}
              labelPosition="start"
              label={
                <>
                  <span aria-hidden="true">{m('newsletters.receive')}</span>
                  <span className="sr-only">{m('newsletters.receiveLabel', { title: newsletter.title })}</span>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Three cards of the list's size with grey bars, so nothing moves when the list arrives. */
function ListPlaceholder({ loading }: { loading: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {loading}
      </p>
      <ul className="flex flex-col gap-4">
        {[0, 1, 2].map((index) => (
          <li key={index} className="flex flex-col gap-2 rounded-brand border border-border bg-surface p-4">
            <span aria-hidden="true" className="block h-6 w-48 rounded-brand bg-border motion-safe:animate-pulse" />
            <span aria-hidden="true" className="block h-5 w-full rounded-brand bg-border motion-safe:animate-pulse" />
            <span aria-hidden="true" className="block h-5 w-40 rounded-brand bg-border motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </div>
  );
}
