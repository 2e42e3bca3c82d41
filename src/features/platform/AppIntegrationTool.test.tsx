// @vitest-environment jsdom
import '../../ui/test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AppIntegrationTool from './AppIntegrationTool';

const messages = {
  'appIntegration.open': 'Pagina openen',
  'appIntegration.unreadable': 'De geopende pagina gaf geen gegevens door.',
  UNAUTHENTICATED: 'Je bent niet meer ingelogd. Log opnieuw in en probeer het nog eens.',
};

/** A window that went on to another origin (the account host's sign-in): reading where it is throws. */
function windowOnAnotherOrigin(): Window {
  return {
    closed: false,
    get location(): Location {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    },
    get document(): Document {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    },
  } as unknown as Window;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app-integration tool', () => {
  it('signed out, says at once that the opened page asks to sign in (not, after 15 s, that it gave nothing)', async () => {
    vi.spyOn(window, 'open').mockReturnValue(windowOnAnotherOrigin());
    render(<AppIntegrationTool appRoutes={['/account']} brandKey="ad" messages={messages} signedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina openen' }));
    expect(await screen.findByText(messages.UNAUTHENTICATED)).toBeTruthy();
    expect(screen.queryByText(messages['appIntegration.unreadable'])).toBeNull();
  });
});
