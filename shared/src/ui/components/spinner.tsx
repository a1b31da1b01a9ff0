import { messages } from '@kanat/shared/i18n';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number; $inverse?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid
    ${({ theme, $inverse }) => ($inverse ? theme.colors.onBrandBorder : theme.colors.tealSoft)};
  border-top-color: ${({ theme, $inverse }) =>
    $inverse ? theme.colors.textInverse : theme.colors.teal};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Diameter in px; defaults to 32. */
  size?: number;
  /** White ring for dark backgrounds. */
  inverse?: boolean;
  /** Accessible label; defaults to 'Yükleniyor...'. */
  label?: string;
}

/** A spinning ring announced to screen readers as a loading status. */
export function Spinner({ size = 32, inverse, label = messages.common.loading }: SpinnerProps) {
  return <Ring role="status" aria-label={label} $size={size} $inverse={inverse} />;
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 160px;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

/** A spinner centred in a block, with the loading text under it: for Suspense fallbacks. */
export function LoadingBlock({ label = messages.common.loading }: { label?: string }) {
  return (
    <Centre>
      <Spinner size={40} label={label} />
      <span aria-hidden="true">{label}</span>
    </Centre>
  );
}
