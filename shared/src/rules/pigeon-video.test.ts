import {
  PIGEON_VIDEOS_MAX,
  VIDEO_MAX_BYTES,
  validatePigeonVideos,
  videoFileProblem,
  youTubeVideoId,
} from './pigeon-video';

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ?si=abc  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a_b-c1d2e3F', 'a_b-c1d2e3F'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(youTubeVideoId(link)).toBe(id);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/@kanatmezat/live',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(youTubeVideoId(link)).toBeNull();
  });
});

describe('validatePigeonVideos', () => {
  it('keeps uploads and YouTube ids with trimmed captions, in order', () => {
    expect(
      validatePigeonVideos([
        { kind: 'youtube', link: 'https://youtu.be/dQw4w9WgXcQ', caption: ' Uçuş ' },
        { kind: 'file', mediaId: 'abcdefgh12', caption: '' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { kind: 'youtube', youTubeId: 'dQw4w9WgXcQ', caption: 'Uçuş' },
        { kind: 'file', mediaId: 'abcdefgh12', caption: '' },
      ],
    });
  });

  it('names the row of a bad link, a long caption or a video given twice', () => {
    expect(
      validatePigeonVideos([
        { kind: 'file', mediaId: 'abcdefgh12', caption: '' },
        { kind: 'youtube', link: 'https://vimeo.com/1', caption: '' },
      ]),
    ).toMatchObject({ ok: false, index: 1, message: expect.stringContaining('YouTube') });
    expect(
      validatePigeonVideos([{ kind: 'file', mediaId: 'abcdefgh12', caption: 'ç'.repeat(121) }]),
    ).toEqual({ ok: false, index: 0, message: 'Açıklama en çok 120 karakter olabilir.' });
    expect(
      validatePigeonVideos([
        { kind: 'youtube', link: 'https://youtu.be/dQw4w9WgXcQ', caption: '' },
        { kind: 'youtube', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: '' },
      ]),
    ).toEqual({ ok: false, index: 1, message: 'Aynı video iki kez eklenmiş.' });
  });

  it('takes at most the allowed number of videos', () => {
    const many = Array.from({ length: PIGEON_VIDEOS_MAX + 1 }, (_, i) => ({
      kind: 'file' as const,
      mediaId: `abcdefgh${i}`,
      caption: '',
    }));
    expect(validatePigeonVideos(many)).toEqual({
      ok: false,
      index: null,
      message: `Bir güvercinin en fazla ${PIGEON_VIDEOS_MAX} videosu olabilir.`,
    });
  });
});

describe('videoFileProblem', () => {
  it('refuses only a file over the limit', () => {
    expect(videoFileProblem(VIDEO_MAX_BYTES)).toBeNull();
    expect(videoFileProblem(VIDEO_MAX_BYTES + 1)).toBe('Video en fazla 60 MB olabilir.');
  });
});
