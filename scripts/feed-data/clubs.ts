import type { Team } from '../../server/src/competition/schema.ts';
import { laLigaClubs } from './teams.ts';

/**
 * The clubs of the other four big leagues and of the Champions League 2018/19, keyed by
 * openfootball's spelling. Codes are the three letters the leagues' and broadcasters' graphics
 * use, letters only (the schema's rule), so Mainz is MAI rather than M05; within one competition
 * no two clubs share a code, because a served match finds its teams by code.
 */

type TeamTable = Readonly<Record<string, Team>>;

const club = (id: string, name: string, code: string): Team => ({ id, name, code });

export const premierLeagueClubs: TeamTable = {
  'AFC Bournemouth': club('bournemouth', 'Bournemouth', 'BOU'),
  'Arsenal FC': club('arsenal', 'Arsenal', 'ARS'),
  'Brighton & Hove Albion': club('brighton', 'Brighton & Hove Albion', 'BHA'),
  'Burnley FC': club('burnley', 'Burnley', 'BUR'),
  'Cardiff City': club('cardiff-city', 'Cardiff City', 'CAR'),
  'Chelsea FC': club('chelsea', 'Chelsea', 'CHE'),
  'Crystal Palace': club('crystal-palace', 'Crystal Palace', 'CRY'),
  'Everton FC': club('everton', 'Everton', 'EVE'),
  'Fulham FC': club('fulham', 'Fulham', 'FUL'),
  'Huddersfield Town': club('huddersfield-town', 'Huddersfield Town', 'HUD'),
  'Leicester City': club('leicester-city', 'Leicester City', 'LEI'),
  'Liverpool FC': club('liverpool', 'Liverpool', 'LIV'),
  'Manchester City': club('manchester-city', 'Manchester City', 'MCI'),
  'Manchester United': club('manchester-united', 'Manchester United', 'MUN'),
  'Newcastle United': club('newcastle-united', 'Newcastle United', 'NEW'),
  'Southampton FC': club('southampton', 'Southampton', 'SOU'),
  'Tottenham Hotspur': club('tottenham-hotspur', 'Tottenham Hotspur', 'TOT'),
  'Watford FC': club('watford', 'Watford', 'WAT'),
  'West Ham United': club('west-ham-united', 'West Ham United', 'WHU'),
  'Wolverhampton Wanderers': club('wolverhampton-wanderers', 'Wolverhampton Wanderers', 'WOL'),
};

export const serieAClubs: TeamTable = {
  'AC Milan': club('milan', 'Milan', 'MIL'),
  'ACF Fiorentina': club('fiorentina', 'Fiorentina', 'FIO'),
  'AS Roma': club('roma', 'Roma', 'ROM'),
  Atalanta: club('atalanta', 'Atalanta', 'ATA'),
  'Bologna FC': club('bologna', 'Bologna', 'BOL'),
  'Cagliari Calcio': club('cagliari', 'Cagliari', 'CAG'),
  'Chievo Verona': club('chievo', 'Chievo', 'CHI'),
  'Empoli FC': club('empoli', 'Empoli', 'EMP'),
  'Frosinone Calcio': club('frosinone', 'Frosinone', 'FRO'),
  'Genoa CFC': club('genoa', 'Genoa', 'GEN'),
  Inter: club('inter', 'Inter', 'INT'),
  Juventus: club('juventus', 'Juventus', 'JUV'),
  'Lazio Roma': club('lazio', 'Lazio', 'LAZ'),
  'Parma Calcio 1913': club('parma', 'Parma', 'PAR'),
  'SPAL 2013 Ferrara': club('spal', 'SPAL', 'SPA'),
  'SSC Napoli': club('napoli', 'Napoli', 'NAP'),
  Sampdoria: club('sampdoria', 'Sampdoria', 'SAM'),
  'Sassuolo Calcio': club('sassuolo', 'Sassuolo', 'SAS'),
  'Torino FC': club('torino', 'Torino', 'TOR'),
  'Udinese Calcio': club('udinese', 'Udinese', 'UDI'),
};

export const bundesligaClubs: TeamTable = {
  '1. FC Nürnberg': club('nurnberg', 'Nürnberg', 'FCN'),
  '1. FSV Mainz 05': club('mainz', 'Mainz 05', 'MAI'),
  '1899 Hoffenheim': club('hoffenheim', 'Hoffenheim', 'TSG'),
  'Bayer Leverkusen': club('bayer-leverkusen', 'Bayer Leverkusen', 'LEV'),
  'Bayern München': club('bayern-munchen', 'Bayern München', 'FCB'),
  'Bor. Mönchengladbach': club('monchengladbach', 'Mönchengladbach', 'BMG'),
  'Borussia Dortmund': club('borussia-dortmund', 'Borussia Dortmund', 'BVB'),
  'Eintracht Frankfurt': club('eintracht-frankfurt', 'Eintracht Frankfurt', 'SGE'),
  'FC Augsburg': club('augsburg', 'Augsburg', 'FCA'),
  'FC Schalke 04': club('schalke', 'Schalke 04', 'SCH'),
  'Fortuna Düsseldorf': club('fortuna-dusseldorf', 'Fortuna Düsseldorf', 'DUS'),
  'Hannover 96': club('hannover', 'Hannover 96', 'HAN'),
  'Hertha BSC': club('hertha', 'Hertha BSC', 'BSC'),
  'RB Leipzig': club('rb-leipzig', 'RB Leipzig', 'RBL'),
  'SC Freiburg': club('freiburg', 'Freiburg', 'SCF'),
  'VfB Stuttgart': club('stuttgart', 'Stuttgart', 'VFB'),
  'VfL Wolfsburg': club('wolfsburg', 'Wolfsburg', 'WOB'),
  'Werder Bremen': club('werder-bremen', 'Werder Bremen', 'SVW'),
};

export const ligue1Clubs: TeamTable = {
  'AS Monaco': club('monaco', 'Monaco', 'MON'),
  'AS Saint-Étienne': club('saint-etienne', 'Saint-Étienne', 'STE'),
  'Amiens SC': club('amiens', 'Amiens', 'AMI'),
  'Angers SCO': club('angers', 'Angers', 'ANG'),
  'Dijon FCO': club('dijon', 'Dijon', 'DIJ'),
  'EA Guingamp': club('guingamp', 'Guingamp', 'GUI'),
  'FC Nantes': club('nantes', 'Nantes', 'NAN'),
  'Girondins Bordeaux': club('bordeaux', 'Bordeaux', 'BOR'),
  'Lille OSC': club('lille', 'Lille', 'LIL'),
  'Montpellier HSC': club('montpellier', 'Montpellier', 'MTP'),
  'Nîmes Olympique': club('nimes', 'Nîmes', 'NIM'),
  'OGC Nice': club('nice', 'Nice', 'NIC'),
  'Olympique Lyonnais': club('lyon', 'Lyon', 'LYO'),
  'Olympique Marseille': club('marseille', 'Marseille', 'MAR'),
  'Paris Saint-Germain': club('paris-saint-germain', 'Paris Saint-Germain', 'PSG'),
  'RC Strasbourg': club('strasbourg', 'Strasbourg', 'STR'),
  'SM Caen': club('caen', 'Caen', 'CAE'),
  'Stade Rennais': club('rennes', 'Rennes', 'REN'),
  'Stade de Reims': club('reims', 'Reims', 'REI'),
  'Toulouse FC': club('toulouse', 'Toulouse', 'TFC'),
};

/** Clubs from outside the five leagues that played in the Champions League 2018/19. */
const otherClubs: TeamTable = {
  'AEK Athen': club('aek-athens', 'AEK Athens', 'AEK'),
  'AFC Ajax': club('ajax', 'Ajax', 'AJA'),
  'BSC Young Boys': club('young-boys', 'Young Boys', 'YBO'),
  'CSKA Moskva': club('cska-moskva', 'CSKA Moscow', 'CSK'),
  'Club Brugge KV': club('club-brugge', 'Club Brugge', 'BRU'),
  'Crvena Zvezda': club('crvena-zvezda', 'Crvena Zvezda', 'CZV'),
  'FC Porto': club('porto', 'Porto', 'POR'),
  Galatasaray: club('galatasaray', 'Galatasaray', 'GAL'),
  'Lokomotiv Moskva': club('lokomotiv-moskva', 'Lokomotiv Moscow', 'LOK'),
  'PSV Eindhoven': club('psv', 'PSV', 'PSV'),
  'SL Benfica': club('benfica', 'Benfica', 'BEN'),
  'Shakhtar Donetsk': club('shakhtar-donetsk', 'Shakhtar Donetsk', 'SHA'),
  'Viktoria Plzeň': club('viktoria-plzen', 'Viktoria Plzeň', 'PLZ'),
};

/** The FIFA code of each association the Champions League file names after a club, "(ESP)". */
const associations = ['ENG', 'ESP', 'GER', 'ITA', 'FRA', 'NED', 'POR', 'RUS', 'UKR', 'TUR', 'GRE', 'BEL', 'SUI', 'SRB', 'CZE'];

/**
 * The Champions League file spells a club as its league does, with its association after it:
 * "FC Barcelona (ESP)". A club of our leagues keeps its id, so its record is one team everywhere.
 */
export const championsLeagueClubs: TeamTable = Object.fromEntries(
  Object.entries({ ...laLigaClubs, ...premierLeagueClubs, ...serieAClubs, ...bundesligaClubs, ...ligue1Clubs, ...otherClubs }).flatMap(
    ([sourceName, team]) => associations.map((association) => [`${sourceName} (${association})`, team] as const),
  ),
);
