import type { FakeEventData } from '../../../../testing/feed.tsx';

/** Turkey v Italy, Euro 2020's opening match (Rome, 11 June 2021), in play: the match of the tracker's StatsBomb steps. */
export const turkeyItalyInPlay: FakeEventData = {
  matchStart: '2021-06-11T19:00:00Z',
  status: 'inPlay',
  home: { id: 'tur', code: 'TUR', name: 'Turkey' },
  away: { id: 'ita', code: 'ITA', name: 'Italy' },
};
