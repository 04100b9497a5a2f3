// A React root in a happy-dom document for component tests: made before each test, unmounted and
// removed after it. Call once at the top of a test file (`const view = useReactRoot();`).
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export type ReactView = { container: HTMLElement; root: Root };

export function useReactRoot(): ReactView {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const view = {} as ReactView;
  beforeEach(() => {
    view.container = document.createElement("div");
    document.body.append(view.container);
    view.root = createRoot(view.container);
  });
  afterEach(() => {
    act(() => view.root.unmount());
    view.container.remove();
  });
  return view;
}
