import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetAt, serveFakeFeed, feedOrigin } from '../../testing/feed.tsx';
import { matchHandlers } from './testing/fixtures.ts';

/**
 * The scoreboard credits the match's source in one line at its foot, as the `/lineups` answer
 * (which it reads for its facts) names it; a match whose answer names none gets no line.
 */

const feed = { stage: 'played' as const };
const server = serveFakeFeed(feed);
const sourceWords = /StatsBomb|CC0|openfootball|licen[cs]e|Lizenz|Powered|Bereitgestellt/i;

describe('/scoreboard credits (route level, feed mocked with real answers)', () => {
  it('Barcelona 3-0 Alavés, from StatsBomb open data: one credits line, below the facts, and no sentence names the source', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    // The powered-by badge is found by its hook (CONTRACT.md): this test is about that badge.
    const line = await screen.findByTestId('powered-by');
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
    expect(await screen.findByTestId('powered-by')).toHaveTextContent(/^Bereitgestellt von StatsBomb$/);
  });

  it('the 2022 final, whose answer credits nobody: no credits line, and none made up', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    await screen.findByTestId('match-facts');
    expect(screen.queryByTestId('powered-by')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveTextContent(sourceWords);
  });
});
