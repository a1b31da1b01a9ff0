import { Type } from '@sinclair/typebox';

const Who = Type.String({ minLength: 1, maxLength: 40 });

export const StaffCommandBody = Type.Union([
  Type.Object({ command: Type.Literal('list') }),
  Type.Object({ command: Type.Literal('approve'), who: Who }),
  Type.Object({ command: Type.Literal('reject'), who: Who }),
  Type.Object({
    command: Type.Literal('disable'),
    who: Who,
    reason: Type.String({ maxLength: 300 }),
  }),
  Type.Object({ command: Type.Literal('enable'), who: Who }),
  Type.Object({ command: Type.Literal('grant-staff'), who: Who }),
  Type.Object({ command: Type.Literal('revoke-staff'), who: Who }),
]);

export const OutboxBody = Type.Object({
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const WhoData = Type.Object({ who: Who });
export const DisableData = Type.Object({ who: Who, reason: Type.String({ maxLength: 300 }) });
