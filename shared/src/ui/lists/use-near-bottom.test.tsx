import { render } from '@testing-library/react';
import { NEAR_BOTTOM_PX, SCROLL_POLL_MS, useNearBottom } from './use-near-bottom';

function Watcher(props: { onNearBottom: () => void; enabled: boolean; intervalMs?: number }) {
  useNearBottom(props.onNearBottom, { enabled: props.enabled, intervalMs: props.intervalMs });
  return null;
}

/** jsdom has no layout, so the page height is set by hand. */
function setPageHeight(px: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: px,
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setPageHeight(0);
});

describe('useNearBottom', () => {
  it('asks for more on every poll while the page is scrolled near its end', () => {
    setPageHeight(window.innerHeight + NEAR_BOTTOM_PX);
    const calls: number[] = [];
    render(<Watcher enabled onNearBottom={() => calls.push(1)} />);
    jest.advanceTimersByTime(SCROLL_POLL_MS * 3);
    expect(calls).toHaveLength(3);
  });

  it('stays quiet while the end of the page is far below', () => {
    setPageHeight(window.innerHeight + NEAR_BOTTOM_PX + 1);
    const calls: number[] = [];
    render(<Watcher enabled onNearBottom={() => calls.push(1)} />);
    jest.advanceTimersByTime(SCROLL_POLL_MS * 3);
    expect(calls).toHaveLength(0);
  });

  it('stops polling while disabled and follows the given interval', () => {
    const calls: number[] = [];
    const view = render(<Watcher enabled={false} onNearBottom={() => calls.push(1)} />);
    jest.advanceTimersByTime(SCROLL_POLL_MS * 3);
    expect(calls).toHaveLength(0);

    view.rerender(<Watcher enabled intervalMs={50} onNearBottom={() => calls.push(1)} />);
    jest.advanceTimersByTime(150);
    expect(calls).toHaveLength(3);
    view.unmount();
    jest.advanceTimersByTime(150);
    expect(calls).toHaveLength(3);
  });
});
