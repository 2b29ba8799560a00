import { describe, expect, it } from "vitest";

import { deviceName } from "./own-sessions.server.ts";

describe("a session's device, as Your sessions names it", () => {
  it("says the browser and the system it runs on", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
  });

  it("says it does not know when the browser sent nothing recognisable", () => {
    expect(deviceName(null)).toBe("Unknown browser");
    expect(deviceName("curl-like")).toBe("Unknown browser");
  });
});
