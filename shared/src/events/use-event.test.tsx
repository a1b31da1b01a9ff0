import { bus, useEvent } from '@kanat/shared/events';
import { act, render } from '@testing-library/react';
import { useState } from 'react';

function Listener(props: { prefix: string }) {
  const [last, setLast] = useState('yok');
  useEvent('ui:toast-requested', (event) => setLast(`${props.prefix}${event.message}`));
  return <p>{last}</p>;
}

describe('useEvent', () => {
  it('calls the handler for each event while mounted', () => {
    const view = render(<Listener prefix="" />);
    act(() => bus.emit('ui:toast-requested', { message: 'Merhaba' }));
    expect(view.container.textContent).toBe('Merhaba');
  });

  it('uses the latest handler without resubscribing', () => {
    const view = render(<Listener prefix="1:" />);
    view.rerender(<Listener prefix="2:" />);
    act(() => bus.emit('ui:toast-requested', { message: 'x' }));
    expect(view.container.textContent).toBe('2:x');
    expect(bus.all.get('ui:toast-requested')).toHaveLength(1);
  });

  it('unsubscribes on unmount', () => {
    const view = render(<Listener prefix="" />);
    expect(bus.all.get('ui:toast-requested')).toHaveLength(1);
    view.unmount();
    expect(bus.all.get('ui:toast-requested') ?? []).toHaveLength(0);
  });
});
