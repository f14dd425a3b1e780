import { describe, expect, it } from 'vitest';
import { knownName, nameCuts, teamPitchNames } from './pitch-names.ts';

// Full and short names as the feed's /lineups gives them for the matches of its /events: the 2022
// World Cup final, Barcelona v Alavés (La Liga 2018/19) and Turkey v Italy (Euro 2020).
const argentina = [
  ['arg-emi-martinez', 'Emiliano Martínez', 'E. Martínez', 'Martínez'],
  ['arg-molina', 'Nahuel Molina', 'Molina', 'Molina'],
  ['arg-romero', 'Cristian Romero', 'Romero', 'Romero'],
  ['arg-otamendi', 'Nicolás Otamendi', 'Otamendi', 'Otamendi'],
  ['arg-tagliafico', 'Nicolás Tagliafico', 'Tagliafico', 'Tagliafico'],
  ['arg-de-paul', 'Rodrigo De Paul', 'De Paul', 'De Paul'],
  ['arg-enzo-fernandez', 'Enzo Fernández', 'E. Fernández', 'Fernández'],
  ['arg-mac-allister', 'Alexis Mac Allister', 'Mac Allister', 'Mac Allister'],
  ['arg-messi', 'Lionel Messi', 'Messi', 'Messi'],
  ['arg-alvarez', 'Julián Álvarez', 'J. Álvarez', 'Álvarez'],
  ['arg-di-maria', 'Ángel Di María', 'Di María', 'Di María'],
  ['arg-lautaro-martinez', 'Lautaro Martínez', 'L. Martínez', 'Martínez'],
  ['arg-lisandro-martinez', 'Lisandro Martínez', 'Li. Martínez', 'Martínez'],
  ['arg-gomez', 'Alejandro Gómez', 'Papu Gómez', 'Papu Gómez'],
] as const;
const france = [
  ['fra-lloris', 'Hugo Lloris', 'Lloris', 'Lloris'],
  ['fra-theo-hernandez', 'Theo Hernández', 'T. Hernández', 'Hernández'],
  ['fra-tchouameni', 'Aurélien Tchouaméni', 'Tchouaméni', 'Tchouaméni'],
  ['fra-kolo-muani', 'Randal Kolo Muani', 'Kolo Muani', 'Kolo Muani'],
  ['fra-camavinga', 'Eduardo Camavinga', 'Camavinga', 'Camavinga'],
  ['fra-mbappe', 'Kylian Mbappé', 'Mbappé', 'Mbappé'],
] as const;
// StatsBomb's "nickname" is the name a player is known by, often first name and surname.
const barcelonaAlaves = [
  ['bar-marc-andre-ter-stegen', 'Marc-André ter Stegen', 'Marc-André ter Stegen', 'ter Stegen'],
  ['bar-lionel-messi', 'Lionel Messi', 'Lionel Messi', 'Messi'],
  ['bar-nelson-semedo', 'Nélson Semedo', 'Nélson Semedo', 'Semedo'],
  ['bar-ivan-rakitic', 'Ivan Rakitić', 'Rakitić', 'Rakitić'],
  ['bar-arthur', 'Arthur', 'Arthur', 'Arthur'],
  ['ala-martin-aguirregabiria', 'Martín Aguirregabiria', 'Martín Aguirregabiria', 'Aguirregabiria'],
  ['ala-daniel-alejandro-torres', 'Daniel Alejandro Torres', 'Daniel Alejandro Torres', 'Torres'],
  ['ala-mubarak-wakaso', 'Mubarak Wakaso', 'Wakaso', 'Wakaso'],
  ['ala-jony', 'Jony', 'Jony', 'Jony'],
] as const;
const turkeyItaly = [
  ['tur-zeki-celik', 'Zeki Celik', 'Zeki Celik', 'Celik'],
  ['tur-hakan-calhanoglu', 'Hakan Çalhanoğlu', 'Çalhanoğlu', 'Çalhanoğlu'],
  ['tur-irfan-can-kahveci', 'İrfan Can Kahveci', 'Kahveci', 'Kahveci'],
  ['tur-halil-dervisoglu', 'Halil Dervişoğlu', 'Halil Dervişoğlu', 'Dervişoğlu'],
  ['ita-giovanni-di-lorenzo', 'Giovanni Di Lorenzo', 'Di Lorenzo', 'Di Lorenzo'],
  ['ita-jorginho', 'Jorginho', 'Jorginho', 'Jorginho'],
] as const;

const player = ([id, name, shortName]: readonly [string, string, string, string]) => ({ id, name, shortName });

describe('knownName', () => {
  it.each([...argentina, ...france, ...barcelonaAlaves, ...turkeyItaly])('%s is "%3$s" → %4$s', (...row) => {
    expect(knownName(player(row))).toBe(row[3]);
  });
});

describe('teamPitchNames', () => {
  it('gives Argentina’s Starting XI their known names, Martínez alone being the goalkeeper', () => {
    const starters = argentina.filter(([id]) => !['arg-lautaro-martinez', 'arg-lisandro-martinez', 'arg-gomez'].includes(id));
    const names = teamPitchNames(starters.map(player));
    expect(names.get('arg-emi-martinez')).toBe('Martínez');
    expect(names.get('arg-enzo-fernandez')).toBe('Fernández');
    expect(names.get('arg-de-paul')).toBe('De Paul');
  });

  it('tells the two Martínez on the pitch at the end of the final apart by the feed’s initials', () => {
    const atTheEnd = argentina.filter(([id]) => ['arg-emi-martinez', 'arg-lautaro-martinez', 'arg-messi'].includes(id));
    const names = teamPitchNames(atTheEnd.map(player));
    expect([...names.values()]).toEqual(['E. Martínez', 'Messi', 'L. Martínez']);
  });

  it('makes an initial from the first name when the feed has none', () => {
    const names = teamPitchNames([
      { id: 'a', name: 'Manu García', shortName: 'Manu García' },
      { id: 'b', name: 'Pablo García', shortName: 'Pablo García' },
    ]);
    expect([...names.values()]).toEqual(['M. García', 'P. García']);
  });
});

describe('nameCuts', () => {
  it('cuts after whole letters, ends in an ellipsis and keeps at least three letters', () => {
    const cuts = nameCuts('Aguirregabiria');
    expect(cuts[0]).toBe('Aguirregabiria');
    expect(cuts[1]).toBe('Aguirregabiri…');
    expect(cuts).toContain('Aguirregab…');
    expect(cuts.at(-1)).toBe('Agu…');
  });

  it('never ends a cut on a space or a full stop, nor offers the same cut twice', () => {
    const cuts = nameCuts('Mac Allister');
    expect(cuts).toContain('Mac…');
    expect(cuts.some((cut) => / …$/.test(cut))).toBe(false);
    expect(new Set(cuts).size).toBe(cuts.length);
    expect(nameCuts('E. Martínez')).not.toContain('E.…');
  });

  it('keeps a name of three letters or fewer whole', () => {
    expect(nameCuts('Ché')).toEqual(['Ché']);
  });

  it('does not split a letter from its accent when the accent is a character of its own', () => {
    const decomposed = 'Mbappe\u0301 Lottin';
    expect(nameCuts(decomposed)).toContain('Mbappe\u0301…');
  });
});
