import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';

/**
 * MapLibre's own control texts (zoom buttons, compass, attribution) in the back office's
 * language, for a map's `locale` option; MapLibre reads them when the map is created.
 */
export function useMapLocale(): Record<string, string> {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('mapControls.zoomIn'),
      'NavigationControl.ZoomOut': t('mapControls.zoomOut'),
      'NavigationControl.ResetBearing': t('mapControls.resetBearing'),
      'AttributionControl.ToggleAttribution': t('mapControls.toggleAttribution'),
      'Map.Title': t('mapControls.map'),
    }),
    [t],
  );
}
