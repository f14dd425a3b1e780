import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetAt, serveFakeFeed, feedOrigin } from '../../testing/feed.tsx';
import { http, HttpResponse } from 'msw';
import { matches, matchHandlers } from './testing/fixtures.ts';

/**
 * The scoreboard credits the match's sources in one line at its foot, as the `/lineups` answer
 * (which it reads for its facts) names them: every record of its facts, and StatsBomb as the
 * provider of a match's events; a match whose answer names none gets no line.
 */

const feed = { stage: 'played' as const };
const server = serveFakeFeed(feed);
const sourceWords = /StatsBomb|CC0|openfootball|FIFA|LaLiga|licen[cs]e|Lizenz|Powered|Bereitgestellt|Sources|Quellen|出典/i;
const wait = { timeout: 10_000 };

describe('/scoreboard credits (route level, feed mocked with real answers)', { timeout: 20_000 }, () => {
  it('Barcelona 3-0 Alavés, from StatsBomb open data: one credits line, below the facts, and no sentence names the source', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    // The powered-by badge is found by its hook (CONTRACT.md): this test is about that badge.
    const line = await screen.findByTestId('powered-by', {}, wait);
    expect(line).toHaveTextContent(/^Powered by StatsBomb$/);
    expect(screen.getAllByTestId('powered-by')).toHaveLength(1);
    // The last line of the page, after the match facts (a <dl>: no role or name to find it by).
    const facts = screen.getByTestId('match-facts');
    expect(facts.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const content = screen.getByRole('main');
    expect(content.lastElementChild).toBe(line);
    expect(content.textContent!.replace(line.textContent!, '')).not.toMatch(sourceWords);
  });

  it('says it in the fan\u2019s language', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=de');
    expect(await screen.findByTestId('powered-by', {}, wait)).toHaveTextContent(/^Bereitgestellt von StatsBomb$/);
  });

  it('the 2022 final, which has no event data: its results and FIFA\u2019s match report, in one line at the foot', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    const line = await screen.findByTestId('powered-by', {}, wait);
    expect(line).toHaveTextContent(/^Sources: openfootball, FIFA$/);
    expect(screen.getAllByTestId('powered-by')).toHaveLength(1);
    const content = screen.getByRole('main');
    expect(content.lastElementChild).toBe(line);
    expect(content.textContent!.replace(line.textContent!, '')).not.toMatch(sourceWords);
  });

  it('the 2022 final in Japanese: the line in the fan\u2019s language', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=ja');
    expect(await screen.findByTestId('powered-by', {}, wait)).toHaveTextContent(/^出典：openfootball、FIFA$/);
  });

  it('while a match is played: its provider alone, as the first paint carries it, and the whole line from half time', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage: 'inPlay' }));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    expect(await screen.findByTestId('powered-by', {}, wait)).toHaveTextContent(/^Powered by StatsBomb$/);
    cleanup();
    server.use(...matchHandlers(feedOrigin, 'wc2022-final', { stage: 'halfTime' }));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    expect(await screen.findByTestId('powered-by', {}, wait)).toHaveTextContent(/^Sources: openfootball, FIFA$/);
  });

  it('the 2022 final before kick-off and in play: the line names its own sources as the answer credits them, never StatsBomb', async () => {
    // The final has no event data: the /lineups answer credits openfootball and FIFA, whose facts the page shows.
    for (const stage of ['lineupsAvailable', 'inPlay', 'penalties']) {
      server.use(...matchHandlers(feedOrigin, 'wc2022-final', { stage }));
      await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
      const line = await screen.findByTestId('powered-by', {}, wait);
      expect(line, stage).toHaveTextContent(/^Powered by openfootball, FIFA$/);
      expect(line, stage).not.toHaveTextContent(/StatsBomb/);
      expect(screen.getByRole('main').lastElementChild, stage).toBe(line);
      cleanup();
    }
  });

  it('a feed whose answer names no source: no credits line, and none made up', async () => {
    const { sources: _sources, credit: _credit, ...lineups } = matches['wc2022-final'].lineups;
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    // Handlers added later are asked first.
    server.use(http.get(`${feedOrigin}/lineups/:eventId`, () => HttpResponse.json(lineups)));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    await screen.findByTestId('match-facts', {}, wait);
    expect(screen.queryByTestId('powered-by')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveTextContent(sourceWords);
  });
});
