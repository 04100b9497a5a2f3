// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FakeRequest } from "#test-support/fake-upload";
import { useReactRoot } from "#test-support/react-root";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, type PhotoRef } from "~/features/photos/photo-values";

import { ART_MESSAGES, GameArtField } from "./game-art-field";

const view = useReactRoot();

/** The uploads sent, each answered by the test when it likes. */
let sent: FakeRequest[] = [];

beforeEach(() => {
  FakeRequest.sent = sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  let previews = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:preview-${++previews}`);
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PHOTO: PhotoRef = { id: "0b5c8f0e-4d7a-4f3e-9d7e-2f4b9a1c6e01", width: 920, height: 430, widths: [320, 640] };

function render(initialPhoto: PhotoRef | null = null, error?: string) {
  act(() =>
    view.root.render(
      <form>
        <GameArtField initialPhoto={initialPhoto} error={error} />
        <button type="submit">Save</button>
      </form>,
    ),
  );
}

function choose(size = 1000) {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(["x"], "art.jpg", { type: "image/jpeg" });
  Object.defineProperty(file, "size", { value: size });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

const form = () => view.container.querySelector("form")!;
const posted = () => new FormData(form()).get("imagePhotoId");
const text = () => view.container.textContent ?? "";

function clickRemove() {
  const remove = [...view.container.querySelectorAll("button")].find((button) => button.textContent === "Remove art");
  if (!remove) throw new Error("No Remove art button");
  act(() => remove.click());
}

describe("GameArtField", () => {
  it("posts the art it starts with, and nothing once it is removed", () => {
    render(PHOTO);
    expect(posted()).toBe(PHOTO.id);
    expect(view.container.querySelector("img")!.getAttribute("src")).toBe(`/photos/${PHOTO.id}/320.jpg`);
    clickRemove();
    expect(posted()).toBe("");
    expect(text()).toContain("No art uploaded");
    expect(text()).toContain(ART_MESSAGES.removed);
  });

  it("uploads a picked file as game art, previews it, and posts the new photo's id", async () => {
    render();
    choose();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/photos");
    expect(sent[0]!.body!.get("purpose")).toBe("game");
    expect(sent[0]!.body!.get("file")).toBeInstanceOf(File);
    // The local preview while it is on its way; nothing posted yet.
    expect(view.container.querySelector("img")!.getAttribute("src")).toBe("blob:preview-1");
    expect(posted()).toBe("");

    await sent[0]!.answer(201, { photo: { ...PHOTO, status: "approved" } });
    expect(posted()).toBe(PHOTO.id);
    expect(view.container.querySelector("img")!.getAttribute("src")).toBe(`/photos/${PHOTO.id}/320.jpg`);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
  });

  it("shows the server's refusal and keeps the art it had", async () => {
    render(PHOTO);
    choose();
    await sent[0]!.answer(403, { message: "Only administrators can add game art." });
    expect(text()).toContain("Only administrators can add game art.");
    expect(posted()).toBe(PHOTO.id);

    // A proxy's page instead of our answer: our own words.
    choose();
    await sent[1]!.answer(502, "<html>Bad gateway</html>");
    expect(text()).toContain(PHOTO_MESSAGES.failed);
  });

  it("refuses a file over the limit without sending it, and shows the form's message", () => {
    render(null, "This image is no longer available. Upload it again, or remove it.");
    expect(text()).toContain("This image is no longer available.");
    choose(MAX_PHOTO_BYTES + 1);
    expect(sent).toHaveLength(0);
    expect(text()).toContain(PHOTO_MESSAGES.tooLarge);
  });

  it("holds a save back while the file is on its way", async () => {
    render();
    choose();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    act(() => {
      form().dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(text()).toContain(ART_MESSAGES.uploading);

    await sent[0]!.answer(201, { photo: PHOTO });
    const later = new Event("submit", { bubbles: true, cancelable: true });
    act(() => {
      form().dispatchEvent(later);
    });
    expect(later.defaultPrevented).toBe(false);
  });

  it("empties itself with its form (after a game is added), dropping an upload under way", async () => {
    render(PHOTO);
    choose();
    act(() => form().reset());
    expect(posted()).toBe("");
    expect(text()).toContain("No art uploaded");
    // The dropped upload's late answer changes nothing.
    await sent[0]!.answer(201, { photo: { ...PHOTO, id: "7c0d2b8a-1111-4222-8333-944455556666" } });
    expect(posted()).toBe("");
  });
});
