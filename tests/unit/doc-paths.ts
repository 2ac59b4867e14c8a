// The rule of doc-paths.test.ts: which repository paths a Markdown page names, and which of them do not exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { glob } from 'zx';

/** First path segments that name the repository's own folders; any other path (dist/, .build/, m/...) is not checked. */
const ROOTS = new Set(['src', 'scripts', 'tests', 'sandbox', 'merchants', 'docs', 'studio', '.github', '.ci']);
/** Layers of src/ that pages also name without `src/` in front (`flows/games/play.ts`). */
const SRC_LAYERS = new Set([
  'build',
  'components',
  'config',
  'features',
  'flows',
  'layouts',
  'lib',
  'locales',
  'pages',
  'pwa',
  'stores',
  'styles',
]);

interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
  position?: { start: { line: number } };
}

/** A path as a glob: `<placeholder>` and `${placeholder}` stand for any one name, `*`, `**` and `{a,b}` stay globs. */
const asGlob = (name: string) => name.replace(/[()[\]]/g, '\\$&').replace(/<[^>/]+>|\$\{[^}/]+\}/g, '*');

/** True when `name` (relative to `repo`) is a file or folder, a glob or placeholder path that matches one, or a file with an extension added. */
const exists = (repo: string, name: string) => {
  const clean = name.replace(/\/$/, '');
  if (!/[*{<$]/.test(clean) && existsSync(path.join(repo, clean))) return true;
  const pattern = asGlob(clean);
  return [pattern, `${pattern}.*`].some(
    (candidate) => glob.sync(candidate, { cwd: repo, onlyFiles: false, dot: true }).length > 0,
  );
};

/** The repository path a word of inline code names (`src/...`, `tests/...`, or a src layer), or undefined. */
const pathOfWord = (word: string) => {
  const name = word
    .replace(/^[("']+/, '')
    .split('#')[0]!
    .replace(/[)"',.;:]+$/, '');
  const [first, second] = name.split('/');
  if (second === undefined) return undefined;
  if (ROOTS.has(first!)) return name;
  if (SRC_LAYERS.has(first!) && second !== '') return `src/${name}`;
  return undefined;
};

export interface MissingPath {
  line: number;
  path: string;
}

const textOf = (node: MarkdownNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** Each node of a tree, depth first. */
const nodesOf = (node: MarkdownNode): MarkdownNode[] => [node, ...(node.children ?? []).flatMap(nodesOf)];

const parsed = new Map<string, { nodes: MarkdownNode[]; anchors: Set<string> }>();
/** A page's nodes and the anchors of its headings, as GitHub writes them (`## A b` -> `a-b`, a repeat gets `-1`). */
const parse = (markdown: string) => {
  const known = parsed.get(markdown);
  if (known) return known;
  const nodes = nodesOf(fromMarkdown(markdown) as MarkdownNode);
  const slugger = new GithubSlugger();
  const anchors = new Set(nodes.filter((node) => node.type === 'heading').map((node) => slugger.slug(textOf(node))));
  parsed.set(markdown, { nodes, anchors });
  return { nodes, anchors };
};

/** What a relative link names that is missing: the file, or the heading its `#anchor` points to in a Markdown file. */
const missingTarget = (url: string, markdown: string, page: string, repo: string) => {
  const [target = '', anchor] = decodeURI(url.split('?')[0]!).split('#');
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return undefined;
  const name = target ? path.relative(repo, path.resolve(repo, path.dirname(page), target)) : page;
  if (name.startsWith('..')) return undefined;
  if (target && !exists(repo, name)) return name;
  if (!anchor || !name.endsWith('.md')) return undefined;
  const { anchors } = parse(target ? readFileSync(path.join(repo, name), 'utf8') : markdown);
  return anchors.has(anchor) ? undefined : `${name}#${anchor}`;
};

/**
 * The paths a page names that do not exist. Checked: every word of inline code that starts with a folder of
 * ROOTS or a layer of src/ and has a second segment; every relative link or image target, resolved from the
 * page's folder (outside the repository: not checked), and the heading its `#anchor` names in a Markdown page.
 * Fenced code blocks are examples (`merchants/acme`) and are not read.
 */
export function missingPaths(markdown: string, page: string, repo: string): MissingPath[] {
  const missing: MissingPath[] = [];
  for (const node of parse(markdown).nodes) {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode')
      for (const word of node.value!.split(/\s+/)) {
        const name = pathOfWord(word);
        if (name && !exists(repo, name)) missing.push({ line, path: name });
      }
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      const name = missingTarget(node.url, markdown, page, repo);
      if (name) missing.push({ line, path: name });
    }
  }
  return missing;
}
