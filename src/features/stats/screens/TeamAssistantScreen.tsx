import { AssistantList } from '../components/AssistantList.tsx';
import { teamAssistant, useAssistant } from '../components/use-assistant.ts';
import { teamEvidence } from '../model/assistant-words.ts';

/**
 * `/stats/team-assistant`: how often each team went over a line in its last matches, from the
 * analytics service, with the fan's filters kept between visits. Every figure carries its evidence:
 * "Over 1.5 Goals in 4 of the last 6 matches" and the window match by match.
 */
export function TeamAssistantScreen({ titleKey }: { titleKey: string }) {
  return <AssistantList titleKey={titleKey} assistant={useAssistant(teamAssistant)} sentence={teamEvidence} />;
}
