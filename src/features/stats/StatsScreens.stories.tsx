import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import type { PagePath } from '../../../contract/pages.ts';
import type { Stage } from '../../../contract/protocol.ts';
import { FeedConfigProvider } from '../../lib/api/feed-context.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import * as endpoints from '../../../contract/endpoints.ts';
import { analyticsAnswerKey, answerKey } from '../../lib/api/feed-answer.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import StatsPage from './StatsPage.tsx';
import gqlPlayerAssistant from './testing/laliga.gql-player-assistant.json';
import gqlPlayerSeason from './testing/laliga.gql-player-season.json';
import gqlTeamAssistant from './testing/laliga.gql-team-assistant.json';
import seasonAt70 from './testing/laliga.season_avg-70.json';
import { laliga, laligaEventData } from './testing/stats-feed.ts';

/**
 * The stats tables, the player detail and the assistants with our feed's real answers for
 * Barcelona 3-0 Alavés (StatsBomb) already in the query cache: what a fan sees, offline. Brand and
 * language come from the toolbar; some stories pin a light brand, German or Greek.
 */
const eventId = 'laliga-2018-19-bar-ala';
const feedOrigin = 'http://feed.invalid';
const dbsAuth = {
  outlet: 'demo-outlet',
  token: 'demo-analytics-token',
  homeId: 'barcelona',
  awayId: 'deportivo-alaves',
  competitionId: 'laliga-2018-19',
  eventId,
};

interface Answers {
  stage?: Stage;
  playerStats?: unknown;
  seasonAverages?: unknown;
  /** Analytics answers' `data`, by operation and variables as the screens ask them. */
  analytics?: { operation: string; variables: Record<string, unknown>; data: unknown }[];
}

const assistantDefaults = { eventId, event: 'GOALS', threshold: 0.5, matches: 6 };
const laligaAnswers: Answers = {
  playerStats: laliga.playerStats,
  seasonAverages: laliga.seasonAverages,
  analytics: [
    { operation: 'SeasonPlayerStats', variables: { eventId }, data: gqlPlayerSeason.data },
    { operation: 'playerAssistant', variables: { ...assistantDefaults, team: 'BOTH' }, data: gqlPlayerAssistant.data },
    { operation: 'teamAssistant', variables: assistantDefaults, data: gqlTeamAssistant.data },
  ],
};

function StatsStory({ path, answers }: { path: PagePath; answers: Answers }) {
  const { i18n } = useTranslation();
  const lang: Language = resolveLanguage(i18n.language);
  const [client] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, refetchInterval: false } },
    });
    const stage = answers.stage ?? 'played';
    queryClient.setQueryData(queryKeys.eventData(eventId, lang), { eventId, status: stage, ...laligaEventData });
    queryClient.setQueryData(queryKeys.eventStatus(eventId, ''), { status: stage, periods: [] });
    queryClient.setQueryData(answerKey(endpoints.eventSettings, eventId, lang), { dbs: true });
    queryClient.setQueryData(answerKey(endpoints.dbsAuth, eventId, lang), dbsAuth);
    if (answers.playerStats) queryClient.setQueryData(answerKey(endpoints.playerStats, eventId, lang), answers.playerStats);
    if (answers.seasonAverages) queryClient.setQueryData(answerKey(endpoints.seasonAverages, eventId, lang), answers.seasonAverages);
    for (const { operation, variables, data } of answers.analytics ?? [])
      queryClient.setQueryData(analyticsAnswerKey(eventId, operation, variables), data);
    return queryClient;
  });
  return (
    <FeedConfigProvider value={{ origin: feedOrigin, socketBase: 'ws://feed.invalid' }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`${path}?eventId=${eventId}&lang=${lang}`]}>
          <StatsPage path={path} />
        </MemoryRouter>
      </QueryClientProvider>
    </FeedConfigProvider>
  );
}

type Story = StoryObj;
const meta: Meta = { title: 'Stats/Screens' };
export default meta;

const story = (path: PagePath, answers: Answers, extra: Partial<Story> = {}): Story => ({
  render: () => <StatsStory path={path} answers={answers} />,
  ...extra,
});
/** Players go by the names the line-ups give. */
const messi = 'Lionel Messi';
const openMessi: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: messi }));
  await expect(await canvas.findByRole('heading', { level: 2, name: messi })).toHaveFocus();
};

export const PlayerStatsTable = story('/stats/player-stats', laligaAnswers, {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByTestId('player-stats');
    // Most xG first: Messi, 0.99 from 8 shots (StatsBomb).
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(messi);
  },
});
export const PlayerStatsDisciplineJapanese = story('/stats/player-stats', laligaAnswers, {
  globals: { lang: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('player-stats');
    await userEvent.click(canvas.getByRole('button', { name: '規律' }));
    // Fouls, yellow and red cards, sorted by fouls: Jony and Manu García, 3 each.
    await expect(within(table).getByRole('columnheader', { name: 'イエローカード' })).toHaveTextContent('警告');
    await expect(table.querySelector('th[aria-sort]')).toHaveAccessibleName('ファウル');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Jony');
  },
});
export const PlayerStatsTableGreekLight = story('/stats/player-stats', laligaAnswers, { globals: { brand: 'DEFAULT_LIGHT', lang: 'el' } });
export const PlayerStatsEmpty = story(
  '/stats/player-stats',
  { ...laligaAnswers, playerStats: { players: [] } },
  {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByTestId('empty-state')).toBeInTheDocument();
    },
  },
);

export const PlayerDetailMessi = story('/stats/player-stats', laligaAnswers, {
  play: async (context) => {
    await openMessi(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByTestId('heat-map-summary')).toHaveTextContent(
      'Most touches in the right wing of the attacking third: 27% of 114.',
    );
    await expect(canvas.getByTestId('shot-map').querySelectorAll('[data-outcome="goal"]')).toHaveLength(2);
  },
});
export const PlayerDetailMessiLight = story('/stats/player-stats', laligaAnswers, { globals: { brand: 'DEFAULT_LIGHT' }, play: openMessi });
export const PlayerDetailMessiDarkOperator = story('/stats/player-stats', laligaAnswers, {
  globals: { brand: 'MIDNIGHT_MARKET' },
  play: openMessi,
});
export const PlayerDetailMessiGerman = story('/stats/player-stats', laligaAnswers, { globals: { lang: 'de' }, play: openMessi });
export const PlayerDetailMessiGreekLight = story('/stats/player-stats', laligaAnswers, {
  globals: { brand: 'IVORY_STRIKER', lang: 'el' },
  play: openMessi,
});

const alaves = laliga.playerStats.players.find((player) => player.playerId.startsWith('ala-') && player.position === 'goalkeeper');
export const PlayerDetailNoShots = story('/stats/player-stats', laligaAnswers, {
  name: 'Player detail: a goalkeeper without a shot',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: alaves?.shortName ?? 'Fernando Pacheco' }));
    await expect(await canvas.findByTestId('no-shots')).toBeInTheDocument();
  },
});

/** Early in the first half: the feed sends an all-zero grid until a half is over. */
const beforeHalfTime = {
  players: laliga.playerStats.players.map((player) => ({
    ...player,
    touches: 0,
    heatMap: { ...player.heatMap, cells: player.heatMap.cells.map(() => 0) },
  })),
};
export const HeatMapBeforeHalfTime = story(
  '/stats/player-stats',
  { ...laligaAnswers, stage: 'inPlay', playerStats: beforeHalfTime },
  {
    name: 'Heat map: empty until the first half is over',
    play: async (context) => {
      await openMessi(context);
      await expect(within(context.canvasElement).getByTestId('heat-map-empty')).toBeInTheDocument();
    },
  },
);

export const SeasonAveragesSummary = story('/stats/season-avg/summary', laligaAnswers, {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Matchday 1: the match's own StatsBomb figures are all the event data there is, and they say so.
    await expect(await canvas.findByTestId('measured-sample')).toHaveTextContent('Barcelona: matches with detailed stats 1, minutes 90.');
    // One match is too few minutes to rank anyone per 90.
    await expect(canvas.queryByTestId('players-per90')).toBeNull();
  },
});
export const SeasonAveragesAttackingGermanLight = story('/stats/season-avg/attacking', laligaAnswers, {
  globals: { brand: 'DEFAULT_LIGHT', lang: 'de' },
});
export const SeasonAveragesDisciplineGreek = story('/stats/season-avg/discipline', laligaAnswers, { globals: { lang: 'el' } });
export const SeasonAveragesNoMatchPlayed = story(
  '/stats/season-avg/summary',
  {
    ...laligaAnswers,
    seasonAverages: {
      home: { ...laliga.seasonAverages.home, played: 0, minutes: 0 },
      away: { ...laliga.seasonAverages.away, played: 0, minutes: 0 },
    },
    analytics: [],
  },
  { name: 'Season averages: no match played yet, no analytics' },
);
export const SeasonAveragesPer90InPlay = story(
  '/stats/season-avg/summary',
  { ...laligaAnswers, stage: 'inPlay', seasonAverages: seasonAt70 },
  {
    name: 'Season averages 70 minutes in: results per 90 minutes, German',
    globals: { lang: 'de' },
    play: async ({ canvasElement }) => {
      // The feed 70 minutes into Barcelona v Alavés: one goal in 70 minutes is 1,29 per 90.
      const per90 = await within(canvasElement).findByTestId('results-per90');
      await expect(within(per90).getByRole('table', { name: 'Ergebnisse pro 90 Minuten' })).toHaveTextContent('1,29');
    },
  },
);

export const PlayerAssistant = story('/stats/assistant', laligaAnswers);
export const PlayerAssistantGermanLight = story('/stats/assistant', laligaAnswers, { globals: { brand: 'DEFAULT_LIGHT', lang: 'de' } });
export const TeamAssistantGreek = story('/stats/team-assistant', laligaAnswers, { globals: { lang: 'el' } });
