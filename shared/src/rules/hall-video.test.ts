import { hallCatalogue } from '@kanat/shared/i18n/lazy';
import { validateHallVideoUrl } from './hall-video';

describe('validateHallVideoUrl', () => {
  it('takes https YouTube and Facebook live links, and no link at all', () => {
    for (const url of [
      '',
      '  ',
      'https://www.youtube.com/live/abc123',
      'https://youtu.be/abc123',
      'https://www.facebook.com/kanatmezat/videos/123',
      'https://fb.watch/xyz/',
    ]) {
      expect(validateHallVideoUrl(url)).toBeNull();
    }
  });

  it('refuses other sites, plain http, look-alike hosts and text that is no link', () => {
    for (const url of [
      'http://www.youtube.com/live/abc',
      'https://vimeo.com/1',
      'https://youtube.com.example.org/live',
      'https://user:pw@www.youtube.com/live',
      'javascript:alert(1)',
      'youtube.com/live/abc',
    ]) {
      expect(validateHallVideoUrl(url)).toBe(hallCatalogue.videoUrlInvalid);
    }
  });
});
