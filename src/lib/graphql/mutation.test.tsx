// @vitest-environment jsdom
import '../../ui/test-utils/dom';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetcher } from '../fetcher/fetcher';
import type { GraphQLDocument } from './client';
import { graphqlMutation, useGraphQLMutation } from './mutation';

type EndSession = { endSession: { ok: boolean; violations: { code: string; field: string | null }[] } };
const DOCUMENT = 'mutation EndSession($id: ID!) { endSession(id: $id) { ok } }' as unknown as GraphQLDocument<
  EndSession,
  { id: string }
>;
// Keys of their own: the page's fetcher is shared by the files of a worker.
const SPEC = { name: 'endSession', revalidates: [{ exact: 'MutationProbeList' }] };

describe('graphqlMutation', () => {
  it("runs the document through the island's client and answers the mutation's field", async () => {
    const request = vi.fn(async () => ({ endSession: { ok: true, violations: [] } }));
    const answer = await graphqlMutation(SPEC, DOCUMENT, request).mutate({ id: 's1' });
    expect(request).toHaveBeenCalledWith(DOCUMENT, { id: 's1' });
    expect(answer).toEqual({ ok: true, violations: [] });
  });

  it('revalidates the keys its manifest entry names, and no others', async () => {
    const read = vi.fn(async () => 'read');
    const other = vi.fn(async () => 'other');
    const $list = fetcher().createQuery('MutationProbeList', read);
    const $other = fetcher().createQuery('MutationProbeOther', other);
    const stop = [$list.listen(() => {}), $other.listen(() => {})];
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await graphqlMutation(SPEC, DOCUMENT, async () => ({ endSession: { ok: true, violations: [] } })).mutate({
      id: 's1',
    });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(other).toHaveBeenCalledTimes(1);
    for (const unlisten of stop) unlisten();
  });
});

describe('useGraphQLMutation', () => {
  it('says the mutation is running until its answer is there', async () => {
    let answer: (value: EndSession) => void = () => {};
    const request = vi.fn(() => new Promise<EndSession>((resolve) => (answer = resolve)));
    function Probe() {
      const [$end, ending] = useGraphQLMutation(SPEC, DOCUMENT, request);
      return (
        <button type="button" onClick={() => void $end.mutate({ id: 's1' })}>
          {ending ? 'bezig' : 'klaar'}
        </button>
      );
    }
    render(<Probe />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('bezig');
    await act(async () => answer({ endSession: { ok: true, violations: [] } }));
    expect(screen.getByRole('button')).toHaveTextContent('klaar');
  });
});
