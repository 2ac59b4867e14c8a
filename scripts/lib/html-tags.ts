// The elements of a built page as a browser's parser meets them, without building its tree: parse5's
// tokenizer, switched as the tree builder would switch it (raw text of script and style, foreign content), by
// parse5-sax-parser. The build reads start tags' attributes and scripts' text only; the tree with source
// locations cost twice as much (113 against 48 ms for a site's 24 pages), for every page of every merchant.
import { SAXParser, type StartTag } from 'parse5-sax-parser';

/** An element: its attributes, where it is in the text, and for a script its text as the DOM holds it. */
export interface Tag {
  tagName: string;
  attrs: StartTag['attrs'];
  /** Offsets of the element in the page: its start tag's start, and its end tag's end (or its start tag's). */
  start: number;
  end: number;
  /** A script's text (between its tags), with line ends and NULs as the parser's input stream makes them. */
  text?: string;
}

/** Text is read from the page by offsets, not gathered token by token (most of SAXParser's cost). */
class TagParser extends SAXParser {
  override onCharacter() {}
  override onWhitespaceCharacter() {}
  override onNullCharacter() {}
}

// HTML's input stream: CR LF and lone CR are LF; a NUL in script data is U+FFFD.
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');

/**
 * The page's elements in document order, template contents included. A script's end is its end tag's, and
 * one the page never closes has no `end` beyond its start tag and no text: the caller decides.
 */
export function pageTags(html: string): Tag[] {
  const tags: Tag[] = [];
  let openScript: { tag: Tag; contentStart: number } | undefined;
  const parser = new TagParser({ sourceCodeLocationInfo: true });
  parser.on('startTag', ({ tagName, attrs, sourceCodeLocation: at }) => {
    const tag: Tag = { tagName, attrs, start: at!.startOffset, end: at!.endOffset };
    tags.push(tag);
    // "<script/>" too: HTML ignores the slash and reads script data up to "</script>" (only SVG's closes).
    if (tagName === 'script') openScript = { tag, contentStart: at!.endOffset };
  });
  parser.on('endTag', ({ tagName, sourceCodeLocation: at }) => {
    if (tagName !== 'script' || !openScript) return;
    openScript.tag.text = asParsed(html.slice(openScript.contentStart, at!.startOffset));
    openScript.tag.end = at!.endOffset;
    openScript = undefined;
  });
  parser.end(html);
  return tags;
}

export const attribute = (tag: Pick<Tag, 'attrs'>, name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
