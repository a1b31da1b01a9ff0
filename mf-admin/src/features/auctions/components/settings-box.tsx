import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, FormSection, Notice } from '../../../ui';
import { getSettings } from '../api/get-settings';
import { saveSettings } from '../api/save-settings';
import { type SettingsFormValues, validateSettings } from '../group-rules';

const text = messages.adminAuctions;

/**
 * The auctions' settings: how long a finished group stays among the group auctions, and the
 * soft close (how far a late bid moves a lot's end).
 */
export function SettingsBox() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin-auction-settings'],
    queryFn: () => getSettings(null),
  });
  const form = useForm<SettingsFormValues>({
    resolver: ruleResolver(validateSettings),
    defaultValues: { archiveDelayDays: '', softCloseMinutes: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) {
      reset({
        archiveDelayDays: String(settings.data.archiveDelayDays),
        softCloseMinutes: String(settings.data.softCloseMinutes),
      });
    }
  }, [settings.data, reset]);
  const save = useMutation({
    mutationFn: (values: SettingsFormValues) =>
      saveSettings({
        archiveDelayDays: Number(values.archiveDelayDays.trim()),
        softCloseMinutes: Number(values.softCloseMinutes.trim()),
      }),
    onSuccess: (saved) => client.setQueryData(['admin-auction-settings'], saved),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      data-testid="archive-settings"
    >
      <FormSection title={text.settingsTitle}>
        <TextField
          label={text.archiveDelay}
          hint={text.archiveDelayHint}
          inputMode="numeric"
          error={form.formState.errors.archiveDelayDays?.message}
          disabled={!settings.data}
          {...form.register('archiveDelayDays')}
        />
        <TextField
          label={text.softClose}
          hint={text.softCloseHint}
          inputMode="numeric"
          error={form.formState.errors.softCloseMinutes?.message}
          disabled={!settings.data}
          {...form.register('softCloseMinutes')}
        />
        <div>
          <Button type="submit" $variant="secondary" disabled={save.isPending || !settings.data}>
            {text.save}
          </Button>
        </div>
        {save.isSuccess ? <Notice tone="success">{text.settingsSaved}</Notice> : null}
        {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      </FormSection>
    </form>
  );
}
