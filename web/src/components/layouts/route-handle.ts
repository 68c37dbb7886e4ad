import { useMatches } from 'react-router-dom';

/** What a route may ask of the shell, e.g. the print page hides both bars. */
export interface RouteHandle {
  hideHeader?: boolean;
  hideFooter?: boolean;
}

export function useShellVisibility() {
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  return {
    header: !handles.some((h) => h.hideHeader),
    footer: !handles.some((h) => h.hideFooter),
  };
}
