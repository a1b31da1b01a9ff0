import { groupPublishState, validatePublishTime } from '@kanat/shared/rules';

const now = 1_800_000_000_000;
const hour = 3_600_000;

describe('groupPublishState', () => {
  it('calls a group without a publish time a draft', () => {
    expect(groupPublishState(null, now)).toBe('draft');
  });

  it('calls a group scheduled until its time, then published', () => {
    expect(groupPublishState(now + 1, now)).toBe('scheduled');
    expect(groupPublishState(now, now)).toBe('published');
    expect(groupPublishState(now - hour, now)).toBe('published');
  });
});

describe('validatePublishTime', () => {
  it('allows a draft, publishing at once, and a time up to the start', () => {
    expect(validatePublishTime(null, now - hour, now)).toBeNull();
    expect(validatePublishTime(now, now - hour, now)).toBeNull();
    expect(validatePublishTime(now + hour, now + hour, now)).toBeNull();
    expect(validatePublishTime(now + hour, now + 2 * hour, now)).toBeNull();
  });

  it('refuses in Turkish a time to come that is after the start', () => {
    expect(validatePublishTime(now + 2 * hour, now + hour, now)).toBe(
      'Yayın zamanı grubun başlangıcından sonra olamaz; teklifler yayından önce açılmaz.',
    );
  });
});
