import { fill, messages } from '@kanat/shared/i18n';
import { Container, Icon, type IconName, media } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../../../hooks/use-site';
import { SiteLogo } from './site-logo';

/** SPEC §9: the copyright line names 2023. */
export const COPYRIGHT_YEAR = 2023;

const { nav, footer } = messages;

/** SPEC §2 'Hızlı Linkler', in order. */
export const quickLinks = [
  { label: nav.home, to: '/' },
  { label: nav.openAuctions, to: '/acik-arttirmalar' },
  { label: nav.participants, to: '/katilimcilar' },
  { label: nav.gallery, to: '/galeri' },
  { label: nav.news, to: '/haberler' },
  { label: nav.corporate, to: '/kurumsal' },
  { label: nav.contact, to: '/iletisim' },
] as const;

/** Legal pages open in a new tab (SPEC §2). */
export const legalLinks = [
  { label: nav.terms, href: '/kurumsal/kullanim-kosullari' },
  { label: nav.privacy, href: '/kurumsal/gizlilik-politikasi' },
  { label: nav.notice, href: '/kurumsal/aydinlatma-metni' },
] as const;

const Foot = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.onBrandMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  a {
    color: ${({ theme }) => theme.colors.onBrandMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
  grid-template-columns: 1fr;
  padding: ${({ theme }) => theme.space.xxl}px 0 ${({ theme }) => theme.space.xl}px;

  ${media.up('mobile')} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.up('auctionPhotos')} {
    grid-template-columns: 1.5fr 1fr 1.2fr 1fr;
  }
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.size.md}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.02em;
`;

const Description = styled.p`
  margin: 0;
  max-width: 42ch;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
`;

const Bottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.onBrandHover};
`;

const BottomRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  font-size: ${({ theme }) => theme.typography.size.xs}px;

  ${media.up('mobile')} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

/** Shows the agency by its web address, since site info only stores the link. */
export function agencyLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function ContactItem({
  icon,
  href,
  children,
}: {
  icon: IconName;
  href: string;
  children: ReactNode;
}) {
  const external = /^https?:/i.test(href);
  return (
    <li>
      <IconLink
        href={href || undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        <Icon name={icon} size={18} />
        <span>{children}</span>
      </IconLink>
    </li>
  );
}

/** The site footer of SPEC §1/§2, filled from site info. */
export function Footer() {
  const { info } = useSite();
  const contacts: { icon: IconName; name: string; href: string; label: string }[] = [
    { icon: 'mail', name: info.mail_name, href: info.mail_url, label: footer.mail },
    { icon: 'phone', name: info.telephone, href: info.telephone_url, label: footer.phone },
    { icon: 'location', name: info.address_name, href: info.address_url, label: footer.address },
  ];
  const socials: { icon: IconName; name: string; href: string; label: string }[] = [
    { icon: 'facebook', name: info.facebook_name, href: info.facebook_url, label: footer.facebook },
    {
      icon: 'instagram',
      name: info.instagram_name,
      href: info.instagram_url,
      label: footer.instagram,
    },
    { icon: 'youtube', name: info.youtube_name, href: info.youtube_url, label: footer.youtube },
  ];

  return (
    <Foot data-testid="site-footer">
      <Container>
        <Columns>
          <Column>
            <SiteLogo height={48} />
            {info.footer_description ? <Description>{info.footer_description}</Description> : null}
            <Legal>
              {legalLinks.map((l) => (
                <a key={l.href} href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              ))}
            </Legal>
          </Column>
          <Column aria-labelledby="footer-quick-links">
            <Heading id="footer-quick-links">{footer.quickLinks}</Heading>
            <LinkList>
              {quickLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </LinkList>
          </Column>
          <Column aria-labelledby="footer-contact">
            <Heading id="footer-contact">{footer.contact}</Heading>
            <LinkList>
              {contacts
                .filter((c) => c.name || c.href)
                .map((c) => (
                  <ContactItem key={c.icon} icon={c.icon} href={c.href}>
                    {c.name || c.label}
                  </ContactItem>
                ))}
            </LinkList>
          </Column>
          <Column aria-labelledby="footer-social">
            <Heading id="footer-social">{footer.socialMedia}</Heading>
            <LinkList>
              {socials
                .filter((s) => s.name || s.href)
                .map((s) => (
                  <ContactItem key={s.icon} icon={s.icon} href={s.href}>
                    {s.name ? `${s.label} · ${s.name}` : s.label}
                  </ContactItem>
                ))}
            </LinkList>
          </Column>
        </Columns>
      </Container>
      <Bottom>
        <Container>
          <BottomRow>
            <span>{fill(footer.copyright, { year: COPYRIGHT_YEAR })}</span>
            {info.CentaurGames_url ? (
              <a href={info.CentaurGames_url} target="_blank" rel="noopener noreferrer">
                {fill(footer.credit, { agency: agencyLabel(info.CentaurGames_url) })}
              </a>
            ) : null}
          </BottomRow>
        </Container>
      </Bottom>
    </Foot>
  );
}
