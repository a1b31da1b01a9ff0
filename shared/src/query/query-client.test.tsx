import { createQueryClient, QueryProvider, shownStatus } from '@kanat/shared/query';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';

/** A load whose answers the test gives by hand, one pending answer per key. */
function manualLoads() {
  const pending = new Map<
    string,
    { resolve: (value: string) => void; reject: (error: Error) => void; signal: AbortSignal }
  >();
  let calls = 0;
  const load = (key: string, signal: AbortSignal) => {
    calls += 1;
    return new Promise<string>((resolve, reject) => pending.set(key, { resolve, reject, signal }));
  };
  return { pending, load, calls: () => calls };
}

function Probe(props: {
  id: string | null;
  load: (key: string, signal: AbortSignal) => Promise<string>;
}) {
  const query = useQuery({
    queryKey: ['probe', props.id],
    queryFn: ({ signal }) => props.load(props.id ?? '', signal),
    enabled: props.id !== null,
  });
  const status = shownStatus(query);
  return (
    <div>
      <p data-testid="state">{status === 'ready' ? `hazır: ${query.data}` : status}</p>
      <button onClick={() => void query.refetch()}>Tekrar Dene</button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;
/** Lets the query cache pass its news on to the component. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderProbe(
  id: string | null,
  load: (key: string, signal: AbortSignal) => Promise<string>,
) {
  const client = createQueryClient();
  const view = render(
    <QueryProvider client={client}>
      <Probe id={id} load={load} />
    </QueryProvider>,
  );
  return {
    rerender: (next: string | null) =>
      view.rerender(
        <QueryProvider client={client}>
          <Probe id={next} load={load} />
        </QueryProvider>,
      ),
  };
}

describe('createQueryClient with shownStatus', () => {
  it('waits while the query is disabled, then loads and shows the answer', async () => {
    const loads = manualLoads();
    const view = renderProbe(null, loads.load);
    await settle();
    expect(state()).toBe('loading');
    expect(loads.pending.size).toBe(0);

    view.rerender('n1');
    await settle();
    expect(state()).toBe('loading');
    await act(async () => loads.pending.get('n1')?.resolve('Haber 1'));
    await settle();
    expect(state()).toBe('hazır: Haber 1');
  });

  it('drops the answer for an older key and aborts its request', async () => {
    const loads = manualLoads();
    const view = renderProbe('n1', loads.load);
    await settle();
    view.rerender('n2');
    await settle();
    expect(loads.pending.get('n1')?.signal.aborted).toBe(true);

    await act(async () => loads.pending.get('n1')?.resolve('Haber 1'));
    await settle();
    expect(state()).toBe('loading');
    await act(async () => loads.pending.get('n2')?.resolve('Haber 2'));
    await settle();
    expect(state()).toBe('hazır: Haber 2');
  });

  it('reports a failure at once, without retrying, and loads again on retry', async () => {
    const loads = manualLoads();
    renderProbe('n1', loads.load);
    await settle();
    await act(async () => loads.pending.get('n1')?.reject(new Error('sunucu yok')));
    await settle();
    expect(state()).toBe('failed');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads.calls()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await settle();
    expect(state()).toBe('loading');
    await act(async () => loads.pending.get('n1')?.resolve('Haber 1'));
    await settle();
    expect(state()).toBe('hazır: Haber 1');
  });
});
