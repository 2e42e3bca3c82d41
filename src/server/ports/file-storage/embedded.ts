/**
 * The embedded file storage: one file per key below a folder (`DATA_DIR/uploads`), with its content type in a
 * `.type` file beside it. Keys are checked against {@link STORAGE_KEY}, so no key leaves the folder.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY, type FileStorage } from './index';

function fileOf(root: string, key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return path.join(root, ...key.split('/'));
}

export function embeddedFileStorage(root: string): FileStorage {
  return {
    name: 'embedded',
    async put(key, bytes, contentType) {
      const file = fileOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      await writeFile(`${file}.type`, contentType);
    },
    async get(key) {
      const file = fileOf(root, key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(root, key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
    },
  };
}
