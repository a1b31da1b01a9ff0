import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../shared/test/render';
import { SearchBar } from './search-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Üye ara' }), { target: { value: text } });

describe('SearchBar', () => {
  it('searches once typing pauses, not on every keystroke', () => {
    const onSearch = jest.fn();
    renderWithTheme(<SearchBar label="Üye ara" onSearch={onSearch} />);
    type('a');
    type('ay');
    type('ayş');
    act(() => jest.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    type('ayşe ');
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch.mock.calls).toEqual([['ayşe']]);
    // The same text again after a pause is not another search.
    type('ayşe');
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter, and with nothing after Aramayı temizle', () => {
    const onSearch = jest.fn();
    renderWithTheme(<SearchBar label="Üye ara" onSearch={onSearch} initialValue="ali" />);
    expect(screen.getByRole('searchbox').getAttribute('value')).toBe('ali');
    type('Kadıköy');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch.mock.calls).toEqual([['Kadıköy']]);
    fireEvent.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(onSearch.mock.calls).toEqual([['Kadıköy'], ['']]);
    expect(screen.getByRole('searchbox').getAttribute('value')).toBe('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
