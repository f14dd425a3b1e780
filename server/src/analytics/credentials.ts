/**
 * The outlet and token the analytics endpoint accepts when FeedServerOptions.analytics names none;
 * `/dbs_auth/{eventId}` hands them to the widget. Demo values: the feed holds no secrets.
 */
export const defaultAnalyticsCredentials = { outlet: 'demo-outlet', token: 'demo-analytics-token' };
