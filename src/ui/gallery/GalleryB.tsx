/**
 * Gallery section B of /dev/componenten (non-production): every component of the second half of the design system
 * in every state, in the colours of the host's brand. Sample texts are fixed Dutch examples, not content.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { HeaderNotification, useHeaderNotification } from '../header-notification';
import { InvoiceOverviewItem } from '../invoice-overview-item';
import { MaskedInput } from '../masks';
import { MobileMenu, type MobileMenuItem } from '../mobile-menu';
import { MultiFileInput, createFileEntry, setFileStatus, type FileEntry } from '../multi-file-input';
import { Navigation, type NavigationLink } from '../navigation';
import { NotificationBanner, type NotificationVariant } from '../notification-banner';
import { PageLayout } from '../page-layout';
import { PasswordInput } from '../password-input';
import type { CountryOption } from '../phone';
import { PhoneInput } from '../phone-input';
import { Screen, ScreenNavigator } from '../screen-navigator';
import { ServiceTiles, type ServiceTile } from '../service-tiles';
import { TextInput } from '../text-input';
import { Textarea } from '../textarea';
import { VerificationCode } from '../verification-code';
import { TopBar } from '../top-bar';
import { Footer } from '../footer';

/** Texts from translation keys, filled in by the page (server-side) and passed to the island. */
export interface GalleryBMessages {
  /** ui.multiFileInput.full */
  fileFull: string;
  /** ui.multiFileInput.removed, with {name} */
  fileRemoved: string;
  /** ui.dateIncomplete */
  dateIncomplete: string;
  /** footer.linksLabel */
  footerLinksLabel: string;
  /** footer.copyright, filled in */
  footerCopyright: string;
  /** footer.privacy, footer.cookies, footer.terms */
  footerLinks: { label: string; url: string }[];
}

const SAMPLE_MESSAGES: GalleryBMessages = {
  fileFull:
    'Je hebt het maximale aantal bijlagen toegevoegd. Verwijder eerst een bijlage als je een andere wilt toevoegen.',
  fileRemoved: '{name} is verwijderd.',
  dateIncomplete: 'Vul de datum helemaal in als dd.mm.jjjj, zoals 31.12.1980.',
  footerLinksLabel: 'Juridische informatie',
  footerCopyright: '© 2026 Voorbeeldkrant. Alle rechten voorbehouden.',
  footerLinks: [
    { label: 'Privacyverklaring', url: '#privacy' },
    { label: 'Cookiebeleid', url: '#cookies' },
  ],
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titel`} data-gallery={id} className="rounded-brand bg-surface p-4 tablet:p-6">
      <h2 id={`${id}-titel`} className="mb-4 font-brand text-2xl font-bold">
        {title}
      </h2>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}

function State({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-text-muted">{title}</h3>
      <div className={wide ? 'flex flex-col gap-3' : 'flex max-w-md flex-col gap-3'}>{children}</div>
    </div>
  );
}

const OPTIONAL = '(optioneel)';

const FREE_TEXT_MESSAGES = {
  FREE_TEXT_EMPTY: 'Vul je bericht in.',
  FREE_TEXT_FORBIDDEN_CHARACTER: 'Je bericht mag deze tekens niet bevatten: < > ^ # = / :',
};

const COUNTRIES: CountryOption[] = [
  { name: 'Duitsland', code: '49' },
  { name: 'Nederland', code: '31', highlighted: true },
  { name: 'België', code: '32', highlighted: true },
  { name: 'Frankrijk', code: '33' },
  { name: 'Luxemburg', code: '352' },
];

const digitLabel = (position: number, total: number) => `Cijfer ${position} van ${total}`;

/** A fixed delay for the gallery's "stays" success sample: the longest timeout browsers accept. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

const NOTIFICATION_SAMPLES: { variant: NotificationVariant; title: string; text: string }[] = [
  { variant: 'error', title: 'Fout', text: 'Het opslaan is mislukt. Probeer het later opnieuw.' },
  { variant: 'info', title: 'Informatie', text: 'Je nieuwe adres gaat in op 1 april.' },
  { variant: 'success', title: 'Succes', text: 'Je gegevens zijn opgeslagen.' },
  { variant: 'warning', title: 'Waarschuwing', text: 'Je betaling is nog niet binnen.' },
];

const STATUS_LABELS = {
  pending: 'Wacht op verzenden',
  uploading: 'Bezig met uploaden',
  done: 'Geüpload',
  error: 'Mislukt',
};

function sampleFiles(): FileEntry[] {
  let entries = ['klacht.pdf', 'foto-krant.jpg', 'bon.png', 'groot-bestand.pdf'].map((name) =>
    createFileEntry(new File(['voorbeeld'], name)),
  );
  const [, uploading, done, failed] = entries;
  if (uploading) entries = setFileStatus(entries, uploading.key, 'uploading');
  if (done) entries = setFileStatus(entries, done.key, 'done');
  if (failed) entries = setFileStatus(entries, failed.key, 'error');
  return entries;
}

const TILES: ServiceTile[] = [
  {
    key: 'abonnementen',
    title: 'Abonnementen',
    description: 'Bekijk en wijzig je abonnementen',
    url: '#abonnementen',
    icon: 'newspaper',
  },
  {
    key: 'bezorging',
    title: 'Bezorgservice',
    description: 'Meld een bezorgprobleem',
    url: '#bezorging',
    icon: 'truck',
  },
  {
    key: 'webshop',
    title: 'Webshop',
    description: 'Boeken, puzzels en meer',
    url: 'https://example.org',
    icon: 'digital',
    external: true,
  },
];

const NAV_ITEMS: NavigationLink[] = [
  { key: 'service', href: '#service', label: 'Service' },
  { key: 'account', href: '#account', label: 'Mijn account' },
  { key: 'faq', href: '#faq', label: 'Veelgestelde vragen' },
];

const MENU_ITEMS: MobileMenuItem[] = [
  { key: 'service', href: '#service', label: 'Service', icon: 'home' },
  { key: 'abonnementen', href: '#abonnementen', label: 'Abonnementen', icon: 'newspaper' },
  { key: 'account', href: '#account', label: 'Account', icon: 'user' },
  { key: 'faq', href: '#faq', label: 'Vragen', icon: 'info' },
];

function HeaderNotificationDemo() {
  const { show, hide } = useHeaderNotification();
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="secondary"
        size="small"
        onClick={() => show({ variant: 'success', message: 'Je wijziging is opgeslagen.' })}
      >
        Succesmelding tonen
      </Button>
      <Button
        variant="secondary"
        size="small"
        onClick={() => show({ variant: 'error', message: 'Er ging iets mis bij het opslaan.' })}
      >
        Foutmelding tonen
      </Button>
      <Button variant="tertiary" size="small" onClick={hide}>
        Melding verbergen
      </Button>
    </div>
  );
}

function NotificationSection() {
  const [successRun, setSuccessRun] = useState(0);
  return (
    <Section id="meldingen" title="Meldingen">
      {NOTIFICATION_SAMPLES.map((sample) => (
        <State key={sample.variant} title={sample.title} wide>
          <NotificationBanner
            variant={sample.variant}
            hideAfterMs={sample.variant === 'success' ? LONGEST_TIMEOUT_MS : undefined}
          >
            {sample.text}
          </NotificationBanner>
        </State>
      ))}
      <State title="Met sluitknop, zonder icoon" wide>
        <NotificationBanner variant="info" showIcon={false} onClose={() => {}} closeLabel="Melding sluiten">
          Deze melding blijft staan tot je hem sluit.
        </NotificationBanner>
      </State>
      <State title="Succes verdwijnt na 6 seconden (aangekondigd)" wide>
        {successRun > 0 ? (
          <NotificationBanner key={successRun} variant="success" shouldAnnounce>
            Je voorkeuren zijn bijgewerkt.
          </NotificationBanner>
        ) : null}
        <div>
          <Button variant="secondary" size="small" onClick={() => setSuccessRun(successRun + 1)}>
            Succesmelding tonen
          </Button>
        </div>
      </State>
      <State title="Meldingsbalk in de kop" wide>
        <HeaderNotification.Provider
          closeLabel="Melding sluiten"
          initial={{ variant: 'warning', message: 'Door een storing kan je krant later komen.', shouldAnnounce: false }}
        >
          <div className="overflow-hidden rounded-brand border border-border">
            <div className="bg-header px-4 py-3 font-brand font-bold text-on-header">Kop</div>
            <HeaderNotification.Bar />
          </div>
          <HeaderNotificationDemo />
        </HeaderNotification.Provider>
      </State>
    </Section>
  );
}

function ScreenNavigatorDemo() {
  const [current, setCurrent] = useState('adres');
  return (
    <div className="rounded-brand border border-border p-4">
      <ScreenNavigator current={current}>
        <Screen name="adres">
          <p className="mb-3">Stap 1: vul je nieuwe adres in.</p>
          <Button size="small" onClick={() => setCurrent('bevestigen')}>
            Volgende
          </Button>
        </Screen>
        <Screen name="bevestigen">
          <p className="mb-3">Stap 2: controleer en bevestig je verhuizing.</p>
          <Button variant="secondary" size="small" onClick={() => setCurrent('adres')}>
            Vorige
          </Button>
        </Screen>
      </ScreenNavigator>
    </div>
  );
}

export function GalleryB({ messages = SAMPLE_MESSAGES }: { messages?: GalleryBMessages }) {
  const [files, setFiles] = useState<FileEntry[]>([]);
  const removed = (name: string) => messages.fileRemoved.replace('{name}', name);
  const [statusFiles] = useState(sampleFiles);
  return (
    <div className="flex flex-col gap-8" data-gallery-part="b">
      <Section id="tekstvelden" title="Tekstvelden">
        <State title="Leeg (verplicht)">
          <TextInput label="Voornaam" name="voornaam" autoComplete="given-name" />
        </State>
        <State title="Ingevuld">
          <TextInput label="Achternaam" name="achternaam" autoComplete="family-name" defaultValue="de Vries" />
        </State>
        <State title="Optioneel met uitleg">
          <TextInput
            label="Toevoeging"
            name="toevoeging"
            required={false}
            optionalSuffix={OPTIONAL}
            description="Bijvoorbeeld: A of bis"
            autoComplete="address-line3"
          />
        </State>
        <State title="Fout">
          <TextInput label="Postcode" name="postcode" defaultValue="12345" error="Vul een postcode in als 1234 AB." />
        </State>
        <State title="Uitgeschakeld">
          <TextInput label="E-mailadres" defaultValue="jan.devries@example.nl" disabled />
        </State>
      </Section>

      <Section id="tekstvak" title="Tekstvak (vrije tekst)">
        <State title="Leeg">
          <Textarea label="Je bericht" violationMessages={FREE_TEXT_MESSAGES} description="Maximaal 2500 tekens." />
        </State>
        <State title="Fout">
          <Textarea
            label="Toelichting"
            violationMessages={FREE_TEXT_MESSAGES}
            defaultValue="Zie https://voorbeeld.nl"
            error={FREE_TEXT_MESSAGES.FREE_TEXT_FORBIDDEN_CHARACTER}
          />
        </State>
        <State title="Ingevuld">
          <Textarea
            label="Je vraag"
            violationMessages={FREE_TEXT_MESSAGES}
            defaultValue="Mijn krant kwam vanochtend nat aan. Kunnen jullie hem opnieuw bezorgen?"
          />
        </State>
        <State title="Optioneel">
          <Textarea
            label="Opmerking voor de bezorger"
            violationMessages={FREE_TEXT_MESSAGES}
            required={false}
            optionalSuffix={OPTIONAL}
          />
        </State>
        <State title="Uitgeschakeld">
          <Textarea
            label="Eerder bericht"
            violationMessages={FREE_TEXT_MESSAGES}
            defaultValue="Dit bericht is al verstuurd."
            disabled
          />
        </State>
      </Section>

      <Section id="wachtwoord" title="Wachtwoordveld">
        <State title="Verborgen">
          <PasswordInput label="Wachtwoord" toggleLabel="Wachtwoord tonen" defaultValue="Welkom-123" />
        </State>
        <State title="Zichtbaar">
          <PasswordInput
            label="Nieuw wachtwoord"
            toggleLabel="Nieuw wachtwoord tonen"
            defaultValue="Welkom-123"
            defaultVisible
            autoComplete="new-password"
          />
        </State>
        <State title="Fout">
          <PasswordInput
            label="Huidig wachtwoord"
            toggleLabel="Huidig wachtwoord tonen"
            error="Dit wachtwoord klopt niet."
          />
        </State>
        <State title="Uitgeschakeld">
          <PasswordInput label="Oud wachtwoord" toggleLabel="Oud wachtwoord tonen" defaultValue="Welkom-123" disabled />
        </State>
      </Section>

      <Section id="telefoon" title="Telefoonnummer met land">
        <State title="Leeg (landcode 31)">
          <PhoneInput
            label="Telefoonnummer"
            countryLabel="Land"
            countries={COUNTRIES}
            customValidityMessage="Vul een volledig telefoonnummer in."
          />
        </State>
        <State title="Ingevuld (België)">
          <PhoneInput
            label="Mobiel nummer"
            countryLabel="Land van mobiel nummer"
            countries={COUNTRIES}
            defaultValue="+32470123456"
            customValidityMessage="Vul een volledig telefoonnummer in."
          />
        </State>
        <State title="Fout">
          <PhoneInput
            label="Vast nummer"
            countryLabel="Land van vast nummer"
            countries={COUNTRIES}
            defaultValue="+31201234"
            customValidityMessage="Vul een volledig telefoonnummer in."
            error="Dit telefoonnummer is niet volledig."
          />
        </State>
        <State title="Uitgeschakeld">
          <PhoneInput
            label="Werknummer"
            countryLabel="Land van werknummer"
            countries={COUNTRIES}
            defaultValue="+31612345678"
            customValidityMessage="Vul een volledig telefoonnummer in."
            disabled
          />
        </State>
      </Section>

      <Section id="maskers" title="Maskers">
        <State title="Datum (dd.mm.jjjj)">
          <MaskedInput
            kind="date"
            label="Ingangsdatum"
            description="Bijvoorbeeld 01.04.2026"
            incompleteMessage={messages.dateIncomplete}
          />
        </State>
        <State title="Datum ingevuld">
          <MaskedInput
            kind="date"
            label="Einddatum"
            defaultValue="31.12.2026"
            incompleteMessage={messages.dateIncomplete}
          />
        </State>
        <State title="Datum onvolledig (ongeldig)">
          <MaskedInput
            kind="date"
            label="Startdatum"
            defaultValue="12.03"
            incompleteMessage={messages.dateIncomplete}
            error={messages.dateIncomplete}
          />
        </State>
        <State title="Bedrag (komma, 2 decimalen)">
          <MaskedInput kind="number" label="Bedrag in euro" defaultValue="24,95" />
        </State>
        <State title="Bedrag ongeldig">
          <MaskedInput kind="number" label="Terug te betalen bedrag" error="Vul een bedrag in." />
        </State>
      </Section>

      <Section id="verificatiecode" title="Verificatiecode">
        <State title="Leeg">
          <VerificationCode label="Verificatiecode" digitLabel={digitLabel} focusOnMount={false} />
        </State>
        <State title="Ingevuld">
          <VerificationCode
            label="Verificatiecode (ingevuld)"
            digitLabel={(position, total) => `Ingevuld cijfer ${position} van ${total}`}
            defaultValue="482913"
            focusOnMount={false}
          />
        </State>
        <State title="Ongeldig">
          <VerificationCode
            label="Verificatiecode (ongeldig)"
            digitLabel={(position, total) => `Ongeldig cijfer ${position} van ${total}`}
            defaultValue="123456"
            invalid
            error="Deze code klopt niet. Probeer het opnieuw."
            focusOnMount={false}
          />
        </State>
        <State title="Uitgeschakeld">
          <VerificationCode
            label="Verificatiecode (uitgeschakeld)"
            digitLabel={(position, total) => `Uitgeschakeld cijfer ${position} van ${total}`}
            disabled
            focusOnMount={false}
          />
        </State>
      </Section>

      <NotificationSection />

      <Section id="bestanden" title="Bestanden toevoegen">
        <State title="Leeg (maximaal 3)">
          <MultiFileInput
            label="Bijlage toevoegen"
            maxFiles={3}
            listLabel="Gekozen bijlagen"
            removeLabel={(name) => `${name} verwijderen`}
            statusLabels={STATUS_LABELS}
            description="PNG, JPEG, GIF of PDF, maximaal 5 MB per bestand."
            accept="image/png,image/jpeg,image/gif,application/pdf"
            value={files}
            onChange={setFiles}
            fullMessage={messages.fileFull}
            removedAnnouncement={removed}
          />
        </State>
        <State title="Elke status">
          <MultiFileInput
            label="Nog een bijlage toevoegen"
            maxFiles={5}
            listLabel="Bijlagen met status"
            removeLabel={(name) => `${name} verwijderen`}
            statusLabels={STATUS_LABELS}
            defaultValue={statusFiles}
          />
        </State>
        <State title="Vol en fout">
          <MultiFileInput
            label="Foto toevoegen"
            maxFiles={1}
            listLabel="Gekozen foto"
            removeLabel={(name) => `${name} verwijderen`}
            statusLabels={STATUS_LABELS}
            defaultValue={statusFiles.slice(3)}
            error="Het uploaden van groot-bestand.pdf is mislukt."
            fullMessage={messages.fileFull}
            removedAnnouncement={removed}
          />
        </State>
      </Section>

      <Section id="factuur" title="Factuuroverzicht">
        <State title="Ingeklapt" wide>
          <InvoiceOverviewItem
            title="Factuur maart 2026"
            price="€ 24,95"
            status={{ text: 'Openstaand', variant: 'yellow' }}
            subscription={{ title: 'Digitaal abonnement', subTitle: 'Maandelijks betalen' }}
            downloadButtonText="Factuur downloaden"
            onDownload={() => {}}
            showMoreLabel="Meer details"
            showLessLabel="Minder details"
          >
            <p>Factuurnummer 2026-0317, vervaldatum 31 maart 2026.</p>
          </InvoiceOverviewItem>
        </State>
        <State title="Uitgeklapt" wide>
          <InvoiceOverviewItem
            title="Factuur februari 2026"
            price="€ 24,95"
            status={{ text: 'Betaald', variant: 'green' }}
            subscription={{
              title: 'Papieren krant en digitaal',
              subTitle: 'Ma t/m za',
              logoUrl: '/brand/logo.svg',
              logoAlt: 'Logo van de krant',
            }}
            downloadButtonText="Factuur downloaden"
            onDownload={() => {}}
            showMoreLabel="Meer details"
            showLessLabel="Minder details"
            defaultExpanded
          >
            <p>Factuurnummer 2026-0215, betaald op 3 februari 2026 via automatische incasso.</p>
          </InvoiceOverviewItem>
        </State>
      </Section>

      <Section id="schermwisselaar" title="Schermwisselaar">
        <State title="Twee schermen">
          <ScreenNavigatorDemo />
        </State>
      </Section>

      <Section id="diensttegels" title="Diensttegels">
        <State title="Tegels" wide>
          <ServiceTiles tiles={TILES} label="Voorbeelddiensten" externalHint="(opent een andere website)" />
        </State>
      </Section>

      <Section id="navigatie" title="Navigatie">
        <State title="In de kop" wide>
          <div className="rounded-brand bg-header px-4">
            <Navigation items={NAV_ITEMS} label="Voorbeeld hoofdmenu" activeKey="account" />
          </div>
        </State>
        <State title="Op de pagina" wide>
          <Navigation items={NAV_ITEMS} label="Voorbeeld paginamenu" activeKey="service" tone="page" />
        </State>
        <State title="Mobiel menu (onder 1024 px vast onderaan)" wide>
          <div className="overflow-hidden rounded-brand border border-border">
            <MobileMenu items={MENU_ITEMS} label="Voorbeeld mobiel menu" activeKey="abonnementen" fixed={false} />
          </div>
        </State>
      </Section>

      <Section id="paginaopmaak" title="Paginaopmaak">
        <State title="Kop onder 1024 px, zijbalk vanaf 1024 px" wide>
          <div className="overflow-hidden rounded-brand border border-border bg-page">
            <PageLayout
              heading="Voorbeeldpagina"
              as="div"
              headingLevel={2}
              sidebar={<p className="rounded-brand bg-surface p-4">Zijbalk met snelle links</p>}
              sidebarLabel="Voorbeeld zijbalk"
            >
              <p className="rounded-brand bg-surface p-4">Hoofdinhoud van de pagina.</p>
            </PageLayout>
          </div>
        </State>
      </Section>

      <Section id="bovenbalk" title="Bovenbalk">
        <State title="Links, midden en rechts; niet vast" wide>
          <TopBar
            label="Voorbeeld bovenbalk"
            sticky={false}
            left={
              <a href="#terug" className="inline-flex min-h-11 items-center text-link underline">
                Terug
              </a>
            }
            center={<span className="font-semibold">Mijn abonnementen</span>}
            right={
              <Button size="small" variant="secondary">
                Menu
              </Button>
            }
          />
        </State>
        <State title="Vast bovenaan, verdwijnt bij omlaag scrollen" wide>
          <TopBar label="Vaste voorbeeldbalk" center={<span className="font-semibold">Facturen</span>} />
        </State>
      </Section>

      <Section id="voettekst" title="Voettekst">
        <State title="Met logo, extra inhoud, links en copyright" wide>
          <Footer
            className="rounded-brand"
            logo={{ src: '/brand/logo.svg', alt: 'Logo' }}
            links={messages.footerLinks}
            linksLabel={messages.footerLinksLabel}
            copyright={messages.footerCopyright}
          >
            <p>Klantenservice: maandag tot en met zaterdag bereikbaar.</p>
          </Footer>
        </State>
        <State title="Zonder logo en links" wide>
          <Footer
            className="rounded-brand"
            linksLabel={messages.footerLinksLabel}
            copyright={messages.footerCopyright}
          />
        </State>
      </Section>
    </div>
  );
}

export default GalleryB;
