/**
 * The logout step of oidc-provider: its confirmation form (a hidden CSRF token) with our button, pressed at once
 * by the script after hydration — the user already chose to log out in the portal; without script they press it.
 */
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { useHost } from './host-context';
import { Heading, Text } from './layout';

export interface LogoutPageProps {
  /** oidc-provider's `<form id="op.logoutForm">` as the library renders it (its own markup, not user input). */
  form: string;
}

export function LogoutPage({ form }: LogoutPageProps) {
  const { t } = useHost();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.click();
  }, []);
  return (
    <>
      <Heading>{t('identity.logout.title')}</Heading>
      <Text>{t('identity.logout.intro')}</Text>
      {/* The provider's form carries its CSRF token; the button below submits it through `form`. */}
      <div dangerouslySetInnerHTML={{ __html: form }} />
      <Button ref={button} type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-button" fullWidth>
        {t('identity.logout.button')}
      </Button>
    </>
  );
}
