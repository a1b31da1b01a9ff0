import type { LabelCard } from '@kanat/shared/api';
import { Container, Icon, type IconName, media } from '@kanat/shared/ui';
import styled from 'styled-components';

const Grid = styled.ul<{ $overlap: boolean }>`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  grid-template-columns: 1fr;
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  padding: 0;
  list-style: none;

  ${media.up('mobile')} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    margin-top: ${({ theme, $overlap }) => ($overlap ? -theme.space.xxl : theme.space.xl)}px;
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
`;

const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.teal};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const fallbackIcons: IconName[] = ['check', 'clock', 'user', 'search'];

/** The intro label cards of SPEC §1, from site info label_titles. */
export function LabelCards({
  cards,
  overlap,
}: {
  cards: readonly LabelCard[];
  /** Pull the cards up over the bottom of the slider above them. */
  overlap: boolean;
}) {
  if (cards.length === 0) return null;
  return (
    <Container>
      <Grid data-testid="label-cards" $overlap={overlap}>
        {cards.map((card, i) => (
          <Item key={card.title}>
            <Badge>
              {card.icon && /^(https?:|\/)/.test(card.icon) ? (
                <img src={card.icon} alt="" />
              ) : (
                <Icon name={fallbackIcons[i % fallbackIcons.length]} size={26} />
              )}
            </Badge>
            <div>
              <Title>{card.title}</Title>
              {card.text ? <Text>{card.text}</Text> : null}
            </div>
          </Item>
        ))}
      </Grid>
    </Container>
  );
}
