import type { Player } from '../scenario/schema.ts';
import type { PositionProfile } from './position-profiles.ts';
import { substitutionWeight } from './position-profiles.ts';
import type { Random } from './random.ts';
import { missedMatchLine, type PlayerMatchLine, type TeamMatchLine } from './season-lines.ts';

/** A squad player as the simulation sees him: his position's habits and his own talent. */
export interface SquadMember {
  player: Player;
  profile: PositionProfile;
  /** 0.75..1.25, drawn once per season: some strikers are simply better finishers. */
  talent: number;
}

/** A team's season-long character: above 1 it shoots and wins corners more, concedes less. */
export interface TeamStyle {
  strength: number;
}

export interface SimulatedMatch {
  /** Aligned with the squad. */
  players: PlayerMatchLine[];
  team: TeamMatchLine;
}

const fullMatch = 90;
/** Medians per team and match in a top league; scaled by the team's strength. */
const teamShotsPerMatch = 12.5;
const teamCornersPerMatch = 5;
const goalsConcededPerMatch = 1.35;
/** Most goals in top leagues have an assist credited. */
const assistedGoalShare = 0.72;
/** Coaches rest a regular now and then; rarely the goalkeeper. */
const outfieldRestChance = 0.1;
const goalkeeperRestChance = 0.03;

export function simulateTeamMatch(squad: readonly SquadMember[], style: TeamStyle, random: Random): SimulatedMatch {
  const { minutes, started } = playingTime(squad, random);
  const lines: PlayerMatchLine[] = squad.map((_, index) => ({
    ...missedMatchLine,
    minutes: minutes[index] ?? 0,
    started: started[index] ?? false,
  }));
  const share = (index: number) => (lines[index]?.minutes ?? 0) / fullMatch;

  // Shots are drawn for the team and handed to players in proportion to position, talent and
  // time on the pitch, so a team's shots and goals are the sum of its players'.
  const shotWeights = squad.map((member, index) => member.profile.shotWeight * member.talent * share(index));
  const shots = random.poisson(teamShotsPerMatch * style.strength);
  for (let shot = 0; shot < shots; shot += 1) {
    const shooterIndex = random.weightedIndex(shotWeights);
    const shooter = squad[shooterIndex];
    const line = lines[shooterIndex];
    if (!shooter || !line) continue;
    line.shots += 1;
    if (!random.chance(shooter.profile.onTargetRate)) continue;
    line.shotsOnTarget += 1;
    if (!random.chance(Math.min(0.9, shooter.profile.finishingRate * shooter.talent))) continue;
    line.goals += 1;
    if (!random.chance(assistedGoalShare)) continue;
    const assistWeights = squad.map((member, index) =>
      index === shooterIndex ? 0 : member.profile.assistWeight * member.talent * share(index),
    );
    const assister = lines[random.weightedIndex(assistWeights)];
    if (assister) assister.assists += 1;
  }

  squad.forEach((member, index) => {
    const line = lines[index];
    if (!line || line.minutes === 0) return;
    const { profile } = member;
    line.passes = random.poisson(profile.passesPer90 * share(index) * style.strength);
    line.passesCompleted = random.binomial(line.passes, Math.min(0.97, profile.passAccuracy * (0.95 + 0.1 * random.next())));
    line.tackles = random.poisson(profile.tacklesPer90 * share(index));
    line.fouls = random.poisson(profile.foulsPer90 * share(index));
    // Bookings follow fouls: a player who keeps fouling is the one the referee books.
    line.yellowCards = random.chance(Math.min(0.5, 0.03 + 0.08 * line.fouls)) ? 1 : 0;
    // A sending-off is counted but does not cut his minutes: the model does not replay the
    // match minute by minute, and the assistants only count cards.
    line.redCards = random.chance(line.yellowCards ? 0.025 : 0.008) ? 1 : 0;
  });

  return { players: lines, team: teamLine(lines, style, random) };
}

function teamLine(lines: readonly PlayerMatchLine[], style: TeamStyle, random: Random): TeamMatchLine {
  const sum = (key: keyof Omit<PlayerMatchLine, 'started'>) => lines.reduce((total, line) => total + line[key], 0);
  return {
    goals: sum('goals'),
    goalsConceded: random.poisson(goalsConcededPerMatch / style.strength),
    assists: sum('assists'),
    shots: sum('shots'),
    shotsOnTarget: sum('shotsOnTarget'),
    passes: sum('passes'),
    passesCompleted: sum('passesCompleted'),
    tackles: sum('tackles'),
    fouls: sum('fouls'),
    yellowCards: sum('yellowCards'),
    redCards: sum('redCards'),
    corners: random.poisson(teamCornersPerMatch * style.strength),
    // The model plays no extra time: every match lasts its 90 minutes.
    minutes: fullMatch,
  };
}

/**
 * Who plays and for how long. The analysed match's starting eleven are the regulars: each may be
 * rested and replaced by a bench player of the same kind (keeper for keeper); then two to five
 * changes bring bench players on, mostly for forwards, mostly in the second half.
 */
function playingTime(squad: readonly SquadMember[], random: Random): { minutes: number[]; started: boolean[] } {
  const isKeeper = (index: number) => squad[index]?.player.position === 'goalkeeper';
  const onPitch = squad.flatMap((member, index) => (member.player.starter ? [index] : []));
  const bench = squad.flatMap((member, index) => (member.player.starter ? [] : [index]));

  onPitch.forEach((regular, slot) => {
    const keeper = isKeeper(regular);
    if (!random.chance(keeper ? goalkeeperRestChance : outfieldRestChance)) return;
    const candidates = bench.filter((index) => isKeeper(index) === keeper);
    if (candidates.length === 0) return;
    const standIn = candidates[random.int(0, candidates.length - 1)] ?? regular;
    onPitch[slot] = standIn;
    bench.splice(bench.indexOf(standIn), 1, regular);
  });

  const minutes = squad.map(() => 0);
  const started = squad.map(() => false);
  for (const index of onPitch) {
    minutes[index] = fullMatch;
    started[index] = true;
  }

  const outfieldBench = bench.filter((index) => !isKeeper(index));
  const changes = Math.min(random.int(2, 5), outfieldBench.length);
  for (let change = 0; change < changes; change += 1) {
    const offWeights = onPitch.map((index) =>
      (minutes[index] ?? 0) < fullMatch ? 0 : substitutionWeight(squad[index]?.player.position ?? 'goalkeeper'),
    );
    const off = onPitch[random.weightedIndex(offWeights)];
    const on = outfieldBench.splice(random.int(0, outfieldBench.length - 1), 1)[0];
    if (off === undefined || on === undefined) break;
    // An early injury now and then; otherwise the usual changes after the hour.
    const minute = random.chance(0.08) ? random.int(15, 45) : random.int(55, 88);
    minutes[off] = minute;
    minutes[on] = fullMatch - minute;
  }
  return { minutes, started };
}
