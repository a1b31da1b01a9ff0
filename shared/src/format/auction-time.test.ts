import {
  ALMOST_DONE_SECONDS,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from '@kanat/shared/format';

const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('auctionTimeStatus (SPEC §4)', () => {
  it('uses a 3600 s threshold', () => {
    expect(ALMOST_DONE_SECONDS).toBe(3600);
  });

  it('continues with more than 3600 s left: green, Devam ediyor', () => {
    expect(auctionTimeStatus(NOW + 3600 * SECOND + 1, NOW)).toEqual({
      status: 'continues',
      color: 'green',
      label: 'Devam ediyor',
    });
    expect(auctionTimeStatus(NOW + 30 * DAY, NOW).status).toBe('continues');
  });

  it('is almost done from 3600 s down to just above 0: orange, Bitmek üzere', () => {
    const almost = { status: 'almost_done', color: 'orange', label: 'Bitmek üzere' };
    expect(auctionTimeStatus(NOW + 3600 * SECOND, NOW)).toEqual(almost);
    expect(auctionTimeStatus(NOW + 30 * MINUTE, NOW)).toEqual(almost);
    expect(auctionTimeStatus(NOW + 1, NOW)).toEqual(almost);
  });

  it('is expired once no time is left: red, Süresi doldu', () => {
    const expired = { status: 'expired', color: 'red', label: 'Süresi doldu' };
    expect(auctionTimeStatus(NOW, NOW)).toEqual(expired);
    expect(auctionTimeStatus(NOW - 1, NOW)).toEqual(expired);
    expect(auctionTimeStatus(NOW - 10 * DAY, NOW)).toEqual(expired);
  });

  it('is grey Yükleniyor... before the expiry has loaded', () => {
    const loading = { status: 'loading', color: 'grey', label: 'Yükleniyor...' };
    expect(auctionTimeStatus(undefined, NOW)).toEqual(loading);
    expect(auctionTimeStatus(null, NOW)).toEqual(loading);
    expect(auctionTimeStatus(Number.NaN, NOW)).toEqual(loading);
  });
});

describe('remainingTimeText (SPEC §4)', () => {
  it.each([
    ['nothing left', 0, 'Süresi doldu'],
    ['already passed', -5 * SECOND, 'Süresi doldu'],
    ['one second', SECOND, '0 sa 0 dk 1 sn'],
    ['part of a second rounds down', 1500, '0 sa 0 dk 1 sn'],
    ['hours minutes seconds', HOUR + 2 * MINUTE + 3 * SECOND, '1 sa 2 dk 3 sn'],
    ['just under a day', DAY - SECOND, '23 sa 59 dk 59 sn'],
    ['exactly a day', DAY, '1 gün 0 saat'],
    ['days and hours', 2 * DAY + 5 * HOUR + 7 * MINUTE, '2 gün 5 saat'],
    ['just under 30 days', 30 * DAY - SECOND, '29 gün 23 saat'],
    ['30 days is a month', 30 * DAY, '1 ay 0 gün'],
    ['months and days', 95 * DAY + 3 * HOUR, '3 ay 5 gün'],
    ['exactly one year is not more than a year', 365 * DAY, '12 ay 5 gün'],
    ['just over one year', 365 * DAY + 1, '1 yıldan fazla'],
    ['several years', 3 * 365 * DAY + 10 * DAY, '3 yıldan fazla'],
  ])('%s', (_name, left, text) => {
    expect(remainingTimeText(NOW + left, NOW)).toBe(text);
  });

  it('says Yükleniyor... before the expiry has loaded', () => {
    expect(remainingTimeText(undefined, NOW)).toBe('Yükleniyor...');
  });
});

describe('isUrgent (SPEC §4: red under 1 hour)', () => {
  it.each([
    [HOUR + 1, false],
    [HOUR, false],
    [HOUR - 1, true],
    [MINUTE, true],
    [0, true],
    [-DAY, true],
  ])('%d ms left -> %s', (left, urgent) => {
    expect(isUrgent(NOW + left, NOW)).toBe(urgent);
  });

  it('is not urgent before the expiry has loaded', () => {
    expect(isUrgent(null, NOW)).toBe(false);
  });
});
