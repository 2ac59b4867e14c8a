import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $overlayTurn, holdOverlays, waitForTurn, type OverlayKind } from '../stores/overlays';

/** Whether the page's own dialog `kind`, which `wanted` to show, may show now (stores/overlays.ts). */
export function useOverlayTurn(kind: OverlayKind, wanted: boolean): boolean {
  useEffect(() => (wanted ? waitForTurn(kind) : undefined), [kind, wanted]);
  return useStore($overlayTurn) === kind && wanted;
}

/** Holds the page's own dialogs back while `active` (a blocking screen, a forced flow). */
export function useOverlayHold(active: boolean): void {
  useEffect(() => (active ? holdOverlays() : undefined), [active]);
}
