import { ConfigError, loadConfig } from './config';

// Media in S3-compatible object storage, set all together or not at all.

const s3Env = {
  S3_ENDPOINT: 'http://minio:9000/',
  S3_BUCKET: 'kanat-medya',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'anahtar',
  S3_SECRET_ACCESS_KEY: 'gizli',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig: media in S3', () => {
  it('keeps media in DATA_DIR/media when no S3 setting is given', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads every S3 setting, virtual-hosted style unless told otherwise', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'kanat-medya',
      region: 'eu-central-1',
      accessKeyId: 'anahtar',
      secretAccessKey: 'gizli',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'TRUE' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses some of the settings without the others, naming what is missing', () => {
    expect(problemsOf({ S3_BUCKET: 'kanat-medya', S3_REGION: 'eu-central-1' })).toEqual([
      'Medyayı nesne deposunda (S3) tutmak için S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte verilmeli; eksik: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    ]);
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'true' })[0]).toContain(
      'eksik: S3_ENDPOINT, S3_BUCKET',
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3Env;
    expect(problemsOf(withoutSecret)[0]).toMatch(/eksik: S3_SECRET_ACCESS_KEY$/);
    // A blank value counts as unset.
    expect(problemsOf({ ...s3Env, S3_ACCESS_KEY_ID: '  ' })[0]).toMatch(/eksik: S3_ACCESS_KEY_ID$/);
  });

  it('explains a wrong endpoint, bucket, region or flag in Turkish', () => {
    expect(
      problemsOf({
        ...s3Env,
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'Kanat_Medya',
        S3_REGION: 'Avrupa Merkez',
        S3_FORCE_PATH_STYLE: 'belki',
      }),
    ).toEqual([
      'S3_ENDPOINT bir http(s) adresi olmalı (verilen: "minio:9000")',
      'S3_BUCKET geçerli bir kova (bucket) adı olmalı: 3–63 karakter; küçük harf, rakam, nokta ve tire (verilen: "Kanat_Medya")',
      'S3_REGION küçük harf, rakam ve tireden oluşan bir bölge adı olmalı, örn. eu-central-1 (verilen: "Avrupa Merkez")',
      'S3_FORCE_PATH_STYLE true ya da false olmalı (verilen: "belki")',
    ]);
  });
});
