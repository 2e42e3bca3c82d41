/** Examples of Accordion for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { Accordion } from './accordion';

export default {
  title: 'Accordeon',
  examples: [
    {
      title: 'Eén tegelijk open, met vergrendeld item',
      layout: 'wide',
      Component: ({ messages }) => (
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
            <Accordion.ItemTrigger lockedLabel={messages.accordionLocked}>Alleen voor abonnees</Accordion.ItemTrigger>
            <Accordion.ItemContent>Deze inhoud is vergrendeld.</Accordion.ItemContent>
          </Accordion.Item>
        </Accordion.Root>
      ),
    },
    {
      title: 'Meerdere tegelijk open',
      layout: 'wide',
      Component: () => (
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
      ),
    },
  ],
} satisfies ComponentExamples;
