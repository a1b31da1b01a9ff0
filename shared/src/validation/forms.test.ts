import { maximumAcceptedBid, minimumAcceptedBid, minNextBid } from '@kanat/shared/rules';
import {
  bidConfirmText,
  checkBid,
  checkComment,
  isAcceptableBid,
  type PersonalInfo,
  type RegistrationData,
  validateContact,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateProfileUpdate,
  validateRegistration,
  validateRegistrationForm,
  validateResetRequest,
} from '@kanat/shared/validation';

const good: RegistrationData = {
  phoneNumber: '+905321234567',
  username: 'ali_kuscu',
  fullname: 'Ali Kuşçu',
  dateOfBirth: '1980-05-17',
  mailAddress: '',
  province: 'İzmir',
  city: 'Bornova',
};

describe('validateRegistration', () => {
  it('passes good data with every flag false', () => {
    const result = validateRegistration(good);
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.flags).toEqual({
      usernameInvalid: false,
      dobInvalid: false,
      mailInvalid: false,
      phoneNumberInvalid: false,
      provinceInvalid: false,
      cityInvalid: false,
      fullnameInvalid: false,
    });
  });

  it('treats the e-mail as optional (absent, null or empty)', () => {
    const { mailAddress: _omit, ...withoutMail } = good;
    expect(validateRegistration(withoutMail).valid).toBe(true);
    expect(validateRegistration({ ...good, mailAddress: null }).valid).toBe(true);
    expect(validateRegistration({ ...good, mailAddress: 'ali@example.com' }).valid).toBe(true);
  });

  it('sets each flag and Turkish message for its field', () => {
    const result = validateRegistration({
      phoneNumber: '+905001234567',
      username: 'ab',
      fullname: 'ali',
      dateOfBirth: '1980-02-30',
      mailAddress: 'ali@',
      province: 'izmir',
      city: 'B',
    });
    expect(result.valid).toBe(false);
    expect(result.flags).toEqual({
      usernameInvalid: true,
      dobInvalid: true,
      mailInvalid: true,
      phoneNumberInvalid: true,
      provinceInvalid: true,
      cityInvalid: true,
      fullnameInvalid: true,
    });
    expect(result.errors).toEqual({
      phoneNumber: 'Telefon numarası hatalı, +905xxxxxxxxx biçiminde olmalı',
      username: 'Girilen kullanıcı adı geçersiz',
      fullname: 'Ad soyad geçersiz',
      dateOfBirth: 'Doğum tarihi geçersiz',
      mailAddress: 'Mail adresi geçerli değil',
      province: 'İl geçersiz',
      city: 'İlçe geçersiz',
    });
  });

  it('treats missing or non-string fields from a request body as invalid', () => {
    const result = validateRegistration({
      phoneNumber: 5321234567,
      username: null,
      mailAddress: 5,
    });
    expect(result.flags.phoneNumberInvalid).toBe(true);
    expect(result.flags.usernameInvalid).toBe(true);
    expect(result.flags.mailInvalid).toBe(true);
    expect(result.flags.dobInvalid).toBe(true);
    expect(result.flags.provinceInvalid).toBe(true);
    expect(result.flags.cityInvalid).toBe(true);
  });
});

describe('validateRegistrationForm', () => {
  const form = { ...good, password: 'gizli1', passwordAgain: 'gizli1' };

  it('checks the password when nobody is signed in', () => {
    expect(validateRegistrationForm(form, { signedIn: false }).valid).toBe(true);
    const short = validateRegistrationForm(
      { ...form, password: 'abc', passwordAgain: 'abd' },
      { signedIn: false },
    );
    expect(short.errors).toEqual({
      password: 'Şifreniz en az altı karakter uzunluğunda olmalı',
      passwordAgain: 'Şifreler uyuşmuyor',
    });
  });

  it('ignores the password when completing a signed-in partial account', () => {
    const result = validateRegistrationForm(
      { ...form, password: '', passwordAgain: 'x' },
      { signedIn: true },
    );
    expect(result).toEqual({ valid: true, errors: {} });
  });
});

describe('validateLogin', () => {
  it('uses the login messages', () => {
    expect(validateLogin({ phoneNumber: '+905321234567', password: 'gizli1' })).toEqual({
      valid: true,
      errors: {},
    });
    expect(validateLogin({ phoneNumber: '0532', password: '' }).errors).toEqual({
      phoneNumber: 'Telefon numarası geçerli değil.',
      password: 'Şifre geçerli değil.',
    });
  });
});

describe('password reset and change', () => {
  it('a reset request needs a valid phone', () => {
    expect(validateResetRequest('+905321234567')).toBeNull();
    expect(validateResetRequest('+90532')).toBe('Geçersiz telefon numarası');
  });

  it('the reset form applies the new-password rule and the repeat', () => {
    expect(validatePasswordReset({ password: 'Kanat2024', passwordAgain: 'Kanat2024' }).valid).toBe(
      true,
    );
    expect(validatePasswordReset({ password: 'kanat', passwordAgain: 'kanat2' }).errors).toEqual({
      password: 'Geçersiz şifre',
      passwordAgain: 'Şifreler uyuşmuyor.',
    });
  });

  it('the change form checks the old and the new password', () => {
    expect(
      validatePasswordChange({
        oldPassword: 'eski12',
        newPassword: 'Yeni2024',
        newPasswordAgain: 'Yeni2024',
      }).valid,
    ).toBe(true);
    expect(
      validatePasswordChange({ oldPassword: '', newPassword: 'yeni', newPasswordAgain: 'yeni' })
        .errors,
    ).toEqual({ oldPassword: 'Şifre geçersiz', newPassword: 'Şifre geçersiz' });
    expect(
      validatePasswordChange({
        oldPassword: 'eski12',
        newPassword: 'Yeni2024',
        newPasswordAgain: 'Yeni2025',
      }).errors,
    ).toEqual({ newPasswordAgain: 'Şifreler uyuşmuyor.' });
  });
});

describe('validateContact', () => {
  it('needs a name, a valid e-mail, a subject and a message', () => {
    expect(
      validateContact({
        name: 'Ali',
        email: 'ali@example.com',
        subject: 'Soru',
        message: 'Merhaba',
      }).valid,
    ).toBe(true);
    expect(
      validateContact({ name: ' ', email: 'ali@', subject: '', message: '  ' }).errors,
    ).toEqual({
      name: 'İsim boş olamaz',
      email: 'Mail adresi geçersiz.',
      subject: 'Konu boş olamaz.',
      message: 'Mesaj boş olamaz',
    });
  });
});

describe('validateProfileUpdate', () => {
  const current: PersonalInfo = {
    username: 'alikuscu',
    fullname: 'Ali Kuşçu',
    dateOfBirth: '1980-05-17',
    province: 'İzmir',
    city: 'Bornova',
    mailAddress: 'ali@example.com',
    phoneNumber: '+905321234567',
  };

  it('accepts a real change of an editable field', () => {
    expect(validateProfileUpdate(current, { ...current, city: 'Karşıyaka' })).toEqual({
      valid: true,
      errors: {},
      formError: null,
    });
  });

  it('says Değişiklik yok. when nothing changed', () => {
    expect(validateProfileUpdate(current, { ...current })).toEqual({
      valid: false,
      errors: {},
      formError: 'Değişiklik yok.',
    });
  });

  it('keeps username and full name read-only', () => {
    const result = validateProfileUpdate(current, {
      ...current,
      username: 'baska',
      fullname: 'Veli Can',
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      username: 'Bu alan değiştirilemez.',
      fullname: 'Bu alan değiştirilemez.',
    });
  });

  it('uses the profile messages for e-mail, phone and date of birth', () => {
    const result = validateProfileUpdate(current, {
      ...current,
      mailAddress: 'ali@',
      phoneNumber: '+905001234567',
      dateOfBirth: '1980-02-31',
    });
    expect(result.errors).toEqual({
      mailAddress: 'Mail Geçersiz.',
      phoneNumber: 'Telefon Geçersiz.',
      dateOfBirth: 'Doğum tarihi geçersiz.',
    });
  });

  it('requires every stored field', () => {
    const { province: _missing, ...partial } = current;
    expect(validateProfileUpdate(current, partial)).toEqual({
      valid: false,
      errors: {},
      formError: 'Kayıtlı bilgileriniz eksik.',
    });
  });
});

describe('bids (SPEC §5)', () => {
  it('an empty field is refused first', () => {
    expect(checkBid('', true, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif verme alanı boş bırakılamaz',
    });
    expect(checkBid('   ', false, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif verme alanı boş bırakılamaz',
    });
  });

  it('only whole numbers are accepted', () => {
    expect(checkBid('1100,5', true, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif tam sayı olmalı',
    });
    expect(checkBid('-1100', true, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif tam sayı olmalı',
    });
    expect(checkBid('on bin', true, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif tam sayı olmalı',
    });
    expect(checkBid(1100.5, true, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif tam sayı olmalı',
    });
  });

  it('a signed-out visitor is told to sign in', () => {
    expect(checkBid('5000', false, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Teklif vermek için öncelikle giriş yapmalısınız',
    });
  });

  it('the amount must reach the minimum next bid', () => {
    expect(checkBid('1099', true, minNextBid(1000))).toEqual({
      ok: false,
      message: 'Verdiğiniz teklif çok düşük',
    });
    expect(checkBid('1100', true, minNextBid(1000))).toEqual({ ok: true, amount: 1100 });
    expect(checkBid('1.100', true, minNextBid(1000))).toEqual({ ok: true, amount: 1100 });
    expect(checkBid(11000, true, minNextBid(10000))).toEqual({ ok: true, amount: 11000 });
    expect(checkBid(10999, true, minNextBid(10000))).toEqual({
      ok: false,
      message: 'Verdiğiniz teklif çok düşük',
    });
  });

  it('isAcceptableBid needs a whole number at least the minimum', () => {
    expect(isAcceptableBid(1049, minNextBid(999))).toBe(true);
    expect(isAcceptableBid(1048, minNextBid(999))).toBe(false);
    expect(isAcceptableBid(1049.5, minNextBid(999))).toBe(false);
  });

  it('the first bid may equal the starting price; later bids need the SPEC §9 step', () => {
    const fresh = minimumAcceptedBid({ bidCount: 0, startingBid: 1000, currentAmount: 1000 });
    expect(checkBid('1000', true, fresh)).toEqual({ ok: true, amount: 1000 });
    expect(checkBid('999', true, fresh)).toEqual({
      ok: false,
      message: 'Verdiğiniz teklif çok düşük',
    });
    const bidOn = minimumAcceptedBid({ bidCount: 1, startingBid: 1000, currentAmount: 1000 });
    expect(checkBid('1000', true, bidOn)).toEqual({
      ok: false,
      message: 'Verdiğiniz teklif çok düşük',
    });
    expect(checkBid('1100', true, bidOn)).toEqual({ ok: true, amount: 1100 });
  });

  it('finding 9: a bid over the ceiling is refused with the maximum, after the other rules', () => {
    const atRule = maximumAcceptedBid({ bidCount: 1, startingBid: 5000, currentAmount: 7600 });
    const minimum = minNextBid(7600);
    expect(atRule).toBe(81_000);
    expect(checkBid('1000000000', true, minimum, atRule)).toEqual({
      ok: false,
      message:
        'Teklifiniz çok yüksek. Bu açık arttırmada en fazla 81.000 TL teklif verebilirsiniz.',
    });
    expect(checkBid('81001', true, minimum, atRule)).toMatchObject({ ok: false });
    expect(checkBid('81.000', true, minimum, atRule)).toEqual({ ok: true, amount: 81_000 });
    // Too low and signed out still come first; without a maximum there is no ceiling.
    expect(checkBid('8000', true, minimum, atRule)).toMatchObject({
      message: 'Verdiğiniz teklif çok düşük',
    });
    expect(checkBid('1000000000', false, minimum, atRule)).toMatchObject({
      message: 'Teklif vermek için öncelikle giriş yapmalısınız',
    });
    expect(checkBid('1000000000', true, minimum)).toEqual({ ok: true, amount: 1_000_000_000 });
  });

  it('bidConfirmText asks for confirmation with the amount', () => {
    expect(bidConfirmText(1250)).toBe('1.250TL Değerindeki Teklifinizi Onaylıyor musunuz?');
  });
});

describe('checkComment', () => {
  it('needs a signed-in user and some text', () => {
    expect(checkComment('Güzel haber', false)).toEqual({ ok: false, reason: 'signed-out' });
    expect(checkComment('   ', true)).toEqual({ ok: false, reason: 'empty' });
    expect(checkComment('  Güzel haber ', true)).toEqual({ ok: true, text: 'Güzel haber' });
  });
});
