/**
 * Multi-file input on the native `<input type="file">` alone. It was built on Ark UI's `FileUpload`,
 * whose machine (zag's core, the file-upload machine and its MIME tables) cost the contact form 15 kB of script and
 * put the page over its budget; the browser's file picker does the work (keyboard and screen-reader friendly), and
 * the little Ark added on top is done here:
 * - files outside `accept` are refused (HTML's matching: exact MIME types, `type/*` wildcards and `.ext` name
 *   endings, case-insensitive), and so are files already in the list (same name, size and type);
 * - at most `maxFiles`; files beyond the limit are dropped;
 * - each entry gets a generated 21-character key (nanoid) and a status: pending, uploading, done or error (set by the
 *   caller while it uploads), listed with a remove button;
 * - the native input is the control, named by the add button, which is its label; after each choice its value is
 *   cleared, so choosing a removed file again is a change again, and with a `name` its files are set to the list
 *   (where the browser lets a script set them), so a native form submit carries the list;
 * - while it is in the page, a file dropped beside the field does not open in the tab (drags without files, such as
 *   text into a text area, are left alone).
 * The anatomy and its `data-*` attributes are Ark's (`data-scope="file-upload"`, `data-part="item"`, …), so styles
 * and tests read the same.
 *
 * While the list is full the add button is disabled and `fullMessage` (Dutch, from a translation key) says why; it
 * is linked to the input. Additions, removals, status changes and reaching the limit are announced politely through
 * a live region that is always in the page, so only its text changes. Removing a file moves focus to the add button
 * once it has re-rendered (it may just have been enabled again).
 */
import { nanoid } from 'nanoid';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '../button/button';
import { CrossIcon } from '../icon';

export const FILE_STATUSES = ['pending', 'uploading', 'done', 'error'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export interface FileEntry {
  /** 21-character generated key. */
  key: string;
  file: File;
  status: FileStatus;
}

/** A new entry for a file: a fresh nanoid key, status pending. */
export function createFileEntry(file: File): FileEntry {
  return { key: nanoid(), file, status: 'pending' };
}

/** The entries with `files` added, truncated to `maxFiles` (the extra files are dropped). */
export function addFiles(entries: readonly FileEntry[], files: Iterable<File>, maxFiles: number): FileEntry[] {
  return [...entries, ...[...files].map(createFileEntry)].slice(0, Math.max(0, maxFiles));
}

export function removeFile(entries: readonly FileEntry[], key: string): FileEntry[] {
  return entries.filter((entry) => entry.key !== key);
}

export function setFileStatus(entries: readonly FileEntry[], key: string, status: FileStatus): FileEntry[] {
  return entries.map((entry) => (entry.key === key ? { ...entry, status } : entry));
}

/** Present-or-absent data attribute, as Ark renders it. */
const flag = (on: boolean) => (on ? '' : undefined);

/**
 * Whether `file` matches an `accept` attribute as a browser reads it: a comma-separated list of exact MIME types,
 * `type/*` wildcards and `.ext` name endings, case-insensitive. No accept (or only empty entries) accepts everything.
 */
function isAcceptedFile(file: File, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    // A file the browser gave no type (chosen under "all files") cannot be judged by a MIME type: it is let through,
    // so the caller, who checks the content, can say why it refuses it instead of the file silently not appearing.
    if (!type) return true;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The same file chosen twice, as Ark judged it: same name, size and type. */
const isSameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.type === b.type;

/** Whether a drag carries files (not text or a link), as Ark judged it. */
function carriesFiles(event: DragEvent): boolean {
  const types = event.dataTransfer?.types;
  return types ? Array.from(types).some((type) => type === 'Files' || type === 'application/x-moz-file') : false;
}

/** Sets the input's files to the list's where the browser allows it (not in every test DOM), as Ark did. */
function setInputFiles(input: HTMLInputElement, entries: readonly FileEntry[]) {
  try {
    const transfer = new DataTransfer();
    for (const entry of entries) transfer.items.add(entry.file);
    input.files = transfer.files;
  } catch {
    // No DataTransfer constructor (or files are read-only here): the list still holds the files.
  }
}

const STATUS_CLASSES: Record<FileStatus, string> = {
  pending: 'bg-surface-muted text-text',
  uploading: 'bg-info-bg text-on-info',
  done: 'bg-positive-bg text-on-positive',
  error: 'bg-negative-bg text-on-negative',
};

export interface MultiFileInputProps {
  /** Text of the add button (the input's label), e.g. "Bijlage toevoegen". */
  label: string;
  maxFiles: number;
  /** Accessible name of the list, e.g. "Gekozen bijlagen". */
  listLabel: string;
  /** Name of a remove button, e.g. (name) => `${name} verwijderen`. */
  removeLabel: (fileName: string) => string;
  /** Dutch text per status. */
  statusLabels: Record<FileStatus, string>;
  /** Controlled entries; with `onChange` the caller owns them (and sets statuses). */
  value?: FileEntry[];
  defaultValue?: FileEntry[];
  onChange?: (entries: FileEntry[]) => void;
  /** Help text, e.g. the accepted types and sizes. */
  description?: ReactNode;
  error?: ReactNode;
  accept?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Why adding is disabled while the list is full (translation key ui.multiFileInput.full). */
  fullMessage?: string;
  /** Announced after a removal (translation key ui.multiFileInput.removed). */
  removedAnnouncement?: (fileName: string) => string;
  /** Announced when a file is added or its status changes (translation key ui.multiFileInput.status). */
  statusAnnouncement?: (fileName: string, statusLabel: string) => string;
}

/**
 * What changed between two lists, as messages to announce: files added or with a new status, files removed, and the
 * limit being reached. Pure, so the announcements can be tested without a screen reader.
 */
export function describeFileChanges(
  previous: readonly FileEntry[],
  next: readonly FileEntry[],
  texts: {
    statusLabels: Record<FileStatus, string>;
    maxFiles: number;
    fullMessage?: string;
    removedAnnouncement?: (fileName: string) => string;
    statusAnnouncement: (fileName: string, statusLabel: string) => string;
  },
): string[] {
  const before = new Map(previous.map((entry) => [entry.key, entry]));
  const after = new Set(next.map((entry) => entry.key));
  const messages: string[] = [];
  for (const entry of next) {
    if (before.get(entry.key)?.status !== entry.status) {
      messages.push(texts.statusAnnouncement(entry.file.name, texts.statusLabels[entry.status]));
    }
  }
  if (texts.removedAnnouncement) {
    for (const entry of previous) {
      if (!after.has(entry.key)) messages.push(texts.removedAnnouncement(entry.file.name));
    }
  }
  if (texts.fullMessage && previous.length < texts.maxFiles && next.length >= texts.maxFiles) {
    messages.push(texts.fullMessage);
  }
  return messages;
}

const defaultStatusAnnouncement = (fileName: string, statusLabel: string) => `${fileName}: ${statusLabel}`;

export function MultiFileInput({
  label,
  maxFiles,
  listLabel,
  removeLabel,
  statusLabels,
  value,
  defaultValue = [],
  onChange,
  description,
  error,
  accept,
  name,
  disabled = false,
  className,
  fullMessage,
  removedAnnouncement,
  statusAnnouncement = defaultStatusAnnouncement,
}: MultiFileInputProps) {
  const [own, setOwn] = useState<FileEntry[]>(defaultValue);
  const entries = value ?? own;
  const input = useRef<HTMLInputElement>(null);
  const id = useId().replace(/:/g, '');
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const fullId = `${id}-full`;
  const invalid = Boolean(error);
  const full = entries.length >= maxFiles;
  const showFull = full && Boolean(fullMessage);
  const describedBy =
    [description ? descriptionId : '', error ? errorId : '', showFull ? fullId : ''].filter(Boolean).join(' ') ||
    undefined;
  // Focus cannot move to a disabled input; a removal asks for focus and it is given after the re-render.
  const focusAfterRender = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(entries);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    if (input.current && !input.current.disabled) input.current.focus();
  });
  useEffect(() => {
    if (announced.current === entries) return;
    const messages = describeFileChanges(announced.current, entries, {
      statusLabels,
      maxFiles,
      fullMessage,
      removedAnnouncement,
      statusAnnouncement,
    });
    announced.current = entries;
    if (messages.length > 0) setAnnouncement(messages.join(' '));
  }, [entries, statusLabels, maxFiles, fullMessage, removedAnnouncement, statusAnnouncement]);
  // A form submit carries the input's files: with a name, they follow the list (after a removal too).
  useEffect(() => {
    if (name && input.current) setInputFiles(input.current, entries);
  }, [name, entries]);
  // A file dropped beside the field would open in the tab and lose the form: not while the field is in the page.
  useEffect(() => {
    const stop = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    document.addEventListener('dragover', stop);
    document.addEventListener('drop', stop);
    return () => {
      document.removeEventListener('dragover', stop);
      document.removeEventListener('drop', stop);
    };
  }, []);

  /** Commits at once, so the list and its announcement are in the page in the same task as the user's action. */
  function change(next: FileEntry[]) {
    flushSync(() => {
      if (value === undefined) setOwn(next);
      onChange?.(next);
    });
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    const chosen: File[] = [];
    for (const file of Array.from(field.files ?? [])) {
      if (!isAcceptedFile(file, accept)) continue;
      if ([...entries.map((entry) => entry.file), ...chosen].some((known) => isSameFile(known, file))) continue;
      chosen.push(file);
    }
    // Cleared, so choosing the same file again (after removing it) is a change again.
    field.value = '';
    const next = addFiles(entries, chosen, maxFiles);
    if (name) setInputFiles(field, next);
    if (next.length !== entries.length || next.some((entry, index) => entry !== entries[index])) change(next);
  }

  function remove(key: string) {
    focusAfterRender.current = true;
    change(removeFile(entries, key));
  }

  return (
    <div
      data-scope="file-upload"
      data-part="root"
      data-disabled={flag(disabled)}
      data-invalid={flag(invalid)}
      className={['flex flex-col gap-2', className].filter(Boolean).join(' ')}
    >
      <div>
        <input
          ref={input}
          type="file"
          id={inputId}
          name={name}
          accept={accept}
          multiple={maxFiles > 1}
          disabled={disabled || full}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          className="peer sr-only"
          onChange={choose}
        />
        <label
          data-scope="file-upload"
          data-part="label"
          data-disabled={flag(disabled)}
          data-invalid={flag(invalid)}
          htmlFor={inputId}
          className={[
            buttonClasses({ variant: 'secondary' }),
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          ].join(' ')}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          {label}
        </label>
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-text-muted">
          {description}
        </p>
      ) : null}
      {showFull ? (
        <p id={fullId} className="text-sm text-text-muted" data-part="full-message">
          {fullMessage}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative">
          {error}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul
          data-scope="file-upload"
          data-part="item-group"
          data-disabled={flag(disabled)}
          aria-label={listLabel}
          className="flex flex-col gap-2"
        >
          {entries.map((entry) => (
            <li
              key={entry.key}
              data-scope="file-upload"
              data-part="item"
              data-disabled={flag(disabled)}
              data-status={entry.status}
              className="flex items-center gap-3 rounded-brand border border-border bg-surface py-1 pr-1 pl-3"
            >
              <div
                data-scope="file-upload"
                data-part="item-name"
                data-disabled={flag(disabled)}
                className="min-w-0 flex-1 truncate"
              >
                {entry.file.name}
              </div>
              <span
                className={['rounded-brand px-2 py-0.5 text-sm font-semibold', STATUS_CLASSES[entry.status]].join(' ')}
                data-part="item-status"
              >
                {statusLabels[entry.status]}
              </span>
              <button
                type="button"
                data-scope="file-upload"
                data-part="item-delete-trigger"
                data-disabled={flag(disabled)}
                aria-label={removeLabel(entry.file.name)}
                disabled={disabled || entry.status === 'uploading'}
                onClick={() => remove(entry.key)}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-brand text-text hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-text-muted"
              >
                <CrossIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only" data-part="announcement">
        {announcement}
      </p>
    </div>
  );
}
