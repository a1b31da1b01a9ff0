import { messages, pageTitle } from '@kanat/shared/i18n';
import { consents, memberStatements, privacyRequests } from '@kanat/shared/i18n/lazy';
import { Container, PageTitle, useDocumentTitle } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { RequireSignedIn } from './guards';

/** SPEC §2 /hesabim sub-routes; the first is also the section's index. */
export const ACCOUNT_NAV = [
  { to: '/hesabim/teklif-verilen-acik-arttirmalarim', label: messages.account.allBids },
  { to: '/hesabim/devam-eden-acik-arttirmalarim', label: messages.account.ongoing },
  { to: '/hesabim/kazanan-arttirmalarim', label: messages.account.won },
  { to: '/hesabim/kaybeden-arttirmalarim', label: messages.account.lost },
  { to: '/hesabim/takip-ettiklerim', label: messages.watchlist.title },
  { to: '/hesabim/alimlar', label: memberStatements.boughtTitle },
  { to: '/hesabim/satislar', label: memberStatements.soldTitle },
  { to: '/hesabim/acik-arttirma-ayarlari', label: messages.account.settings },
  { to: '/hesabim/bilgilerim', label: messages.account.details },
  { to: '/hesabim/sifre-yenile', label: messages.account.changePassword },
  { to: '/guvercinlerim', label: messages.nav.myPigeons },
  { to: '/hesabim/satis-talepleri', label: messages.saleRequests.member.menu },
  { to: '/hesabim/izinlerim', label: consents.title },
  { to: '/hesabim/kvkk-basvurularim', label: privacyRequests.title },
  { to: '/hesabim/verilerim', label: messages.privacy.title },
] as const;

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.xl}px 0 ${({ theme }) => theme.space.xxl}px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg}px;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.auctionPhotos}px) {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

const SideNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Item = styled(Link)<{ $current: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.text)};
  background: ${({ theme, $current }) => ($current ? theme.colors.tealSoft : 'transparent')};
  font-weight: ${({ theme, $current }) =>
    $current ? theme.typography.weight.bold : theme.typography.weight.medium};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Content = styled.section`
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  color: ${({ theme }) => theme.colors.brand};
`;

const STATEMENT_LISTS: readonly string[] = ['/hesabim/alimlar', '/hesabim/satislar'];

function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  // /hesabim itself shows the first page, the index.
  if (to === ACCOUNT_NAV[0].to && path === '/hesabim') return true;
  // A statement's page (/hesabim/alimlar/12) is in its list's section.
  return path === to || (STATEMENT_LISTS.includes(to) && path.startsWith(`${to}/`));
}

/** The signed-in area: side navigation beside the page, guests sent to login. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  // The page's own name (the pages below set none): the server names these pages only by the
  // site's name, as they show a stranger nothing.
  useDocumentTitle(pageTitle(title));
  return (
    <RequireSignedIn>
      <Frame data-testid="account-area">
        <Container>
          <PageTitle>{messages.account.title}</PageTitle>
          <Columns>
            <SideNav aria-label={messages.account.title}>
              {ACCOUNT_NAV.map((item) => {
                const current = isCurrent(pathname, item.to);
                return (
                  <Item
                    key={item.to}
                    to={item.to}
                    $current={current}
                    aria-current={current ? 'page' : undefined}
                  >
                    {item.label}
                  </Item>
                );
              })}
            </SideNav>
            <Content>
              <SectionTitle>{title}</SectionTitle>
              {children}
            </Content>
          </Columns>
        </Container>
      </Frame>
    </RequireSignedIn>
  );
}
