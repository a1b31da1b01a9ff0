import { act, render } from '@testing-library/react';
import { intersection } from '../../../test/intersection-observer';
import { NEAR_BOTTOM_PX } from './near-bottom';
import { ScrollSentinel } from './scroll-sentinel';

function Watcher(props: { onReach: () => void; enabled: boolean; rowCount?: number }) {
  return (
    <ScrollSentinel
      onReach={props.onReach}
      enabled={props.enabled}
      rowCount={props.rowCount ?? 0}
    />
  );
}

/** Lets the observer stand-in deliver its first report, as a browser does after observe(). */
const settle = () => act(async () => {});

describe('ScrollSentinel', () => {
  it('asks for more once the end of the list is near the viewport, and again each time it comes back', async () => {
    const calls: number[] = [];
    render(<Watcher enabled onReach={() => calls.push(1)} />);
    await settle();
    expect(calls).toHaveLength(1);

    act(() => intersection.setInView(false));
    expect(calls).toHaveLength(1);
    act(() => intersection.setInView(true));
    expect(calls).toHaveLength(2);
  });

  it('stays quiet while the end of the list is far below', async () => {
    intersection.setInView(false);
    const calls: number[] = [];
    render(<Watcher enabled onReach={() => calls.push(1)} />);
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('asks again after a new page while the end is still near, so a tall screen fills up', async () => {
    const calls: number[] = [];
    const view = render(<Watcher enabled rowCount={2} onReach={() => calls.push(1)} />);
    await settle();
    view.rerender(<Watcher enabled rowCount={4} onReach={() => calls.push(1)} />);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('watches nothing while disabled or once unmounted', async () => {
    const calls: number[] = [];
    const view = render(<Watcher enabled={false} onReach={() => calls.push(1)} />);
    await settle();
    act(() => intersection.setInView(true));
    expect(calls).toHaveLength(0);
    expect(intersection.observedCount()).toBe(0);

    view.rerender(<Watcher enabled onReach={() => calls.push(1)} />);
    await settle();
    expect(calls).toHaveLength(1);
    expect(intersection.observedCount()).toBe(1);
    view.unmount();
    expect(intersection.observedCount()).toBe(0);
    act(() => intersection.setInView(true));
    expect(calls).toHaveLength(1);
  });

  it('counts from the end of the page: what follows the list (the footer) is taken off', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 2000,
    });
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ bottom: 1600 } as DOMRect);
    try {
      render(<Watcher enabled onReach={() => {}} />);
      // 600 px from the end of the page is 200 px below the end of the list.
      expect(intersection.rootMargins()).toEqual([`0px 0px ${NEAR_BOTTOM_PX - 400}px 0px`]);
    } finally {
      rect.mockRestore();
      Object.defineProperty(document.documentElement, 'scrollHeight', {
        configurable: true,
        value: 0,
      });
    }
  });
});
