// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub, useActionData } from "react-router";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import type { InsightsDigestResult } from "../dashboard-answers";
import { DashboardInsightsDigest } from "./dashboard-insights-digest";

const view = useReactRoot();

/**
 * The dashboard route with the setting's form; its action records what was posted and saves it (the
 * page shows the saved value again after the action, as the real loader's revalidation does).
 */
async function renderSetting(initially: boolean) {
  const posted: Record<string, string>[] = [];
  let saved = initially;
  function Page() {
    const result = useActionData() as InsightsDigestResult | undefined;
    return <DashboardInsightsDigest enabled={saved} result={result} />;
  }
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: Page,
      action: async ({ request }) => {
        const values = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(values);
        saved = values.insightsDigest === "true";
        return { intent: "insights-digest", ok: true, message: saved ? "Saved: on" : "Saved: off" };
      },
    },
  ]);
  await act(async () => view.root.render(<Stub initialEntries={["/dashboard?tab=email"]} />));
  return posted;
}

function checkbox() {
  return view.container.querySelector<HTMLInputElement>('input[type="checkbox"][name="insightsDigest"]')!;
}

async function save() {
  const button = [...view.container.querySelectorAll("button")].find((node) => node.textContent === "Save")!;
  await act(async () => button.click());
}

describe("the insights e-mail setting", () => {
  it("shows the saved choice in a labelled box, in a form that posts to the Email Settings tab", async () => {
    await renderSetting(true);
    const box = checkbox();
    expect(box.checked).toBe(true);
    expect(view.container.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(
      "Send me a monthly insights e-mail",
    );
    const form = view.container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/dashboard?tab=email");
    expect(form.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe("insights-digest");
  });

  it("posts the intent and the box's value, and shows the answer", async () => {
    const posted = await renderSetting(true);
    await act(async () => checkbox().click());
    await save();
    expect(posted).toEqual([{ intent: "insights-digest" }]);
    expect(view.container.textContent).toContain("Saved: off");
    expect(checkbox().checked).toBe(false);

    await act(async () => checkbox().click());
    await save();
    expect(posted[1]).toEqual({ intent: "insights-digest", insightsDigest: "true" });
    expect(checkbox().checked).toBe(true);
  });
});
