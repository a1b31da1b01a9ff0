import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenSeen } from './hydrate-when-seen';

type Watcher = { callback: IntersectionObserverCallback; targets: Element[] };
let watchers: Watcher[] = [];

class FakeIntersectionObserver {
  private readonly watcher: Watcher;
  constructor(callback: IntersectionObserverCallback) {
    this.watcher = { callback, targets: [] };
    watchers.push(this.watcher);
  }
  observe(target: Element) {
    this.watcher.targets.push(target);
  }
  disconnect() {
    watchers = watchers.filter((w) => w !== this.watcher);
  }
}

/** The browser reports the watched elements as near the screen. */
function scrollNear() {
  for (const watcher of [...watchers]) {
    watcher.callback(
      watcher.targets.map((target) => ({ target, isIntersecting: true })) as never,
      watcher as never,
    );
  }
}

function Counter({ label }: { label: string }) {
  return (
    <button type="button" onClick={(e) => (e.currentTarget.textContent = `${label} tıklandı`)}>
      {label}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="üst" />
      <HydrateWhenSeen>
        <Counter label="alt" />
      </HydrateWhenSeen>
    </main>
  );
}

function Changing({ label }: { label: string }) {
  return (
    <HydrateWhenSeen>
      <Counter label={label} />
    </HydrateWhenSeen>
  );
}

beforeEach(() => {
  watchers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    FakeIntersectionObserver;
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('HydrateWhenSeen', () => {
  it('keeps a server-drawn part as the server drew it until it comes near the screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = container.querySelectorAll('button')[1];
    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    // The part above is live; the sleeping one is the server's HTML, its handlers not attached.
    const [top, bottom] = [...container.querySelectorAll('button')];
    act(() => top?.click());
    expect(top?.textContent).toBe('üst tıklandı');
    act(() => bottom?.click());
    expect(bottom?.textContent).toBe('alt');
    expect(watchers).toHaveLength(1);

    await act(async () => scrollNear());
    // Hydrated in place: the same element, now live.
    expect(container.querySelectorAll('button')[1]).toBe(serverButton);
    act(() => container.querySelectorAll('button')[1]?.click());
    expect(container.querySelectorAll('button')[1]?.textContent).toBe('alt tıklandı');
    expect(watchers).toHaveLength(0);
    container.remove();
  });

  it('draws a part at once when the browser draws the page itself', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'alt' }).textContent).toBe('alt');
    expect(watchers).toHaveLength(0);
  });

  it('keeps a part the browser drew on the screen when it draws again', async () => {
    const { rerender } = render(<Changing label="bir" />);
    await act(async () => rerender(<Changing label="iki" />));
    expect(screen.getByRole('button').textContent).toBe('iki');
    expect(watchers).toHaveLength(0);
  });

  it('wakes a sleeping part at a touch, in time for the click that follows', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    const bottom = container.querySelectorAll('button')[1] as HTMLButtonElement;
    // The press and the click come one right after the other, with no time to hydrate between.
    act(() => {
      bottom.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      bottom.click();
    });
    expect(bottom.textContent).toBe('alt tıklandı');
    container.remove();
  });

  it('gives a part the click it lost while its code was still on its way', async () => {
    let arrive: () => void = () => {};
    const code = new Promise<{ default: typeof Counter }>((resolve) => {
      arrive = () => resolve({ default: Counter });
    });
    const LazyCounter = lazy(() => code);
    // Ids of their own: a page's parts are known by their ids, and other tests' pages woke theirs.
    const ids = { identifierPrefix: 'lost-' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />, ids);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <Counter label="üst" />
          <HydrateWhenSeen>
            <LazyCounter label="alt" />
          </HydrateWhenSeen>
        </main>,
        ids,
      );
    });
    const bottom = container.querySelectorAll('button')[1] as HTMLButtonElement;
    await act(async () => {
      bottom.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      bottom.click();
    });
    expect(bottom.textContent).toBe('alt');
    await act(async () => arrive());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelectorAll('button')[1]).toBe(bottom);
    expect(bottom.textContent).toBe('alt tıklandı');
    container.remove();
  });
});
