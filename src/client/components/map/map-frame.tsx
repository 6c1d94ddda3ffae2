import type { ReactNode, RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import type { MapState } from './use-map.ts';

/** The map box with its states: a spinner while loading, the offline-style notice, or a failure text. */
export function MapFrame({
  container,
  state,
  height,
  label,
  children,
}: {
  container: RefObject<HTMLDivElement | null>;
  state: MapState;
  height: number;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="map-frame">
      <div
        ref={container}
        className="map-canvas"
        style={{ height }}
        role="region"
        aria-label={label}
        data-map-status={state.status}
      />
      {state.status === 'loading' && (
        <div className="map-overlay" aria-hidden="true">
          <div className="spinner" />
        </div>
      )}
      {state.status === 'failed' && (
        <p className="map-overlay map-failed" role="status">
          <Trans id="map.unavailable">The map cannot be shown in this browser.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.fallback && (
        <p className="map-notice muted">
          <Trans id="map.offline_style">Map background is unavailable right now; pins and zones still work.</Trans>
        </p>
      )}
      {children}
    </div>
  );
}
