import { describe, expect, it, vi } from "vitest";

import { afterSignInLimits, checkingAfterLimits, SignInLimitedError } from "./auth.server";

describe("a sign-in's password check waits for its abuse limits", () => {
  it("checks no password when the limits refuse, however late they answer", async () => {
    const check = vi.fn(async (password: string) => password === "right");
    const limited = afterSignInLimits(check);
    let answer!: (allowed: boolean) => void;
    const allowed = new Promise<boolean>((resolve) => (answer = resolve));
    const signIn = checkingAfterLimits(allowed, () => limited("right"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(check).not.toHaveBeenCalled();
    answer(false);
    await expect(signIn).rejects.toBeInstanceOf(SignInLimitedError);
    expect(check).not.toHaveBeenCalled();
  });

  it("checks the password once the limits allow it, and outside a sign-in at once", async () => {
    const check = vi.fn(async (password: string) => password === "right");
    const limited = afterSignInLimits(check);
    expect(await checkingAfterLimits(Promise.resolve(true), () => limited("right"))).toBe(true);
    expect(await limited("wrong")).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("fails the check when the limits could not be counted", async () => {
    const check = vi.fn(async () => true);
    const counting = Promise.reject(new Error("the database went away"));
    await expect(checkingAfterLimits(counting, () => afterSignInLimits(check)())).rejects.toThrow(
      "the database went away",
    );
    expect(check).not.toHaveBeenCalled();
  });
});
