import type { Team } from '../../server/src/competition/schema.ts';

/**
 * Our ids, display names and three-letter codes for every team the sources name, keyed by the
 * source's spelling. A name missing here stops the import: a guessed slug or code would be a
 * silent new team in the widget.
 */

type TeamTable = Readonly<Record<string, Team>>;

const club = (id: string, name: string, code: string): Team => ({ id, name, code });

/** La Liga 2018/19, as openfootball spells the clubs. Codes follow the league's own graphics. */
export const laLigaClubs: TeamTable = {
  'FC Barcelona': club('barcelona', 'Barcelona', 'BAR'),
  'CD Alavés': club('alaves', 'Alavés', 'ALA'),
  'Real Madrid': club('real-madrid', 'Real Madrid', 'RMA'),
  'Atlético Madrid': club('atletico-madrid', 'Atlético Madrid', 'ATM'),
  'Valencia CF': club('valencia', 'Valencia', 'VAL'),
  'Sevilla FC': club('sevilla', 'Sevilla', 'SEV'),
  'Getafe CF': club('getafe', 'Getafe', 'GET'),
  'Espanyol Barcelona': club('espanyol', 'Espanyol', 'ESP'),
  'Athletic Club': club('athletic-club', 'Athletic Club', 'ATH'),
  'Real Sociedad': club('real-sociedad', 'Real Sociedad', 'RSO'),
  'Real Betis': club('real-betis', 'Real Betis', 'BET'),
  'SD Eibar': club('eibar', 'Eibar', 'EIB'),
  'CD Leganés': club('leganes', 'Leganés', 'LEG'),
  'Villarreal CF': club('villarreal', 'Villarreal', 'VIL'),
  'Levante UD': club('levante', 'Levante', 'LEV'),
  'RC Celta': club('celta', 'Celta Vigo', 'CEL'),
  // VAL is Valencia's, so Valladolid takes the league's VLL.
  'Real Valladolid': club('real-valladolid', 'Real Valladolid', 'VLL'),
  'Girona FC': club('girona', 'Girona', 'GIR'),
  'SD Huesca': club('huesca', 'Huesca', 'HUE'),
  'Rayo Vallecano': club('rayo-vallecano', 'Rayo Vallecano', 'RAY'),
};

const nation = (name: string, code: string): Team => ({ id: slugify(name), name, code });

const unitedStates = nation('United States', 'USA');

/** National teams with their FIFA codes: Euro 2020, World Cup 2022 and the head-to-head pairs. */
export const nations: TeamTable = {
  Argentina: nation('Argentina', 'ARG'),
  Australia: nation('Australia', 'AUS'),
  Austria: nation('Austria', 'AUT'),
  Belgium: nation('Belgium', 'BEL'),
  Brazil: nation('Brazil', 'BRA'),
  Cameroon: nation('Cameroon', 'CMR'),
  Canada: nation('Canada', 'CAN'),
  'Costa Rica': nation('Costa Rica', 'CRC'),
  Croatia: nation('Croatia', 'CRO'),
  'Czech Republic': nation('Czech Republic', 'CZE'),
  Denmark: nation('Denmark', 'DEN'),
  Ecuador: nation('Ecuador', 'ECU'),
  England: nation('England', 'ENG'),
  Finland: nation('Finland', 'FIN'),
  France: nation('France', 'FRA'),
  Germany: nation('Germany', 'GER'),
  Ghana: nation('Ghana', 'GHA'),
  Hungary: nation('Hungary', 'HUN'),
  Iran: nation('Iran', 'IRN'),
  Italy: nation('Italy', 'ITA'),
  Japan: nation('Japan', 'JPN'),
  Mexico: nation('Mexico', 'MEX'),
  Morocco: nation('Morocco', 'MAR'),
  Netherlands: nation('Netherlands', 'NED'),
  'North Macedonia': nation('North Macedonia', 'MKD'),
  Poland: nation('Poland', 'POL'),
  Portugal: nation('Portugal', 'POR'),
  Qatar: nation('Qatar', 'QAT'),
  Russia: nation('Russia', 'RUS'),
  'Saudi Arabia': nation('Saudi Arabia', 'KSA'),
  Scotland: nation('Scotland', 'SCO'),
  Senegal: nation('Senegal', 'SEN'),
  Serbia: nation('Serbia', 'SRB'),
  Slovakia: nation('Slovakia', 'SVK'),
  'South Korea': nation('South Korea', 'KOR'),
  Spain: nation('Spain', 'ESP'),
  Sweden: nation('Sweden', 'SWE'),
  Switzerland: nation('Switzerland', 'SUI'),
  Tunisia: nation('Tunisia', 'TUN'),
  Turkey: nation('Turkey', 'TUR'),
  Ukraine: nation('Ukraine', 'UKR'),
  Uruguay: nation('Uruguay', 'URU'),
  // The World Cup file says "USA" in its matches and "United States" in its groups.
  USA: unitedStates,
  'United States': unitedStates,
  Wales: nation('Wales', 'WAL'),
};

export function teamNamed(table: TeamTable, sourceName: string, where: string): Team {
  const team = table[sourceName];
  if (!team) throw new Error(`${where}: no team entry for "${sourceName}"; add it to scripts/feed-data/teams.ts`);
  return team;
}

/** "Côte d'Ivoire" -> "cote-d-ivoire": accents dropped, anything else between words becomes "-". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
