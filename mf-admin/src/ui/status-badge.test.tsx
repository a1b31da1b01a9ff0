import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../shared/test/render';
import { StatusBadge, statusBadgeTones } from './status-badge';

describe('StatusBadge', () => {
  it('shows the state in words, with its tone', () => {
    renderWithTheme(
      <>
        <StatusBadge tone="warning">Onay bekliyor</StatusBadge>
        <StatusBadge tone="danger">Reddedildi</StatusBadge>
      </>,
    );
    expect(screen.getByText('Onay bekliyor').getAttribute('data-tone')).toBe('warning');
    expect(screen.getByText('Reddedildi').getAttribute('data-tone')).toBe('danger');
  });

  it('names a theme colour for every tone', () => {
    expect(Object.keys(statusBadgeTones)).toEqual([
      'neutral',
      'info',
      'success',
      'warning',
      'danger',
    ]);
  });
});
