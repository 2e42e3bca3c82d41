import { describe, expect, it, vi } from 'vitest';

const sent = vi.fn(async () => ({ ok: true }));
vi.mock('./client', () => ({ request: sent }));

describe('the lazily loaded client', () => {
  it("sends through the client's request once it has loaded, with the same arguments and result", async () => {
    const { request } = await import('./lazy-client');
    const document = { __meta__: { hash: 'abc', operationName: 'Send', operationType: 'mutation' } };
    const controller = new AbortController();
    await expect(request(document as never, { id: 1 }, { signal: controller.signal })).resolves.toEqual({ ok: true });
    expect(sent).toHaveBeenCalledWith(document, { id: 1 }, { signal: controller.signal });
  });

  it("rejects as the client's request does", async () => {
    sent.mockRejectedValueOnce(new Error('[Network] down'));
    const { request } = await import('./lazy-client');
    await expect(request({} as never)).rejects.toThrow('[Network] down');
  });
});
