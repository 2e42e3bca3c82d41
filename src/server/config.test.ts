import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config, environmentFromBranch } from './config';

describe('environmentFromBranch', () => {
  it.each([
    ['develop', 'acceptance'],
    ['main', 'production'],
    ['feature/holiday', 'test'],
    [undefined, 'test'],
  ])('%s → %s', (branch, environment) => {
    expect(environmentFromBranch(branch)).toBe(environment);
  });
});

describe('CONTENT_CACHE_MS', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'mo-config-'));

  it('keeps published content 15 seconds unless configured', () => {
    expect(config({ DATA_DIR: dataDir() }).CONTENT_CACHE_MS).toBe(15_000);
    expect(config({ DATA_DIR: dataDir(), CONTENT_CACHE_MS: '250' }).CONTENT_CACHE_MS).toBe(250);
    expect(config({ DATA_DIR: dataDir(), CONTENT_CACHE_MS: '0' }).CONTENT_CACHE_MS).toBe(0);
  });

  it.each(['soms', '-1', '1.5', '3600001'])('refuses %s, naming the variable', (value) => {
    expect(() => config({ DATA_DIR: dataDir(), CONTENT_CACHE_MS: value })).toThrow(/CONTENT_CACHE_MS/);
  });
});

describe('the ports of the content lake and the account host', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'mo-config-'));

  it('follow PORT unless set: the two ports after it', () => {
    expect(config({ DATA_DIR: dataDir() })).toMatchObject({
      PORT: 4321,
      CONTENT_LAKE_PORT: 4322,
      ACCOUNT_HOST_PORT: 4323,
    });
    expect(config({ DATA_DIR: dataDir(), PORT: '5100' })).toMatchObject({
      CONTENT_LAKE_PORT: 5101,
      ACCOUNT_HOST_PORT: 5102,
    });
    expect(
      config({ DATA_DIR: dataDir(), PORT: '5100', CONTENT_LAKE_PORT: '6000', ACCOUNT_HOST_PORT: '6001' }),
    ).toMatchObject({ CONTENT_LAKE_PORT: 6000, ACCOUNT_HOST_PORT: 6001 });
  });
});

describe('the operations guide documents the configuration', () => {
  it('names every variable the portal reads in its configuration table', async () => {
    const { readFileSync } = await import('node:fs');
    const { CONFIG_VARIABLES } = await import('./config');
    const guide = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const start = guide.indexOf('\n## Configuration\n');
    expect(start).toBeGreaterThan(-1);
    const end = guide.indexOf('\n## ', start + 1);
    const table = guide.slice(start, end === -1 ? undefined : end);
    const documented = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!)),
    );
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('SMS_PROVIDER', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'mo-config-'));

  it('refuses CM.com without its product token when the configuration is read, naming the variable', () => {
    expect(() => config({ DATA_DIR: dataDir(), SMS_PROVIDER: 'cm' })).toThrow(
      /CM_PRODUCT_TOKEN: required with SMS_PROVIDER=cm/,
    );
    expect(config({ DATA_DIR: dataDir(), SMS_PROVIDER: 'cm', CM_PRODUCT_TOKEN: 'token' }).SMS_PROVIDER).toBe('cm');
    expect(config({ DATA_DIR: dataDir() }).SMS_PROVIDER).toBe('outbox');
  });
});
