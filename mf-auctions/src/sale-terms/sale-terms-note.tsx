import type { EffectiveTerms } from '@kanat/shared/contracts';
import { saleTerms } from '@kanat/shared/i18n/lazy';
import styled from 'styled-components';
import { termsLines } from './sale-terms';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md}px;
  }
`;

/**
 * The sale's terms below the bid form, so nobody bids without knowing what they will pay: a
 * disclosure a guest opens (the terms are then asked for), open with them for a member.
 */
export function SaleTermsNote({
  terms,
  onOpen,
}: {
  terms: EffectiveTerms | null;
  onOpen: () => void;
}) {
  return (
    <Box data-testid="sale-terms">
      <details open={terms !== null} onToggle={(event) => event.currentTarget.open && onOpen()}>
        <summary>{saleTerms.title}</summary>
        {terms === null ? null : (
          <ul>
            {termsLines(terms).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </details>
    </Box>
  );
}
