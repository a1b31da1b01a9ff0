import { messages } from '@kanat/shared/i18n';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { SeeAllLink } from './see-all-link';

describe('SeeAllLink', () => {
  it("leads from a home section to its whole list as 'Tümünü Gör'", () => {
    renderWithTheme(<SeeAllLink to="/galeri" />);
    const link = screen.getByRole('link', { name: messages.common.seeAll });
    expect(link.getAttribute('href')).toBe('/galeri');
  });
});
