import {
  fetchBanner,
  initialBanner,
  initialSiteInfo,
  resetInitialAnswers,
} from '@kanat/shared/api';
import { type FetchStub, stubFetch } from '../../test/fetch-stub';

function writeInitial(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'km-initial';
  script.textContent = json;
  document.head.append(script);
}

describe('answers written into the page', () => {
  let stub: FetchStub;
  beforeEach(() => {
    resetInitialAnswers();
    stub = stubFetch();
  });
  afterEach(() => {
    stub.restore();
    document.getElementById('km-initial')?.remove();
  });

  it('give the banner and site info at once, once, and later loads ask the network', async () => {
    writeInitial(
      JSON.stringify({
        '/api/banner': { message: 'Bakım çalışması', color: 'orange' },
        '/api/infos': { mail_name: 'info@kanatmezat.com' },
      }),
    );
    expect(initialBanner()).toEqual({ message: 'Bakım çalışması', color: 'orange' });
    expect(initialSiteInfo()?.mail_name).toBe('info@kanatmezat.com');
    expect(initialBanner()).toBeNull();
    expect(initialSiteInfo()).toBeNull();

    stub.on('GET', '/api/banner', { body: { message: 'Yeni duyuru', color: 'red' } });
    await expect(fetchBanner()).resolves.toEqual({ message: 'Yeni duyuru', color: 'red' });
    expect(stub.requests.map((r) => r.path)).toEqual(['/api/banner']);
  });

  it('give nothing when the page has none or the block is broken', () => {
    expect(initialBanner()).toBeNull();
    resetInitialAnswers();
    writeInitial('{broken');
    expect(initialSiteInfo()).toBeNull();
  });
});
