/**
 * Multi-file input (SPEC §3–§5): the user adds files through the native file picker (keyboard and screen-reader
 * friendly), at most `maxFiles`; files beyond the limit are dropped. Each entry gets a generated 21-character key
 * (nanoid), the file and a status: pending, uploading, done or error (set by the caller while it uploads). Entries
 * are listed in an accessible list with their status and a remove button.
 */
import { nanoid } from 'nanoid';
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '../button/button';

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
}

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
}: MultiFileInputProps) {
  const [own, setOwn] = useState<FileEntry[]>(defaultValue);
  const entries = value ?? own;
  const input = useRef<HTMLInputElement>(null);
  const id = useId().replace(/:/g, '');
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const full = entries.length >= maxFiles;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

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
                  change(removeFile(entries, entry.key));
                  input.current?.focus();
                }}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-brand text-text hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-text-muted"
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
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
