/**
 * The S3-compatible file storage (production): `@aws-sdk/client-s3` against the bucket `S3_BUCKET`, at `S3_ENDPOINT`
 * when set (MinIO, R2, Scaleway …; path-style with `S3_FORCE_PATH_STYLE`), else AWS in `S3_REGION`. Credentials from
 * `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY`, or the SDK's own chain (instance role, environment) without them.
 * The commands are built by the exported functions, so a test checks them without a network.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { STORAGE_KEY, type FileStorage } from './index';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** The client's configuration from the settings. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: Boolean(settings.forcePathStyle),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
}

function checked(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The command that stores a file: private, with its type and length, never served inline. */
export function putCommand(bucket: string, key: string, bytes: Uint8Array, contentType: string): PutObjectCommand {
  return new PutObjectCommand({
    Bucket: bucket,
    Key: checked(key),
    Body: bytes,
    ContentType: contentType,
    ContentLength: bytes.byteLength,
    ContentDisposition: 'attachment',
    ServerSideEncryption: 'AES256',
  });
}

export function getCommand(bucket: string, key: string): GetObjectCommand {
  return new GetObjectCommand({ Bucket: bucket, Key: checked(key) });
}

export function deleteCommand(bucket: string, key: string): DeleteObjectCommand {
  return new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) });
}

/** The adapter; `client` for tests (a client whose `send` is a fake). */
export function s3FileStorage(
  settings: S3Settings,
  client: Pick<S3Client, 'send'> = new S3Client(s3ClientConfig(settings)),
): FileStorage {
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      await client.send(putCommand(settings.bucket, key, bytes, contentType));
    },
    async get(key) {
      try {
        const answer = await client.send(getCommand(settings.bucket, key));
        if (!answer.Body) return null;
        return {
          bytes: await answer.Body.transformToByteArray(),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(deleteCommand(settings.bucket, key));
    },
  };
}
