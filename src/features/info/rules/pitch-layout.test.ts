import { describe, expect, it } from 'vitest';
import { fitName, nameLimits, nameWidth, nameX, pitchPoint } from './pitch-layout.ts';

describe('nameLimits', () => {
  it('shortens the names of neighbours on one row so that they do not meet: Turkey’s Çalhanoğlu and Dervişoğlu', () => {
    // Right centre midfield (y 66) and right midfield (y 88) of a 4-1-4-1, home side.
    const calhanoglu = { id: 'calhanoglu', ...pitchPoint('home', { x: 52, y: 66 }) };
    const dervisoglu = { id: 'dervisoglu', ...pitchPoint('home', { x: 52, y: 88 }) };
    const keeper = { id: 'keeper', ...pitchPoint('home', { x: 5, y: 50 }) };
    const limits = nameLimits([calhanoglu, dervisoglu, keeper]);
    const a = fitName('Çalhanoğlu', limits.get('calhanoglu'));
    const b = fitName('Dervişoğlu', limits.get('dervisoglu'));
    expect(a.length).toBeLessThan('Çalhanoğlu'.length);
    // The two names, each centred under its marker, leave space between them.
    const right = nameX(calhanoglu.cx, a) + nameWidth(a) / 2;
    const left = nameX(dervisoglu.cx, b) - nameWidth(b) / 2;
    expect(left - right).toBeGreaterThan(0);
    // Alone on his row, the goalkeeper keeps the full length.
    expect(limits.get('keeper')).toBe(11);
  });

  it('never cuts a name below four characters', () => {
    const limits = nameLimits([
      { id: 'a', cx: 30, cy: 50 },
      { id: 'b', cx: 31, cy: 50 },
    ]);
    expect(limits.get('a')).toBe(4);
  });

  it('treats markers on different rows as no threat', () => {
    const limits = nameLimits([
      { id: 'a', cx: 30, cy: 50 },
      { id: 'b', cx: 31, cy: 60 },
    ]);
    expect(limits.get('a')).toBe(11);
  });
});
