import type { Language } from '../../contract/languages.ts';
import { CreditsLine } from './CreditsLine.tsx';
import { sourceCredits } from './source-credits.ts';
import { useTranslation } from '../lib/i18n/react.tsx';
import { useMatchSources } from '../api/match-sources.ts';

/**
 * A match's credits line (the scoreboard's, and the live tracker's of a match without event data): every source the `/lineups` answer names for the match's facts
 * (its line-ups, cards, substitutions, referee, goals), StatsBomb as the provider of a match's
 * events, in the fan's language. A lazy chunk of its own, drawn at the page's foot once it loads,
 * so the first paint carries neither the sources' reader nor their words.
 */
export default function MatchCredits({ eventId, lang }: { eventId: string; lang: Language }) {
  const { t } = useTranslation();
  const match = useMatchSources(eventId, lang).data;
  return <CreditsLine parts={sourceCredits(match?.sources, match?.credit, t, lang)} />;
}
