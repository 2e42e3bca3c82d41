/** Examples of List for the component gallery (see ../gallery/example.ts). */
import type { ComponentExamples } from '../gallery/example';
import { List } from './list';

export default {
  title: 'Lijsten',
  examples: [
    {
      title: 'Ongenummerd',
      Component: () => (
        <List.Unordered>
          <List.Item>Elke dag de krant</List.Item>
          <List.Item>Onbeperkt digitaal lezen</List.Item>
        </List.Unordered>
      ),
    },
    {
      title: 'Genummerd',
      Component: () => (
        <List.Ordered>
          <List.Item>Kies de periode</List.Item>
          <List.Item>Controleer uw gegevens</List.Item>
          <List.Item>Bevestig</List.Item>
        </List.Ordered>
      ),
    },
    {
      title: 'Beschrijvend',
      layout: 'wide',
      Component: () => (
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
      ),
    },
  ],
} satisfies ComponentExamples;
