import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import type { AdminZone } from '@shop/contracts';
import { webglAvailable } from '@/features/map';
import type { Ring } from './ring-text';

// MapLibre and terra-draw load in their own chunk, only when the editor is shown.
const ZoneEditorMap = lazy(() => import('./zone-editor-map'));

export interface ZoneEditorProps {
  /** The edited border (open ring), or null to draw a new one. */
  ring: Ring | null;
  /** The other zones, shown in grey for reference. */
  others: AdminZone[];
  onRingChange: (ring: Ring) => void;
  height: number;
}

class EditorErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The map to draw and edit a zone's border; without WebGL a note points to the corner list. */
export function ZoneEditor(props: ZoneEditorProps) {
  useLanguage();
  const [available] = useState(webglAvailable);
  const fallback = (
    <Alert color="gray" icon={<IconMapOff size={18} />} title={m.adminZones_mapUnavailable()}>
      {m.adminZones_editorUnavailable()}
    </Alert>
  );
  if (!available) return fallback;
  return (
    <EditorErrorBoundary fallback={fallback}>
      <Suspense
        fallback={
          <Skeleton h={props.height} role="progressbar" aria-label={m.adminZones_loadingMap()} />
        }
      >
        <ZoneEditorMap {...props} />
      </Suspense>
    </EditorErrorBoundary>
  );
}
