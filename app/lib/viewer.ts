/** Who is looking at the page, as the server decided it. The browser only displays it. */
export type Viewer = {
  email: string;
  name: string;
  isAdmin: boolean;
} | null;
