import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { streamLaunchSchema } from '../../../../contract/protocol.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { contentMaxWidthPx, streamAspectRatio, streamMaxHeightPx, streamMinHeightPx } from '../../../rules/constants.ts';
import { isStreamDisablingError, streamCredentialsValid } from '../../../rules/stream-rules.ts';
import { useStreamState } from '../../../lib/stream/stream-state.tsx';

type Launch = { kind: 'loading' } | { kind: 'playing'; url: string } | { kind: 'unavailable' };

interface StreamPlayerProps {
  /** SPEC section 2: the player is hidden when not on the stream route; hidden, it is paused. */
  visible: boolean;
  /** In fixed-height mode the 320 px cap does not apply (SPEC section 9). */
  fixedHeight: boolean;
}

/**
 * The live stream (SPEC section 9: 16:9, muted, autoplaying, 189 to 320 px high). The credentials
 * go to the stream launch and nowhere else: never logged, stored or put in a URL. It stays mounted
 * while the fan looks at other pages, so coming back does not launch the stream again.
 */
export function StreamPlayer({ visible, fixedHeight }: StreamPlayerProps) {
  const { t } = useTranslation();
  const { origin } = useFeedConfig();
  const { stream } = useWidgetQuery();
  const { disable } = useStreamState();
  const [launch, setLaunch] = useState<Launch>({ kind: 'loading' });
  const valid = streamCredentialsValid(stream);
  const { token, outletkey, stream: streamId, user } = stream;
  const video = useRef<HTMLVideoElement>(null);

  // Off the stream route the picture is not seen: pause it, so a fan on a poor connection does not
  // download video nobody watches; back on the route it plays on (muted, as it started).
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (visible) element.play().catch(() => {});
    else element.pause();
  }, [visible, launch]);

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
        // Only MP4 plays natively everywhere; an HLS answer is treated as unavailable for now.
        setLaunch(answer.data.type === 'mp4' ? { kind: 'playing', url: answer.data.url } : { kind: 'unavailable' });
      } catch {
        if (!controller.signal.aborted) setLaunch({ kind: 'unavailable' });
      }
    })();
    return () => controller.abort();
  }, [valid, origin, token, outletkey, streamId, user, disable]);

  return (
    <Box
      data-testid="stream-player"
      hidden={!visible}
      sx={{
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
      {valid && launch.kind === 'playing' ? (
        <video
          ref={video}
          src={launch.url}
          autoPlay
          muted
          playsInline
          loop
          controls
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : valid && launch.kind === 'loading' ? null : (
        <EmptyState title={t('empty.playerUnavailable')} />
      )}
    </Box>
  );
}
