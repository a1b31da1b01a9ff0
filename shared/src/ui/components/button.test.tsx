import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { theme } from '../theme';
import { Button, buttonVariants, LinkButton } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Vazgeç</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Gönder</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Kaydet
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names only colours that exist in the theme', () => {
    for (const spec of Object.values(buttonVariants)) {
      for (const colour of Object.values(spec)) {
        if (colour !== 'transparent') expect(theme.colors).toHaveProperty(colour);
      }
    }
  });

  it('renders LinkButton as a link to its route', () => {
    renderWithTheme(<LinkButton to="/giris-yap">Giriş Yap</LinkButton>);
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/giris-yap');
  });
});
