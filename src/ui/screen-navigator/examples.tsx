/** Examples of ScreenNavigator for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import { Button } from '../button/button';
import type { ComponentExamples } from '../gallery/example';
import { Screen, ScreenNavigator } from './screen-navigator';

function TwoScreens() {
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

export default {
  title: 'Schermwisselaar',
  examples: [{ title: 'Twee schermen', layout: 'column', Component: TwoScreens }],
} satisfies ComponentExamples;
