import { describe, expect, it } from "vitest";

import { drawableText } from "./share-card-image.server";

describe("drawableText", () => {
  it("keeps the letters and symbols Inter has, in every subset loaded", () => {
    expect(drawableText("Café Łódź · Ж Ω ệ · Pixel Arena™ ©")).toBe("Café Łódź · Ж Ω ệ · Pixel Arena™ ©");
  });

  it("leaves out emoji and other scripts rather than drawing empty boxes", () => {
    expect(drawableText("🎮 Pixel Arena ❤️ 👍🏽")).toBe("Pixel Arena");
    expect(drawableText("Tokyo 東京 Arena")).toBe("Tokyo Arena");
  });

  it("keeps the text when nothing would be left", () => {
    expect(drawableText("東京")).toBe("東京");
  });
});
