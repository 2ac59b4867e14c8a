// Script providers run the vendor's own script, loaded at run time (never bundled), once per page.
import type { ScriptProvider } from '../../lib/chat/chat-providers';

const injected = new Set<string>();

/** Sets the vendor's globals, then adds its script; true the first time, false (nothing done) after. */
export function injectChatScript(provider: ScriptProvider, url: URL, host = window): boolean {
  if (injected.has(url.href)) return false;
  injected.add(url.href);
  provider.configure(host as unknown as Record<string, unknown>, url);
  const script = document.createElement('script');
  script.src = url.href;
  script.async = true;
  document.head.append(script);
  return true;
}
