import { resetClock } from '@kanat/shared/api';
import { RenderTimeProvider, useServerClockValue } from '@kanat/shared/session';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { intersection } from '../../test/intersection-observer';

const start = 1_700_000_000_000;

beforeEach(() => {
  resetClock();
  jest.useFakeTimers({ now: start });
});
afterEach(() => jest.useRealTimers());

/** Seconds left to `end`, with the number of times this component was drawn. */
function Countdown({ end, draws }: { end: number; draws: number[] }) {
  const left = useServerClockValue((now) => Math.max(0, Math.ceil((end - now) / 1000)));
  draws.push(left);
  return <p data-testid={`left-${end}`}>{left}</p>;
}

/** Whether `end` has passed: a value that changes once. */
function Ended({ end, draws }: { end: number; draws: boolean[] }) {
  const ended = useServerClockValue((now) => now >= end);
  draws.push(ended);
  return <p data-testid="ended">{ended ? 'bitti' : 'sürüyor'}</p>;
}

/** A countdown that follows the clock only while its own element is near the screen. */
function SeenCountdown({ end }: { end: number }) {
  const cell = useRef<HTMLParagraphElement>(null);
  const left = useServerClockValue((now) => Math.max(0, Math.ceil((end - now) / 1000)), cell);
  return (
    <p ref={cell} data-testid="seen">
      {left}
    </p>
  );
}

/** Lets the stand-in observer report the elements it was just given. */
const observed = () => act(() => Promise.resolve());

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useServerClockValue', () => {
  it('moves every clock of the page each second', () => {
    render(
      <>
        <Countdown end={start + 5000} draws={[]} />
        <Countdown end={start + 9000} draws={[]} />
      </>,
    );
    expect(screen.getByTestId(`left-${start + 5000}`).textContent).toBe('5');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId(`left-${start + 5000}`).textContent).toBe('3');
    expect(screen.getByTestId(`left-${start + 9000}`).textContent).toBe('7');
  });

  it('draws a clock again only when its own value changes', () => {
    const draws: boolean[] = [];
    render(<Ended end={start + 4500} draws={draws} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('ended').textContent).toBe('bitti');
    // Ten ticks, one change: drawn with `false`, then once with `true`.
    expect(draws.filter((value) => value)).toHaveLength(1);
    expect(new Set(draws)).toEqual(new Set([false, true]));
  });

  it('stops its timer when the last clock goes away', () => {
    const { unmount } = render(<Countdown end={start + 5000} draws={[]} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('hydrates at the time the server drew the page, then moves to the browser’s', () => {
    const container = document.createElement('div');
    const page = (
      <RenderTimeProvider time={start - 3000}>
        <Countdown end={start + 5000} draws={[]} />
      </RenderTimeProvider>
    );
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('8');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('5');
    act(() => root?.unmount());
  });

  it('ticks a clock near the screen, stands still far from it, and is right at once when back', async () => {
    render(<SeenCountdown end={start + 60_000} />);
    await observed();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('seen').textContent).toBe('58');
    act(() => intersection.setInView(false));
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('seen').textContent).toBe('58');
    act(() => intersection.setInView(true));
    expect(screen.getByTestId('seen').textContent).toBe('48');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('seen').textContent).toBe('47');
  });

  it('stands still while the tab is hidden and is right at once when it is shown again', () => {
    try {
      render(<Countdown end={start + 60_000} draws={[]} />);
      setTabHidden(true);
      expect(jest.getTimerCount()).toBe(0);
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByTestId(`left-${start + 60_000}`).textContent).toBe('60');
      act(() => setTabHidden(false));
      expect(screen.getByTestId(`left-${start + 60_000}`).textContent).toBe('55');
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
