import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useEffect, useState } from 'react';

const texts = messages.adminContent.editor;

/** Whether `href` is an address a link may carry (the shared allow-list's schemes). */
export function isLinkAddress(href: string): boolean {
  return /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9 ()-]+)$/i.test(href);
}

export interface LinkDialogProps {
  open: boolean;
  /** The address of the link under the cursor, '' for none. */
  current: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address; an address without a scheme gets https://. */
export function LinkDialog({ open, current, onSave, onRemove, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setHref(current);
      setError(null);
    }
  }, [open, current]);

  const save = () => {
    const value = href.trim();
    const full = /^[a-z]+:/i.test(value) ? value : `https://${value}`;
    if (!isLinkAddress(full)) {
      setError(texts.linkInvalid);
      return;
    }
    onSave(full);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.linkTitle}
      actions={
        <ModalActions>
          {current ? (
            <Button $variant="ghost" onClick={onRemove}>
              {texts.linkRemove}
            </Button>
          ) : null}
          <Button $variant="secondary" onClick={onClose}>
            {messages.adminConsole.kit.cancel}
          </Button>
          <Button onClick={save}>{texts.linkSave}</Button>
        </ModalActions>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={texts.linkLabel}
          hint={texts.linkHint}
          value={href}
          error={error ?? undefined}
          inputMode="url"
          autoComplete="off"
          onChange={(event) => setHref(event.target.value)}
        />
      </form>
    </Modal>
  );
}
