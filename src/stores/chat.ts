// Customer-service chat shared by islands: the chat part (loaded when the page is idle) publishes the
// entries a player may open; the member centre, feedback and status screens ask it to open one.
import { atom } from 'nanostores';

export interface ChatEntry {
  /** Index in the chat part's list of items. */
  index: number;
  csType: string;
  label: string;
  inHeader: boolean;
  inMemberCentre: boolean;
}

/** undefined until the chat part has loaded the items; then the entries this player sees (maybe none). */
export const $chatEntries = atom<readonly ChatEntry[] | undefined>(undefined);

/** The latest request to open a chat: an entry's index, or the header's choice. */
export const $chatRequest = atom<{ entry: number | 'header' } | undefined>(undefined);

/** Asks the chat part to open a chat in the app; false when it has none to open. */
export function requestChat(entry: number | 'header' = 'header'): boolean {
  const entries = $chatEntries.get();
  if (!entries?.length) return false;
  $chatRequest.set({ entry });
  return true;
}

/** The entries once the chat part has them, or undefined when it has not loaded within `waitMs`. */
export function chatEntriesLoaded(waitMs: number): Promise<readonly ChatEntry[] | undefined> {
  const entries = $chatEntries.get();
  if (entries) return Promise.resolve(entries);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(undefined);
    }, waitMs);
    const stop = $chatEntries.listen((loaded) => {
      if (!loaded) return;
      clearTimeout(timer);
      stop();
      resolve(loaded);
    });
  });
}
