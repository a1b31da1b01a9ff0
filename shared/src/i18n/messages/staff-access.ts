// Turkish texts of the staff roles on the server (issue 30): refusals by role, the guards of
// role changes and of one's own money, the audit line and the administrators' notice. Part of
// the whole catalogue (../full.ts); the roles' own names are `staffRoles` (admin-members.ts).
export const staffAccessMessages = {
  staffAccess: {
    /** A staff call the caller's roles do not open. */
    denied: 'Bu işlem için yetkiniz yok.',
    /** Disabling or changing an administrator's account as someone who is not one. */
    administratorTarget: 'Yönetici hesaplarını yalnızca başka bir yönetici değiştirebilir.',
    /** The last enabled administrator would lose the role or the account. */
    lastAdministrator:
      'Sitenin son yöneticisi bu yetkiyi kaybedemez: önce başka bir üyeye yönetici rolü verin.',
    lastAdministratorDisable: 'Sitenin son yöneticisinin hesabı devre dışı bırakılamaz.',
    rolesInvalid: 'Yetki listesi geçersiz.',
    /** Roles go only to an approved account with a verified phone. */
    rolesNeedMember: 'Yetki yalnızca onaylanmış ve telefonu doğrulanmış bir üyeye verilebilir.',
    /** A site field or picture the caller's roles do not open, in a site-information save. */
    siteFieldDenied: 'Bu alanı değiştirme yetkiniz yok: {field}',
    /** What nobody does with their own money (issue 30). */
    ownSpendingLimit: 'Kendi harcama limitinizi değiştiremezsiniz.',
    ownBidCeiling: 'Teklif verdiğiniz bir açık arttırmanın teklif tavanını değiştiremezsiniz.',
    /** The roles as one list in texts (Intl.ListFormat joins them); `none` when the member holds none. */
    none: 'yetki yok',
    audit: {
      rolesSet: 'Yetkiler değiştirildi: {name} ({roles})',
    },
    /** Sent to every administrator when anyone's roles change. */
    notice: {
      sms: 'Kanat Mezat: {name} adlı üyenin yönetim yetkileri değişti: {roles}.',
      mailSubject: 'Yönetim yetkileri değişti: {name}',
      mailText:
        'Merhaba {fullname},\n\n{name} adlı üyenin yönetim yetkileri değişti: {roles}.\n\nÜyenin sayfası: {url}\n\nKanat Mezat',
      mailLine: '{name} adlı üyenin yönetim yetkileri değişti: {roles}.',
      mailLink: 'Üyenin sayfasını aç',
    },
  },
} as const;
