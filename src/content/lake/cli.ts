/**
 * Starts the local content lake from the server configuration: `npx tsx src/content/lake/cli.ts`.
 * Port CONTENT_LAKE_PORT, datasets from `src/content/dataset`, editor changes kept in `${DATA_DIR}/content`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '../../server/config';
import { startContentLake } from './server';

const datasetDir = fileURLToPath(new URL('../dataset', import.meta.url));
const settings = config();

const lake = await startContentLake({
  port: settings.CONTENT_LAKE_PORT,
  datasetDir,
  token: settings.contentLakeToken,
  stateDir: path.resolve(settings.DATA_DIR, 'content'),
});
console.log(`Content lake listening on ${lake.url} (datasets from ${path.relative(process.cwd(), datasetDir) || '.'})`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`Content lake stopping (${signal})`);
  await lake.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
