import type { SiteInfo } from '@kanat/shared/api';
import { fill, messages } from '@kanat/shared/i18n';
import { LinkButton, media, PageSection } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useState } from 'react';
import styled from 'styled-components';

type GuideId = 'bid' | 'ask';

interface Step {
  /** Position in the guide, 1 to 3: stays with the step when an empty one drops out. */
  n: number;
  title: string;
  text: string;
}

const ORDINALS = ['one', 'two', 'three'] as const;

/** The three steps of one guide from site info; steps with neither title nor text drop out. */
export function guideSteps(info: SiteInfo, guide: GuideId): Step[] {
  const prefix = guide === 'bid' ? 'how_to_bid_step' : 'how_to_ask_step';
  return ORDINALS.map((ordinal, i) => ({
    n: i + 1,
    title: info[`${prefix}_${ordinal}_title`],
    text: info[`${prefix}_${ordinal}`],
  })).filter((s) => s.title || s.text);
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.up('auctionPhotos')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StepCard = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StepNumber = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StepTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const StepText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

function StepList({ steps }: { steps: Step[] }) {
  return (
    <Steps>
      {steps.map((s, i) => (
        <StepCard key={s.n}>
          <StepNumber>{fill(messages.home.step, { n: i + 1 })}</StepNumber>
          {s.title ? <StepTitle>{s.title}</StepTitle> : null}
          {s.text ? <StepText>{s.text}</StepText> : null}
        </StepCard>
      ))}
    </Steps>
  );
}

const AskAction = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

/** Where a member asks to sell a pigeon (mf-account); signed-out visitors are sent to sign in. */
export const SALE_REQUEST_PATH = '/hesabim/satis-talepleri';

/** The tabbed how-to-bid / how-to-post guide of SPEC §2, three steps each. */
export function HowToGuide({ info }: { info: SiteInfo }) {
  const [tab, setTab] = useState<GuideId>('bid');
  const bid = guideSteps(info, 'bid');
  const ask = guideSteps(info, 'ask');
  if (bid.length === 0 && ask.length === 0) return null;
  return (
    <PageSection data-testid="how-to-guide">
      <Tabs<GuideId>
        value={tab}
        onChange={setTab}
        items={[
          { id: 'bid', label: messages.home.howToBidTab, content: <StepList steps={bid} /> },
          {
            id: 'ask',
            label: messages.home.howToAskTab,
            content: (
              <>
                <StepList steps={ask} />
                {/* Selling starts with a sale request from the account area, not a phone call. */}
                <AskAction>
                  <LinkButton $variant="primary" to={SALE_REQUEST_PATH}>
                    {messages.saleRequests.guideLink}
                  </LinkButton>
                </AskAction>
              </>
            ),
          },
        ]}
      />
    </PageSection>
  );
}
