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
      linkOrigin: 'http://localhost:3000',
      seed: true,
      trustProxy: false,
      legacyBidSignature: false,
      logLevel: 'info',
      sms: null,
    });
    expect(config.remotes).toEqual({
      mf_auctions: '/mf/auctions/mf-manifest.json',
      mf_news: '/mf/news/mf-manifest.json',
      mf_account: '/mf/account/mf-manifest.json',
      mf_corporate: '/mf/corporate/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    });
  });

  it('builds remote URLs on PUBLIC_URL and takes per-remote overrides', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://kanatmezat.com.tr/',
      REMOTE_MF_NEWS_URL: 'https://cdn.example.com/news/v42/',
      REMOTE_MF_ACCOUNT_URL: 'https://cdn.example.com/account/mf-manifest.json',
      REMOTE_MF_ADMIN_URL: 'https://cdn.example.com/admin/v3',
    });
    expect(config.publicUrl).toBe('https://kanatmezat.com.tr');
    expect(config.linkOrigin).toBe('https://kanatmezat.com.tr');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4100' }).linkOrigin).toBe(
      'http://127.0.0.1:4100',
    );
    expect(config.remotes).toEqual({
      mf_auctions: 'https://kanatmezat.com.tr/mf/auctions/mf-manifest.json',
      mf_news: 'https://cdn.example.com/news/v42/mf-manifest.json',
      mf_account: 'https://cdn.example.com/account/mf-manifest.json',
      mf_corporate: 'https://kanatmezat.com.tr/mf/corporate/mf-manifest.json',
      mf_admin: 'https://cdn.example.com/admin/v3/mf-manifest.json',
    });
  });

  it('reads the database, directories, seeding and proxy settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kanat@db:5432/kanat',
      DATA_DIR: '/var/lib/kanat',
      APPS_DIR: '/srv/apps',
      SEED: 'false',
      TRUST_PROXY: '1',
      LEGACY_BID_SIGNATURE: 'true',
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kanatmezat.com.tr',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://kanat@db:5432/kanat',
      dataDir: '/var/lib/kanat',
      mediaDir: '/var/lib/kanat/media',
      appsDir: '/srv/apps',
      seed: false,
      trustProxy: true,
      legacyBidSignature: true,
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
        SMS_GATEWAY_URL: 'ftp://sms.example.com',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SEED',
      'NODE_ENV',
      'REMOTE_MF_NEWS_URL',
      'SMS_GATEWAY_URL',
    ]) {
      expect(problems).toContain(name);
    }
  });
});

describe('finding 1: development outbox', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://kanatmezat.com.tr',
    SMS_GATEWAY_URL: 'https://sms.example.com/send',
  };

  it('is the only reader of the SMS gateway settings, checked like the rest', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(
      loadConfig({ SMS_GATEWAY_URL: ' https://sms.example.com/send ', SMS_GATEWAY_TOKEN: ' t ' })
        .sms,
    ).toEqual({ url: 'https://sms.example.com/send', token: 't' });
    expect(loadConfig({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }).sms).toEqual({
      url: 'http://127.0.0.1:9/sms',
      token: null,
    });
    expect(problemsOf({ SMS_GATEWAY_URL: 'ftp://x' })).toEqual([
      'SMS_GATEWAY_URL bir http(s) adresi olmalı (verilen: "ftp://x")',
    ]);
    expect(problemsOf({ SMS_GATEWAY_URL: 'sms.example.com' })).toHaveLength(1);
    // A token without its URL is a typo that would silently keep the development outbox.
    expect(problemsOf({ SMS_GATEWAY_TOKEN: 't' })).toEqual([
      'SMS_GATEWAY_TOKEN yalnızca SMS_GATEWAY_URL ile birlikte kullanılabilir',
    ]);
  });

  it('NODE_ENV=production refuses to start without an SMS gateway', () => {
    const { SMS_GATEWAY_URL: _, ...env } = production;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(problemsOf(env)).toEqual([
      'NODE_ENV=production için SMS_GATEWAY_URL gerekli: doğrulama kodları gerçek bir SMS sağlayıcısıyla gönderilmeli',
    ]);
    expect(problemsOf({ ...env, SMS_GATEWAY_URL: '  ' })).toEqual(problemsOf(env));
  });

  it('NODE_ENV=production refuses to start without PUBLIC_URL', () => {
    const { PUBLIC_URL: _, ...env } = production;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(problemsOf(env)).toEqual([
      'NODE_ENV=production için PUBLIC_URL gerekli (sitenin genel adresi, örn. https://kanatmezat.com.tr)',
    ]);
  });

  it('names both when production has neither', () => {
    const problems = problemsOf({ NODE_ENV: 'production' }).join('\n');
    expect(problems).toContain('SMS_GATEWAY_URL');
    expect(problems).toContain('PUBLIC_URL');
  });

  it('loads production with both, and development or test with neither', () => {
    expect(loadConfig(production)).toMatchObject({
      nodeEnv: 'production',
      publicUrl: 'https://kanatmezat.com.tr',
      sms: { url: 'https://sms.example.com/send', token: null },
    });
    expect(loadConfig({ NODE_ENV: 'development' }).sms).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toBeNull();
  });

  it('raises the SMS budgets by KM_E2E_SMS_BUDGET_FACTOR on a test server only', () => {
    expect(loadConfig({}).smsBudgetFactor).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).smsBudgetFactor).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', KM_E2E_SMS_BUDGET_FACTOR: '10' }).smsBudgetFactor).toBe(
      10,
    );
    expect(
      loadConfig({ NODE_ENV: 'development', KM_E2E_SMS_BUDGET_FACTOR: '10' }).smsBudgetFactor,
    ).toBe(1);
    expect(() => loadConfig({ NODE_ENV: 'test', KM_E2E_SMS_BUDGET_FACTOR: 'many' })).toThrow(
      /KM_E2E_SMS_BUDGET_FACTOR/,
    );
  });
});

describe('Web Push: VAPID settings', () => {
  const publicKey = `B${'A'.repeat(86)}`;
  const privateKey = 'a'.repeat(43);

  it('takes a configured key pair and subject, else none (made in DATA_DIR)', () => {
    expect(loadConfig({}).push).toEqual({
      keys: null,
      subject: 'mailto:no-reply@kanatmezat.com.tr',
      testEndpointOrigin: null,
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://kanatmezat.com.tr',
      }).push,
    ).toEqual({
      keys: { publicKey, privateKey },
      subject: 'https://kanatmezat.com.tr',
      testEndpointOrigin: null,
    });
  });

  it('refuses half a pair, malformed keys and a subject that is neither mailto: nor https', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PUBLIC_KEY ile VAPID_PRIVATE_KEY birlikte verilmeli',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey })).toHaveLength(1);
    expect(problems({ VAPID_SUBJECT: 'http://kanatmezat.com.tr' })).toEqual([
      'VAPID_SUBJECT bir mailto: adresi ya da https adresi olmalı (verilen: "http://kanatmezat.com.tr")',
    ]);
  });

  it('takes a test harness’s local push origin outside production only, on 127.0.0.1', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const origin = 'http://127.0.0.1:40123';
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_ENDPOINT_ORIGIN: origin }).push).toMatchObject({
      testEndpointOrigin: origin,
    });
    expect(
      problems({
        NODE_ENV: 'production',
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
        PUBLIC_URL: 'https://kanatmezat.com.tr',
        PUSH_TEST_ENDPOINT_ORIGIN: origin,
      }),
    ).toEqual([
      'NODE_ENV=production ile PUSH_TEST_ENDPOINT_ORIGIN verilemez: bildirimler yalnızca tarayıcıların bildirim servislerine gönderilir',
    ]);
    for (const given of ['http://localhost:40123', 'https://127.0.0.1:443', 'http://10.0.0.1:80']) {
      expect(problems({ PUSH_TEST_ENDPOINT_ORIGIN: given })).toEqual([
        `PUSH_TEST_ENDPOINT_ORIGIN http://127.0.0.1:<port> biçiminde olmalı (verilen: "${given}")`,
      ]);
    }
  });
});
