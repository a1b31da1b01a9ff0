import type { SiteInfo } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { Icon, type IconName } from '@kanat/shared/ui';
import { safeUrl } from '@kanat/shared/ui/html';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.teal};
  }
`;

const Label = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Value = styled.span`
  overflow-wrap: anywhere;
`;

const Social = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
`;

interface DetailRow {
  key: string;
  icon: IconName;
  label: string;
  text: string;
  href: string | null;
}

/** A link only for URLs that are safe to follow; `fallback` builds one from the text. */
function linkFor(url: string, fallback: string | null): string | null {
  if (url) return safeUrl(url);
  return fallback ? safeUrl(fallback) : null;
}

function detailRows(info: SiteInfo): DetailRow[] {
  const rows: DetailRow[] = [];
  if (info.mail_name) {
    rows.push({
      key: 'mail',
      icon: 'mail',
      label: messages.contact.mail,
      text: info.mail_name,
      href: linkFor(info.mail_url, `mailto:${info.mail_name}`),
    });
  }
  if (info.telephone) {
    rows.push({
      key: 'phone',
      icon: 'phone',
      label: messages.contact.phone,
      text: info.telephone,
      href: linkFor(info.telephone_url, `tel:${info.telephone.replace(/[^\d+]/g, '')}`),
    });
  }
  if (info.address_name) {
    rows.push({
      key: 'address',
      icon: 'location',
      label: messages.contact.address,
      text: info.address_name,
      href: linkFor(info.address_url, null),
    });
  }
  return rows;
}

const SOCIAL = [
  { key: 'facebook', icon: 'facebook', name: 'facebook_name', url: 'facebook_url' },
  { key: 'instagram', icon: 'instagram', name: 'instagram_name', url: 'instagram_url' },
  { key: 'youtube', icon: 'youtube', name: 'youtube_name', url: 'youtube_url' },
] as const;

/** Mail, phone, address and social links from site info; absent fields are left out. */
export function ContactDetails({ info }: { info: SiteInfo }) {
  const rows = detailRows(info);
  const social = SOCIAL.flatMap((s) => {
    const href = info[s.url] ? safeUrl(info[s.url]) : null;
    return href ? [{ ...s, href, text: info[s.name] || messages.footer[s.key] }] : [];
  });
  return (
    <List data-testid="contact-details">
      {rows.map((row) => (
        <Row key={row.key}>
          <Icon name={row.icon} size={22} />
          <div>
            <Label>{row.label}</Label>
            <Value>
              {row.href ? (
                <a
                  href={row.href}
                  target={row.key === 'address' ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  {row.text}
                </a>
              ) : (
                row.text
              )}
            </Value>
          </div>
        </Row>
      ))}
      {social.length > 0 ? (
        <Row>
          <div>
            <Label>{messages.contact.socialMedia}</Label>
            <Social>
              {social.map((s) => (
                <SocialLink key={s.key} href={s.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={s.icon} size={18} />
                  {s.text}
                </SocialLink>
              ))}
            </Social>
          </div>
        </Row>
      ) : null}
    </List>
  );
}
