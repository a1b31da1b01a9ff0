import { messages } from '@kanat/shared/i18n';
import { Skeleton } from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../../../hooks/use-site';

const Home = styled(Link)<{ $height: number }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: ${({ $height }) => $height}px;
  color: ${({ theme }) => theme.colors.textInverse};

  & > img {
    height: 100%;
    width: auto;
    max-width: 200px;
    object-fit: contain;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.textInverse};
    opacity: 0.92;
  }
`;

/** Drawn when site info has no logo, so the home link never disappears. */
function PigeonMark({ height }: { height: number }) {
  return (
    <svg viewBox="0 0 64 48" height={height} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 30c6-1 11-4 15-9 3-4 5-9 10-11 4-2 8-1 10 2l6-1-4 4c1 6-2 12-8 15l12 5c-8 3-17 3-24 1-6 2-13 1-17-2l6-1c-2-1-4-2-6-3zm35-16a1.6 1.6 0 1 0 0-3.2 1.6 1.6 0 0 0 0 3.2z"
      />
    </svg>
  );
}

/** The site logo from site info, linking home. */
export function SiteLogo({ height = 44 }: { height?: number }) {
  const { info, status } = useSite();
  let content = <PigeonMark height={height} />;
  if (info.logo) content = <img src={info.logo} alt="" height={height} />;
  else if (status === 'loading') content = <Skeleton $width="140px" $height={`${height}px`} />;
  return (
    <Home to="/" aria-label={messages.nav.home} $height={height}>
      {content}
    </Home>
  );
}
