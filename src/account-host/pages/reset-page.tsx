/** Choose a new password, from the forgotten-password link. */
import { Button } from '../../ui/button';
import { ErrorSummary, summaryErrors } from '../../ui/error-summary';
import { useHost } from './host-context';
import { Heading, Text } from './layout';
import { NewPasswordField } from './register-page';

export interface ResetPageProps {
  action: string;
  /** The account's address: named in the text and given to password managers as the username. */
  email: string;
  error?: string;
}

export function ResetPage({ action, email, error }: ResetPageProps) {
  const { t } = useHost();
  return (
    <>
      <ErrorSummary title={t('identity.host.errorSummaryTitle')} errors={summaryErrors([['password', error]])} />
      <Heading>{t('identity.reset.title')}</Heading>
      <Text>{t('identity.reset.intro', { email })}</Text>
      <form method="post" action={action} noValidate className="flex flex-col gap-4">
        {/* Password managers store the new password under this username; people never see it. */}
        <input
          type="text"
          name="username"
          defaultValue={email}
          autoComplete="username"
          aria-label={t('identity.login.email')}
          readOnly
          hidden
        />
        <NewPasswordField error={error} />
        <Button type="submit" fullWidth>
          {t('identity.reset.submit')}
        </Button>
      </form>
    </>
  );
}
