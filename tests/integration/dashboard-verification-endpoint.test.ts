import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";

import { formMessages } from "#app/content/forms.ts";
import { createAuth } from "#server/auth/auth.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { dashboardVerificationForm } from "#server/forms/verification.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { createTestServices } from "../helpers/services.ts";
import {
  createTestSmtpServer,
  type TestSmtpServer,
} from "../helpers/smtp-server.ts";

let database: TestDatabase;
let smtp: TestSmtpServer;
let base: ReturnType<typeof createTestServices>;
/** A database nobody answers for: PostgreSQL on a port where nothing listens. */
let away: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = createTestSmtpServer();
  await smtp.start();
  base = createTestServices(database, smtp.url);
  away = openDatabase({
    databaseUrl: "postgres://postgres@127.0.0.1:1/none",
    dataDir: database.dataDir,
  });
});
afterAll(async () => {
  await away.close();
  await base.stop();
  await smtp.stop();
  await database.destroy();
});

function servicesWith(db: Database): Services {
  const logger = pino({ level: "silent" });
  const auth = createAuth({ ...base, database: db, logger });
  return { ...base, database: db, auth } as Services;
}

/** The signed-in copy of the verification form, posted to its JSON endpoint. */
function postToEndpoint(services: Services) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientContext, { ip: "198.51.100.80" });
  return handleForm(
    {
      request: new Request(
        "http://localhost/api/forms/dashboard-verification",
        { method: "POST", body: new URLSearchParams({ firstName: "Mary" }) },
      ),
      context,
      endpoint: true,
    },
    dashboardVerificationForm,
  );
}

describe("the signed-in verification form's JSON endpoint", () => {
  it("answers 401 'session expired' to a signed-out post", async () => {
    const refused = await postToEndpoint(servicesWith(database)).catch(
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      ok: false,
      toast: formMessages.sessionExpired,
    });
  });

  it("does not call a database outage a signed-out session: the error goes on to the 503", async () => {
    const refused = await postToEndpoint(servicesWith(away)).catch(
      (thrown: unknown) => thrown,
    );
    expect(refused).not.toBeInstanceOf(Response);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
