import type { MyDataExport } from '@kanat/shared/contracts';
import { bus, type SessionUser } from '@kanat/shared/events';
import { erasure as texts } from '@kanat/shared/i18n/lazy';
import { resetSecondFactorState } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFetch, serveFunctions } from '../../../test/api-mock';
import { CodeDialogDriver } from '../../../test/code-dialog-driver';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { ME } from '../../../test/me';
import { installWebPlatform, resetIndexedDb } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

// "Hesabımı sil" on /hesabim/verilerim: the typed word, this device's second factor, then the
// outcome on the page while the session ends.

const PATH = '/hesabim/verilerim';
const KEPT = [
  'Teklifleriniz ve salon mezatı teklifleriniz (satış sonuçlarıyla birlikte)',
  'Alım ve satım hesap özetleriniz, ödemeleri ve satırlarıyla',
];
let server: FakeAuthServer;
let dialog: CodeDialogDriver;
let sessions: (SessionUser | null)[];
const onSession = ({ user }: { user: SessionUser | null }) => sessions.push(user);

const EMPTY_EXPORT: MyDataExport = {
  title: 'Kanat Mezat: kişisel verilerimin dökümü (KVKK md. 11)',
  generatedAt: '2026-11-28T10:00:00.000Z',
  memberId: 'u1',
  sections: [],
};

beforeEach(() => {
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
  server.handle('myDataExport', () => ({ code: 200, ...EMPTY_EXPORT }));
  dialog = new CodeDialogDriver();
  sessions = [];
  bus.on('session:changed', onSession);
});

afterEach(() => {
  dialog.dispose();
  bus.off('session:changed', onSession);
});

async function withDeviceKey(): Promise<void> {
  const device = await import('@kanat/shared/security');
  server.keys.set(device.getDeviceId(), await device.createDeviceKey());
}

async function erase(word: string) {
  const section = within(await screen.findByTestId('erase-account'));
  expect(section.getByRole('heading', { name: 'Hesabımı sil' })).toBeTruthy();
  fireEvent.change(section.getByLabelText('Onaylamak için SİL yazın'), {
    target: { value: word },
  });
  fireEvent.click(section.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
  return section;
}

describe('erasing one’s account', () => {
  it('asks for the word SİL and calls nobody without it', async () => {
    await withDeviceKey();
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    const section = await erase('SIL');
    expect(section.getByRole('alert').textContent).toBe('Onaylamak için kutuya SİL yazın.');
    expect(section.getByText(texts.intro)).toBeTruthy();
    expect(section.getByText(texts.deleted)).toBeTruthy();
    expect(server.count('eraseMyAccount')).toBe(0);
    expect(server.count('requestKeyedMFA')).toBe(0);
    // Typing again clears the message.
    fireEvent.change(section.getByLabelText('Onaylamak için SİL yazın'), {
      target: { value: 's' },
    });
    expect(section.queryByRole('alert')).toBeNull();
  });

  it('erases with the device’s second factor, shows what is kept and ends the session', async () => {
    await withDeviceKey();
    const app = renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    server.handle('eraseMyAccount', () => {
      // The server ended the sessions: the next session load finds nobody.
      app.setUser(null);
      return {
        code: 200,
        pseudonym: 'Silinmiş Üye 4F2A9C',
        keptUntil: Date.UTC(2036, 10, 28, 10, 0),
        kept: KEPT,
      };
    });
    await screen.findByTestId('my-data-download');
    await erase(' sil ');

    const done = within(await screen.findByTestId('erase-done'));
    expect(server.lastData('eraseMyAccount')).toEqual({
      confirm: 'sil',
      mfaToken: 'token-1',
      deviceId: expect.any(String),
    });
    expect(dialog.opened).toHaveLength(0);
    expect(done.getByRole('heading', { name: 'Hesabınız silindi' })).toBeTruthy();
    expect(
      done.getByText(
        'Artık bu hesapla giriş yapılamaz. Satış kayıtlarınız 28.11.2036 tarihine kadar “Silinmiş Üye 4F2A9C” takma adıyla saklanır, sonra silinir.',
      ),
    ).toBeTruthy();
    expect(done.getByRole('heading', { name: 'Saklananlar' })).toBeTruthy();
    expect(done.getAllByRole('listitem').map((item) => item.textContent)).toEqual(KEPT);

    // Signed out as after a logout, but the page stays to show the outcome.
    await waitFor(() => expect(sessions.at(-1)).toBeNull());
    expect(app.location()).toBe(PATH);
    expect(screen.getByTestId('erase-done')).toBeTruthy();
    expect(screen.queryByTestId('erase-account')).toBeNull();
    expect(screen.queryByTestId('my-data-download')).toBeNull();

    // Elsewhere in the account area a guest goes to login, as always.
    fireEvent.click(screen.getByRole('link', { name: 'Teklif Verdiğim Açık Arttırmalar' }));
    await waitFor(() => expect(app.location()).toBe('/giris-yap'));
  });

  it('asks for a code by SMS when this device has no key, as a password change does', async () => {
    server.handle('eraseMyAccount', () => ({
      code: 200,
      pseudonym: 'Silinmiş Üye 4F2A9C',
      keptUntil: Date.UTC(2036, 10, 28, 10, 0),
      kept: KEPT,
    }));
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    const section = await erase('SİL');
    expect(
      (section.getByRole('button', { name: 'Hesabınız siliniyor…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const opened = await dialog.opens(1);
    expect(opened.target).toBe('+905321112233');
    act(() => dialog.answer(server.lastCode()));
    expect(await screen.findByTestId('erase-done')).toBeTruthy();
    expect(server.lastData('eraseMyAccount')).toMatchObject({
      confirm: 'SİL',
      mfaToken: 'token-1',
    });
  });

  it('shows the server’s refusal and keeps the member signed in', async () => {
    await withDeviceKey();
    server.failNext('eraseMyAccount', 'failed-precondition', texts.leading);
    const app = renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    const section = await erase('SİL');
    await waitFor(() => expect(section.getByRole('alert').textContent).toBe(texts.leading));
    expect(texts.leading).toMatch(/^Hesabınız şu an silinemiyor: /);
    expect(screen.queryByTestId('erase-done')).toBeNull();
    expect(
      (section.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(sessions.every((user) => user !== null)).toBe(true);
    expect(app.location()).toBe(PATH);
  });
});
