import type { RegistrationAcknowledgement } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n';
import { ErrorState, Skeleton } from '@kanat/shared/ui';
import { SafeHtml } from '@kanat/shared/ui/html';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getLegalText } from '../api/legal-text';

const NoticeBox = styled.div`
  max-height: 220px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  input {
    margin-top: 3px;
  }
`;

/**
 * The current notice and terms a registration shows (`shown` undefined while they load), and
 * the commercial-message consent text's version the optional consents are given under
 * (undefined while it loads, or when none is published: then no consent is offered).
 */
export function useRegistrationTexts() {
  const notice = useQuery({ queryKey: ['legal', 'notice'], queryFn: () => getLegalText('notice') });
  const terms = useQuery({ queryKey: ['legal', 'terms'], queryFn: () => getLegalText('terms') });
  const marketing = useQuery({
    queryKey: ['legal', 'marketing'],
    queryFn: () => getLegalText('marketing'),
  });
  const shown: RegistrationAcknowledgement | undefined =
    notice.data && terms.data
      ? { notice: notice.data.version, terms: terms.data.version }
      : undefined;
  return { notice, terms, marketing, shown, marketingVersion: marketing.data?.version };
}

export interface RegistrationTextsProps {
  texts: ReturnType<typeof useRegistrationTexts>;
  noticeRead: boolean;
  termsAccepted: boolean;
  onNoticeRead: (checked: boolean) => void;
  onTermsAccepted: (checked: boolean) => void;
}

/**
 * The information notice in a box of its own and the two boxes a registration needs: the
 * notice read (an acknowledgement, not a consent) and the terms accepted.
 */
export function RegistrationTexts({
  texts,
  noticeRead,
  termsAccepted,
  onNoticeRead,
  onTermsAccepted,
}: RegistrationTextsProps) {
  const { notice } = texts;
  return (
    <>
      <NoticeBox
        tabIndex={0}
        role="region"
        aria-label={messages.legal.noticeTitle}
        data-testid="register-notice"
      >
        {notice.data ? (
          <>
            <strong>{notice.data.title}</strong>
            <SafeHtml html={notice.data.html} title={notice.data.title} />
          </>
        ) : notice.isError ? (
          <ErrorState title={messages.legal.loadFailed} onRetry={() => void notice.refetch()} />
        ) : (
          <Skeleton $width="100%" $height="6em" />
        )}
      </NoticeBox>
      <Check>
        <input
          type="checkbox"
          checked={noticeRead}
          onChange={(event) => onNoticeRead(event.target.checked)}
          data-testid="register-notice-read"
        />
        <span>{messages.legal.noticeAcknowledge}</span>
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={termsAccepted}
          onChange={(event) => onTermsAccepted(event.target.checked)}
          data-testid="register-terms-accepted"
        />
        <span>{messages.legal.termsAccept}</span>
      </Check>
    </>
  );
}
