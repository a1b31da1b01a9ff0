import { messages } from '@kanat/shared/i18n/full';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../../../shared/test/render';
import { AuditValues, keyLabel } from './audit-values';

/** The table's rows as [field, before, after]. */
function rows(): string[][] {
  return within(screen.getByTestId('audit-values'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).textContent ?? ''),
    );
}

describe('recorded values', () => {
  it('names staff roles in Turkish, and an empty list as none', () => {
    renderWithTheme(
      <AuditValues before={{ roles: ['clerk'] }} after={{ roles: ['administrator', 'editor'] }} />,
    );
    const row = screen.getByRole('rowheader', { name: /Roller/ }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mezat görevlisi', 'Yönetici, Editör']);
  });

  it('names a list of no roles as none, and a key it does not know as another field', () => {
    renderWithTheme(<AuditValues before={{ roles: [] }} after={{ tags: ['a', 'b'] }} />);
    expect(rows()).toEqual([
      ['Roller', '—', '—'],
      ['Diğer alan', '—', 'a, b'],
    ]);
  });

  it("shows a payment in lira, its day and the statement's state in Turkish, without ids", () => {
    renderWithTheme(
      <AuditValues
        action="settlement.payment"
        before={{ paidKurus: 50_000, state: 'open' }}
        after={{ paidKurus: 175_050, amountKurus: 125_050, paidOn: '2026-05-01' }}
      />,
    );
    expect(rows()).toEqual([
      ['Ödenen toplam', '500,00 TL', '1.750,50 TL'],
      ['Durum', 'Açık', '—'],
      ['Ödeme tutarı', '—', '1.250,50 TL'],
      ['Ödeme günü', '—', '01.05.2026'],
    ]);
  });

  it('shows no key of a trust review: its note, who reviewed it and when', () => {
    const key = 'shared-device-owner:123:uid-ali:uid-veli';
    renderWithTheme(
      <AuditValues
        action="trust.review"
        before={{ note: 'İlk bakış', by: 'Selin Yönetici', at: Date.UTC(2026, 2, 5, 11, 30) }}
        after={{ key, note: 'Aynı aile, sorun yok.' }}
      />,
    );
    expect(rows()).toEqual([
      ['Not', 'İlk bakış', 'Aynı aile, sorun yok.'],
      ['İnceleyen', 'Selin Yönetici', '—'],
      ['Zaman', '05.03.2026 14:30', '—'],
    ]);
    const table = screen.getByTestId('audit-values').textContent ?? '';
    expect(table).not.toContain('shared-device-owner');
    expect(table).not.toContain('uid-');
  });

  it('leaves out the ids of an annulled bid, and shows its amounts in lira', () => {
    renderWithTheme(
      <AuditValues
        action="auction.bid-annul"
        before={{ bidId: 991, currentAmount: 12_500, leaderId: 'uid-ali', bidCount: 4 }}
        after={{ currentAmount: 9_000, leaderId: 'uid-veli', bidCount: 2, alsoVoided: [992] }}
      />,
    );
    expect(rows()).toEqual([
      ['Güncel fiyat', '12.500 TL', '9.000 TL'],
      ['Teklif sayısı', '4', '2'],
    ]);
  });

  it('names coded values by the area that wrote them', () => {
    const { unmount } = renderWithTheme(
      <AuditValues
        action="privacy.request-answer"
        before={{ state: 'open' }}
        after={{ id: '17', state: 'answered' }}
      />,
    );
    expect(rows()).toEqual([['Durum', 'Yanıt bekliyor', 'Yanıtlandı']]);
    unmount();

    renderWithTheme(
      <AuditValues
        action="legal.publish"
        before={null}
        after={{ kind: 'privacy', version: 3, title: 'Gizlilik' }}
      />,
    );
    expect(rows()).toEqual([
      ['Tür', '—', 'Gizlilik Politikası'],
      ['Sürüm', '—', '3'],
      ['Başlık', '—', 'Gizlilik'],
    ]);
  });

  it('names sale requests, deliveries, lots and pigeons in Turkish', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>, string[][]][] = [
      [
        'sale-request.accept',
        { status: 'pending' },
        { status: 'accepted', pigeonId: 57, serial: 120, tagNum: 'TR-2024-123456' },
        [
          ['Durum', 'Bekliyor', 'Kabul edildi'],
          ['Güvercin no', '—', '120'],
          ['Bilezik numarası', '—', 'TR-2024-123456'],
        ],
      ],
      [
        'settlement.delivery',
        { method: null, shippingKurus: 0, delivered: false },
        { method: 'cargo', shippingKurus: 15_000, delivered: true },
        [
          ['Teslim şekli', '—', 'Kargo'],
          ['Kargo ücreti', '0,00 TL', '150,00 TL'],
          ['Teslim edildi', 'Hayır', 'Evet'],
        ],
      ],
      [
        'hall-sale.lot-withdraw',
        { lotId: 8, status: 'waiting', position: 3 },
        { lotId: 8, status: 'withdrawn' },
        [
          ['Durum', 'Sırada', 'Geri çekildi'],
          ['Sıra', '3', '—'],
        ],
      ],
      [
        'auction.cancel',
        { status: 2, bidCount: 3, currentAmount: 4_000, currentBidderId: 'uid-ali' },
        { status: 4, reason: 'Kuş hasta.', voidedBids: 3 },
        [
          ['Durum', 'Devam ediyor', 'İptal edildi'],
          ['Teklif sayısı', '3', '—'],
          ['Güncel fiyat', '4.000 TL', '—'],
          ['Gerekçe', '—', 'Kuş hasta.'],
          ['Geçersiz sayılan teklif sayısı', '—', '3'],
        ],
      ],
      [
        'terms.site',
        { buyerPremiumBp: 1000, graceDays: 3, iban: null },
        { buyerPremiumBp: 750, graceDays: 5, iban: 'TR330006100519786457841326' },
        [
          ['Alıcı komisyonu', '%10', '%7,5'],
          ['Gecikme için ek süre (gün)', '3', '5'],
          ['IBAN', '—', 'TR330006100519786457841326'],
        ],
      ],
      [
        'retention.settings',
        { sentMessagesDays: 90, salesRecordsYears: 10 },
        { sentMessagesDays: 60, salesRecordsYears: 12 },
        [
          ['Gönderilen SMS ve e-postalar (gün)', '90', '60'],
          ['Silinen üyelerin satış kayıtları (yıl)', '10', '12'],
        ],
      ],
      [
        'member.max-bids-cancel',
        {},
        { cancelled: 2 },
        [['İptal edilen en yüksek teklif sayısı', '—', '2']],
      ],
      [
        'hall-sale.update',
        { startsAt: Date.UTC(2026, 4, 9, 9, 0), lotsBeforeStart: true },
        { startsAt: Date.UTC(2026, 4, 10, 9, 0), lotsBeforeStart: false },
        [
          ['Başlangıç', '09.05.2026 12:00', '10.05.2026 12:00'],
          ['Lotlar başlangıçtan önce görünür', 'Evet', 'Hayır'],
        ],
      ],
    ];
    for (const [action, before, after, expected] of cases) {
      const { unmount } = renderWithTheme(
        <AuditValues action={action} before={before} after={after} />,
      );
      expect({ action, rows: rows() }).toEqual({ action, rows: expected });
      unmount();
    }
  });

  it('lists records field by field: race results, recipients, lots without their ids', () => {
    renderWithTheme(
      <AuditValues
        action="pigeon.races"
        before={{ races: [] }}
        after={{
          races: [
            {
              name: 'Konya',
              date: '2025-06-01',
              releasePoint: 'Ereğli',
              distanceM: 512_400,
              place: 4,
              basketed: 800,
              speedMmPerMin: 1_345_678,
              coefficientMilli: null,
            },
          ],
        }}
      />,
    );
    const items = within(screen.getByTestId('audit-values'))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('li') === null)
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Yarış: Konya',
      'Tarih: 01.06.2025',
      'Salım yeri: Ereğli',
      'Mesafe (km): 512,4',
      'Derece: 4',
      'Katılan kuş: 800',
      'Hız (m/dk): 1.345,678',
      'Katsayı: —',
    ]);
  });

  it('says so when an entry recorded only ids', () => {
    renderWithTheme(
      <AuditValues
        action="group.reorder"
        before={{ order: [3, 1, 2] }}
        after={{ order: [1, 2, 3] }}
      />,
    );
    expect(screen.getByText('Bu işlemin gösterilecek bir değeri yok.')).toBeTruthy();
    expect(screen.queryByTestId('audit-values')).toBeNull();
  });

  it('names every value the server records', () => {
    // The keys of every `recordAudit` before and after in server/src/modules (ids aside).
    const written = [
      'accountEnabled',
      'accountDisableReason',
      'approvedAt',
      'rejectedAt',
      'rejectReason',
      'roles',
      'dateOfBirth',
      'province',
      'city',
      'mailAddress',
      'phoneNumber',
      'fullname',
      'ownerNote',
      'spendingLimit',
      'cancelled',
      'paymentFlaggedAt',
      'reason',
      'overdue',
      'state',
      'paidKurus',
      'amountKurus',
      'paidOn',
      'dueAt',
      'totalKurus',
      'hammerKurus',
      'expiresAt',
      'method',
      'shippingKurus',
      'delivered',
      'reference',
      'netKurus',
      'lines',
      'skipped',
      'buyerPremiumBp',
      'sellerCommissionBp',
      'vatBp',
      'paymentTermDays',
      'graceDays',
      'autoFlagAfter',
      'iban',
      'accountName',
      'ownTerms',
      'sentMessagesDays',
      'sentNoticesDays',
      'sessionIpDays',
      'contactIpDays',
      'salesRecordsYears',
      'sessions',
      'codes',
      'challenges',
      'tokens',
      'rateLimits',
      'sms',
      'mails',
      'notices',
      'sessionIps',
      'contactIps',
      'kind',
      'version',
      'title',
      'amount',
      'paddle',
      'step',
      'price',
      'buyerPaddle',
      'img',
      'lots',
      'startingPrice',
      'position',
      'status',
      'place',
      'startsAt',
      'videoUrl',
      'lotsBeforeStart',
      'serial',
      'tagNum',
      'name',
      'active',
      'description',
      'sex',
      'colour',
      'bloodline',
      'photos',
      'ancestors',
      'path',
      'ring',
      'note',
      'videos',
      'caption',
      'races',
      'date',
      'releasePoint',
      'distanceM',
      'basketed',
      'speedMmPerMin',
      'coefficientMilli',
      'publishAt',
      'mainPicture',
      'html',
      'group',
      'startingBid',
      'currentAmount',
      'startedOn',
      'endingTime',
      'expiry',
      'reservePrice',
      'bidCount',
      'voidedBids',
      'paid',
      'archiveDelayDays',
      'softCloseMinutes',
      'publishOn',
      'photo',
      'isFinalContainer',
      'staggerSeconds',
      'isArchive',
      'updatedAt',
      'channels',
      'subject',
      'text',
      'counts',
      'mail',
      'push',
      'total',
      'footer_description',
      'telephone',
      'logo',
      'institute_image',
      'label_titles',
      'slider_pics',
      'full',
      'mobile',
      'sponsors',
      'image',
      'url',
      'pages',
      'about_us',
      'message',
      'color',
      'erasedAt',
      'keptUntil',
      'by',
      'at',
    ];
    const unnamed = written.filter(
      (key) => keyLabel(key) === messages.adminMembers.auditLog.otherKey,
    );
    expect(unnamed).toEqual([]);
  });
});
