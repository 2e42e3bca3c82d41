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
  describeFileChanges,
  createFileEntry,
  setFileStatus,
  type FileEntry,
  type MultiFileInputProps,
} from './multi-file-input';

const statusLabels = { pending: 'Wacht', uploading: 'Bezig met uploaden', done: 'Geüpload', error: 'Mislukt' };
const file = (name: string) => new File(['inhoud'], name, { type: 'application/pdf' });
/** The labels every example here gives, and three files at most. */
const labels = {
  label: 'Bijlage toevoegen',
  maxFiles: 3,
  listLabel: 'Gekozen bijlagen',
  removeLabel: (name: string) => `${name} verwijderen`,
  statusLabels,
};

function setup(props: Partial<MultiFileInputProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<MultiFileInput {...labels} onChange={onChange} {...props} />);
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
      return <MultiFileInput {...labels} maxFiles={4} value={entries} />;
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

  it('returns focus to the enabled add button after removing a file from a full list', async () => {
    const { user, input } = setup({ maxFiles: 2 });
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'b.pdf verwijderen' }));
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    await user.upload(input, [file('c.pdf')]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['a.pdf', 'c.pdf']);
  });

  it('returns focus after removing from a full controlled list too', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [entries, setEntries] = useState(() => [createFileEntry(file('a.pdf')), createFileEntry(file('b.pdf'))]);
      return <MultiFileInput {...labels} maxFiles={2} value={entries} onChange={setEntries} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Bijlage toevoegen');
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
    expect(input).toHaveFocus();
  });

  it('says in Dutch why adding is disabled while the list is full, linked to the input', async () => {
    const fullMessage =
      'Je hebt het maximum van 2 bijlagen bereikt. Verwijder eerst een bijlage als je een andere wilt toevoegen.';
    const { user, input } = setup({ maxFiles: 2, fullMessage, description: 'Maximaal 5 MB' });
    expect(screen.queryByText(fullMessage)).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Maximaal 5 MB');
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    expect(screen.getByText(fullMessage)).toBeVisible();
    expect(input).toHaveAccessibleDescription(`Maximaal 5 MB ${fullMessage}`);
    await user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
    expect(screen.queryByText(fullMessage)).not.toBeInTheDocument();
  });

  it('announces additions, status changes, removals and the limit politely in a live region that is always there', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [entries, setEntries] = useState<FileEntry[]>([]);
      return (
        <>
          <MultiFileInput
            {...labels}
            maxFiles={2}
            value={entries}
            onChange={setEntries}
            fullMessage="Maximum bereikt."
            removedAnnouncement={(name) => `${name} is verwijderd.`}
          />
          <button type="button" onClick={() => setEntries((list) => setFileStatus(list, list[0]!.key, 'done'))}>
            Klaar
          </button>
        </>
      );
    }
    render(<Controlled />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).not.toHaveAttribute('aria-live', 'assertive');
    await user.upload(screen.getByLabelText('Bijlage toevoegen'), [file('a.pdf')]);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('a.pdf: Wacht');
    await user.click(screen.getByRole('button', { name: 'Klaar' }));
    expect(region).toHaveTextContent(/^a\.pdf: Geüpload$/);
    await user.upload(screen.getByLabelText('Bijlage toevoegen'), [file('b.pdf')]);
    expect(region).toHaveTextContent('b.pdf: Wacht Maximum bereikt.');
    await user.click(screen.getByRole('button', { name: 'b.pdf verwijderen' }));
    expect(region).toHaveTextContent(/^b\.pdf is verwijderd\.$/);
    expect(screen.getByRole('status')).toBe(region);
  });

  it('describeFileChanges lists what changed', () => {
    const a = createFileEntry(file('a.pdf'));
    const b = createFileEntry(file('b.pdf'));
    const texts = {
      statusLabels,
      maxFiles: 2,
      fullMessage: 'Vol',
      removedAnnouncement: (name: string) => `${name} weg`,
      statusAnnouncement: (name: string, label: string) => `${name} ${label}`,
    };
    expect(describeFileChanges([], [a, b], texts)).toEqual(['a.pdf Wacht', 'b.pdf Wacht', 'Vol']);
    expect(describeFileChanges([a, b], [a], texts)).toEqual(['b.pdf weg']);
    expect(describeFileChanges([a], setFileStatus([a], a.key, 'error'), texts)).toEqual(['a.pdf Mislukt']);
    expect(describeFileChanges([a], [a], texts)).toEqual([]);
  });

  it('refuses files outside accept: MIME types and name endings, case-insensitive', async () => {
    // user-event would filter by accept itself; here the component must.
    const user = userEvent.setup({ applyAccept: false });
    const { input, onChange } = setup({ accept: 'application/pdf, .PNG' });
    await user.upload(input, [
      file('brief.pdf'),
      new File(['x'], 'notities.txt', { type: 'text/plain' }),
      new File(['x'], 'SCAN.png', { type: '' }),
      new File(['x'], 'foto.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'brief.pdf',
      'SCAN.png',
    ]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lets a file without a type through a MIME accept (the caller checks its content), not a name-ending one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = setup({ accept: 'application/pdf' });
    await user.upload(input, [new File(['x'], 'scan.pdf', { type: '' })]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['scan.pdf']);
    const other = setup({ accept: '.png', label: 'Foto toevoegen' });
    await user.upload(other.input, [new File(['x'], 'notities.txt', { type: '' })]);
    expect(other.onChange).not.toHaveBeenCalled();
  });

  it('accepts a type/* wildcard', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = setup({ accept: 'IMAGE/*' });
    await user.upload(input, [
      new File(['x'], 'foto.jpg', { type: 'image/jpeg' }),
      file('brief.pdf'),
      new File(['x'], 'plaatje.png', { type: 'image/png' }),
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'foto.jpg',
      'plaatje.png',
    ]);
  });

  it('adds nothing when every chosen file is refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onChange } = setup({ accept: 'application/pdf' });
    await user.upload(input, [new File(['x'], 'notities.txt', { type: 'text/plain' })]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not add a file twice (same name, size and type), within a choice or across choices', async () => {
    const { user, input, onChange } = setup({ maxFiles: 5 });
    await user.upload(input, [file('a.pdf'), file('a.pdf')]);
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['a.pdf', 'b.pdf']);
    // Another file with the same name is not the same file.
    await user.upload(input, [new File(['andere inhoud'], 'a.pdf', { type: 'application/pdf' })]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'a.pdf',
      'b.pdf',
      'a.pdf',
    ]);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('adds the same file again when it is chosen again after removing it', async () => {
    const { user, input } = setup();
    const brief = file('brief.pdf');
    await user.upload(input, [brief]);
    expect(input.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'brief.pdf verwijderen' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.upload(input, [brief]);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['brief.pdf']);
  });

  it('with a name, keeps the input files in step with the list where the browser allows it', async () => {
    class FakeDataTransfer {
      readonly files: File[] = [];
      readonly items = { add: (added: File) => this.files.push(added) };
    }
    vi.stubGlobal('DataTransfer', FakeDataTransfer);
    const assigned = vi.spyOn(HTMLInputElement.prototype, 'files', 'set').mockImplementation(() => {});
    try {
      const { user, input } = setup({ name: 'bijlagen' });
      await user.upload(input, [file('a.pdf'), file('b.pdf')]);
      const names = () => (assigned.mock.calls.at(-1)?.[0] as unknown as File[]).map((chosen) => chosen.name);
      expect(names()).toEqual(['a.pdf', 'b.pdf']);
      expect(assigned.mock.contexts.at(-1)).toBe(input);
      // A choice that adds nothing (a duplicate) clears the input too; it gets the list back.
      const calls = assigned.mock.calls.length;
      await user.upload(input, [file('a.pdf')]);
      expect(assigned.mock.calls.length).toBeGreaterThan(calls);
      expect(names()).toEqual(['a.pdf', 'b.pdf']);
      await user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
      expect(names()).toEqual(['b.pdf']);
    } finally {
      assigned.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('without DataTransfer (this test DOM) still lists the files of a named input', async () => {
    const { user, input } = setup({ name: 'bijlagen' });
    await user.upload(input, [file('a.pdf')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('stops a file dropped on the page from opening in the tab while it is mounted, not after', () => {
    const drag = (type: 'dragover' | 'drop', types: string[], target: EventTarget = document) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: { types } });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { unmount } = render(<MultiFileInput {...labels} />);
    expect(drag('drop', ['Files'])).toBe(true);
    expect(drag('dragover', ['Files'])).toBe(true);
    expect(drag('drop', ['Files'], document.body)).toBe(true);
    expect(drag('drop', ['Files'], screen.getByText('Bijlage toevoegen'))).toBe(true);
    // Text dragged into a text area is left alone.
    expect(drag('drop', ['text/plain'])).toBe(false);
    expect(drag('dragover', ['text/plain'])).toBe(false);
    unmount();
    expect(drag('drop', ['Files'])).toBe(false);
    expect(drag('dragover', ['Files'])).toBe(false);
  });

  it('has no axe violations with files listed', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('a.pdf')]);
    await expectNoAxeViolations(document.body);
  });

  it('has no axe violations while full, with the reason shown', async () => {
    const { user, input } = setup({ maxFiles: 1, fullMessage: 'Je hebt het maximum van 1 bijlage bereikt.' });
    await user.upload(input, [file('a.pdf')]);
    await expectNoAxeViolations(document.body);
  });
});
