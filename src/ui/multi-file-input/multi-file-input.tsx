/**
 * Multi-file input (SPEC §3–§5): the user adds files through the native file picker (keyboard and screen-reader
 * friendly), at most `maxFiles`; files beyond the limit are dropped. Each entry gets a generated 21-character key
 * (nanoid), the file and a status: pending, uploading, done or error (set by the caller while it uploads). Entries
 * are listed in an accessible list with their status and a remove button.
 *
 * While the list is full the add button is disabled and `fullMessage` (Dutch, from a translation key) says why; it
 * is linked to the input. Additions, removals, status changes and reaching the limit are announced politely through
 * a live region that is always in the page, so only its text changes. Removing a file moves focus to the add button
 * once it has re-rendered (it may just have been enabled again).
 */
import { nanoid } from 'nanoid';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

  function change(next: FileEntry[]) {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  }

  return (
    <div className={['flex flex-col gap-2', className].filter(Boolean).join(' ')} data-scope="multi-file-input">
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={maxFiles > 1}
          accept={accept}
          name={name}
          disabled={disabled || full}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(event) => {
            const files = event.target.files ? [...event.target.files] : [];
            if (files.length > 0) change(addFiles(entries, files, maxFiles));
            // Let the same file be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          data-part="trigger"
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
        <ul aria-label={listLabel} className="flex flex-col gap-2" data-part="item-group">
          {entries.map((entry) => (
            <li
              key={entry.key}
              data-part="item"
              data-status={entry.status}
              className="flex items-center gap-3 rounded-brand border border-border bg-surface py-1 pr-1 pl-3"
            >
              <span className="min-w-0 flex-1 truncate" data-part="item-name">
                {entry.file.name}
              </span>
              <span
                className={['rounded-brand px-2 py-0.5 text-sm font-semibold', STATUS_CLASSES[entry.status]].join(' ')}
                data-part="item-status"
              >
                {statusLabels[entry.status]}
              </span>
              <button
                type="button"
                aria-label={removeLabel(entry.file.name)}
                disabled={disabled || entry.status === 'uploading'}
                data-part="item-delete-trigger"
                onClick={() => {
                  focusAfterRender.current = true;
                  change(removeFile(entries, entry.key));
                }}
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
