/** Examples of MultiFileInput for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import type { ComponentExamples, ExampleProps } from '../gallery/example';
import { MultiFileInput, createFileEntry, setFileStatus, type FileEntry } from './multi-file-input';

const STATUS_LABELS = {
  pending: 'Wacht op verzenden',
  uploading: 'Bezig met uploaden',
  done: 'Geüpload',
  error: 'Mislukt',
};

const removeLabel = (name: string) => `${name} verwijderen`;

/** One entry per status. */
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

function Empty({ messages }: ExampleProps) {
  const [files, setFiles] = useState<FileEntry[]>([]);
  return (
    <MultiFileInput
      label="Bijlage toevoegen"
      maxFiles={3}
      listLabel="Gekozen bijlagen"
      removeLabel={removeLabel}
      statusLabels={STATUS_LABELS}
      description="PNG, JPEG, GIF of PDF, maximaal 5 MB per bestand."
      accept="image/png,image/jpeg,image/gif,application/pdf"
      value={files}
      onChange={setFiles}
      fullMessage={messages.fileFull}
      removedAnnouncement={(name) => messages.fileRemoved.replace('{name}', name)}
    />
  );
}

function EveryStatus() {
  const [files] = useState(sampleFiles);
  return (
    <MultiFileInput
      label="Nog een bijlage toevoegen"
      maxFiles={5}
      listLabel="Bijlagen met status"
      removeLabel={removeLabel}
      statusLabels={STATUS_LABELS}
      defaultValue={files}
    />
  );
}

function FullWithError({ messages }: ExampleProps) {
  const [files] = useState(() => sampleFiles().slice(3));
  return (
    <MultiFileInput
      label="Foto toevoegen"
      maxFiles={1}
      listLabel="Gekozen foto"
      removeLabel={removeLabel}
      statusLabels={STATUS_LABELS}
      defaultValue={files}
      error="Het uploaden van groot-bestand.pdf is mislukt."
      fullMessage={messages.fileFull}
      removedAnnouncement={(name) => messages.fileRemoved.replace('{name}', name)}
    />
  );
}

export default {
  title: 'Bestanden toevoegen',
  examples: [
    { title: 'Leeg (maximaal 3)', layout: 'column', Component: Empty },
    { title: 'Elke status', layout: 'column', Component: EveryStatus },
    { title: 'Vol en fout', layout: 'column', Component: FullWithError },
  ],
} satisfies ComponentExamples;
