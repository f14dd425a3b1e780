import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nextHistory, TrackedHistoryProvider, useTrackedHistory } from './tracked-history.tsx';

describe('nextHistory', () => {
  it('adds a new path, ignores a repeat, and keeps the last 50', () => {
    expect(nextHistory(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(nextHistory(['/a', '/b'], '/b')).toEqual(['/a', '/b']);
    expect(nextHistory(Array.from({ length: 50 }, (_, index) => `/${index}`), '/new')).toHaveLength(50);
  });
});

function Probe() {
  const history = useTrackedHistory();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <output>{`${location.pathname}${location.search}`}</output>
      <button onClick={() => navigate('/info/form?eventId=1', { replace: true })}>form</button>
      <button onClick={() => history.back()}>back</button>
    </>
  );
}

describe('TrackedHistoryProvider', () => {
  it('returns to the previous path even though every navigation replaced the route', async () => {
    render(
      <MemoryRouter initialEntries={['/stats?eventId=1']}>
        <TrackedHistoryProvider>
          <Probe />
        </TrackedHistoryProvider>
      </MemoryRouter>,
    );
    await act(async () => screen.getByText('form').click());
    expect(screen.getByRole('status').textContent).toBe('/info/form?eventId=1');
    await act(async () => screen.getByText('back').click());
    expect(screen.getByRole('status').textContent).toBe('/stats?eventId=1');
  });

  it('throws a developer error outside its provider', () => {
    expect(() => render(<MemoryRouter><Probe /></MemoryRouter>)).toThrow(/inside <TrackedHistoryProvider>/);
  });
});
