import type { AdminGroupDetail, GroupMessagePreview } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import AuctionsArea from '../index';

let server: FetchStub;
const staff = member({ staff: true });
const june1Noon = Date.UTC(2030, 5, 1, 9, 0);

const detail: AdminGroupDetail = {
  group: {
    id: '11',
    parentId: '1',
    name: 'Ege Şampiyonları',
    photo: null,
    isFinalContainer: true,
    isArchive: false,
    startedOn: june1Noon - 86_400_000,
    endingTime: june1Noon,
    staggerSeconds: null,
    childCount: 0,
    totalAuctionsCount: 0,
    totalBidCount: 0,
    totalAmount: 0,
    expiry: june1Noon,
    archivedAt: null,
    publishOn: june1Noon - 86_400_000,
    lotsBeforeStart: true,
    description: '',
    photoId: null,
  },
  path: [
    { id: '1', name: 'Grup İhaleler' },
    { id: '11', name: 'Ege Şampiyonları' },
  ],
  lots: [],
};

const preview = (total: number): GroupMessagePreview => ({
  counts: { sms: total, mail: 1, push: 0, total },
  sms: 'Kanat Mezat (Ege Şampiyonları): Kuşlar cumartesi teslim edilecek.',
  mailSubject: 'Teslim günü',
  mailText: 'Merhaba değerli üyemiz,\n\nKuşlar cumartesi teslim edilecek.',
});

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminGroupGet', callableOk(detail));
});
afterEach(() => server.restore());

const openDialog = async () => {
  const view = renderInSite(<AuctionsArea />, {
    path: '/yonetim/gruplar/11',
    mount: '/yonetim/gruplar/*',
    user: staff,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Teklif verenlere mesaj' }));
  return { view, dialog: await screen.findByTestId('group-message') };
};

describe('a message to a group’s bidders', () => {
  it('checks the message, previews its texts and counts, and sends to the counted members', async () => {
    server.on('POST', '/api/fn/adminGroupMessagePreview', callableOk(preview(3)));
    server.on(
      'POST',
      '/api/fn/adminGroupMessageSend',
      callableOk({ counts: { sms: 3, mail: 1, push: 0, total: 3 } }),
    );
    const { view, dialog } = await openDialog();

    // Mail needs a subject; the text needs ten letters: refused here, nothing asked.
    fireEvent.click(within(dialog).getByLabelText('E-posta'));
    fireEvent.change(within(dialog).getByLabelText('Mesaj'), { target: { value: 'kısa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(
      await within(dialog).findByText('E-posta için bir konu yazın (en az 3 karakter).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Mesajı yazın (en az 10 karakter).')).toBeTruthy();
    expect(server.callsTo('adminGroupMessagePreview')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Konu (e-posta)'), {
      target: { value: 'Teslim günü' },
    });
    fireEvent.change(within(dialog).getByLabelText('Mesaj'), {
      target: { value: 'Kuşlar cumartesi teslim edilecek.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect((await within(dialog).findByTestId('group-message-counts')).textContent).toBe(
      'Alıcılar: SMS 3, e-posta 1, tarayıcı bildirimi 0; toplam 3 kişi.',
    );
    expect(within(dialog).getByTestId('group-message-sms').textContent).toBe(
      'Kanat Mezat (Ege Şampiyonları): Kuşlar cumartesi teslim edilecek.',
    );
    expect(within(dialog).getByTestId('group-message-mail').textContent).toContain('Teslim günü');
    expect(server.callsTo('adminGroupMessagePreview')).toEqual([
      {
        containerId: '11',
        subject: 'Teslim günü',
        text: 'Kuşlar cumartesi teslim edilecek.',
        channels: ['sms', 'mail'],
      },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder (3 kişi)' }));
    await waitFor(() =>
      expect(view.toastTexts()).toEqual(['Mesaj 3 kişiye gönderilmek üzere sıraya alındı.']),
    );
    expect(server.callsTo('adminGroupMessageSend')).toEqual([
      {
        containerId: '11',
        subject: 'Teslim günü',
        text: 'Kuşlar cumartesi teslim edilecek.',
        channels: ['sms', 'mail'],
        expectedRecipients: 3,
      },
    ]);
    expect(screen.queryByTestId('group-message')).toBeNull();
  });

  it('shows the server’s refusal and lets staff preview again', async () => {
    let total = 2;
    server.on('POST', '/api/fn/adminGroupMessagePreview', () => callableOk(preview(total)));
    server.on('POST', '/api/fn/adminGroupMessageSend', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message:
            'Önizlemeden bu yana alıcı sayısı değişti (2 yerine 3 kişi). Lütfen yeniden önizleyin.',
        },
      },
    });
    const { view, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Mesaj'), {
      target: { value: 'Kuşlar cumartesi teslim edilecek.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Gönder (2 kişi)' }));
    expect(
      await within(dialog).findByText(
        'Önizlemeden bu yana alıcı sayısı değişti (2 yerine 3 kişi). Lütfen yeniden önizleyin.',
      ),
    ).toBeTruthy();
    expect(view.toastTexts()).toEqual([]);

    total = 3;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Düzenle' }));
    expect((within(dialog).getByLabelText('Mesaj') as HTMLTextAreaElement).value).toBe(
      'Kuşlar cumartesi teslim edilecek.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(await within(dialog).findByRole('button', { name: 'Gönder (3 kişi)' })).toBeTruthy();
  });

  it('offers no send when nobody would get the message', async () => {
    server.on('POST', '/api/fn/adminGroupMessagePreview', callableOk(preview(0)));
    const { dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Mesaj'), {
      target: { value: 'Kuşlar cumartesi teslim edilecek.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(await within(dialog).findByText('Bu mesajı alacak üye yok.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Gönder (0 kişi)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
