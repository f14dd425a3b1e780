import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { intlLocale } from '../../../../contract/languages.ts';
import { useEventData } from '../../../api/event-data.ts';
import { eventDetailsQueryOptions } from '../../../api/event-details.ts';
import { useEventStatus } from '../../../api/event-status.ts';
import { useLiveScore, useMatchClock } from '../../../lib/realtime/use-live.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { streamLaunchSchema } from '../../../../contract/protocol.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { contentMaxWidthPx, streamAspectRatio, streamMaxHeightPx, streamMinHeightPx } from '../../../rules/constants.ts';
import { isStreamDisablingError, streamCredentialsValid } from '../../../rules/stream-rules.ts';
import { useStreamState } from '../../../lib/stream/stream-state.tsx';
import { attachStream, type LaunchedStream } from '../stream/attach-stream.ts';
import { withShowcase } from '../stream/playback.ts';

type Launch = { kind: 'loading' } | { kind: 'playing'; stream: LaunchedStream } | { kind: 'unavailable' };

interface StreamPlayerProps {
  /** SPEC section 2: the player is hidden when not on the stream route; hidden, it is paused. */
  visible: boolean;
  /** In fixed-height mode the 320 px cap does not apply (SPEC section 9). */
  fixedHeight: boolean;
  /** What goes under the player: the live tracker's ticker of the last events, when it is given. */
  below?: ReactNode;
}

/**
 * Over the top of the picture, where a broadcast puts it: a LIVE badge, the teams' codes with the
 * score as the scoreboard shows it (SPEC section 4's live score), and the match clock. It takes no
 * pointer, so the player's own controls stay under the fan's finger.
 */
function StreamScoreBar() {
  const { t } = useTranslation();
  const { origin } = useFeedConfig();
  const { eventId, lang, stages } = useWidgetQuery();
  const teams = useEventData(eventId, lang).data;
  const details = useQuery(eventDetailsQueryOptions(origin, eventId, lang)).data;
  const score = useLiveScore(eventId, details ? { home: details.home.score, away: details.away.score } : undefined);
  const clock = useMatchClock(useEventStatus(eventId, stages?.[0], lang).data);
  const chip = { px: 0.75, borderRadius: 0.5, fontWeight: 700, lineHeight: '22px', whiteSpace: 'nowrap' } as const;
  return (
    <Box
      data-testid="stream-score"
      sx={{ position: 'absolute', top: 8, insetInline: 8, display: 'flex', gap: 0.5, alignItems: 'center', pointerEvents: 'none' }}
    >
      <Typography
        variant="small"
        component="span"
        data-testid="stream-live"
        sx={{ ...chip, bgcolor: 'incident.redCard', color: 'onIncident.redCard' }}
      >
        {t('areas.live').toLocaleUpperCase(intlLocale(lang))}
      </Typography>
      {teams ? (
        <Typography variant="small" component="span" sx={{ ...chip, bgcolor: 'scoreboard.background', color: 'scoreboard.text' }}>
          {`${teams.home.code} ${score.home} - ${score.away} ${teams.away.code}`}
        </Typography>
      ) : null}
      <Typography
        variant="small"
        component="span"
        data-testid="stream-clock"
        sx={{ ...chip, bgcolor: 'scoreboard.background', color: 'scoreboard.text' }}
      >
        {clock.text}
      </Typography>
    </Box>
  );
}

/**
 * The live stream (SPEC section 9: 16:9, muted, autoplaying, 189 to 320 px high). The credentials
 * go to the stream launch and nowhere else: never logged, stored or put in a URL. A launch that is
 * refused, a stream that cannot be played, or a feed that does not answer shows "Content Player Pro
 * currently unavailable" with a retry; a disabling error code also disables the stream, and the
 * shell then leaves the route (SPEC section 4). It stays mounted while the fan looks at other
 * pages, so coming back does not launch the stream again.
 */
export function StreamPlayer({ visible, fixedHeight, below }: StreamPlayerProps) {
  const { t } = useTranslation();
  const { origin } = useFeedConfig();
  const { stream, iframeShowcase } = useWidgetQuery();
  const { disable } = useStreamState();
  const [launch, setLaunch] = useState<Launch>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const valid = streamCredentialsValid(stream);
  const { token, outletkey, stream: streamId, user } = stream;
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    (async () => {
      try {
        const response = await fetch(new URL('/stream/launch', origin), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: token, outlet: outletkey, stream: streamId, user }),
          signal: controller.signal,
        });
        const answer = streamLaunchSchema.safeParse(await response.json());
        if (!answer.success) return setLaunch({ kind: 'unavailable' });
        if ('errorCode' in answer.data) {
          if (isStreamDisablingError(answer.data.errorCode)) disable();
          return setLaunch({ kind: 'unavailable' });
        }
        setLaunch({ kind: 'playing', stream: { url: answer.data.url, type: answer.data.type } });
      } catch {
        if (!controller.signal.aborted) setLaunch({ kind: 'unavailable' });
      }
    })();
    return () => controller.abort();
  }, [valid, origin, token, outletkey, streamId, user, disable, attempt]);

  const playing = launch.kind === 'playing' ? launch.stream : null;
  useEffect(() => {
    const element = video.current;
    if (!element || !playing) return;
    return attachStream(element, { ...playing, url: withShowcase(playing.url, iframeShowcase) }, () => setLaunch({ kind: 'unavailable' }));
  }, [playing, iframeShowcase]);

  // Off the stream route the picture is not seen: pause it, so a fan on a poor connection does not
  // download video nobody watches; back on the route it plays on (muted, as it started).
  useEffect(() => {
    const element = video.current;
    if (!element || !playing) return;
    if (visible) element.play()?.catch(() => {});
    else element.pause();
  }, [visible, playing]);

  return (
    <>
      <Box
        data-testid="stream-player"
        hidden={!visible}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: contentMaxWidthPx,
          mx: 'auto',
          aspectRatio: `${streamAspectRatio.width} / ${streamAspectRatio.height}`,
          minHeight: streamMinHeightPx,
          maxHeight: fixedHeight ? 'none' : streamMaxHeightPx,
          bgcolor: 'video.background',
          display: visible ? 'grid' : 'none',
          placeItems: 'center',
        }}
      >
        {valid && playing ? (
          <video
            ref={video}
            autoPlay
            muted
            playsInline
            loop
            controls
            aria-label={t('common.contentPlayerPro')}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : valid && launch.kind === 'loading' ? (
          <Box role="status" aria-label={t('common.loading')} />
        ) : (
          <Box sx={{ display: 'grid', justifyItems: 'center', pb: 2 }}>
            <EmptyState title={t('empty.playerUnavailable')} />
            {valid ? (
              <PlainButton
                data-testid="stream-retry"
                onClick={() => {
                  setLaunch({ kind: 'loading' });
                  setAttempt((count) => count + 1);
                }}
              >
                {t('common.retry')}
              </PlainButton>
            ) : null}
          </Box>
        )}
        {valid && playing ? <StreamScoreBar /> : null}
      </Box>
      {/* The slot under the player: the live tracker's ticker goes here. */}
      {below ? (
        <Box data-testid="stream-below" hidden={!visible}>
          {below}
        </Box>
      ) : null}
    </>
  );
}
