import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { EmptyState, ErrorState } from './feedback';

describe('ErrorState', () => {
  it('announces the error and retries on demand', () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState title="Haber yüklenemedi." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Haber yüklenemedi.');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button without a retry action', () => {
    renderWithTheme(<ErrorState />);
    expect(screen.getByRole('alert').textContent).toContain('Bir Hata Oluştu');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('shows its message and action', () => {
    renderWithTheme(
      <EmptyState title="Galeride fotoğraf bulunamadı" action={<a href="/">Ana Sayfa</a>} />,
    );
    expect(screen.getByText('Galeride fotoğraf bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfa' })).toBeTruthy();
  });
});
