import {
  capitaliseWords,
  isValidDateOfBirth,
  isValidFullName,
  isValidMail,
  isValidNewPassword,
  isValidPassword,
  isValidPhone,
  isValidPlace,
  isValidUsername,
  normalizeFullNameInput,
  normalizePhoneInput,
  normalizeUsernameInput,
  PHONE_PREFIXES,
  transliterateTurkish,
  validateDateOfBirth,
  validateDistrict,
  validateFullName,
  validateNewPassword,
  validateNewPasswordRepeat,
  validateOptionalMail,
  validatePassword,
  validatePasswordRepeat,
  validatePhone,
  validateProvince,
  validateUsername,
} from '@kanat/shared/validation';

describe('phone (SPEC §5)', () => {
  it('lists exactly the operator prefixes of the SPEC', () => {
    const expected = [
      '501',
      '505',
      '506',
      '507',
      '516',
      '530',
      '531',
      '532',
      '533',
      '534',
      '535',
      '536',
      '537',
      '538',
      '539',
      '541',
      '542',
      '543',
      '544',
      '545',
      '546',
      '547',
      '548',
      '549',
      '551',
      '552',
      '553',
      '554',
      '555',
      '559',
      '561',
    ];
    expect([...PHONE_PREFIXES].sort()).toEqual(expected.sort());
  });

  it('accepts +90, a listed prefix and 7 digits', () => {
    for (const prefix of PHONE_PREFIXES) expect(isValidPhone(`+90${prefix}1234567`)).toBe(true);
  });

  it.each([
    ['no country code', '5321234567'],
    ['leading zero', '05321234567'],
    ['unlisted prefix 500', '+905001234567'],
    ['unlisted prefix 540', '+905401234567'],
    ['unlisted prefix 550', '+905501234567'],
    ['unlisted prefix 556', '+905561234567'],
    ['unlisted prefix 560', '+905601234567'],
    ['landline', '+902121234567'],
    ['6 digits', '+90532123456'],
    ['8 digits', '+9053212345678'],
    ['spaces', '+90 532 123 45 67'],
    ['empty', ''],
  ])('rejects %s', (_name, phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(validatePhone(phone)).toBe('Telefon numarası hatalı, +905xxxxxxxxx biçiminde olmalı');
  });

  it('validatePhone gives null for a good number', () => {
    expect(validatePhone('+905321234567')).toBeNull();
  });

  it.each([
    ['', '+90'],
    ['5', '+905'],
    ['0532 123 45 67', '+905321234567'],
    ['+90 (532) 123-45-67', '+905321234567'],
    ['90 532 123 4567', '+905321234567'],
    ['+905321234567', '+905321234567'],
    ['abc532', '+90532'],
    ['+9053212345678999', '+905321234567'],
  ])('normalizePhoneInput(%p) -> %p', (input, output) => {
    expect(normalizePhoneInput(input)).toBe(output);
  });
});

describe('passwords (SPEC §5)', () => {
  it('registration password needs at least six characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
    expect(validatePassword('abc')).toBe('Şifreniz en az altı karakter uzunluğunda olmalı');
    expect(validatePassword('abcdef')).toBeNull();
  });

  it('the repeat must match', () => {
    expect(validatePasswordRepeat('abcdef', 'abcdeF')).toBe('Şifreler uyuşmuyor');
    expect(validatePasswordRepeat('abcdef', 'abcdef')).toBeNull();
  });

  it.each([
    ['Abcdef12', true],
    ['Şifre123', true],
    ['ABCDEFG1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['Abcdefgh', false],
    ['12345678A', true],
    ['12345678', false],
    ['', false],
  ])('new password %p valid: %p', (password, valid) => {
    expect(isValidNewPassword(password)).toBe(valid);
    expect(validateNewPassword(password)).toBe(valid ? null : 'Geçersiz şifre');
  });

  it('the new password repeat must match', () => {
    expect(validateNewPasswordRepeat('Abcdef12', 'Abcdef13')).toBe('Şifreler uyuşmuyor.');
    expect(validateNewPasswordRepeat('Abcdef12', 'Abcdef12')).toBeNull();
  });
});

describe('username (SPEC §5)', () => {
  it.each([
    ['abcd', true],
    ['abcdefghijkl', true],
    ['abc', false],
    ['abcdefghijklm', false],
    ['ali_veli', true],
    ['ali.veli', true],
    ['ali-veli', true],
    ['Ali2024', true],
    ['ali veli', false],
    ['şükrü', false],
    ['ali@veli', false],
  ])('%p valid: %p', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid);
    expect(validateUsername(name)).toBe(valid ? null : 'Girilen kullanıcı adı geçersiz');
  });

  it.each([
    ['Şükrü Öztürk', 'sukru_ozturk'],
    ['IĞDIR', 'igdir'],
    ['İsmail', 'ismail'],
    ['ÇAĞLAR.KILIÇ', 'caglarkilic'],
    ['a,b.c', 'abc'],
    ['abcdefghijklmnop', 'abcdefghijkl'],
    ['ali  veli', 'ali__veli'],
  ])('normalizeUsernameInput(%p) -> %p', (input, output) => {
    expect(normalizeUsernameInput(input)).toBe(output);
  });

  it('transliterates every Turkish letter', () => {
    expect(transliterateTurkish('çğıöşü ÇĞİÖŞÜ')).toBe('cgiosu cgiosu');
  });
});

describe('full name (SPEC §5)', () => {
  it.each([
    ['Ali', true],
    ['Ali Veli', true],
    ['Ayşe Gül Çiçek', true],
    ['İsmail Işık', true],
    ['Ali Veli Can Deniz', false],
    ['ali veli', false],
    ['Ali veli', false],
    ['A', false],
    ['Ali  Veli', false],
    [' Ali', false],
    ['Ali3', false],
    [`A${'b'.repeat(39)}`, true],
    [`A${'b'.repeat(40)}`, false],
    ['', false],
  ])('%p valid: %p', (name, valid) => {
    expect(isValidFullName(name)).toBe(valid);
    expect(validateFullName(name)).toBe(valid ? null : 'Ad soyad geçersiz');
  });

  it.each([
    ['  ali   veli ', 'Ali Veli'],
    ['ismail ışık', 'İsmail Işık'],
    ['IŞIL İNCE', 'Işıl İnce'],
    ['çağrı', 'Çağrı'],
    ['', ''],
  ])('normalizeFullNameInput(%p) -> %p (Turkish-aware)', (input, output) => {
    expect(normalizeFullNameInput(input)).toBe(output);
  });

  it('capitaliseWords output always passes the full-name rule for letters', () => {
    expect(isValidFullName(capitaliseWords('şükrü öztürk'))).toBe(true);
  });
});

describe('e-mail (SPEC §5, optional)', () => {
  it('accepts simple addresses and rejects others', () => {
    expect(isValidMail('ali@example.com')).toBe(true);
    expect(isValidMail('ali.veli+kus@alt.example.com.tr')).toBe(true);
    expect(isValidMail('ali@example')).toBe(false);
    expect(isValidMail('ali example.com')).toBe(false);
    expect(isValidMail('@example.com')).toBe(false);
  });

  it('an empty e-mail is fine because it is optional', () => {
    expect(validateOptionalMail('')).toBeNull();
    expect(validateOptionalMail('   ')).toBeNull();
    expect(validateOptionalMail(undefined)).toBeNull();
    expect(validateOptionalMail(null)).toBeNull();
    expect(validateOptionalMail('yanlis@')).toBe('Mail adresi geçerli değil');
  });
});

describe('date of birth (SPEC §5)', () => {
  it.each([
    ['1985-07-14', true],
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['1899-12-31', false],
    ['2100-01-01', false],
    ['1999-02-29', false],
    ['1985-13-01', false],
    ['1985-04-31', false],
    ['1985-00-10', false],
    ['85-07-14', false],
    ['1985/07/14', false],
    ['14.07.1985', false],
    ['', false],
  ])('%p valid: %p', (date, valid) => {
    expect(isValidDateOfBirth(date)).toBe(valid);
    expect(validateDateOfBirth(date)).toBe(valid ? null : 'Doğum tarihi geçersiz');
  });
});

describe('province and district (SPEC §5)', () => {
  it.each([
    ['İstanbul', true],
    ['Kahramanmaraş', true],
    ['Afyon Karahisar', true],
    ['Bir İki Üç Dört Beş Altı Yedi Sekiz Dokuz', true],
    ['Bir İki Üç Dört Beş Altı Yedi Sekiz Dokuz On', false],
    ['istanbul', false],
    ['İ', false],
    ['Ankara1', false],
    ['', false],
  ])('%p valid: %p', (place, valid) => {
    expect(isValidPlace(place)).toBe(valid);
    expect(validateProvince(place)).toBe(valid ? null : 'İl geçersiz');
    expect(validateDistrict(place)).toBe(valid ? null : 'İlçe geçersiz');
  });
});
