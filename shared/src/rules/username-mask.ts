/** What stands for the hidden letters: always three, so the mask does not tell the length. */
export const MASK_FILL = '•••';

/**
 * A username as the public sees it on a finished auction: the first two and the
 * last one or two letters stay, never more than half of the name, so a winner can recognise
 * themselves without the site naming them to everyone. Names under six letters keep only the
 * first ('ali' -> 'a•••'); a one-letter or empty name shows nothing of itself. Letters are
 * counted as code points, so Turkish letters and other non-ASCII never split.
 *
 *   ahmetyilmaz -> ah•••az   kartal -> ka•••l   deniz -> d•••
 */
export function maskUsername(name: string): string {
  const letters = Array.from(name.trim());
  const shown = Math.floor(letters.length / 2);
  if (shown === 0) return MASK_FILL;
  // Two at the start and two at the end once that is no more than half; then one at the end.
  const [head, tail] = shown >= 4 ? [2, 2] : shown === 3 ? [2, 1] : [1, 0];
  return `${letters.slice(0, head).join('')}${MASK_FILL}${letters.slice(letters.length - tail).join('')}`;
}
