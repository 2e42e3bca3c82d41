/** Texts of the client platform: the consent banner, the loading page and the app-integration tool. */
import type { TranslationSource } from '../../shared/translation-source';

export const PLATFORM_TRANSLATIONS: TranslationSource = {
  // Violation codes of /api/newsletter and /api/commercial-offerings
  NEWSLETTER_UNKNOWN: { nl: 'Deze nieuwsbrief bestaat niet meer. Vernieuw de pagina en probeer het opnieuw.' },
  COMMERCIAL_CHANNEL_UNKNOWN: {
    nl: 'Deze manier van contact kennen we niet. Vernieuw de pagina en probeer het opnieuw.',
  },
  CHOICE_REQUIRED: { nl: 'Kies of je dit wilt ontvangen.' },

  // Consent banner (functional consent before the tag manager)
  'consent.title': { nl: 'Jouw keuze over cookies' },
  'consent.body': {
    nl: 'Met functionele cookies meten we hoe Mijn Omgeving wordt gebruikt, zodat we de website kunnen verbeteren. Cookies die nodig zijn om ingelogd te blijven en je keuzes te onthouden, gebruiken we altijd.',
    be: 'Met functionele cookies meten we hoe Mijn Omgeving wordt gebruikt, zodat we de website kunnen verbeteren. Cookies die nodig zijn om aangemeld te blijven en je keuzes te onthouden, gebruiken we altijd.',
  },
  'consent.accept': { nl: 'Cookies accepteren' },
  'consent.reject': { nl: 'Alleen noodzakelijke cookies' },
  // Shown when the footer's "Cookie-instellingen" reopens the banner: the choice that holds until a new one.
  'consent.current.accepted': { nl: 'Je hebt nu functionele cookies geaccepteerd.' },
  'consent.current.rejected': { nl: 'Je gebruikt nu alleen noodzakelijke cookies.' },
  // The footer button that reopens the banner, so the choice can be changed or withdrawn at any time.
  'footer.cookieSettings': { nl: 'Cookie-instellingen' },

  // Loading page /myaccount
  'myaccount.title': { nl: 'Mijn Omgeving wordt geopend' },
  'myaccount.continue': { nl: 'Gaat het niet vanzelf? Ga verder naar je overzicht.' },

  // App-integration tool /app-integration
  'appIntegration.title': { nl: 'App-integratie' },
  'appIntegration.intro': {
    nl: 'Voor app-ontwikkelaars: open een app-pagina van Mijn Omgeving zoals de app dat doet (als webview) met de instellingen die je hier kiest, en bekijk wat de pagina heeft ontvangen.',
  },
  'appIntegration.routesTitle': { nl: 'App-pagina’s' },
  'appIntegration.route': { nl: 'Pagina' },
  'appIntegration.brandId': { nl: 'Titel (brand_id)' },
  'appIntegration.subscriptionId': { nl: 'Abonnementsnummer (subscription_id)' },
  'appIntegration.settingsTitle': { nl: 'Instellingen van de app' },
  'appIntegration.showLogoutButton': {
    nl: 'Knop om uit te loggen tonen',
    be: 'Knop om af te melden tonen',
  },
  'appIntegration.hasWebviewLimitation': { nl: 'Webview met beperkingen' },
  'appIntegration.userLanguagePreference': { nl: 'Taalvoorkeur van de gebruiker' },
  'appIntegration.language.none': { nl: 'Geen voorkeur' },
  'appIntegration.language.nl': { nl: 'Nederlands (Nederland)' },
  'appIntegration.language.be': { nl: 'Nederlands (België)' },
  'appIntegration.open': { nl: 'Pagina openen' },
  'appIntegration.url': { nl: 'Adres dat de app opent' },
  'appIntegration.receivedTitle': { nl: 'Wat de pagina ontving' },
  'appIntegration.receivedEmpty': { nl: 'Open een pagina om te zien wat die ontving.' },
  'appIntegration.popupBlocked': {
    nl: 'Het nieuwe venster kon niet worden geopend. Sta pop-upvensters toe voor deze website en probeer het opnieuw.',
  },
  'appIntegration.unreadable': {
    nl: 'De geopende pagina gaf geen gegevens door. Misschien bestaat ze niet voor deze titel.',
  },
  'appIntegration.origin': { nl: 'Herkomst (origin)' },
  'appIntegration.account': { nl: 'Account' },
  'appIntegration.notLoggedIn': { nl: 'Niet ingelogd', be: 'Niet aangemeld' },
  'appIntegration.category': { nl: 'Analysecategorie' },
  'appIntegration.path': { nl: 'Pad' },
};
