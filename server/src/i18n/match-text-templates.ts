import type { Language } from '../../../contract/languages.ts';
import type { MatchTextTemplates } from './match-text-kinds.ts';

const en: MatchTextTemplates = {
  previewIntro: '{{home}} meet {{away}} in the {{competition}} ({{round}}) at {{venue}}, {{city}}, on {{date}}.',
  previewForm: '{{team}} have won {{wins}}, drawn {{draws}} and lost {{losses}} of their last {{total}} matches ({{form}}).',
  previewTable: '{{team}} are {{position}}, on {{points}} pts.',
  previewHeadToHead: 'Meetings between the sides: {{total}}. {{home}} won {{wins}}, {{away}} won {{otherWins}}, drawn {{draws}}.',
  previewFirstMeeting: 'This is the first time these two teams have met.',
  previewTopScorer: '{{player}} leads the scoring for {{team}} with {{goals}} goals.',
  insightWinningRun: '{{team}} have won their last {{count}} matches.',
  insightUnbeatenRun: '{{team}} are unbeaten in their last {{count}} matches.',
  insightWinlessRun: '{{team}} have not won in their last {{count}} matches.',
  insightScoredEvery: '{{team}} have scored in each of their last {{count}} matches.',
  insightCleanSheets: '{{team}} have kept {{count}} clean sheets in their last {{total}} matches.',
  insightGoalsPerMatch: '{{team}} average {{goals}} goals per match in this competition.',
  insightHeadToHeadLead: '{{team}} have won {{wins}} of the {{total}} meetings with {{other}}.',
  insightHeadToHeadLevel: '{{home}} and {{away}} are level in their meetings: {{wins}} wins each from {{total}}.',
  insightTopScorer: '{{player}} ({{team}}) has scored {{goals}} goals in the competition.',
  insightTablePosition: '{{team}} sit {{position}} in the table, on {{points}} pts.',
};

/*
 * Translations read like a football writer of each country. Parameters arrive as they are: names in
 * the nominative with no article or suffix, numbers as digits that may be 0, 1, 2 or 25, and
 * {{position}} already formatted by ordinal() below. So the lines are built to stay correct whatever
 * they receive:
 * - a count never has to agree with a noun where the language would bend it (Slavic 2/5 forms,
 *   Romanian "20 de", Romance singular for 1): verbs with bare numbers ("vinto 3, pareggiato 1"),
 *   "in X of the last Y matches", oblique cases that take any number ("w ostatnich 5 meczach",
 *   "z dorobkiem 45 pkt", "с 45 очками"), numerals that take the singular (hu, tr, ja, zh) or
 *   "label: number" where nothing else reads naturally;
 * - a team's gender or number never shows: present tense or invariant forms where a past tense or
 *   adjective would agree (Slavic, Greek, Romance participles), or a generic noun as subject
 *   ("Tým {{team}} vyhrál", "Команда {{team}} выиграла");
 * - a name never takes a case ending, suffix or contracted article (hu, tr, el, Slavic): it stays
 *   subject, stands in brackets or after a colon, or follows an invariant noun ("{{team}} takımının");
 * - {{position}} sits next to the noun its ordinal agrees with ("in 1ª posizione", "la 1.ª posición",
 *   "au 1er rang", "den 1. Platz", "1-е место", "на 1-во място", "στην 1η θέση").
 */

const it: MatchTextTemplates = {
  previewIntro: '{{home}} e {{away}} si affrontano il {{date}} in {{competition}} ({{round}}). Si gioca a {{city}} ({{venue}}).',
  previewForm:
    '{{team}} arriva alla sfida dopo aver vinto {{wins}}, pareggiato {{draws}} e perso {{losses}} delle ultime {{total}} partite ({{form}}).',
  previewTable: '{{team}} è in {{position}} posizione a quota {{points}}.',
  previewHeadToHead:
    'Precedenti tra le due squadre: {{total}}. Vittorie {{home}}: {{wins}}, vittorie {{away}}: {{otherWins}}, pareggi: {{draws}}.',
  previewFirstMeeting: 'È la prima volta che queste due squadre si affrontano.',
  previewTopScorer: 'In casa {{team}} il miglior marcatore è {{player}}, con {{goals}} gol.',
  insightWinningRun: '{{team}} ha vinto le ultime {{count}} partite.',
  insightUnbeatenRun: '{{team}} non perde da {{count}} partite.',
  insightWinlessRun: '{{team}} non vince da {{count}} partite.',
  insightScoredEvery: '{{team}} ha segnato in ciascuna delle ultime {{count}} partite.',
  insightCleanSheets: '{{team}} non ha subito gol in {{count}} delle ultime {{total}} partite.',
  insightGoalsPerMatch: '{{team}} segna in media {{goals}} gol a partita in questa competizione.',
  insightHeadToHeadLead: '{{team}} conduce negli scontri diretti contro {{other}} (vittorie: {{wins}} su {{total}} incontri).',
  insightHeadToHeadLevel:
    '{{home}} e {{away}} sono in perfetta parità negli scontri diretti: su {{total}} incontri, il conto delle vittorie è di {{wins}} per parte.',
  insightTopScorer: '{{player}} ({{team}}) ha segnato {{goals}} gol in questa competizione.',
  insightTablePosition: '{{team}} si trova in {{position}} posizione in classifica, a quota {{points}}.',
};

const pl: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} i {{away}} zmierzą się {{date}}. Miejsce spotkania: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} przystępuje do meczu z bilansem ostatnich {{total}} spotkań ({{form}}): zwycięstwa – {{wins}}, remisy – {{draws}}, porażki – {{losses}}.',
  previewTable: '{{team}} zajmuje {{position}} miejsce z dorobkiem {{points}} pkt.',
  previewHeadToHead:
    'Dotychczasowe spotkania obu drużyn: {{total}}. Zwycięstwa – {{home}}: {{wins}}, {{away}}: {{otherWins}}; remisy: {{draws}}.',
  previewFirstMeeting: 'Obie drużyny zmierzą się ze sobą po raz pierwszy.',
  previewTopScorer: '{{player}} ({{team}}) jest najlepszym strzelcem swojej drużyny z dorobkiem {{goals}} goli.',
  insightWinningRun: '{{team}} ma na koncie serię {{count}} zwycięstw z rzędu.',
  insightUnbeatenRun: '{{team}} nie przegrywa od {{count}} meczów.',
  insightWinlessRun: '{{team}} nie wygrywa od {{count}} meczów.',
  insightScoredEvery: '{{team}} strzela gola w każdym z ostatnich {{count}} meczów.',
  insightCleanSheets: '{{team}} może pochwalić się czystym kontem w {{count}} z ostatnich {{total}} meczów.',
  insightGoalsPerMatch: '{{team}} – średnia goli na mecz w tych rozgrywkach: {{goals}}.',
  insightHeadToHeadLead: 'Zespół {{team}} wygrał {{wins}} z {{total}} dotychczasowych meczów z drużyną {{other}}.',
  insightHeadToHeadLevel:
    '{{home}} i {{away}} mają wyrównany bilans bezpośrednich spotkań: w {{total}} meczach każda z drużyn odniosła tyle samo zwycięstw ({{wins}}).',
  insightTopScorer: '{{player}} ({{team}}) może pochwalić się w tych rozgrywkach dorobkiem {{goals}} goli.',
  insightTablePosition: 'W tabeli {{team}} zajmuje {{position}} miejsce, mając na koncie {{points}} pkt.',
};

const tr: MatchTextTemplates = {
  previewIntro:
    '{{home}}, {{competition}} ({{round}}) kapsamında {{date}} tarihinde {{away}} ile karşı karşıya gelecek. Karşılaşmaya {{city}} şehrindeki {{venue}} ev sahipliği yapacak.',
  previewForm:
    '{{team}}, maça son {{total}} karşılaşmada aldığı {{wins}} galibiyet, {{draws}} beraberlik ve {{losses}} mağlubiyetle çıkıyor ({{form}}).',
  previewTable: '{{team}}, {{points}} puanla {{position}} sırada yer alıyor.',
  previewHeadToHead:
    'İki takım daha önce {{total}} kez karşılaştı: {{home}} {{wins}}, {{away}} {{otherWins}} kez kazandı, {{draws}} maç berabere bitti.',
  previewFirstMeeting: 'İki takım ilk kez karşı karşıya geliyor.',
  previewTopScorer: '{{player}}, {{goals}} golle {{team}} takımının en skorer oyuncusu.',
  insightWinningRun: '{{team}}, son {{count}} maçını kazandı.',
  insightUnbeatenRun: '{{team}}, son {{count}} maçında yenilgi yüzü görmedi.',
  insightWinlessRun: '{{team}}, son {{count}} maçında galibiyet alamadı.',
  insightScoredEvery: '{{team}}, son {{count}} maçının her birinde gol buldu.',
  insightCleanSheets: '{{team}}, son {{total}} maçının {{count}} tanesinde kalesini gole kapattı.',
  insightGoalsPerMatch: '{{team}}, bu organizasyonda maç başına ortalama {{goals}} gol atıyor.',
  insightHeadToHeadLead: '{{team}}, {{other}} ile oynadığı {{total}} maçın {{wins}} tanesini kazandı.',
  insightHeadToHeadLevel:
    '{{home}} ile {{away}} arasındaki rekabette tam bir denge var: {{total}} maçta iki takımın da {{wins}} galibiyeti bulunuyor.',
  insightTopScorer: '{{player}} ({{team}}), bu organizasyonda {{goals}} gole ulaştı.',
  insightTablePosition: '{{team}}, {{points}} puanla puan tablosunda {{position}} sırada.',
};

const ptBr: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} e {{away}} se enfrentam em {{date}}. Local: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} chega para a partida depois de vencer {{wins}}, empatar {{draws}} e perder {{losses}} dos últimos {{total}} jogos ({{form}}).',
  previewTable: '{{team}} está em {{position}} lugar, com {{points}} pontos.',
  previewHeadToHead:
    'Confrontos anteriores: {{total}}. {{home}} venceu {{wins}}, {{away}} venceu {{otherWins}} e em {{draws}} houve empate.',
  previewFirstMeeting: 'Será o primeiro confronto entre as duas equipes.',
  previewTopScorer: '{{player}} ({{team}}) é o artilheiro do time, com {{goals}} gols.',
  insightWinningRun: '{{team}} venceu as últimas {{count}} partidas.',
  insightUnbeatenRun: '{{team}} não perde há {{count}} jogos.',
  insightWinlessRun: '{{team}} não vence há {{count}} jogos.',
  insightScoredEvery: '{{team}} balançou as redes em cada uma das últimas {{count}} partidas.',
  insightCleanSheets: '{{team}} não sofreu gols em {{count}} das últimas {{total}} partidas.',
  insightGoalsPerMatch: '{{team}} tem média de {{goals}} gols por jogo nesta competição.',
  insightHeadToHeadLead: '{{team}} venceu {{wins}} dos {{total}} confrontos contra {{other}}.',
  insightHeadToHeadLevel: 'Equilíbrio total no retrospecto entre {{home}} e {{away}}: em {{total}} jogos, cada um venceu {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) já marcou {{goals}} gols na competição.',
  insightTablePosition: '{{team}} ocupa o {{position}} lugar na tabela, com {{points}} pontos.',
};

const pt: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} e {{away}} defrontam-se a {{date}}. Local: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} chega a este encontro depois de ter vencido {{wins}}, empatado {{draws}} e perdido {{losses}} dos últimos {{total}} jogos ({{form}}).',
  previewTable: '{{team}} segue em {{position}} lugar, com {{points}} pontos.',
  previewHeadToHead:
    'Jogos anteriores entre as duas equipas: {{total}}. {{home}} venceu {{wins}}, {{away}} venceu {{otherWins}} e em {{draws}} houve empate.',
  previewFirstMeeting: 'É a primeira vez que estas duas equipas se defrontam.',
  previewTopScorer: '{{player}} ({{team}}) é o melhor marcador da equipa, com {{goals}} golos.',
  insightWinningRun: '{{team}} venceu os últimos {{count}} jogos.',
  insightUnbeatenRun: '{{team}} soma {{count}} jogos sem perder.',
  insightWinlessRun: '{{team}} soma {{count}} jogos sem vencer.',
  insightScoredEvery: '{{team}} marcou em cada um dos últimos {{count}} jogos.',
  insightCleanSheets: '{{team}} manteve a baliza inviolada em {{count}} dos últimos {{total}} jogos.',
  insightGoalsPerMatch: '{{team}} marca em média {{goals}} golos por jogo nesta competição.',
  insightHeadToHeadLead: '{{team}} venceu {{wins}} dos {{total}} jogos frente a {{other}}.',
  insightHeadToHeadLevel: 'Equilíbrio total entre {{home}} e {{away}}: em {{total}} jogos, cada equipa venceu {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) leva {{goals}} golos na competição.',
  insightTablePosition: '{{team}} ocupa o {{position}} lugar da classificação, com {{points}} pontos.',
};

const de: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} trifft am {{date}} in {{city}} ({{venue}}) auf {{away}}.',
  previewForm:
    '{{team}} hat von den letzten {{total}} Spielen {{wins}} gewonnen, {{draws}} unentschieden gespielt und {{losses}} verloren ({{form}}).',
  previewTable: '{{team}} belegt mit {{points}} Punkten den {{position}} Platz.',
  previewHeadToHead:
    'Die beiden Teams sind bisher {{total}}-mal aufeinandergetroffen: {{home}} gewann {{wins}}-mal, {{away}} {{otherWins}}-mal, {{draws}}-mal trennte man sich unentschieden.',
  previewFirstMeeting: 'Es ist das erste Aufeinandertreffen der beiden Mannschaften.',
  previewTopScorer: '{{player}} ({{team}}) ist mit {{goals}} Toren der beste Torschütze seiner Mannschaft.',
  insightWinningRun: '{{team}} hat die letzten {{count}} Spiele gewonnen.',
  insightUnbeatenRun: '{{team}} ist seit {{count}} Spielen ungeschlagen.',
  insightWinlessRun: '{{team}} wartet seit {{count}} Spielen auf einen Sieg.',
  insightScoredEvery: '{{team}} hat in jedem der letzten {{count}} Spiele getroffen.',
  insightCleanSheets: '{{team}} ist in {{count}} der letzten {{total}} Spiele ohne Gegentor geblieben.',
  insightGoalsPerMatch: '{{team}} erzielt in diesem Wettbewerb im Schnitt {{goals}} Tore pro Spiel.',
  insightHeadToHeadLead: '{{team}} hat {{wins}} der {{total}} Duelle mit {{other}} gewonnen.',
  insightHeadToHeadLevel:
    'Im direkten Vergleich herrscht zwischen {{home}} und {{away}} Gleichstand: Von {{total}} Duellen hat jedes Team {{wins}} gewonnen.',
  insightTopScorer: '{{player}} ({{team}}) hat in diesem Wettbewerb {{goals}} Tore erzielt.',
  insightTablePosition: '{{team}} steht mit {{points}} Punkten auf dem {{position}} Tabellenplatz.',
};

const esXx: MatchTextTemplates = {
  previewIntro: '{{home}} enfrenta a {{away}} por {{competition}} ({{round}}) el {{date}} en {{venue}}, {{city}}.',
  previewForm:
    '{{team}} llega al partido tras ganar {{wins}}, empatar {{draws}} y perder {{losses}} de sus últimos {{total}} juegos ({{form}}).',
  previewTable: '{{team}} se ubica en la {{position}} posición con {{points}} puntos.',
  previewHeadToHead:
    'Enfrentamientos previos entre ambos: {{total}}. {{home}} ganó {{wins}}, {{away}} se quedó con {{otherWins}} y en {{draws}} hubo empate.',
  previewFirstMeeting: 'Será la primera vez que estos dos equipos se enfrenten.',
  previewTopScorer: '{{player}} ({{team}}) es el goleador de su equipo, con {{goals}} anotaciones.',
  insightWinningRun: '{{team}} ganó sus últimos {{count}} partidos.',
  insightUnbeatenRun: '{{team}} acumula {{count}} partidos sin perder.',
  insightWinlessRun: '{{team}} acumula {{count}} partidos sin ganar.',
  insightScoredEvery: '{{team}} anotó en cada uno de sus últimos {{count}} partidos.',
  insightCleanSheets: '{{team}} no recibió goles en {{count}} de sus últimos {{total}} partidos.',
  insightGoalsPerMatch: '{{team}} promedia {{goals}} goles por partido en este torneo.',
  insightHeadToHeadLead: '{{team}} ganó {{wins}} de los {{total}} enfrentamientos ante {{other}}.',
  insightHeadToHeadLevel: 'Paridad absoluta en el historial entre {{home}} y {{away}}: de {{total}} partidos, cada uno ganó {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) suma {{goals}} goles en el torneo.',
  insightTablePosition: '{{team}} está en la {{position}} posición de la tabla con {{points}} unidades.',
};

const es: MatchTextTemplates = {
  previewIntro: 'Partido de {{competition}} ({{round}}): {{home}} se mide a {{away}} el {{date}} en {{venue}} ({{city}}).',
  previewForm:
    '{{team}} llega al partido tras ganar {{wins}}, empatar {{draws}} y perder {{losses}} de sus últimos {{total}} encuentros ({{form}}).',
  previewTable: '{{team}} está en la {{position}} posición con {{points}} puntos.',
  previewHeadToHead:
    'Precedentes entre ambos equipos: {{total}}. {{home}} se impuso en {{wins}}, {{away}} en {{otherWins}} y en {{draws}} hubo empate.',
  previewFirstMeeting: 'Es la primera vez que ambos equipos se enfrentan.',
  previewTopScorer: '{{player}} ({{team}}) es el máximo goleador de su equipo, con {{goals}} goles.',
  insightWinningRun: '{{team}} ha ganado sus últimos {{count}} partidos.',
  insightUnbeatenRun: '{{team}} lleva {{count}} partidos sin perder.',
  insightWinlessRun: '{{team}} lleva {{count}} partidos sin ganar.',
  insightScoredEvery: '{{team}} ha marcado en cada uno de sus últimos {{count}} partidos.',
  insightCleanSheets: '{{team}} ha dejado su portería a cero en {{count}} de sus últimos {{total}} partidos.',
  insightGoalsPerMatch: '{{team}} promedia {{goals}} goles por partido en esta competición.',
  insightHeadToHeadLead: '{{team}} ha ganado {{wins}} de los {{total}} enfrentamientos ante {{other}}.',
  insightHeadToHeadLevel:
    'Igualdad absoluta en el historial entre {{home}} y {{away}}: de {{total}} partidos, cada uno ha ganado {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) lleva {{goals}} goles en la competición.',
  insightTablePosition: '{{team}} ocupa la {{position}} posición de la clasificación con {{points}} puntos.',
};

const ja: MatchTextTemplates = {
  previewIntro: '{{competition}}（{{round}}）で{{home}}と{{away}}が対戦します。試合は{{date}}、{{city}}の{{venue}}で行われます。',
  previewForm: '{{team}}は直近{{total}}試合で{{wins}}勝{{draws}}分{{losses}}敗（{{form}}）という成績でこの試合に臨みます。',
  previewTable: '{{team}}は勝ち点{{points}}で{{position}}につけています。',
  previewHeadToHead:
    '両チームの過去の対戦は{{total}}試合で、{{home}}の{{wins}}勝、{{away}}の{{otherWins}}勝、引き分けが{{draws}}試合です。',
  previewFirstMeeting: '両チームの対戦はこれが初めてです。',
  previewTopScorer: '{{team}}のチーム得点王は{{goals}}ゴールを挙げている{{player}}です。',
  insightWinningRun: '{{team}}は直近{{count}}試合で全勝しています。',
  insightUnbeatenRun: '{{team}}は直近{{count}}試合負けなしです。',
  insightWinlessRun: '{{team}}は直近{{count}}試合勝ちがありません。',
  insightScoredEvery: '{{team}}は直近{{count}}試合すべてで得点を挙げています。',
  insightCleanSheets: '{{team}}は直近{{total}}試合のうち{{count}}試合を無失点で終えています。',
  insightGoalsPerMatch: '{{team}}は今大会、1試合平均{{goals}}ゴールを挙げています。',
  insightHeadToHeadLead: '{{team}}は{{other}}との過去{{total}}試合の対戦で{{wins}}勝を挙げています。',
  insightHeadToHeadLevel: '{{home}}と{{away}}の対戦成績は互角で、過去{{total}}試合で両チームとも{{wins}}勝ずつです。',
  insightTopScorer: '{{team}}の{{player}}は今大会で{{goals}}ゴールを挙げています。',
  insightTablePosition: '{{team}}は勝ち点{{points}}で順位表の{{position}}に位置しています。',
};

const bg: MatchTextTemplates = {
  previewIntro:
    '{{home}} и {{away}} се изправят един срещу друг в мач от {{competition}} ({{round}}). Срещата ще се играе на {{date}} на {{venue}} в {{city}}.',
  previewForm:
    '{{team}} идва в мача със следния баланс от последните си {{total}} срещи ({{form}}): победи – {{wins}}, равенства – {{draws}}, загуби – {{losses}}.',
  previewTable: '{{team}} е на {{position}} място с {{points}} точки.',
  previewHeadToHead:
    'Досегашни срещи между двата отбора: {{total}}. Победи – {{home}}: {{wins}}, {{away}}: {{otherWins}}; равенства: {{draws}}.',
  previewFirstMeeting: 'Двата отбора се срещат за първи път.',
  previewTopScorer: '{{player}} ({{team}}) е голмайстор на отбора си с {{goals}} гола.',
  insightWinningRun: '{{team}} спечели последните си {{count}} мача.',
  insightUnbeatenRun: '{{team}} е без загуба в последните си {{count}} мача.',
  insightWinlessRun: '{{team}} е без победа в последните си {{count}} мача.',
  insightScoredEvery: '{{team}} вкара гол във всеки от последните си {{count}} мача.',
  insightCleanSheets: '{{team}} не допусна гол в {{count}} от последните си {{total}} мача.',
  insightGoalsPerMatch: '{{team}} вкарва средно по {{goals}} гола на мач в този турнир.',
  insightHeadToHeadLead: '{{team}} спечели {{wins}} от общо {{total}} мача срещу {{other}}.',
  insightHeadToHeadLevel: '{{home}} и {{away}} са изравнени в преките двубои: от {{total}} мача всеки от двата отбора спечели {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) има {{goals}} гола в турнира.',
  insightTablePosition: '{{team}} заема {{position}} място в класирането с {{points}} точки.',
};

const cs: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} a {{away}} se utkají {{date}}. Místo konání: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} jde do zápasu s bilancí posledních {{total}} utkání ({{form}}): výhry – {{wins}}, remízy – {{draws}}, prohry – {{losses}}.',
  previewTable: '{{team}} je na {{position}} místě s {{points}} body.',
  previewHeadToHead: 'Dosavadní vzájemné zápasy: {{total}}. Vítězství – {{home}}: {{wins}}, {{away}}: {{otherWins}}; remízy: {{draws}}.',
  previewFirstMeeting: 'Oba týmy se utkají vůbec poprvé.',
  previewTopScorer: '{{player}} ({{team}}) je s {{goals}} góly nejlepším střelcem svého týmu.',
  insightWinningRun: '{{team}} táhne sérii {{count}} výher v řadě.',
  insightUnbeatenRun: '{{team}} je bez porážky v posledních {{count}} zápasech.',
  insightWinlessRun: '{{team}} je bez výhry v posledních {{count}} zápasech.',
  insightScoredEvery: '{{team}} skóruje v každém z posledních {{count}} zápasů.',
  insightCleanSheets: '{{team}} má čisté konto v {{count}} z posledních {{total}} zápasů.',
  insightGoalsPerMatch: 'Průměr gólů týmu {{team}} v této soutěži: {{goals}} na zápas.',
  insightHeadToHeadLead: 'Tým {{team}} vyhrál {{wins}} z {{total}} vzájemných zápasů s týmem {{other}}.',
  insightHeadToHeadLevel: '{{home}} a {{away}} mají vyrovnanou vzájemnou bilanci: z {{total}} zápasů vyhrál každý tým {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) se v této soutěži může pochlubit {{goals}} góly.',
  insightTablePosition: '{{team}} figuruje v tabulce na {{position}} místě s {{points}} body.',
};

const el: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} και {{away}} αναμετρώνται στις {{date}}. Γήπεδο: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} έρχεται στο ματς με απολογισμό στα τελευταία {{total}} παιχνίδια: νίκες {{wins}}, ισοπαλίες {{draws}}, ήττες {{losses}} ({{form}}).',
  previewTable: '{{team}} βρίσκεται στην {{position}} θέση με {{points}} βαθμούς.',
  previewHeadToHead: 'Προηγούμενες αναμετρήσεις: {{total}}. Νίκες {{home}}: {{wins}}, νίκες {{away}}: {{otherWins}}, ισοπαλίες: {{draws}}.',
  previewFirstMeeting: 'Είναι η πρώτη φορά που αντιμετωπίζονται οι δύο ομάδες.',
  previewTopScorer: '{{player}} ({{team}}) είναι ο πρώτος σκόρερ της ομάδας του με {{goals}} γκολ.',
  insightWinningRun: '{{team}} μετρά {{count}} σερί νίκες.',
  insightUnbeatenRun: '{{team}} μετρά {{count}} σερί αγώνες χωρίς ήττα.',
  insightWinlessRun: '{{team}} μετρά {{count}} σερί αγώνες χωρίς νίκη.',
  insightScoredEvery: '{{team}} έχει σκοράρει σε καθένα από τα τελευταία {{count}} παιχνίδια.',
  insightCleanSheets: '{{team}} δεν έχει δεχτεί γκολ σε {{count}} από τα τελευταία {{total}} παιχνίδια.',
  insightGoalsPerMatch: '{{team}} σκοράρει κατά μέσο όρο {{goals}} γκολ ανά αγώνα σε αυτή τη διοργάνωση.',
  insightHeadToHeadLead: 'Στις {{total}} αναμετρήσεις {{team}} – {{other}} προηγείται η πρώτη (νίκες: {{wins}}).',
  insightHeadToHeadLevel:
    'Απόλυτη ισορροπία στις αναμετρήσεις {{home}} – {{away}}: σε {{total}} παιχνίδια, κάθε ομάδα έχει κερδίσει {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) έχει πετύχει {{goals}} γκολ στη διοργάνωση.',
  insightTablePosition: '{{team}} κατέχει την {{position}} θέση της βαθμολογίας με {{points}} βαθμούς.',
};

const ro: MatchTextTemplates = {
  previewIntro: '{{home}} și {{away}} se întâlnesc pe {{date}}, în {{competition}} ({{round}}). Meciul se joacă pe {{venue}}, la {{city}}.',
  previewForm:
    '{{team}} vine după ce a câștigat {{wins}}, a remizat {{draws}} și a pierdut {{losses}} din ultimele {{total}} meciuri ({{form}}).',
  previewTable: '{{team}} se află pe {{position}}, iar zestrea sa de puncte se ridică la {{points}}.',
  previewHeadToHead:
    'Meciuri directe până acum: {{total}}. Victorii {{home}}: {{wins}}, victorii {{away}}: {{otherWins}}, egaluri: {{draws}}.',
  previewFirstMeeting: 'Este prima întâlnire dintre cele două echipe.',
  previewTopScorer: '{{player}} este golgheterul echipei {{team}}, iar contul său de goluri a ajuns la {{goals}}.',
  insightWinningRun: '{{team}} a câștigat ultimele {{count}} meciuri.',
  insightUnbeatenRun: '{{team}} nu a mai pierdut de {{count}} meciuri.',
  insightWinlessRun: '{{team}} nu a mai câștigat de {{count}} meciuri.',
  insightScoredEvery: '{{team}} a marcat în fiecare dintre ultimele {{count}} meciuri.',
  insightCleanSheets: '{{team}} nu a primit gol în {{count}} dintre ultimele {{total}} meciuri.',
  insightGoalsPerMatch: '{{team}} marchează în medie {{goals}} goluri pe meci în această competiție.',
  insightHeadToHeadLead: '{{team}} a câștigat {{wins}} dintre cele {{total}} meciuri directe cu {{other}}.',
  insightHeadToHeadLevel:
    'Egalitate perfectă în meciurile directe dintre {{home}} și {{away}}: din {{total}} partide, fiecare echipă a câștigat {{wins}}.',
  insightTopScorer: 'Numărul golurilor marcate de {{player}} ({{team}}) în această competiție a ajuns la {{goals}}.',
  insightTablePosition: 'În clasament, {{team}} ocupă {{position}}, cu un punctaj de {{points}}.',
};

const sv: MatchTextTemplates = {
  previewIntro: '{{home}} möter {{away}} i {{competition}} ({{round}}) på {{venue}} i {{city}} den {{date}}.',
  previewForm:
    '{{team}} har vunnit {{wins}} och förlorat {{losses}} av de senaste {{total}} matcherna, medan {{draws}} har slutat oavgjort ({{form}}).',
  previewTable: '{{team}} ligger {{position}} med {{points}} poäng.',
  previewHeadToHead:
    'Tidigare inbördes möten: {{total}}. {{home}} har vunnit {{wins}}, {{away}} {{otherWins}}, och {{draws}} har slutat oavgjort.',
  previewFirstMeeting: 'Det är första gången de här lagen möts.',
  previewTopScorer: '{{player}} är bästa målskytt i {{team}} med {{goals}} mål.',
  insightWinningRun: '{{team}} har vunnit de senaste {{count}} matcherna.',
  insightUnbeatenRun: '{{team}} har inte förlorat på {{count}} matcher.',
  insightWinlessRun: '{{team}} har inte vunnit på {{count}} matcher.',
  insightScoredEvery: '{{team}} har gjort mål i var och en av de senaste {{count}} matcherna.',
  insightCleanSheets: '{{team}} har hållit nollan i {{count}} av de senaste {{total}} matcherna.',
  insightGoalsPerMatch: '{{team}} gör i snitt {{goals}} mål per match i den här tävlingen.',
  insightHeadToHeadLead: '{{team}} har vunnit {{wins}} av {{total}} inbördes möten med {{other}}.',
  insightHeadToHeadLevel: '{{home}} och {{away}} står jämnt i de inbördes mötena: av {{total}} matcher har båda lagen vunnit {{wins}} var.',
  insightTopScorer: '{{player}} ({{team}}) har gjort {{goals}} mål i tävlingen.',
  insightTablePosition: '{{team}} ligger på {{position}} plats i tabellen med {{points}} poäng.',
};

const hr: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} i {{away}} sastaju se {{date}}. Mjesto održavanja: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} u utakmicu ulazi s učinkom iz posljednjih {{total}} susreta ({{form}}): pobjede – {{wins}}, remiji – {{draws}}, porazi – {{losses}}.',
  previewTable: '{{team}} je na {{position}} mjestu ljestvice, a bodova ima {{points}}.',
  previewHeadToHead: 'Dosadašnji međusobni susreti: {{total}}. Pobjede – {{home}}: {{wins}}, {{away}}: {{otherWins}}; remiji: {{draws}}.',
  previewFirstMeeting: 'Ovo je prvi međusobni susret dviju momčadi.',
  previewTopScorer: '{{player}} ({{team}}) najbolji je strijelac svoje momčadi, a golova ima {{goals}}.',
  insightWinningRun: '{{team}} pobjeđuje već {{count}} susreta zaredom.',
  insightUnbeatenRun: '{{team}} ne gubi već {{count}} susreta zaredom.',
  insightWinlessRun: '{{team}} ne pobjeđuje već {{count}} susreta zaredom.',
  insightScoredEvery: '{{team}} postiže pogodak već {{count}} susreta zaredom.',
  insightCleanSheets: '{{team}} je bez primljenog gola u {{count}} od posljednjih {{total}} susreta.',
  insightGoalsPerMatch: '{{team}} – prosjek postignutih golova po utakmici u ovom natjecanju: {{goals}}.',
  insightHeadToHeadLead: 'Momčad {{team}} slavila je u {{wins}} od {{total}} međusobnih susreta s momčadi {{other}}.',
  insightHeadToHeadLevel:
    '{{home}} i {{away}} imaju izjednačen međusobni omjer: u {{total}} susreta obje momčadi imaju jednak broj pobjeda ({{wins}}).',
  insightTopScorer: '{{player}} ({{team}}) u ovom natjecanju golova ima {{goals}}.',
  insightTablePosition: '{{team}} zauzima {{position}} mjesto na ljestvici, a bodova ima {{points}}.',
};

const hu: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} – {{away}}. A mérkőzés időpontja: {{date}}, helyszíne: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} az utolsó {{total}} mérkőzésén {{wins}} győzelmet, {{draws}} döntetlent és {{losses}} vereséget könyvelt el ({{form}}).',
  previewTable: '{{team}} {{points}} ponttal a tabella {{position}} helyén áll.',
  previewHeadToHead:
    'A két csapat eddig {{total}} alkalommal találkozott: {{home}} {{wins}}, {{away}} {{otherWins}} alkalommal nyert, {{draws}} mérkőzés döntetlenre végződött.',
  previewFirstMeeting: 'A két csapat most találkozik először egymással.',
  previewTopScorer: '{{player}} ({{team}}) {{goals}} góllal csapata legeredményesebb játékosa.',
  insightWinningRun: '{{team}} az utolsó {{count}} mérkőzését megnyerte.',
  insightUnbeatenRun: '{{team}} {{count}} mérkőzés óta veretlen.',
  insightWinlessRun: '{{team}} {{count}} mérkőzés óta nyeretlen.',
  insightScoredEvery: '{{team}} az utolsó {{count}} mérkőzésének mindegyikén betalált.',
  insightCleanSheets: '{{team}} az utolsó {{total}} mérkőzéséből {{count}} alkalommal kapott gól nélkül zárt.',
  insightGoalsPerMatch: '{{team}} ebben a sorozatban mérkőzésenként átlagosan {{goals}} gólt szerez.',
  insightHeadToHeadLead: '{{team}} az eddigi {{total}} összecsapásból {{wins}} alkalommal győzött {{other}} ellen.',
  insightHeadToHeadLevel:
    '{{home}} és {{away}} egymás elleni mérlege kiegyenlített: az eddigi {{total}} mérkőzésből mindkét csapat {{wins}} alkalommal nyert.',
  insightTopScorer: '{{player}} ({{team}}) {{goals}} gólnál tart a sorozatban.',
  insightTablePosition: '{{team}} jelenleg a tabella {{position}} helyén áll, {{points}} ponttal.',
};

const da: MatchTextTemplates = {
  previewIntro: '{{home}} møder {{away}} i {{competition}} ({{round}}) på {{venue}} i {{city}} den {{date}}.',
  previewForm: '{{team}} har vundet {{wins}} og tabt {{losses}} af de seneste {{total}} kampe, mens {{draws}} er endt uafgjort ({{form}}).',
  previewTable: '{{team}} er på {{position}} plads med {{points}} point.',
  previewHeadToHead:
    'Indbyrdes opgør indtil nu: {{total}}. {{home}} har vundet {{wins}}, {{away}} {{otherWins}}, og {{draws}} er endt uafgjort.',
  previewFirstMeeting: 'Det er første gang, de to hold mødes.',
  previewTopScorer: '{{player}} er topscorer for {{team}} med {{goals}} mål.',
  insightWinningRun: '{{team}} har vundet de seneste {{count}} kampe.',
  insightUnbeatenRun: '{{team}} er ubesejret i de seneste {{count}} kampe.',
  insightWinlessRun: '{{team}} har ikke vundet i de seneste {{count}} kampe.',
  insightScoredEvery: '{{team}} har scoret i hver af de seneste {{count}} kampe.',
  insightCleanSheets: '{{team}} har holdt buret rent i {{count}} af de seneste {{total}} kampe.',
  insightGoalsPerMatch: '{{team}} scorer i gennemsnit {{goals}} mål pr. kamp i denne turnering.',
  insightHeadToHeadLead: '{{team}} har vundet {{wins}} af de {{total}} indbyrdes opgør med {{other}}.',
  insightHeadToHeadLevel: '{{home}} og {{away}} står lige i de indbyrdes opgør: af {{total}} kampe har begge hold vundet {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) har scoret {{goals}} mål i turneringen.',
  insightTablePosition: '{{team}} ligger på {{position}} plads i tabellen med {{points}} point.',
};

const fr: MatchTextTemplates = {
  previewIntro: '{{home}} affronte {{away}} le {{date}} en {{competition}} ({{round}}). Rendez-vous à {{city}} ({{venue}}).',
  previewForm: 'Sur ses {{total}} derniers matchs, {{team}} affiche un bilan de {{wins}} V, {{draws}} N et {{losses}} D ({{form}}).',
  previewTable: '{{team}} pointe au {{position}} rang avec {{points}} points.',
  previewHeadToHead:
    "Les deux équipes se sont déjà affrontées {{total}} fois : {{home}} l'a emporté {{wins}} fois, {{away}} {{otherWins}} fois, et {{draws}} fois elles se sont quittées dos à dos.",
  previewFirstMeeting: "C'est la première fois que ces deux équipes s'affrontent.",
  previewTopScorer: '{{player}} ({{team}}) est le meilleur buteur de son équipe avec {{goals}} buts.',
  insightWinningRun: '{{team}} a remporté ses {{count}} derniers matchs.',
  insightUnbeatenRun: '{{team}} reste sur {{count}} matchs sans défaite.',
  insightWinlessRun: "{{team}} n'a plus gagné depuis {{count}} matchs.",
  insightScoredEvery: '{{team}} a marqué lors de chacun de ses {{count}} derniers matchs.',
  insightCleanSheets: "{{team}} n'a pas encaissé de but lors de {{count}} de ses {{total}} derniers matchs.",
  insightGoalsPerMatch: '{{team}} inscrit en moyenne {{goals}} buts par match dans cette compétition.',
  insightHeadToHeadLead: '{{team}} a remporté {{wins}} des {{total}} confrontations face à {{other}}.',
  insightHeadToHeadLevel:
    "Égalité parfaite entre {{home}} et {{away}} : en {{total}} confrontations, chaque équipe s'est imposée {{wins}} fois.",
  insightTopScorer: '{{player}} ({{team}}) compte {{goals}} buts dans la compétition.',
  insightTablePosition: '{{team}} occupe le {{position}} rang du classement avec {{points}} points.',
};

const nl: MatchTextTemplates = {
  previewIntro:
    '{{home}} speelt op {{date}} tegen {{away}} in de {{competition}} ({{round}}). Het duel vindt plaats in {{city}} ({{venue}}).',
  previewForm:
    '{{team}} won {{wins}} van de laatste {{total}} wedstrijden, speelde {{draws}} keer gelijk en verloor er {{losses}} ({{form}}).',
  previewTable: '{{team}} staat {{position}} met {{points}} punten.',
  previewHeadToHead:
    'De ploegen troffen elkaar {{total}} keer: {{home}} won {{wins}} keer, {{away}} {{otherWins}} keer en {{draws}} keer eindigde het duel in een gelijkspel.',
  previewFirstMeeting: 'Het is de eerste keer dat deze twee ploegen elkaar treffen.',
  previewTopScorer: '{{player}} is met {{goals}} doelpunten topscorer van {{team}}.',
  insightWinningRun: '{{team}} won de laatste {{count}} wedstrijden.',
  insightUnbeatenRun: '{{team}} is al {{count}} wedstrijden ongeslagen.',
  insightWinlessRun: '{{team}} wacht al {{count}} wedstrijden op een overwinning.',
  insightScoredEvery: '{{team}} scoorde in elk van de laatste {{count}} wedstrijden.',
  insightCleanSheets: '{{team}} hield in {{count}} van de laatste {{total}} wedstrijden de nul.',
  insightGoalsPerMatch: '{{team}} scoort in deze competitie gemiddeld {{goals}} doelpunten per wedstrijd.',
  insightHeadToHeadLead: '{{team}} won {{wins}} van de {{total}} onderlinge duels met {{other}}.',
  insightHeadToHeadLevel:
    '{{home}} en {{away}} houden elkaar in de onderlinge duels in evenwicht: van de {{total}} wedstrijden won elke ploeg er {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) scoorde {{goals}} keer in deze competitie.',
  insightTablePosition: '{{team}} staat met {{points}} punten op de {{position}} plaats in de ranglijst.',
};

const ru: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} и {{away}} встретятся {{date}}. Место проведения: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} подходит к матчу со следующими результатами в последних {{total}} играх ({{form}}): победы — {{wins}}, ничьи — {{draws}}, поражения — {{losses}}.',
  previewTable: '{{team}} занимает {{position}} место с {{points}} очками.',
  previewHeadToHead: 'Личные встречи: {{total}}. Победы — {{home}}: {{wins}}, {{away}}: {{otherWins}}; ничьи: {{draws}}.',
  previewFirstMeeting: 'Команды встретятся впервые.',
  previewTopScorer: '{{player}} ({{team}}) — лучший бомбардир своей команды, автор {{goals}} голов.',
  insightWinningRun: '{{team}} побеждает в {{count}} матчах подряд.',
  insightUnbeatenRun: '{{team}} не проигрывает в {{count}} матчах подряд.',
  insightWinlessRun: '{{team}} не может победить в {{count}} матчах подряд.',
  insightScoredEvery: '{{team}} забивает в каждом из последних {{count}} матчей.',
  insightCleanSheets: 'Команда {{team}} не пропустила ни одного мяча в {{count}} из последних {{total}} матчей.',
  insightGoalsPerMatch: '{{team}} — средняя результативность в этом турнире: {{goals}} за матч.',
  insightHeadToHeadLead: 'Команда {{team}} выиграла {{wins}} из {{total}} очных встреч с командой {{other}}.',
  insightHeadToHeadLevel: '{{home}} и {{away}} идут вровень в очных встречах: из {{total}} матчей каждая команда выиграла {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) — автор {{goals}} голов в этом турнире.',
  insightTablePosition: 'В турнирной таблице {{team}} занимает {{position}} место с {{points}} очками.',
};

const sk: MatchTextTemplates = {
  previewIntro: '{{competition}} ({{round}}): {{home}} a {{away}} sa stretnú {{date}}. Dejisko: {{venue}}, {{city}}.',
  previewForm:
    '{{team}} ide do zápasu s bilanciou posledných {{total}} stretnutí ({{form}}): víťazstvá – {{wins}}, remízy – {{draws}}, prehry – {{losses}}.',
  previewTable: '{{team}} je na {{position}} mieste s {{points}} bodmi.',
  previewHeadToHead: 'Doterajšie vzájomné zápasy: {{total}}. Víťazstvá – {{home}}: {{wins}}, {{away}}: {{otherWins}}; remízy: {{draws}}.',
  previewFirstMeeting: 'Oba tímy sa stretnú vôbec po prvý raz.',
  previewTopScorer: '{{player}} ({{team}}) je s {{goals}} gólmi najlepším strelcom svojho tímu.',
  insightWinningRun: '{{team}} ťahá sériu {{count}} víťazstiev v rade.',
  insightUnbeatenRun: '{{team}} je bez prehry v posledných {{count}} zápasoch.',
  insightWinlessRun: '{{team}} je bez víťazstva v posledných {{count}} zápasoch.',
  insightScoredEvery: '{{team}} skóruje v každom z posledných {{count}} zápasov.',
  insightCleanSheets: '{{team}} má čisté konto v {{count}} z posledných {{total}} zápasov.',
  insightGoalsPerMatch: 'Priemer gólov tímu {{team}} v tejto súťaži: {{goals}} na zápas.',
  insightHeadToHeadLead: 'Tím {{team}} vyhral {{wins}} z {{total}} vzájomných zápasov s tímom {{other}}.',
  insightHeadToHeadLevel: '{{home}} a {{away}} majú vyrovnanú vzájomnú bilanciu: z {{total}} zápasov vyhral každý tím {{wins}}.',
  insightTopScorer: '{{player}} ({{team}}) sa v tejto súťaži môže pochváliť {{goals}} gólmi.',
  insightTablePosition: '{{team}} figuruje v tabuľke na {{position}} mieste s {{points}} bodmi.',
};

const zh: MatchTextTemplates = {
  previewIntro: '{{competition}}（{{round}}）：{{home}}将于{{date}}在{{city}}的{{venue}}对阵{{away}}。',
  previewForm: '{{team}}近{{total}}场比赛取得{{wins}}胜{{draws}}平{{losses}}负（{{form}}）。',
  previewTable: '{{team}}目前积{{points}}分，排在{{position}}。',
  previewHeadToHead: '两队此前交手{{total}}次，{{home}}{{wins}}胜，{{away}}{{otherWins}}胜，另有{{draws}}场战平。',
  previewFirstMeeting: '这是两队首次交手。',
  previewTopScorer: '{{player}}以{{goals}}球领跑{{team}}队内射手榜。',
  insightWinningRun: '{{team}}近{{count}}场比赛全部取胜。',
  insightUnbeatenRun: '{{team}}近{{count}}场比赛保持不败。',
  insightWinlessRun: '{{team}}近{{count}}场比赛未尝胜绩。',
  insightScoredEvery: '{{team}}近{{count}}场比赛场场有进球。',
  insightCleanSheets: '{{team}}近{{total}}场比赛中有{{count}}场零封对手。',
  insightGoalsPerMatch: '{{team}}在本项赛事中场均打进{{goals}}球。',
  insightHeadToHeadLead: '{{team}}在与{{other}}的{{total}}次交锋中赢下{{wins}}场。',
  insightHeadToHeadLevel: '{{home}}与{{away}}的交锋战绩持平：{{total}}场比赛中双方各胜{{wins}}场。',
  insightTopScorer: '{{team}}的{{player}}在本项赛事中已打进{{goals}}球。',
  insightTablePosition: '{{team}}积{{points}}分，位列积分榜{{position}}。',
};

const zhTw: MatchTextTemplates = {
  previewIntro: '{{competition}}（{{round}}）：{{home}}將於{{date}}在{{city}}的{{venue}}對戰{{away}}。',
  previewForm: '{{team}}近{{total}}場比賽拿下{{wins}}勝{{draws}}和{{losses}}敗（{{form}}）。',
  previewTable: '{{team}}目前累積{{points}}分，排名{{position}}。',
  previewHeadToHead: '兩隊過去交手{{total}}次，{{home}}拿下{{wins}}勝，{{away}}{{otherWins}}勝，另有{{draws}}場戰成平手。',
  previewFirstMeeting: '這是兩隊首度交手。',
  previewTopScorer: '{{player}}以{{goals}}球成為{{team}}隊內最佳射手。',
  insightWinningRun: '{{team}}近{{count}}場比賽全數獲勝。',
  insightUnbeatenRun: '{{team}}近{{count}}場比賽保持不敗。',
  insightWinlessRun: '{{team}}已經連續{{count}}場比賽沒有贏球。',
  insightScoredEvery: '{{team}}近{{count}}場比賽場場都有進球。',
  insightCleanSheets: '{{team}}近{{total}}場比賽中有{{count}}場完封對手。',
  insightGoalsPerMatch: '{{team}}在這項賽事中平均每場攻進{{goals}}球。',
  insightHeadToHeadLead: '{{team}}與{{other}}交手{{total}}次，拿下其中{{wins}}勝。',
  insightHeadToHeadLevel: '{{home}}與{{away}}的對戰成績平分秋色：{{total}}場比賽中雙方各拿{{wins}}勝。',
  insightTopScorer: '{{team}}的{{player}}在本項賽事已攻進{{goals}}球。',
  insightTablePosition: '{{team}}累積{{points}}分，在積分榜上排名{{position}}。',
};

/**
 * Every language has every line: the type makes a missing language or kind a compile error, and
 * match-texts.test.ts checks each line keeps the English placeholders and is really translated.
 */
export const matchTextTemplates: Record<Language, MatchTextTemplates> = {
  en,
  it,
  pl,
  tr,
  'pt-br': ptBr,
  pt,
  de,
  'es-xx': esXx,
  es,
  ja,
  bg,
  cs,
  el,
  ro,
  sv,
  hr,
  hu,
  da,
  fr,
  nl,
  ru,
  sk,
  zh,
  'zh-tw': zhTw,
};
