import { Type } from '@sinclair/typebox';

// Lengths are generous for real input and small enough that no field can make the server
// hash or parse megabytes.
const Phone = Type.String({ maxLength: 32 });
const Password = Type.String({ maxLength: 256 });
const DeviceId = Type.String({ maxLength: 100 });
const Token = Type.String({ maxLength: 256 });

export const LoginData = Type.Object({
  phoneNumber: Phone,
  password: Password,
  deviceId: DeviceId,
});
export const LoginResult = Type.Object({
  next: Type.Union([Type.Literal('mfa'), Type.Literal('register')]),
  hasKey: Type.Boolean(),
});

export const CreateAccountData = Type.Object({
  phoneNumber: Phone,
  password: Password,
  mailAddress: Type.Optional(Type.String({ maxLength: 200 })),
  deviceId: DeviceId,
});

export const SaveRegistrationPhoneData = Type.Object({ phoneNumber: Phone });

const RegistrationFields = {
  phoneNumber: Phone,
  username: Type.String({ maxLength: 64 }),
  fullname: Type.String({ maxLength: 200 }),
  dateOfBirth: Type.String({ maxLength: 32 }),
  mailAddress: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  province: Type.String({ maxLength: 400 }),
  city: Type.String({ maxLength: 400 }),
};

export const PrecheckData = Type.Object(RegistrationFields);
const Flag = Type.Boolean();
export const PrecheckResult = Type.Object({
  ok: Type.Boolean(),
  invalid: Type.Object({
    usernameInvalid: Flag,
    dobInvalid: Flag,
    mailInvalid: Flag,
    phoneNumberInvalid: Flag,
    provinceInvalid: Flag,
    cityInvalid: Flag,
    fullnameInvalid: Flag,
  }),
  conflicts: Type.Object({ phoneNumber: Flag, username: Flag }),
});

export const RegisterData = Type.Object({
  data: Type.Object(RegistrationFields),
  deviceId: DeviceId,
});

export const ChanneledRequestData = Type.Object({ target: Phone, deviceId: DeviceId });
export const ChanneledRequestResult = Type.Object({
  resendAvailableAt: Type.Number(),
  expiresAt: Type.Number(),
});
export const ChanneledResolveData = Type.Object({
  target: Phone,
  answer: Type.String({ maxLength: 32 }),
  deviceId: DeviceId,
});

export const RegisterKeyData = Type.Object({
  pk: Type.String({ maxLength: 2000 }),
  deviceId: DeviceId,
});
export const KeyedRequestData = Type.Object({ deviceId: DeviceId });
export const KeyedRequestResult = Type.Object({ challenge: Type.String() });
export const KeyedResolveData = Type.Object({
  signature: Type.String({ maxLength: 400 }),
  deviceId: DeviceId,
});
export const TokenResult = Type.Object({ token: Type.String() });

export const ResetCodeData = Type.Object({ target: Phone, deviceId: DeviceId });
export const ResetCodeResult = ChanneledRequestResult;
export const ResetTokenData = Type.Object({
  target: Phone,
  answer: Type.String({ maxLength: 32 }),
  deviceId: DeviceId,
});
export const ResetStatusData = Type.Object({ token: Token, deviceId: Type.Optional(DeviceId) });
export const ResetStatusResult = Type.Object({
  status: Type.Union([Type.Literal('valid'), Type.Literal('expired'), Type.Literal('invalid')]),
});
export const UseResetTokenData = Type.Object({
  token: Token,
  deviceId: Type.Optional(DeviceId),
  password: Password,
});

export const ChangePasswordData = Type.Object({
  currentPassword: Password,
  password: Password,
  mfaToken: Token,
  deviceId: DeviceId,
});

export const Empty = Type.Object({});
