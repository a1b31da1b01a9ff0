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

/** The archive delay: how long a finished group stays among the group auctions. */
export function SettingsBox() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin-auction-settings'],
    queryFn: () => getSettings(null),
  });
  const form = useForm<SettingsFormValues>({
    resolver: ruleResolver(validateSettings),
    defaultValues: { archiveDelayDays: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) reset({ archiveDelayDays: String(settings.data.archiveDelayDays) });
  }, [settings.data, reset]);
  const save = useMutation({
    mutationFn: (values: SettingsFormValues) =>
      saveSettings({ archiveDelayDays: Number(values.archiveDelayDays) }),
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
