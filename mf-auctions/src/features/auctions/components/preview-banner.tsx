import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import styled from 'styled-components';

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/**
 * Staff looking at a group (or one of its lots) not yet on the site: the server marks such a
 * page as a preview; everyone else never gets it.
 */
export function PreviewBanner({ preview }: { preview: { publishOn: number | null } | undefined }) {
  if (preview === undefined) return null;
  return (
    <Banner role="status" data-testid="preview-banner">
      {preview.publishOn === null
        ? messages.groups.previewDraft
        : fill(messages.groups.previewScheduled, { date: formatDateTime(preview.publishOn) })}
    </Banner>
  );
}
