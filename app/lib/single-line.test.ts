import { describe, expect, it } from "vitest";

import { singleLine } from "./single-line";

describe("singleLine", () => {
  it("turns each run of line breaks, tabs and other control characters into one space, and trims", () => {
    expect(singleLine("Frag Hall\r\nBcc: everyone@example.com")).toBe("Frag Hall Bcc: everyone@example.com");
    expect(singleLine("a\nb\rc\u2028d\u2029e\u0085f\tg\u0007h\u001bi\u007fj\u009bk")).toBe("a b c d e f g h i j k");
    expect(singleLine("  \r\n  Arena \n")).toBe("Arena");
  });

  it("leaves every other character as typed: accents, emoji, right-to-left text, markup", () => {
    const typed = "Pokémon 🎮 שלום <b>&amp;</b> Ω";
    expect(singleLine(typed)).toBe(typed);
  });
});
