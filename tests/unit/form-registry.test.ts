import { matchPath } from "react-router";
import { describe, expect, expectTypeOf, it } from "vitest";

import { englishPathOf } from "#app/lib/locale.ts";
import routes from "#app/routes.ts";
import { claimForm } from "#server/forms/claim.ts";
import { claimStatusForm } from "#server/forms/claim-status.ts";
import type { AnyFormDefinition } from "#server/forms/form-definition.ts";
import { postedTo } from "#server/forms/handle-form.ts";
import { formDefinitions, type FormName } from "#server/forms/registry.ts";
import type { FormName as ReceiptFormName } from "#server/forms/receipts.ts";

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route of app/routes.ts with its full path and module. */
function flatten(
  entries: readonly RouteEntry[],
  parent = "",
): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent || "/";
    return [
      { path, file: entry.file },
      ...flatten(entry.children ?? [], path === "/" ? "" : path),
    ];
  });
}

const routeModules = flatten(routes as RouteEntry[]);

/** Each route module's forms: those of its action, when the action is formAction's. */
async function routedForms() {
  const found: Array<{
    path: string;
    file: string;
    forms: readonly AnyFormDefinition[];
  }> = [];
  for (const { path, file } of routeModules) {
    if (!/\.tsx?$/.test(file) || file.startsWith("routes/api/")) continue;
    const module = (await import(`#app/${file}`)) as {
      action?: { forms?: readonly AnyFormDefinition[] };
    };
    if (module.action?.forms)
      found.push({ path, file, forms: module.action.forms });
  }
  return found;
}

describe("the forms' registry", () => {
  it("names every form once", () => {
    const names = formDefinitions.map((form) => form.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("routes every form: its page's action answers it, and its endpoint is under /api/forms/", async () => {
    const routed = await routedForms();
    for (const form of formDefinitions) {
      const page = form.page.split("?")[0]!;
      const route = routed.find(({ path }) => path === page);
      expect(route, `${form.name}: no route answers ${page}`).toBeDefined();
      expect(route!.forms, `${form.name}: not in ${page}'s action`).toContain(
        form,
      );
      if ("endpoint" in form && form.endpoint)
        expect(
          matchPath("/api/forms/*", form.endpoint),
          `${form.name}: ${form.endpoint}`,
        ).not.toBeNull();
    }
  });

  it("has a definition for every form a route posts to its pipeline, on a path its module is served at (in English)", async () => {
    for (const { path, file, forms } of await routedForms()) {
      // A Spanish twin, or a line's estimate under a saved estimate
      // (/quote/saved/:token/add/:line), posts to its module's page's definition.
      const pages = routeModules
        .filter((route) => route.file === file)
        .map((route) => englishPathOf(route.path));
      for (const form of forms) {
        expect(formDefinitions, `${path}: ${form.name}`).toContain(form);
        expect(pages, `${path}: ${form.name}`).toContain(
          form.page.split("?")[0],
        );
      }
    }
  });

  it("builds every page: forms that share an address share access and rate limit, and take no files", async () => {
    for (const { path, forms } of await routedForms()) {
      const queries = new Set(forms.map((form) => form.page.split("?")[1]));
      for (const query of queries)
        expect(() =>
          postedTo(
            forms,
            new URL(`http://x${path}${query ? `?${query}` : ""}`),
          ),
        ).not.toThrow();
    }
  });

  it("tells the check's post from a claim by the address, before the body", () => {
    const page = [claimForm, claimStatusForm];
    const check = new URL("http://x/file-a-claim?form=check-a-claim");
    expect(postedTo(page, check)).toEqual([claimStatusForm]);
    expect(postedTo(page, new URL("http://x/file-a-claim"))).toEqual([
      claimForm,
    ]);
  });

  it("knows every form that keeps receipts", () => {
    expectTypeOf<ReceiptFormName>().toExtend<FormName>();
  });
});
