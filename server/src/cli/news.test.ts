import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { adminFilePath } from '../modules/staff';
import { cliTimeout, runCli } from '../test/cli-process';
import { createTestApp, setupTimeout, type TestApp } from '../test/test-app';

const runNews = (args: string[], env: Record<string, string>) => runCli('news', args, env);

describe('news command', () => {
  let files: string;
  let bodyFile: string;
  let pictureFile: string;

  beforeAll(async () => {
    files = await mkdtemp(path.join(os.tmpdir(), 'kanat-news-cli-'));
    bodyFile = path.join(files, 'haber.html');
    pictureFile = path.join(files, 'kapak.png');
    await writeFile(
      bodyFile,
      '<h1>Ara başlık</h1><p>Yarış <strong>Kırşehir</strong>’de.</p><script>alert(1)</script>',
    );
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6f4f' } })
      .png()
      .toFile(pictureFile);
  });

  afterAll(async () => {
    await rm(files, { recursive: true, force: true });
  });

  it(
    'explains itself when called without a command or with a wrong one',
    async () => {
      const bare = await runNews([], {});
      expect(bare.code).toBe(2);
      expect(bare.stdout).toContain('news publish --title');
      const wrong = await runNews(['publish', '--title', 'Başlık'], {});
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('publish için --title ve --body gerekli.');
      const unknown = await runNews(['--', 'publish', '--tilte', 'x'], {});
      expect(unknown.code).toBe(2);
    },
    cliTimeout,
  );

  describe('with the server running', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Fastify runs onListen hooks (which write the file) just after listen() resolves.
      for (let i = 0; i < 100 && !existsSync(adminFilePath(t.dataDir)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, setupTimeout);

    afterAll(async () => {
      await t.close();
    });

    const env = () => ({ DATA_DIR: t.dataDir, DATABASE_URL: '' });

    it(
      'publishes, edits and deletes through the running server; items show at once',
      async () => {
        expect(existsSync(adminFilePath(t.dataDir))).toBe(true);
        const published = await runNews(
          [
            '--',
            'publish',
            '--title',
            'Komutla gelen haber',
            '--body',
            bodyFile,
            '--picture',
            pictureFile,
          ],
          env(),
        );
        expect(published.stderr).toContain('Bağlantı: sunucu http://127.0.0.1:');
        expect(published.code).toBe(0);
        const id = /#(\d+)/.exec(published.stdout)?.[1] as string;
        expect(published.stdout).toContain(`Sitede: /haberler/${id}`);

        const detail = (await t.app.inject({ method: 'GET', url: `/api/news/${id}` })).json<{
          title: string;
          main_picture: string;
          page_data: string;
        }>();
        expect(detail.title).toBe('Komutla gelen haber');
        expect(detail.main_picture).toMatch(/^\/media\/news\/.+-1280\.jpg$/);
        expect(await readdir(path.join(t.config.mediaDir, 'news'))).toHaveLength(1);
        const body = (await t.app.inject({ method: 'GET', url: detail.page_data })).body;
        expect(body).toBe('<h2>Ara başlık</h2><p>Yarış <strong>Kırşehir</strong>’de.</p>');
        const found = (
          await t.app.inject({
            method: 'POST',
            url: '/api/list/news-search',
            payload: { q: 'kırşehir' },
          })
        ).json<{ r: Array<{ id: string }> }>();
        expect(found.r.map((r) => r.id)).toEqual([id]);

        const edited = await runNews(
          ['edit', id, '--title', 'Düzeltilmiş haber', '--no-picture'],
          env(),
        );
        expect(edited.code).toBe(0);
        expect(edited.stdout).toContain(`Haber güncellendi: #${id} "Düzeltilmiş haber"`);
        const after = (await t.app.inject({ method: 'GET', url: `/api/news/${id}` })).json<{
          title: string;
          main_picture: string | null;
        }>();
        expect(after).toMatchObject({ title: 'Düzeltilmiş haber', main_picture: null });

        const listed = await runNews(['list', '--count', '5'], env());
        expect(listed.stdout).toContain(`#${id} "Düzeltilmiş haber"`);

        const removed = await runNews(['delete', id], env());
        expect(removed.code).toBe(0);
        expect((await t.app.inject({ method: 'GET', url: `/api/news/${id}` })).statusCode).toBe(
          404,
        );
        const again = await runNews(['delete', id], env());
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('Haber bulunamadı');
      },
      4 * cliTimeout,
    );
  });

  describe('without a server', () => {
    let dataDir: string;
    let databaseUrl = '';
    let scratchDatabase: string | null = null;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'kanat-news-cli-data-'));
      const server = process.env.TEST_DATABASE_URL;
      if (server !== undefined && server !== '') {
        scratchDatabase = `kanat_cli_${randomBytes(4).toString('hex')}`;
        const admin = new Client({ connectionString: server });
        await admin.connect();
        await admin.query(`create database "${scratchDatabase}"`);
        await admin.end();
        const url = new URL(server);
        url.pathname = `/${scratchDatabase}`;
        databaseUrl = url.toString();
      }
    }, setupTimeout);

    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
      if (scratchDatabase !== null) {
        const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists "${scratchDatabase}" with (force)`);
        await admin.end();
      }
    });

    const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

    it(
      'opens the database itself, also past a file left by a server that is gone',
      async () => {
        // A server that crashed leaves its file behind; its process no longer exists.
        const gone = spawn(process.execPath, ['-e', '']);
        const deadPid = await new Promise<number>((resolve) =>
          gone.on('exit', () => resolve(gone.pid as number)),
        );
        await writeFile(
          adminFilePath(dataDir),
          JSON.stringify({ url: 'http://127.0.0.1:9', token: 'x'.repeat(43), pid: deadPid }),
        );

        const published = await runNews(
          [
            'publish',
            '--title',
            'Sunucusuz haber',
            '--body',
            bodyFile,
            '--picture',
            pictureFile,
            '--date',
            '2024-05-01T09:30:00Z',
          ],
          env(),
        );
        expect(published.code).toBe(0);
        expect(published.stderr).toMatch(
          databaseUrl === '' ? 'Bağlantı: gömülü veritabanı' : 'Bağlantı: PostgreSQL',
        );
        expect(published.stdout).toMatch(/Haber yayınlandı: #\d+ "Sunucusuz haber"/);
        expect(await readdir(path.join(dataDir, 'media', 'news'))).toHaveLength(1);

        const listed = await runNews(['list'], env());
        expect(listed.code).toBe(0);
        expect(listed.stdout).toContain('"Sunucusuz haber" (01.05.2024 12:30:00)');
      },
      3 * cliTimeout,
    );

    it(
      'never opens the embedded database while its server process lives but does not answer',
      async () => {
        const closed = createServer();
        await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
        const port = (closed.address() as AddressInfo).port;
        await new Promise<void>((resolve) => closed.close(() => resolve()));
        await writeFile(
          adminFilePath(dataDir),
          JSON.stringify({
            url: `http://127.0.0.1:${port}`,
            token: 'x'.repeat(43),
            pid: process.pid,
          }),
        );
        const run = await runNews(['list'], env());
        if (databaseUrl === '') {
          // PGlite: the living process may hold the files, so the command refuses.
          expect(run.code).toBe(1);
          expect(run.stderr).toContain('yanıt vermiyor');
        } else {
          // PostgreSQL takes any number of connections: the command goes to the database.
          expect(run.code).toBe(0);
          expect(run.stdout).toContain('"Sunucusuz haber"');
        }
      },
      cliTimeout,
    );
  });
});
