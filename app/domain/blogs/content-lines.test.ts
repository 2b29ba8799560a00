import { describe, expect, it } from "vitest";

import { contentWithBreaks } from "./content-lines.ts";

describe("contentWithBreaks: a stored post as the editor reads it", () => {
  it("turns the text's newlines into breaks, as the public page does", () => {
    expect(contentWithBreaks("one\ntwo\r\nthree\n\nfour")).toBe("one<br />two<br />three<br /><br />four");
  });

  it("adds no breaks around blocks and leaves newlines inside a tag alone", () => {
    expect(contentWithBreaks("Intro\n<h3>Title</h3>\n<a\n  href='/x'>x</a>")).toBe(
      "Intro<h3>Title</h3><a\n  href='/x'>x</a>",
    );
  });
});
