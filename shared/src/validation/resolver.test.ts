import { validateLogin, validateProfileUpdate, validateRegistrationForm } from './forms';
import { ruleResolver } from './resolver';

const options = { fields: {}, shouldUseNativeValidation: undefined };

describe('ruleResolver', () => {
  it('hands the shared Turkish messages to react-hook-form, field by field', async () => {
    const resolve = ruleResolver(validateLogin);
    await expect(
      resolve({ phoneNumber: '+90123', password: '123' }, undefined, options),
    ).resolves.toEqual({
      values: {},
      errors: {
        phoneNumber: { type: 'rule', message: 'Telefon numarası geçerli değil.' },
        password: { type: 'rule', message: 'Şifre geçerli değil.' },
      },
    });
  });

  it('passes valid values through', async () => {
    const values = { phoneNumber: '+905321112233', password: 'Guvercin2023' };
    await expect(ruleResolver(validateLogin)(values, undefined, options)).resolves.toEqual({
      values,
      errors: {},
    });
  });

  it('gives the rule the form context', async () => {
    const resolve = ruleResolver(
      (values: { password: string; passwordAgain: string }, signedIn?: boolean) =>
        validateRegistrationForm(
          {
            phoneNumber: '+905321112233',
            username: 'aliveli',
            fullname: 'Ali Veli',
            dateOfBirth: '1980-02-03',
            mailAddress: '',
            province: 'İstanbul',
            city: 'Kadıköy',
            ...values,
          },
          { signedIn: signedIn === true },
        ),
    );
    const short = { password: 'abc', passwordAgain: 'abc' };
    expect((await resolve(short, false, options)).errors).toEqual({
      password: { type: 'rule', message: 'Şifreniz en az altı karakter uzunluğunda olmalı' },
    });
    expect((await resolve(short, true, options)).errors).toEqual({});
  });

  it("puts a message about the whole form on errors.root ('Değişiklik yok.')", async () => {
    const info = {
      username: 'aliveli',
      fullname: 'Ali Veli',
      dateOfBirth: '1980-02-03',
      province: 'İstanbul',
      city: 'Kadıköy',
      mailAddress: '',
      phoneNumber: '+905321112233',
    };
    const resolve = ruleResolver((values: typeof info) => validateProfileUpdate(info, values));
    expect((await resolve(info, undefined, options)).errors).toEqual({
      root: { type: 'rule', message: 'Değişiklik yok.' },
    });
  });

  it('waits for an async rule', async () => {
    const resolve = ruleResolver(async (values: { code: string }) => ({
      errors: { code: values.code ? null : 'Kod boş olamaz' },
    }));
    expect((await resolve({ code: '' }, undefined, options)).errors).toEqual({
      code: { type: 'rule', message: 'Kod boş olamaz' },
    });
  });
});
