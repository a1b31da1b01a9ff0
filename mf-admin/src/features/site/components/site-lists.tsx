import type { MediaFile } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { SITE_LIST_MAX } from '@kanat/shared/rules';
import { Button, Icon, IconButton, PlainList } from '@kanat/shared/ui';
import { moveItem, TextArea, TextField } from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import { FieldRow, UploadField } from '../../../ui';

// The site information's two lists, each row edited in place: the label cards under the
// slider and the sponsors.

const texts = messages.adminContent.site;

/** One sponsor: its name, its address and its logo (none until one is uploaded). */
export interface SponsorRow {
  key: string;
  name: string;
  url: string;
  image: MediaFile | null;
}

/** One label card: a title and a short text. */
export interface LabelRow {
  key: string;
  title: string;
  text: string;
}

const List = styled(PlainList)`
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
`;

let rowCounter = 0;
/** A key for a row added here, unique on the page. */
export const newKey = () => `satir-${++rowCounter}`;

/** The label cards, at most SITE_LIST_MAX. */
export function LabelsEditor({
  labels,
  onChange,
}: {
  labels: LabelRow[];
  onChange: (labels: LabelRow[]) => void;
}) {
  const setLabels = onChange;
  return (
    <>
      <List as="ol" $gap="md" aria-label={texts.labels}>
        {labels.map((label, index) => (
          <li key={label.key}>
            <TextField
              label={fill(texts.labelTitle, { index: index + 1 })}
              value={label.title}
              onChange={(e) =>
                setLabels(labels.map((l, i) => (i === index ? { ...l, title: e.target.value } : l)))
              }
            />
            <TextArea
              rows={2}
              label={fill(texts.labelText, { index: index + 1 })}
              value={label.text}
              onChange={(e) =>
                setLabels(labels.map((l, i) => (i === index ? { ...l, text: e.target.value } : l)))
              }
            />
            <Tools>
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => setLabels(labels.filter((_, i) => i !== index))}
              >
                {fill(texts.removeLabel, { index: index + 1 })}
              </Button>
            </Tools>
          </li>
        ))}
      </List>
      <Button
        $variant="secondary"
        disabled={labels.length >= SITE_LIST_MAX}
        onClick={() => setLabels([...labels, { key: newKey(), title: '', text: '' }])}
      >
        {texts.addLabel}
      </Button>
    </>
  );
}

/** The sponsors, in the order the site shows them, at most SITE_LIST_MAX. */
export function SponsorsEditor({
  sponsors,
  onChange,
}: {
  sponsors: SponsorRow[];
  onChange: (sponsors: SponsorRow[]) => void;
}) {
  const setSponsors = onChange;
  const setSponsor = (index: number, change: Partial<SponsorRow>) =>
    setSponsors(sponsors.map((s, i) => (i === index ? { ...s, ...change } : s)));

  return (
    <>
      <List as="ol" $gap="md" aria-label={texts.sponsors}>
        {sponsors.map((sponsor, index) => {
          const n = index + 1;
          return (
            <li key={sponsor.key} data-testid="sponsor-row">
              <FieldRow>
                <TextField
                  label={fill(texts.sponsorName, { index: n })}
                  value={sponsor.name}
                  onChange={(e) => setSponsor(index, { name: e.target.value })}
                />
                <TextField
                  label={fill(texts.sponsorUrl, { index: n })}
                  value={sponsor.url}
                  inputMode="url"
                  onChange={(e) => setSponsor(index, { url: e.target.value })}
                />
              </FieldRow>
              <UploadField
                label={fill(texts.sponsorImage, { index: n })}
                purpose="sponsor"
                value={sponsor.image}
                onChange={(image) => setSponsor(index, { image })}
              />
              <Tools>
                <IconButton
                  aria-label={`${texts.moveUp}: ${fill(texts.sponsorName, { index: n })}`}
                  disabled={index === 0}
                  onClick={() => setSponsors(moveItem(sponsors, index, index - 1))}
                >
                  <Icon name="chevron-up" size={20} />
                </IconButton>
                <IconButton
                  aria-label={`${texts.moveDown}: ${fill(texts.sponsorName, { index: n })}`}
                  disabled={index === sponsors.length - 1}
                  onClick={() => setSponsors(moveItem(sponsors, index, index + 1))}
                >
                  <Icon name="chevron-down" size={20} />
                </IconButton>
                <Button
                  $variant="ghost"
                  $size="sm"
                  onClick={() => setSponsors(sponsors.filter((_, i) => i !== index))}
                >
                  {fill(texts.removeSponsor, { index: n })}
                </Button>
              </Tools>
            </li>
          );
        })}
      </List>
      <Button
        $variant="secondary"
        disabled={sponsors.length >= SITE_LIST_MAX}
        onClick={() =>
          setSponsors([...sponsors, { key: newKey(), name: '', url: '', image: null }])
        }
      >
        {texts.addSponsor}
      </Button>
    </>
  );
}
