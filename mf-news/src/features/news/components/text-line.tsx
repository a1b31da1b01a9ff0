import { Skeleton } from '@kanat/shared/ui';
import styled from 'styled-components';

const Line = styled(Skeleton)`
  display: inline-block;
  vertical-align: top;
`;

/**
 * A grey stand-in for one line of text: an inline block around a no-break space is exactly
 * as tall as the text it stands for, in whatever element it is put.
 */
export function TextLine({ width }: { width: string }) {
  return (
    <Line $width={width} $height="auto">
      {'\u00a0'}
    </Line>
  );
}
