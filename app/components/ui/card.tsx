import clsx from "clsx";
import type { HTMLAttributes, ReactNode } from "react";

type CardProps = HTMLAttributes<HTMLElement> & {
  /** `article` for a self-contained item (a venue, a game), `section` for a titled part of a page. */
  as?: "div" | "article" | "section" | "li";
  /** Lifts the border on hover: for cards that contain (or are) one main link. */
  interactive?: boolean;
  padding?: "none" | "md" | "lg";
};

const paddingClasses = { none: "", md: "p-5 sm:p-6", lg: "p-6 sm:p-8" } as const;

/** A translucent panel that stays readable over the background video. */
export function Card({ as: Element = "div", interactive = false, padding = "md", className, ...props }: CardProps) {
  return (
    <Element
      className={clsx(
        // Named in app.css: pages repeat cards dozens of times.
        "card",
        interactive && "transition-colors duration-150 hover:border-accent-400/60",
        paddingClasses[padding],
        className,
      )}
      {...props}
    />
  );
}

type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The heading level that fits the page outline; the look stays the same. */
  as?: "h2" | "h3" | "h4";
};

export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return <Heading className={clsx("text-lg font-semibold text-white", className)} {...props} />;
}

export function CardDescription({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={clsx("mt-2 text-sm leading-relaxed text-slate-300", className)}>{children}</p>;
}
