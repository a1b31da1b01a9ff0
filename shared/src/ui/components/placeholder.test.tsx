import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { FallbackImage } from './placeholder';

describe('FallbackImage', () => {
  it('shows the photo while it loads fine', () => {
    renderWithTheme(<FallbackImage src="/media/p1.jpg" alt="Güvercin 000123" />);
    expect(screen.getByRole('img', { name: 'Güvercin 000123' }).tagName).toBe('IMG');
  });

  it('falls back to the placeholder when the photo fails', () => {
    renderWithTheme(<FallbackImage src="/media/kayip.jpg" alt="Güvercin 000124" />);
    fireEvent.error(screen.getByRole('img', { name: 'Güvercin 000124' }));
    const placeholder = screen.getByRole('img', { name: 'Güvercin 000124' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.getAttribute('data-placeholder')).toBe('true');
  });

  it('uses the placeholder when there is no photo at all', () => {
    renderWithTheme(<FallbackImage src="" alt="" />);
    expect(screen.getByRole('img', { name: 'Görsel yok' }).getAttribute('data-placeholder')).toBe(
      'true',
    );
  });
});
