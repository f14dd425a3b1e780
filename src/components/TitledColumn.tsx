import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContentColumn } from './ContentColumn.tsx';

/** A page of a section: the content column with the page's title as its heading, then the page. */
export function TitledColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ContentColumn>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </ContentColumn>
  );
}
