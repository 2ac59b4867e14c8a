import { useStore } from '@nanostores/react';
import { lazy, useEffect, useState } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { INSTALLING_NOTICE_MS } from '../../../config/constants';
import { LazyPart } from '../../../components/LazyPart';
import { useOverlayTurn } from '../../../components/useOverlayTurn';
import { useT } from '../../../components/useT';
import { mobilePlatform } from '../../../lib/device/mobile';
import { appDevice, installOfferedOn } from '../../../lib/pwa/app-offer';
import {
  manualInstallDue,
  offerInstallPrompt,
  recordInstallDeclined,
  recordManualInstallClosed,
  startInstallPrompt,
} from '../../../lib/pwa/install-prompt';
import { manifestName } from '../../../lib/pwa/manifest';
import { usePage } from '../../../flows/session/usePage';
import { $notice } from '../../../stores/alerts';
import { $systemStatus } from '../../../stores/system-status';
import { createBottomPrompt, type BottomPromptState } from './bottom-prompt';
import { installCapture } from './capture';
import './install.css';

// Only one of the two ever shows, and only once a prompt is due: each loads then (first-visit budget).
const BottomPrompt = lazy(() => import('./BottomPrompt'));
const InstallModal = lazy(() => import('./InstallModal'));

/**
 * SPEC 4 "Install prompt" on /, /m/home and /m/index.html: once the status check allows it, polls for the
 * browser's prompt; with one, the bottom prompt asks (agree opens the browser's own); without one, on a
 * phone or tablet (iOS, other Android browsers), the install modal explains how to add it to the home screen.
 * Desktops (SPEC 9: wider than 768) get it only with template.desktop_app_feature.
 */
export default function InstallPrompt({ merchant }: { merchant: ClientMerchant }) {
  const t = useT(merchant.language);
  const page = usePage();
  const status = useStore($systemStatus);
  const [bottom, setBottom] = useState<BottomPromptState>('hidden');
  const [modal, setModal] = useState(false);
  const [name, setName] = useState<string>();
  const [prompt] = useState(() => createBottomPrompt(setBottom, page.clock));
  const capture = installCapture(merchant, page);
  const platform = mobilePlatform(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    if (!status) return undefined;
    // A desktop is offered the app only when the merchant's desktop_app_feature is on.
    if (!installOfferedOn(appDevice(platform !== undefined, innerWidth), merchant.desktopAppFeature)) return undefined;
    let current = true;
    const context = {
      path: page.location.pathname,
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
      sessionStore: page.session,
      localStore: page.local,
    };
    void startInstallPrompt(context, capture, page.clock).then((start) => {
      if (!current) return;
      const bottomDue = start.status === 'available';
      // Without a prompt the modal explains the manual way, which only phones and tablets have.
      const manualDue = start.status === 'unavailable' && platform && manualInstallDue(page.local, page.clock.now());
      if (!bottomDue && !manualDue) return;
      // SPEC 7: the operator's manifest names the app, asked only now that a prompt is due.
      void import('../operator-name')
        .then((operator) => operator.appName(merchant))
        .catch(() => manifestName(merchant.name, merchant.shortName))
        .then(setName);
      if (bottomDue) prompt.call();
      else setModal(true);
    });
    // SPEC 4: a close event (here: the app got installed some other way) closes the bottom prompt.
    const onInstalled = () => prompt.close();
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      current = false;
      prompt.stop();
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [status, capture, prompt, platform, merchant, page]);

  const decline = () => {
    recordInstallDeclined(page.session);
    prompt.close();
  };
  const agree = async () => {
    prompt.close();
    const outcome = await offerInstallPrompt(capture, page.session);
    if (outcome === 'installing') $notice.set({ messageKey: 'a2hs_installing', durationMs: INSTALLING_NOTICE_MS });
  };
  const closeModal = () => {
    recordInstallDeclined(page.session);
    recordManualInstallClosed(page.local, page.clock.now());
    setModal(false);
  };

  // A prompt waits for its name (at most OPERATOR_NAME_WAIT_MS) so that it never changes while shown.
  const turn = useOverlayTurn('install', (bottom !== 'hidden' || modal) && name !== undefined);
  // A prompt whose code is gone gives up its turn, so the dialogs after it (the refresh dialog) may show.
  const giveUp = () => {
    prompt.stop();
    setBottom('hidden');
    setModal(false);
  };
  if (!turn || name === undefined) return null;
  return (
    <LazyPart onError={giveUp}>
      {bottom !== 'hidden' && (
        <BottomPrompt name={name} t={t} leaving={bottom === 'leaving'} onCancel={decline} onAgree={agree} />
      )}
      {modal && <InstallModal name={name} t={t} ios={platform === 'ios'} onClose={closeModal} />}
    </LazyPart>
  );
}
