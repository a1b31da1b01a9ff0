import type { Sponsor } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, PageSection } from '@kanat/shared/ui';
import styled from 'styled-components';
import { useCarousel } from '../hooks/use-carousel';
import { hoverHold } from '../hover-hold';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
`;

const Track = styled.ul<{ $visible: number; $index: number }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(${({ $visible, $index }) => -($index * 100) / $visible}%);
  transition: transform ${({ theme }) => theme.motion.slow};

  & > li {
    flex: 0 0 ${({ $visible }) => 100 / $visible}%;
    padding: 0 ${({ theme }) => theme.space.xs}px;
  }
`;

const Logo = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  & > img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
    filter: saturate(0.9);
  }
`;

/** Sponsor logos from site info, sliding one step every 3 s (4 per view from 1100 px). */
export function SponsorsCarousel({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const carousel = useCarousel(sponsors.length);
  if (sponsors.length === 0) return null;
  const movable = carousel.positions > 1;

  return (
    <PageSection title={messages.home.sponsors} tinted data-testid="sponsors">
      <Row {...hoverHold(carousel.hold, carousel.release)}>
        {movable ? (
          <IconButton aria-label={messages.common.previous} onClick={carousel.previous}>
            <Icon name="chevron-left" size={24} />
          </IconButton>
        ) : null}
        <Viewport>
          <Track $visible={carousel.visible} $index={carousel.index} data-index={carousel.index}>
            {sponsors.map((s) => (
              <li key={s.image}>
                <Logo
                  as={s.url ? 'a' : 'div'}
                  href={s.url}
                  target={s.url ? '_blank' : undefined}
                  rel={s.url ? 'noopener noreferrer' : undefined}
                  title={s.name}
                >
                  <img src={s.image} alt={s.name ?? ''} loading="lazy" />
                </Logo>
              </li>
            ))}
          </Track>
        </Viewport>
        {movable ? (
          <IconButton aria-label={messages.common.next} onClick={carousel.next}>
            <Icon name="chevron-right" size={24} />
          </IconButton>
        ) : null}
      </Row>
    </PageSection>
  );
}
