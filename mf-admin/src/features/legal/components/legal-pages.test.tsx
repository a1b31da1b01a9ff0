import type { AdminLegalTextsResult, AdminLegalTextVersion } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import { installProseMirrorDom } from '../../../ui/rich-text/prosemirror-dom';
import LegalArea from '..';

installProseMirrorDom();

const version = (
  kind: AdminLegalTextVersion['kind'],
  number: number,
  over: Partial<AdminLegalTextVersion> = {},
): AdminLegalTextVersion => ({
  kind,
  version: number,
  title: 'Gizlilik Politikası',
  html: `<p>Sürüm ${number} metni.</p>`,
  createdAt: Date.UTC(2026, 0, number, 9),
  createdBy: null,
  ...over,
});

let texts: AdminLegalTextsResult;
let server: FetchStub;
beforeEach(() => {
  texts = {
    kinds: [
      { kind: 'notice', versions: [version('notice', 1, { title: 'Aydınlatma Metni' })] },
      { kind: 'terms', versions: [version('terms', 1, { title: 'Kullanım Koşulları' })] },
      { kind: 'privacy', versions: [version('privacy', 2), version('privacy', 1)] },
      { kind: 'cookies', versions: [] },
    ],
  };
  server = stubFetch();
  server.on('POST', '/api/fn/adminLegalTexts', () => callableOk(texts));
});
afterEach(() => server.restore());

const open = (path: string) =>
  renderInSite(<LegalArea />, {
    path,
    mount: '/yonetim/yasal-metinler/*',
    user: sessionUser({ staff: true }),
  });
const calls = (name: string): StubRequest[] =>
  server.requests.filter((r) => r.path === `/api/fn/${name}`);
const dataOf = (request: StubRequest | undefined) =>
  (request?.body as { data: unknown } | undefined)?.data;
const editorOf = () =>
  (screen.getByTestId('rich-text-content') as unknown as { editor: Editor }).editor;

describe('legal texts (/yonetim/yasal-metinler)', () => {
  it('lists every text with the version in force and its date', async () => {
    open('/yonetim/yasal-metinler');
    const table = await screen.findByTestId('legal-texts');
    const privacy = within(table).getByRole('link', { name: 'Gizlilik Politikası' });
    expect(privacy.getAttribute('href')).toBe('/yonetim/yasal-metinler/privacy');
    const row = privacy.closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText(/^02\.01\.2026/)).toBeTruthy();
    const cookies = within(table)
      .getByRole('link', { name: 'Çerez Politikası' })
      .closest('tr') as HTMLElement;
    expect(within(cookies).getByText('Henüz yayımlanmadı')).toBeTruthy();
  });

  it('publishes a new version from the one in force and keeps the older ones readable', async () => {
    server.on('POST', '/api/fn/adminLegalTextSave', (request) => {
      const data = dataOf(request) as { title: string; html: string };
      const published = version('privacy', 3, { title: data.title, html: data.html });
      texts = {
        kinds: texts.kinds.map((entry) =>
          entry.kind === 'privacy' ? { ...entry, versions: [published, ...entry.versions] } : entry,
        ),
      };
      return callableOk(published);
    });
    open('/yonetim/yasal-metinler/privacy');
    expect(await screen.findByRole('heading', { name: 'Gizlilik Politikası' })).toBeTruthy();
    expect((screen.getByLabelText('Başlık') as HTMLInputElement).value).toBe('Gizlilik Politikası');
    const history = screen.getByTestId('legal-history');
    expect(within(history).getByText(/^Sürüm 1 · 01\.01\.2026/)).toBeTruthy();
    expect(within(history).getByText('Sürüm 1 metni.')).toBeTruthy();

    act(() => {
      editorOf().commands.setContent('<p>Üçüncü sürüm.</p>', { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yayımla' }));
    await waitFor(() => expect(calls('adminLegalTextSave')).toHaveLength(1));
    expect(dataOf(calls('adminLegalTextSave')[0])).toEqual({
      kind: 'privacy',
      title: 'Gizlilik Politikası',
      html: '<p>Üçüncü sürüm.</p>',
    });
    await within(screen.getByTestId('legal-history')).findByText(/^Sürüm 2 · 02\.01\.2026/);
    expect(screen.getByText(/^Sürüm 3 ·/)).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    server.on('POST', '/api/fn/adminLegalTextSave', {
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: 'Metin boş olamaz.' } },
    });
    open('/yonetim/yasal-metinler/cookies');
    await screen.findByRole('heading', { name: 'Çerez Politikası' });
    fireEvent.click(screen.getByRole('button', { name: 'Yayımla' }));
    expect(await screen.findByText('Metin boş olamaz.')).toBeTruthy();
  });
});
