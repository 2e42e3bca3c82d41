import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedFileStorage } from './embedded';
import { deleteCommand, putCommand, s3ClientConfig, s3FileStorage } from './s3';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('embedded file storage', () => {
  it('stores, reads and deletes a file under a key', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    dirs.push(root);
    const storage = embeddedFileStorage(root);
    await storage.put('contact/a1/b2', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await storage.get('contact/a1/b2')).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' });
    await storage.delete('contact/a1/b2');
    expect(await storage.get('contact/a1/b2')).toBeNull();
  });

  it('refuses a key that would leave its folder', async () => {
    const storage = embeddedFileStorage('/nonexistent');
    await expect(storage.put('../etc/passwd', new Uint8Array(), 'text/plain')).rejects.toThrow(/storage key/);
    await expect(storage.get('/absolute')).rejects.toThrow(/storage key/);
  });
});

describe('S3 file storage', () => {
  it('builds the client configuration from the environment settings', () => {
    expect(
      s3ClientConfig({
        bucket: 'b',
        region: 'eu-central-1',
        endpoint: 'https://s3.example.com',
        forcePathStyle: true,
        accessKeyId: 'AKIA',
        secretAccessKey: 'secret',
      }),
    ).toEqual({
      region: 'eu-central-1',
      endpoint: 'https://s3.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
    });
    // Without keys the SDK's own chain (instance role) is used.
    expect(s3ClientConfig({ bucket: 'b', region: 'eu-west-1' })).toEqual({
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('stores a private, encrypted object with its type and length', () => {
    const command = putCommand('uploads', 'contact/a/b', new Uint8Array(10), 'application/pdf');
    expect(command).toBeInstanceOf(PutObjectCommand);
    expect(command.input).toMatchObject({
      Bucket: 'uploads',
      Key: 'contact/a/b',
      ContentType: 'application/pdf',
      ContentLength: 10,
      ContentDisposition: 'attachment',
      ServerSideEncryption: 'AES256',
    });
    expect(() => putCommand('uploads', '../x', new Uint8Array(), 'image/png')).toThrow(/storage key/);
  });

  it('deletes an object of the bucket by its key, and refuses a key that is not one', () => {
    const command = deleteCommand('uploads', 'contact/a/b');
    expect(command).toBeInstanceOf(DeleteObjectCommand);
    expect(command.input).toEqual({ Bucket: 'uploads', Key: 'contact/a/b' });
    expect(() => deleteCommand('uploads', 'contact/../../x')).toThrow(/storage key/);
    expect(() => deleteCommand('uploads', '')).toThrow(/storage key/);
  });

  it('sends put, get and delete commands and answers a missing key with null', async () => {
    const sent: unknown[] = [];
    const client = {
      send: (command: unknown) => {
        sent.push(command);
        if (command instanceof GetObjectCommand) {
          if (command.input.Key === 'missing')
            return Promise.reject(Object.assign(new Error('x'), { name: 'NoSuchKey' }));
          return Promise.resolve({
            ContentType: 'image/gif',
            Body: { transformToByteArray: () => Promise.resolve(new Uint8Array([7])) },
          });
        }
        return Promise.resolve({});
      },
    };
    const storage = s3FileStorage({ bucket: 'uploads', region: 'eu-west-1' }, client as never);
    await storage.put('k', new Uint8Array([7]), 'image/gif');
    expect(await storage.get('k')).toEqual({ bytes: new Uint8Array([7]), contentType: 'image/gif' });
    expect(await storage.get('missing')).toBeNull();
    await storage.delete('k');
    expect(sent.map((command) => command?.constructor)).toEqual([
      PutObjectCommand,
      GetObjectCommand,
      GetObjectCommand,
      DeleteObjectCommand,
    ]);
    expect((sent[3] as DeleteObjectCommand).input).toEqual({ Bucket: 'uploads', Key: 'k' });
  });
});
