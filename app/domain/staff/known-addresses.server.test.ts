import { describe, expect, it } from "vitest";

import { testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { DB } from "#app/db/database.server.ts";
import { isKnownSignInAddress, knownAddressDays, rememberSignInAddress } from "./known-addresses.server.ts";

const secret = "k".repeat(40);
const start = new Date("2026-03-01T04:30:00.000Z");
const daysLater = (days: number) => new Date(start.getTime() + days * 86_400_000);

async function account(db: DB, name: string): Promise<{ id: string; email: string }> {
  const id = await testStaffMember(db, name);
  return { id, email: `${id}@example.in` };
}

const placesOf = (db: DB, userId: string) =>
  db.selectFrom("known_sign_in_addresses").selectAll().where("user_id", "=", userId).execute();

describe.each(testEngines)("known sign-in addresses on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("knows an address for the account that signed in there, for 90 days after the last sign-in", async () => {
    const owner = await account(db(), "Meena Raman");
    const other = await account(db(), "Arun Kumar");
    const office = { email: owner.email, address: "203.0.113.10" };
    expect(await isKnownSignInAddress(db(), secret, office, start)).toBe(false);
    await rememberSignInAddress(db(), secret, office, start);
    expect(await isKnownSignInAddress(db(), secret, office, start)).toBe(true);
    expect(await isKnownSignInAddress(db(), secret, { ...office, address: "203.0.113.11" }, start)).toBe(
      false,
    );
    expect(await isKnownSignInAddress(db(), secret, { ...office, email: other.email }, start)).toBe(false);
    expect(await isKnownSignInAddress(db(), secret, { ...office, email: "nobody@example.in" }, start)).toBe(
      false,
    );

    expect(await isKnownSignInAddress(db(), secret, office, daysLater(knownAddressDays - 1))).toBe(true);
    expect(await isKnownSignInAddress(db(), secret, office, daysLater(knownAddressDays + 1))).toBe(false);
    // Signing in there again starts the 90 days again.
    await rememberSignInAddress(db(), secret, office, daysLater(60));
    expect(await isKnownSignInAddress(db(), secret, office, daysLater(60 + knownAddressDays - 1))).toBe(true);
  });

  it("deletes a place 90 days after its last sign-in, when anyone signs in", async () => {
    const owner = await account(db(), "Kavya Iyer");
    const colleague = await account(db(), "Ravi Shankar");
    await rememberSignInAddress(db(), secret, { email: owner.email, address: "198.51.100.20" }, start);
    await rememberSignInAddress(
      db(),
      secret,
      { email: owner.email, address: "198.51.100.21" },
      daysLater(30),
    );
    expect(await placesOf(db(), owner.id)).toHaveLength(2);
    const later = daysLater(knownAddressDays + 1);
    await rememberSignInAddress(db(), secret, { email: colleague.email, address: "198.51.100.30" }, later);
    expect(await placesOf(db(), owner.id)).toHaveLength(1);
    expect(
      await isKnownSignInAddress(db(), secret, { email: owner.email, address: "198.51.100.21" }, later),
    ).toBe(true);
  });

  it("keeps a keyed hash of the address, never the address", async () => {
    const owner = await account(db(), "Lakshmi Narayanan");
    const place = { email: owner.email, address: "192.0.2.44" };
    await rememberSignInAddress(db(), secret, place, start);
    const [row] = await placesOf(db(), owner.id);
    expect(JSON.stringify(row)).not.toContain("192.0.2.44");
    expect(row!.address_hash).toMatch(/^[\w-]{43}$/);
    // Without the secret the hash tells nothing: another secret does not find the place.
    expect(await isKnownSignInAddress(db(), "x".repeat(40), place, start)).toBe(false);
  });

  it("remembers no place for an unknown e-mail or a request without an address", async () => {
    const owner = await account(db(), "Suresh Babu");
    await rememberSignInAddress(db(), secret, { email: "nobody@example.in", address: "192.0.2.50" }, start);
    await rememberSignInAddress(db(), secret, { email: owner.email, address: "" }, start);
    expect(await placesOf(db(), owner.id)).toEqual([]);
    expect(await isKnownSignInAddress(db(), secret, { email: owner.email, address: "" }, start)).toBe(false);
  });

  it("forgets an account's places with the account", async () => {
    const owner = await account(db(), "Divya Menon");
    await rememberSignInAddress(db(), secret, { email: owner.email, address: "192.0.2.60" }, start);
    await db().deleteFrom("auth_user").where("id", "=", owner.id).execute();
    expect(await placesOf(db(), owner.id)).toEqual([]);
  });
});
