import { Links, Meta, Outlet, Scripts } from "react-router";

/** The least a real document has: its meta and links, the page, and the scripts that hydrate it. */
export default function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
