import type * as Api from '@kanat/shared/api';

describe('firebase initialisation', () => {
  it("logs 'firebase initalize error' once, on the first call, and fails calls with a typed error", async () => {
    const logged: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((first: unknown) => {
      logged.push(first);
    });
    let api!: typeof Api;
    jest.isolateModules(() => {
      jest.doMock('firebase/app', () => ({
        getApps: () => [],
        initializeApp: () => {
          throw new Error('no app for you');
        },
      }));
      api = require('@kanat/shared/api') as typeof Api;
    });
    await expect(api.callFunction('likeNew', { id: 'n1' })).rejects.toMatchObject({
      code: 'unavailable',
    });
    await expect(api.callFunction('likeNew', { id: 'n1' })).rejects.toBeInstanceOf(api.ApiError);
    expect(logged).toEqual(['firebase initalize error']);
    spy.mockRestore();
  });
});
