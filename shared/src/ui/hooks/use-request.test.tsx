import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRequest } from './use-request';

/** A load whose answers the test gives by hand, one pending answer per key. */
function manualLoads() {
  const pending = new Map<
    string,
    { resolve: (value: string) => void; reject: (error: Error) => void; signal: AbortSignal }
  >();
  const load = (key: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => pending.set(key, { resolve, reject, signal }));
  return { pending, load };
}

function Probe(props: {
  id: string | null;
  load: (key: string, signal: AbortSignal) => Promise<string>;
}) {
  const request = useRequest(props.id, (signal) => props.load(props.id ?? '', signal));
  return (
    <div>
      <p data-testid="state">
        {request.status === 'ready' ? `hazır: ${request.data}` : request.status}
      </p>
      <button onClick={request.retry}>Tekrar Dene</button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('useRequest', () => {
  it('waits while the key is null, then loads and shows the answer', async () => {
    const loads = manualLoads();
    const view = render(<Probe id={null} load={loads.load} />);
    expect(state()).toBe('loading');
    expect(loads.pending.size).toBe(0);

    view.rerender(<Probe id="n1" load={loads.load} />);
    expect(state()).toBe('loading');
    await act(async () => loads.pending.get('n1')?.resolve('Haber 1'));
    expect(state()).toBe('hazır: Haber 1');
  });

  it('drops the answer for an older key and aborts its request', async () => {
    const loads = manualLoads();
    const view = render(<Probe id="n1" load={loads.load} />);
    view.rerender(<Probe id="n2" load={loads.load} />);
    expect(loads.pending.get('n1')?.signal.aborted).toBe(true);

    await act(async () => loads.pending.get('n1')?.resolve('Haber 1'));
    expect(state()).toBe('loading');
    await act(async () => loads.pending.get('n2')?.resolve('Haber 2'));
    expect(state()).toBe('hazır: Haber 2');
  });

  it('reports a failure and loads again on retry', async () => {
    const loads = manualLoads();
    render(<Probe id="n1" load={loads.load} />);
    await act(async () => loads.pending.get('n1')?.reject(new Error('sunucu yok')));
    expect(state()).toBe('failed');

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(state()).toBe('loading');
    await act(async () => loads.pending.get('n1')?.resolve('Haber 1'));
    expect(state()).toBe('hazır: Haber 1');
  });
});
