/**
 * The logout step of oidc-provider (`/session/end`): a real question with a button. Any site can send a visitor
 * here, so the page never confirms by itself — only the visitor's own click ends the session at the account host
 * (the provider's form carries its CSRF token). Logging out in the portal does not come here: the portal ends this
 * session itself (src/server/domain/identity/). "Ingelogd blijven" returns to the brand's site with nothing ended.
 */
import { Button, LinkButton } from '../../ui/button';
import { useHost } from './host-context';
import { Heading, Text } from './layout';

export interface LogoutPageProps {
  /** oidc-provider's `<form id="op.logoutForm">` as the library renders it (its own markup, not user input). */
  form: string;
}

export function LogoutPage({ form }: LogoutPageProps) {
  const { t, portal } = useHost();
  return (
    <>
      <Heading>{t('identity.logout.title')}</Heading>
      <Text>{t('identity.logout.intro')}</Text>
      {/* The provider's form carries its CSRF token; the button below submits it through `form`. */}
      <div dangerouslySetInnerHTML={{ __html: form }} />
      <Button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-button" fullWidth>
        {t('identity.logout.button')}
      </Button>
      {portal ? (
        <LinkButton href={`${portal}/`} variant="secondary" fullWidth>
          {t('identity.logout.stay')}
        </LinkButton>
      ) : null}
    </>
  );
}
