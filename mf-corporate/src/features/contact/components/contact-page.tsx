import { messages, pageTitle } from '@kanat/shared/i18n';
import { useSiteInfo } from '@kanat/shared/session';
import {
  Card,
  ErrorState,
  media,
  PageSection,
  PageTitle,
  Skeleton,
  useDocumentTitle,
} from '@kanat/shared/ui';
import styled from 'styled-components';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('tablet')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  color: ${({ theme }) => theme.colors.brand};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** /iletisim: contact details and map from site info beside the contact form. */
export function ContactPage() {
  const site = useSiteInfo();
  useDocumentTitle(pageTitle(messages.nav.contact));
  return (
    <PageSection data-testid="contact-page">
      <PageTitle>{messages.contact.title}</PageTitle>
      <Layout>
        <Column>
          <Card $padded aria-busy={site.status === 'loading'}>
            {site.status === 'loading' ? (
              <Lines role="status" aria-label={messages.common.loading}>
                <Skeleton $width="70%" $height="1.4em" />
                <Skeleton $width="55%" $height="1.4em" />
                <Skeleton $width="90%" $height="1.4em" />
              </Lines>
            ) : null}
            {site.info ? <ContactDetails info={site.info} /> : null}
            {site.status === 'failed' ? <ErrorState /> : null}
          </Card>
          {site.info ? <ContactMap src={site.info.address_embed_url} /> : null}
        </Column>
        <Card $padded>
          <Heading>{messages.contact.formTitle}</Heading>
          <ContactForm />
        </Card>
      </Layout>
    </PageSection>
  );
}
