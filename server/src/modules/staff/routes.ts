import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { callables, MemberCommandBody, OutboxBody, staffBodyLimit } from '@kanat/shared/contracts';
import { memberActionRoles, type StaffRole } from '@kanat/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { isLoopbackAddress } from '../../loopback';
import { type CallableContext, signedInUser } from '../../plugins/callable';
import { auditActorOf } from '../audit';
import { assertMfaToken } from '../auth';
import type { MediaPlace } from '../media';
import { listOutbox } from '../sms';
import { adminTokenMatches, newAdminToken, removeAdminFile, writeAdminFile } from './admin-channel';
import { disableMember, enableMember, setMemberSpendingLimit } from './member-accounts-service';
import { type MemberDeps, memberDetail, pendingMembers, searchMembers } from './member-views';
import { approveMember, rejectMember } from './members-service';
import { type NewsCommand, NewsCommandBody, runNewsCommand } from './news-admin';
import { setMemberRoles } from './staff-roles-service';
import { runStaffCommand, type StaffCommand } from './staff-service';

/**
 * Disabling and enabling an account: clerks, who look after members, and administrators, who
 * must be able to stop a staff account; an administrator's account only administrators.
 */
const accountRoles: readonly StaffRole[] = [...memberActionRoles, 'administrator'];

export interface StaffRoutesOptions {
  /** Where admin.json goes (DATA_DIR); null: no local admin channel. */
  dataDir: string | null;
  /** Where the `news` command's pictures go; defaults to DATA_DIR/media, as config places it. */
  media?: MediaPlace;
}

/**
 * Staff operations: the local admin channel used by the `staff`, `outbox` and `news` commands, and
 * the same operations as callable functions for signed-in staff members.
 */
export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const token = newAdminToken();

  const assertAdmin = (request: FastifyRequest) => {
    // Loopback only, and the token from admin.json: both, so neither a leaked token nor a
    // local process without access to DATA_DIR can use the channel.
    if (
      !isLoopbackAddress(request.socket.remoteAddress) ||
      !adminTokenMatches(token, request.headers.authorization)
    ) {
      throw new AppError('permission-denied');
    }
  };

  if (options.dataDir !== null) {
    const dataDir = options.dataDir;
    // Fastify does not wait for onListen hooks before listen() resolves, so a server closed
    // at once could remove the file before it is written, and the write would land after.
    // onClose waits for the write first.
    let written: Promise<void> = Promise.resolve();
    app.addHook('onListen', async function writeEndpoint(this: FastifyInstance) {
      const address = this.server.address() as AddressInfo | null;
      if (address === null || typeof address !== 'object') return;
      const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
      written = writeAdminFile(dataDir, {
        url: `http://${host}:${address.port}`,
        token,
        pid: process.pid,
      });
      await written;
    });
    app.addHook('onClose', async () => {
      await written.catch(() => undefined);
      await removeAdminFile(dataDir, token);
    });
  }

  // Every admin route is checked before its body is read.
  const adminOnly = async (request: FastifyRequest) => assertAdmin(request);

  app.post(
    '/api/admin/staff',
    { onRequest: adminOnly, schema: { hide: true, body: MemberCommandBody } },
    async (request) =>
      runStaffCommand(app.db, request.body as StaffCommand, {
        sms: app.sms,
        actor: 'cli',
        log: request.log,
      }),
  );

  app.post(
    '/api/admin/outbox',
    { onRequest: adminOnly, schema: { hide: true, body: OutboxBody } },
    async (request) => {
      const body = request.body as { phone?: string; email?: string; limit?: number };
      return {
        messages: await listOutbox(app.db, {
          phone: body.phone ?? null,
          email: body.email ?? null,
          limit: body.limit,
        }),
      };
    },
  );

  const media =
    options.media ?? (options.dataDir === null ? null : path.join(options.dataDir, 'media'));
  app.post(
    '/api/admin/news',
    {
      bodyLimit: staffBodyLimit,
      // Checked before the body is read: nobody else gets to send 16 MiB here.
      onRequest: adminOnly,
      schema: { hide: true, body: NewsCommandBody },
    },
    async (request) => {
      if (media === null) throw new AppError('failed-precondition');
      const command = request.body as NewsCommand;
      const result = await runNewsCommand(app.db, media, command);
      if ('done' in result) {
        const newsId = 'item' in result ? result.item.id : result.id;
        request.log.info({ newsId, by: 'cli' }, `news ${command.command}`);
      }
      return result;
    },
  );

  /** What a member operation needs from a staff function's call; the actor is its caller. */
  const command = ({ user, log }: Pick<CallableContext, 'user' | 'log'>) => ({
    sms: app.sms,
    actor: auditActorOf(signedInUser(user)),
    roles: signedInUser(user).roles,
    log,
  });
  const deps = (context: Pick<CallableContext, 'user' | 'db' | 'log'>): MemberDeps => ({
    db: context.db,
    ...command(context),
  });

  // The first staff functions (before the console); the same services as the console's calls.
  app.callable({
    name: 'staffListPending',
    access: { area: 'members' },
    summary: 'Onay bekleyen kayıtlar ve profil değişiklikleri',
    ...callables.staffListPending,
    handler: async (_data, { db }) => runStaffCommand(db, { command: 'list' }),
  });
  app.callable({
    name: 'staffApprove',
    access: { area: 'members', roles: memberActionRoles },
    summary: 'Kaydı ya da profil değişikliğini onaylar',
    ...callables.staffApprove,
    handler: async ({ who }, context) =>
      runStaffCommand(context.db, { command: 'approve', who }, command(context)),
  });
  app.callable({
    name: 'staffDisable',
    access: { area: 'members', roles: accountRoles },
    summary: 'Hesabı gerekçesiyle devre dışı bırakır',
    ...callables.staffDisable,
    handler: async ({ who, reason }, context) =>
      runStaffCommand(context.db, { command: 'disable', who, reason }, command(context)),
  });
  app.callable({
    name: 'staffEnable',
    access: { area: 'members', roles: accountRoles },
    summary: 'Hesabı yeniden açar',
    ...callables.staffEnable,
    handler: async ({ who }, context) =>
      runStaffCommand(context.db, { command: 'enable', who }, command(context)),
  });
  app.callable({
    name: 'staffSetBidCeiling',
    access: { area: 'auctions' },
    summary: 'Bir açık arttırmanın teklif tavanını yükseltir ya da kurala döndürür',
    ...callables.staffSetBidCeiling,
    handler: async ({ auctionId, ceiling }, { db, user, log }) => {
      const result = await runStaffCommand(
        db,
        { command: 'set-bid-ceiling', auctionId, ceiling },
        { actor: auditActorOf(signedInUser(user)) },
      );
      log.info({ auctionId, ceiling, by: user?.uid }, 'bid ceiling set');
      return result;
    },
  });

  // The console's members area.
  app.callable({
    name: 'adminMembersPending',
    access: { area: 'members' },
    summary: 'Onay bekleyen kayıtlar ve profil değişiklikleri, eski ve yeni değerleriyle',
    ...callables.adminMembersPending,
    handler: async (_data, { db }) => pendingMembers(db),
  });
  app.callable({
    name: 'adminMembersApprove',
    access: { area: 'members', roles: memberActionRoles },
    summary: 'Kaydı ya da profil değişikliğini onaylar, üyeye SMS gider',
    ...callables.adminMembersApprove,
    handler: async ({ uid }, context) => approveMember(deps(context), uid),
  });
  app.callable({
    name: 'adminMembersReject',
    access: { area: 'members', roles: memberActionRoles },
    summary: 'Kaydı ya da profil değişikliğini gerekçesiyle reddeder, üyeye SMS gider',
    ...callables.adminMembersReject,
    handler: async ({ uid, reason }, context) => rejectMember(deps(context), uid, reason),
  });
  app.callable({
    name: 'adminMembersSearch',
    access: { area: 'members' },
    summary: 'Üye arama: telefon, ad, kullanıcı adı, il, ilçe; süzgeçli, sayfalı',
    ...callables.adminMembersSearch,
    handler: async (data, { db }) => searchMembers(db, data),
  });
  app.callable({
    name: 'adminMembersDisable',
    access: { area: 'members', roles: accountRoles },
    summary: 'Hesabı gerekçesiyle devre dışı bırakır',
    ...callables.adminMembersDisable,
    handler: async ({ uid, reason }, context) => disableMember(deps(context), uid, reason),
  });
  app.callable({
    name: 'adminMembersEnable',
    access: { area: 'members', roles: accountRoles },
    summary: 'Hesabı yeniden açar',
    ...callables.adminMembersEnable,
    handler: async ({ uid }, context) => enableMember(deps(context), uid),
  });
  app.callable({
    name: 'adminMembersSetRoles',
    access: { area: 'roles' },
    summary:
      'Üyenin yetkilerini (yönetici, mezat görevlisi, editör) belirler; ikinci doğrulamayla, yöneticilere bildirilir',
    ...callables.adminMembersSetRoles,
    handler: async ({ uid, roles, mfaToken, deviceId }, context) => {
      const caller = signedInUser(context.user);
      await assertMfaToken(context.db, { userId: caller.uid, deviceId, token: mfaToken });
      return setMemberRoles(deps(context), uid, roles);
    },
  });
  app.callable({
    name: 'adminMembersSetSpendingLimit',
    access: { area: 'members', roles: memberActionRoles },
    summary: 'Üyenin harcama limitini belirler ya da kaldırır',
    ...callables.adminMembersSetSpendingLimit,
    handler: async ({ uid, limit }, context) => setMemberSpendingLimit(deps(context), uid, limit),
  });
  app.callable({
    name: 'adminMemberDetail',
    access: { area: 'members' },
    summary: 'Üye sayfası: bilgiler, güvercinler, teklifler, kazanılanlar, işlemler',
    ...callables.adminMemberDetail,
    handler: async ({ uid }, { db }) => memberDetail(db, uid),
  });
}
