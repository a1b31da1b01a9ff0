import { serverMessage } from '@kanat/shared/api';
import { formatDate } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { erasure as texts } from '@kanat/shared/i18n/lazy';
import { getMfaToken } from '@kanat/shared/security';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FormAlert, FormStack } from '../../../components/form-page';
import { secondFactorMessage } from '../../../lib/errors';
import { releaseAfterSignOut, stayAfterSignOut } from '../../../lib/stay-after-sign-out';
import { type EraseMyAccountResult, eraseMyAccount } from '../api/erase-my-account';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    line-height: 1.6;
  }
`;

const Done = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.md}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    line-height: 1.6;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg}px;
    line-height: 1.6;
  }
`;

/** The word typed, as the server compares it: trimmed, upper-cased the Turkish way. */
const confirmed = (word: string) => word.trim().toLocaleUpperCase('tr') === texts.confirmWord;

/** A second-factor failure's text, else the server's refusal (e.g. a sale still led). */
const eraseErrorMessage = (error: unknown): string =>
  secondFactorMessage(error) ?? serverMessage(error, messages.common.unknownError);

/** What was erased, what is kept under which pseudonym and until when. */
function ErasureDone({ result }: { result: EraseMyAccountResult }) {
  const box = useRef<HTMLElement>(null);
  // The form (and the button pressed) is gone: the outcome takes the focus.
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <Done ref={box} tabIndex={-1} aria-labelledby="erase-done-title" data-testid="erase-done">
      <h3 id="erase-done-title">{texts.doneTitle}</h3>
      <p>
        {fill(texts.doneText, {
          until: formatDate(result.keptUntil),
          pseudonym: result.pseudonym,
        })}
      </p>
      <h4>{texts.keptTitle}</h4>
      <ul>
        {result.kept.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Done>
  );
}

/**
 * "Hesabımı sil" on /hesabim/verilerim (KVKK md. 7): the member types the word, passes this
 * device's second factor and the server erases the account. The outcome stays on the page
 * while the session ends, as after logging out.
 */
export function EraseAccountSection() {
  const { reload } = useSession();
  const { pathname } = useLocation();
  const [word, setWord] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<EraseMyAccountResult | null>(null);

  // Once the page goes, a guest at its address is sent to login again.
  useEffect(() => releaseAfterSignOut, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!confirmed(word)) {
      setMismatch(true);
      return;
    }
    setBusy(true);
    try {
      // The same second factor as a password change: this device's key, or a code by SMS.
      const mfaToken = await getMfaToken();
      const done = await eraseMyAccount({ confirm: word.trim(), mfaToken });
      setResult(done);
    } catch (error) {
      setFailure(eraseErrorMessage(error));
      return;
    } finally {
      setBusy(false);
    }
    // The server ended the sessions and cleared the cookie; the site learns it as after a
    // logout, while this page stays to show the outcome.
    stayAfterSignOut(pathname);
    try {
      await reload();
    } catch (error) {
      console.error('session reload failed', error);
    }
  };

  if (result) return <ErasureDone result={result} />;
  return (
    <Box aria-labelledby="erase-account-title" data-testid="erase-account">
      <h3 id="erase-account-title">{texts.title}</h3>
      <p>{texts.intro}</p>
      <p>{texts.deleted}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.confirmLabel}
          value={word}
          onChange={(event) => {
            setWord(event.target.value);
            setMismatch(false);
          }}
          error={mismatch ? texts.confirmMismatch : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="erase-confirm"
        />
        {failure ? <FormAlert data-testid="erase-error">{failure}</FormAlert> : null}
        <Button type="submit" $variant="danger" disabled={busy} data-testid="erase-submit">
          {busy ? texts.working : texts.submit}
        </Button>
      </FormStack>
    </Box>
  );
}
