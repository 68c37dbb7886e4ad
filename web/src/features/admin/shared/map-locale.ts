import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useMemo } from 'react';

/**
 * MapLibre's own control texts (zoom buttons, compass, attribution) in the back office's
 * language, for a map's `locale` option; MapLibre reads them when the map is created.
 */
export function useMapLocale(): Record<string, string> {
  const language = useLanguage();
  // The texts of `language`: a switch gives the map new ones.
  return useMemo(() => {
    const options = { locale: language };
    return {
      'NavigationControl.ZoomIn': m.adminShared_mapControls_zoomIn({}, options),
      'NavigationControl.ZoomOut': m.adminShared_mapControls_zoomOut({}, options),
      'NavigationControl.ResetBearing': m.adminShared_mapControls_resetBearing({}, options),
      'AttributionControl.ToggleAttribution': m.adminShared_mapControls_toggleAttribution(
        {},
        options,
      ),
      'Map.Title': m.adminShared_mapControls_map({}, options),
    };
  }, [language]);
}
