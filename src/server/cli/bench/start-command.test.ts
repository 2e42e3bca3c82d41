import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_SCRIPT, startCommand } from './start-command';

describe('startCommand: the bench starts the portal as npm start does', () => {
  it('takes the command line and Node flags of package.json’s start script', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const command = startCommand(packageJson);
    expect(command[0]).toBe('node');
    expect(command).toContain(START_SCRIPT);
    expect(command).toContain('--max-semi-space-size=32');
  });

  it('refuses a start script that does not run the start script on plain Node', () => {
    expect(() => startCommand({ scripts: { start: 'node dist/server/entry.mjs' } })).toThrow(/start script/);
    expect(() => startCommand({ scripts: { start: 'tsx src/server/cli/start.ts' } })).toThrow(/start script/);
    expect(() => startCommand({})).toThrow(/start script/);
  });
});
