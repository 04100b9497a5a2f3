// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FakeRequest } from "#test-support/fake-upload";
import { useReactRoot } from "#test-support/react-root";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, type OwnedPhoto } from "~/features/photos/photo-values";

import { PhotoUploader } from "./photo-uploader";

const view = useReactRoot();

let previews = 0;
const revoked: string[] = [];

beforeEach(() => {
  FakeRequest.sent = [];
  previews = 0;
  revoked.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:preview-${++previews}`);
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void revoked.push(url));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function photo(id: string, status: OwnedPhoto["status"] = "approved"): OwnedPhoto {
  return { id, width: 1600, height: 1200, widths: [320, 640, 1280], status };
}

function render(initialPhotos: OwnedPhoto[] = []) {
  act(() =>
    view.root.render(
      <form>
        <PhotoUploader initialPhotos={initialPhotos} />
      </form>,
    ),
  );
}

function file(name: string, size = 1000): File {
  const made = new File(["x"], name, { type: "image/jpeg" });
  Object.defineProperty(made, "size", { value: size });
  return made;
}

function choose(...files: File[]) {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, "files", { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** What the form would post. */
function posted(): { ids: string; uploading: string | null } {
  const data = new FormData(view.container.querySelector("form")!);
  return { ids: String(data.get("photoIds")), uploading: data.get("photosUploading") as string | null };
}

function button(name: string): HTMLButtonElement {
  const found = [...view.container.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

function click(name: string) {
  act(() => {
    const target = button(name);
    target.focus();
    target.click();
  });
}

const text = () => view.container.textContent ?? "";
const announced = () => view.container.querySelector("[aria-live]")!.textContent;

describe("PhotoUploader", () => {
  it("posts the photos it starts with, in order, with the help line and the badges", () => {
    render([photo("a"), photo("b", "pending")]);
    expect(posted()).toEqual({ ids: "a,b", uploading: null });
    expect(text()).toContain("Up to 10 photos, JPEG, PNG, WebP or AVIF, 10 MB each. The first photo is the cover.");
    const tiles = [...view.container.querySelectorAll("li")];
    expect(tiles[0]!.textContent).toContain("Cover");
    expect(tiles[0]!.textContent).not.toContain("Waiting for review");
    expect(tiles[1]!.textContent).toContain("Waiting for review");
    expect(tiles[1]!.querySelector("img")!.getAttribute("src")).toBe("/photos/b/320.jpg");
    // No way further at the ends.
    expect(() => button("Move photo 1 earlier")).toThrow();
    expect(() => button("Move photo 2 later")).toThrow();
  });

  it("uploads a chosen file at once, showing its progress, then its tile and its id", () => {
    render([photo("a")]);
    choose(file("arena.jpg"));

    expect(FakeRequest.sent).toHaveLength(1);
    const request = FakeRequest.sent[0]!;
    expect([request.method, request.url]).toEqual(["POST", "/api/photos"]);
    expect((request.body!.get("file") as File).name).toBe("arena.jpg");

    const bar = () => view.container.querySelector('[role="progressbar"]');
    expect(bar()!.getAttribute("aria-valuenow")).toBe("0");
    expect(view.container.querySelector('img[src="blob:preview-1"]')).not.toBeNull();
    expect(posted()).toEqual({ ids: "a", uploading: "1" });

    request.progress(400, 1000);
    expect(bar()!.getAttribute("aria-valuenow")).toBe("40");

    request.answer(201, { photo: photo("new", "pending") });
    expect(bar()).toBeNull();
    expect(posted()).toEqual({ ids: "a,new", uploading: null });
    expect(view.container.querySelector('img[src="/photos/new/320.jpg"]')).not.toBeNull();
    expect(revoked).toEqual(["blob:preview-1"]);
    expect(announced()).toBe("Photo uploaded.");
  });

  it("shows a refusal on the file's tile, leaves the ids alone, and dismisses it", () => {
    render([photo("a")]);
    choose(file("drawing.svg"), file("huge.jpg"), file("offline.jpg"));
    const [svg, proxy, offline] = FakeRequest.sent;

    svg!.answer(400, { message: PHOTO_MESSAGES.svg });
    // A proxy's own page, not our JSON.
    proxy!.answer(413, "<html><body>413 Request Entity Too Large</body></html>");
    expect(posted()).toEqual({ ids: "a", uploading: "1" });
    offline!.fail();

    expect(posted()).toEqual({ ids: "a", uploading: null });
    const tiles = [...view.container.querySelectorAll("li")].slice(1).map((tile) => tile.textContent);
    expect(tiles[0]).toContain("drawing.svg");
    expect(tiles[0]).toContain(PHOTO_MESSAGES.svg);
    expect(tiles[1]).toContain("huge.jpg");
    expect(tiles[1]).toContain(PHOTO_MESSAGES.tooLarge);
    expect(tiles[2]).toContain(PHOTO_MESSAGES.failed);
    expect(revoked).toHaveLength(3);

    click("Dismiss the message about drawing.svg");
    expect(text()).not.toContain("drawing.svg");
    expect(document.activeElement).toBe(view.container.querySelector('input[type="file"]'));
  });

  it("reorders with Make cover and Move earlier/later, the first id being the cover", () => {
    render([photo("a"), photo("b"), photo("c")]);

    click("Make cover (photo 3)");
    expect(posted().ids).toBe("c,a,b");
    expect(announced()).toBe("Photo 3 is now the cover.");
    // The focus stays with the photo moved, on a button it still has.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 1 later");

    click("Move photo 3 earlier");
    expect(posted().ids).toBe("c,b,a");
    expect(announced()).toBe("Photo 3 moved to position 2.");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 2 earlier");

    click("Move photo 2 later");
    expect(posted().ids).toBe("c,a,b");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 3 earlier");

    click("Remove photo 1");
    expect(posted().ids).toBe("a,b");
    expect(view.container.querySelector("li")!.textContent).toContain("Cover");
  });

  it("refuses a file over the size limit without sending it", () => {
    render();
    choose(file("raw.jpg", MAX_PHOTO_BYTES + 1));
    expect(FakeRequest.sent).toHaveLength(0);
    expect(text()).toContain("raw.jpg");
    expect(text()).toContain(PHOTO_MESSAGES.tooLarge);
    expect(posted()).toEqual({ ids: "", uploading: null });
  });

  it("refuses an eleventh photo, counting the ones still uploading", () => {
    render(Array.from({ length: 8 }, (_, index) => photo(`p${index}`)));
    choose(file("nine.jpg"), file("ten.jpg"), file("eleven.jpg"));
    expect(FakeRequest.sent).toHaveLength(2);
    expect(view.container.querySelectorAll('[role="progressbar"]')).toHaveLength(2);
    const refused = [...view.container.querySelectorAll("li")].at(-1)!.textContent;
    expect(refused).toContain("eleven.jpg");
    expect(refused).toContain(PHOTO_MESSAGES.tooMany);

    // Still full while those two are on their way, and after.
    choose(file("twelve.jpg"));
    FakeRequest.sent[0]!.answer(201, { photo: photo("p8") });
    FakeRequest.sent[1]!.answer(201, { photo: photo("p9") });
    choose(file("thirteen.jpg"));
    expect(FakeRequest.sent).toHaveLength(2);
    expect(posted().ids.split(",")).toHaveLength(10);

    // Removing a photo gives its place back.
    click("Remove photo 10");
    choose(file("again.jpg"));
    expect(FakeRequest.sent).toHaveLength(3);
  });

  it("uploads files dropped on the zone", () => {
    render();
    const zone = view.container.querySelector('input[type="file"]')!.parentElement!;
    const drop = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(drop, "dataTransfer", { value: { types: ["Files"], files: [file("dropped.jpg")] } });
    act(() => {
      zone.dispatchEvent(drop);
    });
    expect(drop.defaultPrevented).toBe(true);
    expect(FakeRequest.sent).toHaveLength(1);
    expect((FakeRequest.sent[0]!.body!.get("file") as File).name).toBe("dropped.jpg");
  });

  it("reorders by dragging a tile onto another, and ignores a file dragged onto the tiles", () => {
    render([photo("a"), photo("b"), photo("c")]);
    const tiles = () => [...view.container.querySelectorAll("li")];
    const drag = (type: string, target: Element, types: string[] = ["application/x-venue-photo"]) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, "dataTransfer", { value: { types, setData() {}, files: [] } });
      act(() => {
        target.dispatchEvent(event);
      });
      return event;
    };

    expect(drag("dragover", tiles()[0]!, ["Files"]).defaultPrevented).toBe(false);
    drag("dragstart", tiles()[2]!);
    expect(drag("dragover", tiles()[0]!).defaultPrevented).toBe(true);
    drag("drop", tiles()[0]!);
    expect(posted().ids).toBe("c,a,b");
    expect(announced()).toBe("Photo 3 is now the cover.");
  });

  it("shows the form's message about the field, where the form's focus lands", () => {
    act(() =>
      view.root.render(
        <form>
          <PhotoUploader initialPhotos={[photo("a")]} error={PHOTO_MESSAGES.unknown} />
        </form>,
      ),
    );
    const field = view.container.querySelector("form")!.elements.namedItem("photoIds") as RadioNodeList | Element;
    const first = "length" in field ? field[0]! : field;
    expect(first.tagName).toBe("FIELDSET");
    const described = document.getElementById(first.getAttribute("aria-describedby")!);
    expect(described?.textContent).toBe(PHOTO_MESSAGES.unknown);
  });

  it("holds a save back while a photo is on its way, and says why", () => {
    render();
    choose(file("arena.jpg"));
    const form = view.container.querySelector("form")!;
    const submit = () => {
      const event = new Event("submit", { bubbles: true, cancelable: true });
      act(() => void form.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    expect(view.container.textContent).toContain(PHOTO_MESSAGES.uploading);
    FakeRequest.sent[0]!.answer(201, { photo: photo("arrived", "pending") });
    expect(view.container.textContent).not.toContain(PHOTO_MESSAGES.uploading);
    expect(submit()).toBe(false);
    expect(posted().ids).toBe("arrived");
  });

  it("stops uploads still under way when it leaves the page", () => {
    render();
    choose(file("slow.jpg"));
    act(() => view.root.render(<form />));
    expect(FakeRequest.sent[0]!.aborted).toBe(true);
    expect(revoked).toEqual(["blob:preview-1"]);
  });
});
