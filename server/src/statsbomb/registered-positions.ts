import type { RegisteredPositions } from './teams.ts';

/**
 * The squad positions of the substitutes who stayed on the bench in the StatsBomb matches, by
 * StatsBomb match and player id. StatsBomb records a position only for players who took the
 * pitch; these come from the clubs' and federations' published squad lists of the season.
 */
export const registeredPositions: Readonly<Record<string, RegisteredPositions>> = {
  // Barcelona v Deportivo Alavés, La Liga 2018/19 matchday 1.
  '15946': {
    3109: 'attacker', // Malcom
    6826: 'defender', // Clément Lenglet
    6998: 'midfielder', // Rafinha
    8652: 'goalkeeper', // Jasper Cillessen
    6923: 'sideBack', // Ximo Navarro
    9748: 'goalkeeper', // Antonio Sivera
    12190: 'attacker', // Patrick Twumasi
  },
  // Barcelona v Girona, La Liga 2018/19 matchday 5.
  '15986': {
    6379: 'sideBack', // Sergi Roberto
    6609: 'midfielder', // Denis Suárez
    6616: 'attacker', // Munir El Haddadi
    8652: 'goalkeeper', // Jasper Cillessen
    6576: 'goalkeeper', // Gorka Iraizoz
    11292: 'sideBack', // Pedro Porro
    11295: 'attacker', // Patrick Roberts
    34694: 'midfielder', // Èric Montes
  },
  // Turkey v Italy, Euro 2020 group A.
  '3788741': {
    4355: 'sideBack', // Emerson
    6957: 'goalkeeper', // Alex Meret
    7119: 'defender', // Francesco Acerbi
    7469: 'goalkeeper', // Salvatore Sirigu
    7480: 'defender', // Alessandro Bastoni
    11601: 'midfielder', // Matteo Pessina
    25048: 'striker', // Giacomo Raspadori
    6760: 'striker', // Enes Ünal
    10826: 'sideBack', // Mert Müldür
    20770: 'defender', // Ozan Kabak
    21271: 'midfielder', // Dorukhan Toköz
    22212: 'midfielder', // Orkun Kökçü
    30310: 'goalkeeper', // Mert Günok
    30442: 'goalkeeper', // Altay Bayındır
    32921: 'midfielder', // Taylan Antalyalı
  },
};
