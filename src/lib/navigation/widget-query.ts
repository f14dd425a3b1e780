import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseWidgetQuery, type WidgetQuery } from '../../rules/query-params.ts';

/** The query of SPEC section 2, parsed once per change of the URL. */
export function useWidgetQuery(): WidgetQuery {
  const { search } = useLocation();
  return useMemo(() => parseWidgetQuery(search), [search]);
}
