import {
  createDisabledMember,
  createSignedInMember,
  createUnverifiedUser,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { publishNews } from './news-editor';
import { likeLimits } from './news-service';

interface CommentRow {
  id: string;
  username: string;
  message: string;
  createdOn: number;
}

describe('comments and likes (member functions)', () => {
  let t: TestApp;
  let newsId: string;
  let otherNewsId: string;

  beforeAll(async () => {
    t = await createTestApp();
    newsId = String(
      await publishNews(t.database.db, t.config.mediaDir, {
        title: 'Yorumlanacak haber',
        body: '<p>Metin</p>',
      }),
    );
    otherNewsId = String(
      await publishNews(t.database.db, t.config.mediaDir, {
        title: 'Beğenilecek haber',
        body: '<p>Metin</p>',
      }),
    );
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const call = (name: string, data: unknown, who?: SignedInMember) =>
    t.app.inject({
      method: 'POST',
      url: `/api/fn/${name}`,
      headers: who === undefined ? {} : { cookie: who.cookie },
      payload: { data },
    });

  const comments = async (id: string, p?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/list/comments',
      payload: { id, p: p ?? 0, c: 10 },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ r: CommentRow[]; p?: string }>();
  };

  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/news/${id}` })).json<{
      comment_count: number;
      likes: number;
    }>();

  describe('makeComment', () => {
    it('is for members only', async () => {
      const guest = await call('makeComment', { postId: newsId, comment: 'Merhaba' });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().error.status).toBe('UNAUTHENTICATED');

      const unverified = await createUnverifiedUser(t.app);
      expect(
        (await call('makeComment', { postId: newsId, comment: 'x' }, unverified)).statusCode,
      ).toBe(403);

      const disabled = await createDisabledMember(t.app, { disableReason: 'Hesap askıda.' });
      const refused = await call('makeComment', { postId: newsId, comment: 'x' }, disabled);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Hesap askıda.',
      });
    });

    it('stores the comment, counts it and lists it newest first under the username', async () => {
      const member = await createSignedInMember(t.app, { username: 'kanatli' });
      const before = (await detail(newsId)).comment_count;
      const first = await call('makeComment', { postId: newsId, comment: '  İlk yorum  ' }, member);
      expect(first.statusCode).toBe(200);
      const result = first.json().result;
      expect(result).toEqual({
        code: 200,
        id: expect.stringMatching(/^\d+$/),
        comment: {
          id: result.id,
          username: 'kanatli',
          message: 'İlk yorum',
          createdOn: expect.any(Number),
        },
        comment_count: before + 1,
      });
      await call(
        'makeComment',
        { postId: Number(newsId), comment: 'İkinci yorum\r\nçok satırlı' },
        member,
      );
      const page = await comments(newsId);
      expect(page.r.slice(0, 2).map((c) => c.message)).toEqual([
        'İkinci yorum\nçok satırlı',
        'İlk yorum',
      ]);
      expect(page.r[0]?.username).toBe('kanatli');
      expect((await detail(newsId)).comment_count).toBe(before + 2);
    });

    it('keeps HTML and script as plain text: stored as typed, sent as JSON text', async () => {
      const member = await createSignedInMember(t.app);
      const payloads = [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(document.cookie)">',
        '"><svg onload=alert(1)>',
        'javascript:alert(1)',
      ];
      for (const payload of payloads) {
        expect(
          (await call('makeComment', { postId: otherNewsId, comment: payload }, member)).statusCode,
        ).toBe(200);
      }
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/list/comments',
        payload: { id: otherNewsId, p: 0, c: 10 },
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const messages = response.json<{ r: CommentRow[] }>().r.map((c) => c.message);
      expect(messages).toEqual([...payloads].reverse());
    });

    it('takes 1 to 1000 characters after trimming', async () => {
      const member = await createSignedInMember(t.app);
      for (const comment of ['', '   \n\t ']) {
        const response = await call('makeComment', { postId: newsId, comment }, member);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual({
          status: 'INVALID_ARGUMENT',
          message: 'Yorum boş olamaz.',
        });
      }
      const tooLong = await call(
        'makeComment',
        { postId: newsId, comment: 'ş'.repeat(1001) },
        member,
      );
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.message).toBe('Yorum en fazla 1000 karakter olabilir.');
      const longest = await call(
        'makeComment',
        { postId: newsId, comment: 'ş'.repeat(1000) },
        member,
      );
      expect(longest.statusCode).toBe(200);
      const missing = await call('makeComment', { postId: '987654', comment: 'Merhaba' }, member);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Haber bulunamadı');
      const badShape = await call('makeComment', { postId: 'abc', comment: 'Merhaba' }, member);
      expect(badShape.statusCode).toBe(400);
    });

    it('is rate limited per member', async () => {
      const member = await createSignedInMember(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (await call('makeComment', { postId: newsId, comment: `Yorum ${i}` }, member)).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await call('makeComment', { postId: newsId, comment: 'Bir daha' }, member);
      expect(limited.json().error.status).toBe('RESOURCE_EXHAUSTED');
      // Another member is not affected.
      const other = await createSignedInMember(t.app);
      expect(
        (await call('makeComment', { postId: newsId, comment: 'Ben de' }, other)).statusCode,
      ).toBe(200);
    });

    it('pages comments 10 at a time with a cursor', async () => {
      const fresh = String(
        await publishNews(t.database.db, t.config.mediaDir, {
          title: 'Kalabalık',
          body: '<p>x</p>',
        }),
      );
      const writers = await Promise.all(
        Array.from({ length: 3 }, () => createSignedInMember(t.app)),
      );
      for (let i = 0; i < 13; i++) {
        const response = await call(
          'makeComment',
          { postId: fresh, comment: `Yorum ${i}` },
          writers[i % 3],
        );
        expect(response.statusCode).toBe(200);
      }
      const first = await comments(fresh);
      expect(first.r).toHaveLength(10);
      const second = await comments(fresh, first.p);
      expect(second.p).toBeUndefined();
      expect([...first.r, ...second.r].map((c) => c.message)).toEqual(
        Array.from({ length: 13 }, (_, i) => `Yorum ${12 - i}`),
      );
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/list/comments',
        payload: { id: '987654', p: 0 },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('likeNew / unlikeNew', () => {
    it('is for members only', async () => {
      expect((await call('likeNew', { id: otherNewsId })).statusCode).toBe(401);
      expect((await call('unlikeNew', { id: otherNewsId })).statusCode).toBe(401);
    });

    it('is idempotent and answers the like count and state', async () => {
      const a = await createSignedInMember(t.app);
      const b = await createSignedInMember(t.app);
      const start = (await detail(otherNewsId)).likes;
      const results = [];
      results.push((await call('likeNew', { id: otherNewsId }, a)).json().result);
      results.push((await call('likeNew', { id: otherNewsId }, a)).json().result);
      results.push((await call('likeNew', { id: Number(otherNewsId) }, b)).json().result);
      results.push((await call('unlikeNew', { id: otherNewsId }, a)).json().result);
      results.push((await call('unlikeNew', { id: otherNewsId }, a)).json().result);
      expect(results).toEqual([
        { code: 200, likes: start + 1, liked: true },
        { code: 200, likes: start + 1, liked: true },
        { code: 200, likes: start + 2, liked: true },
        { code: 200, likes: start + 1, liked: false },
        { code: 200, likes: start + 1, liked: false },
      ]);
      expect((await detail(otherNewsId)).likes).toBe(start + 1);
    });

    it('counts parallel likes of one member once', async () => {
      const member = await createSignedInMember(t.app);
      const start = (await detail(otherNewsId)).likes;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call('likeNew', { id: otherNewsId }, member)),
      );
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect((await detail(otherNewsId)).likes).toBe(start + 1);
    });

    it('is rate limited per member, one budget for likes and their removal', async () => {
      const member = await createSignedInMember(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < likeLimits.burst.limit; i++) {
        const name = i % 2 === 0 ? 'likeNew' : 'unlikeNew';
        statuses.push((await call(name, { id: otherNewsId }, member)).statusCode);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      for (const name of ['likeNew', 'unlikeNew']) {
        const refused = await call(name, { id: otherNewsId }, member);
        expect([name, refused.statusCode, refused.json().error]).toEqual([
          name,
          429,
          {
            status: 'RESOURCE_EXHAUSTED',
            message: 'Çok sık beğendiniz, biraz sonra tekrar deneyin.',
          },
        ]);
      }
      // Another member is not affected.
      const other = await createSignedInMember(t.app);
      expect((await call('unlikeNew', { id: otherNewsId }, other)).statusCode).toBe(200);
    });

    it('answers 404 for unknown news', async () => {
      const member = await createSignedInMember(t.app);
      const response = await call('likeNew', { id: '987654' }, member);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ status: 'NOT_FOUND', message: 'Haber bulunamadı' });
    });
  });
});
