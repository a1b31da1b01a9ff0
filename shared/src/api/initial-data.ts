/**
 * Answers the server wrote into the page it sent (`<script type="application/json"
 * id="km-initial">`, keyed by API path), so the first render needs no round trip for them.
 * Each answer is used once: a later load of the same path asks the network, so nothing
 * stays stale for the life of the tab.
 */
let initial: Record<string, unknown> | null = null;

let serverAnswers: (() => Readonly<Record<string, unknown>> | null) | null = null;

/**
 * For the server's first render of a page (server/src/modules/web/ssr.ts): where the answers
 * the page will carry are read while the server renders, so it draws what the browser's
 * first render draws from `km-initial`. A function, as the server renders several pages at
 * once and each has its own answers. The browser never calls this.
 */
export function setServerInitialAnswers(
  read: (() => Readonly<Record<string, unknown>> | null) | null,
): void {
  serverAnswers = read;
}

function readInitial(): Record<string, unknown> {
  if (typeof document === 'undefined' && serverAnswers) {
    // A copy: the server's answers are read by every render pass, never used up.
    return { ...serverAnswers() };
  }
  if (initial) return initial;
  initial = {};
  if (typeof document === 'undefined') return initial;
  const text = document.getElementById('km-initial')?.textContent;
  if (!text) return initial;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      initial = parsed as Record<string, unknown>;
    }
  } catch {
    // A broken block only costs the round trip it would have saved.
  }
  return initial;
}

/** The page's answer for `path`, once; undefined when the page has none (or it was used). */
export function takeInitialAnswer(path: string): unknown {
  const answers = readInitial();
  if (!(path in answers)) return undefined;
  const answer = answers[path];
  delete answers[path];
  return answer;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetInitialAnswers(): void {
  initial = null;
}
