import { ApiError } from '@kanat/shared/api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../../shared/test/render';
import { ConfirmDialog } from './confirm-dialog';

function Page({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Grubu arşivle"
      confirmLabel="Arşivle"
      onConfirm={onConfirm}
      onClose={() => setOpen(false)}
    >
      Grup ve açık arttırmaları arşive taşınacak.
    </ConfirmDialog>
  );
}

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('ConfirmDialog', () => {
  it('asks, runs the action with a pending state, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<Page onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Grubu arşivle' });
    expect(dialog.textContent).toContain('Grup ve açık arttırmaları arşive taşınacak.');
    await press('Arşivle');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'İşleniyor...' }).hasAttribute('disabled')).toBe(
      true,
    );
    // A second press while it runs does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'İşleniyor...' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("stays open with the server's message when the action fails", async () => {
    renderWithTheme(
      <Page
        onConfirm={async () => {
          throw new ApiError({ status: 403, code: 'permission-denied', message: 'Yetkiniz yok.' });
        }}
      />,
    );
    await press('Arşivle');
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Yetkiniz yok.');
    await press('Arşivle');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the connection failed when no answer came', async () => {
    renderWithTheme(
      <Page
        onConfirm={async () => {
          throw new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' });
        }}
      />,
    );
    await press('Arşivle');
    expect(screen.getByRole('alert').textContent).toBe(
      'Sunucuya ulaşılamadı, bağlantınızı kontrol edin.',
    );
  });

  it('closes on Vazgeç without acting', () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Page onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
