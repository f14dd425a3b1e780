import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseWidgetQuery, withQuery, type WidgetQuery } from '../../rules/query-params.ts';

/** The query of SPEC section 2, parsed once per change of the URL. */
export function useWidgetQuery(): WidgetQuery {
  const { search } = useLocation();
  return useMemo(() => parseWidgetQuery(search), [search]);
}

/** SPEC section 2: navigating replaces the route and keeps the query string. */
export function useQueryNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (path) => navigate(withQuery(path, search), { replace: true });
}
