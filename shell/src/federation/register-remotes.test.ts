import { parseRemotesManifest } from './register-remotes';

describe('parseRemotesManifest', () => {
  it('turns the server list into runtime remotes', () => {
    expect(
      parseRemotesManifest({
        mf_news: '/mf/news/mf-manifest.json',
        mf_auctions: 'https://cdn.example.com/auctions/mf-manifest.json',
      }),
    ).toEqual([
      { name: 'mf_news', entry: '/mf/news/mf-manifest.json' },
      { name: 'mf_auctions', entry: 'https://cdn.example.com/auctions/mf-manifest.json' },
    ]);
  });

  it('skips entries that are not URLs and anything that is not an object', () => {
    expect(parseRemotesManifest({ mf_news: 3, mf_account: '' })).toEqual([]);
    expect(parseRemotesManifest(['mf_news'])).toEqual([]);
    expect(parseRemotesManifest(null)).toEqual([]);
  });
});
