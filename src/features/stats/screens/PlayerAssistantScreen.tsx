import { AssistantList } from '../components/AssistantList.tsx';
import { playerAssistant, useAssistant } from '../components/use-assistant.ts';
import { playerEvidence } from '../model/assistant-words.ts';

/**
 * `/stats/assistant`: how often each player went over a line in his team's last matches, from the
 * analytics service, with the fan's filters kept between visits. Every figure carries its evidence:
 * "Over 0.5 Goals in 4 of the team's last 6 matches (6 played)" and the window match by match.
 */
export function PlayerAssistantScreen({ titleKey }: { titleKey: string }) {
  return <AssistantList titleKey={titleKey} assistant={useAssistant(playerAssistant)} sentence={playerEvidence} />;
}
