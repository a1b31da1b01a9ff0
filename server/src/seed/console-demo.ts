import type {
  auditLog,
  consentRecords,
  mediaFiles,
  privacyRequests,
  saleRequests,
} from '../db/schema';
import { demoMember, demoStaff } from './demo-accounts';
import type { DemoBuilder } from './demo-builder';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

export interface ConsoleDemo {
  media: Array<typeof mediaFiles.$inferInsert>;
  saleRequests: Array<typeof saleRequests.$inferInsert>;
  audit: Array<typeof auditLog.$inferInsert>;
  consents: Array<typeof consentRecords.$inferInsert>;
  privacyRequests: Array<typeof privacyRequests.$inferInsert>;
}

/**
 * KVKK applications in the console's queue: one past its thirty days, one fresh, one the demo
 * staff member already answered (the demo member's, so their page shows an answer).
 */
function planPrivacyRequests(
  builder: DemoBuilder,
  staffId: string,
  memberId: string,
  now: number,
): ConsoleDemo['privacyRequests'] {
  const [late, fresh] = builder.members.filter((m) => m.id !== memberId && m.id !== staffId);
  if (late === undefined || fresh === undefined) return [];
  return [
    {
      userId: late.id,
      kind: 'objection',
      details: 'Adımın katılımcılar listesinde görünmesini istemiyorum.',
      createdAt: new Date(now - 33 * day),
      dueAt: new Date(now - 3 * day),
    },
    {
      userId: fresh.id,
      kind: 'correction',
      details: 'İlçem Bornova değil Karşıyaka olmalı; lütfen düzeltin.',
      createdAt: new Date(now - 2 * day),
      dueAt: new Date(now + 28 * day),
    },
    {
      userId: memberId,
      kind: 'other',
      details: 'Geçen yıl sattığım kuşun alıcısına ait fatura bilgisini öğrenebilir miyim?',
      state: 'answered',
      answer:
        'Alıcının kişisel verilerini paylaşamıyoruz; faturanız Hesabım › Satışlar sayfasındadır.',
      answeredBy: staffId,
      createdAt: new Date(now - 20 * day),
      dueAt: new Date(now + 10 * day),
      answeredAt: new Date(now - 18 * day),
    },
  ];
}

/**
 * The members' commercial-message choices made at registration, under the shipped consent
 * text (version 1): two in three take SMS, one in two mail; the demo member takes both, so a
 * clerk's group message reaches someone and the member's İzinlerim page has a history.
 */
function planConsents(builder: DemoBuilder, now: number): ConsoleDemo['consents'] {
  return builder.members.flatMap((member, index) => {
    const demo = member.phoneNumber === demoMember.phoneNumber;
    const choices = {
      'marketing-sms': demo || index % 3 !== 0,
      'marketing-mail': demo || index % 2 === 0,
    } as const;
    return (['marketing-sms', 'marketing-mail'] as const).map((kind) => ({
      userId: member.id,
      kind,
      granted: choices[kind],
      textKind: 'marketing',
      textVersion: 1,
      source: 'registration',
      deviceId: null,
      userAgent: null,
      recordedAt: new Date(now - 30 * day),
    }));
  });
}

/**
 * What the operations console shows on a new site: members' sale requests waiting for staff
 * (and one already turned down), and the demo staff member's history of actions on the
 * seeded data. Built from the generated rows, so every entry points at something real.
 */
export function planConsoleDemo(builder: DemoBuilder, now: number): ConsoleDemo {
  const staff = builder.members.find((m) => m.phoneNumber === demoStaff.phoneNumber);
  const member = builder.members.find((m) => m.phoneNumber === demoMember.phoneNumber);
  if (staff === undefined || member === undefined) throw new Error('demo accounts missing');
  const actor = { actorId: staff.id, actorLabel: demoStaff.fullname };

  // Sale-request photos reuse rendered pigeon portraits: records of their own, no new files
  // (storedPaths stays empty, so removing a request never deletes a pigeon's picture).
  const portraits = [...new Set(builder.pictures.map((p) => p.url))];
  const media: ConsoleDemo['media'] = [];
  const photo = (index: number, at: number): string => {
    const url = portraits[index % portraits.length] as string;
    const id = `demosatis${String(index).padStart(4, '0')}`;
    media.push({
      id,
      purpose: 'sale-request-photo',
      kind: 'image',
      url,
      contentType: 'image/jpeg',
      bytes: 0,
      variants: [],
      storedPaths: [],
      originalName: `guvercin-${index + 1}.jpg`,
      attached: true,
      createdAt: new Date(at),
    });
    return id;
  };

  const sellers = [member, ...builder.members.slice(5, 7)];
  const requests: ConsoleDemo['saleRequests'] = [
    {
      userId: sellers[0]?.id as string,
      tagNum: 'TR-2025-318204',
      state: 'Yarışçı',
      description: 'Babası 2023 Konya yarışında ilk 10’da. Sağlıklı, aşıları tam.',
      wishedPrice: 4500,
      createdAt: new Date(now - 2 * day),
    },
    {
      userId: sellers[1]?.id as string,
      tagNum: 'TR-2024-550917',
      state: 'Damızlık',
      description: 'Üç yıldır damızlıkta; yavruları iki yarış kazandı.',
      wishedPrice: 12000,
      createdAt: new Date(now - 1 * day),
    },
    {
      userId: sellers[2]?.id as string,
      tagNum: 'TR-2025-102233',
      state: 'Yavru',
      description: 'Mavi çil dişi yavru.',
      wishedPrice: 1500,
      createdAt: new Date(now - 5 * hour),
    },
    {
      userId: sellers[0]?.id as string,
      tagNum: 'TR-2022-774410',
      state: 'Yarışçı',
      description: 'Eski yarışçı, emekli.',
      wishedPrice: 900,
      status: 'rejected',
      decisionReason:
        'Fotoğraflar halka numarasını göstermiyor; net fotoğraflarla yeniden başvurun.',
      decidedBy: staff.id,
      decidedAt: new Date(now - 6 * day),
      createdAt: new Date(now - 8 * day),
    },
  ];
  requests.forEach((request, i) => {
    const at = (request.createdAt as Date).getTime();
    request.photoMediaIds = [photo(i * 2, at), photo(i * 2 + 1, at)];
  });

  const approved = builder.members.slice(2, 5);
  const newsItem = builder.news.at(-1);
  const group = builder.containers.find((c) => c.isFinalContainer && c.endingTime > now);
  const audit: ConsoleDemo['audit'] = [
    ...approved.map((m, i) => ({
      ...actor,
      action: 'member.approve',
      targetType: 'user',
      targetId: m.id,
      summary: `Üyelik onaylandı: ${m.fullname}`,
      before: { approved: false },
      after: { approved: true },
      createdAt: new Date(now - (20 - i) * day),
    })),
    {
      ...actor,
      action: 'sale-request.reject',
      targetType: 'sale-request',
      targetId: '4',
      summary: `Satış talebi reddedildi: ${requests[3]?.tagNum}`,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: requests[3]?.decisionReason },
      createdAt: new Date(now - 6 * day),
    },
  ];
  if (group !== undefined) {
    audit.push({
      ...actor,
      action: 'group.create',
      targetType: 'group',
      targetId: String(group.id),
      summary: `Grup oluşturuldu: ${group.name}`,
      before: null,
      after: { name: group.name, endingTime: group.endingTime },
      createdAt: new Date(group.startedOn - hour),
    });
  }
  if (newsItem !== undefined) {
    audit.push({
      ...actor,
      action: 'news.publish',
      targetType: 'news',
      targetId: String(newsItem.id),
      summary: `Haber yayınlandı: ${newsItem.title}`,
      before: null,
      after: { title: newsItem.title, status: 'published' },
      createdAt: new Date(newsItem.publishDate as Date),
    });
  }
  audit.push({
    ...actor,
    action: 'banner.set',
    targetType: 'banner',
    targetId: '1',
    summary: 'Duyuru bandı kaldırıldı',
    before: { message: 'Bakım çalışması bu gece 02.00’de.', color: 'orange' },
    after: { message: null },
    createdAt: new Date(now - 3 * day),
  });
  audit.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());

  return {
    media,
    saleRequests: requests,
    audit,
    consents: planConsents(builder, now),
    privacyRequests: planPrivacyRequests(builder, staff.id, member.id, now),
  };
}
