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

/**
 * A national team: its FIFA code, and its `country` for naming it in the fan's language
 * (contract/team-names.ts), the ISO 3166-1 region where the FIFA code differs from it (GER is DE,
 * CRO is HR, KSA is SA, SUI is CH) or ISO 3166-2 for England, Scotland and Wales, which play as
 * nations but are no ISO region.
 */
const nation = (name: string, code: string, country: string): Team => ({ id: slugify(name), name, code, country });

const unitedStates = nation('United States', 'USA', 'US');

/** National teams with their FIFA codes and regions: Euro 2020, the World Cups of 2018 and 2022, and the head-to-head pairs. */
export const nations: TeamTable = {
  Argentina: nation('Argentina', 'ARG', 'AR'),
  Australia: nation('Australia', 'AUS', 'AU'),
  Austria: nation('Austria', 'AUT', 'AT'),
  Belgium: nation('Belgium', 'BEL', 'BE'),
  Brazil: nation('Brazil', 'BRA', 'BR'),
  Cameroon: nation('Cameroon', 'CMR', 'CM'),
  Canada: nation('Canada', 'CAN', 'CA'),
  Colombia: nation('Colombia', 'COL', 'CO'),
  'Costa Rica': nation('Costa Rica', 'CRC', 'CR'),
  Croatia: nation('Croatia', 'CRO', 'HR'),
  'Czech Republic': nation('Czech Republic', 'CZE', 'CZ'),
  Denmark: nation('Denmark', 'DEN', 'DK'),
  Ecuador: nation('Ecuador', 'ECU', 'EC'),
  Egypt: nation('Egypt', 'EGY', 'EG'),
  England: nation('England', 'ENG', 'GB-ENG'),
  Finland: nation('Finland', 'FIN', 'FI'),
  France: nation('France', 'FRA', 'FR'),
  Germany: nation('Germany', 'GER', 'DE'),
  Ghana: nation('Ghana', 'GHA', 'GH'),
  Hungary: nation('Hungary', 'HUN', 'HU'),
  Iceland: nation('Iceland', 'ISL', 'IS'),
  Iran: nation('Iran', 'IRN', 'IR'),
  Italy: nation('Italy', 'ITA', 'IT'),
  Japan: nation('Japan', 'JPN', 'JP'),
  Mexico: nation('Mexico', 'MEX', 'MX'),
  Morocco: nation('Morocco', 'MAR', 'MA'),
  Netherlands: nation('Netherlands', 'NED', 'NL'),
  Nigeria: nation('Nigeria', 'NGA', 'NG'),
  'North Macedonia': nation('North Macedonia', 'MKD', 'MK'),
  Panama: nation('Panama', 'PAN', 'PA'),
  Peru: nation('Peru', 'PER', 'PE'),
  Poland: nation('Poland', 'POL', 'PL'),
  Portugal: nation('Portugal', 'POR', 'PT'),
  Qatar: nation('Qatar', 'QAT', 'QA'),
  Russia: nation('Russia', 'RUS', 'RU'),
  'Saudi Arabia': nation('Saudi Arabia', 'KSA', 'SA'),
  Scotland: nation('Scotland', 'SCO', 'GB-SCT'),
  Senegal: nation('Senegal', 'SEN', 'SN'),
  Serbia: nation('Serbia', 'SRB', 'RS'),
  Slovakia: nation('Slovakia', 'SVK', 'SK'),
  'South Korea': nation('South Korea', 'KOR', 'KR'),
  Spain: nation('Spain', 'ESP', 'ES'),
  Sweden: nation('Sweden', 'SWE', 'SE'),
  Switzerland: nation('Switzerland', 'SUI', 'CH'),
  Tunisia: nation('Tunisia', 'TUN', 'TN'),
  Turkey: nation('Turkey', 'TUR', 'TR'),
  Ukraine: nation('Ukraine', 'UKR', 'UA'),
  Uruguay: nation('Uruguay', 'URU', 'UY'),
  // The World Cup file says "USA" in its matches and "United States" in its groups.
  USA: unitedStates,
  'United States': unitedStates,
  Wales: nation('Wales', 'WAL', 'GB-WLS'),
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
