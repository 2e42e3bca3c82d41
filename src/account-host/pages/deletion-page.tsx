/**
 * Signing in to an account that waits for its deletion: the planned date, and the choice to cancel the deletion
 * ("Verwijdering intrekken") or go on signed in with it still planned. Both buttons post the same form, which carries
 * the single-use token of this sign-in (the account is only signed in by that post).
 */
import { Button } from '../../ui/button';
import { useHost } from './host-context';
import { Heading, Text } from './layout';

export interface DeletionPageProps {
  action: string;
  /** The single-use token that stands for the sign-in just proven. */
  token: string;
  /** The planned date as the reader writes it ("16 december 2026"). */
  date: string;
}

export function DeletionPage({ action, token, date }: DeletionPageProps) {
  const { t, brand } = useHost();
  return (
    <>
      <Heading>{t('identity.deletion.title')}</Heading>
      <Text>{t('identity.deletion.message', { brand: brand?.name ?? '', date })}</Text>
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
