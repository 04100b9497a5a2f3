import clsx from "clsx";
import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/**
 * A success that moves on by itself: shows what happened, goes to `to` after `seconds`, and offers a
 * link to go now. Leaving the page first cancels the timer. Announced politely (role="status").
 */
export function RedirectNotice({
  title,
  message,
  to,
  seconds,
  linkLabel,
}: {
  title: string;
  message: string;
  to: string;
  seconds: number;
  linkLabel: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), seconds * 1000);
    return () => clearTimeout(timer);
  }, [navigate, to, seconds]);

  return (
    <Card padding="lg" className="mx-auto w-full max-w-lg text-center">
      <div role="status" className="flex flex-col items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-400" />
        <h2 className="text-2xl font-bold text-white">{title}</h2>
        <p className="text-slate-300">{message}</p>
      </div>
      <Link to={to} className={clsx(buttonClasses({ size: "lg", fullWidth: true }), "mt-6")}>
        {linkLabel}
      </Link>
    </Card>
  );
}
