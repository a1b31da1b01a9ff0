import { messages } from '@kanat/shared/i18n';
import { consents, memberStatements, privacyRequests } from '@kanat/shared/i18n/lazy';
import { type AbsoluteRoute, AbsoluteRoutes, SectionNotFound } from '@kanat/shared/ui';
import { AccountLayout } from '../components/account-layout';
import { BidsPage } from '../features/account/components/bids-page';
import { ChangePasswordPage } from '../features/account/components/change-password-page';
import { DetailsPage } from '../features/account/components/details-page';
import { SettingsPage } from '../features/account/components/settings-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { ConsentsPage } from '../features/consents/components/consents-page';
import {
  LegalAcknowledgements,
  LegalNoticeBanner,
} from '../features/legal/components/legal-acknowledgements';
import { MyPigeonsPage } from '../features/pigeons/components/my-pigeons-page';
import { MyDataPage } from '../features/privacy/components/my-data-page';
import { PrivacyRequestsPage } from '../features/privacy-requests/components/privacy-requests-page';
import { RegisterPage } from '../features/register/components/register-page';
import { RegisterSuccessPage } from '../features/register/components/register-success-page';
import { SaleRequestsPage } from '../features/sale-requests/components/sale-requests-page';
import { BoughtDetailPage } from '../features/statements/components/bought-detail-page';
import { BoughtPage } from '../features/statements/components/bought-page';
import { PaymentFlagNotice } from '../features/statements/components/payment-flag-notice';
import { SoldDetailPage } from '../features/statements/components/sold-detail-page';
import { SoldPage } from '../features/statements/components/sold-page';
import { WatchlistPage } from '../features/watchlist/components/watchlist-page';

// The section's index (/hesabim) tells a member flagged for unpaid statements why their bids
// are refused.
const allBids = (
  <AccountLayout title={messages.account.allBids}>
    <PaymentFlagNotice />
    <LegalNoticeBanner />
    <BidsPage filter="all" />
  </AccountLayout>
);

/** Every page of this section, by its full path (SPEC §2), then its not-found page. */
const routes: readonly AbsoluteRoute[] = [
  { path: '/giris-yap', element: <LoginPage /> },
  { path: '/giris-yap/sifremi-unuttum', element: <ForgotPasswordPage /> },
  { path: '/sifre-yenile', element: <ResetPasswordPage /> },
  { path: '/kayit-ol', element: <RegisterPage /> },
  { path: '/kayit-ol/basarili', element: <RegisterSuccessPage /> },
  { path: '/hesabim', element: allBids },
  { path: '/hesabim/teklif-verilen-acik-arttirmalarim', element: allBids },
  {
    path: '/hesabim/devam-eden-acik-arttirmalarim',
    element: (
      <AccountLayout title={messages.account.ongoing}>
        <BidsPage filter="ongoing" />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/kazanan-arttirmalarim',
    element: (
      <AccountLayout title={messages.account.won}>
        <BidsPage filter="won" />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/kaybeden-arttirmalarim',
    element: (
      <AccountLayout title={messages.account.lost}>
        <BidsPage filter="lost" />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/takip-ettiklerim',
    element: (
      <AccountLayout title={messages.watchlist.title}>
        <WatchlistPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/alimlar',
    element: (
      <AccountLayout title={memberStatements.boughtTitle}>
        <BoughtPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/alimlar/:id',
    element: (
      <AccountLayout title={memberStatements.boughtDetailTitle}>
        <BoughtDetailPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/satislar',
    element: (
      <AccountLayout title={memberStatements.soldTitle}>
        <SoldPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/satislar/:id',
    element: (
      <AccountLayout title={memberStatements.soldDetailTitle}>
        <SoldDetailPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/acik-arttirma-ayarlari',
    element: (
      <AccountLayout title={messages.account.settings}>
        <SettingsPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/bilgilerim',
    element: (
      <AccountLayout title={messages.account.details}>
        <LegalNoticeBanner />
        <DetailsPage />
        <LegalAcknowledgements />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/sifre-yenile',
    element: (
      <AccountLayout title={messages.account.changePassword}>
        <ChangePasswordPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/satis-talepleri',
    element: (
      <AccountLayout title={messages.saleRequests.member.title}>
        <SaleRequestsPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/izinlerim',
    element: (
      <AccountLayout title={consents.title}>
        <ConsentsPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/kvkk-basvurularim',
    element: (
      <AccountLayout title={privacyRequests.title}>
        <PrivacyRequestsPage />
      </AccountLayout>
    ),
  },
  {
    path: '/hesabim/verilerim',
    element: (
      <AccountLayout title={messages.privacy.title}>
        <MyDataPage />
      </AccountLayout>
    ),
  },
  {
    path: '/guvercinlerim',
    element: (
      <AccountLayout title={messages.myPigeons.title}>
        <MyPigeonsPage />
      </AccountLayout>
    ),
  },
  { path: '*', element: <SectionNotFound /> },
];

/** Renders the page of the current URL, or this section's not-found page. */
export function AccountRoutes() {
  return <AbsoluteRoutes routes={routes} />;
}
