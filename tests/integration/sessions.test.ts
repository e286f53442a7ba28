import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { changePassword } from "@/lib/auth/password-change";
import { endOtherSessions, isSessionRevoked, revokeSession, type IssuedSession } from "@/lib/auth/revocation";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-policy";
import { clientes, pushSubscriptions, rateLimits, sessionCutoffs } from "@/lib/vendors/db/schema";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

/*
 * Sessions are signed cookies; the server ends them early by logout (their id) or by a
 * password change (every session of the customer issued before it, but the changer's).
 */

const { carlos, maria } = DEMO_CUSTOMERS;
let sgp: SgpTestSandbox;

beforeAll(async () => {
  sgp = await startSgpForTests();
  Object.assign(process.env, sgp.env, { LOGIN_RULES: "secure" });
});
afterAll(() => sgp.close());

const session = (cpf: string, sid: string | null, loginAt: number): IssuedSession => ({ document: cpf, sid, loginAt });
const revoked = (sessions: IssuedSession[]) => Promise.all(sessions.map(isSessionRevoked));

describeEachDatabase("sessions", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await sgp.reset();
  });

  it("a password change ends the customer's other sessions at once, not the one that made it", async () => {
    const before = Date.now() - 1000;
    const changer = session(carlos.digits, "sid-changer", before);
    const otherBrowser = session(carlos.digits, "sid-other", before + 500);
    const withoutId = session(carlos.digits, null, before - 1000);
    const someoneElse = session(maria.digits, "sid-maria", before);
    const all = [changer, otherBrowser, withoutId, someoneElse];
    expect(await revoked(all)).toEqual([false, false, false, false]);

    expect(await changePassword(carlos.digits, carlos.password, "outra-senha-1", changer.sid)).toBe("changed");
    expect(await revoked(all)).toEqual([false, true, true, false]);

    // A login after the change is a new session; changing again from it ends the first changer's.
    const later = session(carlos.digits, "sid-later", Date.now() + 1);
    expect(await isSessionRevoked(later)).toBe(false);
    expect(await changePassword(carlos.digits, "outra-senha-1", "outra-senha-2", later.sid)).toBe("changed");
    expect(await revoked([later, changer])).toEqual([false, true]);
  });

  it("a password change removes the push subscriptions of the customer's other devices, not this browser's nor anyone else's", async () => {
    const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
    const row = (cliente: string, name: string) => ({ clienteDocumento: cliente, endpoint: endpoint(name), p256dh: "p", auth: "a" });
    await getDb()
      .insert(pushSubscriptions)
      .values([
        row(carlos.digits, "this-browser"),
        row(carlos.digits, "old-phone"),
        row(carlos.digits, "work-pc"),
        row(maria.digits, "maria"),
      ]);

    expect(await changePassword(carlos.digits, carlos.password, "outra-senha-1", "sid-changer", endpoint("this-browser"))).toBe("changed");
    const left = await getDb().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((r) => r.endpoint).sort()).toEqual([endpoint("maria"), endpoint("this-browser")]);

    // Without a subscription in this browser, every one of the customer's goes.
    expect(await changePassword(carlos.digits, "outra-senha-1", "outra-senha-2", "sid-changer", null)).toBe("changed");
    expect((await getDb().select().from(pushSubscriptions)).map((r) => r.clienteDocumento)).toEqual([maria.digits]);
  });

  it("a new password against the rules changes nothing and counts no failure", async () => {
    const other = session(carlos.digits, "sid-other", Date.now() - 1000);
    for (const weak of ["curta", "qwertyuiop123", carlos.document]) {
      expect(await changePassword(carlos.digits, carlos.password, weak, "sid-changer")).toBe("weak");
    }
    expect(await isSessionRevoked(other)).toBe(false);
    expect(await getDb().select().from(clientes)).toEqual([]);
    expect(await getDb().select().from(rateLimits)).toEqual([]);
  });

  it("a wrong current password ends no session", async () => {
    const other = session(carlos.digits, "sid-other", Date.now() - 1000);
    expect(await changePassword(carlos.digits, "errada", "outra-senha-1", "sid-changer")).toBe("wrong-current");
    expect(await isSessionRevoked(other)).toBe(false);
  });

  it("logout still ends its own session only", async () => {
    const loginAt = Date.now() - 1000;
    await revokeSession("sid-out", loginAt);
    expect(await revoked([session(carlos.digits, "sid-out", loginAt), session(carlos.digits, "sid-in", loginAt)])).toEqual([true, false]);
  });

  it("forgets a cutoff once every session it could end has expired", async () => {
    const day = SESSION_MAX_AGE_SECONDS * 1000;
    await endOtherSessions(maria.digits, "sid-old", Date.now() - day - 60_000);
    await endOtherSessions(carlos.digits, "sid-new");
    expect((await getDb().select().from(sessionCutoffs)).map((row) => row.clienteDocumento)).toEqual([carlos.digits]);
  });
});
