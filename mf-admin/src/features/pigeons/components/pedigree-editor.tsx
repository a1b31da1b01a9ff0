import type { AdminPigeonDetail, PedigreeChart } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { pedigree as texts } from '@kanat/shared/i18n/lazy';
import {
  PEDIGREE_GENERATIONS,
  PEDIGREE_PATHS,
  type PedigreeField,
  pedigreeGeneration,
  pedigreePlace,
  validatePedigree,
} from '@kanat/shared/rules';
import { Button, VisuallyHidden } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FormSection, Notice, notify, StatusBadge, usePendingAction } from '../../../ui';
import { type PedigreeRefusal, pedigreeRefusal, savePedigree } from '../api/save-pedigree';

const Generation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

const GenerationTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

// `min(100%, …)` keeps a column from outgrowing a phone's width (no sideways scroll at 390 px).
const Places = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Place = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  align-content: start;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const PlaceTitle = styled.legend`
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Linked = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

type Entry = Record<PedigreeField, string>;

const blank: Entry = { ring: '', name: '', colour: '', note: '' };

const fields: { field: PedigreeField; label: string }[] = [
  { field: 'ring', label: texts.ring },
  { field: 'name', label: texts.name },
  { field: 'colour', label: texts.colour },
  { field: 'note', label: texts.note },
];

const generations = Array.from({ length: PEDIGREE_GENERATIONS }, (_, index) => index + 1);

/** Parents and grandparents are always open; a deeper generation opens on asking or with data. */
const ALWAYS_SHOWN = 2;

const noProblems: PedigreeRefusal = { places: {} };

function entriesOf(chart: PedigreeChart): Record<string, Entry> {
  return Object.fromEntries(
    chart.ancestors.map(({ path, ring, name, colour, note }) => [
      path,
      { ring, name, colour, note },
    ]),
  );
}

/** The deepest generation that holds something (an ancestor, a problem), at least ALWAYS_SHOWN. */
function deepest(paths: Iterable<string>): number {
  return Math.max(ALWAYS_SHOWN, ...[...paths].map(pedigreeGeneration));
}

/**
 * A pigeon's pedigree on its console page: the bloodline and up to four generations of
 * ancestors, one card per place, checked by the shared rule before the call (each field's
 * problem beside it, the server's refusals too) and saved as the whole tree.
 */
export function PedigreeEditor({ pigeon }: { pigeon: AdminPigeonDetail }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<PedigreeChart>(pigeon.pedigreeChart);
  const [bloodline, setBloodline] = useState(pigeon.pedigreeChart.bloodline);
  const [entries, setEntries] = useState(() => entriesOf(pigeon.pedigreeChart));
  const [shown, setShown] = useState(() =>
    deepest(pigeon.pedigreeChart.ancestors.map((ancestor) => ancestor.path)),
  );
  const [problems, setProblems] = useState<PedigreeRefusal>(noProblems);
  const action = usePendingAction();
  const titleId = useId();

  const change = (path: string, field: PedigreeField, value: string) => {
    setEntries((current) => ({
      ...current,
      [path]: { ...(current[path] ?? blank), [field]: value },
    }));
  };

  // A problem in a generation not yet open (a server refusal can name any place) opens it.
  const show = (found: PedigreeRefusal) => {
    setProblems(found);
    setShown((current) => Math.max(current, deepest(Object.keys(found.places))));
  };

  /** The stored link stays marked while its ring number is the one it was linked by. */
  const linkAt = (path: string) => {
    const ancestor = stored.ancestors.find((a) => a.path === path);
    return (
      ancestor !== undefined &&
      ancestor.linkedPigeonId !== null &&
      (entries[path]?.ring ?? '').trim() === ancestor.ring
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePedigree({
      bloodline,
      ancestors: Object.entries(entries).map(([path, entry]) => ({ path, ...entry })),
    });
    if (!checked.ok) {
      show({ places: checked.places, bloodline: checked.bloodline });
      if (Object.keys(checked.places).length === 0 && checked.bloodline === undefined) {
        notify.error(checked.message);
      }
      return;
    }
    setProblems(noProblems);
    await action.run(async () => {
      let chart: PedigreeChart;
      try {
        chart = await savePedigree({ pigeonId: pigeon.id, ...checked.value });
      } catch (failure) {
        const refusal = pedigreeRefusal(failure);
        if (refusal) show(refusal);
        throw failure;
      }
      queryClient.setQueryData<AdminPigeonDetail>(['admin', 'pigeon', pigeon.id], (current) =>
        current ? { ...current, bloodline: chart.bloodline, pedigreeChart: chart } : current,
      );
      setStored(chart);
      setBloodline(chart.bloodline);
      setEntries(entriesOf(chart));
      notify.success(texts.saved);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="pedigree-editor">
      <FormSection title={texts.title} description={texts.consoleHint}>
        <TextField
          label={texts.bloodline}
          hint={texts.bloodlineHint}
          value={bloodline}
          error={problems.bloodline}
          onChange={(event) => setBloodline(event.target.value)}
        />
        {generations
          .filter((n) => n <= shown)
          .map((n) => (
            <Generation key={n} role="group" aria-labelledby={`${titleId}-${n}`}>
              <GenerationTitle id={`${titleId}-${n}`}>
                {fill(texts.generation, { n })}
              </GenerationTitle>
              <Places>
                {PEDIGREE_PATHS.filter((path) => pedigreeGeneration(path) === n).map((path) => {
                  const place = pedigreePlace(path);
                  const entry = entries[path] ?? blank;
                  return (
                    <Place key={path}>
                      <PlaceTitle>{place}</PlaceTitle>
                      {linkAt(path) ? (
                        <Linked>
                          <StatusBadge tone="info">{texts.linked}</StatusBadge>
                        </Linked>
                      ) : null}
                      {fields.map(({ field, label }) => (
                        <TextField
                          key={field}
                          label={
                            <>
                              <VisuallyHidden>{`${place}: `}</VisuallyHidden>
                              {label}
                            </>
                          }
                          value={entry[field]}
                          error={problems.places[path]?.[field]}
                          onChange={(event) => change(path, field, event.target.value)}
                        />
                      ))}
                    </Place>
                  );
                })}
              </Places>
            </Generation>
          ))}
        <Actions>
          {shown < PEDIGREE_GENERATIONS ? (
            <Button type="button" $variant="secondary" onClick={() => setShown(shown + 1)}>
              {fill(texts.showGeneration, { n: shown + 1 })}
            </Button>
          ) : null}
          <Button
            type="submit"
            $variant="primary"
            disabled={action.pending}
            aria-busy={action.pending}
          >
            {texts.save}
          </Button>
        </Actions>
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </FormSection>
    </form>
  );
}
