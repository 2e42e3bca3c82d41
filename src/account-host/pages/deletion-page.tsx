/**
 * Signing in to an account that waits for its deletion: the planned date, and the choice to cancel the deletion
 * ("Verwijdering intrekken") or go on signed in with it still planned. Both buttons post the same form, which carries
 * the single-use token of this sign-in (the account is only signed in by that post). After "Verwijdering intrekken"
 * the same page says, as its heading and in a status message, that the account stays, with one button onward to the
 * portal (a new token: the sign-in is only finished by that post too).
 */
import { Button } from '../../ui/button';
import { useHost } from './host-context';
import { Heading, Text } from './layout';

export interface DeletionPageProps {
  action: string;
  /** The single-use token that stands for the sign-in just proven. */
  token: string;
  /** The planned date as the reader writes it ("16 december 2026"); absent once the deletion is cancelled. */
  date?: string;
  /** The deletion was just cancelled: the confirmation, and onward to the portal. */
  cancelled?: boolean;
}

export function DeletionPage({ action, token, date, cancelled }: DeletionPageProps) {
  const { t, brand } = useHost();
  if (cancelled) {
    return (
      <>
        <Heading>{t('identity.deletion.cancelledTitle')}</Heading>
        <p role="status" className="leading-normal" data-testid="deletion-cancelled">
          {t('identity.deletion.cancelled')}
        </p>
        <form method="post" action={action} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" name="choice" value="continue" fullWidth>
            {t('identity.deletion.toPortal', { brand: brand?.name ?? '' })}
          </Button>
        </form>
      </>
    );
  }
  return (
    <>
      <Heading>{t('identity.deletion.title')}</Heading>
      <Text>{t('identity.deletion.message', { brand: brand?.name ?? '', date: date ?? '' })}</Text>
      <form method="post" action={action} className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" name="choice" value="cancel" fullWidth>
          {t('identity.deletion.cancel')}
        </Button>
        <Button type="submit" name="choice" value="keep" variant="secondary" fullWidth>
          {t('identity.deletion.continue')}
        </Button>
      </form>
    </>
  );
}
