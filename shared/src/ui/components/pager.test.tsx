import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Pager } from './pager';

describe('Pager', () => {
  it('disables the arrows that lead nowhere', () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    renderWithTheme(
      <Pager label="1" hasPrevious={false} hasNext onPrevious={onPrevious} onNext={onNext} />,
    );
    const previous = screen.getByRole('button', { name: 'Önceki' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
  });
});
