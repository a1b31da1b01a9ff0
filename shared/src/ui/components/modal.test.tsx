import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { FullScreenDialog, Modal } from './modal';

/** A page with an opener button and one field outside the dialog. */
function Page({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <input aria-label="Dışarıdaki alan" />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Doğrulama Kodu"
        dismissible={dismissible}
      >
        <input aria-label="Kod" />
        <button type="button">Onayla</button>
      </Modal>
    </>
  );
}

function openFrom(name: string): HTMLElement {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

/** Outside presses are heard from the tick after opening, and count on the click. */
async function pressOutside(target: HTMLElement) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.pointerDown(target, { button: 0 });
  fireEvent.mouseDown(target, { button: 0 });
  fireEvent.pointerUp(target, { button: 0 });
  fireEvent.mouseUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(
      <Modal open={false} onClose={() => {}} title="Başlık">
        İçerik
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled dialog that closes on Escape and on its close button', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Doğrulama Kodu">
        İçerik
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Doğrulama Kodu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('puts focus on the element marked for it', () => {
    renderWithTheme(
      <Modal open onClose={() => {}} showClose={false}>
        <button type="button">Hayır</button>
        <button type="button" data-autofocus>
          Evet
        </button>
      </Modal>,
    );
    expect(document.activeElement?.textContent).toBe('Evet');
  });

  it('closes on Escape when dismissible', () => {
    renderWithTheme(<Page />);
    openFrom('Aç');
    expect(screen.getByRole('dialog', { name: 'Doğrulama Kodu' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and presses outside when not dismissible; its close button still closes it', async () => {
    renderWithTheme(<Page dismissible={false} />);
    openFrom('Aç');
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Doğrulama Kodu' })).toBeTruthy();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await pressOutside(backdrop);
    expect(screen.getByRole('dialog', { name: 'Doğrulama Kodu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a press outside when dismissible', async () => {
    renderWithTheme(<Page />);
    openFrom('Aç');
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await pressOutside(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside while open', () => {
    renderWithTheme(<Page />);
    openFrom('Aç');
    const dialog = screen.getByRole('dialog');
    const code = screen.getByRole('textbox', { name: 'Kod' });
    expect(document.activeElement).toBe(code);

    // Tab from the last control wraps round to the first (the close button).
    const last = screen.getByRole('button', { name: 'Onayla' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kapat' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    // Focus sent to the page behind comes straight back.
    (document.querySelector('input[aria-label="Dışarıdaki alan"]') as HTMLElement).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('gives focus back to the opener when it closes', async () => {
    renderWithTheme(<Page />);
    const opener = openFrom('Aç');
    expect(document.activeElement).not.toBe(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('FullScreenDialog', () => {
  it('is a modal dialog that closes on Escape and focuses the marked element', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <FullScreenDialog open onClose={onClose} data-testid="viewer">
        <button type="button">Önceki</button>
        <button type="button" data-autofocus>
          Kapat
        </button>
      </FullScreenDialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-testid')).toBe('viewer');
    expect(document.activeElement?.textContent).toBe('Kapat');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
