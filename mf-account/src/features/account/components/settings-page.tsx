import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Card, Checkbox } from '@kanat/shared/ui';
import { useState } from 'react';
import { setBidNoticeOptOut } from '../api/set-bid-notice-opt-out';
import { useMe } from '../hooks/use-me';
import { MeLoader } from './me-loader';

function OptOutToggle({ initial }: { initial: boolean }) {
  const [checked, setChecked] = useState(initial);
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    // Optimistic, rolled back when the server refuses.
    setChecked(next);
    setSaving(true);
    try {
      await setBidNoticeOptOut(next);
      toast(messages.account.settingsSaved, 'green');
    } catch {
      setChecked(!next);
      toast(messages.account.settingsFailed, 'red');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Checkbox
      name="dontSendBidSuperseeded"
      label={messages.account.dontSendBidSuperseeded}
      checked={checked}
      disabled={saving}
      onChange={(e) => void change(e.target.checked)}
    />
  );
}

/** /hesabim/acik-arttirma-ayarlari: the outbid-notice opt-out. */
export function SettingsPage() {
  const { state, reload } = useMe();
  return (
    <MeLoader state={state} reload={reload}>
      {(me) => (
        <Card $padded data-testid="account-settings">
          <OptOutToggle initial={me.settings.dontSendBidSuperseeded} />
        </Card>
      )}
    </MeLoader>
  );
}
