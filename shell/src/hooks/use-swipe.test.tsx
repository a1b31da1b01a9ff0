import { fireEvent, render, screen } from '@testing-library/react';
import { swipeDirection, useSwipe } from './use-swipe';

describe('swipeDirection', () => {
  it('needs 10% of the width', () => {
    expect(swipeDirection(-39, 0, 400)).toBeNull();
    expect(swipeDirection(-40, 0, 400)).toBe('left');
    expect(swipeDirection(40, 0, 400)).toBe('right');
  });

  it('ignores gestures that are mostly vertical (scrolling)', () => {
    expect(swipeDirection(-60, 120, 400)).toBeNull();
  });
});

function Swipeable({ onLeft, onRight }: { onLeft: () => void; onRight: () => void }) {
  const swipe = useSwipe({ onSwipeLeft: onLeft, onSwipeRight: onRight });
  return <div data-testid="area" {...swipe} />;
}

describe('useSwipe', () => {
  it('reports a left swipe across the element', () => {
    const onLeft = jest.fn();
    const onRight = jest.fn();
    render(<Swipeable onLeft={onLeft} onRight={onRight} />);
    const area = screen.getByTestId('area');
    area.getBoundingClientRect = () => ({ width: 300 }) as DOMRect;
    fireEvent.touchStart(area, { touches: [{ clientX: 250, clientY: 10 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200, clientY: 14 }] });
    expect(onLeft).toHaveBeenCalledTimes(1);
    expect(onRight).not.toHaveBeenCalled();
  });
});
