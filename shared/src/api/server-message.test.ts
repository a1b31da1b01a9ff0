import { ApiError, serverMessage } from '@kanat/shared/api';

const fallback = 'İşlem tamamlanamadı.';

describe('serverMessage', () => {
  it('shows the server’s own Turkish sentence', () => {
    const error = new ApiError({
      status: 409,
      code: 'already-exists',
      message: 'Bu bilezik numarası kayıtlı.',
    });
    expect(serverMessage(error, fallback)).toBe('Bu bilezik numarası kayıtlı.');
  });

  it.each([
    ['a bare code', new ApiError({ status: 403, code: 'permission-denied' })],
    ['a code-like word', new ApiError({ status: 400, code: 'invalid-argument', message: 'bad' })],
    ['no answer', new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' })],
    ['an unreadable answer', new ApiError({ status: 200, code: 'bad-response', message: 'x y' })],
    ['an unavailable server', new ApiError({ status: 503, code: 'unavailable', message: 'Down' })],
    ['something else thrown', new Error('boom')],
  ])('falls back for %s', (_case, error) => {
    expect(serverMessage(error, fallback)).toBe(fallback);
  });
});
