import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { TLSSocket } from "node:tls";

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, a dual-stack socket's way) as plain IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether an address is within the given addresses and CIDR ranges (both families). */
export function proxyMatcher(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = "", prefix] = range.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

/** How a request reached us: over TLS itself, from which peer, and what that peer says of the client's scheme. */
export type Transport = { encrypted: boolean; peer: string; forwardedProto: string | undefined };

/**
 * Whether a request came over https: on a TLS connection of its own, or from one of the operator's
 * proxies (TRUST_PROXY) whose X-Forwarded-Proto says so (its own entry, the last). Anyone else's
 * X-Forwarded-Proto is not believed.
 */
export function httpsChecker(trustedProxies: readonly string[]): (transport: Transport) => boolean {
  const isTrustedProxy = proxyMatcher(trustedProxies);
  return ({ encrypted, peer, forwardedProto }) => {
    if (encrypted) return true;
    if (!forwardedProto || !isTrustedProxy(plainAddress(peer))) return false;
    return forwardedProto.split(",").pop()!.trim().toLowerCase() === "https";
  };
}

/** The transport of a request as Node's server received it (the fast paths' requests). */
export function transportOf(request: IncomingMessage): Transport {
  const forwarded = request.headers["x-forwarded-proto"];
  return {
    encrypted: Boolean((request.socket as Partial<TLSSocket>).encrypted),
    peer: request.socket.remoteAddress ?? "unknown",
    forwardedProto: Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
  };
}
