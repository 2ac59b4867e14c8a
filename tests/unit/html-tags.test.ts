// The build reads pages as a browser's parser does (scripts' text for CSP hashes, attributes for the policy
// check and the page weights): what a naive reading gets wrong must come out as Chromium sees it.
import { describe, expect, it } from 'vitest';
import { attribute, pageTags } from '../../scripts/lib/html-tags';
import { inlineCode } from '../../scripts/lib/inline-scripts';

const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
const scripts = (html: string) => pageTags(html).filter((tag) => tag.tagName === 'script');

describe('pageTags', () => {
  it('gives each element its attributes and place, and a script its text and the end of its end tag', () => {
    const html = page('<main id="m"><script type="module">go()</script></main>');
    const [script] = scripts(html);
    expect(script!.text).toBe('go()');
    expect(html.slice(script!.start, script!.end)).toBe('<script type="module">go()</script>');
    expect(
      attribute(
        pageTags(html).find((tag) => tag.tagName === 'main')!,
        'id',
      ),
    ).toBe('m');
  });

  it('reads markup inside a script as its text, up to the first "</script>", as the parser does', () => {
    const html = page('<script>let s = "<b onclick=x()>";</script><p>after</p>');
    expect(scripts(html).map((tag) => tag.text)).toEqual(['let s = "<b onclick=x()>";']);
    expect(pageTags(html).map((tag) => tag.tagName)).not.toContain('b');
    expect(inlineCode(html).problems).toEqual([]);
  });

  it('reads "<!--<script>" inside a script as a browser does: its "</script>" does not end the script', () => {
    const code = 'a = "<!--<script>";</script>b()'; // double-escaped script data, then escaped up to the end tag
    expect(scripts(page(`<script>${code}</script>-->";</script>`)).map((tag) => tag.text)).toEqual([code]);
  });

  it('finds a script in a template, and none in a comment, an attribute or a textarea', () => {
    const html = page(
      '<template><script>t()</script></template><!--<script>c()</script>--><a title="<script>a()</script>"></a>' +
        '<textarea><script>x()</script></textarea>',
    );
    expect(inlineCode(html).scripts).toEqual(['t()']);
  });

  it('reads "<script/>" up to its end tag, as HTML ignores the slash', () => {
    expect(inlineCode(page('<script/>hidden()</script>')).scripts).toEqual(['hidden()']);
  });

  it('gives line ends and NULs as the DOM holds them, so that hashes match what browsers compute', () => {
    expect(scripts(page('<script>a()\r\nb()\rc()\0</script>'))[0]!.text).toBe('a()\nb()\nc()\uFFFD');
  });

  it('leaves a script the page never closes without text', () => {
    expect(scripts(page('<script>never()')).map((tag) => tag.text)).toEqual([undefined]);
  });

  it('keeps the first of two attributes of one name, as the parser does', () => {
    const [tag] = pageTags('<img src="a.png" src="b.png">');
    expect(tag!.attrs).toEqual([{ name: 'src', value: 'a.png' }]);
  });
});
