// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import { FallbackImage } from "./fallback-image";

const view = useReactRoot();
const IMAGE = { src: "http://127.0.0.1:4010/steam/apps/730/header.jpg", width: 460, height: 215 };
const FALLBACK = <span data-testid="drawn">Drawn art</span>;

/** Makes every image report `complete` and `naturalWidth` as given, and `decode()` settle as given. */
function imagesReport(state: { complete: boolean; naturalWidth: number; decodes: boolean }) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(state.complete);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(state.naturalWidth);
  HTMLImageElement.prototype.decode = vi.fn(() =>
    state.decodes ? Promise.resolve() : Promise.reject(new DOMException("broken", "EncodingError")),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Lets pending promises (decode()) settle inside act. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("FallbackImage", () => {
  it("draws the image with its size reserved, lazily unless it is above the fold", () => {
    imagesReport({ complete: false, naturalWidth: 0, decodes: true });
    act(() => view.root.render(<FallbackImage image={IMAGE} alt="" fallback={FALLBACK} />));
    const img = view.container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(IMAGE.src);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["460", "215"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("");

    act(() => view.root.render(<FallbackImage image={IMAGE} alt="" priority />));
    expect(view.container.querySelector("img")!.getAttribute("loading")).toBe("eager");
    expect(view.container.querySelector("img")!.getAttribute("fetchpriority")).toBe("high");
  });

  it("gives way to the fallback when the file cannot be loaded, leaving no image", () => {
    imagesReport({ complete: false, naturalWidth: 0, decodes: true });
    act(() => view.root.render(<FallbackImage image={IMAGE} alt="" fallback={FALLBACK} />));
    act(() => {
      view.container.querySelector("img")!.dispatchEvent(new Event("error"));
    });
    expect(view.container.querySelector("img")).toBeNull();
    expect(view.container.textContent).toBe("Drawn art");

    // Another image in its place gets its own chance.
    act(() => view.root.render(<FallbackImage image={{ ...IMAGE, src: `${IMAGE.src}?2` }} alt="" />));
    expect(view.container.querySelector("img")).not.toBeNull();
  });

  it("notices a server-rendered image that failed before hydration", async () => {
    const page = document.createElement("div");
    document.body.append(page);
    page.innerHTML = renderToString(<FallbackImage image={IMAGE} alt="" fallback={FALLBACK} />);
    expect(page.querySelector("img")).not.toBeNull();
    // Its error event came and went before React was listening.
    imagesReport({ complete: true, naturalWidth: 0, decodes: false });
    const root = hydrateRoot(page, <FallbackImage image={IMAGE} alt="" fallback={FALLBACK} />);
    try {
      await settle();
      expect(page.querySelector("img")).toBeNull();
      expect(page.textContent).toBe("Drawn art");
    } finally {
      act(() => root.unmount());
      page.remove();
    }
  });

  it("keeps an image that loaded, or that a browser called complete before it had decoded", async () => {
    imagesReport({ complete: true, naturalWidth: 460, decodes: false });
    act(() => view.root.render(<FallbackImage image={IMAGE} alt="" fallback={FALLBACK} />));
    await settle();
    expect(view.container.querySelector("img")).not.toBeNull();

    vi.restoreAllMocks();
    imagesReport({ complete: true, naturalWidth: 0, decodes: true });
    act(() => view.root.render(<FallbackImage image={{ ...IMAGE, src: `${IMAGE.src}?late` }} alt="" />));
    await settle();
    expect(view.container.querySelector("img")).not.toBeNull();
  });
});
