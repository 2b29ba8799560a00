import { describe, expect, it } from "vitest";

import { cleanLayoutSvg, maxSvgBytes, maxSvgDepth } from "./svg-clean.server.ts";
import { linkReport, svgRefusals } from "./svg-rules.ts";

const svg = (body: string, root = 'viewBox="0 0 200 100"') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${root}>${body}</svg>`;

/** `inner` inside `levels` groups. */
const nested = (levels: number, inner: string) => "<g>".repeat(levels) + inner + "</g>".repeat(levels);

function refused(text: string): string {
  const result = cleanLayoutSvg(text);
  if (result.ok) throw new Error(`accepted: ${result.svg}`);
  return result.message;
}

describe("cleanLayoutSvg keeps a plan", () => {
  it("keeps shapes, text, groups and presentation, drops ids, classes and editors' extras", () => {
    const result = cleanLayoutSvg(
      svg(
        '<metadata><x>1</x></metadata><g id="layer1" class="st0" transform="translate(1 2)">' +
          '<rect id="plot-23" x="0" y="0" width="30" height="40" style="fill:#fc0;stroke:#000;cursor:pointer" class="a"/>' +
          '<path d="M0 0L10 10Z" fill="url(#grad)" stroke="red"/><text x="5" y="5" font-size="4">Plot <tspan>23</tspan> &amp; more</text>' +
          "</g>",
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.width).toBe(200);
    expect(result.height).toBe(100);
    expect(result.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">' +
        '<g transform="translate(1 2)"><rect data-plot="23" x="0" y="0" width="30" height="40" fill="#fc0" stroke="#000"></rect>' +
        '<path d="M0 0L10 10Z" stroke="red"></path><text x="5" y="5" font-size="4">Plot <tspan>23</tspan> &amp; more</text></g></svg>',
    );
    expect(result.shapeNumbers).toEqual(["23"]);
  });

  it("links shapes by plot-N ids, data-plot, ids equal to a plot number and a group's single text", () => {
    const result = cleanLayoutSvg(
      svg(
        '<rect id="plot_B-12" width="1" height="1"/><polygon data-plot="7" points="0,0 1,0 1,1"/>' +
          '<circle id="31" r="2"/><circle id="99" r="2"/><g><path d="M0 0H4V4Z"/><text>14</text></g>' +
          '<g><rect width="9" height="9"/><text>Park</text></g>',
      ),
      ["B-12", "7", "31", "14", "40"],
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.shapeNumbers).toEqual(["B-12", "7", "31", "14"]);
    expect(linkReport([...result.shapeNumbers, "88"], ["B-12", "7", "31", "14", "40"])).toEqual({
      linked: ["B-12", "7", "31", "14"],
      shapesWithoutPlot: ["88"],
      plotsWithoutShape: ["40"],
    });
  });

  it("reads the size from width and height when there is no viewBox", () => {
    const result = cleanLayoutSvg(svg("<rect/>", 'width="640px" height="480"'));
    expect(result.ok && [result.width, result.height]).toEqual([640, 480]);
  });
});

describe("cleanLayoutSvg refuses a dangerous or broken file", () => {
  it.each([
    ["a script", svg("<script>alert(1)</script>"), svgRefusals.script],
    ["a script in a dropped element", svg("<defs><script>alert(1)</script></defs>"), svgRefusals.script],
    ["onload", svg('<rect onload="alert(1)"/>'), svgRefusals.handler],
    ["onclick on the root", svg("", 'viewBox="0 0 1 1" onclick="x()"'), svgRefusals.handler],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><rect/></a>'), svgRefusals.link],
    ["an external xlink:href", svg('<use xlink:href="https://evil.example/x.svg#a"/>'), svgRefusals.link],
    ["an internal use", svg('<use href="#a"/>'), svgRefusals.link],
    ["foreignObject", svg("<foreignObject><div>hi</div></foreignObject>"), svgRefusals.foreignObject],
    ["a data: image", svg('<image href="data:image/png;base64,AAAA"/>'), svgRefusals.image],
    [
      "an animation setting a link",
      svg('<set attributeName="href" to="javascript:x"/>'),
      svgRefusals.animation,
    ],
    [
      "CSS url() in a style sheet",
      svg("<style>rect{fill:url(https://evil.example/a)}</style>"),
      svgRefusals.cssUrl,
    ],
    ["@import", svg('<style>@import "https://evil.example/a.css";</style>'), svgRefusals.cssUrl],
    [
      "url() in a style attribute",
      svg('<rect style="fill:url(http://evil.example/a)"/>'),
      svgRefusals.cssUrl,
    ],
    [
      "an external url() in fill",
      svg('<rect fill="url(https://evil.example/p.svg#p)"/>'),
      svgRefusals.cssUrl,
    ],
    [
      "a style-sheet instruction",
      '<?xml-stylesheet href="https://evil.example/a.css"?>' + svg(""),
      svgRefusals.processing,
    ],
    [
      "billion laughs",
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>&lol2;</text></svg>',
      svgRefusals.entity,
    ],
    [
      "an external entity",
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      svgRefusals.entity,
    ],
    ["not XML", "<svg><rect></svg", svgRefusals.notXml],
    ["plain text", "hello", svgRefusals.notXml],
    ["HTML", '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', svgRefusals.notSvg],
    ["no size", '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', svgRefusals.noSize],
    ["a huge file", svg(`<!--${"x".repeat(maxSvgBytes)}-->`), svgRefusals.tooLarge],
    ["too many elements", svg("<g/>".repeat(20_001)), svgRefusals.tooComplex],
    ["groups nested 5,000 deep (35 KB)", svg(nested(5_000, "<rect/>")), svgRefusals.tooDeep],
    ["one level too deep", svg(nested(maxSvgDepth, "<text>1</text>")), svgRefusals.tooDeep],
    [
      "too deep inside a dropped element",
      svg(`<defs>${nested(maxSvgDepth, "<rect/>")}</defs>`),
      svgRefusals.tooDeep,
    ],
  ])("%s", (_what, text, message) => {
    expect(refused(text)).toBe(message);
  });

  it("keeps a plan nested to the limit, its text included", () => {
    const result = cleanLayoutSvg(svg(nested(maxSvgDepth - 2, '<g><rect id="plot-7"/><text>7</text></g>')));
    expect(result.ok && result.shapeNumbers).toEqual(["7"]);
  });

  it("accepts the DOCTYPE drawing programs write, without declarations", () => {
    const text =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' +
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="plot-1"/></svg>';
    expect(cleanLayoutSvg(text).ok).toBe(true);
  });

  it("never lets markup through text", () => {
    const result = cleanLayoutSvg(svg("<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>"));
    expect(result.ok && result.svg).toContain("<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>");
  });
});
