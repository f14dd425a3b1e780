import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState.tsx';
import { MirroredBars } from './components/MirroredBars.tsx';
import { MomentumChart } from './components/MomentumChart.tsx';
import { ShotDetails } from './components/ShotDetails.tsx';
import { ShotMap } from './components/ShotMap.tsx';
import { TeamLegend } from './components/TeamLegend.tsx';
import { XgTimeline } from './components/XgTimeline.tsx';
import { defaultShot, xgTimelineModel } from './model/expected-goals.ts';
import { formatStat, statRows, type LiveStatsPage } from './model/live-stat-rows.ts';
import { axisPosition, seriesMoments } from './model/match-timeline.ts';
import { momentumModel } from './model/momentum.ts';
import { euro2020, final, laliga } from './testing/story-data.ts';
import { matchProviders } from './testing/match-providers.tsx';
import { phoneColumn } from './testing/phone-column.tsx';
import { laligaEventData } from './testing/stats-feed.ts';

/**
 * The stats charts on real answers of our feed. Brand and language come from the toolbar; the
 * stories with a play function check what a fan would read.
 */
const meta: Meta = {
  title: 'Stats/Charts',
  decorators: [phoneColumn],
};
export default meta;

function Bars({ page, match }: { page: LiveStatsPage; match: typeof laliga }) {
  const { t, i18n } = useTranslation();
  const rows = statRows(page, match.liveStats.summary).map((row) => ({
    ...row,
    label: t(`stats.${row.key}`),
    home: formatStat(row.home, row.format, i18n.language),
    away: formatStat(row.away, row.format, i18n.language),
  }));
  return <MirroredBars rows={rows} teams={match.teams} caption={t('nav.summary')} />;
}

export const LiveStatsSummary: StoryObj = {
  render: () => <Bars page="summary" match={laliga} />,
  play: async ({ canvasElement }) => {
    // Barcelona 25 shots, Alavés 3 (StatsBomb).
    const row = canvasElement.querySelector('[data-stat="shots"]');
    await expect(row?.textContent).toBe('25Shots3');
  },
};

export const LiveStatsDiscipline: StoryObj = { render: () => <Bars page="discipline" match={euro2020} /> };

function Momentum({ match }: { match: typeof laliga }) {
  const model = useMemo(() => momentumModel(match.liveStats.momentum, match.incidents), [match]);
  return (
    <>
      <TeamLegend teams={match.teams} />
      <MomentumChart model={model} teams={match.teams} />
    </>
  );
}

export const MomentumTurkeyItaly: StoryObj = {
  render: () => <Momentum match={euro2020} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-marker="goal"][data-side="away"]')).toHaveLength(3);
  },
};

export const MomentumBarcelonaAlaves: StoryObj = { render: () => <Momentum match={laliga} /> };

export const MomentumFirstMinutes: StoryObj = {
  name: 'Momentum, 12 minutes in (the axis keeps both halves)',
  render: () => (
    <Momentum match={{ ...laliga, liveStats: { ...laliga.liveStats, momentum: laliga.liveStats.momentum.slice(0, 12) }, incidents: [] }} />
  ),
};

export const MomentumFinalMarkers: StoryObj = {
  name: 'Momentum markers of the 2022 final (no pressure series: the feed has no event data for it)',
  // The column of a 320 px phone: 256 px beside the side header.
  render: () => (
    <div style={{ width: 256 }}>
      <Momentum match={{ ...final, liveStats: { ...laliga.liveStats, momentum: [] } }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Mbappé's goals in the 80th and 81st minutes: two balls side by side would overlap at 320 px.
    const boxes = [...canvasElement.querySelectorAll('[data-marker]')].map((marker) => marker.getBoundingClientRect());
    await expect(boxes).toHaveLength(6);
    const meeting = boxes.flatMap((box, index) =>
      boxes
        .slice(index + 1)
        .filter(
          (other) =>
            Math.min(box.right, other.right) > Math.max(box.left, other.left) &&
            Math.min(box.bottom, other.bottom) > Math.max(box.top, other.top),
        ),
    );
    await expect(meeting).toEqual([]);
    // The text alternative still names each goal.
    await expect(within(canvasElement).getByText("Goal 81' Mbappé (France)")).toBeInTheDocument();
    // Extra time on the axis: 120' ends it.
    await expect([...canvasElement.querySelectorAll('[data-chart-tick]')].map((tick) => tick.textContent)).toContain("120'");
  },
};

function Xg({ match }: { match: typeof laliga }) {
  const { i18n } = useTranslation();
  const { shots, momentum } = match.liveStats;
  const played = seriesMoments(momentum);
  const model = xgTimelineModel(shots, played);
  const [chosen, setChosen] = useState(defaultShot(shots)?.id);
  const selected = shots.find((shot) => shot.id === chosen);
  return (
    <>
      <TeamLegend teams={match.teams} />
      <XgTimeline model={model} teams={match.teams} end={axisPosition(model.axis, played.at(-1)!)} language={i18n.language} />
      <ShotMap shots={shots} teams={match.teams} selectedId={chosen} onSelect={setChosen} language={i18n.language} />
      {selected ? <ShotDetails shot={selected} teams={match.teams} language={i18n.language} /> : null}
    </>
  );
}

export const XgBarcelonaAlaves: StoryObj = {
  decorators: [matchProviders(laligaEventData)],
  render: () => <Xg match={laliga} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="shot-map"] [data-outcome="goal"]')).toHaveLength(3);
    await expect(within(canvasElement).getByTestId('shot-details').textContent).toContain('Lionel Messi');
  },
};

// No colours recorded for this match in the stories: the sides keep the brand's colours.
export const XgTurkeyItaly: StoryObj = { decorators: [matchProviders()], render: () => <Xg match={euro2020} /> };

function NoData() {
  const { t } = useTranslation();
  return <EmptyState title={t('empty.noResult')} />;
}

export const EmptyBeforeKickOff: StoryObj = {
  name: 'Empty: no live stats before kick-off',
  render: () => <NoData />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toHaveAttribute('role', 'status');
  },
};
