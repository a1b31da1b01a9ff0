import { inlineRemotes, parseRemotesManifest } from './register-remotes';

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

describe('inlineRemotes', () => {
  afterEach(() => document.getElementById('km-remotes')?.remove());

  it('reads the list the server wrote into the page', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'km-remotes';
    script.textContent = '{"mf_news":"/mf/news/mf-manifest.json?v=abc"}';
    document.head.append(script);
    expect(inlineRemotes()).toEqual({ mf_news: '/mf/news/mf-manifest.json?v=abc' });
  });

  it('gives nothing for a page without it or with broken JSON, so /remotes.json is asked', () => {
    expect(inlineRemotes()).toBeUndefined();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'km-remotes';
    script.textContent = '{broken';
    document.head.append(script);
    expect(inlineRemotes()).toBeUndefined();
  });
});
