import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import type { PagePath } from '../../../contract/pages.ts';
import type { EventData } from '../../../contract/protocol.ts';
import { FeedError } from '../../lib/api/client.ts';
import { FeedConfigProvider } from '../../lib/api/feed-context.tsx';
import * as endpoints from '../../../contract/endpoints.ts';
import { answerKey as feedAnswerKey } from '../../lib/api/feed-answer.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import InfoPage from './InfoPage.tsx';
import { captured, laligaAt70 } from './testing/answers.ts';
import { LiveFeedProvider } from '../../lib/realtime/LiveFeedProvider.tsx';

/** The info section's own endpoints, and the shared ones (line-ups, incidents, player statistics) its screens read. */
type AnswerName = 'lineups' | 'table' | 'fixtures' | 'form' | 'h2h' | 'preview' | 'insights' | 'incidents' | 'player_stats';
type Answers = Partial<Record<AnswerName, unknown | 'missing'>>;

function answerKey(eventId: string, name: AnswerName, lang: Language) {
  if (name === 'lineups') return queryKeys.lineups(eventId, lang);
  if (name === 'incidents') return queryKeys.incidents(eventId, lang);
  if (name === 'player_stats') return feedAnswerKey(endpoints.playerStats, eventId, lang);
  return feedAnswerKey(endpoints[name], eventId, lang);
}

const finalEvent: EventData = {
  eventId: 'final',
  matchStart: '2022-12-18T15:00:00Z',
  status: 'played',
  home: { id: 'arg', code: 'ARG', name: 'Argentina' },
  away: { id: 'fra', code: 'FRA', name: 'France' },
};
const laligaEvent: EventData = { ...captured.laliga.eventData, eventId: 'laliga' };

const text = (kind: 'preview' | 'insights', lang: Language) => {
  const texts = captured.final[kind];
  return texts[lang as keyof typeof texts] ?? texts.en;
};

const finalAnswers = (lang: Language): Answers => ({
  lineups: captured.final.lineups,
  incidents: captured.final.incidents,
  table: captured.final.table,
  fixtures: captured.final.fixtures,
  form: captured.final.form,
  h2h: captured.final.h2h,
  player_stats: captured.final.playerStats,
  preview: text('preview', lang),
  insights: text('insights', lang),
});
const laligaAnswers: Answers = {
  lineups: captured.laliga.lineups,
  incidents: captured.laliga.incidents,
  table: captured.laliga.table,
  fixtures: captured.laliga.fixtures,
  form: captured.laliga.form,
  h2h: captured.laliga.h2h,
  player_stats: { players: [] },
  preview: captured.laliga.preview,
  insights: captured.laliga.insights,
};

/**
 * An info page with the feed's real answers already in the query cache (captured from the feed,
 * see testing/answers.ts): the story renders what a fan sees for a finished match, offline. An
 * answer marked 'missing' is the feed's 404.
 */
function InfoStory({ path, event, answers }: { path: PagePath; event: EventData; answers: (lang: Language) => Answers }) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const [client] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, refetchInterval: false } },
    });
    queryClient.setQueryData(queryKeys.eventData(event.eventId, lang), event);
    queryClient.setQueryData(queryKeys.eventStatus(event.eventId, ''), { status: event.status, periods: [] });
    for (const [endpoint, answer] of Object.entries(answers(lang))) {
      const queryKey = answerKey(event.eventId, endpoint as AnswerName, lang);
      if (answer === 'missing') {
        queryClient
          .getQueryCache()
          .build(queryClient, { queryKey })
          .setState({ status: 'error', error: new FeedError(`/${endpoint} answered 404`, 404), fetchStatus: 'idle' });
      } else queryClient.setQueryData(queryKey, answer);
    }
    return queryClient;
  });
  return (
    <FeedConfigProvider value={{ origin: 'http://feed.invalid', socketBase: 'ws://feed.invalid' }}>
      <QueryClientProvider client={client}>
        {/* No match id: no socket, so the story stays offline with the answers above. */}
        <LiveFeedProvider eventId={undefined} lang={lang}>
          <MemoryRouter initialEntries={[`${path}?eventId=${event.eventId}&lang=${lang}`]}>
            <InfoPage path={path} />
          </MemoryRouter>
        </LiveFeedProvider>
      </QueryClientProvider>
    </FeedConfigProvider>
  );
}

const story = (
  path: PagePath,
  event: EventData,
  answers: (lang: Language) => Answers,
  play?: Story['play'],
  globals?: Story['globals'],
): Story => ({
  render: () => <InfoStory path={path} event={event} answers={answers} />,
  ...(play ? { play } : {}),
  ...(globals ? { globals } : {}),
});

type Story = StoryObj<{ children?: ReactNode }>;
const meta: Meta = { title: 'Info/Screens' };
export default meta;

const canvas = (element: HTMLElement) => within(element);

export const LineupsFinal = story('/info/teams/lineups', finalEvent, finalAnswers, async ({ canvasElement }) => {
  const messi = (await canvas(canvasElement).findByText('Lionel Messi')).closest('li')!;
  await expect(within(messi).getAllByText('Penalty goal')).toHaveLength(1);
});
export const LineupsBarcelonaAlaves = story(
  '/info/teams/lineups',
  laligaEvent,
  () => laligaAnswers,
  async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByTestId('formation-home')).toHaveTextContent('4-4-2');
  },
);
export const LineupsGermanLight = story('/info/teams/lineups', finalEvent, finalAnswers, undefined, { brand: 'DEFAULT_LIGHT', lang: 'de' });
export const LineupsFormationUnknown = story('/info/teams/lineups', laligaEvent, () => ({
  ...laligaAnswers,
  lineups: {
    ...captured.laliga.lineups,
    home: { ...captured.laliga.lineups.home, formation: '' },
    away: { ...captured.laliga.lineups.away, formation: '' },
  },
}));
export const LineupsNotAnnounced = story('/info/teams/lineups', finalEvent, (lang) => ({
  ...finalAnswers(lang),
  lineups: { ...captured.final.lineups, announced: false },
}));

export const FormationFinal = story('/info/teams/formation', finalEvent, finalAnswers, async ({ canvasElement }) => {
  const pitch = await canvas(canvasElement).findByTestId('formation-pitch');
  await expect(pitch.querySelectorAll('[data-side]')).toHaveLength(22);
});
/** Alavés's switch from 4-1-4-1 to 4-4-2 at 69′, seen at 70′ in the current shape: Adrián Marín on the left of midfield. */
export const FormationTacticalShift = story(
  '/info/teams/formation',
  laligaEvent,
  () => ({ ...laligaAnswers, lineups: laligaAt70.lineups, incidents: laligaAt70.incidents }),
  async ({ canvasElement }) => {
    // The Starting XIs first; the current shape a tap away.
    await expect(await canvas(canvasElement).findByTestId('formation-away')).toHaveTextContent('4-1-4-1');
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Current' }));
    await expect(canvas(canvasElement).getByTestId('formation-away')).toHaveTextContent('4-4-2');
    const alaves = canvas(canvasElement).getByTestId('formation-timeline-away');
    await expect(alaves).toHaveTextContent('4-1-4-1 → 4-4-2');
    await expect(alaves).toHaveTextContent('Adrián Marín on for Daniel Alejandro Torres');
    await expect(canvas(canvasElement).getByTestId('formation-pitch').querySelector('[data-testid="pitch-player-bar-arthur"]')).toBeNull();
  },
);
export const FormationTacticalShiftGermanLight = story(
  '/info/teams/formation',
  laligaEvent,
  () => ({ ...laligaAnswers, lineups: laligaAt70.lineups, incidents: laligaAt70.incidents }),
  async ({ canvasElement }) => {
    const alaves = await canvas(canvasElement).findByTestId('formation-timeline-away');
    await expect(alaves).toHaveTextContent('Formation geändert von 4-1-4-1 auf 4-4-2');
  },
  { brand: 'DEFAULT_LIGHT', lang: 'de' },
);
export const FormationTacticalShiftGreek = story(
  '/info/teams/formation',
  laligaEvent,
  () => ({ ...laligaAnswers, lineups: laligaAt70.lineups, incidents: laligaAt70.incidents }),
  async ({ canvasElement }) => {
    const barcelona = await canvas(canvasElement).findByTestId('formation-timeline-home');
    await expect(barcelona).toHaveTextContent('Ξεκίνησε με 4-4-2');
  },
  { lang: 'el' },
);
export const FormationBarcelonaAlavesGreekLight = story('/info/teams/formation', laligaEvent, () => laligaAnswers, undefined, {
  brand: 'DEFAULT_LIGHT',
  lang: 'el',
});

export const TableLaLiga = story(
  '/info/table',
  laligaEvent,
  () => laligaAnswers,
  async ({ canvasElement }) => {
    const table = await canvas(canvasElement).findByRole('table', { name: 'La Liga 2018/19' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Barcelona');
  },
);
export const TableWorldCupGroupsGreek = story('/info/table', finalEvent, finalAnswers, undefined, { lang: 'el' });
export const TableEmpty = story(
  '/info/table',
  finalEvent,
  (lang) => ({ ...finalAnswers(lang), table: 'missing' }),
  async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText('No Table available', {}, { timeout: 8000 })).toBeInTheDocument();
  },
);

export const FixturesLaLiga = story(
  '/info/fixtures',
  laligaEvent,
  () => laligaAnswers,
  async ({ canvasElement }) => {
    const rounds = await canvas(canvasElement).findAllByTestId('fixture-round');
    await expect(rounds).toHaveLength(38);
    await expect(within(rounds[0]!).getByTestId('fixture-2018-08-18-barcelona-alaves')).toHaveTextContent('Barcelona3 - 0Alavés');
  },
);
export const FixturesWorldCupGermanLight = story('/info/fixtures', finalEvent, finalAnswers, undefined, {
  brand: 'DEFAULT_LIGHT',
  lang: 'de',
});
export const FixturesWorldCupGreek = story('/info/fixtures', finalEvent, finalAnswers, undefined, { lang: 'el' });
export const FixturesEmpty = story('/info/fixtures', finalEvent, (lang) => ({ ...finalAnswers(lang), fixtures: 'missing' }));

export const FormFinal = story('/info/form', finalEvent, finalAnswers);
export const FormNotAvailable = story(
  '/info/form',
  laligaEvent,
  () => laligaAnswers,
  async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText('No Form available')).toBeInTheDocument();
  },
);

export const HeadToHeadFinal = story('/info/h2h', finalEvent, finalAnswers, async ({ canvasElement }) => {
  await expect(await canvas(canvasElement).findByTestId('h2h-meetings')).toHaveTextContent('12');
});
export const HeadToHeadFirstMeeting = story('/info/h2h', laligaEvent, () => laligaAnswers);
export const HeadToHeadFinalGreek = story('/info/h2h', finalEvent, finalAnswers, undefined, { lang: 'el' });
export const FormFinalGerman = story('/info/form', finalEvent, finalAnswers, undefined, { lang: 'de' });
export const HeadToHeadNotAvailable = story('/info/h2h', finalEvent, (lang) => ({ ...finalAnswers(lang), h2h: 'missing' }));

export const PreviewFinal = story('/info/preview', finalEvent, finalAnswers);
export const PreviewFinalGerman = story('/info/preview', finalEvent, finalAnswers, undefined, { lang: 'de' });
export const InsightsFinalGreek = story('/info/insights', finalEvent, finalAnswers, undefined, { lang: 'el' });
export const InsightsEmpty = story('/info/insights', laligaEvent, () => laligaAnswers);
