// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import {
  MultiFileInput,
  addFiles,
  createFileEntry,
  setFileStatus,
  type FileEntry,
  type MultiFileInputProps,
} from './multi-file-input';

const statusLabels = { pending: 'Wacht', uploading: 'Bezig met uploaden', done: 'Geüpload', error: 'Mislukt' };
const file = (name: string) => new File(['inhoud'], name, { type: 'application/pdf' });

function setup(props: Partial<MultiFileInputProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <MultiFileInput
      label="Bijlage toevoegen"
      maxFiles={3}
      listLabel="Gekozen bijlagen"
      removeLabel={(name) => `${name} verwijderen`}
      statusLabels={statusLabels}
      onChange={onChange}
      {...props}
    />,
  );
  const input = screen.getByLabelText('Bijlage toevoegen') as HTMLInputElement;
  return { user, onChange, input };
}

describe('MultiFileInput', () => {
  it('is a labelled file input that accepts several files', () => {
    const { input } = setup({ accept: 'application/pdf,image/png' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/png');
  });

  it('lists chosen files as pending with a 21-character key', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, [file('brief.pdf'), file('foto.pdf')]);
    const list = screen.getByRole('list', { name: 'Gekozen bijlagen' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['brief.pdfWacht', 'foto.pdfWacht']);
    const entries = onChange.mock.calls.at(-1)?.[0] as FileEntry[];
    expect(entries.map((entry) => entry.status)).toEqual(['pending', 'pending']);
    for (const entry of entries) expect(entry.key).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(2);
  });

  it('keeps at most maxFiles: extra files are dropped, and the input is disabled when full', async () => {
    const { user, input } = setup({ maxFiles: 2 });
    await user.upload(input, [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['a.pdf', 'b.pdf']);
    expect(input).toBeDisabled();
  });

  it('adds to the files already chosen, up to the limit', async () => {
    const { user, input } = setup({ maxFiles: 3 });
    await user.upload(input, [file('a.pdf')]);
    await user.upload(input, [file('b.pdf'), file('c.pdf'), file('d.pdf')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('d.pdf')).not.toBeInTheDocument();
  });

  it('removes a file with its named button and returns focus to the input', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect((onChange.mock.calls.at(-1)?.[0] as FileEntry[]).map((entry) => entry.file.name)).toEqual(['b.pdf']);
    expect(input).toHaveFocus();
  });

  it('shows every status the caller sets: pending, uploading, done, error', () => {
    function Controlled() {
      const [entries] = useState(() => {
        let list = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => createFileEntry(file(name)));
        list = setFileStatus(list, list[1]!.key, 'uploading');
        list = setFileStatus(list, list[2]!.key, 'done');
        return setFileStatus(list, list[3]!.key, 'error');
      });
      return (
        <MultiFileInput
          label="Bijlage toevoegen"
          maxFiles={4}
          listLabel="Gekozen bijlagen"
          removeLabel={(name) => `${name} verwijderen`}
          statusLabels={statusLabels}
          value={entries}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-status'))).toEqual([
      'pending',
      'uploading',
      'done',
      'error',
    ]);
    expect(screen.getByText('Bezig met uploaden')).toBeInTheDocument();
    expect(screen.getByText('Geüpload')).toBeInTheDocument();
    expect(screen.getByText('Mislukt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'b.pdf verwijderen' })).toBeDisabled();
  });

  it('links description and error to the input', () => {
    const { input } = setup({ description: 'PNG, JPEG, GIF of PDF, maximaal 5 MB', error: 'Dit bestand is te groot' });
    expect(input).toHaveAccessibleDescription('PNG, JPEG, GIF of PDF, maximaal 5 MB Dit bestand is te groot');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('addFiles truncates to maxFiles', () => {
    const start = [createFileEntry(file('a.pdf'))];
    expect(addFiles(start, [file('b.pdf'), file('c.pdf')], 2).map((entry) => entry.file.name)).toEqual([
      'a.pdf',
      'b.pdf',
    ]);
    expect(addFiles(start, [file('b.pdf')], 0)).toEqual([]);
  });

  it('has no axe violations with files listed', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('a.pdf')]);
    await expectNoAxeViolations(document.body);
  });
});
