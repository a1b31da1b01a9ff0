import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { callables, MemberCommandBody, OutboxBody, staffBodyLimit } from '@kanat/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { isLoopbackAddress } from '../../loopback';
import { type CallableContext, signedInUser } from '../../plugins/callable';
import { auditActorOf } from '../audit';
import type { MediaPlace } from '../media';
import { listOutbox } from '../sms';
import { adminTokenMatches, newAdminToken, removeAdminFile, writeAdminFile } from './admin-channel';
import {
  disableMember,
  enableMember,
  setMemberSpendingLimit,
  setMemberStaff,
} from './member-accounts-service';
import { type MemberDeps, memberDetail, pendingMembers, searchMembers } from './member-views';
import { approveMember, rejectMember } from './members-service';
import { type NewsCommand, NewsCommandBody, runNewsCommand } from './news-admin';
import { runStaffCommand, type StaffCommand } from './staff-service';

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
    app.addHook('onListen', async function writeEndpoint(this: FastifyInstance) {
      const address = this.server.address() as AddressInfo | null;
      if (address === null || typeof address !== 'object') return;
      const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
      await writeAdminFile(dataDir, {
        url: `http://${host}:${address.port}`,
        token,
        pid: process.pid,
      });
    });
    app.addHook('onClose', async () => {
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
    log,
  });
  const deps = (context: Pick<CallableContext, 'user' | 'db' | 'log'>): MemberDeps => ({
    db: context.db,
    ...command(context),
  });

  // The first staff functions (before the console); the same services as the console's calls.
  app.callable({
    name: 'staffListPending',
    access: 'staff',
    summary: 'Onay bekleyen kayıtlar ve profil değişiklikleri (yönetici)',
    ...callables.staffListPending,
    handler: async (_data, { db }) => runStaffCommand(db, { command: 'list' }),
  });
  app.callable({
    name: 'staffApprove',
    access: 'staff',
    summary: 'Kaydı ya da profil değişikliğini onaylar (yönetici)',
    ...callables.staffApprove,
    handler: async ({ who }, context) =>
      runStaffCommand(context.db, { command: 'approve', who }, command(context)),
  });
  app.callable({
    name: 'staffDisable',
    access: 'staff',
    summary: 'Hesabı gerekçesiyle devre dışı bırakır (yönetici)',
    ...callables.staffDisable,
    handler: async ({ who, reason }, context) =>
      runStaffCommand(context.db, { command: 'disable', who, reason }, command(context)),
  });
  app.callable({
    name: 'staffEnable',
    access: 'staff',
    summary: 'Hesabı yeniden açar (yönetici)',
    ...callables.staffEnable,
    handler: async ({ who }, context) =>
      runStaffCommand(context.db, { command: 'enable', who }, command(context)),
  });
  app.callable({
    name: 'staffSetBidCeiling',
    access: 'staff',
    summary: 'Bir açık arttırmanın teklif tavanını yükseltir ya da kurala döndürür (yönetici)',
    ...callables.staffSetBidCeiling,
    handler: async ({ auctionId, ceiling }, { db, user, log }) => {
      const result = await runStaffCommand(db, { command: 'set-bid-ceiling', auctionId, ceiling });
      log.info({ auctionId, ceiling, by: user?.uid }, 'bid ceiling set');
      return result;
    },
  });

  // The console's members area.
  app.callable({
    name: 'adminMembersPending',
    access: 'staff',
    summary:
      'Onay bekleyen kayıtlar ve profil değişiklikleri, eski ve yeni değerleriyle (yönetici)',
    ...callables.adminMembersPending,
    handler: async (_data, { db }) => pendingMembers(db),
  });
  app.callable({
    name: 'adminMembersApprove',
    access: 'staff',
    summary: 'Kaydı ya da profil değişikliğini onaylar, üyeye SMS gider (yönetici)',
    ...callables.adminMembersApprove,
    handler: async ({ uid }, context) => approveMember(deps(context), uid),
  });
  app.callable({
    name: 'adminMembersReject',
    access: 'staff',
    summary: 'Kaydı ya da profil değişikliğini gerekçesiyle reddeder, üyeye SMS gider (yönetici)',
    ...callables.adminMembersReject,
    handler: async ({ uid, reason }, context) => rejectMember(deps(context), uid, reason),
  });
  app.callable({
    name: 'adminMembersSearch',
    access: 'staff',
    summary: 'Üye arama: telefon, ad, kullanıcı adı, il, ilçe; süzgeçli, sayfalı (yönetici)',
    ...callables.adminMembersSearch,
    handler: async (data, { db }) => searchMembers(db, data),
  });
  app.callable({
    name: 'adminMembersDisable',
    access: 'staff',
    summary: 'Hesabı gerekçesiyle devre dışı bırakır (yönetici)',
    ...callables.adminMembersDisable,
    handler: async ({ uid, reason }, context) => disableMember(deps(context), uid, reason),
  });
  app.callable({
    name: 'adminMembersEnable',
    access: 'staff',
    summary: 'Hesabı yeniden açar (yönetici)',
    ...callables.adminMembersEnable,
    handler: async ({ uid }, context) => enableMember(deps(context), uid),
  });
  app.callable({
    name: 'adminMembersSetStaff',
    access: 'staff',
    summary: 'Yönetici yetkisi verir ya da geri alır (yönetici)',
    ...callables.adminMembersSetStaff,
    handler: async ({ uid, staff }, context) => setMemberStaff(deps(context), uid, staff),
  });
  app.callable({
    name: 'adminMembersSetSpendingLimit',
    access: 'staff',
    summary: 'Üyenin harcama limitini belirler ya da kaldırır (yönetici)',
    ...callables.adminMembersSetSpendingLimit,
    handler: async ({ uid, limit }, context) => setMemberSpendingLimit(deps(context), uid, limit),
  });
  app.callable({
    name: 'adminMemberDetail',
    access: 'staff',
    summary: 'Üye sayfası: bilgiler, güvercinler, teklifler, kazanılanlar, işlemler (yönetici)',
    ...callables.adminMemberDetail,
    handler: async ({ uid }, { db }) => memberDetail(db, uid),
  });
}
