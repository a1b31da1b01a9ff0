import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { adminFilePath } from '../modules/staff';
import { ApiClient, randomPhone } from '../test/auth-fixtures';
import { cliTimeout, runCli } from '../test/cli-process';
import { createTestApp, setupTimeout, type TestApp } from '../test/test-app';

const runOutbox = (args: string[], env: Record<string, string>) => runCli('outbox', args, env);

describe('outbox command with the server running', () => {
  let t: TestApp;
  const phone = randomPhone();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Fastify runs onListen hooks (which write the file) just after listen() resolves.
    for (let i = 0; i < 100 && !existsSync(adminFilePath(t.dataDir)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const client = new ApiClient(t.app);
    const deviceId = randomUUID();
    await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/fn/sendContactMail',
      remoteAddress: '203.0.113.41',
      payload: {
        data: {
          name: 'Gülşen Çelik',
          email: 'gulsen@example.com',
          subject: 'Teslimat sorusu',
          message: 'Kazandığım güvercin ne zaman teslim edilir?',
        },
      },
    });
    expect(sent.statusCode).toBe(200);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const env = () => ({ DATA_DIR: t.dataDir, DATABASE_URL: '' });

  it(
    'prints the contact mail and the SMS code, newest first; --email keeps the mails',
    async () => {
      const all = await runOutbox([], env());
      expect(all.code).toBe(0);
      expect(all.stderr).toContain('sunucu http://127.0.0.1:');
      const lines = all.stdout.split('\n');
      const mailAt = lines.findIndex((l) => l.includes('E-posta') && l.includes('Teslimat sorusu'));
      const smsAt = lines.findIndex((l) => l.includes('SMS') && l.includes(phone));
      expect(mailAt).toBeGreaterThanOrEqual(0);
      expect(smsAt).toBeGreaterThan(mailAt);
      expect(lines[mailAt]).toContain('[Gönderildi]');
      expect(all.stdout).toContain('Kazandığım güvercin ne zaman teslim edilir?');
      expect(lines[smsAt]).toMatch(/kod: \d{6}/);

      const address = /E-posta {2}(\S+@\S+)/.exec(lines[mailAt] ?? '')?.[1] ?? '';
      const json = await runOutbox(['--email', address, '--json'], env());
      expect(json.code).toBe(0);
      const { messages } = JSON.parse(json.stdout) as {
        messages: Array<{ kind: string; to: string; subject?: string; code: string | null }>;
      };
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.every((m) => m.kind === 'mail' && m.to === address)).toBe(true);
      expect(messages[0]).toMatchObject({ subject: expect.stringContaining('Teslimat sorusu') });
    },
    2 * cliTimeout,
  );
});
