import { BlockList, isIP } from "node:net";

/**
 * TRUST_PROXY: which connections may say who the client is (X-Forwarded-For, and with it
 * X-Forwarded-Proto, X-Forwarded-Host and the proxy's X-Request-Id).
 * - `none`: nobody; the client is whoever connects.
 * - `local`: the one reverse proxy on this machine (127.0.0.0/8 or ::1), one hop: the client is
 *   the X-Forwarded-For entry that proxy adds, whatever the entries before it say.
 * - `listed`: proxies at these addresses or ranges, possibly one behind another: the client is the
 *   nearest X-Forwarded-For entry that is not one of them.
 */
export type ProxyTrust =
  { kind: "none" } | { kind: "local" } | { kind: "listed"; proxies: readonly string[] };

/**
 * Express's `trust proxy` as a function: whether the address at `hop` (0 the connection itself,
 * 1 the last X-Forwarded-For entry, and so on towards the client) is a proxy to believe.
 */
export type TrustsHop = (address: string | undefined, hop: number) => boolean;

export const proxyTrustRule =
  "must be true, false or a comma-separated list of proxy addresses or ranges (for example 10.0.0.5,10.0.1.0/24,::1)";

/** Adds one address or CIDR range to `list`; false when it is neither. */
function addProxy(list: BlockList, entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** TRUST_PROXY's value read, or why it cannot be read (`proxyTrustRule` and the entry at fault). */
export function parseProxyTrust(value: string): ProxyTrust | string {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return { kind: "none" };
  if (text === "true" || text === "1") return { kind: "local" };
  const proxies = text.split(",").map((entry) => entry.trim());
  const bad = proxies.find((entry) => !addProxy(new BlockList(), entry));
  if (bad !== undefined) return `${proxyTrustRule}: "${bad}" is not an address or range`;
  return { kind: "listed", proxies };
}

function blockList(trust: ProxyTrust): BlockList {
  const list = new BlockList();
  if (trust.kind === "local") {
    list.addSubnet("127.0.0.0", 8, "ipv4");
    list.addAddress("::1", "ipv6");
  }
  if (trust.kind === "listed") for (const entry of trust.proxies) addProxy(list, entry);
  return list;
}

/** The function Express and the request log ask; an address that is not an IP is never a proxy. */
export function trustsHop(trust: ProxyTrust): TrustsHop {
  const list = blockList(trust);
  const listed = (address = "") => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
  if (trust.kind === "local") return (address, hop) => hop === 0 && listed(address);
  return (address) => listed(address);
}
