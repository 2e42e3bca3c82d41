/** Examples of MultiFileInput for the component gallery (see ../gallery/example.ts). */
import { useState } from 'react';
import { propsExamples, type ComponentExamples, type GalleryMessages } from '../gallery/example';
import {
  MultiFileInput,
  createFileEntry,
  setFileStatus,
  type FileEntry,
  type MultiFileInputProps,
} from './multi-file-input';

const STATUS_LABELS = {
  pending: 'Wacht op verzenden',
  uploading: 'Bezig met uploaden',
  done: 'Geüpload',
  error: 'Mislukt',
};

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

type SampleProps = Omit<MultiFileInputProps, 'removeLabel' | 'statusLabels' | 'value' | 'onChange'> & {
  /** The files listed at first. */
  initial: () => FileEntry[];
};

/** The file input with its list kept in state, as a form keeps it. */
function Sample({ initial, ...props }: SampleProps) {
  const [files, setFiles] = useState(initial);
  return (
    <MultiFileInput
      {...props}
      removeLabel={(name) => `${name} verwijderen`}
      statusLabels={STATUS_LABELS}
      value={files}
      onChange={setFiles}
    />
  );
}

/** The translated texts of a full list and of a removal. */
const announcements = ({ fileFull, fileRemoved }: GalleryMessages) => ({
  fullMessage: fileFull,
  removedAnnouncement: (name: string) => fileRemoved.replace('{name}', name),
});

export default {
  title: 'Bestanden toevoegen',
  examples: propsExamples(Sample, 'column', [
    [
      'Leeg (maximaal 3)',
      (messages) => ({
        ...announcements(messages),
        initial: () => [],
        label: 'Bijlage toevoegen',
        maxFiles: 3,
        listLabel: 'Gekozen bijlagen',
        description: 'PNG, JPEG, GIF of PDF, maximaal 5 MB per bestand.',
        accept: 'image/png,image/jpeg,image/gif,application/pdf',
      }),
    ],
    [
      'Elke status',
      { initial: sampleFiles, label: 'Nog een bijlage toevoegen', maxFiles: 5, listLabel: 'Bijlagen met status' },
    ],
    [
      'Vol en fout',
      (messages) => ({
        ...announcements(messages),
        initial: () => sampleFiles().slice(3),
        error: 'Het uploaden van groot-bestand.pdf is mislukt.',
        label: 'Foto toevoegen',
        maxFiles: 1,
        listLabel: 'Gekozen foto',
      }),
    ],
  ]),
} satisfies ComponentExamples;
