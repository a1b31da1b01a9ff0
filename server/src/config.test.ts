import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('starts with working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(repoRoot, '.data'),
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      mediaDir: path.join(repoRoot, '.data', 'media'),
      appsDir: repoRoot,
      publicUrl: null,
      seed: true,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.remotes).toEqual({
      mf_auctions: '/mf/auctions/mf-manifest.json',
      mf_news: '/mf/news/mf-manifest.json',
      mf_account: '/mf/account/mf-manifest.json',
      mf_corporate: '/mf/corporate/mf-manifest.json',
    });
  });

  it('builds remote URLs on PUBLIC_URL and takes per-remote overrides', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://kanatmezat.com.tr/',
      REMOTE_MF_NEWS_URL: 'https://cdn.example.com/news/v42/',
      REMOTE_MF_ACCOUNT_URL: 'https://cdn.example.com/account/mf-manifest.json',
    });
    expect(config.publicUrl).toBe('https://kanatmezat.com.tr');
    expect(config.remotes).toEqual({
      mf_auctions: 'https://kanatmezat.com.tr/mf/auctions/mf-manifest.json',
      mf_news: 'https://cdn.example.com/news/v42/mf-manifest.json',
      mf_account: 'https://cdn.example.com/account/mf-manifest.json',
      mf_corporate: 'https://kanatmezat.com.tr/mf/corporate/mf-manifest.json',
    });
  });

  it('reads the database, directories, seeding and proxy settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kanat@db:5432/kanat',
      DATA_DIR: '/var/lib/kanat',
      APPS_DIR: '/srv/apps',
      SEED: 'false',
      TRUST_PROXY: '1',
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://kanat@db:5432/kanat',
      dataDir: '/var/lib/kanat',
      mediaDir: '/var/lib/kanat/media',
      appsDir: '/srv/apps',
      seed: false,
      trustProxy: true,
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'warn',
    });
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'seksen',
        DATABASE_URL: 'mysql://x',
        SEED: 'belki',
        NODE_ENV: 'staging',
        REMOTE_MF_NEWS_URL: 'ftp://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'SEED', 'NODE_ENV', 'REMOTE_MF_NEWS_URL']) {
      expect(problems).toContain(name);
    }
  });
});
