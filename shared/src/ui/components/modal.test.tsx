import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Modal } from './modal';

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
});
