import { describe, expect, it } from 'vitest';
import { surnameOf } from './person-names.ts';

describe('surnameOf', () => {
  it('keeps the particles of a compound surname, from the full name alone', () => {
    expect(surnameOf('Rodrigo De Paul')).toBe('De Paul');
    expect(surnameOf('Alexis Mac Allister')).toBe('Mac Allister');
    expect(surnameOf('Ángel Di María')).toBe('Di María');
    expect(surnameOf('Giovanni Di Lorenzo')).toBe('Di Lorenzo');
    expect(surnameOf('Marc-André ter Stegen')).toBe('ter Stegen');
    expect(surnameOf('Virgil van Dijk')).toBe('van Dijk');
  });

  it('takes the last word of a name without particles, and a single name whole', () => {
    expect(surnameOf('Enzo Fernández')).toBe('Fernández');
    expect(surnameOf('Daniel Alejandro Torres')).toBe('Torres');
    expect(surnameOf('  Jorginho ')).toBe('Jorginho');
  });
});
