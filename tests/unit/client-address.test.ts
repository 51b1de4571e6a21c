import { describe, expect, it } from "vitest";

import { clientNetwork, clientSubject } from "#server/rate-limit.ts";

describe("client addresses in limits", () => {
  it("count an IPv6 client by its /64 and an IPv4-mapped address as IPv4", () => {
    expect(clientNetwork("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetwork("192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetwork("unknown")).toBe("unknown");
    const secret = "s".repeat(32);
    expect(clientSubject("2001:db8:1:2::a", secret)).toBe(
      clientSubject("2001:db8:1:2:ffff:ffff:ffff:ffff", secret),
    );
    expect(clientSubject("2001:db8:1:2::a", secret)).not.toBe(
      clientSubject("2001:db8:1:3::a", secret),
    );
  });
});
