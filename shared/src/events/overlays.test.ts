import {
  type AppEvents,
  bus,
  clearToasts,
  confirm,
  hideBanner,
  hideSpinner,
  openImageViewer,
  requestCode,
  showBanner,
  showSpinner,
  toast,
  withSpinner,
} from '@kanat/shared/events';

/** Records every emission of `name` until the test ends. */
function record<K extends keyof AppEvents>(name: K): AppEvents[K][] {
  const seen: AppEvents[K][] = [];
  const handler = (payload: AppEvents[K]) => seen.push(payload);
  bus.on(name, handler);
  cleanups.push(() => bus.off(name, handler));
  return seen;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('toasts, spinner, banner, image viewer', () => {
  it('toast asks the shell with a default colour and display time', () => {
    const seen = record('ui:toast-requested');
    toast('Mesaj gönderildi');
    toast('Sayfa yüklenemedi.', 'red', 5);
    expect(seen).toEqual([
      { message: 'Mesaj gönderildi', color: 'green', seconds: 3 },
      { message: 'Sayfa yüklenemedi.', color: 'red', seconds: 5 },
    ]);
  });

  it('clearToasts asks to remove every toast', () => {
    const seen = record('ui:toasts-cleared');
    clearToasts();
    expect(seen).toHaveLength(1);
  });

  it('showSpinner and hideSpinner toggle the spinner', () => {
    const seen = record('ui:spinner-requested');
    showSpinner();
    hideSpinner();
    expect(seen).toEqual([{ visible: true }, { visible: false }]);
  });

  it('withSpinner releases the spinner when the work succeeds or fails', async () => {
    const seen = record('ui:spinner-requested');
    await expect(withSpinner(Promise.resolve(7))).resolves.toBe(7);
    await expect(withSpinner(Promise.reject(new Error('olmadı')))).rejects.toThrow('olmadı');
    expect(seen).toEqual([
      { visible: true },
      { visible: false },
      { visible: true },
      { visible: false },
    ]);
  });

  it('openImageViewer starts at index 0 unless told otherwise', () => {
    const seen = record('ui:image-viewer-requested');
    openImageViewer(['/a.jpg', '/b.jpg']);
    openImageViewer(['/a.jpg', '/b.jpg'], 1);
    expect(seen).toEqual([
      { images: ['/a.jpg', '/b.jpg'], index: 0 },
      { images: ['/a.jpg', '/b.jpg'], index: 1 },
    ]);
  });

  it('showBanner and hideBanner drive the top banner', () => {
    const seen = record('ui:banner-requested');
    showBanner('Hesabınız devre dışı: onay bekleniyor');
    showBanner('Bakım çalışması', 'orange');
    hideBanner();
    expect(seen).toEqual([
      { message: 'Hesabınız devre dışı: onay bekleniyor', color: 'red' },
      { message: 'Bakım çalışması', color: 'orange' },
      { message: null },
    ]);
  });
});

describe('confirm', () => {
  it('resolves with the answer that carries its own id', async () => {
    const asked = record('ui:confirm-requested');
    const first = confirm('Hesabınızdan çıkış yapmak istiyor musunuz?');
    const second = confirm('1.250TL Değerindeki Teklifinizi Onaylıyor musunuz?');
    expect(asked.map((a) => a.text)).toEqual([
      'Hesabınızdan çıkış yapmak istiyor musunuz?',
      '1.250TL Değerindeki Teklifinizi Onaylıyor musunuz?',
    ]);
    expect(asked[0]!.id).not.toBe(asked[1]!.id);
    bus.emit('ui:confirm-answered', { id: asked[1]!.id, yes: false });
    bus.emit('ui:confirm-answered', { id: asked[0]!.id, yes: true });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it('stops listening once answered', async () => {
    const asked = record('ui:confirm-requested');
    const answer = confirm('Emin misiniz?');
    bus.emit('ui:confirm-answered', { id: asked[0]!.id, yes: true });
    await answer;
    expect(bus.all.get('ui:confirm-answered') ?? []).toHaveLength(0);
  });
});

describe('requestCode', () => {
  it('opens the dialog with the target and resend time', () => {
    const opened = record('ui:code-requested');
    const session = requestCode({ target: '+905321234567', resendAvailableAt: 180000 });
    expect(opened).toEqual([
      { id: session.id, target: '+905321234567', resendAvailableAt: 180000 },
    ]);
    session.close();
  });

  it('answer() resolves with the code the user typed', async () => {
    const session = requestCode({ target: '+905321234567', resendAvailableAt: 0 });
    const answer = session.answer();
    bus.emit('ui:code-answered', { id: 'someone-else', code: '000000' });
    bus.emit('ui:code-answered', { id: session.id, code: '123456' });
    await expect(answer).resolves.toBe('123456');
    session.close();
  });

  it('keeps answers that arrive before answer() is called again', async () => {
    const session = requestCode({ target: 'x', resendAvailableAt: 0 });
    bus.emit('ui:code-answered', { id: session.id, code: '111111' });
    bus.emit('ui:code-answered', { id: session.id, code: null });
    await expect(session.answer()).resolves.toBe('111111');
    await expect(session.answer()).resolves.toBeNull();
    session.close();
  });

  it('reject() shows a message in the dialog and a second answer can follow', async () => {
    const rejected = record('ui:code-rejected');
    const session = requestCode({ target: 'x', resendAvailableAt: 0 });
    const first = session.answer();
    bus.emit('ui:code-answered', { id: session.id, code: '999999' });
    expect(await first).toBe('999999');
    session.reject('Cevap kabul edilmedi.');
    expect(rejected).toEqual([{ id: session.id, message: 'Cevap kabul edilmedi.' }]);
    const second = session.answer();
    bus.emit('ui:code-answered', { id: session.id, code: '123456' });
    await expect(second).resolves.toBe('123456');
    session.close();
  });

  it('calls onResend callbacks when the user presses resend, and resent() reports back', () => {
    const resent = record('ui:code-resent');
    const session = requestCode({ target: 'x', resendAvailableAt: 0 });
    const presses: string[] = [];
    const stop = session.onResend(() => presses.push('a'));
    session.onResend(() => presses.push('b'));
    bus.emit('ui:code-resend-requested', { id: 'other' });
    bus.emit('ui:code-resend-requested', { id: session.id });
    stop();
    bus.emit('ui:code-resend-requested', { id: session.id });
    expect(presses).toEqual(['a', 'b', 'b']);
    session.resent(360000);
    expect(resent).toEqual([{ id: session.id, resendAvailableAt: 360000 }]);
    session.close();
  });

  it('close() closes the dialog once, resolves waiting answers with null and stops listening', async () => {
    const closed = record('ui:code-closed');
    const rejected = record('ui:code-rejected');
    const session = requestCode({ target: 'x', resendAvailableAt: 0 });
    const pending = session.answer();
    session.close();
    session.close();
    await expect(pending).resolves.toBeNull();
    await expect(session.answer()).resolves.toBeNull();
    session.reject('geç');
    expect(closed).toEqual([{ id: session.id }]);
    expect(rejected).toEqual([]);
    expect(bus.all.get('ui:code-answered') ?? []).toHaveLength(0);
    expect(bus.all.get('ui:code-resend-requested') ?? []).toHaveLength(0);
  });
});
