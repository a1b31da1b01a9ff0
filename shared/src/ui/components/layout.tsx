import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../media';
import type { ThemeSpace } from '../theme';

/** Centres page content at the container width with side gutters. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.sizes.prose : theme.sizes.container)}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md}px;

  ${media.up('mobile')} {
    padding: 0 ${({ theme }) => theme.space.lg}px;
  }
`;

const Section = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => theme.space.xl}px 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};

  ${media.up('mobile')} {
    padding: ${({ theme }) => theme.space.xxl}px 0;
  }
`;

/** A heading row: the title at the left, actions at the right, wrapping under it when narrow. */
export const SectionHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const SectionTitle = styled.h2`
  position: relative;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.brand};

  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.15em;
    bottom: 0.15em;
    width: 4px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accent};
  }

  ${media.up('mobile')} {
    font-size: ${({ theme }) => theme.typography.size.xxl}px;
  }
`;

export interface PageSectionProps {
  /** Section heading (an h2); omit for an untitled band. */
  title?: ReactNode;
  /** Content placed at the right of the heading, such as a 'see all' link. */
  action?: ReactNode;
  /** White band instead of the page background, to alternate sections. */
  tinted?: boolean;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A vertical band of the page with an optional heading, its content in a Container. */
export function PageSection({
  title,
  action,
  tinted,
  children,
  className,
  ...rest
}: PageSectionProps) {
  return (
    <Section $tinted={tinted} className={className} data-testid={rest['data-testid']}>
      <Container>
        {title || action ? (
          <SectionHead>
            {title ? <SectionTitle>{title}</SectionTitle> : <span />}
            {action}
          </SectionHead>
        ) : null}
        {children}
      </Container>
    </Section>
  );
}

/** The page's h1, with the accent rule beneath it. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.typography.size.xxl}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.brand};

  &::after {
    content: '';
    display: block;
    width: 56px;
    height: 4px;
    margin-top: ${({ theme }) => theme.space.sm}px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accent};
  }

  ${media.up('mobile')} {
    font-size: ${({ theme }) => theme.typography.size.display}px;
  }
`;

/** Responsive grid of cards: one column on phones, `$columns` from the mobile breakpoint up. */
export const CardGrid = styled.div<{ $columns?: number; $min?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: 1fr;

  ${media.up('mobile')} {
    grid-template-columns: ${({ $columns, $min = 240 }) =>
      $columns
        ? `repeat(${$columns}, minmax(0, 1fr))`
        : `repeat(auto-fill, minmax(${$min}px, 1fr))`};
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A list without bullets or indent, its items one under the other `$gap` apart; `as="ol"`
 * where the order means something.
 */
export const PlainList = styled.ul<{ $gap?: ThemeSpace }>`
  display: grid;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
