import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepConnectionsAlive } from './keep-alive';

describe('keepConnectionsAlive', () => {
  it('keeps an idle connection open as long as asked, and says so in Keep-Alive', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    keepConnectionsAlive(server, 65_000);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(65_000);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true });
    try {
      const header = await new Promise<string | undefined>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.headers['keep-alive'])));
          })
          .on('error', reject);
      });
      expect(header).toBe('timeout=65');
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
