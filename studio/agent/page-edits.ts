// What a preview page shows of settings not yet saved, done in the page by the studio's agent: brand colours
// on the root element and changed texts in place of the saved ones.

/**
 * Sets the draft's colours on the page's root element, where they win over the built :root block; through
 * the CSS object model, which no Content-Security-Policy of styles restricts.
 */
export function applyColours(document: Document, properties: Record<string, string> | undefined) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(properties ?? {})) style.setProperty(name, value);
}

/** Replaces `from` by `to` in the page's text and title. */
export function replaceText(document: Document, from: string, to: string): void {
  if (!from || from === to) return;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.nodeValue?.includes(from)) node.nodeValue = node.nodeValue.split(from).join(to);
  if (document.title.includes(from)) document.title = document.title.split(from).join(to);
}
