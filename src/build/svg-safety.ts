// Brand SVGs are drawn on every page and precached: they may draw, never run code or fetch anything.
import { DOMParser } from '@xmldom/xmldom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const ELEMENT = 1;
const PROCESSING_INSTRUCTION = 7;
// Elements that run code or embed HTML.
const REFUSED_ELEMENTS: Record<string, string> = {
  script: 'has a <script> element; brand images must not run code',
  foreignobject: 'has a <foreignObject> element, which embeds HTML; draw it in SVG instead',
};
// An embedded raster image is part of the file itself; anything else would be fetched from elsewhere.
const INLINE_TARGET = /^(?:#|data:image\/(?:png|jpeg|gif|webp)[;,])/i;
const SCRIPT_URL = /(?:java|vb)script:/;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
// Browsers ignore whitespace and control characters inside a URL scheme: "java\nscript:" still runs.
// eslint-disable-next-line no-control-regex -- browsers ignore C0 control characters inside a URL's scheme
const squeeze = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();

type Node = {
  nodeType: number;
  nodeName: string;
  localName?: string | null;
  childNodes: ArrayLike<Node>;
  attributes?: ArrayLike<{ name: string; localName?: string | null; value: string }>;
  textContent?: string | null;
};

function cssProblems(css: string, where: string): string[] {
  const problems: string[] = [];
  if (/@import/i.test(css))
    problems.push(`imports a style sheet (@import) in ${where}; keep the styles inside the file`);
  for (const [, , target = ''] of css.matchAll(CSS_URL)) {
    if (!INLINE_TARGET.test(target.trim()))
      problems.push(
        `refers to an outside resource ${JSON.stringify(target)} in ${where}; embed it or draw it in the SVG`,
      );
  }
  return problems;
}

function attributeProblems(element: Node): string[] {
  const tag = `<${element.nodeName}>`;
  return Array.from(element.attributes ?? []).flatMap((attribute) => {
    const name = (attribute.localName ?? attribute.name).toLowerCase();
    const where = `${attribute.name} on ${tag}`;
    if (name.startsWith('on'))
      return [`has an event handler attribute "${attribute.name}" on ${tag}; brand images must not run code`];
    if (SCRIPT_URL.test(squeeze(attribute.value)))
      return [`has a script URL in ${where}; brand images must not run code`];
    if ((name === 'href' || name === 'src') && !INLINE_TARGET.test(attribute.value.trim())) {
      return [
        `refers to an outside resource ${JSON.stringify(attribute.value)} in ${where}; embed it or draw it in the SVG`,
      ];
    }
    return cssProblems(attribute.value, where);
  });
}

function walk(node: Node, problems: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === PROCESSING_INSTRUCTION && child.nodeName === 'xml-stylesheet')
      problems.push('links a style sheet (<?xml-stylesheet?>); keep the styles inside the file');
    if (child.nodeType !== ELEMENT) continue;
    const name = (child.localName ?? child.nodeName).toLowerCase();
    const refused = REFUSED_ELEMENTS[name];
    if (refused) {
      problems.push(refused);
      continue;
    }
    problems.push(...attributeProblems(child));
    if (name === 'style') problems.push(...cssProblems(child.textContent ?? '', '<style>'));
    walk(child, problems);
  }
}

/** What makes this SVG text unsafe or unreadable as a brand image; empty when it is fine. */
export function svgProblems(text: string): string[] {
  const parseErrors: string[] = [];
  let document;
  try {
    document = new DOMParser({
      onError: (level, message) => void (level !== 'warning' && parseErrors.push(message)),
    }).parseFromString(text, 'image/svg+xml');
  } catch (error) {
    return [`is not well-formed XML: ${(error as Error).message}`];
  }
  if (parseErrors.length) return [`is not well-formed XML: ${parseErrors[0]}`];
  // Entity definitions can expand without bound or read files; an SVG needs none.
  if (document.doctype?.internalSubset) return ['defines entities in its DOCTYPE; remove the DOCTYPE'];
  const root = document.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    return [`is not an SVG image (its root element is <${root?.nodeName ?? ''}>, expected <svg xmlns="${SVG_NS}">)`];
  const problems: string[] = [];
  walk(document as unknown as Node, problems);
  return [...new Set(problems)];
}
