// @vitest-environment jsdom
/**
 * The browser half of a page: the script hydrates exactly what the server rendered (no mismatch), and the design
 * system's behaviour comes alive — the error summary takes focus, the code form sends itself on the sixth digit (also
 * when the first digits were typed before the script ran).
 */
import '../ui/test-utils/dom';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../brands/registry';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator } from '../i18n/translate';
import { expectNoAxeViolations } from '../ui/test-utils/axe';
import type { PageInput } from './pages';
import { renderPage } from './render';

const t = createTranslator(committedTranslations('nl'));
const links = { password: '/i/x', code: '/i/x/code', forgot: '/i/x/wachtwoord-vergeten', register: '/i/x/registreren' };

/**
 * Puts the server's page in the document and runs the script on it (after `before`, what the visitor does before the
 * script has run); returns what React reported as errors.
 */
async function hydrate(input: PageInput, before?: () => void) {
  const html = renderPage(input, { brand: BRANDS.ad, t, portal: 'http://ad.localhost:4321' });
  document.documentElement.lang = 'nl-NL';
  document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!;
  before?.();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.resetModules();
  await act(async () => {
    await import('./client');
  });
  return errors;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('hydration', () => {
  it('takes over the sign-in page without a mismatch and focuses the error summary', async () => {
    const errors = await hydrate({
      page: 'login',
      props: { action: '/x', links, email: 'jan@example.nl', errors: { form: t('identity.login.wrongCredentials') } },
    });
    expect(errors).not.toHaveBeenCalled();
    const summary = document.querySelector('[data-error-summary]');
    expect(document.activeElement).toBe(summary);
    // After hydration the field's error is linked to it as well.
    const email = document.getElementById('email') as HTMLInputElement;
    expect(email.value).toBe('jan@example.nl');
    expect(email.getAttribute('aria-describedby')).toContain('email-error');
    // The summary's link puts focus on the field itself.
    await userEvent.click(document.querySelector<HTMLAnchorElement>('a[href="#email"]')!);
    expect(document.activeElement).toBe(email);
    await expectNoAxeViolations(document.body);
  });

  it('shows and hides the password with the design system toggle', async () => {
    await hydrate({ page: 'login', props: { action: '/x', links } });
    const password = document.getElementById('password') as HTMLInputElement;
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-label="Wachtwoord tonen"]')!;
    await userEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the code form by itself once the sixth digit is in, with the joined code', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    const errors = await hydrate({
      page: 'code-entry',
      props: { action: '/v', resendAction: '/c', links, kind: 'login', email: 'jan@example.nl' },
    });
    expect(errors).not.toHaveBeenCalled();
    const first = document.querySelector<HTMLInputElement>('input[name="verification-code-input-0"]')!;
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('12345');
    expect(submit).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector<HTMLInputElement>('input[name="code"]')!.value).toBe('123456');
  });

  it('keeps the digits typed before the script ran: the code goes on from them', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    const box = (index: number) =>
      document.querySelector<HTMLInputElement>(`input[name="verification-code-input-${index}"]`)!;
    const errors = await hydrate(
      {
        page: 'code-entry',
        props: { action: '/v', resendAction: '/c', links, kind: 'login', email: 'jan@example.nl' },
      },
      () => ['1', '2', '3'].forEach((digit, index) => (box(index).value = digit)),
    );
    expect(errors).not.toHaveBeenCalled();
    expect([0, 1, 2].map((index) => box(index).value)).toEqual(['1', '2', '3']);
    await userEvent.click(box(3));
    await userEvent.keyboard('456');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector<HTMLInputElement>('input[name="code"]')!.value).toBe('123456');
  });

  it('never confirms the logout step by itself: any site can send a visitor there, so the visitor decides', async () => {
    const clicked = vi.fn((event: Event) => event.preventDefault());
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    document.addEventListener('click', clicked);
    const errors = await hydrate({
      page: 'logout',
      props: { form: '<form id="op.logoutForm" method="post" action="/session/end/confirm"></form>' },
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    document.removeEventListener('click', clicked);
    expect(errors).not.toHaveBeenCalled();
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    // The question, with both answers: log out (the provider's form) or stay signed in (back to the site).
    expect(document.getElementById('logout-button')?.getAttribute('form')).toBe('op.logoutForm');
    const stay = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Nee, ingelogd blijven');
    expect(stay?.getAttribute('href')).toBe('http://ad.localhost:4321/');
    await expectNoAxeViolations(document.body);
  });
});
