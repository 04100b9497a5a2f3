/**
 * The center being edited: `/edit-lan-center/{id}`, or `?edit={id}` on either address. `null`
 * means registering; an edit address without an id is answered 'No location ID provided'.
 * Shared by the page's loader and action and by its clientLoader in the browser.
 */
export function lanCenterEditTarget(
  request: Request,
  params: { id?: string },
): { editing: boolean; id: string | null } {
  const url = new URL(request.url);
  const id = params.id ?? url.searchParams.get("edit");
  const editing = Boolean(id) || url.pathname.replace(/\/+$/, "").startsWith("/edit-lan-center");
  return { editing, id: id || null };
}
