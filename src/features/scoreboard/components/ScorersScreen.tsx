import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Side } from '../../../../contract/protocol.ts';
import { useEventData } from '../../../api/event-data.ts';
import { ContentColumn } from '../../../components/ContentColumn.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonBlock } from '../../../components/PageSkeleton.tsx';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useIncidents } from '../../../api/incidents.ts';
import { isMatchGoal, minuteText } from '../../../rules/match-goals.ts';
import { hasNoScorer } from '../../../rules/match-goals.ts';
import { IncidentIcon } from './IncidentIcon.tsx';
import { TeamMark } from '../../../components/TeamMark.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits } from '../../../components/source-credits.ts';
import { useMatchSources } from '../../../api/match-sources.ts';

/** `/scoreboard/scorers`: each side's goals in match order, with who scored, the minute, how, and the assist. */
export default function ScorersScreen() {
  const { t } = useTranslation();
  const { eventId, lang } = useWidgetQuery();
  const eventData = useEventData(eventId, lang);
  const incidents = useIncidents(eventId, lang);
  const sources = useMatchSources(eventId, lang).data;
  const goals = (incidents.data?.incidents ?? []).filter(isMatchGoal);
  const team = (side: Side) => eventData.data?.[side];
  return (
    <ContentColumn>
      <Typography variant="h4" component="h1">
        {t('nav.scorers')}
      </Typography>
      {incidents.isPending && eventId ? <SkeletonBlock /> : null}
      {!incidents.isPending && goals.length === 0 ? <EmptyState title={t('empty.noResult')} /> : null}
      {goals.length > 0
        ? (['home', 'away'] as const).map((side) => {
            const own = goals.filter((goal) => goal.side === side);
            const name = team(side)?.name || t('common.notAvailable');
            return (
              <Box
                key={side}
                component="section"
                aria-labelledby={`scorers-${side}-title`}
                data-testid={`scorers-list-${side}`}
                sx={{ mt: 2 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <TeamMark side={side} team={team(side) ?? {}} />
                  <Typography
                    id={`scorers-${side}-title`}
                    variant="large"
                    component="h2"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {`${name} (${own.length})`}
                  </Typography>
                </Box>
                {own.length === 0 ? (
                  <Typography variant="small" component="p" sx={{ color: 'text.secondary' }}>
                    {t('summary.noGoals')}
                  </Typography>
                ) : (
                  <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {own.map((goal) => (
                      <Box
                        key={goal.id}
                        component="li"
                        data-testid="scorer"
                        sx={(theme) => ({
                          display: 'grid',
                          gridTemplateColumns: '44px 18px minmax(0,1fr)',
                          columnGap: 1,
                          py: 0.75,
                          borderTop: 1,
                          borderColor: (theme.vars ?? theme).palette.divider,
                        })}
                      >
                        <Typography variant="small" component="span" sx={{ fontWeight: 700 }}>
                          {minuteText(goal.minute, goal.addedMinute)}
                        </Typography>
                        <IncidentIcon type={goal.type} />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="small" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                            {hasNoScorer(goal) ? t('incidents.goal') : goal.playerName || t('common.notAvailable')}
                            {goal.score ? (
                              <Box component="span" sx={{ fontWeight: 400, ml: 0.5 }}>{`(${goal.score.home}-${goal.score.away})`}</Box>
                            ) : null}
                          </Typography>
                          {goal.type !== 'goal' || goal.assistName ? (
                            <Typography variant="small" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                              {[
                                goal.type === 'penaltyGoal' ? t('incidents.penalty') : goal.type === 'ownGoal' ? t('events.ownGoal') : null,
                                goal.assistName ? `${t('incidents.goalAssist')}: ${goal.assistName}` : null,
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </Typography>
                          ) : null}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })
        : null}
      {/* Who the goals come from: StatsBomb's events, the results of openfootball, a match report. */}
      {goals.length > 0 ? <CreditsLine parts={sourceCredits(sources?.sources, sources?.credit, t, lang)} /> : null}
    </ContentColumn>
  );
}
