/**
 * Multi-file input (SPEC §3–§5) on Ark UI's `FileUpload` machine, which owns the chosen files: it reads the native
 * file picker (keyboard and screen-reader friendly), refuses files outside `accept` and files already chosen, keeps
 * the form's file input in step with the list and stops a file dropped beside the field from opening in the tab.
 * On top of it, ours:
 * - at most `maxFiles`; files beyond the limit are dropped (Ark refuses the whole selection instead, so Ark gets no
 *   limit and the list is cut here);
 * - each entry gets a generated 21-character key (nanoid) and a status: pending, uploading, done or error (set by the
 *   caller while it uploads), listed with a remove button;
 * - the native input stays the control (named by the add button, which is its label), as before Ark: Ark hides it
 *   from assistive technology behind a separate trigger button, which would make it a second control to keep in step.
 *
 * While the list is full the add button is disabled and `fullMessage` (Dutch, from a translation key) says why; it
 * is linked to the input. Additions, removals, status changes and reaching the limit are announced politely through
 * a live region that is always in the page, so only its text changes. Removing a file moves focus to the add button
 * once it has re-rendered (it may just have been enabled again).
 */
import { FileUpload } from '@ark-ui/react/file-upload';
import { nanoid } from 'nanoid';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

  /** Ark's list of files after a choice or a removal, as entries: known files keep their key and status. */
  function handleFiles(files: File[]) {
    const known = new Map(entries.map((entry) => [entry.file, entry]));
    const next = files.map((file) => known.get(file) ?? createFileEntry(file)).slice(0, Math.max(0, maxFiles));
    if (next.length < entries.length) focusAfterRender.current = true;
    // Ark reports from a microtask, outside React's event batching: commit at once, so the list and its
    // announcement are in the page in the same task as the user's choice.
    flushSync(() => change(next));
  }

  return (
    <FileUpload.Root
      maxFiles={Number.MAX_SAFE_INTEGER}
      acceptedFiles={entries.map((entry) => entry.file)}
      onFileAccept={({ files }) => handleFiles(files)}
      accept={accept}
      name={name}
      disabled={disabled}
      invalid={Boolean(error)}
      className={['flex flex-col gap-2', className].filter(Boolean).join(' ')}
    >
      <div>
        <FileUpload.HiddenInput
          ref={input}
          id={inputId}
          multiple={maxFiles > 1}
          disabled={disabled || full}
          tabIndex={0}
          aria-hidden={false}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <FileUpload.Label
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
        </FileUpload.Label>
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
        <FileUpload.ItemGroup aria-label={listLabel} className="flex flex-col gap-2">
          {entries.map((entry) => (
            <FileUpload.Item
              key={entry.key}
              file={entry.file}
              data-status={entry.status}
              className="flex items-center gap-3 rounded-brand border border-border bg-surface py-1 pr-1 pl-3"
            >
              <FileUpload.ItemName className="min-w-0 flex-1 truncate" />
              <span
                className={['rounded-brand px-2 py-0.5 text-sm font-semibold', STATUS_CLASSES[entry.status]].join(' ')}
                data-part="item-status"
              >
                {statusLabels[entry.status]}
              </span>
              <FileUpload.ItemDeleteTrigger
                aria-label={removeLabel(entry.file.name)}
                disabled={disabled || entry.status === 'uploading'}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-brand text-text hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-text-muted"
              >
                <CrossIcon />
              </FileUpload.ItemDeleteTrigger>
            </FileUpload.Item>
          ))}
        </FileUpload.ItemGroup>
      ) : null}
      <p role="status" className="sr-only" data-part="announcement">
        {announcement}
      </p>
    </FileUpload.Root>
  );
}
