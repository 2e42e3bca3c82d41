import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version';

describe('the Node the commands need', () => {
  it('accepts Node 24 and later', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('25.1.0')).toBeUndefined();
  });

  it('tells someone on Node 20 or 22 to run through the npm scripts, naming both versions', () => {
    for (const version of ['20.20.2', '22.12.0']) {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain('needs Node 24');
      expect(problem).toContain(`this is Node ${version}`);
      expect(problem).toContain('npm scripts');
    }
  });
});
