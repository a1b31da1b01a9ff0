import { noteServerTime, resetClock, serverNow } from './clock';

afterEach(() => {
  resetClock();
  jest.useRealTimers();
});

test('server time follows the header, measured at the middle of the round trip', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  noteServerTime('1060000', 999_000, 1_001_000);
  expect(serverNow()).toBe(1_060_000);
});

test('server time is a whole number of milliseconds even when the round trip is odd', () => {
  jest.useFakeTimers({ now: 2_000_000 });
  // Mid-point of 1_999_000 and 2_000_001 is fractional.
  noteServerTime('2000500', 1_999_000, 2_000_001);
  expect(Number.isInteger(serverNow())).toBe(true);
});

test('a missing or malformed header leaves the clock alone', () => {
  jest.useFakeTimers({ now: 5_000 });
  noteServerTime(null, 0, 10);
  noteServerTime('abc', 0, 10);
  expect(serverNow()).toBe(5_000);
});
