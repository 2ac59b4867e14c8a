// Issue 26: one dialog on screen at a time, by the order in docs/decisions.md "One overlay at a time".
import { beforeEach, describe, expect, it, vi } from 'vitest';

let overlays: typeof import('@/stores/overlays');
beforeEach(async () => {
  vi.resetModules();
  overlays = await import('@/stores/overlays');
});

describe('the page-opened dialogs take turns', () => {
  it('gives the turn to the most urgent waiting one, one at a time', () => {
    const { $overlayTurn, waitForTurn } = overlays;
    const leaveNotification = waitForTurn('notificationPrompt');
    const leaveInstall = waitForTurn('install');
    const leavePopups = waitForTurn('popupBanners');
    expect($overlayTurn.get()).toBe('notificationPrompt'); // it came first, while nothing was on screen
    leaveNotification();
    expect($overlayTurn.get()).toBe('install');
    leaveInstall();
    expect($overlayTurn.get()).toBe('popupBanners');
    leavePopups();
    expect($overlayTurn.get()).toBeUndefined();
  });

  it('keeps the one on screen when a more urgent one arrives: it waits instead of replacing it', () => {
    const { $overlayTurn, waitForTurn } = overlays;
    const leavePopups = waitForTurn('popupBanners');
    const leaveUpdate = waitForTurn('update');
    expect($overlayTurn.get()).toBe('popupBanners');
    leavePopups();
    expect($overlayTurn.get()).toBe('update');
    leaveUpdate();
  });

  it('holds every queued one back while the player has a dialog, an alert or a blocking screen open', () => {
    const { $overlayTurn, holdOverlays, waitForTurn } = overlays;
    waitForTurn('install');
    expect($overlayTurn.get()).toBe('install');
    const releaseAlert = holdOverlays();
    const releaseStatus = holdOverlays();
    expect($overlayTurn.get()).toBeUndefined();
    waitForTurn('update');
    releaseAlert();
    releaseAlert(); // a second release of the same hold changes nothing
    expect($overlayTurn.get()).toBeUndefined();
    releaseStatus();
    expect($overlayTurn.get()).toBe('update'); // after a hold, the most urgent goes first
  });
});
