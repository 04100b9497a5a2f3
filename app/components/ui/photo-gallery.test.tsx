// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import type { PictureData } from "./picture";
import { PhotoGallery, type GalleryPhoto } from "./photo-gallery";

const view = useReactRoot();

function picture(name: string): PictureData {
  return {
    sources: [{ type: "image/avif", srcSet: `/p/${name}-640.avif 640w, /p/${name}-1280.avif 1280w` }],
    src: `/p/${name}-640.jpg`,
    width: 640,
    height: 360,
  };
}

const photos: GalleryPhoto[] = [
  { picture: picture("front"), alt: "The front desk" },
  { picture: picture("room"), alt: "The main room" },
  { picture: picture("bar"), alt: "The bar" },
];

function render(shown: GalleryPhoto[], priorityFirst?: boolean) {
  act(() =>
    view.root.render(<PhotoGallery photos={shown} label="Photos of Pixel Arena" priorityFirst={priorityFirst} />),
  );
}

/** Buttons of the gallery and of the lightbox (Radix puts the dialog in a portal on `document.body`). */
function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

function dialog(): HTMLElement | null {
  return document.querySelector('[role="dialog"]');
}

function caption(): string | undefined {
  return dialog()?.querySelector("[aria-live]")?.textContent ?? undefined;
}

function shownImage(): string | undefined {
  return dialog()?.querySelector("img")?.getAttribute("alt") ?? undefined;
}

function press(key: string) {
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
    );
  });
}

function click(target: HTMLElement) {
  act(() => {
    target.focus();
    target.click();
  });
}

describe("PhotoGallery", () => {
  it("shows the first photo large and the others as thumbnails, only the first eager", () => {
    render(photos, true);
    const group = view.container.querySelector('[role="group"]')!;
    expect(group.getAttribute("aria-label")).toBe("Photos of Pixel Arena");
    expect([...group.querySelectorAll("button")].map((item) => item.getAttribute("aria-label"))).toEqual([
      "Open photo 1 of 3",
      "Open photo 2 of 3",
      "Open photo 3 of 3",
    ]);
    expect([...group.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual([
      "eager",
      "lazy",
      "lazy",
    ]);
    expect(group.querySelectorAll("li")).toHaveLength(2);
    expect(dialog()).toBeNull();
  });

  it("loads the first photo lazily too unless told it is above the fold", () => {
    render(photos);
    expect(view.container.querySelector("img")!.getAttribute("loading")).toBe("lazy");
  });

  it("opens the lightbox on the photo clicked, moves with the keys and buttons, wrapping around", () => {
    render(photos);
    click(button("Open photo 2 of 3"));
    expect(dialog()).not.toBeNull();
    expect(caption()).toBe("Photo 2 of 3");
    expect(shownImage()).toBe("The main room");
    expect(dialog()!.querySelector("img")!.getAttribute("sizes")).toBe("100vw");

    press("ArrowRight");
    expect(caption()).toBe("Photo 3 of 3");
    press("ArrowRight");
    expect(caption()).toBe("Photo 1 of 3");
    expect(shownImage()).toBe("The front desk");
    press("ArrowLeft");
    expect(caption()).toBe("Photo 3 of 3");
    press("Home");
    expect(caption()).toBe("Photo 1 of 3");
    press("End");
    expect(caption()).toBe("Photo 3 of 3");

    click(button("Previous photo"));
    expect(caption()).toBe("Photo 2 of 3");
    click(button("Next photo"));
    click(button("Next photo"));
    expect(caption()).toBe("Photo 1 of 3");
  });

  it("closes on Escape and gives the focus back to the thumbnail that opened it", async () => {
    render(photos);
    const opener = button("Open photo 3 of 3");
    click(opener);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    press("ArrowLeft");
    expect(caption()).toBe("Photo 2 of 3");

    press("Escape");
    // Radix moves the focus once its exit has run.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes with its Close button too, the focus back on the large photo", async () => {
    render(photos);
    const opener = button("Open photo 1 of 3");
    click(opener);
    click(button("Close"));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("with one photo: no thumbnails, no Previous or Next, the photo still opens", () => {
    render(photos.slice(0, 1));
    expect(view.container.querySelector("ul")).toBeNull();
    click(button("Open photo 1 of 1"));
    expect(caption()).toBe("Photo 1 of 1");
    expect(() => button("Next photo")).toThrow();
    press("ArrowRight");
    expect(caption()).toBe("Photo 1 of 1");
  });

  it("draws nothing without photos", () => {
    render([]);
    expect(view.container.innerHTML).toBe("");
  });
});
