import { describe, expect, it } from 'vitest';
import { parseWidgetQuery, withQuery } from './query-params.ts';

describe('parseWidgetQuery', () => {
  it('reads a full query', () => {
    const query = parseWidgetQuery(
      '?eventId=arg-fra_2022-final&lang=de&stage=preview,inPlay&hideHeader=true&hidePrimaryTabs=true&hideTabs=true' +
        '&token=tk&outletkey=ok&stream=st&user=us&iframeShowcase=demo',
    );
    expect(query).toEqual({
      eventId: 'arg-fra_2022-final',
      lang: 'de',
      stages: ['preview', 'inPlay'],
      hideHeader: true,
      hidePrimaryTabs: true,
      hideTabs: true,
      stream: { token: 'tk', outletkey: 'ok', stream: 'st', user: 'us' },
      iframeShowcase: 'demo',
      invalid: [],
    });
  });

  it('has defaults for an empty query, with or without the question mark', () => {
    const expected = {
      eventId: undefined,
      lang: 'en',
      stages: undefined,
      hideHeader: false,
      hidePrimaryTabs: false,
      hideTabs: false,
      stream: { token: undefined, outletkey: undefined, stream: undefined, user: undefined },
      iframeShowcase: undefined,
      invalid: [],
    };
    expect(parseWidgetQuery('')).toEqual(expected);
    expect(parseWidgetQuery('?')).toEqual(expected);
    expect(parseWidgetQuery('foo=bar')).toEqual(expected);
  });

  it.each<[string, string | undefined, boolean]>([
    ['eventId=123', '123', false],
    ['eventId=%20%2012%20', '12', false],
    ['eventId=', undefined, false],
    ['eventId=%20%20', undefined, false],
    [`eventId=${'a'.repeat(128)}`, 'a'.repeat(128), false],
    [`eventId=${'a'.repeat(129)}`, undefined, true],
    ['eventId=..%2Fadmin', undefined, true],
    ['eventId=a.b', undefined, true],
    ['eventId=ARG_fra-1', 'ARG_fra-1', false],
    ['eventId=a%20b', undefined, true],
    ['eventId=a%3Fb', undefined, true],
    ['eventId=%3Cscript%3E', undefined, true],
    ['eventId=caf%C3%A9', undefined, true],
  ])('%s -> eventId %j, reported %s', (search, eventId, reported) => {
    const query = parseWidgetQuery(search);
    expect(query.eventId).toBe(eventId);
    expect(query.invalid.includes('eventId')).toBe(reported);
  });

  it.each([
    ['lang=pt-br', 'pt-br'],
    ['lang=ZH-TW', 'zh-tw'],
    ['lang=xx', 'en'],
    ['lang=', 'en'],
  ])('%s -> lang %s', (search, lang) => {
    expect(parseWidgetQuery(search).lang).toBe(lang);
  });

  it.each([
    ['stage=inPlay', ['inPlay']],
    ['stage=bogus,played', ['played']],
    ['stage=bogus', undefined],
    ['stage=', undefined],
  ])('%s -> stages %j', (search, stages) => {
    expect(parseWidgetQuery(search).stages).toEqual(stages);
  });

  it.each(['hideHeader', 'hidePrimaryTabs', 'hideTabs'] as const)('%s is true only for the exact text true', (name) => {
    expect(parseWidgetQuery(`${name}=true`)[name]).toBe(true);
    for (const value of ['TRUE', 'True', '1', 'yes', '', 'true%20', 'false']) {
      expect(parseWidgetQuery(`${name}=${value}`)[name]).toBe(false);
    }
    expect(parseWidgetQuery('')[name]).toBe(false);
  });

  it.each(['token', 'outletkey', 'stream', 'user'] as const)('caps %s at 512 characters and reports a longer one', (name) => {
    expect(parseWidgetQuery(`${name}=${'x'.repeat(512)}`).stream[name]).toBe('x'.repeat(512));
    const tooLong = parseWidgetQuery(`${name}=${'x'.repeat(513)}`);
    expect(tooLong.stream[name]).toBeUndefined();
    expect(tooLong.invalid).toEqual([name]);
  });

  it('keeps credentials as given, blank ones included', () => {
    expect(parseWidgetQuery('token=%20&user=a%2Bb').stream).toEqual({ token: ' ', outletkey: undefined, stream: undefined, user: 'a+b' });
  });

  it('passes iframeShowcase through', () => {
    expect(parseWidgetQuery('iframeShowcase=a%26b').iframeShowcase).toBe('a&b');
  });

  it.each(['%', '%E0%A4%A', '&&&==', 'eventId=%ZZ', '?stage=%FF', '=x&=y', 'lang=%00'])('never throws on %j', (search) => {
    expect(() => parseWidgetQuery(search)).not.toThrow();
  });

  it('reads the first of a repeated parameter', () => {
    expect(parseWidgetQuery('eventId=a&eventId=b').eventId).toBe('a');
  });
});

describe('withQuery', () => {
  it.each([
    ['/stats', '?eventId=1&lang=de', '/stats?eventId=1&lang=de'],
    ['/stats', 'eventId=1', '/stats?eventId=1'],
    ['/stats', '', '/stats'],
    ['/stats', '?', '/stats'],
    ['/stats/live-stats/xg', '?eventId=1&stage=preview,inPlay', '/stats/live-stats/xg?eventId=1&stage=preview,inPlay'],
    ['/watch#player', '?eventId=1', '/watch?eventId=1#player'],
    ['/watch?stage=inPlay', '?eventId=1&stage=preview', '/watch?eventId=1&stage=inPlay'],
    ['/watch?stage=inPlay', '', '/watch?stage=inPlay'],
  ])('%s with %j -> %s', (path, search, expected) => {
    expect(withQuery(path, search)).toBe(expected);
  });
});
