import { Gamepad2, Library } from "lucide-react";
import { Link } from "react-router";

import { Card } from "~/components/ui/card";
import type { CenterProfile } from "~/features/directory/load-public-center.server";

import { ProfileHeading } from "./profile-heading";

const gameLink =
  "inline-flex min-h-9 items-center rounded-lg border border-surface-600 bg-surface-800/80 px-3 text-sm " +
  "text-slate-100 transition-colors hover:border-accent-400/60 hover:text-white";

/** The catalogue's games the center offers, each linking to where else to play it. */
export function CenterGames({ games, fullLibrary }: Pick<CenterProfile, "games" | "fullLibrary">) {
  if (games.length === 0 && !fullLibrary) return null;
  return (
    <Card as="section" aria-labelledby="center-games-heading" className="flex flex-col gap-4">
      <ProfileHeading id="center-games-heading" icon={Gamepad2}>
        Games at this venue
      </ProfileHeading>
      {fullLibrary ? (
        <p className="flex items-start gap-2 text-sm text-slate-200">
          <Library aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
          <Link to="/games" className="font-semibold text-accent-200 underline-offset-4 hover:underline">
            The full Steam PC Cafe library
          </Link>
        </p>
      ) : null}
      {games.length > 0 ? (
        <ul aria-label="Games" className="flex flex-wrap gap-2">
          {games.map((game) => (
            <li key={game.slug}>
              <Link to={`/games/${game.slug}`} className={gameLink}>
                {game.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
