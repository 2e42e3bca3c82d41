/**
 * Gallery section A of /dev/componenten (non-production): every component of the first half of the design system
 * in every state, in the colours of the host's brand. Sample texts are fixed Dutch examples, not content.
 */
import { useState, type ReactNode } from 'react';
import { Accordion } from '../accordion';
import { Breadcrumbs } from '../breadcrumbs';
import { Button, LinkButton, type ButtonSize, type ButtonVariant } from '../button';
import { Checkbox } from '../checkbox';
import { Dialog } from '../dialog';
import { LabelledValue } from '../labelled-value';
import { List } from '../list';
import { Loader } from '../loader';
import { ProgressBar } from '../progress-bar';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { StepIndicators, type Step } from '../step-indicators';
import { Tag, TAG_VARIANTS } from '../tag';
import { Toggle } from '../toggle';

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

function State({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-text-muted">{title}</h3>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </div>
  );
}

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'Primair' },
  { variant: 'secondary', label: 'Secundair' },
  { variant: 'tertiary', label: 'Tertiair' },
  { variant: 'danger', label: 'Gevaar' },
];
const SIZES: { size: ButtonSize; label: string }[] = [
  { size: 'small', label: 'Klein' },
  { size: 'medium', label: 'Middel' },
  { size: 'large', label: 'Groot' },
];

const TAG_TEXTS: Record<(typeof TAG_VARIANTS)[number], string> = {
  red: 'Niet betaald',
  blue: 'In behandeling',
  green: 'Betaald',
  orange: 'Herinnering',
  yellow: 'Openstaand',
  gray: 'Gestopt',
  white: 'Concept',
};

const COUNTRIES = [
  { code: 'NL', name: 'Nederland' },
  { code: 'BE', name: 'België' },
  { code: 'DE', name: 'Duitsland' },
  { code: 'FR', name: 'Frankrijk' },
];

const ALL_STEPS: Step[] = [
  { id: 'gegevens', label: 'Gegevens', status: 'completed' },
  { id: 'adres', label: 'Adres', status: 'loading' },
  { id: 'betaling', label: 'Betaling', status: 'error' },
  { id: 'controle', label: 'Controle', status: 'active' },
  { id: 'verborgen', label: 'Verborgen stap', status: 'inactive', hidden: true },
  { id: 'klaar', label: 'Klaar', status: 'inactive' },
];

const STEP_STATUS_LABELS = {
  completed: 'afgerond',
  loading: 'bezig',
  error: 'mislukt',
  active: 'huidige stap',
  inactive: 'nog niet gestart',
};

/** The interactive examples keep a little state, so the gallery shows what a caller receives. */
function SelectExample() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      <Select
        label="Land"
        items={COUNTRIES}
        labelKey="name"
        valueKey="code"
        placeholder="Kies een land"
        onValueChange={(value) => setChosen(value)}
      />
      <p className="text-sm text-text-muted" data-testid="select-keuze">
        Gekozen sleutel: {chosen ?? 'geen'}
      </p>
    </div>
  );
}

/** `lockedLabel`: translation key ui.accordion.locked, resolved by the page. */
export function GalleryA({ brandName, lockedLabel = 'vergrendeld' }: { brandName?: string; lockedLabel?: string }) {
  const [loading, setLoading] = useState(false);
  return (
    <div className="flex flex-col gap-8" data-gallery-part="a">
      {brandName && <p className="text-text-muted">{`Merk: ${brandName}`}</p>}

      <Section id="knoppen" title="Knoppen">
        <State title="Varianten">
          {VARIANTS.map(({ variant, label }) => (
            <Button key={variant} variant={variant}>
              {label}
            </Button>
          ))}
        </State>
        <State title="Formaten">
          {SIZES.map(({ size, label }) => (
            <Button key={size} size={size}>
              {label}
            </Button>
          ))}
        </State>
        <State title="Laden en uitgeschakeld">
          <Button loading loadingLabel="Bezig met opslaan">
            Opslaan
          </Button>
          <Button variant="secondary" loading={loading} loadingLabel="Bezig" onClick={() => setLoading(true)}>
            {loading ? 'Bezig…' : 'Klik om te laden'}
          </Button>
          <Button disabled>Uitgeschakeld</Button>
          <Button variant="secondary" disabled>
            Uitgeschakeld
          </Button>
        </State>
        <State title="Link als knop en volle breedte">
          <LinkButton href="#knoppen">Naar boven</LinkButton>
          <LinkButton href="#knoppen" variant="tertiary">
            Tertiaire link
          </LinkButton>
          <Button fullWidth variant="secondary">
            Volle breedte
          </Button>
        </State>
      </Section>

      <Section id="selectievakje" title="Selectievakje">
        <State title="Toestanden">
          <Checkbox label="Niet aangevinkt" />
          <Checkbox label="Aangevinkt" defaultChecked />
          <Checkbox label="Deels aangevinkt" defaultChecked="indeterminate" />
          <Checkbox label="Ongeldig" invalid />
          <Checkbox label="Uitgeschakeld" disabled />
          <Checkbox label="Uitgeschakeld en aangevinkt" disabled defaultChecked />
        </State>
      </Section>

      <Section id="keuzerondjes" title="Keuzerondjes">
        <State title="Verticaal, met uitgeschakelde optie">
          <RadioGroup
            label="Hoe wilt u bericht ontvangen?"
            defaultValue="email"
            options={[
              { value: 'email', label: 'Per e-mail' },
              { value: 'post', label: 'Per post' },
              { value: 'sms', label: 'Per sms', disabled: true },
            ]}
          />
        </State>
        <State title="Horizontaal en ongeldig">
          <RadioGroup
            label="Bezorgdag"
            orientation="horizontal"
            invalid
            options={[
              { value: 'za', label: 'Zaterdag' },
              { value: 'zo', label: 'Zondag' },
            ]}
          />
        </State>
      </Section>

      <Section id="schakelaar" title="Schakelaar">
        <State title="Toestanden">
          <Toggle label="Uit" />
          <Toggle label="Aan" defaultChecked />
          <Toggle label="Label ervoor" labelPosition="start" />
          <Toggle label="Uitgeschakeld" disabled />
          <Toggle label="Ongeldig" invalid />
        </State>
      </Section>

      <Section id="keuzelijst" title="Keuzelijst">
        <State title="Leeg, met placeholder">
          <SelectExample />
        </State>
        <State title="Met waarde, ongeldig en uitgeschakeld">
          <div className="grid w-full gap-4 tablet:grid-cols-3">
            <Select label="Land (gekozen)" items={COUNTRIES} labelKey="name" valueKey="code" defaultValue="BE" />
            <Select
              label="Land (ongeldig)"
              items={COUNTRIES}
              labelKey="name"
              valueKey="code"
              placeholder="Kies een land"
              description="Het land van uw adres"
              invalid
              errorText="Kies een land"
            />
            <Select
              label="Land (uitgeschakeld)"
              items={COUNTRIES}
              labelKey="name"
              valueKey="code"
              defaultValue="NL"
              disabled
            />
          </div>
        </State>
      </Section>

      <Section id="accordeon" title="Accordeon">
        <State title="Eén tegelijk open, met vergrendeld item">
          <Accordion.Root defaultValue={['bezorging']} className="w-full">
            <Accordion.Item value="bezorging">
              <Accordion.ItemTrigger>Wanneer wordt mijn krant bezorgd?</Accordion.ItemTrigger>
              <Accordion.ItemContent>Op werkdagen voor 7.00 uur, op zaterdag voor 8.00 uur.</Accordion.ItemContent>
            </Accordion.Item>
            <Accordion.Item value="vakantie">
              <Accordion.ItemTrigger>Kan ik mijn bezorging tijdelijk stoppen?</Accordion.ItemTrigger>
              <Accordion.ItemContent>Ja, via de vakantieservice.</Accordion.ItemContent>
            </Accordion.Item>
            <Accordion.Item value="premium" locked>
              <Accordion.ItemTrigger lockedLabel={lockedLabel}>Alleen voor abonnees</Accordion.ItemTrigger>
              <Accordion.ItemContent>Deze inhoud is vergrendeld.</Accordion.ItemContent>
            </Accordion.Item>
          </Accordion.Root>
        </State>
        <State title="Meerdere tegelijk open">
          <Accordion.Root multiple defaultValue={['een', 'twee']} className="w-full">
            <Accordion.Item value="een">
              <Accordion.ItemTrigger>Eerste vraag</Accordion.ItemTrigger>
              <Accordion.ItemContent>Eerste antwoord.</Accordion.ItemContent>
            </Accordion.Item>
            <Accordion.Item value="twee">
              <Accordion.ItemTrigger>Tweede vraag</Accordion.ItemTrigger>
              <Accordion.ItemContent>Tweede antwoord.</Accordion.ItemContent>
            </Accordion.Item>
          </Accordion.Root>
        </State>
      </Section>

      <Section id="dialoog" title="Dialoog">
        <State title="Gesloten (open met de knop)">
          <Dialog.Root>
            <Dialog.Trigger>Abonnement opzeggen</Dialog.Trigger>
            <Dialog.Content>
              <Dialog.CloseIcon label="Sluiten" />
              <Dialog.Title>Weet u het zeker?</Dialog.Title>
              <Dialog.Description>Na het opzeggen leest u vanaf de einddatum niet meer mee.</Dialog.Description>
              <Dialog.Footer>
                <Dialog.CloseButton>Annuleren</Dialog.CloseButton>
                <Dialog.CloseButton variant="danger">Opzeggen</Dialog.CloseButton>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Root>
        </State>
      </Section>

      <Section id="tags" title="Labels">
        <State title="Alle kleuren">
          {TAG_VARIANTS.map((variant) => (
            <Tag key={variant} variant={variant} text={TAG_TEXTS[variant]} />
          ))}
        </State>
      </Section>

      <Section id="gelabelde-waarde" title="Gelabelde waarde">
        <State title="Onder elkaar">
          <LabelledValue.Root>
            <LabelledValue.Item label="Naam" value="Jan de Vries" />
            <LabelledValue.Item label="E-mailadres" value="jan.devries@example.nl" />
          </LabelledValue.Root>
        </State>
        <State title="Naast elkaar (vanaf tablet)">
          <LabelledValue.Root layout="inline" className="w-full">
            <LabelledValue.Item label="Adres" value="Dorpsstraat 1, 1234 AB Amsterdam" />
            <LabelledValue.Item label="Klantnummer" value="123456789" />
          </LabelledValue.Root>
        </State>
      </Section>

      <Section id="lijsten" title="Lijsten">
        <State title="Ongenummerd">
          <List.Unordered>
            <List.Item>Elke dag de krant</List.Item>
            <List.Item>Onbeperkt digitaal lezen</List.Item>
          </List.Unordered>
        </State>
        <State title="Genummerd">
          <List.Ordered>
            <List.Item>Kies de periode</List.Item>
            <List.Item>Controleer uw gegevens</List.Item>
            <List.Item>Bevestig</List.Item>
          </List.Ordered>
        </State>
        <State title="Beschrijvend">
          <List.Description className="w-full">
            <List.DescriptionItem>
              <List.Term>Bezorgdagen</List.Term>
              <List.Details>Maandag tot en met zaterdag</List.Details>
            </List.DescriptionItem>
            <List.DescriptionItem>
              <List.Term>Betaalwijze</List.Term>
              <List.Details>Automatische incasso</List.Details>
            </List.DescriptionItem>
          </List.Description>
        </State>
      </Section>

      <Section id="laadindicator" title="Laadindicator">
        <State title="Formaten">
          <Loader label="Klein: laden" size="small" />
          <Loader label="Middel: laden" />
          <Loader label="Groot: laden" size="large" />
        </State>
      </Section>

      <Section id="voortgangsbalk" title="Voortgangsbalk">
        <State title="Leeg, half, vol, begrensd en eigen maximum">
          <div className="flex w-full flex-col gap-4">
            <ProgressBar label="Niet begonnen" value={0} showValue />
            <ProgressBar label="Profiel half compleet" value={50} showValue />
            <ProgressBar label="Klaar" value={100} showValue />
            <ProgressBar label="Boven het maximum (begrensd)" value={140} showValue />
            <ProgressBar label="Stap 2 van 4" value={2} max={4} valueText="Stap 2 van 4" showValue />
          </div>
        </State>
      </Section>

      <Section id="stappen" title="Stappenindicator">
        <State title="Alle statussen (met een verborgen stap)">
          <StepIndicators
            steps={ALL_STEPS}
            label="Voortgang van uw aanvraag"
            statusLabels={STEP_STATUS_LABELS}
            className="w-full"
          />
        </State>
        <State title="Eén zichtbare stap: niets getoond">
          <StepIndicators steps={[{ id: 'enige', label: 'Enige stap', status: 'active' }]} label="Eén stap" />
          <p className="text-sm text-text-muted">(Hier staat bewust geen stappenindicator.)</p>
        </State>
      </Section>

      <Section id="kruimelpad" title="Kruimelpad">
        <State title="Met links en huidige pagina">
          <Breadcrumbs
            label="Kruimelpad"
            items={[
              { label: 'Home', path: '/' },
              { label: 'Klantenservice', path: '/klantenservice/veelgestelde-vragen' },
              { label: 'Contact' },
              { label: 'Formulier' },
            ]}
          />
        </State>
      </Section>
    </div>
  );
}

export default GalleryA;
