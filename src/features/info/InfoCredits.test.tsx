import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { captured } from './testing/answers.ts';

/**
 * The info screens credit what they show in their one line at the foot, as the feed's answers
 * name their sources: the table, the form, the fixtures, the preview and the insights of the 2022
 * final (openfootball's results; the international results for the meetings; FIFA's report for the
 * preview's referee and crowd) and of Barcelona v Alavés (openfootball's season, StatsBomb's goals).
 */
const server = serveFakeFeed({ stage: 'played' });
const wait = { timeout: 15_000 };

function serve(match: 'final' | 'laliga') {
  const answers = captured[match];
  const text = (kind: 'preview' | 'insights') => (match === 'final' ? captured.final[kind].en : captured.laliga[kind]);
  server.use(
    http.get(`${feedOrigin}/table/:eventId`, () => HttpResponse.json(answers.table)),
    http.get(`${feedOrigin}/form/:eventId`, () => HttpResponse.json(answers.form)),
    http.get(`${feedOrigin}/fixtures/:eventId`, () => HttpResponse.json(answers.fixtures)),
    http.get(`${feedOrigin}/lineups/:eventId`, () => HttpResponse.json(answers.lineups)),
    http.get(`${feedOrigin}/preview/:eventId`, () => HttpResponse.json(text('preview'))),
    http.get(`${feedOrigin}/insights/:eventId`, () => HttpResponse.json(text('insights'))),
  );
}

/** The screen's one credits line once every answer it credits is in. */
async function expectCredits(path: string, line: string) {
  cleanup();
  await renderWidgetAt(path);
  await waitFor(() => expect(screen.getByTestId('powered-by').textContent).toBe(line), wait);
  expect(screen.getAllByTestId('powered-by')).toHaveLength(1);
}

describe('the credits line of the info screens (route level, real answers)', { timeout: 30_000 }, () => {
  it('the 2022 final: its table, form and fixtures from openfootball\u2019s results', async () => {
    serve('final');
    await expectCredits('/info/table?eventId=final&lang=en', 'Sources: openfootball');
    await expectCredits('/info/form?eventId=final&lang=en', 'Sources: openfootball');
    await expectCredits('/info/fixtures?eventId=final&lang=en', 'Sources: openfootball');
  });

  it('the final\u2019s preview and insights: the results, the meetings and, for the preview\u2019s referee and crowd, FIFA\u2019s report', async () => {
    serve('final');
    await expectCredits('/info/insights?eventId=final&lang=en', 'Sources: openfootball, international results');
    await expectCredits('/info/preview?eventId=final&lang=en', 'Sources: openfootball, international results, FIFA');
  });

  it('Barcelona v Alavés\u2019s table in Japanese: openfootball\u2019s season, and StatsBomb for the match\u2019s own goals', async () => {
    serve('laliga');
    await expectCredits('/info/table?eventId=laliga&lang=ja', '出典：openfootball · 提供 StatsBomb');
  });
});
