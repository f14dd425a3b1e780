/**
 * How far back our records of meetings reach, so that no sentence claims more than they hold:
 * the international results (martj42/international_results, results.csv) begin with Scotland v
 * England on 30 November 1872, so between national teams "first meeting" is true since then;
 * our club results are one season (openfootball, see scripts/feed-data/build.ts), so between
 * clubs we can say only that the season holds no earlier meeting.
 */
export const internationalResultsSince = '1872';
