/** Examples of Button and LinkButton for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import type { ComponentExamples } from '../gallery/example';
import { Button, LinkButton, type ButtonSize, type ButtonVariant } from './button';

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

/** A button that starts loading when clicked, so the gallery shows the switch. */
function LoadingOnClick() {
  const [loading, setLoading] = useState(false);
  return (
    <Button variant="secondary" loading={loading} loadingLabel="Bezig" onClick={() => setLoading(true)}>
      {loading ? 'Bezig…' : 'Klik om te laden'}
    </Button>
  );
}

export default {
  title: 'Knoppen',
  examples: [
    {
      title: 'Varianten',
      Component: () =>
        VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant}>
            {label}
          </Button>
        )),
    },
    {
      title: 'Formaten',
      Component: () =>
        SIZES.map(({ size, label }) => (
          <Button key={size} size={size}>
            {label}
          </Button>
        )),
    },
    {
      title: 'Laden en uitgeschakeld',
      Component: () => (
        <>
          <Button loading loadingLabel="Bezig met opslaan">
            Opslaan
          </Button>
          <LoadingOnClick />
          <Button disabled>Uitgeschakeld</Button>
          <Button variant="secondary" disabled>
            Uitgeschakeld
          </Button>
        </>
      ),
    },
    {
      title: 'Link als knop en volle breedte',
      Component: () => (
        <>
          <LinkButton href="#button-titel">Naar boven</LinkButton>
          <LinkButton href="#button-titel" variant="tertiary">
            Tertiaire link
          </LinkButton>
          <Button fullWidth variant="secondary">
            Volle breedte
          </Button>
        </>
      ),
    },
  ],
} satisfies ComponentExamples;
