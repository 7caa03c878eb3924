import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeContentHtml } from './render-content';

// Payloads from the usual XSS cheat sheets, in raw HTML and in markdown's own syntax.
const htmlPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<img src="x" onerror="alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(2)">hi</p>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload="alert(1)"><circle r="4"/></svg>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<style>body{display:none}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle="alert(1)">x</details>',
];

const markdownPayloads = [
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  'Text with <script>alert(1)</script> inline',
  'Text <img src=x onerror=alert(1)> inline',
  '<iframe src="https://evil.example"></iframe>',
  '[a](https://ok.example "title" onclick="alert(1)")',
];

// Inside a tag, anything that could run script, load a frame or style the page. Text between tags
// is inert (the sanitiser escapes it), so a payload may survive there as harmless words.
const forbidden = [/^<\/?(script|iframe|object|embed|svg|math|form|input|button|style|meta|base|link|details)\b/i, /\son[a-z]+\s*=/i, /javascript:/i, /data:/i, /\sstyle=/i, /srcdoc/i];

function expectClean(html: string) {
  const tags = html.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) for (const pattern of forbidden) expect(tag, `${pattern} in ${html}`).not.toMatch(pattern);
  expect(html).not.toMatch(/<[^>]*$/);
}

describe('content sanitising', () => {
  it.each(htmlPayloads)('removes %s from HTML', (payload) => {
    expectClean(sanitizeContentHtml(`<p>Before</p>${payload}<p>After</p>`));
  });

  it.each([...markdownPayloads, ...htmlPayloads])('removes %s from markdown', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expectClean(html);
    expect(html).toContain('<p>Before</p>');
  });

  it('keeps the structure an article needs', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and _italic_ text with [a link](https://example.com/x) and [a page](/pages/terms/).\n\n' +
        '- one\n- two\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![A cake](https://example.com/cake.jpg)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a link</a>');
    expect(html).toContain('<a href="/pages/terms/">a page</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<img src="https://example.com/cake.jpg" alt="A cake" loading="lazy" decoding="async" />');
  });
});
