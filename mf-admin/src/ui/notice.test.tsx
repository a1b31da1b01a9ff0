import { ApiError } from '@kanat/shared/api';
import { screen } from '@testing-library/react';
import { renderInSite, renderWithTheme } from '../../../shared/test/render';
import { Notice, notify } from './notice';

describe('Notice', () => {
  it('announces an error as an alert and other messages politely', () => {
    renderWithTheme(
      <>
        <Notice tone="error">Kaydedilemedi.</Notice>
        <Notice tone="success">Kaydedildi.</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Kaydedilemedi.');
    expect(screen.getByRole('status').textContent).toBe('Kaydedildi.');
  });
});

describe('notify', () => {
  it("shows outcomes as toasts: success in green, failures with the server's Turkish text", async () => {
    const site = renderInSite(<p>Sayfa</p>);
    await screen.findByText('Sayfa');
    notify.success('Üyelik onaylandı.');
    notify.error(new ApiError({ status: 409, code: 'aborted', message: 'Kayıt değişmiş.' }));
    notify.error(new ApiError({ status: 500, code: 'internal', message: 'internal' }));
    notify.error('Önce bir grup seçin.');
    expect(site.toasts.map(({ message, color }) => [message, color])).toEqual([
      ['Üyelik onaylandı.', 'green'],
      ['Kayıt değişmiş.', 'red'],
      ['İşlem tamamlanamadı.', 'red'],
      ['Önce bir grup seçin.', 'red'],
    ]);
  });
});
