/**
 * A form submitted before its island has hydrated must not silently do nothing: the server-rendered HTML of every
 * island whose action is JavaScript has that action disabled; hydration enables it (src/ui/hydration).
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../areas';
import AppIntegrationTool from '../platform/AppIntegrationTool';
import EmailChange from './EmailChange';
import EmailConfirm from './EmailConfirm';
import PasswordChange from './PasswordChange';
import PhoneVerification from './PhoneVerification';

/** The server HTML's buttons with their attributes (as Astro renders an island with `client:load`). */
function serverButtons<P extends object>(component: ComponentType<P>, props: P): string[] {
  return renderToString(createElement(component, props)).match(/<button\b[^>]*>/g) ?? [];
}

const messages = {};

describe('islands before hydration', () => {
  it.each<[string, ComponentType<never>, object]>([
    ['password change', PasswordChange as ComponentType<never>, { messages }],
    ['e-mail change', EmailChange as ComponentType<never>, { messages, accountId: 'acc-1' }],
    [
      'app-integration tool',
      AppIntegrationTool as ComponentType<never>,
      { messages, brandKey: 'ad', appRoutes: APP_ROUTES },
    ],
  ])('%s: the submit button is disabled in the server HTML', (_name, component, props) => {
    const submits = serverButtons(component, props as never).filter((tag) => /type="submit"/.test(tag));
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatch(/\bdisabled=""/);
  });

  it.each<[string, ComponentType<never>, object]>([
    [
      'phone verification',
      PhoneVerification as ComponentType<never>,
      { messages, accountId: 'acc-1', phoneNumber: '+31612345678', country: 'nl' },
    ],
    [
      'e-mail confirmation',
      EmailConfirm as ComponentType<never>,
      { messages, accountId: 'acc-1', token: 't', newEmail: 'a@example.nl' },
    ],
  ])('%s: the action button is disabled in the server HTML', (_name, component, props) => {
    const buttons = serverButtons(component, props as never);
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toMatch(/\bdisabled=""/);
  });
});
