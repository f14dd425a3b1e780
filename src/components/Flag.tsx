import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

// One loader per flag of the set: each flag is a file of its own (or, when small, a few hundred
// bytes of its own chunk), fetched only when a team of that country is shown.
const flags = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default' });

/** The loader for a team's `country` (ISO 3166 "AR", or "GB-ENG" for a home nation), if the set has it. */
export function flagLoader(country: string): (() => Promise<string>) | undefined {
  return flags[`/node_modules/flag-icons/flags/4x3/${country.toLowerCase()}.svg`];
}

/**
 * A national team's flag, 4:3, loaded with the first team of that country a fan sees. Decorative:
 * the team's name is always beside it. Until it arrives (or if the set has no such flag) the
 * space it takes stays reserved and empty, so nothing moves.
 */
export default function Flag({ country, width }: { country: string; width: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    flagLoader(country)?.().then(
      (loaded) => current && setUrl(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [country]);
  return (
    <Box
      component="span"
      data-testid="team-flag"
      data-country={country}
      sx={(theme) => ({
        display: 'inline-block',
        flex: 'none',
        width,
        height: (width * 3) / 4,
        borderRadius: '3px',
        // A hairline edge, so white in a flag (Japan's, England's) stays a flag on a white page.
        boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.divider}`,
        backgroundImage: url ? `url("${url}")` : 'none',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      })}
    />
  );
}
