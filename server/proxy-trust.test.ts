import { describe, expect, it } from "vitest";

import { parseProxyTrust, proxyTrustRule, trustsHop } from "./proxy-trust.ts";

describe("TRUST_PROXY", () => {
  it.each([
    ["", { kind: "none" }],
    ["false", { kind: "none" }],
    ["0", { kind: "none" }],
    ["true", { kind: "local" }],
    ["TRUE", { kind: "local" }],
    ["1", { kind: "local" }],
    ["10.0.0.5", { kind: "listed", proxies: ["10.0.0.5"] }],
    [
      " 10.0.0.5, 10.0.1.0/24 ,::1,fd00::/8",
      { kind: "listed", proxies: ["10.0.0.5", "10.0.1.0/24", "::1", "fd00::/8"] },
    ],
  ])("reads %j", (value, trust) => {
    expect(parseProxyTrust(value)).toEqual(trust);
  });

  it.each([
    "yes",
    "loopback",
    "10.0.0.256",
    "10.0.0.0/33",
    "::/129",
    "10.0.0.0/8/1",
    "10.0.0.0/",
    "10.0.0.5,",
    "a.b.c.d",
  ])("refuses %j, naming the entry", (value) => {
    const problem = parseProxyTrust(value);
    expect(problem).toEqual(expect.stringContaining(proxyTrustRule));
    expect(problem).toEqual(expect.stringContaining("is not an address or range"));
  });

  it("false trusts nobody", () => {
    const none = trustsHop({ kind: "none" });
    for (const address of ["127.0.0.1", "::1", "10.0.0.5"]) expect(none(address, 0)).toBe(false);
  });

  it("true trusts only a connection from this machine, and only that one hop", () => {
    const local = trustsHop({ kind: "local" });
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(local(address, 0), address).toBe(true);
    }
    for (const address of ["10.0.0.5", "192.168.1.20", "203.0.113.9", "::2", "fe80::1", "", undefined]) {
      expect(local(address, 0), String(address)).toBe(false);
    }
    // An X-Forwarded-For entry saying 127.0.0.1 was written by the client, not by this machine.
    expect(local("127.0.0.1", 1)).toBe(false);
  });

  it("a list trusts each hop from its addresses and ranges, and nothing else", () => {
    const listed = trustsHop({ kind: "listed", proxies: ["10.0.0.5", "10.0.1.0/24", "fd00::/8"] });
    for (const address of ["10.0.0.5", "10.0.1.77", "fd00::1", "::ffff:10.0.0.5"]) {
      expect(listed(address, 0), address).toBe(true);
      expect(listed(address, 2), address).toBe(true);
    }
    for (const address of ["10.0.0.6", "10.0.2.1", "127.0.0.1", "::1", "fe80::1", "not-an-ip", undefined]) {
      expect(listed(address, 0), String(address)).toBe(false);
    }
  });
});
