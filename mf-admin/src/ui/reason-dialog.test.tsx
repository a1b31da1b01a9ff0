import { ApiError } from '@kanat/shared/api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../../shared/test/render';
import { ReasonDialog } from './reason-dialog';

function Page({ onConfirm }: { onConfirm: (reason: string) => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reddet
      </button>
      <ReasonDialog
        open={open}
        title="Kaydı reddet"
        description="Gerekçe üyeye SMS ile gönderilir."
        confirmLabel="Reddet ve bildir"
        tone="danger"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Gerekçe' });
const write = (text: string) => fireEvent.change(field(), { target: { value: text } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reddet ve bildir' }));
  });
};

describe('ReasonDialog', () => {
  it('requires a reason, in Turkish', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Page onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Kaydı reddet' });
    expect(dialog.textContent).toContain('Gerekçe üyeye SMS ile gönderilir.');
    write('   ');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('Gerekçe yazın (en az 3 karakter).');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses more than 300 characters and counts them', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Page onConfirm={onConfirm} />);
    write('ş'.repeat(301));
    expect(screen.getByText('301/300')).toBeTruthy();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Gerekçe en fazla 300 karakter olabilir.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason, shows the pending state and closes when done', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<Page onConfirm={onConfirm} />);
    write('  Telefon numarası başkasına ait.  ');
    await submit();
    expect(onConfirm).toHaveBeenCalledWith('Telefon numarası başkasına ait.');
    const pending = screen.getByRole('button', { name: 'İşleniyor...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Vazgeç' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the text and shows the server's message when the action fails", async () => {
    const onConfirm = jest.fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'failed-precondition',
        message: 'Bu kayıt zaten onaylanmış.',
      });
    });
    renderWithTheme(<Page onConfirm={onConfirm} />);
    write('Eksik bilgi');
    await submit();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe('Bu kayıt zaten onaylanmış.');
    expect((field() as HTMLTextAreaElement).value).toBe('Eksik bilgi');
  });

  it('starts empty each time it opens; Vazgeç closes without acting', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Page onConfirm={onConfirm} />);
    write('Yarım kalan gerekçe');
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    expect((field() as HTMLTextAreaElement).value).toBe('');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
