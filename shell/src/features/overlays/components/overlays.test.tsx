import {
  clearToasts,
  confirm,
  hideSpinner,
  openImageViewer,
  requestCode,
  showSpinner,
  toast,
} from '@kanat/shared/events';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../../test/render-shell';
import { Overlays } from './overlays';

// The toast's and the cover's looks come on demand (load-notice-faces.ts): fetched once here,
// so the timings below are the notifier's own.
beforeAll(async () => {
  await renderShell(<Overlays />);
  act(() => {
    toast('Hazır', 'green', 1);
    showSpinner();
  });
  await screen.findByTestId('toast');
  await screen.findByTestId('loading-overlay');
  act(() => hideSpinner());
  cleanup();
});

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for its seconds plus 0.4 s', async () => {
    await renderShell(<Overlays />);
    act(() => toast('Mesaj gönderildi', 'green', 2));
    expect(screen.getByTestId('toast').textContent).toContain('Mesaj gönderildi');
    act(() => {
      jest.advanceTimersByTime(2399);
    });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows the latest message with the count of messages still on screen', async () => {
    await renderShell(<Overlays />);
    act(() => {
      toast('Birinci', 'green', 3);
      toast('Teklif reddedildi', 'red', 3);
    });
    expect(screen.getByTestId('toast').textContent).toContain('Teklif reddedildi');
    expect(screen.getByTestId('toast').getAttribute('data-color')).toBe('red');
    expect(screen.getByTestId('toast-count').textContent).toBe('2');
    act(() => clearToasts());
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

describe('loading spinner', () => {
  it('stays until every request has been released', async () => {
    await renderShell(<Overlays />);
    act(() => {
      showSpinner();
      showSpinner();
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => hideSpinner());
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => hideSpinner());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => hideSpinner());
    act(() => showSpinner());
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
  });
});

describe('confirm dialog', () => {
  it('answers Evet and Hayır to the asker, one question at a time', async () => {
    await renderShell(<Overlays />);
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirm('250TL Değerindeki Teklifinizi Onaylıyor musunuz?');
      second = confirm('Emin misiniz?');
    });
    expect(screen.getByRole('dialog').textContent).toContain('250TL Değerindeki');
    fireEvent.click(screen.getByRole('button', { name: 'Evet' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('dialog').textContent).toContain('Emin misiniz?');
    fireEvent.click(screen.getByRole('button', { name: 'Hayır' }));
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is named by its question and answers Hayır on Escape', async () => {
    await renderShell(<Overlays />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm('Hesabınızdan çıkış yapmak istiyor musunuz?');
    });
    expect(
      screen.getByRole('dialog', { name: 'Hesabınızdan çıkış yapmak istiyor musunuz?' }),
    ).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('code dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the numeric code and shows a rejection', async () => {
    await renderShell(<Overlays />);
    let session: ReturnType<typeof requestCode> | undefined;
    act(() => {
      session = requestCode({ target: '+905321234567', resendAvailableAt: Date.now() + 180000 });
    });
    const dialog = screen.getByRole('dialog', { name: 'Doğrulama Kodu' });
    expect(dialog.textContent).toContain('+905321234567');
    const input = within(dialog).getByLabelText('Kod') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a 34' } });
    expect(input.value).toBe('1234');

    const answer = session?.answer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await expect(answer).resolves.toBe('1234');

    act(() => session?.reject('Cevap kabul edilmedi.'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Cevap kabul edilmedi.');
    act(() => session?.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unlocks resend when the countdown reaches zero', async () => {
    jest.useFakeTimers();
    await renderShell(<Overlays />);
    const resend = jest.fn();
    let session: ReturnType<typeof requestCode> | undefined;
    act(() => {
      session = requestCode({ target: '+905321234567', resendAvailableAt: Date.now() + 2000 });
      session.onResend(resend);
    });
    const button = screen.getByTestId('code-resend') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Tekrar gönder (2 sn)');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Kodu Tekrar Gönder');
    fireEvent.click(button);
    expect(resend).toHaveBeenCalledTimes(1);
    act(() => session?.resent(Date.now() + 180000));
    expect(button.textContent).toBe('Tekrar gönder (180 sn)');
  });

  it('stays open on Escape: only İptal answers', async () => {
    await renderShell(<Overlays />);
    let session: ReturnType<typeof requestCode> | undefined;
    act(() => {
      session = requestCode({ target: '+905321234567', resendAvailableAt: Date.now() });
    });
    const answered = jest.fn();
    session?.answer().then(answered);
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => {});
    expect(answered).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Doğrulama Kodu' })).toBeTruthy();
    act(() => session?.close());
  });

  it('answers null when cancelled', async () => {
    await renderShell(<Overlays />);
    let session: ReturnType<typeof requestCode> | undefined;
    act(() => {
      session = requestCode({ target: '+905321234567', resendAvailableAt: Date.now() });
    });
    const answer = session?.answer();
    fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
    await expect(answer).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('image viewer', () => {
  it('pages through the pictures and closes with Escape', async () => {
    await renderShell(<Overlays />);
    act(() => openImageViewer(['/a.jpg', '/b.jpg', '/c.jpg'], 1));
    const viewer = screen.getByTestId('image-viewer');
    const shown = () => viewer.querySelector('img')?.getAttribute('src');
    expect(shown()).toBe('/b.jpg');
    expect(viewer.textContent).toContain('2 / 3');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Sonraki resim' }));
    expect(shown()).toBe('/c.jpg');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toBe('/a.jpg');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Önceki resim' }));
    expect(shown()).toBe('/c.jpg');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('image-viewer')).toBeNull();
  });

  it('holds focus while open and gives it back to the picture that opened it', async () => {
    await renderShell(
      <>
        <button type="button" onClick={() => openImageViewer(['/a.jpg', '/b.jpg'])}>
          Resmi büyüt
        </button>
        <Overlays />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Resmi büyüt' });
    opener.focus();
    fireEvent.click(opener);
    const viewer = screen.getByTestId('image-viewer');
    const close = within(viewer).getByRole('button', { name: 'Kapat' });
    expect(document.activeElement).toBe(close);
    opener.focus();
    expect(viewer.contains(document.activeElement)).toBe(true);
    fireEvent.click(close);
    expect(screen.queryByTestId('image-viewer')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("says 'Resim Yüklenemedi' when a picture fails", async () => {
    await renderShell(<Overlays />);
    act(() => openImageViewer(['/kayip.jpg']));
    const viewer = screen.getByTestId('image-viewer');
    fireEvent.error(viewer.querySelector('img') as HTMLImageElement);
    expect(within(viewer).getByRole('alert').textContent).toBe('Resim Yüklenemedi');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByTestId('image-viewer')).toBeNull();
  });
});
