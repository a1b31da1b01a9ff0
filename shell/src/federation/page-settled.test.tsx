import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { markSectionLoading, SETTLE_QUIET_MS, usePageSettled } from './page-settled';

function Probe() {
  return <output data-testid="settled">{String(usePageSettled())}</output>;
}

function renderProbe() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
}

describe('usePageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits while a section loads its code, then for a quiet moment, and stays settled', () => {
    const release = markSectionLoading();
    renderProbe();
    act(() => {
      jest.advanceTimersByTime(SETTLE_QUIET_MS * 4);
    });
    expect(screen.getByTestId('settled').textContent).toBe('false');

    act(() => release());
    act(() => {
      jest.advanceTimersByTime(SETTLE_QUIET_MS - 1);
    });
    expect(screen.getByTestId('settled').textContent).toBe('false');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('settled').textContent).toBe('true');

    const again = markSectionLoading();
    act(() => {
      jest.advanceTimersByTime(10);
    });
    expect(screen.getByTestId('settled').textContent).toBe('true');
    act(() => again());
  });
});
