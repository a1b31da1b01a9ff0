import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Icon, Skeleton } from '@kanat/shared/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { WatchKind } from '../api/watch';
import { useWatch, type WatchControl } from '../hooks/use-watch';

/** The button's one height, on a card and on a page: its stand-in takes the same. */
export const WATCH_BUTTON_HEIGHT = 36;

/**
 * 'overlay': on a card's photo, top right, over it: the card keeps its size whatever the
 * button says. 'inline': a line of its own on an auction's or a group's page.
 */
export type WatchPlacement = 'overlay' | 'inline';

const Toggle = styled.button<{ $on: boolean; $placement: WatchPlacement }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs + 2}px;
  height: ${WATCH_BUTTON_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid
    ${({ theme, $on }) => ($on ? theme.colors.teal : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $on }) => ($on ? theme.colors.tealSoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.tealStrong : theme.colors.brand)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
  svg {
    flex: none;
  }
  /* Watched: the eye's pupil filled in. */
  &[aria-pressed='true'] svg circle {
    fill: currentColor;
  }

  ${({ $placement, theme }) =>
    $placement === 'overlay'
      ? css`
          position: absolute;
          top: ${theme.space.xs}px;
          right: ${theme.space.xs}px;
          box-shadow: ${theme.shadows.card};
        `
      : css`
          align-self: flex-start;
        `}
`;

interface WatchButtonProps {
  kind: WatchKind;
  id: string;
  /** What is watched, for the button's accessible name (many cards share the same text). */
  name: string;
  /** A list asks for its cards' states in one call (useWatchStates). */
  batched?: boolean;
  placement?: WatchPlacement;
}

/**
 * 'Takip et' / 'Takip ediliyor', a toggle (aria-pressed) for an auction or a whole
 * group. A guest is sent to sign in and brought back, as the bid form does. The change shows
 * at once and is put back if the server refuses. The server draws it for guests, so it looks
 * the same before and after the card wakes.
 *
 * A guest's button (or one whose session is not known yet) holds no query and no mutation: a
 * grid of cards would otherwise subscribe one of each per card, and React draws every change
 * of such a subscription at once, in one task, as the page starts.
 */
export function WatchButton(props: WatchButtonProps) {
  const { user, status } = useSession();
  if (user === null) {
    return (
      <WatchToggle
        {...props}
        control={{
          watching: false,
          sessionKnown: status === 'ready',
          signedIn: false,
          busy: false,
          toggle: () => {},
        }}
      />
    );
  }
  return <MemberWatchButton {...props} />;
}

function MemberWatchButton(props: WatchButtonProps) {
  return (
    <WatchToggle {...props} control={useWatch(props.kind, props.id, props.batched ?? false)} />
  );
}

function WatchToggle({
  kind,
  id,
  name,
  placement = 'inline',
  control,
}: WatchButtonProps & { control: WatchControl }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onClick = () => {
    // Until the session is known a click cannot tell a member from a guest.
    if (!control.sessionKnown) return;
    if (!control.signedIn) {
      navigate('/giris-yap', { state: { from: pathname } });
      return;
    }
    control.toggle();
  };
  const text = control.watching ? messages.watchlist.watching : messages.watchlist.watch;
  return (
    <Toggle
      type="button"
      // Many cards say the same: the name adds what is watched, after the words on screen.
      aria-label={`${text}: ${name}`}
      aria-pressed={control.watching}
      // Not ready while saving, nor until the session tells a member from a guest.
      aria-disabled={control.busy || !control.sessionKnown || undefined}
      onClick={onClick}
      $on={control.watching}
      $placement={placement}
      data-testid="watch-button"
      data-watch-kind={kind}
      data-watch-id={id}
    >
      <Icon name="eye" size={16} />
      {text}
    </Toggle>
  );
}

const StandIn = styled(Skeleton)`
  flex: none;
  align-self: flex-start;
`;

/** Where a page's button comes, while the page loads: the same height, so nothing moves. */
export function WatchButtonStandIn() {
  return <StandIn $width="9em" $height={`${WATCH_BUTTON_HEIGHT}px`} $radius="round" />;
}
