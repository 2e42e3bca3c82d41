/**
 * The account's passkeys on this host: the list (name, when added, when last used), a remove button per passkey (a
 * plain form) and the form that adds one under a name. Adding needs the browser's passkey support and the script;
 * without them the page says so and the list still works.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { TextInput } from '../../ui/text-input';
import { useHost } from './host-context';
import { Heading, Text } from './layout';
import { browserSupportsWebAuthn, passkeyRegister } from './passkey-client';

export interface PasskeyListItem {
  id: string;
  name: string;
  /** The day it was added, in words. */
  created: string;
  lastUsed: string | null;
  synced: boolean;
}

export interface PasskeysPageProps {
  email: string;
  passkeys: PasskeyListItem[];
  optionsAction: string;
  registerAction: string;
  /** The portal's account page. */
  back: string;
  nameMaxLength: number;
  notice?: { kind: 'success' | 'error'; text: string };
}

function AddPasskey({ optionsAction, registerAction, nameMaxLength }: PasskeysPageProps) {
  const { t } = useHost();
  const texts = {
    failed: t('identity.passkeys.addFailed'),
    duplicate: t('identity.passkeys.duplicate'),
    cancelled: t('identity.passkeys.addCancelled'),
    missing: t('identity.passkeys.nameMissing'),
    tooLong: t('identity.passkeys.nameTooLong', { max: nameMaxLength }),
    needsScript: t('identity.passkeys.needsScript'),
    // The form is drawn only in the browser: its texts are asked for here, in the server render too.
    name: t('identity.passkeys.name'),
    nameHint: t('identity.passkeys.nameHint'),
    add: t('identity.passkeys.add'),
  };
  const headingId = useId();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
    const name = field.value.trim();
    setError(undefined);
    if (!name || name.length > nameMaxLength) {
      setNameError(name ? texts.tooLong : texts.missing);
      field.focus();
      return;
    }
    setNameError(undefined);
    setBusy(true);
    passkeyRegister({ options: optionsAction, register: registerAction }, name, texts)
      .then((outcome) => {
        if ('location' in outcome) return window.location.assign(outcome.location);
        setBusy(false);
        if ('cancelled' in outcome) return setError(texts.cancelled);
        if (outcome.field === 'name') {
          setNameError(outcome.error);
          field.focus();
        } else setError(outcome.error);
      })
      .catch(() => {
        setBusy(false);
        setError(texts.failed);
      });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-brand text-xl font-semibold">
        {t('identity.passkeys.addTitle')}
      </h2>
      {supported ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextInput
            id="passkey-name"
            name="name"
            label={texts.name}
            description={texts.nameHint}
            autoComplete="off"
            maxLength={nameMaxLength}
            error={nameError}
          />
          <Button type="submit" fullWidth loading={busy}>
            {texts.add}
          </Button>
          <p role="alert" className="text-on-negative empty:hidden" data-testid="passkey-add-error">
            {error}
          </p>
        </form>
      ) : (
        <Text>{texts.needsScript}</Text>
      )}
    </section>
  );
}

export function PasskeysPage(props: PasskeysPageProps) {
  const { t } = useHost();
  const { email, passkeys, notice, back } = props;
  return (
    <>
      {notice ? (
        <NotificationBanner variant={notice.kind} hideAfterMs={null} showIcon shouldAnnounce>
          {notice.text}
        </NotificationBanner>
      ) : null}
      <Heading>{t('identity.passkeys.title')}</Heading>
      <Text>{t('identity.passkeys.intro')}</Text>
      <Text>{t('identity.passkeys.accountOf', { email })}</Text>
      <section aria-labelledby="passkeys-list" className="flex flex-col gap-3">
        <h2 id="passkeys-list" className="font-brand text-xl font-semibold">
          {t('identity.passkeys.listTitle')}
        </h2>
        {passkeys.length === 0 ? (
          <Text>{t('identity.passkeys.none')}</Text>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="passkey-list">
            {passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-col gap-2 rounded-brand border border-border p-4"
                data-testid="passkey-item"
              >
                <p className="font-semibold break-words">{passkey.name}</p>
                <p className="text-text-muted">
                  {t('identity.passkeys.created', { date: passkey.created })}
                  <br />
                  {passkey.lastUsed
                    ? t('identity.passkeys.lastUsed', { date: passkey.lastUsed })
                    : t('identity.passkeys.neverUsed')}
                  {passkey.synced ? (
                    <>
                      <br />
                      {t('identity.passkeys.synced')}
                    </>
                  ) : null}
                </p>
                <form method="post" action={`/toegangssleutels/${passkey.id}/verwijderen`}>
                  <Button
                    type="submit"
                    variant="secondary"
                    size="small"
                    aria-label={t('identity.passkeys.removeLabel', { name: passkey.name })}
                  >
                    {t('identity.passkeys.remove')}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AddPasskey {...props} />
      <p>
        <LinkButton href={back} variant="tertiary">
          {t('identity.passkeys.backToAccount')}
        </LinkButton>
      </p>
    </>
  );
}
