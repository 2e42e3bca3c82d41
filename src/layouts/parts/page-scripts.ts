/**
 * The browser half of the page shell, one module for every page (DefaultLayout's one `<script>`): a page loads one
 * file for its shell instead of four, each of which the components below used to bring on their own. Each part finds
 * its own element and does nothing without it.
 */
import { startChatWidget } from '../../features/contact/chat-widget';
import { fitViewport } from './fit-viewport';
import '../../features/login/sso-check';
import { startSignedInHeader } from '../../features/login/signed-in-header';
import { startPlatform } from '../../features/platform/platform';
import { setupRouteLoading } from '../../lib/shell/route-loading';
import { hideOnScroll } from '../../ui/top-bar/hide-on-scroll';

// The sticky heading bar (StickyBar.astro) hides while the visitor scrolls down.
// First: a phone narrower than the layout gets the page scaled to its screen.
fitViewport();

document.querySelectorAll<HTMLElement>('[data-sticky-bar]').forEach((bar) => hideOnScroll(bar));
// The loading overlay of a slow navigation (RouteLoading.astro).
const overlay = document.querySelector<HTMLElement>('[data-route-loading]');
if (overlay) setupRouteLoading(overlay);
// Consent, analytics, prefetching and double-click protection (Platform.astro).
startPlatform();
// The chat widget of a brand with chat (ChatWidget.astro).
startChatWidget();
// A shared (prebuilt) page's header for a signed-in visitor (Header.astro).
void startSignedInHeader();
