/**
 * The file-storage port: where the contact form's attachments are kept. Two
 * adapters: a folder on disk (`DATA_DIR/uploads`, ./embedded.ts: `npm start` and the tests) and an S3-compatible
 * bucket through `@aws-sdk/client-s3` (./s3.ts: production; AWS S3, MinIO, Cloudflare R2, …). `FILE_STORAGE`
 * (src/server/config.ts) chooses; default embedded. Keys are made by the domain (`contact/{account}/{id}`), never
 * from a user's file name.
 */
import path from 'node:path';
import { config } from '../../config';
import { embeddedFileStorage } from './embedded';
import { s3FileStorage } from './s3';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  readonly name: 'embedded' | 's3';
  /** Stores `bytes` under `key` (replacing what was there). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key` (nothing when there is none). */
  delete(key: string): Promise<void>;
}

/** A storage key: path segments of letters, digits, `-` and `_`, joined by `/` (no `..`, no leading slash). */
export const STORAGE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

let chosen: FileStorage | undefined;

/** The adapter the configuration chooses (made once per process). */
export function fileStorage(): FileStorage {
  if (chosen) return chosen;
  const settings = config();
  if (settings.FILE_STORAGE === 's3') {
    if (!settings.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required with FILE_STORAGE=s3');
    chosen = s3FileStorage({
      bucket: settings.S3_BUCKET,
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    });
  } else {
    chosen = embeddedFileStorage(path.resolve(settings.DATA_DIR, 'uploads'));
  }
  return chosen;
}

/** For tests: use this adapter instead of the configured one (undefined resets). */
export function setFileStorage(storage: FileStorage | undefined): void {
  chosen = storage;
}
