import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { theme } from '../theme';
import { StatusDot, statusDotColors } from './status-dot';

describe('StatusDot', () => {
  it('always carries a text label beside the colour', () => {
    renderWithTheme(<StatusDot status="almost_done" label="Bitmek üzere" />);
    expect(screen.getByText('Bitmek üzere')).toBeTruthy();
  });

  it('maps the SPEC §4 states to green, orange, red and grey', () => {
    expect(theme.colors[statusDotColors.continues]).toBe(theme.colors.success);
    expect(theme.colors[statusDotColors.almost_done]).toBe(theme.colors.warning);
    expect(theme.colors[statusDotColors.expired]).toBe(theme.colors.danger);
    expect(theme.colors[statusDotColors.loading]).toBe(theme.colors.pending);
  });
});
