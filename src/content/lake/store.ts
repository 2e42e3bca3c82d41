/**
 * The lake's datasets in memory: every `{datasetDir}/{name}.ndjson` is a dataset. When a state directory is given,
 * a dataset changed through mutations is written to `{stateDir}/{name}.ndjson` and that copy is preferred on the
 * next load, so the committed dataset itself is never written.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LakeDocument } from './perspective';

/** Parses NDJSON (one JSON document per line); names the file and line of a bad line. */
export function parseNdjson(text: string, source: string): LakeDocument[] {
  const documents: LakeDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1}: not valid JSON (${(error as Error).message})`, { cause: error });
    }
    if (!value || typeof value !== 'object' || typeof (value as { _id?: unknown })._id !== 'string') {
      throw new Error(`${source}:${index + 1}: a document needs a string _id`);
    }
    documents.push(value as LakeDocument);
  });
  return documents;
}

/** When the committed dataset was written: the creation and update time of a document that has none. */
const DATASET_EPOCH = '2026-01-01T00:00:00Z';

/**
 * Every document of Content Lake has a revision and its times; the committed dataset's documents have none, so they
 * get them on reading: the revision from the document's content (the same on every start until it changes), the
 * times of the dataset. The Studio needs them (its previews and its edits to a document go by revision).
 */
export function withSystemFields(doc: LakeDocument): LakeDocument {
  if (typeof doc['_rev'] === 'string' && typeof doc['_updatedAt'] === 'string') return doc;
  const rev = createHash('sha256').update(JSON.stringify(doc)).digest('base64url').slice(0, 22);
  return { _createdAt: DATASET_EPOCH, _updatedAt: DATASET_EPOCH, _rev: rev, ...doc };
}

/** Serialises documents as NDJSON, one per line, with a final newline. */
export function toNdjson(documents: readonly LakeDocument[]): string {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + (documents.length > 0 ? '\n' : '');
}

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export class DatasetStore {
  private datasets = new Map<string, LakeDocument[]>();
  /** Serialises writes per dataset so that concurrent transactions never lose each other's changes. */
  private queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly datasetDir: string,
    private readonly stateDir: string | undefined,
  ) {}

  /** (Re-)reads every dataset from disk, the state copy winning over the committed file. */
  async load(): Promise<void> {
    const entries = await readdir(this.datasetDir);
    const next = new Map<string, LakeDocument[]>();
    for (const entry of entries.sort()) {
      if (!entry.endsWith('.ndjson')) continue;
      const name = entry.slice(0, -'.ndjson'.length);
      if (!DATASET_NAME.test(name)) continue;
      const statePath = this.stateDir ? path.join(this.stateDir, entry) : undefined;
      const file = statePath && existsSync(statePath) ? statePath : path.join(this.datasetDir, entry);
      next.set(name, parseNdjson(await readFile(file, 'utf8'), file).map(withSystemFields));
    }
    this.datasets = next;
  }

  has(name: string): boolean {
    return this.datasets.has(name);
  }

  /** The raw documents of a dataset (all ids, drafts included). */
  documents(name: string): readonly LakeDocument[] {
    const documents = this.datasets.get(name);
    if (!documents) throw new Error(`Unknown dataset "${name}"`);
    return documents;
  }

  /**
   * Runs `change` on the current documents of a dataset, exclusively. When it returns documents they replace the
   * dataset (and are persisted to the state directory); returning undefined leaves the dataset as it was.
   */
  async update<T>(
    name: string,
    change: (documents: readonly LakeDocument[]) => Promise<{ documents?: LakeDocument[]; value: T }>,
  ): Promise<T> {
    const previous = this.queues.get(name) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(async () => {
        const outcome = await change(this.documents(name));
        if (outcome.documents) {
          this.datasets.set(name, outcome.documents);
          await this.persist(name, outcome.documents);
        }
        return outcome.value;
      });
    this.queues.set(name, run);
    return run;
  }

  private async persist(name: string, documents: readonly LakeDocument[]): Promise<void> {
    if (!this.stateDir) return;
    await mkdir(this.stateDir, { recursive: true });
    const target = path.join(this.stateDir, `${name}.ndjson`);
    // Write then rename, so a crash never leaves a half-written dataset that would win on the next start.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, toNdjson(documents), 'utf8');
    await rename(temporary, target);
  }
}
