import { noticeText } from './notice-texts';

// The 'sale-opening' notice (issue 36): a sale followed from the calendar has opened. Queued by
// the closing pass (sale-opening-notices.ts; tested in auctions/calendar-follows.test.ts).
describe('the sale-opening notice', () => {
  test('the notice reads in Turkish and links the sale’s page', async () => {
    const group = noticeText(
      {
        event: 'sale-opening',
        auctionId: null,
        auctionName: 'Aralık Yavru Grubu',
        amount: null,
        fullname: null,
        groupId: 4,
      },
      'https://kanatmezat.com.tr',
    );
    expect(group).toEqual({
      title: 'Teklifler açıldı: Aralık Yavru Grubu',
      body: 'Takip ettiğiniz "Aralık Yavru Grubu" grup ihalesinde teklifler açıldı.',
      url: 'https://kanatmezat.com.tr/grup-ihaleler/4',
    });
    const hall = noticeText(
      {
        event: 'sale-opening',
        auctionId: null,
        auctionName: 'Cumartesi',
        amount: null,
        fullname: null,
        hallSaleId: 7,
      },
      null,
    );
    expect(hall.title).toBe('Salon mezatı başladı: Cumartesi');
    expect(hall.url).toBe('/canli-mezat/7');
  });
});
