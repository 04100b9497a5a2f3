import type { ShouldRevalidateFunction } from "react-router";

/**
 * For loaders whose data does not depend on the query: a change of the query alone on the same
 * page (a filter, a category) keeps the data, so the address updates at once without a request.
 * Form submissions and other pages revalidate as usual.
 */
export const keepDataOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate);
