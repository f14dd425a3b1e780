import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nextHistory, redirectState, TrackedHistoryProvider, useTrackedHistory } from './tracked-history.tsx';

describe('nextHistory', () => {
  it.each([
    ['a visit adds the path', ['/a'], '/b', 'visit', ['/a', '/b']],
    ['a repeat is ignored', ['/a', '/b'], '/b', 'visit', ['/a', '/b']],
    ['a redirect takes the place of the path it left', ['/a', '/info'], '/info/form', 'redirect', ['/a', '/info/form']],
    ['a redirect back to the previous path collapses', ['/a', '/b'], '/a', 'redirect', ['/a']],
    ['back drops the path it leaves', ['/a', '/b', '/c'], '/b', 'back', ['/a', '/b']],
    ['back from the first path keeps it', ['/a'], '/a', 'back', ['/a']],
  ] as const)('%s', (_, stack, path, step, expected) => {
    expect(nextHistory(stack, path, step)).toEqual(expected);
  });

  it('keeps the last 50', () => {
    expect(
      nextHistory(
        Array.from({ length: 50 }, (_, index) => `/${index}`),
        '/new',
      ),
    ).toHaveLength(50);
  });
});

function Probe() {
  const history = useTrackedHistory();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <output aria-label="previous">{history.previousPath ?? 'none'}</output>
      <button onClick={() => navigate('/info/form?eventId=1', { replace: true })}>form</button>
      <button onClick={() => navigate('/info?eventId=1&stage=inPlay', { replace: true })}>info</button>
      <button onClick={() => navigate('/stats?eventId=1&stage=halfTime', { replace: true })}>stage</button>
      <button onClick={() => history.back()}>back</button>
    </>
  );
}

function renderProbe(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TrackedHistoryProvider>
        <Routes>
          {/* A section root redirects to its first tab, as the shell does. */}
          <Route path="/info" element={<Navigate to="/info/table?eventId=1&stage=inPlay" replace state={redirectState} />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </TrackedHistoryProvider>
    </MemoryRouter>,
  );
}

const click = (name: string) => act(async () => screen.getByRole('button', { name }).click());
/** What the probe shows: the current location, or the previous path. */
const shown = (name: 'location' | 'previous') => screen.getByRole('status', { name }).textContent;

describe('TrackedHistoryProvider', () => {
  it('returns to the previous path even though every navigation replaced the route', async () => {
    renderProbe('/stats?eventId=1');
    expect(shown('previous')).toBe('none');
    await click('form');
    expect(shown('location')).toBe('/info/form?eventId=1');
    expect(shown('previous')).toBe('/stats');
    await click('back');
    expect(shown('location')).toBe('/stats?eventId=1');
    expect(shown('previous')).toBe('none');
  });

  it('never goes back to a path that only redirected, and keeps the current query', async () => {
    renderProbe('/stats?eventId=1');
    await click('info');
    expect(shown('location')).toBe('/info/table?eventId=1&stage=inPlay');
    expect(shown('previous')).toBe('/stats');
    await click('back');
    expect(shown('location')).toBe('/stats?eventId=1&stage=inPlay');
  });

  it('does not count a change of the query alone as a step', async () => {
    renderProbe('/scoreboard?eventId=1');
    await click('stage');
    await click('form');
    await click('back');
    expect(shown('location')).toBe('/stats?eventId=1');
    expect(shown('previous')).toBe('/scoreboard');
  });

  it('throws a developer error outside its provider', () => {
    expect(() =>
      render(
        <MemoryRouter>
          <Probe />
        </MemoryRouter>,
      ),
    ).toThrow(/inside <TrackedHistoryProvider>/);
  });
});
