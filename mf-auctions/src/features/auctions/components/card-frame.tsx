import {
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  CardTitle,
  FallbackImage,
  LinkButton,
} from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Badge = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const TitleLink = styled(Link)`
  color: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/**
 * The frame SPEC §2 auction and group cards share: photo with a badge on it, title and
 * footer button both leading to `to`; each card fills in the badge, the body and the
 * button's text.
 */
export function CardFrame({
  testId,
  to,
  title,
  photo,
  ratio,
  badge,
  action,
  children,
}: {
  /** The browser tests find cards by it. */
  testId: string;
  to: string;
  title: string;
  /** Null when there is none: FallbackImage then shows its placeholder. */
  photo: string | null;
  /** Aspect ratio of the photo; CardMedia's own default when absent. */
  ratio?: string;
  /** Shown on the photo's top-left corner. */
  badge: ReactNode;
  /** Text of the footer button. */
  action: string;
  /** What the body shows under the title. */
  children: ReactNode;
}) {
  return (
    <Card $interactive data-testid={testId}>
      <CardMedia $ratio={ratio}>
        <FallbackImage src={photo ?? undefined} alt={title} />
        <Badge>{badge}</Badge>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <TitleLink to={to}>{title}</TitleLink>
        </CardTitle>
        {children}
      </CardBody>
      <CardFooter>
        <LinkButton to={to} $variant="secondary" $size="sm" $block>
          {action}
        </LinkButton>
      </CardFooter>
    </Card>
  );
}
