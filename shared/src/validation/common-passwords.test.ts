import {
  isCommonPassword,
  validateNotCommonPassword,
} from '@kanat/shared/validation/common-passwords';

const TOO_COMMON = 'Bu şifre çok yaygın, kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.';

describe('finding 7: common passwords', () => {
  it('refuses 123456', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(validateNotCommonPassword('123456')).toBe(TOO_COMMON);
  });

  it.each(['password', 'qwerty', '12345678', 'iloveyou', 'trustno1'])('refuses %s', (value) => {
    expect(validateNotCommonPassword(value)).toBe(TOO_COMMON);
  });

  it.each(['Password', 'PASSWORD', 'QWERTY', 'QwErTy', 'QWERTYUIOP', 'Password1', 'Passw0rd'])(
    'refuses %s in any letter case',
    (value) => {
      expect(isCommonPassword(value)).toBe(true);
    },
  );

  it('refuses passwords that pass the new-password rule but are common', () => {
    // 8 characters, letters, a digit and an upper-case letter: SPEC-valid, still refused.
    expect(validateNotCommonPassword('Password1')).toBe(TOO_COMMON);
    expect(validateNotCommonPassword('Qwerty123')).toBe(TOO_COMMON);
  });

  it.each(['Guvercin2023', 'gizli123', 'Kanat Mezat 1923!', 'tY7#pLq9vR', 'YeniSifre9'])(
    'accepts %s',
    (value) => {
      expect(isCommonPassword(value)).toBe(false);
      expect(validateNotCommonPassword(value)).toBeNull();
    },
  );

  it('matches whole passwords only', () => {
    expect(isCommonPassword('123456 ')).toBe(false);
    expect(isCommonPassword('x123456')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
