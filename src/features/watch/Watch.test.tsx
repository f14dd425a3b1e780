import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';

const feed = { stage: 'inPlay' as const };
const server = serveFakeFeed(
  feed,
  http.get(`${feedOrigin}/competition_viz/:eventId`, () =>
    HttpResponse.json({
      stage: 'inPlay',
      minute: 23,
      events: [{ id: 'e1', kind: 'goal', side: 'home', x: 88, y: 50, minute: 23, playerName: 'Lionel Messi', xg: 0.76 }],
      ball: { x: 88, y: 50 },
      inPossession: 'home',
    }),
  ),
);

describe('/watch/pitchView (route level, feed mocked)', () => {
  it("draws the pitch from the feed's ball events", async () => {
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    const view = await screen.findByTestId('pitch-view');
    expect(await within(view).findByRole('img', { name: 'Pitch View' })).toBeInTheDocument();
    expect(within(view).queryByTestId('empty-state')).toBeNull();
  });

  it('says there is no result, and keeps the frame, when the feed answers 500', async () => {
    server.use(http.get(`${feedOrigin}/competition_viz/:eventId`, () => new HttpResponse(null, { status: 500 })));
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    const view = await screen.findByTestId('pitch-view');
    expect(await within(view).findByTestId('empty-state')).toHaveTextContent('No result found');
    expect(within(view).queryByRole('img', { name: 'Pitch View' })).toBeNull();
    expect(screen.getByTestId('side-header')).toBeInTheDocument();
  });

  it('says the same when the feed answers a shape the contract does not know', async () => {
    server.use(http.get(`${feedOrigin}/competition_viz/:eventId`, () => HttpResponse.json({ events: 'none' })));
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    expect(await within(await screen.findByTestId('pitch-view')).findByTestId('empty-state')).toBeInTheDocument();
  });
});
