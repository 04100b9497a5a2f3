import type { LucideIcon } from "lucide-react";

import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { Feature } from "~/content/marketing-types";

/** An icon, a title and a sentence: one selling point, as an item of a list (`<ul>`). */
export function FeatureCard({ icon: Icon, title, text, highlighted = false }: Feature & { highlighted?: boolean }) {
  return (
    <Card as="li" className={highlighted ? "border-accent-400/30" : undefined}>
      <IconBadge icon={Icon} />
      <CardTitle className="mt-4">{title}</CardTitle>
      <CardDescription>{text}</CardDescription>
    </Card>
  );
}

/** The gradient tile an icon sits in on marketing cards; decorative. */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-accent-400/20 to-glow-500/20 text-accent-300 ring-1 ring-white/10"
    >
      <Icon className="size-5" />
    </span>
  );
}
