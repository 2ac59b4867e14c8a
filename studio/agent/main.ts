// The studio's agent in each preview page, its first script (preview-pages.ts puts it there): the editor, on
// the studio's own origin, cannot reach into frames of another origin, so it posts the draft and the agent
// shows it. Only in a frame, and only what its parent at a studio origin sends.
import { studioOrigins } from '../shared/studio-origin';
import { isDraftMessage, type DraftMessage } from './protocol';
import { applyColours, replaceText } from './page-edits';

function showDrafts() {
  const studio = studioOrigins(location.port);
  let draft: DraftMessage | undefined;
  // What the page shows now, per live text: the built text until the draft's replaced it.
  let shown: Record<string, string> | undefined;
  let observer: MutationObserver | undefined;

  const apply = () => {
    if (!draft || !document.body) return;
    applyColours(document, draft.colours);
    shown ??= { ...draft.built };
    for (const [path, wanted] of Object.entries(draft.wanted)) {
      if (shown[path] === wanted) continue;
      replaceText(document, shown[path] ?? '', wanted);
      shown[path] = wanted;
    }
  };
  // Islands render after load: their text is brought up to the draft as it appears.
  const follow = () => {
    if (!draft || !shown) return;
    // A built text inside the draft's ("Lucky" in "Lucky Star") cannot be told apart: left as it is.
    for (const [path, before] of Object.entries(draft.built))
      if (!draft.wanted[path]?.includes(before) && document.body.textContent?.includes(before)) shown[path] = before;
    apply();
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !studio.includes(event.origin) || !isDraftMessage(event.data)) return;
    draft = event.data;
    apply();
    if (!observer && document.body) {
      observer = new MutationObserver(follow);
      observer.observe(document.body, { childList: true, subtree: true });
    }
  });
}

if (window.parent !== window) showDrafts();
