import { type Static, Type } from '@sinclair/typebox';
import { MemberInput } from './columns';
import { RegistrationAcknowledgement, RegistrationConsents } from './legal';

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
export type LoginData = Static<typeof LoginData>;
export const LoginResult = Type.Object({
  next: Type.Union([Type.Literal('mfa'), Type.Literal('register')]),
  hasKey: Type.Boolean(),
});
export type LoginResult = Static<typeof LoginResult>;

export const CreateAccountData = Type.Object({
  phoneNumber: Phone,
  password: Password,
  mailAddress: Type.Optional(Type.String({ maxLength: 200 })),
  deviceId: DeviceId,
});
export type CreateAccountData = Static<typeof CreateAccountData>;

export const SaveRegistrationPhoneData = Type.Object({ phoneNumber: Phone });
export type SaveRegistrationPhoneData = Static<typeof SaveRegistrationPhoneData>;

/**
 * What the registration form sends (the pre-check and the registration itself): the member's
 * columns, the mail address optional.
 */
const RegistrationFields = Type.Composite([
  Type.Pick(MemberInput, ['phoneNumber', 'username', 'fullname', 'dateOfBirth']),
  Type.Object({
    mailAddress: Type.Optional(Type.Union([MemberInput.properties.mailAddress, Type.Null()])),
  }),
  Type.Pick(MemberInput, ['province', 'city']),
]);

export const PrecheckData = RegistrationFields;
export type PrecheckData = Static<typeof PrecheckData>;
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
export type PrecheckResult = Static<typeof PrecheckResult>;

export const RegisterData = Type.Object({
  data: RegistrationFields,
  deviceId: DeviceId,
  /**
   * The versions of the information notice and the terms the form showed: the member
   * acknowledged the one and accepted the other. Refused when missing or no longer current.
   */
  acknowledged: Type.Optional(RegistrationAcknowledgement),
  /** The commercial-message consents the member chose (optional; none given when missing). */
  consents: Type.Optional(RegistrationConsents),
});
export type RegisterData = Static<typeof RegisterData>;

export const ChanneledRequestData = Type.Object({ target: Phone, deviceId: DeviceId });
export type ChanneledRequestData = Static<typeof ChanneledRequestData>;
export const ChanneledRequestResult = Type.Object({
  resendAvailableAt: Type.Number(),
  expiresAt: Type.Number(),
});
export type ChanneledRequestResult = Static<typeof ChanneledRequestResult>;
export const ChanneledResolveData = Type.Object({
  target: Phone,
  answer: Type.String({ maxLength: 32 }),
  deviceId: DeviceId,
});
export type ChanneledResolveData = Static<typeof ChanneledResolveData>;

export const RegisterKeyData = Type.Object({
  pk: Type.String({ maxLength: 2000 }),
  deviceId: DeviceId,
});
export type RegisterKeyData = Static<typeof RegisterKeyData>;
export const KeyedRequestData = Type.Object({ deviceId: DeviceId });
export type KeyedRequestData = Static<typeof KeyedRequestData>;
export const KeyedRequestResult = Type.Object({ challenge: Type.String() });
export type KeyedRequestResult = Static<typeof KeyedRequestResult>;
export const KeyedResolveData = Type.Object({
  signature: Type.String({ maxLength: 400 }),
  deviceId: DeviceId,
});
export type KeyedResolveData = Static<typeof KeyedResolveData>;
export const TokenResult = Type.Object({ token: Type.String() });
export type TokenResult = Static<typeof TokenResult>;

// A reset code travels like a second-factor code: asked for by phone, answered the same way.
export const ResetCodeData = ChanneledRequestData;
export type ResetCodeData = Static<typeof ResetCodeData>;
export const ResetCodeResult = ChanneledRequestResult;
export type ResetCodeResult = Static<typeof ResetCodeResult>;
export const ResetTokenData = ChanneledResolveData;
export type ResetTokenData = Static<typeof ResetTokenData>;
export const ResetStatusData = Type.Object({ token: Token, deviceId: Type.Optional(DeviceId) });
export type ResetStatusData = Static<typeof ResetStatusData>;
export const ResetStatusResult = Type.Object({
  status: Type.Union([Type.Literal('valid'), Type.Literal('expired'), Type.Literal('invalid')]),
});
export type ResetStatusResult = Static<typeof ResetStatusResult>;
export const UseResetTokenData = Type.Object({
  token: Token,
  deviceId: Type.Optional(DeviceId),
  password: Password,
});
export type UseResetTokenData = Static<typeof UseResetTokenData>;

export const ChangePasswordData = Type.Object({
  currentPassword: Password,
  password: Password,
  mfaToken: Token,
  deviceId: DeviceId,
});
export type ChangePasswordData = Static<typeof ChangePasswordData>;

export const Empty = Type.Object({});
