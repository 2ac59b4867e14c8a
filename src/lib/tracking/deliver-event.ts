// SPEC 4 "Tracked events": one call that applies the one-time rule, builds the payload and delivers it.
import { analyticsPayload, type AnalyticsInput } from './analytics';
import {
  deliverEvent,
  type DeliveryOptions,
  type DeliveryResult,
  type TrackingEvent,
  type TrackingTransport,
} from './delivery';
import { claimTrackedEvent, type TrackedEventName, type TrackedEventStores } from './events';

export interface TrackDeps extends DeliveryOptions {
  stores: TrackedEventStores;
  transport: TrackingTransport;
  newEventId?: () => string;
  /** Told of every event that goes out, with the payload the server gets (the ad pixels share its eventID). */
  forward?: (event: TrackingEvent) => void;
}

/** 'skipped' (nothing sent) when already sent in its scope, or for firstDeposit without a customer id; else the delivery result. */
export async function trackEvent(
  name: TrackedEventName,
  input: AnalyticsInput,
  deps: TrackDeps,
): Promise<DeliveryResult | 'skipped'> {
  if (!claimTrackedEvent(name, deps.stores, input.customerId)) return 'skipped';
  const payload = deps.newEventId ? analyticsPayload(input, deps.newEventId) : analyticsPayload(input);
  deps.forward?.({ name, payload });
  return deliverEvent({ name, payload }, deps.transport, deps);
}
