import { fill, messages } from '@kanat/shared/i18n/full';
import { BANNER_MESSAGE_MAX, type BannerColor, bannerColors } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { TextArea } from '@kanat/shared/ui/controls';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { ButtonRow, FormSection, Notice, notify, PageHeader, usePendingAction } from '../../../ui';
import { getBanner } from '../api/get-banner';
import { setBanner } from '../api/set-banner';

const texts = messages.adminContent.banner;
const bannerKey = ['admin', 'banner'] as const;

/** The theme colour each banner colour shows in (as the site's top banner paints it). */
const swatch: Record<BannerColor, keyof DefaultTheme['colors']> = {
  blue: 'info',
  green: 'success',
  orange: 'warning',
  red: 'danger',
};

const Preview = styled.div<{ $color: BannerColor }>`
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $color }) => theme.colors[swatch[$color]]};
  color: #fff;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow-wrap: anywhere;
`;

const Colors = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    min-height: 44px;
  }
`;

const Dot = styled.span<{ $color: BannerColor }>`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.colors[swatch[$color]]};
`;

const isColor = (value: string | null): value is BannerColor =>
  (bannerColors as readonly string[]).includes(value ?? '');

function BannerForm({ message, color }: { message: string | null; color: string | null }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(message ?? '');
  const [tone, setTone] = useState<BannerColor>(isColor(color) ? color : 'blue');
  const [problem, setProblem] = useState<string | null>(null);
  const action = usePendingAction();

  const send = async (next: string | null) => {
    if (next !== null) {
      const clean = next.trim();
      const found =
        clean === ''
          ? texts.required
          : clean.length > BANNER_MESSAGE_MAX
            ? fill(texts.tooLong, { max: BANNER_MESSAGE_MAX })
            : null;
      setProblem(found);
      if (found) return;
    }
    const ok = await action.run(async () => {
      const saved = await setBanner(next === null ? null : next.trim(), tone);
      queryClient.setQueryData(bannerKey, saved);
    });
    if (ok) notify.success(next === null ? texts.cleared : texts.saved);
  };

  return (
    <>
      <FormSection title={texts.current}>
        {message ? (
          <Preview $color={isColor(color) ? color : 'blue'} data-testid="banner-current">
            {message}
          </Preview>
        ) : (
          <p>{texts.none}</p>
        )}
      </FormSection>
      <FormSection title={texts.title}>
        <TextArea
          label={texts.messageLabel}
          hint={fill(texts.messageHint, { max: BANNER_MESSAGE_MAX })}
          rows={3}
          maxLength={BANNER_MESSAGE_MAX}
          value={text}
          error={problem ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Colors aria-label={texts.colorLegend}>
          {bannerColors.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="banner-color"
                value={value}
                checked={tone === value}
                onChange={() => setTone(value)}
              />
              <Dot $color={value} aria-hidden="true" />
              {texts.colors[value]}
            </label>
          ))}
        </Colors>
        <div>
          <strong>{texts.preview}</strong>
          <Preview $color={tone} data-testid="banner-preview" data-color={tone}>
            {text.trim() || texts.emptyPreview}
          </Preview>
        </div>
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
        <ButtonRow>
          <Button disabled={action.pending} onClick={() => void send(text)}>
            {texts.save}
          </Button>
          <Button
            $variant="secondary"
            disabled={action.pending || !message}
            onClick={() => {
              setText('');
              void send(null);
            }}
          >
            {texts.clear}
          </Button>
        </ButtonRow>
      </FormSection>
    </>
  );
}

/** /yonetim/duyuru: the site-wide banner, its colour, and clearing it. */
export function BannerPage() {
  const query = useQuery({ queryKey: bannerKey, queryFn: () => getBanner() });
  return (
    <section data-testid="admin-banner-page">
      <PageHeader title={texts.title} description={texts.description} />
      {query.isPending ? <LoadingBlock /> : null}
      {query.isError ? (
        <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? <BannerForm {...query.data} /> : null}
    </section>
  );
}
