import type { LucideIcon } from "lucide-react";
import { createContext, useContext, useMemo, type ReactNode } from "react";

const DrawnOnce = createContext<ReadonlySet<LucideIcon>>(new Set());

const symbolId = (icon: LucideIcon) => `icon-${icon.displayName ?? "unnamed"}`;

/**
 * Icons repeated down a long list (the dashboard's venue cards): each is drawn once as a `<symbol>`
 * and every `<Icon>` inside refers to it, which keeps the page's HTML and its render small (each
 * Lucide icon is a few hundred bytes of SVG). Wrap a list once per page: the symbols' ids are
 * the icons' names.
 */
export function IconsDrawnOnce({ icons, children }: { icons: readonly LucideIcon[]; children: ReactNode }) {
  const drawn = useMemo(() => new Set(icons), [icons]);
  return (
    <DrawnOnce.Provider value={drawn}>
      <svg aria-hidden="true" className="hidden">
        {icons.map((Drawn) => (
          <symbol key={symbolId(Drawn)} id={symbolId(Drawn)} viewBox="0 0 24 24">
            <Drawn />
          </symbol>
        ))}
      </svg>
      {children}
    </DrawnOnce.Provider>
  );
}

/** A decorative Lucide icon: a reference to its symbol inside `IconsDrawnOnce`, the icon itself elsewhere. */
export function Icon({ of: Of, className }: { of: LucideIcon; className?: string }) {
  const drawn = useContext(DrawnOnce);
  if (!drawn.has(Of)) return <Of aria-hidden="true" className={className} />;
  return (
    <svg aria-hidden="true" className={className} width="24" height="24" viewBox="0 0 24 24">
      <use href={`#${symbolId(Of)}`} />
    </svg>
  );
}
