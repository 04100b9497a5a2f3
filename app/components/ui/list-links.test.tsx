// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import { FollowListLinks, ListButtonLink } from "./list-links";

const view = useReactRoot();

/** A list page with two card links, and the page they lead to, which shows where it is. */
async function renderList() {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <ul>
          <FollowListLinks />
          <li>
            <ListButtonLink to="/register-lan-center?edit=alpha" variant="secondary" aria-label="Edit Alpha Arena">
              <svg aria-hidden="true" />
              Edit
            </ListButtonLink>
          </li>
          <li>
            <ListButtonLink to="/payment?location=alpha" target="_blank">
              View Plans
            </ListButtonLink>
          </li>
        </ul>
      ),
    },
    { path: "/register-lan-center", Component: () => <p id="here">{useLocation().search}</p> },
    { path: "/payment", Component: () => <p id="here">payment</p> },
  ]);
  await act(async () => view.root.render(<Stub initialEntries={["/dashboard"]} />));
}

function link(name: string) {
  return [...view.container.querySelectorAll("a")].find((anchor) => anchor.textContent === name)!;
}

/**
 * Clicks on the link's icon, as a person often does, with the given keys held: true if the click
 * was left to the browser (noted last, on the window, where it is then stopped: the test's
 * document has nowhere to go).
 */
async function click(name: string, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const note = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", note, { once: true });
  const target = link(name).querySelector("svg") ?? link(name);
  await act(async () => {
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return leftToBrowser;
}

describe("links repeated down a list", () => {
  it("are plain anchors that look like buttons and name their page, so they work before the script runs", async () => {
    await renderList();
    const edit = link("Edit");
    expect(edit.getAttribute("href")).toBe("/register-lan-center?edit=alpha");
    expect(edit.getAttribute("aria-label")).toBe("Edit Alpha Arena");
    expect(edit.className).toContain("button-secondary");
    expect(edit.getAttribute("data-discover")).toBe("true");
  });

  it("are followed inside the app on a plain click, query and all", async () => {
    await renderList();
    expect(await click("Edit")).toBe(false);
    expect(view.container.querySelector("#here")?.textContent).toBe("?edit=alpha");
  });

  it("are left to the browser with a modifier key, another button or another target", async () => {
    await renderList();
    expect(await click("Edit", { ctrlKey: true })).toBe(true);
    expect(await click("Edit", { metaKey: true })).toBe(true);
    expect(await click("Edit", { shiftKey: true })).toBe(true);
    expect(await click("Edit", { button: 1 })).toBe(true);
    expect(await click("View Plans")).toBe(true);
    expect(view.container.querySelector("#here")).toBeNull();
  });
});
