import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import type { Incident } from '../../../contract/protocol.ts';
import type { IncidentsAnswer } from './api/parsers.ts';
import { CallsToAction } from './components/CallsToAction.tsx';
import Countdown from './components/Countdown.tsx';
import { IncidentIcon } from './components/IncidentIcon.tsx';
import { IncidentTimeline } from './components/IncidentTimeline.tsx';
import { MatchFactsList } from './components/MatchFactsList.tsx';
import MatchSummary from './components/MatchSummary.tsx';
import { ScoreHeader } from './components/ScoreHeader.tsx';
import { scorersBySide } from '../../rules/match-goals.ts';
import finalAnswer from '../../testing/answers/wc2022-final.incidents.json';

// The scoreboard's pieces with the 2022 final's real incidents (our feed's answer), in the brand and
// language of the toolbar; some stories pin the language to the longest ones, German and Greek.
const final = finalAnswer as IncidentsAnswer;
const teams = { home: 'Argentina', away: 'France' };
const codes = { home: { name: 'Argentina', code: 'ARG' }, away: { name: 'France', code: 'FRA' } };
const column = (children: ReactNode) => <Box sx={{ maxWidth: 480, p: 1.5 }}>{children}</Box>;

const meta: Meta = { title: 'Scoreboard/Pieces', parameters: { layout: 'padded' } };
export default meta;

export const FinishedFinal: StoryObj = {
  render: () =>
    column(
      <>
        <MatchSummary
          kind="postMatch"
          incidents={final.incidents}
          score={{ home: 3, away: 3 }}
          shootout={{ home: 4, away: 2 }}
          teams={teams}
          lang="en"
        />
        <ScoreHeader
          teams={codes}
          score={{ home: 3, away: 3 }}
          clock="AET"
          stageText="Finished"
          shootout={{ home: 4, away: 2 }}
          scorers={scorersBySide(final.incidents)}
        />
        <IncidentTimeline incidents={final.incidents} kicks={final.shootout!.kicks} teams={teams} />
      </>,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shootout = canvas.getByRole('region', { name: /^Penalty shoot-out/ });
    await expect(
      within(shootout)
        .getAllByRole('listitem')
        .filter((row) => row.dataset.type?.startsWith('kick')),
    ).toHaveLength(8);
    await expect(canvas.getByRole('list', { name: 'Argentina' })).toHaveTextContent("Messi 23'");
  },
};

const longNames = {
  home: { name: 'Borussia Mönchengladbach', code: 'BMG' },
  away: { name: 'Wolverhampton Wanderers Football Club', code: 'WOL' },
};
const longNameGoals: Incident[] = [
  {
    id: 'a',
    type: 'goal',
    side: 'home',
    period: 'firstHalf',
    minute: 12,
    playerName: 'Maximilian Alexander Schönfelder-Obermaier',
    score: { home: 1, away: 0 },
  },
  {
    id: 'b',
    type: 'ownGoal',
    side: 'away',
    period: 'secondHalf',
    minute: 90,
    addedMinute: 4,
    playerName: 'Christoph Kramer',
    score: { home: 1, away: 1 },
  },
  { id: 'c', type: 'secondYellowCard', side: 'home', period: 'secondHalf', minute: 88, playerName: 'Alassane Pléa' },
  { id: 'd', type: 'cancelled', side: 'away', period: 'secondHalf', minute: 70, detail: 'goalCancelled' },
];

export const LiveLongNamesInGerman: StoryObj = {
  globals: { lang: 'de' },
  render: () =>
    column(
      <>
        <ScoreHeader
          teams={longNames}
          score={{ home: 1, away: 1 }}
          clock="94:12"
          injuryTime
          stageText="Läuft"
          scorers={scorersBySide(longNameGoals)}
        />
        <IncidentTimeline incidents={longNameGoals} kicks={[]} teams={{ home: longNames.home.name, away: longNames.away.name }} />
      </>,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: longNames.away.name })).toHaveTextContent("Christoph Kramer 90+4'ET");
    await expect(canvas.getByRole('region', { name: /^Zweite Halbzeit/ })).toHaveTextContent('Tor aberkannt');
  },
};

export const PreMatchInGreek: StoryObj = {
  globals: { lang: 'el' },
  render: () =>
    column(
      <>
        <ScoreHeader
          teams={codes}
          score={null}
          clock={null}
          stageText="Πριν από την έναρξη"
          kickOff={{ time: '18:00', day: 'Κυριακή 18 Δεκεμβρίου UTC' }}
          scorers={{ home: [], away: [] }}
        />
        <Countdown kickOffMs={Date.now() + ((1 * 24 + 2) * 3600 + 3 * 60) * 1000 + 500} />
      </>,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown-days')).toHaveTextContent('01ημέρες');
    await expect(canvas.queryByText(/\d+ - \d+/)).toBeNull();
  },
};

export const NothingHappenedYet: StoryObj = {
  render: () =>
    column(<ScoreHeader teams={codes} score={{ home: 0, away: 0 }} clock="00:40" stageText="In play" scorers={{ home: [], away: [] }} />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const NoScoreYet: StoryObj = {
  name: 'No score from the feed yet (dashes)',
  render: () =>
    column(
      <ScoreHeader teams={codes} score={{ home: '-', away: '-' }} clock="- -:- -" stageText={null} scorers={{ home: [], away: [] }} />,
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('- - -')).toBeInTheDocument();
  },
};

const allTypes: Incident['type'][] = [
  'goal',
  'ownGoal',
  'penaltyGoal',
  'penaltyMiss',
  'yellowCard',
  'secondYellowCard',
  'redCard',
  'substitution',
  'var',
  'cancelled',
];

export const IncidentIcons: StoryObj = {
  render: () =>
    column(
      <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 1 }}>
        {[...allTypes, 'kickScored' as const, 'kickMissed' as const].map((type) => (
          <Box component="li" key={type} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <IncidentIcon type={type} />
            <span>{type}</span>
          </Box>
        ))}
      </Box>,
    ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(12);
  },
};

export const CallsToActionAndFacts: StoryObj = {
  render: () => (
    <MemoryRouter initialEntries={['/scoreboard?eventId=wc2022-final&lang=en']}>
      {column(
        <>
          <CallsToAction offered={['seeMatchStats', 'seeXg', 'seePlayerStats', 'seeOtherGames', 'seeHighlights']} />
          <MatchFactsList
            facts={{ venue: { name: 'Lusail Stadium', city: 'Lusail' }, referee: 'Szymon Marciniak', attendance: 88966 }}
            lang="en"
          />
        </>,
      )}
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'See xG' })).toHaveAttribute('href', '/stats/live-stats/xg?eventId=wc2022-final&lang=en');
    await expect(canvas.getByTestId('match-facts')).toHaveTextContent('88,966');
  },
};
